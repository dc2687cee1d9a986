# sha256 def1e1e01a86b471e65d4c271195d5a25de74ceaf5bbd1855957afcddb2eb4ce
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x5709e0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x5709e5		31d2			XORL DX, DX
  loop.go:49		0x5709e7		4531d2			XORL R10, R10
  loop.go:49		0x5709ea		4531db			XORL R11, R11
  loop.go:49		0x5709ed		4531e4			XORL R12, R12
  loop.go:49		0x5709f0		eb11			JMP 0x570a03
  loop.go:55		0x5709f2		4d89df			MOVQ R11, R15
  loop.go:55		0x5709f5		4d29e7			SUBQ R12, R15
  loop.go:55		0x5709f8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x5709fc		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x570a00		48ffc2			INCQ DX
  loop.go:49		0x570a03		4939d1			CMPQ R9, DX
  loop.go:49		0x570a06		7e16			JLE 0x570a1e
  loop.go:50		0x570a08		4d39dc			CMPQ R12, R11
  loop.go:51		0x570a0b		4d89e5			MOVQ R12, R13
  loop.go:51		0x570a0e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x570a12		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x570a16		4c39df			CMPQ DI, R11
  loop.go:50		0x570a19		7dd7			JGE 0x5709f2
  loop.go:53		0x570a1b		90			NOPL
  loop.go:139		0x570a1c		eb0d			JMP 0x570a2b
  loop.go:58		0x570a1e		4c89d0			MOVQ R10, AX
  loop.go:58		0x570a21		4c89db			MOVQ R11, BX
  loop.go:58		0x570a24		c3			RET
  loop.go:146		0x570a25		4801cf			ADDQ CX, DI
  loop.go:145		0x570a28		49ffc2			INCQ R10
  loop.go:139		0x570a2b		4939fb			CMPQ R11, DI
  loop.go:139		0x570a2e		7ec2			JLE 0x5709f2
  loop.go:140		0x570a30		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x570a34		4c39e7			CMPQ DI, R12
  loop.go:140		0x570a37		7f0c			JG 0x570a45
  loop.go:141		0x570a39		4901c7			ADDQ AX, R15
  loop.go:141		0x570a3c		4d39fb			CMPQ R11, R15
  loop.go:141		0x570a3f		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x570a43		ebe0			JMP 0x570a25
  loop.go:143		0x570a45		4901db			ADDQ BX, R11
  loop.go:143		0x570a48		ebdb			JMP 0x570a25

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x570a60		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x570a65		31d2			XORL DX, DX
  loop.go:69		0x570a67		4531d2			XORL R10, R10
  loop.go:69		0x570a6a		4531db			XORL R11, R11
  loop.go:69		0x570a6d		4531e4			XORL R12, R12
  loop.go:69		0x570a70		eb11			JMP 0x570a83
  loop.go:75		0x570a72		4d89e7			MOVQ R12, R15
  loop.go:75		0x570a75		4d29ef			SUBQ R13, R15
  loop.go:75		0x570a78		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x570a7c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x570a80		48ffc2			INCQ DX
  loop.go:69		0x570a83		4939d1			CMPQ R9, DX
  loop.go:69		0x570a86		7e16			JLE 0x570a9e
  loop.go:70		0x570a88		4d39e2			CMPQ R10, R12
  loop.go:71		0x570a8b		4d89d5			MOVQ R10, R13
  loop.go:71		0x570a8e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x570a92		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x570a96		4c39e7			CMPQ DI, R12
  loop.go:70		0x570a99		7dd7			JGE 0x570a72
  loop.go:73		0x570a9b		90			NOPL
  loop.go:139		0x570a9c		eb0d			JMP 0x570aab
  loop.go:78		0x570a9e		4c89d8			MOVQ R11, AX
  loop.go:78		0x570aa1		4c89e3			MOVQ R12, BX
  loop.go:78		0x570aa4		c3			RET
  loop.go:146		0x570aa5		4801cf			ADDQ CX, DI
  loop.go:145		0x570aa8		49ffc3			INCQ R11
  loop.go:139		0x570aab		4939fc			CMPQ R12, DI
  loop.go:139		0x570aae		7ec2			JLE 0x570a72
  loop.go:140		0x570ab0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x570ab4		4c39d7			CMPQ DI, R10
  loop.go:140		0x570ab7		7f0c			JG 0x570ac5
  loop.go:141		0x570ab9		4901c7			ADDQ AX, R15
  loop.go:141		0x570abc		4d39fc			CMPQ R12, R15
  loop.go:141		0x570abf		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x570ac3		ebe0			JMP 0x570aa5
  loop.go:143		0x570ac5		4901dc			ADDQ BX, R12
  loop.go:143		0x570ac8		ebdb			JMP 0x570aa5
