# sha256 aa915f0fee607da10803cf7cea271ee1008933f7b976abb2d492ce5a13ffbc6a
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x9bad40		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x9bad45		31d2			XORL DX, DX
  loop.go:49		0x9bad47		4531d2			XORL R10, R10
  loop.go:49		0x9bad4a		4531db			XORL R11, R11
  loop.go:49		0x9bad4d		4531e4			XORL R12, R12
  loop.go:49		0x9bad50		eb11			JMP 0x9bad63
  loop.go:55		0x9bad52		4d89df			MOVQ R11, R15
  loop.go:55		0x9bad55		4d29e7			SUBQ R12, R15
  loop.go:55		0x9bad58		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x9bad5c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x9bad60		48ffc2			INCQ DX
  loop.go:49		0x9bad63		4939d1			CMPQ R9, DX
  loop.go:49		0x9bad66		7e16			JLE 0x9bad7e
  loop.go:50		0x9bad68		4d39dc			CMPQ R12, R11
  loop.go:51		0x9bad6b		4d89e5			MOVQ R12, R13
  loop.go:51		0x9bad6e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x9bad72		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x9bad76		4c39df			CMPQ DI, R11
  loop.go:50		0x9bad79		7dd7			JGE 0x9bad52
  loop.go:53		0x9bad7b		90			NOPL
  loop.go:140		0x9bad7c		eb07			JMP 0x9bad85
  loop.go:58		0x9bad7e		4c89d0			MOVQ R10, AX
  loop.go:58		0x9bad81		4c89db			MOVQ R11, BX
  loop.go:58		0x9bad84		c3			RET
  loop.go:141		0x9bad85		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9bad89		4c39e7			CMPQ DI, R12
  loop.go:141		0x9bad8c		7f0c			JG 0x9bad9a
  loop.go:142		0x9bad8e		4901c7			ADDQ AX, R15
  loop.go:142		0x9bad91		4d39fb			CMPQ R11, R15
  loop.go:142		0x9bad94		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0x9bad98		eb03			JMP 0x9bad9d
  loop.go:144		0x9bad9a		4901db			ADDQ BX, R11
  loop.go:147		0x9bad9d		4801cf			ADDQ CX, DI
  loop.go:146		0x9bada0		49ffc2			INCQ R10
  loop.go:147		0x9bada3		4939fb			CMPQ R11, DI
  loop.go:147		0x9bada6		7fdd			JG 0x9bad85
  loop.go:147		0x9bada8		eba8			JMP 0x9bad52

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x9badc0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x9badc5		31d2			XORL DX, DX
  loop.go:69		0x9badc7		4531d2			XORL R10, R10
  loop.go:69		0x9badca		4531db			XORL R11, R11
  loop.go:69		0x9badcd		4531e4			XORL R12, R12
  loop.go:69		0x9badd0		eb11			JMP 0x9bade3
  loop.go:75		0x9badd2		4d89e7			MOVQ R12, R15
  loop.go:75		0x9badd5		4d29ef			SUBQ R13, R15
  loop.go:75		0x9badd8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x9baddc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x9bade0		48ffc2			INCQ DX
  loop.go:69		0x9bade3		4939d1			CMPQ R9, DX
  loop.go:69		0x9bade6		7e16			JLE 0x9badfe
  loop.go:70		0x9bade8		4d39e2			CMPQ R10, R12
  loop.go:71		0x9badeb		4d89d5			MOVQ R10, R13
  loop.go:71		0x9badee		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x9badf2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x9badf6		4c39e7			CMPQ DI, R12
  loop.go:70		0x9badf9		7dd7			JGE 0x9badd2
  loop.go:73		0x9badfb		90			NOPL
  loop.go:140		0x9badfc		eb07			JMP 0x9bae05
  loop.go:78		0x9badfe		4c89d8			MOVQ R11, AX
  loop.go:78		0x9bae01		4c89e3			MOVQ R12, BX
  loop.go:78		0x9bae04		c3			RET
  loop.go:141		0x9bae05		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9bae09		4c39d7			CMPQ DI, R10
  loop.go:141		0x9bae0c		7f0c			JG 0x9bae1a
  loop.go:142		0x9bae0e		4901c7			ADDQ AX, R15
  loop.go:142		0x9bae11		4d39fc			CMPQ R12, R15
  loop.go:142		0x9bae14		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0x9bae18		eb03			JMP 0x9bae1d
  loop.go:144		0x9bae1a		4901dc			ADDQ BX, R12
  loop.go:147		0x9bae1d		4801cf			ADDQ CX, DI
  loop.go:146		0x9bae20		49ffc3			INCQ R11
  loop.go:147		0x9bae23		4939fc			CMPQ R12, DI
  loop.go:147		0x9bae26		7fdd			JG 0x9bae05
  loop.go:147		0x9bae28		eba8			JMP 0x9badd2
