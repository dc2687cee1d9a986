# sha256 af63f7f0b3430271a447134c64994218f4e83b984759b7bb860226a04a3ec537
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x585540		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x585545		31d2			XORL DX, DX
  loop.go:49		0x585547		4531d2			XORL R10, R10
  loop.go:49		0x58554a		4531db			XORL R11, R11
  loop.go:49		0x58554d		4531e4			XORL R12, R12
  loop.go:49		0x585550		eb11			JMP 0x585563
  loop.go:55		0x585552		4d89df			MOVQ R11, R15
  loop.go:55		0x585555		4d29e7			SUBQ R12, R15
  loop.go:55		0x585558		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x58555c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x585560		48ffc2			INCQ DX
  loop.go:49		0x585563		4939d1			CMPQ R9, DX
  loop.go:49		0x585566		7e16			JLE 0x58557e
  loop.go:50		0x585568		4d39dc			CMPQ R12, R11
  loop.go:51		0x58556b		4d89e5			MOVQ R12, R13
  loop.go:51		0x58556e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x585572		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x585576		4c39df			CMPQ DI, R11
  loop.go:50		0x585579		7dd7			JGE 0x585552
  loop.go:53		0x58557b		90			NOPL
  loop.go:139		0x58557c		eb0d			JMP 0x58558b
  loop.go:58		0x58557e		4c89d0			MOVQ R10, AX
  loop.go:58		0x585581		4c89db			MOVQ R11, BX
  loop.go:58		0x585584		c3			RET
  loop.go:146		0x585585		4801cf			ADDQ CX, DI
  loop.go:145		0x585588		49ffc2			INCQ R10
  loop.go:139		0x58558b		4939fb			CMPQ R11, DI
  loop.go:139		0x58558e		7ec2			JLE 0x585552
  loop.go:140		0x585590		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x585594		4c39e7			CMPQ DI, R12
  loop.go:140		0x585597		7f0c			JG 0x5855a5
  loop.go:141		0x585599		4901c7			ADDQ AX, R15
  loop.go:141		0x58559c		4d39fb			CMPQ R11, R15
  loop.go:141		0x58559f		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x5855a3		ebe0			JMP 0x585585
  loop.go:143		0x5855a5		4901db			ADDQ BX, R11
  loop.go:143		0x5855a8		ebdb			JMP 0x585585

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x5855c0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x5855c5		31d2			XORL DX, DX
  loop.go:69		0x5855c7		4531d2			XORL R10, R10
  loop.go:69		0x5855ca		4531db			XORL R11, R11
  loop.go:69		0x5855cd		4531e4			XORL R12, R12
  loop.go:69		0x5855d0		eb11			JMP 0x5855e3
  loop.go:75		0x5855d2		4d89e7			MOVQ R12, R15
  loop.go:75		0x5855d5		4d29ef			SUBQ R13, R15
  loop.go:75		0x5855d8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x5855dc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x5855e0		48ffc2			INCQ DX
  loop.go:69		0x5855e3		4939d1			CMPQ R9, DX
  loop.go:69		0x5855e6		7e16			JLE 0x5855fe
  loop.go:70		0x5855e8		4d39e2			CMPQ R10, R12
  loop.go:71		0x5855eb		4d89d5			MOVQ R10, R13
  loop.go:71		0x5855ee		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x5855f2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x5855f6		4c39e7			CMPQ DI, R12
  loop.go:70		0x5855f9		7dd7			JGE 0x5855d2
  loop.go:73		0x5855fb		90			NOPL
  loop.go:139		0x5855fc		eb0d			JMP 0x58560b
  loop.go:78		0x5855fe		4c89d8			MOVQ R11, AX
  loop.go:78		0x585601		4c89e3			MOVQ R12, BX
  loop.go:78		0x585604		c3			RET
  loop.go:146		0x585605		4801cf			ADDQ CX, DI
  loop.go:145		0x585608		49ffc3			INCQ R11
  loop.go:139		0x58560b		4939fc			CMPQ R12, DI
  loop.go:139		0x58560e		7ec2			JLE 0x5855d2
  loop.go:140		0x585610		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x585614		4c39d7			CMPQ DI, R10
  loop.go:140		0x585617		7f0c			JG 0x585625
  loop.go:141		0x585619		4901c7			ADDQ AX, R15
  loop.go:141		0x58561c		4d39fc			CMPQ R12, R15
  loop.go:141		0x58561f		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x585623		ebe0			JMP 0x585605
  loop.go:143		0x585625		4901dc			ADDQ BX, R12
  loop.go:143		0x585628		ebdb			JMP 0x585605
