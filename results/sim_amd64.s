# sha256 4e4dbcc42dfb0beded2a248398c7478dcf959f792794e04d435e6b751e40e2ec
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xa86f20		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xa86f25		31d2			XORL DX, DX
  loop.go:49		0xa86f27		4531d2			XORL R10, R10
  loop.go:49		0xa86f2a		4531db			XORL R11, R11
  loop.go:49		0xa86f2d		4531e4			XORL R12, R12
  loop.go:49		0xa86f30		eb11			JMP 0xa86f43
  loop.go:55		0xa86f32		4d89df			MOVQ R11, R15
  loop.go:55		0xa86f35		4d29e7			SUBQ R12, R15
  loop.go:55		0xa86f38		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xa86f3c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xa86f40		48ffc2			INCQ DX
  loop.go:49		0xa86f43		4939d1			CMPQ R9, DX
  loop.go:49		0xa86f46		7e16			JLE 0xa86f5e
  loop.go:50		0xa86f48		4d39dc			CMPQ R12, R11
  loop.go:51		0xa86f4b		4d89e5			MOVQ R12, R13
  loop.go:51		0xa86f4e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xa86f52		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xa86f56		4c39df			CMPQ DI, R11
  loop.go:50		0xa86f59		7dd7			JGE 0xa86f32
  loop.go:53		0xa86f5b		90			NOPL
  loop.go:139		0xa86f5c		eb0d			JMP 0xa86f6b
  loop.go:58		0xa86f5e		4c89d0			MOVQ R10, AX
  loop.go:58		0xa86f61		4c89db			MOVQ R11, BX
  loop.go:58		0xa86f64		c3			RET
  loop.go:146		0xa86f65		4801cf			ADDQ CX, DI
  loop.go:145		0xa86f68		49ffc2			INCQ R10
  loop.go:139		0xa86f6b		4939fb			CMPQ R11, DI
  loop.go:139		0xa86f6e		7ec2			JLE 0xa86f32
  loop.go:140		0xa86f70		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0xa86f74		4c39e7			CMPQ DI, R12
  loop.go:140		0xa86f77		7f0c			JG 0xa86f85
  loop.go:141		0xa86f79		4901c7			ADDQ AX, R15
  loop.go:141		0xa86f7c		4d39fb			CMPQ R11, R15
  loop.go:141		0xa86f7f		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0xa86f83		ebe0			JMP 0xa86f65
  loop.go:143		0xa86f85		4901db			ADDQ BX, R11
  loop.go:143		0xa86f88		ebdb			JMP 0xa86f65

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xa86fa0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xa86fa5		31d2			XORL DX, DX
  loop.go:69		0xa86fa7		4531d2			XORL R10, R10
  loop.go:69		0xa86faa		4531db			XORL R11, R11
  loop.go:69		0xa86fad		4531e4			XORL R12, R12
  loop.go:69		0xa86fb0		eb11			JMP 0xa86fc3
  loop.go:75		0xa86fb2		4d89e7			MOVQ R12, R15
  loop.go:75		0xa86fb5		4d29ef			SUBQ R13, R15
  loop.go:75		0xa86fb8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xa86fbc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xa86fc0		48ffc2			INCQ DX
  loop.go:69		0xa86fc3		4939d1			CMPQ R9, DX
  loop.go:69		0xa86fc6		7e16			JLE 0xa86fde
  loop.go:70		0xa86fc8		4d39e2			CMPQ R10, R12
  loop.go:71		0xa86fcb		4d89d5			MOVQ R10, R13
  loop.go:71		0xa86fce		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xa86fd2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xa86fd6		4c39e7			CMPQ DI, R12
  loop.go:70		0xa86fd9		7dd7			JGE 0xa86fb2
  loop.go:73		0xa86fdb		90			NOPL
  loop.go:139		0xa86fdc		eb0d			JMP 0xa86feb
  loop.go:78		0xa86fde		4c89d8			MOVQ R11, AX
  loop.go:78		0xa86fe1		4c89e3			MOVQ R12, BX
  loop.go:78		0xa86fe4		c3			RET
  loop.go:146		0xa86fe5		4801cf			ADDQ CX, DI
  loop.go:145		0xa86fe8		49ffc3			INCQ R11
  loop.go:139		0xa86feb		4939fc			CMPQ R12, DI
  loop.go:139		0xa86fee		7ec2			JLE 0xa86fb2
  loop.go:140		0xa86ff0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0xa86ff4		4c39d7			CMPQ DI, R10
  loop.go:140		0xa86ff7		7f0c			JG 0xa87005
  loop.go:141		0xa86ff9		4901c7			ADDQ AX, R15
  loop.go:141		0xa86ffc		4d39fc			CMPQ R12, R15
  loop.go:141		0xa86fff		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0xa87003		ebe0			JMP 0xa86fe5
  loop.go:143		0xa87005		4901dc			ADDQ BX, R12
  loop.go:143		0xa87008		ebdb			JMP 0xa86fe5
