# sha256 6413b9e194087f931cb18d6fcdca3a7fef5a60ba504cdaacac607c242b5e3be0
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xaee660		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xaee665		31d2			XORL DX, DX
  loop.go:49		0xaee667		4531d2			XORL R10, R10
  loop.go:49		0xaee66a		4531db			XORL R11, R11
  loop.go:49		0xaee66d		4531e4			XORL R12, R12
  loop.go:49		0xaee670		eb11			JMP 0xaee683
  loop.go:55		0xaee672		4d89df			MOVQ R11, R15
  loop.go:55		0xaee675		4d29e7			SUBQ R12, R15
  loop.go:55		0xaee678		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xaee67c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xaee680		48ffc2			INCQ DX
  loop.go:49		0xaee683		4939d1			CMPQ R9, DX
  loop.go:49		0xaee686		7e16			JLE 0xaee69e
  loop.go:50		0xaee688		4d39dc			CMPQ R12, R11
  loop.go:51		0xaee68b		4d89e5			MOVQ R12, R13
  loop.go:51		0xaee68e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xaee692		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xaee696		4c39df			CMPQ DI, R11
  loop.go:50		0xaee699		7dd7			JGE 0xaee672
  loop.go:53		0xaee69b		90			NOPL
  loop.go:140		0xaee69c		eb07			JMP 0xaee6a5
  loop.go:58		0xaee69e		4c89d0			MOVQ R10, AX
  loop.go:58		0xaee6a1		4c89db			MOVQ R11, BX
  loop.go:58		0xaee6a4		c3			RET
  loop.go:141		0xaee6a5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xaee6a9		4c39e7			CMPQ DI, R12
  loop.go:141		0xaee6ac		7f0c			JG 0xaee6ba
  loop.go:142		0xaee6ae		4901c7			ADDQ AX, R15
  loop.go:142		0xaee6b1		4d39fb			CMPQ R11, R15
  loop.go:142		0xaee6b4		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xaee6b8		eb03			JMP 0xaee6bd
  loop.go:144		0xaee6ba		4901db			ADDQ BX, R11
  loop.go:147		0xaee6bd		4801cf			ADDQ CX, DI
  loop.go:146		0xaee6c0		49ffc2			INCQ R10
  loop.go:147		0xaee6c3		4939fb			CMPQ R11, DI
  loop.go:147		0xaee6c6		7fdd			JG 0xaee6a5
  loop.go:147		0xaee6c8		eba8			JMP 0xaee672

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xaee6e0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xaee6e5		31d2			XORL DX, DX
  loop.go:69		0xaee6e7		4531d2			XORL R10, R10
  loop.go:69		0xaee6ea		4531db			XORL R11, R11
  loop.go:69		0xaee6ed		4531e4			XORL R12, R12
  loop.go:69		0xaee6f0		eb11			JMP 0xaee703
  loop.go:75		0xaee6f2		4d89e7			MOVQ R12, R15
  loop.go:75		0xaee6f5		4d29ef			SUBQ R13, R15
  loop.go:75		0xaee6f8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xaee6fc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xaee700		48ffc2			INCQ DX
  loop.go:69		0xaee703		4939d1			CMPQ R9, DX
  loop.go:69		0xaee706		7e16			JLE 0xaee71e
  loop.go:70		0xaee708		4d39e2			CMPQ R10, R12
  loop.go:71		0xaee70b		4d89d5			MOVQ R10, R13
  loop.go:71		0xaee70e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xaee712		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xaee716		4c39e7			CMPQ DI, R12
  loop.go:70		0xaee719		7dd7			JGE 0xaee6f2
  loop.go:73		0xaee71b		90			NOPL
  loop.go:140		0xaee71c		eb07			JMP 0xaee725
  loop.go:78		0xaee71e		4c89d8			MOVQ R11, AX
  loop.go:78		0xaee721		4c89e3			MOVQ R12, BX
  loop.go:78		0xaee724		c3			RET
  loop.go:141		0xaee725		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xaee729		4c39d7			CMPQ DI, R10
  loop.go:141		0xaee72c		7f0c			JG 0xaee73a
  loop.go:142		0xaee72e		4901c7			ADDQ AX, R15
  loop.go:142		0xaee731		4d39fc			CMPQ R12, R15
  loop.go:142		0xaee734		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xaee738		eb03			JMP 0xaee73d
  loop.go:144		0xaee73a		4901dc			ADDQ BX, R12
  loop.go:147		0xaee73d		4801cf			ADDQ CX, DI
  loop.go:146		0xaee740		49ffc3			INCQ R11
  loop.go:147		0xaee743		4939fc			CMPQ R12, DI
  loop.go:147		0xaee746		7fdd			JG 0xaee725
  loop.go:147		0xaee748		eba8			JMP 0xaee6f2
