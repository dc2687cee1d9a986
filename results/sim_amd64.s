# sha256 34da3724a895602fe2c0f354e809c65da33b62d841809994ab792ebe214e6bfe
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x58c540		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x58c545		31d2			XORL DX, DX
  loop.go:49		0x58c547		4531d2			XORL R10, R10
  loop.go:49		0x58c54a		4531db			XORL R11, R11
  loop.go:49		0x58c54d		4531e4			XORL R12, R12
  loop.go:49		0x58c550		eb11			JMP 0x58c563
  loop.go:55		0x58c552		4d89df			MOVQ R11, R15
  loop.go:55		0x58c555		4d29e7			SUBQ R12, R15
  loop.go:55		0x58c558		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x58c55c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x58c560		48ffc2			INCQ DX
  loop.go:49		0x58c563		4939d1			CMPQ R9, DX
  loop.go:49		0x58c566		7e16			JLE 0x58c57e
  loop.go:50		0x58c568		4d39dc			CMPQ R12, R11
  loop.go:51		0x58c56b		4d89e5			MOVQ R12, R13
  loop.go:51		0x58c56e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x58c572		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x58c576		4c39df			CMPQ DI, R11
  loop.go:50		0x58c579		7dd7			JGE 0x58c552
  loop.go:53		0x58c57b		90			NOPL
  loop.go:139		0x58c57c		eb0d			JMP 0x58c58b
  loop.go:58		0x58c57e		4c89d0			MOVQ R10, AX
  loop.go:58		0x58c581		4c89db			MOVQ R11, BX
  loop.go:58		0x58c584		c3			RET
  loop.go:146		0x58c585		4801cf			ADDQ CX, DI
  loop.go:145		0x58c588		49ffc2			INCQ R10
  loop.go:139		0x58c58b		4939fb			CMPQ R11, DI
  loop.go:139		0x58c58e		7ec2			JLE 0x58c552
  loop.go:140		0x58c590		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x58c594		4c39e7			CMPQ DI, R12
  loop.go:140		0x58c597		7f0c			JG 0x58c5a5
  loop.go:141		0x58c599		4901c7			ADDQ AX, R15
  loop.go:141		0x58c59c		4d39fb			CMPQ R11, R15
  loop.go:141		0x58c59f		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x58c5a3		ebe0			JMP 0x58c585
  loop.go:143		0x58c5a5		4901db			ADDQ BX, R11
  loop.go:143		0x58c5a8		ebdb			JMP 0x58c585

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x58c5c0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x58c5c5		31d2			XORL DX, DX
  loop.go:69		0x58c5c7		4531d2			XORL R10, R10
  loop.go:69		0x58c5ca		4531db			XORL R11, R11
  loop.go:69		0x58c5cd		4531e4			XORL R12, R12
  loop.go:69		0x58c5d0		eb11			JMP 0x58c5e3
  loop.go:75		0x58c5d2		4d89e7			MOVQ R12, R15
  loop.go:75		0x58c5d5		4d29ef			SUBQ R13, R15
  loop.go:75		0x58c5d8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x58c5dc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x58c5e0		48ffc2			INCQ DX
  loop.go:69		0x58c5e3		4939d1			CMPQ R9, DX
  loop.go:69		0x58c5e6		7e16			JLE 0x58c5fe
  loop.go:70		0x58c5e8		4d39e2			CMPQ R10, R12
  loop.go:71		0x58c5eb		4d89d5			MOVQ R10, R13
  loop.go:71		0x58c5ee		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x58c5f2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x58c5f6		4c39e7			CMPQ DI, R12
  loop.go:70		0x58c5f9		7dd7			JGE 0x58c5d2
  loop.go:73		0x58c5fb		90			NOPL
  loop.go:139		0x58c5fc		eb0d			JMP 0x58c60b
  loop.go:78		0x58c5fe		4c89d8			MOVQ R11, AX
  loop.go:78		0x58c601		4c89e3			MOVQ R12, BX
  loop.go:78		0x58c604		c3			RET
  loop.go:146		0x58c605		4801cf			ADDQ CX, DI
  loop.go:145		0x58c608		49ffc3			INCQ R11
  loop.go:139		0x58c60b		4939fc			CMPQ R12, DI
  loop.go:139		0x58c60e		7ec2			JLE 0x58c5d2
  loop.go:140		0x58c610		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x58c614		4c39d7			CMPQ DI, R10
  loop.go:140		0x58c617		7f0c			JG 0x58c625
  loop.go:141		0x58c619		4901c7			ADDQ AX, R15
  loop.go:141		0x58c61c		4d39fc			CMPQ R12, R15
  loop.go:141		0x58c61f		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x58c623		ebe0			JMP 0x58c605
  loop.go:143		0x58c625		4901dc			ADDQ BX, R12
  loop.go:143		0x58c628		ebdb			JMP 0x58c605
