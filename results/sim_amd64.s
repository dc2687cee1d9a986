# sha256 6ea3e7c5f66dfbaafb498bebbcba582b73b00aa75d3f52882411f8f8a34f8cbd
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x5e6b60		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x5e6b65		31d2			XORL DX, DX
  loop.go:49		0x5e6b67		4531d2			XORL R10, R10
  loop.go:49		0x5e6b6a		4531db			XORL R11, R11
  loop.go:49		0x5e6b6d		4531e4			XORL R12, R12
  loop.go:49		0x5e6b70		eb11			JMP 0x5e6b83
  loop.go:55		0x5e6b72		4d89df			MOVQ R11, R15
  loop.go:55		0x5e6b75		4d29e7			SUBQ R12, R15
  loop.go:55		0x5e6b78		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x5e6b7c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x5e6b80		48ffc2			INCQ DX
  loop.go:49		0x5e6b83		4939d1			CMPQ R9, DX
  loop.go:49		0x5e6b86		7e16			JLE 0x5e6b9e
  loop.go:50		0x5e6b88		4d39dc			CMPQ R12, R11
  loop.go:51		0x5e6b8b		4d89e5			MOVQ R12, R13
  loop.go:51		0x5e6b8e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x5e6b92		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x5e6b96		4c39df			CMPQ DI, R11
  loop.go:50		0x5e6b99		7dd7			JGE 0x5e6b72
  loop.go:53		0x5e6b9b		90			NOPL
  loop.go:139		0x5e6b9c		eb0d			JMP 0x5e6bab
  loop.go:58		0x5e6b9e		4c89d0			MOVQ R10, AX
  loop.go:58		0x5e6ba1		4c89db			MOVQ R11, BX
  loop.go:58		0x5e6ba4		c3			RET
  loop.go:146		0x5e6ba5		4801cf			ADDQ CX, DI
  loop.go:145		0x5e6ba8		49ffc2			INCQ R10
  loop.go:139		0x5e6bab		4939fb			CMPQ R11, DI
  loop.go:139		0x5e6bae		7ec2			JLE 0x5e6b72
  loop.go:140		0x5e6bb0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x5e6bb4		4c39e7			CMPQ DI, R12
  loop.go:140		0x5e6bb7		7f0c			JG 0x5e6bc5
  loop.go:141		0x5e6bb9		4901c7			ADDQ AX, R15
  loop.go:141		0x5e6bbc		4d39fb			CMPQ R11, R15
  loop.go:141		0x5e6bbf		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x5e6bc3		ebe0			JMP 0x5e6ba5
  loop.go:143		0x5e6bc5		4901db			ADDQ BX, R11
  loop.go:143		0x5e6bc8		ebdb			JMP 0x5e6ba5

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x5e6be0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x5e6be5		31d2			XORL DX, DX
  loop.go:69		0x5e6be7		4531d2			XORL R10, R10
  loop.go:69		0x5e6bea		4531db			XORL R11, R11
  loop.go:69		0x5e6bed		4531e4			XORL R12, R12
  loop.go:69		0x5e6bf0		eb11			JMP 0x5e6c03
  loop.go:75		0x5e6bf2		4d89e7			MOVQ R12, R15
  loop.go:75		0x5e6bf5		4d29ef			SUBQ R13, R15
  loop.go:75		0x5e6bf8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x5e6bfc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x5e6c00		48ffc2			INCQ DX
  loop.go:69		0x5e6c03		4939d1			CMPQ R9, DX
  loop.go:69		0x5e6c06		7e16			JLE 0x5e6c1e
  loop.go:70		0x5e6c08		4d39e2			CMPQ R10, R12
  loop.go:71		0x5e6c0b		4d89d5			MOVQ R10, R13
  loop.go:71		0x5e6c0e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x5e6c12		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x5e6c16		4c39e7			CMPQ DI, R12
  loop.go:70		0x5e6c19		7dd7			JGE 0x5e6bf2
  loop.go:73		0x5e6c1b		90			NOPL
  loop.go:139		0x5e6c1c		eb0d			JMP 0x5e6c2b
  loop.go:78		0x5e6c1e		4c89d8			MOVQ R11, AX
  loop.go:78		0x5e6c21		4c89e3			MOVQ R12, BX
  loop.go:78		0x5e6c24		c3			RET
  loop.go:146		0x5e6c25		4801cf			ADDQ CX, DI
  loop.go:145		0x5e6c28		49ffc3			INCQ R11
  loop.go:139		0x5e6c2b		4939fc			CMPQ R12, DI
  loop.go:139		0x5e6c2e		7ec2			JLE 0x5e6bf2
  loop.go:140		0x5e6c30		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x5e6c34		4c39d7			CMPQ DI, R10
  loop.go:140		0x5e6c37		7f0c			JG 0x5e6c45
  loop.go:141		0x5e6c39		4901c7			ADDQ AX, R15
  loop.go:141		0x5e6c3c		4d39fc			CMPQ R12, R15
  loop.go:141		0x5e6c3f		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x5e6c43		ebe0			JMP 0x5e6c25
  loop.go:143		0x5e6c45		4901dc			ADDQ BX, R12
  loop.go:143		0x5e6c48		ebdb			JMP 0x5e6c25
