# sha256 154a488767b6e578ebf54b4dfa3d3a871ebc2755b6b8522a23726509ca9568f7
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x9bfa40		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x9bfa45		31d2			XORL DX, DX
  loop.go:49		0x9bfa47		4531d2			XORL R10, R10
  loop.go:49		0x9bfa4a		4531db			XORL R11, R11
  loop.go:49		0x9bfa4d		4531e4			XORL R12, R12
  loop.go:49		0x9bfa50		eb11			JMP 0x9bfa63
  loop.go:55		0x9bfa52		4d89df			MOVQ R11, R15
  loop.go:55		0x9bfa55		4d29e7			SUBQ R12, R15
  loop.go:55		0x9bfa58		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x9bfa5c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x9bfa60		48ffc2			INCQ DX
  loop.go:49		0x9bfa63		4939d1			CMPQ R9, DX
  loop.go:49		0x9bfa66		7e16			JLE 0x9bfa7e
  loop.go:50		0x9bfa68		4d39dc			CMPQ R12, R11
  loop.go:51		0x9bfa6b		4d89e5			MOVQ R12, R13
  loop.go:51		0x9bfa6e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x9bfa72		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x9bfa76		4c39df			CMPQ DI, R11
  loop.go:50		0x9bfa79		7dd7			JGE 0x9bfa52
  loop.go:53		0x9bfa7b		90			NOPL
  loop.go:140		0x9bfa7c		eb07			JMP 0x9bfa85
  loop.go:58		0x9bfa7e		4c89d0			MOVQ R10, AX
  loop.go:58		0x9bfa81		4c89db			MOVQ R11, BX
  loop.go:58		0x9bfa84		c3			RET
  loop.go:141		0x9bfa85		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9bfa89		4c39e7			CMPQ DI, R12
  loop.go:141		0x9bfa8c		7f0c			JG 0x9bfa9a
  loop.go:142		0x9bfa8e		4901c7			ADDQ AX, R15
  loop.go:142		0x9bfa91		4d39fb			CMPQ R11, R15
  loop.go:142		0x9bfa94		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0x9bfa98		eb03			JMP 0x9bfa9d
  loop.go:144		0x9bfa9a		4901db			ADDQ BX, R11
  loop.go:147		0x9bfa9d		4801cf			ADDQ CX, DI
  loop.go:146		0x9bfaa0		49ffc2			INCQ R10
  loop.go:147		0x9bfaa3		4939fb			CMPQ R11, DI
  loop.go:147		0x9bfaa6		7fdd			JG 0x9bfa85
  loop.go:147		0x9bfaa8		eba8			JMP 0x9bfa52

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x9bfac0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x9bfac5		31d2			XORL DX, DX
  loop.go:69		0x9bfac7		4531d2			XORL R10, R10
  loop.go:69		0x9bfaca		4531db			XORL R11, R11
  loop.go:69		0x9bfacd		4531e4			XORL R12, R12
  loop.go:69		0x9bfad0		eb11			JMP 0x9bfae3
  loop.go:75		0x9bfad2		4d89e7			MOVQ R12, R15
  loop.go:75		0x9bfad5		4d29ef			SUBQ R13, R15
  loop.go:75		0x9bfad8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x9bfadc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x9bfae0		48ffc2			INCQ DX
  loop.go:69		0x9bfae3		4939d1			CMPQ R9, DX
  loop.go:69		0x9bfae6		7e16			JLE 0x9bfafe
  loop.go:70		0x9bfae8		4d39e2			CMPQ R10, R12
  loop.go:71		0x9bfaeb		4d89d5			MOVQ R10, R13
  loop.go:71		0x9bfaee		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x9bfaf2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x9bfaf6		4c39e7			CMPQ DI, R12
  loop.go:70		0x9bfaf9		7dd7			JGE 0x9bfad2
  loop.go:73		0x9bfafb		90			NOPL
  loop.go:140		0x9bfafc		eb07			JMP 0x9bfb05
  loop.go:78		0x9bfafe		4c89d8			MOVQ R11, AX
  loop.go:78		0x9bfb01		4c89e3			MOVQ R12, BX
  loop.go:78		0x9bfb04		c3			RET
  loop.go:141		0x9bfb05		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9bfb09		4c39d7			CMPQ DI, R10
  loop.go:141		0x9bfb0c		7f0c			JG 0x9bfb1a
  loop.go:142		0x9bfb0e		4901c7			ADDQ AX, R15
  loop.go:142		0x9bfb11		4d39fc			CMPQ R12, R15
  loop.go:142		0x9bfb14		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0x9bfb18		eb03			JMP 0x9bfb1d
  loop.go:144		0x9bfb1a		4901dc			ADDQ BX, R12
  loop.go:147		0x9bfb1d		4801cf			ADDQ CX, DI
  loop.go:146		0x9bfb20		49ffc3			INCQ R11
  loop.go:147		0x9bfb23		4939fc			CMPQ R12, DI
  loop.go:147		0x9bfb26		7fdd			JG 0x9bfb05
  loop.go:147		0x9bfb28		eba8			JMP 0x9bfad2
