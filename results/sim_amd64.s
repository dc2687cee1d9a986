# sha256 8367f35d7141d70173878fdadecd86b11f8e8d3d3beac00ad4bfdb7b40448fe2
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x5899c0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x5899c5		31d2			XORL DX, DX
  loop.go:49		0x5899c7		4531d2			XORL R10, R10
  loop.go:49		0x5899ca		4531db			XORL R11, R11
  loop.go:49		0x5899cd		4531e4			XORL R12, R12
  loop.go:49		0x5899d0		eb11			JMP 0x5899e3
  loop.go:55		0x5899d2		4d89df			MOVQ R11, R15
  loop.go:55		0x5899d5		4d29e7			SUBQ R12, R15
  loop.go:55		0x5899d8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x5899dc		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x5899e0		48ffc2			INCQ DX
  loop.go:49		0x5899e3		4939d1			CMPQ R9, DX
  loop.go:49		0x5899e6		7e16			JLE 0x5899fe
  loop.go:50		0x5899e8		4d39dc			CMPQ R12, R11
  loop.go:51		0x5899eb		4d89e5			MOVQ R12, R13
  loop.go:51		0x5899ee		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x5899f2		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x5899f6		4c39df			CMPQ DI, R11
  loop.go:50		0x5899f9		7dd7			JGE 0x5899d2
  loop.go:53		0x5899fb		90			NOPL
  loop.go:139		0x5899fc		eb0d			JMP 0x589a0b
  loop.go:58		0x5899fe		4c89d0			MOVQ R10, AX
  loop.go:58		0x589a01		4c89db			MOVQ R11, BX
  loop.go:58		0x589a04		c3			RET
  loop.go:146		0x589a05		4801cf			ADDQ CX, DI
  loop.go:145		0x589a08		49ffc2			INCQ R10
  loop.go:139		0x589a0b		4939fb			CMPQ R11, DI
  loop.go:139		0x589a0e		7ec2			JLE 0x5899d2
  loop.go:140		0x589a10		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x589a14		4c39e7			CMPQ DI, R12
  loop.go:140		0x589a17		7f0c			JG 0x589a25
  loop.go:141		0x589a19		4901c7			ADDQ AX, R15
  loop.go:141		0x589a1c		4d39fb			CMPQ R11, R15
  loop.go:141		0x589a1f		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x589a23		ebe0			JMP 0x589a05
  loop.go:143		0x589a25		4901db			ADDQ BX, R11
  loop.go:143		0x589a28		ebdb			JMP 0x589a05

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x589a40		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x589a45		31d2			XORL DX, DX
  loop.go:69		0x589a47		4531d2			XORL R10, R10
  loop.go:69		0x589a4a		4531db			XORL R11, R11
  loop.go:69		0x589a4d		4531e4			XORL R12, R12
  loop.go:69		0x589a50		eb11			JMP 0x589a63
  loop.go:75		0x589a52		4d89e7			MOVQ R12, R15
  loop.go:75		0x589a55		4d29ef			SUBQ R13, R15
  loop.go:75		0x589a58		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x589a5c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x589a60		48ffc2			INCQ DX
  loop.go:69		0x589a63		4939d1			CMPQ R9, DX
  loop.go:69		0x589a66		7e16			JLE 0x589a7e
  loop.go:70		0x589a68		4d39e2			CMPQ R10, R12
  loop.go:71		0x589a6b		4d89d5			MOVQ R10, R13
  loop.go:71		0x589a6e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x589a72		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x589a76		4c39e7			CMPQ DI, R12
  loop.go:70		0x589a79		7dd7			JGE 0x589a52
  loop.go:73		0x589a7b		90			NOPL
  loop.go:139		0x589a7c		eb0d			JMP 0x589a8b
  loop.go:78		0x589a7e		4c89d8			MOVQ R11, AX
  loop.go:78		0x589a81		4c89e3			MOVQ R12, BX
  loop.go:78		0x589a84		c3			RET
  loop.go:146		0x589a85		4801cf			ADDQ CX, DI
  loop.go:145		0x589a88		49ffc3			INCQ R11
  loop.go:139		0x589a8b		4939fc			CMPQ R12, DI
  loop.go:139		0x589a8e		7ec2			JLE 0x589a52
  loop.go:140		0x589a90		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x589a94		4c39d7			CMPQ DI, R10
  loop.go:140		0x589a97		7f0c			JG 0x589aa5
  loop.go:141		0x589a99		4901c7			ADDQ AX, R15
  loop.go:141		0x589a9c		4d39fc			CMPQ R12, R15
  loop.go:141		0x589a9f		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x589aa3		ebe0			JMP 0x589a85
  loop.go:143		0x589aa5		4901dc			ADDQ BX, R12
  loop.go:143		0x589aa8		ebdb			JMP 0x589a85
