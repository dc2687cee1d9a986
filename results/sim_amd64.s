# sha256 48ae1267140c8717f92f2cd81bafd95cb33e52f16fcb23ba5fe234ebf0c3094a
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x5e6c80		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x5e6c85		31d2			XORL DX, DX
  loop.go:49		0x5e6c87		4531d2			XORL R10, R10
  loop.go:49		0x5e6c8a		4531db			XORL R11, R11
  loop.go:49		0x5e6c8d		4531e4			XORL R12, R12
  loop.go:49		0x5e6c90		eb11			JMP 0x5e6ca3
  loop.go:55		0x5e6c92		4d89df			MOVQ R11, R15
  loop.go:55		0x5e6c95		4d29e7			SUBQ R12, R15
  loop.go:55		0x5e6c98		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x5e6c9c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x5e6ca0		48ffc2			INCQ DX
  loop.go:49		0x5e6ca3		4939d1			CMPQ R9, DX
  loop.go:49		0x5e6ca6		7e16			JLE 0x5e6cbe
  loop.go:50		0x5e6ca8		4d39dc			CMPQ R12, R11
  loop.go:51		0x5e6cab		4d89e5			MOVQ R12, R13
  loop.go:51		0x5e6cae		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x5e6cb2		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x5e6cb6		4c39df			CMPQ DI, R11
  loop.go:50		0x5e6cb9		7dd7			JGE 0x5e6c92
  loop.go:53		0x5e6cbb		90			NOPL
  loop.go:139		0x5e6cbc		eb0d			JMP 0x5e6ccb
  loop.go:58		0x5e6cbe		4c89d0			MOVQ R10, AX
  loop.go:58		0x5e6cc1		4c89db			MOVQ R11, BX
  loop.go:58		0x5e6cc4		c3			RET
  loop.go:146		0x5e6cc5		4801cf			ADDQ CX, DI
  loop.go:145		0x5e6cc8		49ffc2			INCQ R10
  loop.go:139		0x5e6ccb		4939fb			CMPQ R11, DI
  loop.go:139		0x5e6cce		7ec2			JLE 0x5e6c92
  loop.go:140		0x5e6cd0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x5e6cd4		4c39e7			CMPQ DI, R12
  loop.go:140		0x5e6cd7		7f0c			JG 0x5e6ce5
  loop.go:141		0x5e6cd9		4901c7			ADDQ AX, R15
  loop.go:141		0x5e6cdc		4d39fb			CMPQ R11, R15
  loop.go:141		0x5e6cdf		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x5e6ce3		ebe0			JMP 0x5e6cc5
  loop.go:143		0x5e6ce5		4901db			ADDQ BX, R11
  loop.go:143		0x5e6ce8		ebdb			JMP 0x5e6cc5

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x5e6d00		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x5e6d05		31d2			XORL DX, DX
  loop.go:69		0x5e6d07		4531d2			XORL R10, R10
  loop.go:69		0x5e6d0a		4531db			XORL R11, R11
  loop.go:69		0x5e6d0d		4531e4			XORL R12, R12
  loop.go:69		0x5e6d10		eb11			JMP 0x5e6d23
  loop.go:75		0x5e6d12		4d89e7			MOVQ R12, R15
  loop.go:75		0x5e6d15		4d29ef			SUBQ R13, R15
  loop.go:75		0x5e6d18		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x5e6d1c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x5e6d20		48ffc2			INCQ DX
  loop.go:69		0x5e6d23		4939d1			CMPQ R9, DX
  loop.go:69		0x5e6d26		7e16			JLE 0x5e6d3e
  loop.go:70		0x5e6d28		4d39e2			CMPQ R10, R12
  loop.go:71		0x5e6d2b		4d89d5			MOVQ R10, R13
  loop.go:71		0x5e6d2e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x5e6d32		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x5e6d36		4c39e7			CMPQ DI, R12
  loop.go:70		0x5e6d39		7dd7			JGE 0x5e6d12
  loop.go:73		0x5e6d3b		90			NOPL
  loop.go:139		0x5e6d3c		eb0d			JMP 0x5e6d4b
  loop.go:78		0x5e6d3e		4c89d8			MOVQ R11, AX
  loop.go:78		0x5e6d41		4c89e3			MOVQ R12, BX
  loop.go:78		0x5e6d44		c3			RET
  loop.go:146		0x5e6d45		4801cf			ADDQ CX, DI
  loop.go:145		0x5e6d48		49ffc3			INCQ R11
  loop.go:139		0x5e6d4b		4939fc			CMPQ R12, DI
  loop.go:139		0x5e6d4e		7ec2			JLE 0x5e6d12
  loop.go:140		0x5e6d50		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x5e6d54		4c39d7			CMPQ DI, R10
  loop.go:140		0x5e6d57		7f0c			JG 0x5e6d65
  loop.go:141		0x5e6d59		4901c7			ADDQ AX, R15
  loop.go:141		0x5e6d5c		4d39fc			CMPQ R12, R15
  loop.go:141		0x5e6d5f		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x5e6d63		ebe0			JMP 0x5e6d45
  loop.go:143		0x5e6d65		4901dc			ADDQ BX, R12
  loop.go:143		0x5e6d68		ebdb			JMP 0x5e6d45
