# sha256 70b77cff4e623199a90d566e13931721120bf3bee46bd936393b27d1546f11ac
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x9b2dc0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x9b2dc5		31d2			XORL DX, DX
  loop.go:49		0x9b2dc7		4531d2			XORL R10, R10
  loop.go:49		0x9b2dca		4531db			XORL R11, R11
  loop.go:49		0x9b2dcd		4531e4			XORL R12, R12
  loop.go:49		0x9b2dd0		eb11			JMP 0x9b2de3
  loop.go:55		0x9b2dd2		4d89df			MOVQ R11, R15
  loop.go:55		0x9b2dd5		4d29e7			SUBQ R12, R15
  loop.go:55		0x9b2dd8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x9b2ddc		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x9b2de0		48ffc2			INCQ DX
  loop.go:49		0x9b2de3		4939d1			CMPQ R9, DX
  loop.go:49		0x9b2de6		7e16			JLE 0x9b2dfe
  loop.go:50		0x9b2de8		4d39dc			CMPQ R12, R11
  loop.go:51		0x9b2deb		4d89e5			MOVQ R12, R13
  loop.go:51		0x9b2dee		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x9b2df2		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x9b2df6		4c39df			CMPQ DI, R11
  loop.go:50		0x9b2df9		7dd7			JGE 0x9b2dd2
  loop.go:53		0x9b2dfb		90			NOPL
  loop.go:140		0x9b2dfc		eb07			JMP 0x9b2e05
  loop.go:58		0x9b2dfe		4c89d0			MOVQ R10, AX
  loop.go:58		0x9b2e01		4c89db			MOVQ R11, BX
  loop.go:58		0x9b2e04		c3			RET
  loop.go:141		0x9b2e05		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9b2e09		4c39e7			CMPQ DI, R12
  loop.go:141		0x9b2e0c		7f0c			JG 0x9b2e1a
  loop.go:142		0x9b2e0e		4901c7			ADDQ AX, R15
  loop.go:142		0x9b2e11		4d39fb			CMPQ R11, R15
  loop.go:142		0x9b2e14		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0x9b2e18		eb03			JMP 0x9b2e1d
  loop.go:144		0x9b2e1a		4901db			ADDQ BX, R11
  loop.go:147		0x9b2e1d		4801cf			ADDQ CX, DI
  loop.go:146		0x9b2e20		49ffc2			INCQ R10
  loop.go:147		0x9b2e23		4939fb			CMPQ R11, DI
  loop.go:147		0x9b2e26		7fdd			JG 0x9b2e05
  loop.go:147		0x9b2e28		eba8			JMP 0x9b2dd2

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x9b2e40		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x9b2e45		31d2			XORL DX, DX
  loop.go:69		0x9b2e47		4531d2			XORL R10, R10
  loop.go:69		0x9b2e4a		4531db			XORL R11, R11
  loop.go:69		0x9b2e4d		4531e4			XORL R12, R12
  loop.go:69		0x9b2e50		eb11			JMP 0x9b2e63
  loop.go:75		0x9b2e52		4d89e7			MOVQ R12, R15
  loop.go:75		0x9b2e55		4d29ef			SUBQ R13, R15
  loop.go:75		0x9b2e58		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x9b2e5c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x9b2e60		48ffc2			INCQ DX
  loop.go:69		0x9b2e63		4939d1			CMPQ R9, DX
  loop.go:69		0x9b2e66		7e16			JLE 0x9b2e7e
  loop.go:70		0x9b2e68		4d39e2			CMPQ R10, R12
  loop.go:71		0x9b2e6b		4d89d5			MOVQ R10, R13
  loop.go:71		0x9b2e6e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x9b2e72		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x9b2e76		4c39e7			CMPQ DI, R12
  loop.go:70		0x9b2e79		7dd7			JGE 0x9b2e52
  loop.go:73		0x9b2e7b		90			NOPL
  loop.go:140		0x9b2e7c		eb07			JMP 0x9b2e85
  loop.go:78		0x9b2e7e		4c89d8			MOVQ R11, AX
  loop.go:78		0x9b2e81		4c89e3			MOVQ R12, BX
  loop.go:78		0x9b2e84		c3			RET
  loop.go:141		0x9b2e85		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9b2e89		4c39d7			CMPQ DI, R10
  loop.go:141		0x9b2e8c		7f0c			JG 0x9b2e9a
  loop.go:142		0x9b2e8e		4901c7			ADDQ AX, R15
  loop.go:142		0x9b2e91		4d39fc			CMPQ R12, R15
  loop.go:142		0x9b2e94		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0x9b2e98		eb03			JMP 0x9b2e9d
  loop.go:144		0x9b2e9a		4901dc			ADDQ BX, R12
  loop.go:147		0x9b2e9d		4801cf			ADDQ CX, DI
  loop.go:146		0x9b2ea0		49ffc3			INCQ R11
  loop.go:147		0x9b2ea3		4939fc			CMPQ R12, DI
  loop.go:147		0x9b2ea6		7fdd			JG 0x9b2e85
  loop.go:147		0x9b2ea8		eba8			JMP 0x9b2e52
