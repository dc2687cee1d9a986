# sha256 1ae1be1d078f1cd989c53ea8f8d1f34d370630867fdedac38cc63c77ac7ef533
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xab4460		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xab4465		31d2			XORL DX, DX
  loop.go:49		0xab4467		4531d2			XORL R10, R10
  loop.go:49		0xab446a		4531db			XORL R11, R11
  loop.go:49		0xab446d		4531e4			XORL R12, R12
  loop.go:49		0xab4470		eb11			JMP 0xab4483
  loop.go:55		0xab4472		4d89df			MOVQ R11, R15
  loop.go:55		0xab4475		4d29e7			SUBQ R12, R15
  loop.go:55		0xab4478		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xab447c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xab4480		48ffc2			INCQ DX
  loop.go:49		0xab4483		4939d1			CMPQ R9, DX
  loop.go:49		0xab4486		7e16			JLE 0xab449e
  loop.go:50		0xab4488		4d39dc			CMPQ R12, R11
  loop.go:51		0xab448b		4d89e5			MOVQ R12, R13
  loop.go:51		0xab448e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xab4492		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xab4496		4c39df			CMPQ DI, R11
  loop.go:50		0xab4499		7dd7			JGE 0xab4472
  loop.go:53		0xab449b		90			NOPL
  loop.go:140		0xab449c		eb07			JMP 0xab44a5
  loop.go:58		0xab449e		4c89d0			MOVQ R10, AX
  loop.go:58		0xab44a1		4c89db			MOVQ R11, BX
  loop.go:58		0xab44a4		c3			RET
  loop.go:141		0xab44a5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xab44a9		4c39e7			CMPQ DI, R12
  loop.go:141		0xab44ac		7f0c			JG 0xab44ba
  loop.go:142		0xab44ae		4901c7			ADDQ AX, R15
  loop.go:142		0xab44b1		4d39fb			CMPQ R11, R15
  loop.go:142		0xab44b4		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xab44b8		eb03			JMP 0xab44bd
  loop.go:144		0xab44ba		4901db			ADDQ BX, R11
  loop.go:147		0xab44bd		4801cf			ADDQ CX, DI
  loop.go:146		0xab44c0		49ffc2			INCQ R10
  loop.go:147		0xab44c3		4939fb			CMPQ R11, DI
  loop.go:147		0xab44c6		7fdd			JG 0xab44a5
  loop.go:147		0xab44c8		eba8			JMP 0xab4472

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xab44e0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xab44e5		31d2			XORL DX, DX
  loop.go:69		0xab44e7		4531d2			XORL R10, R10
  loop.go:69		0xab44ea		4531db			XORL R11, R11
  loop.go:69		0xab44ed		4531e4			XORL R12, R12
  loop.go:69		0xab44f0		eb11			JMP 0xab4503
  loop.go:75		0xab44f2		4d89e7			MOVQ R12, R15
  loop.go:75		0xab44f5		4d29ef			SUBQ R13, R15
  loop.go:75		0xab44f8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xab44fc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xab4500		48ffc2			INCQ DX
  loop.go:69		0xab4503		4939d1			CMPQ R9, DX
  loop.go:69		0xab4506		7e16			JLE 0xab451e
  loop.go:70		0xab4508		4d39e2			CMPQ R10, R12
  loop.go:71		0xab450b		4d89d5			MOVQ R10, R13
  loop.go:71		0xab450e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xab4512		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xab4516		4c39e7			CMPQ DI, R12
  loop.go:70		0xab4519		7dd7			JGE 0xab44f2
  loop.go:73		0xab451b		90			NOPL
  loop.go:140		0xab451c		eb07			JMP 0xab4525
  loop.go:78		0xab451e		4c89d8			MOVQ R11, AX
  loop.go:78		0xab4521		4c89e3			MOVQ R12, BX
  loop.go:78		0xab4524		c3			RET
  loop.go:141		0xab4525		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xab4529		4c39d7			CMPQ DI, R10
  loop.go:141		0xab452c		7f0c			JG 0xab453a
  loop.go:142		0xab452e		4901c7			ADDQ AX, R15
  loop.go:142		0xab4531		4d39fc			CMPQ R12, R15
  loop.go:142		0xab4534		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xab4538		eb03			JMP 0xab453d
  loop.go:144		0xab453a		4901dc			ADDQ BX, R12
  loop.go:147		0xab453d		4801cf			ADDQ CX, DI
  loop.go:146		0xab4540		49ffc3			INCQ R11
  loop.go:147		0xab4543		4939fc			CMPQ R12, DI
  loop.go:147		0xab4546		7fdd			JG 0xab4525
  loop.go:147		0xab4548		eba8			JMP 0xab44f2
