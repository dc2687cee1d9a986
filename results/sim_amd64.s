# sha256 fd3eebf891e9f78d90c3ed5eefec1b05aaae859338b31ea21fb594ebceb9b878
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xa89ae0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xa89ae5		31d2			XORL DX, DX
  loop.go:49		0xa89ae7		4531d2			XORL R10, R10
  loop.go:49		0xa89aea		4531db			XORL R11, R11
  loop.go:49		0xa89aed		4531e4			XORL R12, R12
  loop.go:49		0xa89af0		eb11			JMP 0xa89b03
  loop.go:55		0xa89af2		4d89df			MOVQ R11, R15
  loop.go:55		0xa89af5		4d29e7			SUBQ R12, R15
  loop.go:55		0xa89af8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xa89afc		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xa89b00		48ffc2			INCQ DX
  loop.go:49		0xa89b03		4939d1			CMPQ R9, DX
  loop.go:49		0xa89b06		7e16			JLE 0xa89b1e
  loop.go:50		0xa89b08		4d39dc			CMPQ R12, R11
  loop.go:51		0xa89b0b		4d89e5			MOVQ R12, R13
  loop.go:51		0xa89b0e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xa89b12		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xa89b16		4c39df			CMPQ DI, R11
  loop.go:50		0xa89b19		7dd7			JGE 0xa89af2
  loop.go:53		0xa89b1b		90			NOPL
  loop.go:139		0xa89b1c		eb0d			JMP 0xa89b2b
  loop.go:58		0xa89b1e		4c89d0			MOVQ R10, AX
  loop.go:58		0xa89b21		4c89db			MOVQ R11, BX
  loop.go:58		0xa89b24		c3			RET
  loop.go:146		0xa89b25		4801cf			ADDQ CX, DI
  loop.go:145		0xa89b28		49ffc2			INCQ R10
  loop.go:139		0xa89b2b		4939fb			CMPQ R11, DI
  loop.go:139		0xa89b2e		7ec2			JLE 0xa89af2
  loop.go:140		0xa89b30		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0xa89b34		4c39e7			CMPQ DI, R12
  loop.go:140		0xa89b37		7f0c			JG 0xa89b45
  loop.go:141		0xa89b39		4901c7			ADDQ AX, R15
  loop.go:141		0xa89b3c		4d39fb			CMPQ R11, R15
  loop.go:141		0xa89b3f		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0xa89b43		ebe0			JMP 0xa89b25
  loop.go:143		0xa89b45		4901db			ADDQ BX, R11
  loop.go:143		0xa89b48		ebdb			JMP 0xa89b25

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xa89b60		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xa89b65		31d2			XORL DX, DX
  loop.go:69		0xa89b67		4531d2			XORL R10, R10
  loop.go:69		0xa89b6a		4531db			XORL R11, R11
  loop.go:69		0xa89b6d		4531e4			XORL R12, R12
  loop.go:69		0xa89b70		eb11			JMP 0xa89b83
  loop.go:75		0xa89b72		4d89e7			MOVQ R12, R15
  loop.go:75		0xa89b75		4d29ef			SUBQ R13, R15
  loop.go:75		0xa89b78		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xa89b7c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xa89b80		48ffc2			INCQ DX
  loop.go:69		0xa89b83		4939d1			CMPQ R9, DX
  loop.go:69		0xa89b86		7e16			JLE 0xa89b9e
  loop.go:70		0xa89b88		4d39e2			CMPQ R10, R12
  loop.go:71		0xa89b8b		4d89d5			MOVQ R10, R13
  loop.go:71		0xa89b8e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xa89b92		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xa89b96		4c39e7			CMPQ DI, R12
  loop.go:70		0xa89b99		7dd7			JGE 0xa89b72
  loop.go:73		0xa89b9b		90			NOPL
  loop.go:139		0xa89b9c		eb0d			JMP 0xa89bab
  loop.go:78		0xa89b9e		4c89d8			MOVQ R11, AX
  loop.go:78		0xa89ba1		4c89e3			MOVQ R12, BX
  loop.go:78		0xa89ba4		c3			RET
  loop.go:146		0xa89ba5		4801cf			ADDQ CX, DI
  loop.go:145		0xa89ba8		49ffc3			INCQ R11
  loop.go:139		0xa89bab		4939fc			CMPQ R12, DI
  loop.go:139		0xa89bae		7ec2			JLE 0xa89b72
  loop.go:140		0xa89bb0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0xa89bb4		4c39d7			CMPQ DI, R10
  loop.go:140		0xa89bb7		7f0c			JG 0xa89bc5
  loop.go:141		0xa89bb9		4901c7			ADDQ AX, R15
  loop.go:141		0xa89bbc		4d39fc			CMPQ R12, R15
  loop.go:141		0xa89bbf		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0xa89bc3		ebe0			JMP 0xa89ba5
  loop.go:143		0xa89bc5		4901dc			ADDQ BX, R12
  loop.go:143		0xa89bc8		ebdb			JMP 0xa89ba5
