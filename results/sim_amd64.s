# sha256 7789c2bf45bb2d545090eaa700a11425341c5fb80fae94e6d3e325ceec1f7e7d
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x597600		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x597605		31d2			XORL DX, DX
  loop.go:49		0x597607		4531d2			XORL R10, R10
  loop.go:49		0x59760a		4531db			XORL R11, R11
  loop.go:49		0x59760d		4531e4			XORL R12, R12
  loop.go:49		0x597610		eb11			JMP 0x597623
  loop.go:55		0x597612		4d89df			MOVQ R11, R15
  loop.go:55		0x597615		4d29e7			SUBQ R12, R15
  loop.go:55		0x597618		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x59761c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x597620		48ffc2			INCQ DX
  loop.go:49		0x597623		4939d1			CMPQ R9, DX
  loop.go:49		0x597626		7e16			JLE 0x59763e
  loop.go:50		0x597628		4d39dc			CMPQ R12, R11
  loop.go:51		0x59762b		4d89e5			MOVQ R12, R13
  loop.go:51		0x59762e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x597632		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x597636		4c39df			CMPQ DI, R11
  loop.go:50		0x597639		7dd7			JGE 0x597612
  loop.go:53		0x59763b		90			NOPL
  loop.go:139		0x59763c		eb0d			JMP 0x59764b
  loop.go:58		0x59763e		4c89d0			MOVQ R10, AX
  loop.go:58		0x597641		4c89db			MOVQ R11, BX
  loop.go:58		0x597644		c3			RET
  loop.go:146		0x597645		4801cf			ADDQ CX, DI
  loop.go:145		0x597648		49ffc2			INCQ R10
  loop.go:139		0x59764b		4939fb			CMPQ R11, DI
  loop.go:139		0x59764e		7ec2			JLE 0x597612
  loop.go:140		0x597650		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x597654		4c39e7			CMPQ DI, R12
  loop.go:140		0x597657		7f0c			JG 0x597665
  loop.go:141		0x597659		4901c7			ADDQ AX, R15
  loop.go:141		0x59765c		4d39fb			CMPQ R11, R15
  loop.go:141		0x59765f		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x597663		ebe0			JMP 0x597645
  loop.go:143		0x597665		4901db			ADDQ BX, R11
  loop.go:143		0x597668		ebdb			JMP 0x597645

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x597680		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x597685		31d2			XORL DX, DX
  loop.go:69		0x597687		4531d2			XORL R10, R10
  loop.go:69		0x59768a		4531db			XORL R11, R11
  loop.go:69		0x59768d		4531e4			XORL R12, R12
  loop.go:69		0x597690		eb11			JMP 0x5976a3
  loop.go:75		0x597692		4d89e7			MOVQ R12, R15
  loop.go:75		0x597695		4d29ef			SUBQ R13, R15
  loop.go:75		0x597698		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x59769c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x5976a0		48ffc2			INCQ DX
  loop.go:69		0x5976a3		4939d1			CMPQ R9, DX
  loop.go:69		0x5976a6		7e16			JLE 0x5976be
  loop.go:70		0x5976a8		4d39e2			CMPQ R10, R12
  loop.go:71		0x5976ab		4d89d5			MOVQ R10, R13
  loop.go:71		0x5976ae		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x5976b2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x5976b6		4c39e7			CMPQ DI, R12
  loop.go:70		0x5976b9		7dd7			JGE 0x597692
  loop.go:73		0x5976bb		90			NOPL
  loop.go:139		0x5976bc		eb0d			JMP 0x5976cb
  loop.go:78		0x5976be		4c89d8			MOVQ R11, AX
  loop.go:78		0x5976c1		4c89e3			MOVQ R12, BX
  loop.go:78		0x5976c4		c3			RET
  loop.go:146		0x5976c5		4801cf			ADDQ CX, DI
  loop.go:145		0x5976c8		49ffc3			INCQ R11
  loop.go:139		0x5976cb		4939fc			CMPQ R12, DI
  loop.go:139		0x5976ce		7ec2			JLE 0x597692
  loop.go:140		0x5976d0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x5976d4		4c39d7			CMPQ DI, R10
  loop.go:140		0x5976d7		7f0c			JG 0x5976e5
  loop.go:141		0x5976d9		4901c7			ADDQ AX, R15
  loop.go:141		0x5976dc		4d39fc			CMPQ R12, R15
  loop.go:141		0x5976df		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x5976e3		ebe0			JMP 0x5976c5
  loop.go:143		0x5976e5		4901dc			ADDQ BX, R12
  loop.go:143		0x5976e8		ebdb			JMP 0x5976c5
