# sha256 f5cfd58c8807a9fd567a332b184a0d985cb05d938f1bace314606f5d887a9b99
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x570600		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x570605		31d2			XORL DX, DX
  loop.go:49		0x570607		4531d2			XORL R10, R10
  loop.go:49		0x57060a		4531db			XORL R11, R11
  loop.go:49		0x57060d		4531e4			XORL R12, R12
  loop.go:49		0x570610		eb11			JMP 0x570623
  loop.go:55		0x570612		4d89df			MOVQ R11, R15
  loop.go:55		0x570615		4d29e7			SUBQ R12, R15
  loop.go:55		0x570618		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x57061c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x570620		48ffc2			INCQ DX
  loop.go:49		0x570623		4939d1			CMPQ R9, DX
  loop.go:49		0x570626		7e16			JLE 0x57063e
  loop.go:50		0x570628		4d39dc			CMPQ R12, R11
  loop.go:51		0x57062b		4d89e5			MOVQ R12, R13
  loop.go:51		0x57062e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x570632		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x570636		4c39df			CMPQ DI, R11
  loop.go:50		0x570639		7dd7			JGE 0x570612
  loop.go:53		0x57063b		90			NOPL
  loop.go:139		0x57063c		eb0d			JMP 0x57064b
  loop.go:58		0x57063e		4c89d0			MOVQ R10, AX
  loop.go:58		0x570641		4c89db			MOVQ R11, BX
  loop.go:58		0x570644		c3			RET
  loop.go:146		0x570645		4801cf			ADDQ CX, DI
  loop.go:145		0x570648		49ffc2			INCQ R10
  loop.go:139		0x57064b		4939fb			CMPQ R11, DI
  loop.go:139		0x57064e		7ec2			JLE 0x570612
  loop.go:140		0x570650		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x570654		4c39e7			CMPQ DI, R12
  loop.go:140		0x570657		7f0c			JG 0x570665
  loop.go:141		0x570659		4901c7			ADDQ AX, R15
  loop.go:141		0x57065c		4d39fb			CMPQ R11, R15
  loop.go:141		0x57065f		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x570663		ebe0			JMP 0x570645
  loop.go:143		0x570665		4901db			ADDQ BX, R11
  loop.go:143		0x570668		ebdb			JMP 0x570645

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x570680		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x570685		31d2			XORL DX, DX
  loop.go:69		0x570687		4531d2			XORL R10, R10
  loop.go:69		0x57068a		4531db			XORL R11, R11
  loop.go:69		0x57068d		4531e4			XORL R12, R12
  loop.go:69		0x570690		eb11			JMP 0x5706a3
  loop.go:75		0x570692		4d89e7			MOVQ R12, R15
  loop.go:75		0x570695		4d29ef			SUBQ R13, R15
  loop.go:75		0x570698		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x57069c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x5706a0		48ffc2			INCQ DX
  loop.go:69		0x5706a3		4939d1			CMPQ R9, DX
  loop.go:69		0x5706a6		7e16			JLE 0x5706be
  loop.go:70		0x5706a8		4d39e2			CMPQ R10, R12
  loop.go:71		0x5706ab		4d89d5			MOVQ R10, R13
  loop.go:71		0x5706ae		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x5706b2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x5706b6		4c39e7			CMPQ DI, R12
  loop.go:70		0x5706b9		7dd7			JGE 0x570692
  loop.go:73		0x5706bb		90			NOPL
  loop.go:139		0x5706bc		eb0d			JMP 0x5706cb
  loop.go:78		0x5706be		4c89d8			MOVQ R11, AX
  loop.go:78		0x5706c1		4c89e3			MOVQ R12, BX
  loop.go:78		0x5706c4		c3			RET
  loop.go:146		0x5706c5		4801cf			ADDQ CX, DI
  loop.go:145		0x5706c8		49ffc3			INCQ R11
  loop.go:139		0x5706cb		4939fc			CMPQ R12, DI
  loop.go:139		0x5706ce		7ec2			JLE 0x570692
  loop.go:140		0x5706d0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x5706d4		4c39d7			CMPQ DI, R10
  loop.go:140		0x5706d7		7f0c			JG 0x5706e5
  loop.go:141		0x5706d9		4901c7			ADDQ AX, R15
  loop.go:141		0x5706dc		4d39fc			CMPQ R12, R15
  loop.go:141		0x5706df		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x5706e3		ebe0			JMP 0x5706c5
  loop.go:143		0x5706e5		4901dc			ADDQ BX, R12
  loop.go:143		0x5706e8		ebdb			JMP 0x5706c5
