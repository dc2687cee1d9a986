# sha256 d71913319f1c326b8275409b18673dafb8b73c18dd769a5494138ba541663978
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:38		0x54ef40		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:41		0x54ef45		31d2			XORL DX, DX
  loop.go:41		0x54ef47		4531d2			XORL R10, R10
  loop.go:41		0x54ef4a		4531db			XORL R11, R11
  loop.go:41		0x54ef4d		4531e4			XORL R12, R12
  loop.go:41		0x54ef50		eb11			JMP 0x54ef63
  loop.go:47		0x54ef52		4d89df			MOVQ R11, R15
  loop.go:47		0x54ef55		4d29e7			SUBQ R12, R15
  loop.go:47		0x54ef58		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:48		0x54ef5c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:41		0x54ef60		48ffc2			INCQ DX
  loop.go:41		0x54ef63		4939d1			CMPQ R9, DX
  loop.go:41		0x54ef66		7e16			JLE 0x54ef7e
  loop.go:42		0x54ef68		4d39dc			CMPQ R12, R11
  loop.go:43		0x54ef6b		4d89e5			MOVQ R12, R13
  loop.go:43		0x54ef6e		4d0f4ce3		CMOVL R11, R12
  loop.go:43		0x54ef72		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:44		0x54ef76		4c39df			CMPQ DI, R11
  loop.go:42		0x54ef79		7dd7			JGE 0x54ef52
  loop.go:45		0x54ef7b		90			NOPL
  loop.go:79		0x54ef7c		eb0d			JMP 0x54ef8b
  loop.go:50		0x54ef7e		4c89d0			MOVQ R10, AX
  loop.go:50		0x54ef81		4c89db			MOVQ R11, BX
  loop.go:50		0x54ef84		c3			RET
  loop.go:86		0x54ef85		4801cf			ADDQ CX, DI
  loop.go:85		0x54ef88		49ffc2			INCQ R10
  loop.go:79		0x54ef8b		4939fb			CMPQ R11, DI
  loop.go:79		0x54ef8e		7ec2			JLE 0x54ef52
  loop.go:80		0x54ef90		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:80		0x54ef94		4c39e7			CMPQ DI, R12
  loop.go:80		0x54ef97		7f0c			JG 0x54efa5
  loop.go:81		0x54ef99		4901c7			ADDQ AX, R15
  loop.go:81		0x54ef9c		4d39fb			CMPQ R11, R15
  loop.go:81		0x54ef9f		4d0f4cdf		CMOVL R15, R11
  loop.go:81		0x54efa3		ebe0			JMP 0x54ef85
  loop.go:83		0x54efa5		4901db			ADDQ BX, R11
  loop.go:83		0x54efa8		ebdb			JMP 0x54ef85

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:58		0x54efc0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:61		0x54efc5		31d2			XORL DX, DX
  loop.go:61		0x54efc7		4531d2			XORL R10, R10
  loop.go:61		0x54efca		4531db			XORL R11, R11
  loop.go:61		0x54efcd		4531e4			XORL R12, R12
  loop.go:61		0x54efd0		eb11			JMP 0x54efe3
  loop.go:67		0x54efd2		4d89e7			MOVQ R12, R15
  loop.go:67		0x54efd5		4d29ef			SUBQ R13, R15
  loop.go:67		0x54efd8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:68		0x54efdc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:61		0x54efe0		48ffc2			INCQ DX
  loop.go:61		0x54efe3		4939d1			CMPQ R9, DX
  loop.go:61		0x54efe6		7e16			JLE 0x54effe
  loop.go:62		0x54efe8		4d39e2			CMPQ R10, R12
  loop.go:63		0x54efeb		4d89d5			MOVQ R10, R13
  loop.go:63		0x54efee		4d0f4cd4		CMOVL R12, R10
  loop.go:63		0x54eff2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:64		0x54eff6		4c39e7			CMPQ DI, R12
  loop.go:62		0x54eff9		7dd7			JGE 0x54efd2
  loop.go:65		0x54effb		90			NOPL
  loop.go:79		0x54effc		eb0d			JMP 0x54f00b
  loop.go:70		0x54effe		4c89d8			MOVQ R11, AX
  loop.go:70		0x54f001		4c89e3			MOVQ R12, BX
  loop.go:70		0x54f004		c3			RET
  loop.go:86		0x54f005		4801cf			ADDQ CX, DI
  loop.go:85		0x54f008		49ffc3			INCQ R11
  loop.go:79		0x54f00b		4939fc			CMPQ R12, DI
  loop.go:79		0x54f00e		7ec2			JLE 0x54efd2
  loop.go:80		0x54f010		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:80		0x54f014		4c39d7			CMPQ DI, R10
  loop.go:80		0x54f017		7f0c			JG 0x54f025
  loop.go:81		0x54f019		4901c7			ADDQ AX, R15
  loop.go:81		0x54f01c		4d39fc			CMPQ R12, R15
  loop.go:81		0x54f01f		4d0f4ce7		CMOVL R15, R12
  loop.go:81		0x54f023		ebe0			JMP 0x54f005
  loop.go:83		0x54f025		4901dc			ADDQ BX, R12
  loop.go:83		0x54f028		ebdb			JMP 0x54f005
