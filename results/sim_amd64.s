# sha256 80007c803b5d954cff025b7e52df4605f51326c1a30fa4cecff901e8eb3485fc
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x9bbb20		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x9bbb25		31d2			XORL DX, DX
  loop.go:49		0x9bbb27		4531d2			XORL R10, R10
  loop.go:49		0x9bbb2a		4531db			XORL R11, R11
  loop.go:49		0x9bbb2d		4531e4			XORL R12, R12
  loop.go:49		0x9bbb30		eb11			JMP 0x9bbb43
  loop.go:55		0x9bbb32		4d89df			MOVQ R11, R15
  loop.go:55		0x9bbb35		4d29e7			SUBQ R12, R15
  loop.go:55		0x9bbb38		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x9bbb3c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x9bbb40		48ffc2			INCQ DX
  loop.go:49		0x9bbb43		4939d1			CMPQ R9, DX
  loop.go:49		0x9bbb46		7e16			JLE 0x9bbb5e
  loop.go:50		0x9bbb48		4d39dc			CMPQ R12, R11
  loop.go:51		0x9bbb4b		4d89e5			MOVQ R12, R13
  loop.go:51		0x9bbb4e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x9bbb52		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x9bbb56		4c39df			CMPQ DI, R11
  loop.go:50		0x9bbb59		7dd7			JGE 0x9bbb32
  loop.go:53		0x9bbb5b		90			NOPL
  loop.go:140		0x9bbb5c		eb07			JMP 0x9bbb65
  loop.go:58		0x9bbb5e		4c89d0			MOVQ R10, AX
  loop.go:58		0x9bbb61		4c89db			MOVQ R11, BX
  loop.go:58		0x9bbb64		c3			RET
  loop.go:141		0x9bbb65		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9bbb69		4c39e7			CMPQ DI, R12
  loop.go:141		0x9bbb6c		7f0c			JG 0x9bbb7a
  loop.go:142		0x9bbb6e		4901c7			ADDQ AX, R15
  loop.go:142		0x9bbb71		4d39fb			CMPQ R11, R15
  loop.go:142		0x9bbb74		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0x9bbb78		eb03			JMP 0x9bbb7d
  loop.go:144		0x9bbb7a		4901db			ADDQ BX, R11
  loop.go:147		0x9bbb7d		4801cf			ADDQ CX, DI
  loop.go:146		0x9bbb80		49ffc2			INCQ R10
  loop.go:147		0x9bbb83		4939fb			CMPQ R11, DI
  loop.go:147		0x9bbb86		7fdd			JG 0x9bbb65
  loop.go:147		0x9bbb88		eba8			JMP 0x9bbb32

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x9bbba0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x9bbba5		31d2			XORL DX, DX
  loop.go:69		0x9bbba7		4531d2			XORL R10, R10
  loop.go:69		0x9bbbaa		4531db			XORL R11, R11
  loop.go:69		0x9bbbad		4531e4			XORL R12, R12
  loop.go:69		0x9bbbb0		eb11			JMP 0x9bbbc3
  loop.go:75		0x9bbbb2		4d89e7			MOVQ R12, R15
  loop.go:75		0x9bbbb5		4d29ef			SUBQ R13, R15
  loop.go:75		0x9bbbb8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x9bbbbc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x9bbbc0		48ffc2			INCQ DX
  loop.go:69		0x9bbbc3		4939d1			CMPQ R9, DX
  loop.go:69		0x9bbbc6		7e16			JLE 0x9bbbde
  loop.go:70		0x9bbbc8		4d39e2			CMPQ R10, R12
  loop.go:71		0x9bbbcb		4d89d5			MOVQ R10, R13
  loop.go:71		0x9bbbce		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x9bbbd2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x9bbbd6		4c39e7			CMPQ DI, R12
  loop.go:70		0x9bbbd9		7dd7			JGE 0x9bbbb2
  loop.go:73		0x9bbbdb		90			NOPL
  loop.go:140		0x9bbbdc		eb07			JMP 0x9bbbe5
  loop.go:78		0x9bbbde		4c89d8			MOVQ R11, AX
  loop.go:78		0x9bbbe1		4c89e3			MOVQ R12, BX
  loop.go:78		0x9bbbe4		c3			RET
  loop.go:141		0x9bbbe5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9bbbe9		4c39d7			CMPQ DI, R10
  loop.go:141		0x9bbbec		7f0c			JG 0x9bbbfa
  loop.go:142		0x9bbbee		4901c7			ADDQ AX, R15
  loop.go:142		0x9bbbf1		4d39fc			CMPQ R12, R15
  loop.go:142		0x9bbbf4		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0x9bbbf8		eb03			JMP 0x9bbbfd
  loop.go:144		0x9bbbfa		4901dc			ADDQ BX, R12
  loop.go:147		0x9bbbfd		4801cf			ADDQ CX, DI
  loop.go:146		0x9bbc00		49ffc3			INCQ R11
  loop.go:147		0x9bbc03		4939fc			CMPQ R12, DI
  loop.go:147		0x9bbc06		7fdd			JG 0x9bbbe5
  loop.go:147		0x9bbc08		eba8			JMP 0x9bbbb2
