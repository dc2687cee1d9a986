# sha256 23dd9e1ed6e9dd4d45ea0af62c13f1310a36615ce6eb378d229e20ef38ec86df
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xaeb980		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xaeb985		31d2			XORL DX, DX
  loop.go:49		0xaeb987		4531d2			XORL R10, R10
  loop.go:49		0xaeb98a		4531db			XORL R11, R11
  loop.go:49		0xaeb98d		4531e4			XORL R12, R12
  loop.go:49		0xaeb990		eb11			JMP 0xaeb9a3
  loop.go:55		0xaeb992		4d89df			MOVQ R11, R15
  loop.go:55		0xaeb995		4d29e7			SUBQ R12, R15
  loop.go:55		0xaeb998		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xaeb99c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xaeb9a0		48ffc2			INCQ DX
  loop.go:49		0xaeb9a3		4939d1			CMPQ R9, DX
  loop.go:49		0xaeb9a6		7e16			JLE 0xaeb9be
  loop.go:50		0xaeb9a8		4d39dc			CMPQ R12, R11
  loop.go:51		0xaeb9ab		4d89e5			MOVQ R12, R13
  loop.go:51		0xaeb9ae		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xaeb9b2		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xaeb9b6		4c39df			CMPQ DI, R11
  loop.go:50		0xaeb9b9		7dd7			JGE 0xaeb992
  loop.go:53		0xaeb9bb		90			NOPL
  loop.go:140		0xaeb9bc		eb07			JMP 0xaeb9c5
  loop.go:58		0xaeb9be		4c89d0			MOVQ R10, AX
  loop.go:58		0xaeb9c1		4c89db			MOVQ R11, BX
  loop.go:58		0xaeb9c4		c3			RET
  loop.go:141		0xaeb9c5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xaeb9c9		4c39e7			CMPQ DI, R12
  loop.go:141		0xaeb9cc		7f0c			JG 0xaeb9da
  loop.go:142		0xaeb9ce		4901c7			ADDQ AX, R15
  loop.go:142		0xaeb9d1		4d39fb			CMPQ R11, R15
  loop.go:142		0xaeb9d4		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xaeb9d8		eb03			JMP 0xaeb9dd
  loop.go:144		0xaeb9da		4901db			ADDQ BX, R11
  loop.go:147		0xaeb9dd		4801cf			ADDQ CX, DI
  loop.go:146		0xaeb9e0		49ffc2			INCQ R10
  loop.go:147		0xaeb9e3		4939fb			CMPQ R11, DI
  loop.go:147		0xaeb9e6		7fdd			JG 0xaeb9c5
  loop.go:147		0xaeb9e8		eba8			JMP 0xaeb992

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xaeba00		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xaeba05		31d2			XORL DX, DX
  loop.go:69		0xaeba07		4531d2			XORL R10, R10
  loop.go:69		0xaeba0a		4531db			XORL R11, R11
  loop.go:69		0xaeba0d		4531e4			XORL R12, R12
  loop.go:69		0xaeba10		eb11			JMP 0xaeba23
  loop.go:75		0xaeba12		4d89e7			MOVQ R12, R15
  loop.go:75		0xaeba15		4d29ef			SUBQ R13, R15
  loop.go:75		0xaeba18		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xaeba1c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xaeba20		48ffc2			INCQ DX
  loop.go:69		0xaeba23		4939d1			CMPQ R9, DX
  loop.go:69		0xaeba26		7e16			JLE 0xaeba3e
  loop.go:70		0xaeba28		4d39e2			CMPQ R10, R12
  loop.go:71		0xaeba2b		4d89d5			MOVQ R10, R13
  loop.go:71		0xaeba2e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xaeba32		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xaeba36		4c39e7			CMPQ DI, R12
  loop.go:70		0xaeba39		7dd7			JGE 0xaeba12
  loop.go:73		0xaeba3b		90			NOPL
  loop.go:140		0xaeba3c		eb07			JMP 0xaeba45
  loop.go:78		0xaeba3e		4c89d8			MOVQ R11, AX
  loop.go:78		0xaeba41		4c89e3			MOVQ R12, BX
  loop.go:78		0xaeba44		c3			RET
  loop.go:141		0xaeba45		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xaeba49		4c39d7			CMPQ DI, R10
  loop.go:141		0xaeba4c		7f0c			JG 0xaeba5a
  loop.go:142		0xaeba4e		4901c7			ADDQ AX, R15
  loop.go:142		0xaeba51		4d39fc			CMPQ R12, R15
  loop.go:142		0xaeba54		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xaeba58		eb03			JMP 0xaeba5d
  loop.go:144		0xaeba5a		4901dc			ADDQ BX, R12
  loop.go:147		0xaeba5d		4801cf			ADDQ CX, DI
  loop.go:146		0xaeba60		49ffc3			INCQ R11
  loop.go:147		0xaeba63		4939fc			CMPQ R12, DI
  loop.go:147		0xaeba66		7fdd			JG 0xaeba45
  loop.go:147		0xaeba68		eba8			JMP 0xaeba12
