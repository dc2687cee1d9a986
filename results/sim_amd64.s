# sha256 4dad8aeb8a95684b92f4a30e6b27042d67bbc0cfe4d3ef3d1bff68dfbc2cff22
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x5cd9e0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x5cd9e5		31d2			XORL DX, DX
  loop.go:49		0x5cd9e7		4531d2			XORL R10, R10
  loop.go:49		0x5cd9ea		4531db			XORL R11, R11
  loop.go:49		0x5cd9ed		4531e4			XORL R12, R12
  loop.go:49		0x5cd9f0		eb11			JMP 0x5cda03
  loop.go:55		0x5cd9f2		4d89df			MOVQ R11, R15
  loop.go:55		0x5cd9f5		4d29e7			SUBQ R12, R15
  loop.go:55		0x5cd9f8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x5cd9fc		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x5cda00		48ffc2			INCQ DX
  loop.go:49		0x5cda03		4939d1			CMPQ R9, DX
  loop.go:49		0x5cda06		7e16			JLE 0x5cda1e
  loop.go:50		0x5cda08		4d39dc			CMPQ R12, R11
  loop.go:51		0x5cda0b		4d89e5			MOVQ R12, R13
  loop.go:51		0x5cda0e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x5cda12		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x5cda16		4c39df			CMPQ DI, R11
  loop.go:50		0x5cda19		7dd7			JGE 0x5cd9f2
  loop.go:53		0x5cda1b		90			NOPL
  loop.go:139		0x5cda1c		eb0d			JMP 0x5cda2b
  loop.go:58		0x5cda1e		4c89d0			MOVQ R10, AX
  loop.go:58		0x5cda21		4c89db			MOVQ R11, BX
  loop.go:58		0x5cda24		c3			RET
  loop.go:146		0x5cda25		4801cf			ADDQ CX, DI
  loop.go:145		0x5cda28		49ffc2			INCQ R10
  loop.go:139		0x5cda2b		4939fb			CMPQ R11, DI
  loop.go:139		0x5cda2e		7ec2			JLE 0x5cd9f2
  loop.go:140		0x5cda30		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x5cda34		4c39e7			CMPQ DI, R12
  loop.go:140		0x5cda37		7f0c			JG 0x5cda45
  loop.go:141		0x5cda39		4901c7			ADDQ AX, R15
  loop.go:141		0x5cda3c		4d39fb			CMPQ R11, R15
  loop.go:141		0x5cda3f		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x5cda43		ebe0			JMP 0x5cda25
  loop.go:143		0x5cda45		4901db			ADDQ BX, R11
  loop.go:143		0x5cda48		ebdb			JMP 0x5cda25

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x5cda60		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x5cda65		31d2			XORL DX, DX
  loop.go:69		0x5cda67		4531d2			XORL R10, R10
  loop.go:69		0x5cda6a		4531db			XORL R11, R11
  loop.go:69		0x5cda6d		4531e4			XORL R12, R12
  loop.go:69		0x5cda70		eb11			JMP 0x5cda83
  loop.go:75		0x5cda72		4d89e7			MOVQ R12, R15
  loop.go:75		0x5cda75		4d29ef			SUBQ R13, R15
  loop.go:75		0x5cda78		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x5cda7c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x5cda80		48ffc2			INCQ DX
  loop.go:69		0x5cda83		4939d1			CMPQ R9, DX
  loop.go:69		0x5cda86		7e16			JLE 0x5cda9e
  loop.go:70		0x5cda88		4d39e2			CMPQ R10, R12
  loop.go:71		0x5cda8b		4d89d5			MOVQ R10, R13
  loop.go:71		0x5cda8e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x5cda92		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x5cda96		4c39e7			CMPQ DI, R12
  loop.go:70		0x5cda99		7dd7			JGE 0x5cda72
  loop.go:73		0x5cda9b		90			NOPL
  loop.go:139		0x5cda9c		eb0d			JMP 0x5cdaab
  loop.go:78		0x5cda9e		4c89d8			MOVQ R11, AX
  loop.go:78		0x5cdaa1		4c89e3			MOVQ R12, BX
  loop.go:78		0x5cdaa4		c3			RET
  loop.go:146		0x5cdaa5		4801cf			ADDQ CX, DI
  loop.go:145		0x5cdaa8		49ffc3			INCQ R11
  loop.go:139		0x5cdaab		4939fc			CMPQ R12, DI
  loop.go:139		0x5cdaae		7ec2			JLE 0x5cda72
  loop.go:140		0x5cdab0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x5cdab4		4c39d7			CMPQ DI, R10
  loop.go:140		0x5cdab7		7f0c			JG 0x5cdac5
  loop.go:141		0x5cdab9		4901c7			ADDQ AX, R15
  loop.go:141		0x5cdabc		4d39fc			CMPQ R12, R15
  loop.go:141		0x5cdabf		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x5cdac3		ebe0			JMP 0x5cdaa5
  loop.go:143		0x5cdac5		4901dc			ADDQ BX, R12
  loop.go:143		0x5cdac8		ebdb			JMP 0x5cdaa5
