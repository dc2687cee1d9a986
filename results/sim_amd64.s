# sha256 f40bf0e3d5a9f8f48092372237390198919600be144c168d1a60f03510548d24
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xa88100		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xa88105		31d2			XORL DX, DX
  loop.go:49		0xa88107		4531d2			XORL R10, R10
  loop.go:49		0xa8810a		4531db			XORL R11, R11
  loop.go:49		0xa8810d		4531e4			XORL R12, R12
  loop.go:49		0xa88110		eb11			JMP 0xa88123
  loop.go:55		0xa88112		4d89df			MOVQ R11, R15
  loop.go:55		0xa88115		4d29e7			SUBQ R12, R15
  loop.go:55		0xa88118		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xa8811c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xa88120		48ffc2			INCQ DX
  loop.go:49		0xa88123		4939d1			CMPQ R9, DX
  loop.go:49		0xa88126		7e16			JLE 0xa8813e
  loop.go:50		0xa88128		4d39dc			CMPQ R12, R11
  loop.go:51		0xa8812b		4d89e5			MOVQ R12, R13
  loop.go:51		0xa8812e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xa88132		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xa88136		4c39df			CMPQ DI, R11
  loop.go:50		0xa88139		7dd7			JGE 0xa88112
  loop.go:53		0xa8813b		90			NOPL
  loop.go:139		0xa8813c		eb0d			JMP 0xa8814b
  loop.go:58		0xa8813e		4c89d0			MOVQ R10, AX
  loop.go:58		0xa88141		4c89db			MOVQ R11, BX
  loop.go:58		0xa88144		c3			RET
  loop.go:146		0xa88145		4801cf			ADDQ CX, DI
  loop.go:145		0xa88148		49ffc2			INCQ R10
  loop.go:139		0xa8814b		4939fb			CMPQ R11, DI
  loop.go:139		0xa8814e		7ec2			JLE 0xa88112
  loop.go:140		0xa88150		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0xa88154		4c39e7			CMPQ DI, R12
  loop.go:140		0xa88157		7f0c			JG 0xa88165
  loop.go:141		0xa88159		4901c7			ADDQ AX, R15
  loop.go:141		0xa8815c		4d39fb			CMPQ R11, R15
  loop.go:141		0xa8815f		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0xa88163		ebe0			JMP 0xa88145
  loop.go:143		0xa88165		4901db			ADDQ BX, R11
  loop.go:143		0xa88168		ebdb			JMP 0xa88145

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xa88180		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xa88185		31d2			XORL DX, DX
  loop.go:69		0xa88187		4531d2			XORL R10, R10
  loop.go:69		0xa8818a		4531db			XORL R11, R11
  loop.go:69		0xa8818d		4531e4			XORL R12, R12
  loop.go:69		0xa88190		eb11			JMP 0xa881a3
  loop.go:75		0xa88192		4d89e7			MOVQ R12, R15
  loop.go:75		0xa88195		4d29ef			SUBQ R13, R15
  loop.go:75		0xa88198		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xa8819c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xa881a0		48ffc2			INCQ DX
  loop.go:69		0xa881a3		4939d1			CMPQ R9, DX
  loop.go:69		0xa881a6		7e16			JLE 0xa881be
  loop.go:70		0xa881a8		4d39e2			CMPQ R10, R12
  loop.go:71		0xa881ab		4d89d5			MOVQ R10, R13
  loop.go:71		0xa881ae		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xa881b2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xa881b6		4c39e7			CMPQ DI, R12
  loop.go:70		0xa881b9		7dd7			JGE 0xa88192
  loop.go:73		0xa881bb		90			NOPL
  loop.go:139		0xa881bc		eb0d			JMP 0xa881cb
  loop.go:78		0xa881be		4c89d8			MOVQ R11, AX
  loop.go:78		0xa881c1		4c89e3			MOVQ R12, BX
  loop.go:78		0xa881c4		c3			RET
  loop.go:146		0xa881c5		4801cf			ADDQ CX, DI
  loop.go:145		0xa881c8		49ffc3			INCQ R11
  loop.go:139		0xa881cb		4939fc			CMPQ R12, DI
  loop.go:139		0xa881ce		7ec2			JLE 0xa88192
  loop.go:140		0xa881d0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0xa881d4		4c39d7			CMPQ DI, R10
  loop.go:140		0xa881d7		7f0c			JG 0xa881e5
  loop.go:141		0xa881d9		4901c7			ADDQ AX, R15
  loop.go:141		0xa881dc		4d39fc			CMPQ R12, R15
  loop.go:141		0xa881df		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0xa881e3		ebe0			JMP 0xa881c5
  loop.go:143		0xa881e5		4901dc			ADDQ BX, R12
  loop.go:143		0xa881e8		ebdb			JMP 0xa881c5
