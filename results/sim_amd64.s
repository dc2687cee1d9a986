# sha256 d86bed72ba082bc14dbc57d519904ac18f23f6e2d90645a5de1e161c3764b4ea
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x56a980		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x56a985		31d2			XORL DX, DX
  loop.go:49		0x56a987		4531d2			XORL R10, R10
  loop.go:49		0x56a98a		4531db			XORL R11, R11
  loop.go:49		0x56a98d		4531e4			XORL R12, R12
  loop.go:49		0x56a990		eb11			JMP 0x56a9a3
  loop.go:55		0x56a992		4d89df			MOVQ R11, R15
  loop.go:55		0x56a995		4d29e7			SUBQ R12, R15
  loop.go:55		0x56a998		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x56a99c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x56a9a0		48ffc2			INCQ DX
  loop.go:49		0x56a9a3		4939d1			CMPQ R9, DX
  loop.go:49		0x56a9a6		7e16			JLE 0x56a9be
  loop.go:50		0x56a9a8		4d39dc			CMPQ R12, R11
  loop.go:51		0x56a9ab		4d89e5			MOVQ R12, R13
  loop.go:51		0x56a9ae		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x56a9b2		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x56a9b6		4c39df			CMPQ DI, R11
  loop.go:50		0x56a9b9		7dd7			JGE 0x56a992
  loop.go:53		0x56a9bb		90			NOPL
  loop.go:139		0x56a9bc		eb0d			JMP 0x56a9cb
  loop.go:58		0x56a9be		4c89d0			MOVQ R10, AX
  loop.go:58		0x56a9c1		4c89db			MOVQ R11, BX
  loop.go:58		0x56a9c4		c3			RET
  loop.go:146		0x56a9c5		4801cf			ADDQ CX, DI
  loop.go:145		0x56a9c8		49ffc2			INCQ R10
  loop.go:139		0x56a9cb		4939fb			CMPQ R11, DI
  loop.go:139		0x56a9ce		7ec2			JLE 0x56a992
  loop.go:140		0x56a9d0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x56a9d4		4c39e7			CMPQ DI, R12
  loop.go:140		0x56a9d7		7f0c			JG 0x56a9e5
  loop.go:141		0x56a9d9		4901c7			ADDQ AX, R15
  loop.go:141		0x56a9dc		4d39fb			CMPQ R11, R15
  loop.go:141		0x56a9df		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x56a9e3		ebe0			JMP 0x56a9c5
  loop.go:143		0x56a9e5		4901db			ADDQ BX, R11
  loop.go:143		0x56a9e8		ebdb			JMP 0x56a9c5

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x56aa00		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x56aa05		31d2			XORL DX, DX
  loop.go:69		0x56aa07		4531d2			XORL R10, R10
  loop.go:69		0x56aa0a		4531db			XORL R11, R11
  loop.go:69		0x56aa0d		4531e4			XORL R12, R12
  loop.go:69		0x56aa10		eb11			JMP 0x56aa23
  loop.go:75		0x56aa12		4d89e7			MOVQ R12, R15
  loop.go:75		0x56aa15		4d29ef			SUBQ R13, R15
  loop.go:75		0x56aa18		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x56aa1c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x56aa20		48ffc2			INCQ DX
  loop.go:69		0x56aa23		4939d1			CMPQ R9, DX
  loop.go:69		0x56aa26		7e16			JLE 0x56aa3e
  loop.go:70		0x56aa28		4d39e2			CMPQ R10, R12
  loop.go:71		0x56aa2b		4d89d5			MOVQ R10, R13
  loop.go:71		0x56aa2e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x56aa32		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x56aa36		4c39e7			CMPQ DI, R12
  loop.go:70		0x56aa39		7dd7			JGE 0x56aa12
  loop.go:73		0x56aa3b		90			NOPL
  loop.go:139		0x56aa3c		eb0d			JMP 0x56aa4b
  loop.go:78		0x56aa3e		4c89d8			MOVQ R11, AX
  loop.go:78		0x56aa41		4c89e3			MOVQ R12, BX
  loop.go:78		0x56aa44		c3			RET
  loop.go:146		0x56aa45		4801cf			ADDQ CX, DI
  loop.go:145		0x56aa48		49ffc3			INCQ R11
  loop.go:139		0x56aa4b		4939fc			CMPQ R12, DI
  loop.go:139		0x56aa4e		7ec2			JLE 0x56aa12
  loop.go:140		0x56aa50		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x56aa54		4c39d7			CMPQ DI, R10
  loop.go:140		0x56aa57		7f0c			JG 0x56aa65
  loop.go:141		0x56aa59		4901c7			ADDQ AX, R15
  loop.go:141		0x56aa5c		4d39fc			CMPQ R12, R15
  loop.go:141		0x56aa5f		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x56aa63		ebe0			JMP 0x56aa45
  loop.go:143		0x56aa65		4901dc			ADDQ BX, R12
  loop.go:143		0x56aa68		ebdb			JMP 0x56aa45
