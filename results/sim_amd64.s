# sha256 ced9c14f1040bd0b383386432e8738afb31d120822de36afe724bd781f553c29
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xa89840		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xa89845		31d2			XORL DX, DX
  loop.go:49		0xa89847		4531d2			XORL R10, R10
  loop.go:49		0xa8984a		4531db			XORL R11, R11
  loop.go:49		0xa8984d		4531e4			XORL R12, R12
  loop.go:49		0xa89850		eb11			JMP 0xa89863
  loop.go:55		0xa89852		4d89df			MOVQ R11, R15
  loop.go:55		0xa89855		4d29e7			SUBQ R12, R15
  loop.go:55		0xa89858		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xa8985c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xa89860		48ffc2			INCQ DX
  loop.go:49		0xa89863		4939d1			CMPQ R9, DX
  loop.go:49		0xa89866		7e16			JLE 0xa8987e
  loop.go:50		0xa89868		4d39dc			CMPQ R12, R11
  loop.go:51		0xa8986b		4d89e5			MOVQ R12, R13
  loop.go:51		0xa8986e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xa89872		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xa89876		4c39df			CMPQ DI, R11
  loop.go:50		0xa89879		7dd7			JGE 0xa89852
  loop.go:53		0xa8987b		90			NOPL
  loop.go:139		0xa8987c		eb0d			JMP 0xa8988b
  loop.go:58		0xa8987e		4c89d0			MOVQ R10, AX
  loop.go:58		0xa89881		4c89db			MOVQ R11, BX
  loop.go:58		0xa89884		c3			RET
  loop.go:146		0xa89885		4801cf			ADDQ CX, DI
  loop.go:145		0xa89888		49ffc2			INCQ R10
  loop.go:139		0xa8988b		4939fb			CMPQ R11, DI
  loop.go:139		0xa8988e		7ec2			JLE 0xa89852
  loop.go:140		0xa89890		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0xa89894		4c39e7			CMPQ DI, R12
  loop.go:140		0xa89897		7f0c			JG 0xa898a5
  loop.go:141		0xa89899		4901c7			ADDQ AX, R15
  loop.go:141		0xa8989c		4d39fb			CMPQ R11, R15
  loop.go:141		0xa8989f		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0xa898a3		ebe0			JMP 0xa89885
  loop.go:143		0xa898a5		4901db			ADDQ BX, R11
  loop.go:143		0xa898a8		ebdb			JMP 0xa89885

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xa898c0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xa898c5		31d2			XORL DX, DX
  loop.go:69		0xa898c7		4531d2			XORL R10, R10
  loop.go:69		0xa898ca		4531db			XORL R11, R11
  loop.go:69		0xa898cd		4531e4			XORL R12, R12
  loop.go:69		0xa898d0		eb11			JMP 0xa898e3
  loop.go:75		0xa898d2		4d89e7			MOVQ R12, R15
  loop.go:75		0xa898d5		4d29ef			SUBQ R13, R15
  loop.go:75		0xa898d8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xa898dc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xa898e0		48ffc2			INCQ DX
  loop.go:69		0xa898e3		4939d1			CMPQ R9, DX
  loop.go:69		0xa898e6		7e16			JLE 0xa898fe
  loop.go:70		0xa898e8		4d39e2			CMPQ R10, R12
  loop.go:71		0xa898eb		4d89d5			MOVQ R10, R13
  loop.go:71		0xa898ee		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xa898f2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xa898f6		4c39e7			CMPQ DI, R12
  loop.go:70		0xa898f9		7dd7			JGE 0xa898d2
  loop.go:73		0xa898fb		90			NOPL
  loop.go:139		0xa898fc		eb0d			JMP 0xa8990b
  loop.go:78		0xa898fe		4c89d8			MOVQ R11, AX
  loop.go:78		0xa89901		4c89e3			MOVQ R12, BX
  loop.go:78		0xa89904		c3			RET
  loop.go:146		0xa89905		4801cf			ADDQ CX, DI
  loop.go:145		0xa89908		49ffc3			INCQ R11
  loop.go:139		0xa8990b		4939fc			CMPQ R12, DI
  loop.go:139		0xa8990e		7ec2			JLE 0xa898d2
  loop.go:140		0xa89910		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0xa89914		4c39d7			CMPQ DI, R10
  loop.go:140		0xa89917		7f0c			JG 0xa89925
  loop.go:141		0xa89919		4901c7			ADDQ AX, R15
  loop.go:141		0xa8991c		4d39fc			CMPQ R12, R15
  loop.go:141		0xa8991f		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0xa89923		ebe0			JMP 0xa89905
  loop.go:143		0xa89925		4901dc			ADDQ BX, R12
  loop.go:143		0xa89928		ebdb			JMP 0xa89905
