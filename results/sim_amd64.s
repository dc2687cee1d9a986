# sha256 62481de35080b9c5cb07780bbd91f802976df03b9ea7b41dbcf4b5bf5e289483
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xab4440		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xab4445		31d2			XORL DX, DX
  loop.go:49		0xab4447		4531d2			XORL R10, R10
  loop.go:49		0xab444a		4531db			XORL R11, R11
  loop.go:49		0xab444d		4531e4			XORL R12, R12
  loop.go:49		0xab4450		eb11			JMP 0xab4463
  loop.go:55		0xab4452		4d89df			MOVQ R11, R15
  loop.go:55		0xab4455		4d29e7			SUBQ R12, R15
  loop.go:55		0xab4458		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xab445c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xab4460		48ffc2			INCQ DX
  loop.go:49		0xab4463		4939d1			CMPQ R9, DX
  loop.go:49		0xab4466		7e16			JLE 0xab447e
  loop.go:50		0xab4468		4d39dc			CMPQ R12, R11
  loop.go:51		0xab446b		4d89e5			MOVQ R12, R13
  loop.go:51		0xab446e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xab4472		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xab4476		4c39df			CMPQ DI, R11
  loop.go:50		0xab4479		7dd7			JGE 0xab4452
  loop.go:53		0xab447b		90			NOPL
  loop.go:140		0xab447c		eb07			JMP 0xab4485
  loop.go:58		0xab447e		4c89d0			MOVQ R10, AX
  loop.go:58		0xab4481		4c89db			MOVQ R11, BX
  loop.go:58		0xab4484		c3			RET
  loop.go:141		0xab4485		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xab4489		4c39e7			CMPQ DI, R12
  loop.go:141		0xab448c		7f0c			JG 0xab449a
  loop.go:142		0xab448e		4901c7			ADDQ AX, R15
  loop.go:142		0xab4491		4d39fb			CMPQ R11, R15
  loop.go:142		0xab4494		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xab4498		eb03			JMP 0xab449d
  loop.go:144		0xab449a		4901db			ADDQ BX, R11
  loop.go:147		0xab449d		4801cf			ADDQ CX, DI
  loop.go:146		0xab44a0		49ffc2			INCQ R10
  loop.go:147		0xab44a3		4939fb			CMPQ R11, DI
  loop.go:147		0xab44a6		7fdd			JG 0xab4485
  loop.go:147		0xab44a8		eba8			JMP 0xab4452

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xab44c0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xab44c5		31d2			XORL DX, DX
  loop.go:69		0xab44c7		4531d2			XORL R10, R10
  loop.go:69		0xab44ca		4531db			XORL R11, R11
  loop.go:69		0xab44cd		4531e4			XORL R12, R12
  loop.go:69		0xab44d0		eb11			JMP 0xab44e3
  loop.go:75		0xab44d2		4d89e7			MOVQ R12, R15
  loop.go:75		0xab44d5		4d29ef			SUBQ R13, R15
  loop.go:75		0xab44d8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xab44dc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xab44e0		48ffc2			INCQ DX
  loop.go:69		0xab44e3		4939d1			CMPQ R9, DX
  loop.go:69		0xab44e6		7e16			JLE 0xab44fe
  loop.go:70		0xab44e8		4d39e2			CMPQ R10, R12
  loop.go:71		0xab44eb		4d89d5			MOVQ R10, R13
  loop.go:71		0xab44ee		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xab44f2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xab44f6		4c39e7			CMPQ DI, R12
  loop.go:70		0xab44f9		7dd7			JGE 0xab44d2
  loop.go:73		0xab44fb		90			NOPL
  loop.go:140		0xab44fc		eb07			JMP 0xab4505
  loop.go:78		0xab44fe		4c89d8			MOVQ R11, AX
  loop.go:78		0xab4501		4c89e3			MOVQ R12, BX
  loop.go:78		0xab4504		c3			RET
  loop.go:141		0xab4505		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xab4509		4c39d7			CMPQ DI, R10
  loop.go:141		0xab450c		7f0c			JG 0xab451a
  loop.go:142		0xab450e		4901c7			ADDQ AX, R15
  loop.go:142		0xab4511		4d39fc			CMPQ R12, R15
  loop.go:142		0xab4514		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xab4518		eb03			JMP 0xab451d
  loop.go:144		0xab451a		4901dc			ADDQ BX, R12
  loop.go:147		0xab451d		4801cf			ADDQ CX, DI
  loop.go:146		0xab4520		49ffc3			INCQ R11
  loop.go:147		0xab4523		4939fc			CMPQ R12, DI
  loop.go:147		0xab4526		7fdd			JG 0xab4505
  loop.go:147		0xab4528		eba8			JMP 0xab44d2
