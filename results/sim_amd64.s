# sha256 d7ed6c6bbdb8fc96c983e5c285103a17f69c6ae9a0c87440a5c9a2da756f5c9b
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x5b2ea0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x5b2ea5		31d2			XORL DX, DX
  loop.go:49		0x5b2ea7		4531d2			XORL R10, R10
  loop.go:49		0x5b2eaa		4531db			XORL R11, R11
  loop.go:49		0x5b2ead		4531e4			XORL R12, R12
  loop.go:49		0x5b2eb0		eb11			JMP 0x5b2ec3
  loop.go:55		0x5b2eb2		4d89df			MOVQ R11, R15
  loop.go:55		0x5b2eb5		4d29e7			SUBQ R12, R15
  loop.go:55		0x5b2eb8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x5b2ebc		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x5b2ec0		48ffc2			INCQ DX
  loop.go:49		0x5b2ec3		4939d1			CMPQ R9, DX
  loop.go:49		0x5b2ec6		7e16			JLE 0x5b2ede
  loop.go:50		0x5b2ec8		4d39dc			CMPQ R12, R11
  loop.go:51		0x5b2ecb		4d89e5			MOVQ R12, R13
  loop.go:51		0x5b2ece		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x5b2ed2		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x5b2ed6		4c39df			CMPQ DI, R11
  loop.go:50		0x5b2ed9		7dd7			JGE 0x5b2eb2
  loop.go:53		0x5b2edb		90			NOPL
  loop.go:139		0x5b2edc		eb0d			JMP 0x5b2eeb
  loop.go:58		0x5b2ede		4c89d0			MOVQ R10, AX
  loop.go:58		0x5b2ee1		4c89db			MOVQ R11, BX
  loop.go:58		0x5b2ee4		c3			RET
  loop.go:146		0x5b2ee5		4801cf			ADDQ CX, DI
  loop.go:145		0x5b2ee8		49ffc2			INCQ R10
  loop.go:139		0x5b2eeb		4939fb			CMPQ R11, DI
  loop.go:139		0x5b2eee		7ec2			JLE 0x5b2eb2
  loop.go:140		0x5b2ef0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x5b2ef4		4c39e7			CMPQ DI, R12
  loop.go:140		0x5b2ef7		7f0c			JG 0x5b2f05
  loop.go:141		0x5b2ef9		4901c7			ADDQ AX, R15
  loop.go:141		0x5b2efc		4d39fb			CMPQ R11, R15
  loop.go:141		0x5b2eff		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x5b2f03		ebe0			JMP 0x5b2ee5
  loop.go:143		0x5b2f05		4901db			ADDQ BX, R11
  loop.go:143		0x5b2f08		ebdb			JMP 0x5b2ee5

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x5b2f20		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x5b2f25		31d2			XORL DX, DX
  loop.go:69		0x5b2f27		4531d2			XORL R10, R10
  loop.go:69		0x5b2f2a		4531db			XORL R11, R11
  loop.go:69		0x5b2f2d		4531e4			XORL R12, R12
  loop.go:69		0x5b2f30		eb11			JMP 0x5b2f43
  loop.go:75		0x5b2f32		4d89e7			MOVQ R12, R15
  loop.go:75		0x5b2f35		4d29ef			SUBQ R13, R15
  loop.go:75		0x5b2f38		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x5b2f3c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x5b2f40		48ffc2			INCQ DX
  loop.go:69		0x5b2f43		4939d1			CMPQ R9, DX
  loop.go:69		0x5b2f46		7e16			JLE 0x5b2f5e
  loop.go:70		0x5b2f48		4d39e2			CMPQ R10, R12
  loop.go:71		0x5b2f4b		4d89d5			MOVQ R10, R13
  loop.go:71		0x5b2f4e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x5b2f52		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x5b2f56		4c39e7			CMPQ DI, R12
  loop.go:70		0x5b2f59		7dd7			JGE 0x5b2f32
  loop.go:73		0x5b2f5b		90			NOPL
  loop.go:139		0x5b2f5c		eb0d			JMP 0x5b2f6b
  loop.go:78		0x5b2f5e		4c89d8			MOVQ R11, AX
  loop.go:78		0x5b2f61		4c89e3			MOVQ R12, BX
  loop.go:78		0x5b2f64		c3			RET
  loop.go:146		0x5b2f65		4801cf			ADDQ CX, DI
  loop.go:145		0x5b2f68		49ffc3			INCQ R11
  loop.go:139		0x5b2f6b		4939fc			CMPQ R12, DI
  loop.go:139		0x5b2f6e		7ec2			JLE 0x5b2f32
  loop.go:140		0x5b2f70		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x5b2f74		4c39d7			CMPQ DI, R10
  loop.go:140		0x5b2f77		7f0c			JG 0x5b2f85
  loop.go:141		0x5b2f79		4901c7			ADDQ AX, R15
  loop.go:141		0x5b2f7c		4d39fc			CMPQ R12, R15
  loop.go:141		0x5b2f7f		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x5b2f83		ebe0			JMP 0x5b2f65
  loop.go:143		0x5b2f85		4901dc			ADDQ BX, R12
  loop.go:143		0x5b2f88		ebdb			JMP 0x5b2f65
