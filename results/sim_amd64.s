# sha256 038a16d85bf9677b4f96fb3b40713517d1b02481764cf2635cca600534c2d84c
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xabbf20		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xabbf25		31d2			XORL DX, DX
  loop.go:49		0xabbf27		4531d2			XORL R10, R10
  loop.go:49		0xabbf2a		4531db			XORL R11, R11
  loop.go:49		0xabbf2d		4531e4			XORL R12, R12
  loop.go:49		0xabbf30		eb11			JMP 0xabbf43
  loop.go:55		0xabbf32		4d89df			MOVQ R11, R15
  loop.go:55		0xabbf35		4d29e7			SUBQ R12, R15
  loop.go:55		0xabbf38		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xabbf3c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xabbf40		48ffc2			INCQ DX
  loop.go:49		0xabbf43		4939d1			CMPQ R9, DX
  loop.go:49		0xabbf46		7e16			JLE 0xabbf5e
  loop.go:50		0xabbf48		4d39dc			CMPQ R12, R11
  loop.go:51		0xabbf4b		4d89e5			MOVQ R12, R13
  loop.go:51		0xabbf4e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xabbf52		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xabbf56		4c39df			CMPQ DI, R11
  loop.go:50		0xabbf59		7dd7			JGE 0xabbf32
  loop.go:53		0xabbf5b		90			NOPL
  loop.go:140		0xabbf5c		eb07			JMP 0xabbf65
  loop.go:58		0xabbf5e		4c89d0			MOVQ R10, AX
  loop.go:58		0xabbf61		4c89db			MOVQ R11, BX
  loop.go:58		0xabbf64		c3			RET
  loop.go:141		0xabbf65		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xabbf69		4c39e7			CMPQ DI, R12
  loop.go:141		0xabbf6c		7f0c			JG 0xabbf7a
  loop.go:142		0xabbf6e		4901c7			ADDQ AX, R15
  loop.go:142		0xabbf71		4d39fb			CMPQ R11, R15
  loop.go:142		0xabbf74		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xabbf78		eb03			JMP 0xabbf7d
  loop.go:144		0xabbf7a		4901db			ADDQ BX, R11
  loop.go:147		0xabbf7d		4801cf			ADDQ CX, DI
  loop.go:146		0xabbf80		49ffc2			INCQ R10
  loop.go:147		0xabbf83		4939fb			CMPQ R11, DI
  loop.go:147		0xabbf86		7fdd			JG 0xabbf65
  loop.go:147		0xabbf88		eba8			JMP 0xabbf32

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xabbfa0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xabbfa5		31d2			XORL DX, DX
  loop.go:69		0xabbfa7		4531d2			XORL R10, R10
  loop.go:69		0xabbfaa		4531db			XORL R11, R11
  loop.go:69		0xabbfad		4531e4			XORL R12, R12
  loop.go:69		0xabbfb0		eb11			JMP 0xabbfc3
  loop.go:75		0xabbfb2		4d89e7			MOVQ R12, R15
  loop.go:75		0xabbfb5		4d29ef			SUBQ R13, R15
  loop.go:75		0xabbfb8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xabbfbc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xabbfc0		48ffc2			INCQ DX
  loop.go:69		0xabbfc3		4939d1			CMPQ R9, DX
  loop.go:69		0xabbfc6		7e16			JLE 0xabbfde
  loop.go:70		0xabbfc8		4d39e2			CMPQ R10, R12
  loop.go:71		0xabbfcb		4d89d5			MOVQ R10, R13
  loop.go:71		0xabbfce		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xabbfd2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xabbfd6		4c39e7			CMPQ DI, R12
  loop.go:70		0xabbfd9		7dd7			JGE 0xabbfb2
  loop.go:73		0xabbfdb		90			NOPL
  loop.go:140		0xabbfdc		eb07			JMP 0xabbfe5
  loop.go:78		0xabbfde		4c89d8			MOVQ R11, AX
  loop.go:78		0xabbfe1		4c89e3			MOVQ R12, BX
  loop.go:78		0xabbfe4		c3			RET
  loop.go:141		0xabbfe5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xabbfe9		4c39d7			CMPQ DI, R10
  loop.go:141		0xabbfec		7f0c			JG 0xabbffa
  loop.go:142		0xabbfee		4901c7			ADDQ AX, R15
  loop.go:142		0xabbff1		4d39fc			CMPQ R12, R15
  loop.go:142		0xabbff4		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xabbff8		eb03			JMP 0xabbffd
  loop.go:144		0xabbffa		4901dc			ADDQ BX, R12
  loop.go:147		0xabbffd		4801cf			ADDQ CX, DI
  loop.go:146		0xabc000		49ffc3			INCQ R11
  loop.go:147		0xabc003		4939fc			CMPQ R12, DI
  loop.go:147		0xabc006		7fdd			JG 0xabbfe5
  loop.go:147		0xabc008		eba8			JMP 0xabbfb2
