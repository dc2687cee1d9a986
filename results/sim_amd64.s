# sha256 149ee8654beae8d69d008527ccc58e36439dd3938363695f331608c0cbd45e32
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x9b8ac0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x9b8ac5		31d2			XORL DX, DX
  loop.go:49		0x9b8ac7		4531d2			XORL R10, R10
  loop.go:49		0x9b8aca		4531db			XORL R11, R11
  loop.go:49		0x9b8acd		4531e4			XORL R12, R12
  loop.go:49		0x9b8ad0		eb11			JMP 0x9b8ae3
  loop.go:55		0x9b8ad2		4d89df			MOVQ R11, R15
  loop.go:55		0x9b8ad5		4d29e7			SUBQ R12, R15
  loop.go:55		0x9b8ad8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x9b8adc		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x9b8ae0		48ffc2			INCQ DX
  loop.go:49		0x9b8ae3		4939d1			CMPQ R9, DX
  loop.go:49		0x9b8ae6		7e16			JLE 0x9b8afe
  loop.go:50		0x9b8ae8		4d39dc			CMPQ R12, R11
  loop.go:51		0x9b8aeb		4d89e5			MOVQ R12, R13
  loop.go:51		0x9b8aee		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x9b8af2		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x9b8af6		4c39df			CMPQ DI, R11
  loop.go:50		0x9b8af9		7dd7			JGE 0x9b8ad2
  loop.go:53		0x9b8afb		90			NOPL
  loop.go:140		0x9b8afc		eb07			JMP 0x9b8b05
  loop.go:58		0x9b8afe		4c89d0			MOVQ R10, AX
  loop.go:58		0x9b8b01		4c89db			MOVQ R11, BX
  loop.go:58		0x9b8b04		c3			RET
  loop.go:141		0x9b8b05		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9b8b09		4c39e7			CMPQ DI, R12
  loop.go:141		0x9b8b0c		7f0c			JG 0x9b8b1a
  loop.go:142		0x9b8b0e		4901c7			ADDQ AX, R15
  loop.go:142		0x9b8b11		4d39fb			CMPQ R11, R15
  loop.go:142		0x9b8b14		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0x9b8b18		eb03			JMP 0x9b8b1d
  loop.go:144		0x9b8b1a		4901db			ADDQ BX, R11
  loop.go:147		0x9b8b1d		4801cf			ADDQ CX, DI
  loop.go:146		0x9b8b20		49ffc2			INCQ R10
  loop.go:147		0x9b8b23		4939fb			CMPQ R11, DI
  loop.go:147		0x9b8b26		7fdd			JG 0x9b8b05
  loop.go:147		0x9b8b28		eba8			JMP 0x9b8ad2

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x9b8b40		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x9b8b45		31d2			XORL DX, DX
  loop.go:69		0x9b8b47		4531d2			XORL R10, R10
  loop.go:69		0x9b8b4a		4531db			XORL R11, R11
  loop.go:69		0x9b8b4d		4531e4			XORL R12, R12
  loop.go:69		0x9b8b50		eb11			JMP 0x9b8b63
  loop.go:75		0x9b8b52		4d89e7			MOVQ R12, R15
  loop.go:75		0x9b8b55		4d29ef			SUBQ R13, R15
  loop.go:75		0x9b8b58		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x9b8b5c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x9b8b60		48ffc2			INCQ DX
  loop.go:69		0x9b8b63		4939d1			CMPQ R9, DX
  loop.go:69		0x9b8b66		7e16			JLE 0x9b8b7e
  loop.go:70		0x9b8b68		4d39e2			CMPQ R10, R12
  loop.go:71		0x9b8b6b		4d89d5			MOVQ R10, R13
  loop.go:71		0x9b8b6e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x9b8b72		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x9b8b76		4c39e7			CMPQ DI, R12
  loop.go:70		0x9b8b79		7dd7			JGE 0x9b8b52
  loop.go:73		0x9b8b7b		90			NOPL
  loop.go:140		0x9b8b7c		eb07			JMP 0x9b8b85
  loop.go:78		0x9b8b7e		4c89d8			MOVQ R11, AX
  loop.go:78		0x9b8b81		4c89e3			MOVQ R12, BX
  loop.go:78		0x9b8b84		c3			RET
  loop.go:141		0x9b8b85		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9b8b89		4c39d7			CMPQ DI, R10
  loop.go:141		0x9b8b8c		7f0c			JG 0x9b8b9a
  loop.go:142		0x9b8b8e		4901c7			ADDQ AX, R15
  loop.go:142		0x9b8b91		4d39fc			CMPQ R12, R15
  loop.go:142		0x9b8b94		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0x9b8b98		eb03			JMP 0x9b8b9d
  loop.go:144		0x9b8b9a		4901dc			ADDQ BX, R12
  loop.go:147		0x9b8b9d		4801cf			ADDQ CX, DI
  loop.go:146		0x9b8ba0		49ffc3			INCQ R11
  loop.go:147		0x9b8ba3		4939fc			CMPQ R12, DI
  loop.go:147		0x9b8ba6		7fdd			JG 0x9b8b85
  loop.go:147		0x9b8ba8		eba8			JMP 0x9b8b52
