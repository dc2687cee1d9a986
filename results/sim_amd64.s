# sha256 fc64b600a8c2723bccaf5b4677e0f9ee685c07a39d190e86dafe592d1365577a
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x9bca80		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x9bca85		31d2			XORL DX, DX
  loop.go:49		0x9bca87		4531d2			XORL R10, R10
  loop.go:49		0x9bca8a		4531db			XORL R11, R11
  loop.go:49		0x9bca8d		4531e4			XORL R12, R12
  loop.go:49		0x9bca90		eb11			JMP 0x9bcaa3
  loop.go:55		0x9bca92		4d89df			MOVQ R11, R15
  loop.go:55		0x9bca95		4d29e7			SUBQ R12, R15
  loop.go:55		0x9bca98		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x9bca9c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x9bcaa0		48ffc2			INCQ DX
  loop.go:49		0x9bcaa3		4939d1			CMPQ R9, DX
  loop.go:49		0x9bcaa6		7e16			JLE 0x9bcabe
  loop.go:50		0x9bcaa8		4d39dc			CMPQ R12, R11
  loop.go:51		0x9bcaab		4d89e5			MOVQ R12, R13
  loop.go:51		0x9bcaae		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x9bcab2		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x9bcab6		4c39df			CMPQ DI, R11
  loop.go:50		0x9bcab9		7dd7			JGE 0x9bca92
  loop.go:53		0x9bcabb		90			NOPL
  loop.go:140		0x9bcabc		eb07			JMP 0x9bcac5
  loop.go:58		0x9bcabe		4c89d0			MOVQ R10, AX
  loop.go:58		0x9bcac1		4c89db			MOVQ R11, BX
  loop.go:58		0x9bcac4		c3			RET
  loop.go:141		0x9bcac5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9bcac9		4c39e7			CMPQ DI, R12
  loop.go:141		0x9bcacc		7f0c			JG 0x9bcada
  loop.go:142		0x9bcace		4901c7			ADDQ AX, R15
  loop.go:142		0x9bcad1		4d39fb			CMPQ R11, R15
  loop.go:142		0x9bcad4		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0x9bcad8		eb03			JMP 0x9bcadd
  loop.go:144		0x9bcada		4901db			ADDQ BX, R11
  loop.go:147		0x9bcadd		4801cf			ADDQ CX, DI
  loop.go:146		0x9bcae0		49ffc2			INCQ R10
  loop.go:147		0x9bcae3		4939fb			CMPQ R11, DI
  loop.go:147		0x9bcae6		7fdd			JG 0x9bcac5
  loop.go:147		0x9bcae8		eba8			JMP 0x9bca92

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x9bcb00		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x9bcb05		31d2			XORL DX, DX
  loop.go:69		0x9bcb07		4531d2			XORL R10, R10
  loop.go:69		0x9bcb0a		4531db			XORL R11, R11
  loop.go:69		0x9bcb0d		4531e4			XORL R12, R12
  loop.go:69		0x9bcb10		eb11			JMP 0x9bcb23
  loop.go:75		0x9bcb12		4d89e7			MOVQ R12, R15
  loop.go:75		0x9bcb15		4d29ef			SUBQ R13, R15
  loop.go:75		0x9bcb18		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x9bcb1c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x9bcb20		48ffc2			INCQ DX
  loop.go:69		0x9bcb23		4939d1			CMPQ R9, DX
  loop.go:69		0x9bcb26		7e16			JLE 0x9bcb3e
  loop.go:70		0x9bcb28		4d39e2			CMPQ R10, R12
  loop.go:71		0x9bcb2b		4d89d5			MOVQ R10, R13
  loop.go:71		0x9bcb2e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x9bcb32		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x9bcb36		4c39e7			CMPQ DI, R12
  loop.go:70		0x9bcb39		7dd7			JGE 0x9bcb12
  loop.go:73		0x9bcb3b		90			NOPL
  loop.go:140		0x9bcb3c		eb07			JMP 0x9bcb45
  loop.go:78		0x9bcb3e		4c89d8			MOVQ R11, AX
  loop.go:78		0x9bcb41		4c89e3			MOVQ R12, BX
  loop.go:78		0x9bcb44		c3			RET
  loop.go:141		0x9bcb45		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9bcb49		4c39d7			CMPQ DI, R10
  loop.go:141		0x9bcb4c		7f0c			JG 0x9bcb5a
  loop.go:142		0x9bcb4e		4901c7			ADDQ AX, R15
  loop.go:142		0x9bcb51		4d39fc			CMPQ R12, R15
  loop.go:142		0x9bcb54		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0x9bcb58		eb03			JMP 0x9bcb5d
  loop.go:144		0x9bcb5a		4901dc			ADDQ BX, R12
  loop.go:147		0x9bcb5d		4801cf			ADDQ CX, DI
  loop.go:146		0x9bcb60		49ffc3			INCQ R11
  loop.go:147		0x9bcb63		4939fc			CMPQ R12, DI
  loop.go:147		0x9bcb66		7fdd			JG 0x9bcb45
  loop.go:147		0x9bcb68		eba8			JMP 0x9bcb12
