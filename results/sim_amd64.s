# sha256 f9c0205d2bc19d9421a1079a4aa40575c8207f6cfdbf30307b6f3eaa43b24bd8
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x58aea0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x58aea5		31d2			XORL DX, DX
  loop.go:49		0x58aea7		4531d2			XORL R10, R10
  loop.go:49		0x58aeaa		4531db			XORL R11, R11
  loop.go:49		0x58aead		4531e4			XORL R12, R12
  loop.go:49		0x58aeb0		eb11			JMP 0x58aec3
  loop.go:55		0x58aeb2		4d89df			MOVQ R11, R15
  loop.go:55		0x58aeb5		4d29e7			SUBQ R12, R15
  loop.go:55		0x58aeb8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x58aebc		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x58aec0		48ffc2			INCQ DX
  loop.go:49		0x58aec3		4939d1			CMPQ R9, DX
  loop.go:49		0x58aec6		7e16			JLE 0x58aede
  loop.go:50		0x58aec8		4d39dc			CMPQ R12, R11
  loop.go:51		0x58aecb		4d89e5			MOVQ R12, R13
  loop.go:51		0x58aece		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x58aed2		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x58aed6		4c39df			CMPQ DI, R11
  loop.go:50		0x58aed9		7dd7			JGE 0x58aeb2
  loop.go:53		0x58aedb		90			NOPL
  loop.go:139		0x58aedc		eb0d			JMP 0x58aeeb
  loop.go:58		0x58aede		4c89d0			MOVQ R10, AX
  loop.go:58		0x58aee1		4c89db			MOVQ R11, BX
  loop.go:58		0x58aee4		c3			RET
  loop.go:146		0x58aee5		4801cf			ADDQ CX, DI
  loop.go:145		0x58aee8		49ffc2			INCQ R10
  loop.go:139		0x58aeeb		4939fb			CMPQ R11, DI
  loop.go:139		0x58aeee		7ec2			JLE 0x58aeb2
  loop.go:140		0x58aef0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x58aef4		4c39e7			CMPQ DI, R12
  loop.go:140		0x58aef7		7f0c			JG 0x58af05
  loop.go:141		0x58aef9		4901c7			ADDQ AX, R15
  loop.go:141		0x58aefc		4d39fb			CMPQ R11, R15
  loop.go:141		0x58aeff		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x58af03		ebe0			JMP 0x58aee5
  loop.go:143		0x58af05		4901db			ADDQ BX, R11
  loop.go:143		0x58af08		ebdb			JMP 0x58aee5

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x58af20		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x58af25		31d2			XORL DX, DX
  loop.go:69		0x58af27		4531d2			XORL R10, R10
  loop.go:69		0x58af2a		4531db			XORL R11, R11
  loop.go:69		0x58af2d		4531e4			XORL R12, R12
  loop.go:69		0x58af30		eb11			JMP 0x58af43
  loop.go:75		0x58af32		4d89e7			MOVQ R12, R15
  loop.go:75		0x58af35		4d29ef			SUBQ R13, R15
  loop.go:75		0x58af38		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x58af3c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x58af40		48ffc2			INCQ DX
  loop.go:69		0x58af43		4939d1			CMPQ R9, DX
  loop.go:69		0x58af46		7e16			JLE 0x58af5e
  loop.go:70		0x58af48		4d39e2			CMPQ R10, R12
  loop.go:71		0x58af4b		4d89d5			MOVQ R10, R13
  loop.go:71		0x58af4e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x58af52		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x58af56		4c39e7			CMPQ DI, R12
  loop.go:70		0x58af59		7dd7			JGE 0x58af32
  loop.go:73		0x58af5b		90			NOPL
  loop.go:139		0x58af5c		eb0d			JMP 0x58af6b
  loop.go:78		0x58af5e		4c89d8			MOVQ R11, AX
  loop.go:78		0x58af61		4c89e3			MOVQ R12, BX
  loop.go:78		0x58af64		c3			RET
  loop.go:146		0x58af65		4801cf			ADDQ CX, DI
  loop.go:145		0x58af68		49ffc3			INCQ R11
  loop.go:139		0x58af6b		4939fc			CMPQ R12, DI
  loop.go:139		0x58af6e		7ec2			JLE 0x58af32
  loop.go:140		0x58af70		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x58af74		4c39d7			CMPQ DI, R10
  loop.go:140		0x58af77		7f0c			JG 0x58af85
  loop.go:141		0x58af79		4901c7			ADDQ AX, R15
  loop.go:141		0x58af7c		4d39fc			CMPQ R12, R15
  loop.go:141		0x58af7f		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x58af83		ebe0			JMP 0x58af65
  loop.go:143		0x58af85		4901dc			ADDQ BX, R12
  loop.go:143		0x58af88		ebdb			JMP 0x58af65
