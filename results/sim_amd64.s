# sha256 945da59f61e02ed705af1324f30b5c26d4dd30bd1cc63cd15a5e7e09840fc222
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x9c1bc0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x9c1bc5		31d2			XORL DX, DX
  loop.go:49		0x9c1bc7		4531d2			XORL R10, R10
  loop.go:49		0x9c1bca		4531db			XORL R11, R11
  loop.go:49		0x9c1bcd		4531e4			XORL R12, R12
  loop.go:49		0x9c1bd0		eb11			JMP 0x9c1be3
  loop.go:55		0x9c1bd2		4d89df			MOVQ R11, R15
  loop.go:55		0x9c1bd5		4d29e7			SUBQ R12, R15
  loop.go:55		0x9c1bd8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x9c1bdc		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x9c1be0		48ffc2			INCQ DX
  loop.go:49		0x9c1be3		4939d1			CMPQ R9, DX
  loop.go:49		0x9c1be6		7e16			JLE 0x9c1bfe
  loop.go:50		0x9c1be8		4d39dc			CMPQ R12, R11
  loop.go:51		0x9c1beb		4d89e5			MOVQ R12, R13
  loop.go:51		0x9c1bee		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x9c1bf2		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x9c1bf6		4c39df			CMPQ DI, R11
  loop.go:50		0x9c1bf9		7dd7			JGE 0x9c1bd2
  loop.go:53		0x9c1bfb		90			NOPL
  loop.go:140		0x9c1bfc		eb07			JMP 0x9c1c05
  loop.go:58		0x9c1bfe		4c89d0			MOVQ R10, AX
  loop.go:58		0x9c1c01		4c89db			MOVQ R11, BX
  loop.go:58		0x9c1c04		c3			RET
  loop.go:141		0x9c1c05		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9c1c09		4c39e7			CMPQ DI, R12
  loop.go:141		0x9c1c0c		7f0c			JG 0x9c1c1a
  loop.go:142		0x9c1c0e		4901c7			ADDQ AX, R15
  loop.go:142		0x9c1c11		4d39fb			CMPQ R11, R15
  loop.go:142		0x9c1c14		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0x9c1c18		eb03			JMP 0x9c1c1d
  loop.go:144		0x9c1c1a		4901db			ADDQ BX, R11
  loop.go:147		0x9c1c1d		4801cf			ADDQ CX, DI
  loop.go:146		0x9c1c20		49ffc2			INCQ R10
  loop.go:147		0x9c1c23		4939fb			CMPQ R11, DI
  loop.go:147		0x9c1c26		7fdd			JG 0x9c1c05
  loop.go:147		0x9c1c28		eba8			JMP 0x9c1bd2

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x9c1c40		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x9c1c45		31d2			XORL DX, DX
  loop.go:69		0x9c1c47		4531d2			XORL R10, R10
  loop.go:69		0x9c1c4a		4531db			XORL R11, R11
  loop.go:69		0x9c1c4d		4531e4			XORL R12, R12
  loop.go:69		0x9c1c50		eb11			JMP 0x9c1c63
  loop.go:75		0x9c1c52		4d89e7			MOVQ R12, R15
  loop.go:75		0x9c1c55		4d29ef			SUBQ R13, R15
  loop.go:75		0x9c1c58		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x9c1c5c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x9c1c60		48ffc2			INCQ DX
  loop.go:69		0x9c1c63		4939d1			CMPQ R9, DX
  loop.go:69		0x9c1c66		7e16			JLE 0x9c1c7e
  loop.go:70		0x9c1c68		4d39e2			CMPQ R10, R12
  loop.go:71		0x9c1c6b		4d89d5			MOVQ R10, R13
  loop.go:71		0x9c1c6e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x9c1c72		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x9c1c76		4c39e7			CMPQ DI, R12
  loop.go:70		0x9c1c79		7dd7			JGE 0x9c1c52
  loop.go:73		0x9c1c7b		90			NOPL
  loop.go:140		0x9c1c7c		eb07			JMP 0x9c1c85
  loop.go:78		0x9c1c7e		4c89d8			MOVQ R11, AX
  loop.go:78		0x9c1c81		4c89e3			MOVQ R12, BX
  loop.go:78		0x9c1c84		c3			RET
  loop.go:141		0x9c1c85		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9c1c89		4c39d7			CMPQ DI, R10
  loop.go:141		0x9c1c8c		7f0c			JG 0x9c1c9a
  loop.go:142		0x9c1c8e		4901c7			ADDQ AX, R15
  loop.go:142		0x9c1c91		4d39fc			CMPQ R12, R15
  loop.go:142		0x9c1c94		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0x9c1c98		eb03			JMP 0x9c1c9d
  loop.go:144		0x9c1c9a		4901dc			ADDQ BX, R12
  loop.go:147		0x9c1c9d		4801cf			ADDQ CX, DI
  loop.go:146		0x9c1ca0		49ffc3			INCQ R11
  loop.go:147		0x9c1ca3		4939fc			CMPQ R12, DI
  loop.go:147		0x9c1ca6		7fdd			JG 0x9c1c85
  loop.go:147		0x9c1ca8		eba8			JMP 0x9c1c52
