# sha256 714ca9f4de2463bd9d0163a0c4d3c72282a18da637aa5770ececfa034465daea
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xaefd40		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xaefd45		31d2			XORL DX, DX
  loop.go:49		0xaefd47		4531d2			XORL R10, R10
  loop.go:49		0xaefd4a		4531db			XORL R11, R11
  loop.go:49		0xaefd4d		4531e4			XORL R12, R12
  loop.go:49		0xaefd50		eb11			JMP 0xaefd63
  loop.go:55		0xaefd52		4d89df			MOVQ R11, R15
  loop.go:55		0xaefd55		4d29e7			SUBQ R12, R15
  loop.go:55		0xaefd58		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xaefd5c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xaefd60		48ffc2			INCQ DX
  loop.go:49		0xaefd63		4939d1			CMPQ R9, DX
  loop.go:49		0xaefd66		7e16			JLE 0xaefd7e
  loop.go:50		0xaefd68		4d39dc			CMPQ R12, R11
  loop.go:51		0xaefd6b		4d89e5			MOVQ R12, R13
  loop.go:51		0xaefd6e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xaefd72		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xaefd76		4c39df			CMPQ DI, R11
  loop.go:50		0xaefd79		7dd7			JGE 0xaefd52
  loop.go:53		0xaefd7b		90			NOPL
  loop.go:140		0xaefd7c		eb07			JMP 0xaefd85
  loop.go:58		0xaefd7e		4c89d0			MOVQ R10, AX
  loop.go:58		0xaefd81		4c89db			MOVQ R11, BX
  loop.go:58		0xaefd84		c3			RET
  loop.go:141		0xaefd85		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xaefd89		4c39e7			CMPQ DI, R12
  loop.go:141		0xaefd8c		7f0c			JG 0xaefd9a
  loop.go:142		0xaefd8e		4901c7			ADDQ AX, R15
  loop.go:142		0xaefd91		4d39fb			CMPQ R11, R15
  loop.go:142		0xaefd94		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xaefd98		eb03			JMP 0xaefd9d
  loop.go:144		0xaefd9a		4901db			ADDQ BX, R11
  loop.go:147		0xaefd9d		4801cf			ADDQ CX, DI
  loop.go:146		0xaefda0		49ffc2			INCQ R10
  loop.go:147		0xaefda3		4939fb			CMPQ R11, DI
  loop.go:147		0xaefda6		7fdd			JG 0xaefd85
  loop.go:147		0xaefda8		eba8			JMP 0xaefd52

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xaefdc0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xaefdc5		31d2			XORL DX, DX
  loop.go:69		0xaefdc7		4531d2			XORL R10, R10
  loop.go:69		0xaefdca		4531db			XORL R11, R11
  loop.go:69		0xaefdcd		4531e4			XORL R12, R12
  loop.go:69		0xaefdd0		eb11			JMP 0xaefde3
  loop.go:75		0xaefdd2		4d89e7			MOVQ R12, R15
  loop.go:75		0xaefdd5		4d29ef			SUBQ R13, R15
  loop.go:75		0xaefdd8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xaefddc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xaefde0		48ffc2			INCQ DX
  loop.go:69		0xaefde3		4939d1			CMPQ R9, DX
  loop.go:69		0xaefde6		7e16			JLE 0xaefdfe
  loop.go:70		0xaefde8		4d39e2			CMPQ R10, R12
  loop.go:71		0xaefdeb		4d89d5			MOVQ R10, R13
  loop.go:71		0xaefdee		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xaefdf2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xaefdf6		4c39e7			CMPQ DI, R12
  loop.go:70		0xaefdf9		7dd7			JGE 0xaefdd2
  loop.go:73		0xaefdfb		90			NOPL
  loop.go:140		0xaefdfc		eb07			JMP 0xaefe05
  loop.go:78		0xaefdfe		4c89d8			MOVQ R11, AX
  loop.go:78		0xaefe01		4c89e3			MOVQ R12, BX
  loop.go:78		0xaefe04		c3			RET
  loop.go:141		0xaefe05		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xaefe09		4c39d7			CMPQ DI, R10
  loop.go:141		0xaefe0c		7f0c			JG 0xaefe1a
  loop.go:142		0xaefe0e		4901c7			ADDQ AX, R15
  loop.go:142		0xaefe11		4d39fc			CMPQ R12, R15
  loop.go:142		0xaefe14		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xaefe18		eb03			JMP 0xaefe1d
  loop.go:144		0xaefe1a		4901dc			ADDQ BX, R12
  loop.go:147		0xaefe1d		4801cf			ADDQ CX, DI
  loop.go:146		0xaefe20		49ffc3			INCQ R11
  loop.go:147		0xaefe23		4939fc			CMPQ R12, DI
  loop.go:147		0xaefe26		7fdd			JG 0xaefe05
  loop.go:147		0xaefe28		eba8			JMP 0xaefdd2
