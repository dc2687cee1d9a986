# sha256 a2c6710188ab617912da0d8ce6e9b1cfb7837740f5e95d0de47c79e2c2c12328
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x597ca0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x597ca5		31d2			XORL DX, DX
  loop.go:49		0x597ca7		4531d2			XORL R10, R10
  loop.go:49		0x597caa		4531db			XORL R11, R11
  loop.go:49		0x597cad		4531e4			XORL R12, R12
  loop.go:49		0x597cb0		eb11			JMP 0x597cc3
  loop.go:55		0x597cb2		4d89df			MOVQ R11, R15
  loop.go:55		0x597cb5		4d29e7			SUBQ R12, R15
  loop.go:55		0x597cb8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x597cbc		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x597cc0		48ffc2			INCQ DX
  loop.go:49		0x597cc3		4939d1			CMPQ R9, DX
  loop.go:49		0x597cc6		7e16			JLE 0x597cde
  loop.go:50		0x597cc8		4d39dc			CMPQ R12, R11
  loop.go:51		0x597ccb		4d89e5			MOVQ R12, R13
  loop.go:51		0x597cce		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x597cd2		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x597cd6		4c39df			CMPQ DI, R11
  loop.go:50		0x597cd9		7dd7			JGE 0x597cb2
  loop.go:53		0x597cdb		90			NOPL
  loop.go:139		0x597cdc		eb0d			JMP 0x597ceb
  loop.go:58		0x597cde		4c89d0			MOVQ R10, AX
  loop.go:58		0x597ce1		4c89db			MOVQ R11, BX
  loop.go:58		0x597ce4		c3			RET
  loop.go:146		0x597ce5		4801cf			ADDQ CX, DI
  loop.go:145		0x597ce8		49ffc2			INCQ R10
  loop.go:139		0x597ceb		4939fb			CMPQ R11, DI
  loop.go:139		0x597cee		7ec2			JLE 0x597cb2
  loop.go:140		0x597cf0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x597cf4		4c39e7			CMPQ DI, R12
  loop.go:140		0x597cf7		7f0c			JG 0x597d05
  loop.go:141		0x597cf9		4901c7			ADDQ AX, R15
  loop.go:141		0x597cfc		4d39fb			CMPQ R11, R15
  loop.go:141		0x597cff		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x597d03		ebe0			JMP 0x597ce5
  loop.go:143		0x597d05		4901db			ADDQ BX, R11
  loop.go:143		0x597d08		ebdb			JMP 0x597ce5

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x597d20		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x597d25		31d2			XORL DX, DX
  loop.go:69		0x597d27		4531d2			XORL R10, R10
  loop.go:69		0x597d2a		4531db			XORL R11, R11
  loop.go:69		0x597d2d		4531e4			XORL R12, R12
  loop.go:69		0x597d30		eb11			JMP 0x597d43
  loop.go:75		0x597d32		4d89e7			MOVQ R12, R15
  loop.go:75		0x597d35		4d29ef			SUBQ R13, R15
  loop.go:75		0x597d38		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x597d3c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x597d40		48ffc2			INCQ DX
  loop.go:69		0x597d43		4939d1			CMPQ R9, DX
  loop.go:69		0x597d46		7e16			JLE 0x597d5e
  loop.go:70		0x597d48		4d39e2			CMPQ R10, R12
  loop.go:71		0x597d4b		4d89d5			MOVQ R10, R13
  loop.go:71		0x597d4e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x597d52		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x597d56		4c39e7			CMPQ DI, R12
  loop.go:70		0x597d59		7dd7			JGE 0x597d32
  loop.go:73		0x597d5b		90			NOPL
  loop.go:139		0x597d5c		eb0d			JMP 0x597d6b
  loop.go:78		0x597d5e		4c89d8			MOVQ R11, AX
  loop.go:78		0x597d61		4c89e3			MOVQ R12, BX
  loop.go:78		0x597d64		c3			RET
  loop.go:146		0x597d65		4801cf			ADDQ CX, DI
  loop.go:145		0x597d68		49ffc3			INCQ R11
  loop.go:139		0x597d6b		4939fc			CMPQ R12, DI
  loop.go:139		0x597d6e		7ec2			JLE 0x597d32
  loop.go:140		0x597d70		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x597d74		4c39d7			CMPQ DI, R10
  loop.go:140		0x597d77		7f0c			JG 0x597d85
  loop.go:141		0x597d79		4901c7			ADDQ AX, R15
  loop.go:141		0x597d7c		4d39fc			CMPQ R12, R15
  loop.go:141		0x597d7f		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x597d83		ebe0			JMP 0x597d65
  loop.go:143		0x597d85		4901dc			ADDQ BX, R12
  loop.go:143		0x597d88		ebdb			JMP 0x597d65
