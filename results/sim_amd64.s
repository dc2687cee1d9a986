# sha256 457d85686f76838696231c9a9a1f62cf1526a199db92e6a4aa2705ec34ee993f
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x5cd380		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x5cd385		31d2			XORL DX, DX
  loop.go:49		0x5cd387		4531d2			XORL R10, R10
  loop.go:49		0x5cd38a		4531db			XORL R11, R11
  loop.go:49		0x5cd38d		4531e4			XORL R12, R12
  loop.go:49		0x5cd390		eb11			JMP 0x5cd3a3
  loop.go:55		0x5cd392		4d89df			MOVQ R11, R15
  loop.go:55		0x5cd395		4d29e7			SUBQ R12, R15
  loop.go:55		0x5cd398		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x5cd39c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x5cd3a0		48ffc2			INCQ DX
  loop.go:49		0x5cd3a3		4939d1			CMPQ R9, DX
  loop.go:49		0x5cd3a6		7e16			JLE 0x5cd3be
  loop.go:50		0x5cd3a8		4d39dc			CMPQ R12, R11
  loop.go:51		0x5cd3ab		4d89e5			MOVQ R12, R13
  loop.go:51		0x5cd3ae		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x5cd3b2		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x5cd3b6		4c39df			CMPQ DI, R11
  loop.go:50		0x5cd3b9		7dd7			JGE 0x5cd392
  loop.go:53		0x5cd3bb		90			NOPL
  loop.go:139		0x5cd3bc		eb0d			JMP 0x5cd3cb
  loop.go:58		0x5cd3be		4c89d0			MOVQ R10, AX
  loop.go:58		0x5cd3c1		4c89db			MOVQ R11, BX
  loop.go:58		0x5cd3c4		c3			RET
  loop.go:146		0x5cd3c5		4801cf			ADDQ CX, DI
  loop.go:145		0x5cd3c8		49ffc2			INCQ R10
  loop.go:139		0x5cd3cb		4939fb			CMPQ R11, DI
  loop.go:139		0x5cd3ce		7ec2			JLE 0x5cd392
  loop.go:140		0x5cd3d0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x5cd3d4		4c39e7			CMPQ DI, R12
  loop.go:140		0x5cd3d7		7f0c			JG 0x5cd3e5
  loop.go:141		0x5cd3d9		4901c7			ADDQ AX, R15
  loop.go:141		0x5cd3dc		4d39fb			CMPQ R11, R15
  loop.go:141		0x5cd3df		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x5cd3e3		ebe0			JMP 0x5cd3c5
  loop.go:143		0x5cd3e5		4901db			ADDQ BX, R11
  loop.go:143		0x5cd3e8		ebdb			JMP 0x5cd3c5

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x5cd400		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x5cd405		31d2			XORL DX, DX
  loop.go:69		0x5cd407		4531d2			XORL R10, R10
  loop.go:69		0x5cd40a		4531db			XORL R11, R11
  loop.go:69		0x5cd40d		4531e4			XORL R12, R12
  loop.go:69		0x5cd410		eb11			JMP 0x5cd423
  loop.go:75		0x5cd412		4d89e7			MOVQ R12, R15
  loop.go:75		0x5cd415		4d29ef			SUBQ R13, R15
  loop.go:75		0x5cd418		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x5cd41c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x5cd420		48ffc2			INCQ DX
  loop.go:69		0x5cd423		4939d1			CMPQ R9, DX
  loop.go:69		0x5cd426		7e16			JLE 0x5cd43e
  loop.go:70		0x5cd428		4d39e2			CMPQ R10, R12
  loop.go:71		0x5cd42b		4d89d5			MOVQ R10, R13
  loop.go:71		0x5cd42e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x5cd432		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x5cd436		4c39e7			CMPQ DI, R12
  loop.go:70		0x5cd439		7dd7			JGE 0x5cd412
  loop.go:73		0x5cd43b		90			NOPL
  loop.go:139		0x5cd43c		eb0d			JMP 0x5cd44b
  loop.go:78		0x5cd43e		4c89d8			MOVQ R11, AX
  loop.go:78		0x5cd441		4c89e3			MOVQ R12, BX
  loop.go:78		0x5cd444		c3			RET
  loop.go:146		0x5cd445		4801cf			ADDQ CX, DI
  loop.go:145		0x5cd448		49ffc3			INCQ R11
  loop.go:139		0x5cd44b		4939fc			CMPQ R12, DI
  loop.go:139		0x5cd44e		7ec2			JLE 0x5cd412
  loop.go:140		0x5cd450		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x5cd454		4c39d7			CMPQ DI, R10
  loop.go:140		0x5cd457		7f0c			JG 0x5cd465
  loop.go:141		0x5cd459		4901c7			ADDQ AX, R15
  loop.go:141		0x5cd45c		4d39fc			CMPQ R12, R15
  loop.go:141		0x5cd45f		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x5cd463		ebe0			JMP 0x5cd445
  loop.go:143		0x5cd465		4901dc			ADDQ BX, R12
  loop.go:143		0x5cd468		ebdb			JMP 0x5cd445
