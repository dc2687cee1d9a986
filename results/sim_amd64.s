# sha256 5eb9b93226587d24b4382d33c73290adbb0244755705321c55d764ba03ec3b3b
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x5a05a0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x5a05a5		31d2			XORL DX, DX
  loop.go:49		0x5a05a7		4531d2			XORL R10, R10
  loop.go:49		0x5a05aa		4531db			XORL R11, R11
  loop.go:49		0x5a05ad		4531e4			XORL R12, R12
  loop.go:49		0x5a05b0		eb11			JMP 0x5a05c3
  loop.go:55		0x5a05b2		4d89df			MOVQ R11, R15
  loop.go:55		0x5a05b5		4d29e7			SUBQ R12, R15
  loop.go:55		0x5a05b8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x5a05bc		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x5a05c0		48ffc2			INCQ DX
  loop.go:49		0x5a05c3		4939d1			CMPQ R9, DX
  loop.go:49		0x5a05c6		7e16			JLE 0x5a05de
  loop.go:50		0x5a05c8		4d39dc			CMPQ R12, R11
  loop.go:51		0x5a05cb		4d89e5			MOVQ R12, R13
  loop.go:51		0x5a05ce		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x5a05d2		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x5a05d6		4c39df			CMPQ DI, R11
  loop.go:50		0x5a05d9		7dd7			JGE 0x5a05b2
  loop.go:53		0x5a05db		90			NOPL
  loop.go:139		0x5a05dc		eb0d			JMP 0x5a05eb
  loop.go:58		0x5a05de		4c89d0			MOVQ R10, AX
  loop.go:58		0x5a05e1		4c89db			MOVQ R11, BX
  loop.go:58		0x5a05e4		c3			RET
  loop.go:146		0x5a05e5		4801cf			ADDQ CX, DI
  loop.go:145		0x5a05e8		49ffc2			INCQ R10
  loop.go:139		0x5a05eb		4939fb			CMPQ R11, DI
  loop.go:139		0x5a05ee		7ec2			JLE 0x5a05b2
  loop.go:140		0x5a05f0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x5a05f4		4c39e7			CMPQ DI, R12
  loop.go:140		0x5a05f7		7f0c			JG 0x5a0605
  loop.go:141		0x5a05f9		4901c7			ADDQ AX, R15
  loop.go:141		0x5a05fc		4d39fb			CMPQ R11, R15
  loop.go:141		0x5a05ff		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x5a0603		ebe0			JMP 0x5a05e5
  loop.go:143		0x5a0605		4901db			ADDQ BX, R11
  loop.go:143		0x5a0608		ebdb			JMP 0x5a05e5

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x5a0620		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x5a0625		31d2			XORL DX, DX
  loop.go:69		0x5a0627		4531d2			XORL R10, R10
  loop.go:69		0x5a062a		4531db			XORL R11, R11
  loop.go:69		0x5a062d		4531e4			XORL R12, R12
  loop.go:69		0x5a0630		eb11			JMP 0x5a0643
  loop.go:75		0x5a0632		4d89e7			MOVQ R12, R15
  loop.go:75		0x5a0635		4d29ef			SUBQ R13, R15
  loop.go:75		0x5a0638		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x5a063c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x5a0640		48ffc2			INCQ DX
  loop.go:69		0x5a0643		4939d1			CMPQ R9, DX
  loop.go:69		0x5a0646		7e16			JLE 0x5a065e
  loop.go:70		0x5a0648		4d39e2			CMPQ R10, R12
  loop.go:71		0x5a064b		4d89d5			MOVQ R10, R13
  loop.go:71		0x5a064e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x5a0652		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x5a0656		4c39e7			CMPQ DI, R12
  loop.go:70		0x5a0659		7dd7			JGE 0x5a0632
  loop.go:73		0x5a065b		90			NOPL
  loop.go:139		0x5a065c		eb0d			JMP 0x5a066b
  loop.go:78		0x5a065e		4c89d8			MOVQ R11, AX
  loop.go:78		0x5a0661		4c89e3			MOVQ R12, BX
  loop.go:78		0x5a0664		c3			RET
  loop.go:146		0x5a0665		4801cf			ADDQ CX, DI
  loop.go:145		0x5a0668		49ffc3			INCQ R11
  loop.go:139		0x5a066b		4939fc			CMPQ R12, DI
  loop.go:139		0x5a066e		7ec2			JLE 0x5a0632
  loop.go:140		0x5a0670		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x5a0674		4c39d7			CMPQ DI, R10
  loop.go:140		0x5a0677		7f0c			JG 0x5a0685
  loop.go:141		0x5a0679		4901c7			ADDQ AX, R15
  loop.go:141		0x5a067c		4d39fc			CMPQ R12, R15
  loop.go:141		0x5a067f		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x5a0683		ebe0			JMP 0x5a0665
  loop.go:143		0x5a0685		4901dc			ADDQ BX, R12
  loop.go:143		0x5a0688		ebdb			JMP 0x5a0665
