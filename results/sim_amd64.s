# sha256 07c413207973baeda3afac8f888a32bdf7a1018ab61107ad016062b7ad54253c
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xacc840		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xacc845		31d2			XORL DX, DX
  loop.go:49		0xacc847		4531d2			XORL R10, R10
  loop.go:49		0xacc84a		4531db			XORL R11, R11
  loop.go:49		0xacc84d		4531e4			XORL R12, R12
  loop.go:49		0xacc850		eb11			JMP 0xacc863
  loop.go:55		0xacc852		4d89df			MOVQ R11, R15
  loop.go:55		0xacc855		4d29e7			SUBQ R12, R15
  loop.go:55		0xacc858		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xacc85c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xacc860		48ffc2			INCQ DX
  loop.go:49		0xacc863		4939d1			CMPQ R9, DX
  loop.go:49		0xacc866		7e16			JLE 0xacc87e
  loop.go:50		0xacc868		4d39dc			CMPQ R12, R11
  loop.go:51		0xacc86b		4d89e5			MOVQ R12, R13
  loop.go:51		0xacc86e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xacc872		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xacc876		4c39df			CMPQ DI, R11
  loop.go:50		0xacc879		7dd7			JGE 0xacc852
  loop.go:53		0xacc87b		90			NOPL
  loop.go:140		0xacc87c		eb07			JMP 0xacc885
  loop.go:58		0xacc87e		4c89d0			MOVQ R10, AX
  loop.go:58		0xacc881		4c89db			MOVQ R11, BX
  loop.go:58		0xacc884		c3			RET
  loop.go:141		0xacc885		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xacc889		4c39e7			CMPQ DI, R12
  loop.go:141		0xacc88c		7f0c			JG 0xacc89a
  loop.go:142		0xacc88e		4901c7			ADDQ AX, R15
  loop.go:142		0xacc891		4d39fb			CMPQ R11, R15
  loop.go:142		0xacc894		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xacc898		eb03			JMP 0xacc89d
  loop.go:144		0xacc89a		4901db			ADDQ BX, R11
  loop.go:147		0xacc89d		4801cf			ADDQ CX, DI
  loop.go:146		0xacc8a0		49ffc2			INCQ R10
  loop.go:147		0xacc8a3		4939fb			CMPQ R11, DI
  loop.go:147		0xacc8a6		7fdd			JG 0xacc885
  loop.go:147		0xacc8a8		eba8			JMP 0xacc852

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xacc8c0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xacc8c5		31d2			XORL DX, DX
  loop.go:69		0xacc8c7		4531d2			XORL R10, R10
  loop.go:69		0xacc8ca		4531db			XORL R11, R11
  loop.go:69		0xacc8cd		4531e4			XORL R12, R12
  loop.go:69		0xacc8d0		eb11			JMP 0xacc8e3
  loop.go:75		0xacc8d2		4d89e7			MOVQ R12, R15
  loop.go:75		0xacc8d5		4d29ef			SUBQ R13, R15
  loop.go:75		0xacc8d8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xacc8dc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xacc8e0		48ffc2			INCQ DX
  loop.go:69		0xacc8e3		4939d1			CMPQ R9, DX
  loop.go:69		0xacc8e6		7e16			JLE 0xacc8fe
  loop.go:70		0xacc8e8		4d39e2			CMPQ R10, R12
  loop.go:71		0xacc8eb		4d89d5			MOVQ R10, R13
  loop.go:71		0xacc8ee		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xacc8f2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xacc8f6		4c39e7			CMPQ DI, R12
  loop.go:70		0xacc8f9		7dd7			JGE 0xacc8d2
  loop.go:73		0xacc8fb		90			NOPL
  loop.go:140		0xacc8fc		eb07			JMP 0xacc905
  loop.go:78		0xacc8fe		4c89d8			MOVQ R11, AX
  loop.go:78		0xacc901		4c89e3			MOVQ R12, BX
  loop.go:78		0xacc904		c3			RET
  loop.go:141		0xacc905		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xacc909		4c39d7			CMPQ DI, R10
  loop.go:141		0xacc90c		7f0c			JG 0xacc91a
  loop.go:142		0xacc90e		4901c7			ADDQ AX, R15
  loop.go:142		0xacc911		4d39fc			CMPQ R12, R15
  loop.go:142		0xacc914		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xacc918		eb03			JMP 0xacc91d
  loop.go:144		0xacc91a		4901dc			ADDQ BX, R12
  loop.go:147		0xacc91d		4801cf			ADDQ CX, DI
  loop.go:146		0xacc920		49ffc3			INCQ R11
  loop.go:147		0xacc923		4939fc			CMPQ R12, DI
  loop.go:147		0xacc926		7fdd			JG 0xacc905
  loop.go:147		0xacc928		eba8			JMP 0xacc8d2
