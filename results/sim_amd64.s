# sha256 df6626ccfcfcc1e019feb7495737a0120d24f49c4c6e84d2a11bac4dc4811ef3
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x9bc740		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x9bc745		31d2			XORL DX, DX
  loop.go:49		0x9bc747		4531d2			XORL R10, R10
  loop.go:49		0x9bc74a		4531db			XORL R11, R11
  loop.go:49		0x9bc74d		4531e4			XORL R12, R12
  loop.go:49		0x9bc750		eb11			JMP 0x9bc763
  loop.go:55		0x9bc752		4d89df			MOVQ R11, R15
  loop.go:55		0x9bc755		4d29e7			SUBQ R12, R15
  loop.go:55		0x9bc758		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x9bc75c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x9bc760		48ffc2			INCQ DX
  loop.go:49		0x9bc763		4939d1			CMPQ R9, DX
  loop.go:49		0x9bc766		7e16			JLE 0x9bc77e
  loop.go:50		0x9bc768		4d39dc			CMPQ R12, R11
  loop.go:51		0x9bc76b		4d89e5			MOVQ R12, R13
  loop.go:51		0x9bc76e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x9bc772		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x9bc776		4c39df			CMPQ DI, R11
  loop.go:50		0x9bc779		7dd7			JGE 0x9bc752
  loop.go:53		0x9bc77b		90			NOPL
  loop.go:140		0x9bc77c		eb07			JMP 0x9bc785
  loop.go:58		0x9bc77e		4c89d0			MOVQ R10, AX
  loop.go:58		0x9bc781		4c89db			MOVQ R11, BX
  loop.go:58		0x9bc784		c3			RET
  loop.go:141		0x9bc785		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9bc789		4c39e7			CMPQ DI, R12
  loop.go:141		0x9bc78c		7f0c			JG 0x9bc79a
  loop.go:142		0x9bc78e		4901c7			ADDQ AX, R15
  loop.go:142		0x9bc791		4d39fb			CMPQ R11, R15
  loop.go:142		0x9bc794		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0x9bc798		eb03			JMP 0x9bc79d
  loop.go:144		0x9bc79a		4901db			ADDQ BX, R11
  loop.go:147		0x9bc79d		4801cf			ADDQ CX, DI
  loop.go:146		0x9bc7a0		49ffc2			INCQ R10
  loop.go:147		0x9bc7a3		4939fb			CMPQ R11, DI
  loop.go:147		0x9bc7a6		7fdd			JG 0x9bc785
  loop.go:147		0x9bc7a8		eba8			JMP 0x9bc752

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x9bc7c0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x9bc7c5		31d2			XORL DX, DX
  loop.go:69		0x9bc7c7		4531d2			XORL R10, R10
  loop.go:69		0x9bc7ca		4531db			XORL R11, R11
  loop.go:69		0x9bc7cd		4531e4			XORL R12, R12
  loop.go:69		0x9bc7d0		eb11			JMP 0x9bc7e3
  loop.go:75		0x9bc7d2		4d89e7			MOVQ R12, R15
  loop.go:75		0x9bc7d5		4d29ef			SUBQ R13, R15
  loop.go:75		0x9bc7d8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x9bc7dc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x9bc7e0		48ffc2			INCQ DX
  loop.go:69		0x9bc7e3		4939d1			CMPQ R9, DX
  loop.go:69		0x9bc7e6		7e16			JLE 0x9bc7fe
  loop.go:70		0x9bc7e8		4d39e2			CMPQ R10, R12
  loop.go:71		0x9bc7eb		4d89d5			MOVQ R10, R13
  loop.go:71		0x9bc7ee		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x9bc7f2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x9bc7f6		4c39e7			CMPQ DI, R12
  loop.go:70		0x9bc7f9		7dd7			JGE 0x9bc7d2
  loop.go:73		0x9bc7fb		90			NOPL
  loop.go:140		0x9bc7fc		eb07			JMP 0x9bc805
  loop.go:78		0x9bc7fe		4c89d8			MOVQ R11, AX
  loop.go:78		0x9bc801		4c89e3			MOVQ R12, BX
  loop.go:78		0x9bc804		c3			RET
  loop.go:141		0x9bc805		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9bc809		4c39d7			CMPQ DI, R10
  loop.go:141		0x9bc80c		7f0c			JG 0x9bc81a
  loop.go:142		0x9bc80e		4901c7			ADDQ AX, R15
  loop.go:142		0x9bc811		4d39fc			CMPQ R12, R15
  loop.go:142		0x9bc814		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0x9bc818		eb03			JMP 0x9bc81d
  loop.go:144		0x9bc81a		4901dc			ADDQ BX, R12
  loop.go:147		0x9bc81d		4801cf			ADDQ CX, DI
  loop.go:146		0x9bc820		49ffc3			INCQ R11
  loop.go:147		0x9bc823		4939fc			CMPQ R12, DI
  loop.go:147		0x9bc826		7fdd			JG 0x9bc805
  loop.go:147		0x9bc828		eba8			JMP 0x9bc7d2
