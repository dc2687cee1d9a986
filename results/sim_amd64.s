# sha256 2eb09bacf0aa40fc66d99982542c83c084d946fd7629a15607753c1d1de050ec
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x597f80		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x597f85		31d2			XORL DX, DX
  loop.go:49		0x597f87		4531d2			XORL R10, R10
  loop.go:49		0x597f8a		4531db			XORL R11, R11
  loop.go:49		0x597f8d		4531e4			XORL R12, R12
  loop.go:49		0x597f90		eb11			JMP 0x597fa3
  loop.go:55		0x597f92		4d89df			MOVQ R11, R15
  loop.go:55		0x597f95		4d29e7			SUBQ R12, R15
  loop.go:55		0x597f98		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x597f9c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x597fa0		48ffc2			INCQ DX
  loop.go:49		0x597fa3		4939d1			CMPQ R9, DX
  loop.go:49		0x597fa6		7e16			JLE 0x597fbe
  loop.go:50		0x597fa8		4d39dc			CMPQ R12, R11
  loop.go:51		0x597fab		4d89e5			MOVQ R12, R13
  loop.go:51		0x597fae		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x597fb2		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x597fb6		4c39df			CMPQ DI, R11
  loop.go:50		0x597fb9		7dd7			JGE 0x597f92
  loop.go:53		0x597fbb		90			NOPL
  loop.go:139		0x597fbc		eb0d			JMP 0x597fcb
  loop.go:58		0x597fbe		4c89d0			MOVQ R10, AX
  loop.go:58		0x597fc1		4c89db			MOVQ R11, BX
  loop.go:58		0x597fc4		c3			RET
  loop.go:146		0x597fc5		4801cf			ADDQ CX, DI
  loop.go:145		0x597fc8		49ffc2			INCQ R10
  loop.go:139		0x597fcb		4939fb			CMPQ R11, DI
  loop.go:139		0x597fce		7ec2			JLE 0x597f92
  loop.go:140		0x597fd0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x597fd4		4c39e7			CMPQ DI, R12
  loop.go:140		0x597fd7		7f0c			JG 0x597fe5
  loop.go:141		0x597fd9		4901c7			ADDQ AX, R15
  loop.go:141		0x597fdc		4d39fb			CMPQ R11, R15
  loop.go:141		0x597fdf		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x597fe3		ebe0			JMP 0x597fc5
  loop.go:143		0x597fe5		4901db			ADDQ BX, R11
  loop.go:143		0x597fe8		ebdb			JMP 0x597fc5

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x598000		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x598005		31d2			XORL DX, DX
  loop.go:69		0x598007		4531d2			XORL R10, R10
  loop.go:69		0x59800a		4531db			XORL R11, R11
  loop.go:69		0x59800d		4531e4			XORL R12, R12
  loop.go:69		0x598010		eb11			JMP 0x598023
  loop.go:75		0x598012		4d89e7			MOVQ R12, R15
  loop.go:75		0x598015		4d29ef			SUBQ R13, R15
  loop.go:75		0x598018		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x59801c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x598020		48ffc2			INCQ DX
  loop.go:69		0x598023		4939d1			CMPQ R9, DX
  loop.go:69		0x598026		7e16			JLE 0x59803e
  loop.go:70		0x598028		4d39e2			CMPQ R10, R12
  loop.go:71		0x59802b		4d89d5			MOVQ R10, R13
  loop.go:71		0x59802e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x598032		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x598036		4c39e7			CMPQ DI, R12
  loop.go:70		0x598039		7dd7			JGE 0x598012
  loop.go:73		0x59803b		90			NOPL
  loop.go:139		0x59803c		eb0d			JMP 0x59804b
  loop.go:78		0x59803e		4c89d8			MOVQ R11, AX
  loop.go:78		0x598041		4c89e3			MOVQ R12, BX
  loop.go:78		0x598044		c3			RET
  loop.go:146		0x598045		4801cf			ADDQ CX, DI
  loop.go:145		0x598048		49ffc3			INCQ R11
  loop.go:139		0x59804b		4939fc			CMPQ R12, DI
  loop.go:139		0x59804e		7ec2			JLE 0x598012
  loop.go:140		0x598050		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x598054		4c39d7			CMPQ DI, R10
  loop.go:140		0x598057		7f0c			JG 0x598065
  loop.go:141		0x598059		4901c7			ADDQ AX, R15
  loop.go:141		0x59805c		4d39fc			CMPQ R12, R15
  loop.go:141		0x59805f		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x598063		ebe0			JMP 0x598045
  loop.go:143		0x598065		4901dc			ADDQ BX, R12
  loop.go:143		0x598068		ebdb			JMP 0x598045
