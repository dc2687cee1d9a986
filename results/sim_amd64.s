# sha256 29b4cb71beaf644e9d912f4b7430ee41ce21bfa83004d81986c738502ea2dc85
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x570c00		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x570c05		31d2			XORL DX, DX
  loop.go:49		0x570c07		4531d2			XORL R10, R10
  loop.go:49		0x570c0a		4531db			XORL R11, R11
  loop.go:49		0x570c0d		4531e4			XORL R12, R12
  loop.go:49		0x570c10		eb11			JMP 0x570c23
  loop.go:55		0x570c12		4d89df			MOVQ R11, R15
  loop.go:55		0x570c15		4d29e7			SUBQ R12, R15
  loop.go:55		0x570c18		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x570c1c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x570c20		48ffc2			INCQ DX
  loop.go:49		0x570c23		4939d1			CMPQ R9, DX
  loop.go:49		0x570c26		7e16			JLE 0x570c3e
  loop.go:50		0x570c28		4d39dc			CMPQ R12, R11
  loop.go:51		0x570c2b		4d89e5			MOVQ R12, R13
  loop.go:51		0x570c2e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x570c32		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x570c36		4c39df			CMPQ DI, R11
  loop.go:50		0x570c39		7dd7			JGE 0x570c12
  loop.go:53		0x570c3b		90			NOPL
  loop.go:139		0x570c3c		eb0d			JMP 0x570c4b
  loop.go:58		0x570c3e		4c89d0			MOVQ R10, AX
  loop.go:58		0x570c41		4c89db			MOVQ R11, BX
  loop.go:58		0x570c44		c3			RET
  loop.go:146		0x570c45		4801cf			ADDQ CX, DI
  loop.go:145		0x570c48		49ffc2			INCQ R10
  loop.go:139		0x570c4b		4939fb			CMPQ R11, DI
  loop.go:139		0x570c4e		7ec2			JLE 0x570c12
  loop.go:140		0x570c50		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x570c54		4c39e7			CMPQ DI, R12
  loop.go:140		0x570c57		7f0c			JG 0x570c65
  loop.go:141		0x570c59		4901c7			ADDQ AX, R15
  loop.go:141		0x570c5c		4d39fb			CMPQ R11, R15
  loop.go:141		0x570c5f		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x570c63		ebe0			JMP 0x570c45
  loop.go:143		0x570c65		4901db			ADDQ BX, R11
  loop.go:143		0x570c68		ebdb			JMP 0x570c45

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x570c80		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x570c85		31d2			XORL DX, DX
  loop.go:69		0x570c87		4531d2			XORL R10, R10
  loop.go:69		0x570c8a		4531db			XORL R11, R11
  loop.go:69		0x570c8d		4531e4			XORL R12, R12
  loop.go:69		0x570c90		eb11			JMP 0x570ca3
  loop.go:75		0x570c92		4d89e7			MOVQ R12, R15
  loop.go:75		0x570c95		4d29ef			SUBQ R13, R15
  loop.go:75		0x570c98		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x570c9c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x570ca0		48ffc2			INCQ DX
  loop.go:69		0x570ca3		4939d1			CMPQ R9, DX
  loop.go:69		0x570ca6		7e16			JLE 0x570cbe
  loop.go:70		0x570ca8		4d39e2			CMPQ R10, R12
  loop.go:71		0x570cab		4d89d5			MOVQ R10, R13
  loop.go:71		0x570cae		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x570cb2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x570cb6		4c39e7			CMPQ DI, R12
  loop.go:70		0x570cb9		7dd7			JGE 0x570c92
  loop.go:73		0x570cbb		90			NOPL
  loop.go:139		0x570cbc		eb0d			JMP 0x570ccb
  loop.go:78		0x570cbe		4c89d8			MOVQ R11, AX
  loop.go:78		0x570cc1		4c89e3			MOVQ R12, BX
  loop.go:78		0x570cc4		c3			RET
  loop.go:146		0x570cc5		4801cf			ADDQ CX, DI
  loop.go:145		0x570cc8		49ffc3			INCQ R11
  loop.go:139		0x570ccb		4939fc			CMPQ R12, DI
  loop.go:139		0x570cce		7ec2			JLE 0x570c92
  loop.go:140		0x570cd0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x570cd4		4c39d7			CMPQ DI, R10
  loop.go:140		0x570cd7		7f0c			JG 0x570ce5
  loop.go:141		0x570cd9		4901c7			ADDQ AX, R15
  loop.go:141		0x570cdc		4d39fc			CMPQ R12, R15
  loop.go:141		0x570cdf		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x570ce3		ebe0			JMP 0x570cc5
  loop.go:143		0x570ce5		4901dc			ADDQ BX, R12
  loop.go:143		0x570ce8		ebdb			JMP 0x570cc5
