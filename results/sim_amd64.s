# sha256 e25ca3a67d5b71fd52587f0960ee2d8fea4b40f0cac502387383615f4a19f581
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xa873e0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xa873e5		31d2			XORL DX, DX
  loop.go:49		0xa873e7		4531d2			XORL R10, R10
  loop.go:49		0xa873ea		4531db			XORL R11, R11
  loop.go:49		0xa873ed		4531e4			XORL R12, R12
  loop.go:49		0xa873f0		eb11			JMP 0xa87403
  loop.go:55		0xa873f2		4d89df			MOVQ R11, R15
  loop.go:55		0xa873f5		4d29e7			SUBQ R12, R15
  loop.go:55		0xa873f8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xa873fc		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xa87400		48ffc2			INCQ DX
  loop.go:49		0xa87403		4939d1			CMPQ R9, DX
  loop.go:49		0xa87406		7e16			JLE 0xa8741e
  loop.go:50		0xa87408		4d39dc			CMPQ R12, R11
  loop.go:51		0xa8740b		4d89e5			MOVQ R12, R13
  loop.go:51		0xa8740e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xa87412		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xa87416		4c39df			CMPQ DI, R11
  loop.go:50		0xa87419		7dd7			JGE 0xa873f2
  loop.go:53		0xa8741b		90			NOPL
  loop.go:139		0xa8741c		eb0d			JMP 0xa8742b
  loop.go:58		0xa8741e		4c89d0			MOVQ R10, AX
  loop.go:58		0xa87421		4c89db			MOVQ R11, BX
  loop.go:58		0xa87424		c3			RET
  loop.go:146		0xa87425		4801cf			ADDQ CX, DI
  loop.go:145		0xa87428		49ffc2			INCQ R10
  loop.go:139		0xa8742b		4939fb			CMPQ R11, DI
  loop.go:139		0xa8742e		7ec2			JLE 0xa873f2
  loop.go:140		0xa87430		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0xa87434		4c39e7			CMPQ DI, R12
  loop.go:140		0xa87437		7f0c			JG 0xa87445
  loop.go:141		0xa87439		4901c7			ADDQ AX, R15
  loop.go:141		0xa8743c		4d39fb			CMPQ R11, R15
  loop.go:141		0xa8743f		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0xa87443		ebe0			JMP 0xa87425
  loop.go:143		0xa87445		4901db			ADDQ BX, R11
  loop.go:143		0xa87448		ebdb			JMP 0xa87425

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xa87460		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xa87465		31d2			XORL DX, DX
  loop.go:69		0xa87467		4531d2			XORL R10, R10
  loop.go:69		0xa8746a		4531db			XORL R11, R11
  loop.go:69		0xa8746d		4531e4			XORL R12, R12
  loop.go:69		0xa87470		eb11			JMP 0xa87483
  loop.go:75		0xa87472		4d89e7			MOVQ R12, R15
  loop.go:75		0xa87475		4d29ef			SUBQ R13, R15
  loop.go:75		0xa87478		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xa8747c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xa87480		48ffc2			INCQ DX
  loop.go:69		0xa87483		4939d1			CMPQ R9, DX
  loop.go:69		0xa87486		7e16			JLE 0xa8749e
  loop.go:70		0xa87488		4d39e2			CMPQ R10, R12
  loop.go:71		0xa8748b		4d89d5			MOVQ R10, R13
  loop.go:71		0xa8748e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xa87492		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xa87496		4c39e7			CMPQ DI, R12
  loop.go:70		0xa87499		7dd7			JGE 0xa87472
  loop.go:73		0xa8749b		90			NOPL
  loop.go:139		0xa8749c		eb0d			JMP 0xa874ab
  loop.go:78		0xa8749e		4c89d8			MOVQ R11, AX
  loop.go:78		0xa874a1		4c89e3			MOVQ R12, BX
  loop.go:78		0xa874a4		c3			RET
  loop.go:146		0xa874a5		4801cf			ADDQ CX, DI
  loop.go:145		0xa874a8		49ffc3			INCQ R11
  loop.go:139		0xa874ab		4939fc			CMPQ R12, DI
  loop.go:139		0xa874ae		7ec2			JLE 0xa87472
  loop.go:140		0xa874b0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0xa874b4		4c39d7			CMPQ DI, R10
  loop.go:140		0xa874b7		7f0c			JG 0xa874c5
  loop.go:141		0xa874b9		4901c7			ADDQ AX, R15
  loop.go:141		0xa874bc		4d39fc			CMPQ R12, R15
  loop.go:141		0xa874bf		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0xa874c3		ebe0			JMP 0xa874a5
  loop.go:143		0xa874c5		4901dc			ADDQ BX, R12
  loop.go:143		0xa874c8		ebdb			JMP 0xa874a5
