# sha256 e2844a0ac4aae9a46b2258228486de85e3d824c273cc857bf7e7be1be2f5abbf
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xa8a7e0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xa8a7e5		31d2			XORL DX, DX
  loop.go:49		0xa8a7e7		4531d2			XORL R10, R10
  loop.go:49		0xa8a7ea		4531db			XORL R11, R11
  loop.go:49		0xa8a7ed		4531e4			XORL R12, R12
  loop.go:49		0xa8a7f0		eb11			JMP 0xa8a803
  loop.go:55		0xa8a7f2		4d89df			MOVQ R11, R15
  loop.go:55		0xa8a7f5		4d29e7			SUBQ R12, R15
  loop.go:55		0xa8a7f8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xa8a7fc		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xa8a800		48ffc2			INCQ DX
  loop.go:49		0xa8a803		4939d1			CMPQ R9, DX
  loop.go:49		0xa8a806		7e16			JLE 0xa8a81e
  loop.go:50		0xa8a808		4d39dc			CMPQ R12, R11
  loop.go:51		0xa8a80b		4d89e5			MOVQ R12, R13
  loop.go:51		0xa8a80e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xa8a812		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xa8a816		4c39df			CMPQ DI, R11
  loop.go:50		0xa8a819		7dd7			JGE 0xa8a7f2
  loop.go:53		0xa8a81b		90			NOPL
  loop.go:140		0xa8a81c		eb07			JMP 0xa8a825
  loop.go:58		0xa8a81e		4c89d0			MOVQ R10, AX
  loop.go:58		0xa8a821		4c89db			MOVQ R11, BX
  loop.go:58		0xa8a824		c3			RET
  loop.go:141		0xa8a825		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xa8a829		4c39e7			CMPQ DI, R12
  loop.go:141		0xa8a82c		7f0c			JG 0xa8a83a
  loop.go:142		0xa8a82e		4901c7			ADDQ AX, R15
  loop.go:142		0xa8a831		4d39fb			CMPQ R11, R15
  loop.go:142		0xa8a834		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xa8a838		eb03			JMP 0xa8a83d
  loop.go:144		0xa8a83a		4901db			ADDQ BX, R11
  loop.go:147		0xa8a83d		4801cf			ADDQ CX, DI
  loop.go:146		0xa8a840		49ffc2			INCQ R10
  loop.go:147		0xa8a843		4939fb			CMPQ R11, DI
  loop.go:147		0xa8a846		7fdd			JG 0xa8a825
  loop.go:147		0xa8a848		eba8			JMP 0xa8a7f2

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xa8a860		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xa8a865		31d2			XORL DX, DX
  loop.go:69		0xa8a867		4531d2			XORL R10, R10
  loop.go:69		0xa8a86a		4531db			XORL R11, R11
  loop.go:69		0xa8a86d		4531e4			XORL R12, R12
  loop.go:69		0xa8a870		eb11			JMP 0xa8a883
  loop.go:75		0xa8a872		4d89e7			MOVQ R12, R15
  loop.go:75		0xa8a875		4d29ef			SUBQ R13, R15
  loop.go:75		0xa8a878		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xa8a87c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xa8a880		48ffc2			INCQ DX
  loop.go:69		0xa8a883		4939d1			CMPQ R9, DX
  loop.go:69		0xa8a886		7e16			JLE 0xa8a89e
  loop.go:70		0xa8a888		4d39e2			CMPQ R10, R12
  loop.go:71		0xa8a88b		4d89d5			MOVQ R10, R13
  loop.go:71		0xa8a88e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xa8a892		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xa8a896		4c39e7			CMPQ DI, R12
  loop.go:70		0xa8a899		7dd7			JGE 0xa8a872
  loop.go:73		0xa8a89b		90			NOPL
  loop.go:140		0xa8a89c		eb07			JMP 0xa8a8a5
  loop.go:78		0xa8a89e		4c89d8			MOVQ R11, AX
  loop.go:78		0xa8a8a1		4c89e3			MOVQ R12, BX
  loop.go:78		0xa8a8a4		c3			RET
  loop.go:141		0xa8a8a5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xa8a8a9		4c39d7			CMPQ DI, R10
  loop.go:141		0xa8a8ac		7f0c			JG 0xa8a8ba
  loop.go:142		0xa8a8ae		4901c7			ADDQ AX, R15
  loop.go:142		0xa8a8b1		4d39fc			CMPQ R12, R15
  loop.go:142		0xa8a8b4		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xa8a8b8		eb03			JMP 0xa8a8bd
  loop.go:144		0xa8a8ba		4901dc			ADDQ BX, R12
  loop.go:147		0xa8a8bd		4801cf			ADDQ CX, DI
  loop.go:146		0xa8a8c0		49ffc3			INCQ R11
  loop.go:147		0xa8a8c3		4939fc			CMPQ R12, DI
  loop.go:147		0xa8a8c6		7fdd			JG 0xa8a8a5
  loop.go:147		0xa8a8c8		eba8			JMP 0xa8a872
