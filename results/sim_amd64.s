# sha256 e244a043a0d8dcb70f32f60611b29ff1dfe51fe57719036075ddc2eb6b90fc3f
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xa8a820		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xa8a825		31d2			XORL DX, DX
  loop.go:49		0xa8a827		4531d2			XORL R10, R10
  loop.go:49		0xa8a82a		4531db			XORL R11, R11
  loop.go:49		0xa8a82d		4531e4			XORL R12, R12
  loop.go:49		0xa8a830		eb11			JMP 0xa8a843
  loop.go:55		0xa8a832		4d89df			MOVQ R11, R15
  loop.go:55		0xa8a835		4d29e7			SUBQ R12, R15
  loop.go:55		0xa8a838		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xa8a83c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xa8a840		48ffc2			INCQ DX
  loop.go:49		0xa8a843		4939d1			CMPQ R9, DX
  loop.go:49		0xa8a846		7e16			JLE 0xa8a85e
  loop.go:50		0xa8a848		4d39dc			CMPQ R12, R11
  loop.go:51		0xa8a84b		4d89e5			MOVQ R12, R13
  loop.go:51		0xa8a84e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xa8a852		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xa8a856		4c39df			CMPQ DI, R11
  loop.go:50		0xa8a859		7dd7			JGE 0xa8a832
  loop.go:53		0xa8a85b		90			NOPL
  loop.go:140		0xa8a85c		eb07			JMP 0xa8a865
  loop.go:58		0xa8a85e		4c89d0			MOVQ R10, AX
  loop.go:58		0xa8a861		4c89db			MOVQ R11, BX
  loop.go:58		0xa8a864		c3			RET
  loop.go:141		0xa8a865		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xa8a869		4c39e7			CMPQ DI, R12
  loop.go:141		0xa8a86c		7f0c			JG 0xa8a87a
  loop.go:142		0xa8a86e		4901c7			ADDQ AX, R15
  loop.go:142		0xa8a871		4d39fb			CMPQ R11, R15
  loop.go:142		0xa8a874		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xa8a878		eb03			JMP 0xa8a87d
  loop.go:144		0xa8a87a		4901db			ADDQ BX, R11
  loop.go:147		0xa8a87d		4801cf			ADDQ CX, DI
  loop.go:146		0xa8a880		49ffc2			INCQ R10
  loop.go:147		0xa8a883		4939fb			CMPQ R11, DI
  loop.go:147		0xa8a886		7fdd			JG 0xa8a865
  loop.go:147		0xa8a888		eba8			JMP 0xa8a832

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xa8a8a0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xa8a8a5		31d2			XORL DX, DX
  loop.go:69		0xa8a8a7		4531d2			XORL R10, R10
  loop.go:69		0xa8a8aa		4531db			XORL R11, R11
  loop.go:69		0xa8a8ad		4531e4			XORL R12, R12
  loop.go:69		0xa8a8b0		eb11			JMP 0xa8a8c3
  loop.go:75		0xa8a8b2		4d89e7			MOVQ R12, R15
  loop.go:75		0xa8a8b5		4d29ef			SUBQ R13, R15
  loop.go:75		0xa8a8b8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xa8a8bc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xa8a8c0		48ffc2			INCQ DX
  loop.go:69		0xa8a8c3		4939d1			CMPQ R9, DX
  loop.go:69		0xa8a8c6		7e16			JLE 0xa8a8de
  loop.go:70		0xa8a8c8		4d39e2			CMPQ R10, R12
  loop.go:71		0xa8a8cb		4d89d5			MOVQ R10, R13
  loop.go:71		0xa8a8ce		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xa8a8d2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xa8a8d6		4c39e7			CMPQ DI, R12
  loop.go:70		0xa8a8d9		7dd7			JGE 0xa8a8b2
  loop.go:73		0xa8a8db		90			NOPL
  loop.go:140		0xa8a8dc		eb07			JMP 0xa8a8e5
  loop.go:78		0xa8a8de		4c89d8			MOVQ R11, AX
  loop.go:78		0xa8a8e1		4c89e3			MOVQ R12, BX
  loop.go:78		0xa8a8e4		c3			RET
  loop.go:141		0xa8a8e5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xa8a8e9		4c39d7			CMPQ DI, R10
  loop.go:141		0xa8a8ec		7f0c			JG 0xa8a8fa
  loop.go:142		0xa8a8ee		4901c7			ADDQ AX, R15
  loop.go:142		0xa8a8f1		4d39fc			CMPQ R12, R15
  loop.go:142		0xa8a8f4		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xa8a8f8		eb03			JMP 0xa8a8fd
  loop.go:144		0xa8a8fa		4901dc			ADDQ BX, R12
  loop.go:147		0xa8a8fd		4801cf			ADDQ CX, DI
  loop.go:146		0xa8a900		49ffc3			INCQ R11
  loop.go:147		0xa8a903		4939fc			CMPQ R12, DI
  loop.go:147		0xa8a906		7fdd			JG 0xa8a8e5
  loop.go:147		0xa8a908		eba8			JMP 0xa8a8b2
