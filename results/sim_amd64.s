# sha256 467b694735fc38ff23cdada3fb4ee2e6ae42e3267cfb16d5efd5549884f9e72c
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x58c560		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x58c565		31d2			XORL DX, DX
  loop.go:49		0x58c567		4531d2			XORL R10, R10
  loop.go:49		0x58c56a		4531db			XORL R11, R11
  loop.go:49		0x58c56d		4531e4			XORL R12, R12
  loop.go:49		0x58c570		eb11			JMP 0x58c583
  loop.go:55		0x58c572		4d89df			MOVQ R11, R15
  loop.go:55		0x58c575		4d29e7			SUBQ R12, R15
  loop.go:55		0x58c578		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x58c57c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x58c580		48ffc2			INCQ DX
  loop.go:49		0x58c583		4939d1			CMPQ R9, DX
  loop.go:49		0x58c586		7e16			JLE 0x58c59e
  loop.go:50		0x58c588		4d39dc			CMPQ R12, R11
  loop.go:51		0x58c58b		4d89e5			MOVQ R12, R13
  loop.go:51		0x58c58e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x58c592		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x58c596		4c39df			CMPQ DI, R11
  loop.go:50		0x58c599		7dd7			JGE 0x58c572
  loop.go:53		0x58c59b		90			NOPL
  loop.go:139		0x58c59c		eb0d			JMP 0x58c5ab
  loop.go:58		0x58c59e		4c89d0			MOVQ R10, AX
  loop.go:58		0x58c5a1		4c89db			MOVQ R11, BX
  loop.go:58		0x58c5a4		c3			RET
  loop.go:146		0x58c5a5		4801cf			ADDQ CX, DI
  loop.go:145		0x58c5a8		49ffc2			INCQ R10
  loop.go:139		0x58c5ab		4939fb			CMPQ R11, DI
  loop.go:139		0x58c5ae		7ec2			JLE 0x58c572
  loop.go:140		0x58c5b0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x58c5b4		4c39e7			CMPQ DI, R12
  loop.go:140		0x58c5b7		7f0c			JG 0x58c5c5
  loop.go:141		0x58c5b9		4901c7			ADDQ AX, R15
  loop.go:141		0x58c5bc		4d39fb			CMPQ R11, R15
  loop.go:141		0x58c5bf		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x58c5c3		ebe0			JMP 0x58c5a5
  loop.go:143		0x58c5c5		4901db			ADDQ BX, R11
  loop.go:143		0x58c5c8		ebdb			JMP 0x58c5a5

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x58c5e0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x58c5e5		31d2			XORL DX, DX
  loop.go:69		0x58c5e7		4531d2			XORL R10, R10
  loop.go:69		0x58c5ea		4531db			XORL R11, R11
  loop.go:69		0x58c5ed		4531e4			XORL R12, R12
  loop.go:69		0x58c5f0		eb11			JMP 0x58c603
  loop.go:75		0x58c5f2		4d89e7			MOVQ R12, R15
  loop.go:75		0x58c5f5		4d29ef			SUBQ R13, R15
  loop.go:75		0x58c5f8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x58c5fc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x58c600		48ffc2			INCQ DX
  loop.go:69		0x58c603		4939d1			CMPQ R9, DX
  loop.go:69		0x58c606		7e16			JLE 0x58c61e
  loop.go:70		0x58c608		4d39e2			CMPQ R10, R12
  loop.go:71		0x58c60b		4d89d5			MOVQ R10, R13
  loop.go:71		0x58c60e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x58c612		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x58c616		4c39e7			CMPQ DI, R12
  loop.go:70		0x58c619		7dd7			JGE 0x58c5f2
  loop.go:73		0x58c61b		90			NOPL
  loop.go:139		0x58c61c		eb0d			JMP 0x58c62b
  loop.go:78		0x58c61e		4c89d8			MOVQ R11, AX
  loop.go:78		0x58c621		4c89e3			MOVQ R12, BX
  loop.go:78		0x58c624		c3			RET
  loop.go:146		0x58c625		4801cf			ADDQ CX, DI
  loop.go:145		0x58c628		49ffc3			INCQ R11
  loop.go:139		0x58c62b		4939fc			CMPQ R12, DI
  loop.go:139		0x58c62e		7ec2			JLE 0x58c5f2
  loop.go:140		0x58c630		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x58c634		4c39d7			CMPQ DI, R10
  loop.go:140		0x58c637		7f0c			JG 0x58c645
  loop.go:141		0x58c639		4901c7			ADDQ AX, R15
  loop.go:141		0x58c63c		4d39fc			CMPQ R12, R15
  loop.go:141		0x58c63f		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x58c643		ebe0			JMP 0x58c625
  loop.go:143		0x58c645		4901dc			ADDQ BX, R12
  loop.go:143		0x58c648		ebdb			JMP 0x58c625
