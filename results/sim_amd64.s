# sha256 9bf6e6f0c66b239c8a88c60e31d9d9c131a918f9e4289ce057d26b68fbeabfbc
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x597060		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x597065		31d2			XORL DX, DX
  loop.go:49		0x597067		4531d2			XORL R10, R10
  loop.go:49		0x59706a		4531db			XORL R11, R11
  loop.go:49		0x59706d		4531e4			XORL R12, R12
  loop.go:49		0x597070		eb11			JMP 0x597083
  loop.go:55		0x597072		4d89df			MOVQ R11, R15
  loop.go:55		0x597075		4d29e7			SUBQ R12, R15
  loop.go:55		0x597078		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x59707c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x597080		48ffc2			INCQ DX
  loop.go:49		0x597083		4939d1			CMPQ R9, DX
  loop.go:49		0x597086		7e16			JLE 0x59709e
  loop.go:50		0x597088		4d39dc			CMPQ R12, R11
  loop.go:51		0x59708b		4d89e5			MOVQ R12, R13
  loop.go:51		0x59708e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x597092		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x597096		4c39df			CMPQ DI, R11
  loop.go:50		0x597099		7dd7			JGE 0x597072
  loop.go:53		0x59709b		90			NOPL
  loop.go:139		0x59709c		eb0d			JMP 0x5970ab
  loop.go:58		0x59709e		4c89d0			MOVQ R10, AX
  loop.go:58		0x5970a1		4c89db			MOVQ R11, BX
  loop.go:58		0x5970a4		c3			RET
  loop.go:146		0x5970a5		4801cf			ADDQ CX, DI
  loop.go:145		0x5970a8		49ffc2			INCQ R10
  loop.go:139		0x5970ab		4939fb			CMPQ R11, DI
  loop.go:139		0x5970ae		7ec2			JLE 0x597072
  loop.go:140		0x5970b0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x5970b4		4c39e7			CMPQ DI, R12
  loop.go:140		0x5970b7		7f0c			JG 0x5970c5
  loop.go:141		0x5970b9		4901c7			ADDQ AX, R15
  loop.go:141		0x5970bc		4d39fb			CMPQ R11, R15
  loop.go:141		0x5970bf		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x5970c3		ebe0			JMP 0x5970a5
  loop.go:143		0x5970c5		4901db			ADDQ BX, R11
  loop.go:143		0x5970c8		ebdb			JMP 0x5970a5

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x5970e0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x5970e5		31d2			XORL DX, DX
  loop.go:69		0x5970e7		4531d2			XORL R10, R10
  loop.go:69		0x5970ea		4531db			XORL R11, R11
  loop.go:69		0x5970ed		4531e4			XORL R12, R12
  loop.go:69		0x5970f0		eb11			JMP 0x597103
  loop.go:75		0x5970f2		4d89e7			MOVQ R12, R15
  loop.go:75		0x5970f5		4d29ef			SUBQ R13, R15
  loop.go:75		0x5970f8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x5970fc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x597100		48ffc2			INCQ DX
  loop.go:69		0x597103		4939d1			CMPQ R9, DX
  loop.go:69		0x597106		7e16			JLE 0x59711e
  loop.go:70		0x597108		4d39e2			CMPQ R10, R12
  loop.go:71		0x59710b		4d89d5			MOVQ R10, R13
  loop.go:71		0x59710e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x597112		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x597116		4c39e7			CMPQ DI, R12
  loop.go:70		0x597119		7dd7			JGE 0x5970f2
  loop.go:73		0x59711b		90			NOPL
  loop.go:139		0x59711c		eb0d			JMP 0x59712b
  loop.go:78		0x59711e		4c89d8			MOVQ R11, AX
  loop.go:78		0x597121		4c89e3			MOVQ R12, BX
  loop.go:78		0x597124		c3			RET
  loop.go:146		0x597125		4801cf			ADDQ CX, DI
  loop.go:145		0x597128		49ffc3			INCQ R11
  loop.go:139		0x59712b		4939fc			CMPQ R12, DI
  loop.go:139		0x59712e		7ec2			JLE 0x5970f2
  loop.go:140		0x597130		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x597134		4c39d7			CMPQ DI, R10
  loop.go:140		0x597137		7f0c			JG 0x597145
  loop.go:141		0x597139		4901c7			ADDQ AX, R15
  loop.go:141		0x59713c		4d39fc			CMPQ R12, R15
  loop.go:141		0x59713f		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x597143		ebe0			JMP 0x597125
  loop.go:143		0x597145		4901dc			ADDQ BX, R12
  loop.go:143		0x597148		ebdb			JMP 0x597125
