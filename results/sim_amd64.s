# sha256 502d692b35d72492d9cc54996e3179806d7e0787df3ec6cf8063457f499cc585
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xa8a960		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xa8a965		31d2			XORL DX, DX
  loop.go:49		0xa8a967		4531d2			XORL R10, R10
  loop.go:49		0xa8a96a		4531db			XORL R11, R11
  loop.go:49		0xa8a96d		4531e4			XORL R12, R12
  loop.go:49		0xa8a970		eb11			JMP 0xa8a983
  loop.go:55		0xa8a972		4d89df			MOVQ R11, R15
  loop.go:55		0xa8a975		4d29e7			SUBQ R12, R15
  loop.go:55		0xa8a978		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xa8a97c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xa8a980		48ffc2			INCQ DX
  loop.go:49		0xa8a983		4939d1			CMPQ R9, DX
  loop.go:49		0xa8a986		7e16			JLE 0xa8a99e
  loop.go:50		0xa8a988		4d39dc			CMPQ R12, R11
  loop.go:51		0xa8a98b		4d89e5			MOVQ R12, R13
  loop.go:51		0xa8a98e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xa8a992		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xa8a996		4c39df			CMPQ DI, R11
  loop.go:50		0xa8a999		7dd7			JGE 0xa8a972
  loop.go:53		0xa8a99b		90			NOPL
  loop.go:139		0xa8a99c		eb0d			JMP 0xa8a9ab
  loop.go:58		0xa8a99e		4c89d0			MOVQ R10, AX
  loop.go:58		0xa8a9a1		4c89db			MOVQ R11, BX
  loop.go:58		0xa8a9a4		c3			RET
  loop.go:146		0xa8a9a5		4801cf			ADDQ CX, DI
  loop.go:145		0xa8a9a8		49ffc2			INCQ R10
  loop.go:139		0xa8a9ab		4939fb			CMPQ R11, DI
  loop.go:139		0xa8a9ae		7ec2			JLE 0xa8a972
  loop.go:140		0xa8a9b0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0xa8a9b4		4c39e7			CMPQ DI, R12
  loop.go:140		0xa8a9b7		7f0c			JG 0xa8a9c5
  loop.go:141		0xa8a9b9		4901c7			ADDQ AX, R15
  loop.go:141		0xa8a9bc		4d39fb			CMPQ R11, R15
  loop.go:141		0xa8a9bf		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0xa8a9c3		ebe0			JMP 0xa8a9a5
  loop.go:143		0xa8a9c5		4901db			ADDQ BX, R11
  loop.go:143		0xa8a9c8		ebdb			JMP 0xa8a9a5

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xa8a9e0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xa8a9e5		31d2			XORL DX, DX
  loop.go:69		0xa8a9e7		4531d2			XORL R10, R10
  loop.go:69		0xa8a9ea		4531db			XORL R11, R11
  loop.go:69		0xa8a9ed		4531e4			XORL R12, R12
  loop.go:69		0xa8a9f0		eb11			JMP 0xa8aa03
  loop.go:75		0xa8a9f2		4d89e7			MOVQ R12, R15
  loop.go:75		0xa8a9f5		4d29ef			SUBQ R13, R15
  loop.go:75		0xa8a9f8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xa8a9fc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xa8aa00		48ffc2			INCQ DX
  loop.go:69		0xa8aa03		4939d1			CMPQ R9, DX
  loop.go:69		0xa8aa06		7e16			JLE 0xa8aa1e
  loop.go:70		0xa8aa08		4d39e2			CMPQ R10, R12
  loop.go:71		0xa8aa0b		4d89d5			MOVQ R10, R13
  loop.go:71		0xa8aa0e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xa8aa12		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xa8aa16		4c39e7			CMPQ DI, R12
  loop.go:70		0xa8aa19		7dd7			JGE 0xa8a9f2
  loop.go:73		0xa8aa1b		90			NOPL
  loop.go:139		0xa8aa1c		eb0d			JMP 0xa8aa2b
  loop.go:78		0xa8aa1e		4c89d8			MOVQ R11, AX
  loop.go:78		0xa8aa21		4c89e3			MOVQ R12, BX
  loop.go:78		0xa8aa24		c3			RET
  loop.go:146		0xa8aa25		4801cf			ADDQ CX, DI
  loop.go:145		0xa8aa28		49ffc3			INCQ R11
  loop.go:139		0xa8aa2b		4939fc			CMPQ R12, DI
  loop.go:139		0xa8aa2e		7ec2			JLE 0xa8a9f2
  loop.go:140		0xa8aa30		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0xa8aa34		4c39d7			CMPQ DI, R10
  loop.go:140		0xa8aa37		7f0c			JG 0xa8aa45
  loop.go:141		0xa8aa39		4901c7			ADDQ AX, R15
  loop.go:141		0xa8aa3c		4d39fc			CMPQ R12, R15
  loop.go:141		0xa8aa3f		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0xa8aa43		ebe0			JMP 0xa8aa25
  loop.go:143		0xa8aa45		4901dc			ADDQ BX, R12
  loop.go:143		0xa8aa48		ebdb			JMP 0xa8aa25
