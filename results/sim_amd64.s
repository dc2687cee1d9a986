# sha256 cb3dd44bfb0f64fb1dab3bf0f5701f4768f59d0a5c6f688d5e571a33c2d6c35a
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x589d20		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x589d25		31d2			XORL DX, DX
  loop.go:49		0x589d27		4531d2			XORL R10, R10
  loop.go:49		0x589d2a		4531db			XORL R11, R11
  loop.go:49		0x589d2d		4531e4			XORL R12, R12
  loop.go:49		0x589d30		eb11			JMP 0x589d43
  loop.go:55		0x589d32		4d89df			MOVQ R11, R15
  loop.go:55		0x589d35		4d29e7			SUBQ R12, R15
  loop.go:55		0x589d38		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x589d3c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x589d40		48ffc2			INCQ DX
  loop.go:49		0x589d43		4939d1			CMPQ R9, DX
  loop.go:49		0x589d46		7e16			JLE 0x589d5e
  loop.go:50		0x589d48		4d39dc			CMPQ R12, R11
  loop.go:51		0x589d4b		4d89e5			MOVQ R12, R13
  loop.go:51		0x589d4e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x589d52		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x589d56		4c39df			CMPQ DI, R11
  loop.go:50		0x589d59		7dd7			JGE 0x589d32
  loop.go:53		0x589d5b		90			NOPL
  loop.go:139		0x589d5c		eb0d			JMP 0x589d6b
  loop.go:58		0x589d5e		4c89d0			MOVQ R10, AX
  loop.go:58		0x589d61		4c89db			MOVQ R11, BX
  loop.go:58		0x589d64		c3			RET
  loop.go:146		0x589d65		4801cf			ADDQ CX, DI
  loop.go:145		0x589d68		49ffc2			INCQ R10
  loop.go:139		0x589d6b		4939fb			CMPQ R11, DI
  loop.go:139		0x589d6e		7ec2			JLE 0x589d32
  loop.go:140		0x589d70		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x589d74		4c39e7			CMPQ DI, R12
  loop.go:140		0x589d77		7f0c			JG 0x589d85
  loop.go:141		0x589d79		4901c7			ADDQ AX, R15
  loop.go:141		0x589d7c		4d39fb			CMPQ R11, R15
  loop.go:141		0x589d7f		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x589d83		ebe0			JMP 0x589d65
  loop.go:143		0x589d85		4901db			ADDQ BX, R11
  loop.go:143		0x589d88		ebdb			JMP 0x589d65

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x589da0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x589da5		31d2			XORL DX, DX
  loop.go:69		0x589da7		4531d2			XORL R10, R10
  loop.go:69		0x589daa		4531db			XORL R11, R11
  loop.go:69		0x589dad		4531e4			XORL R12, R12
  loop.go:69		0x589db0		eb11			JMP 0x589dc3
  loop.go:75		0x589db2		4d89e7			MOVQ R12, R15
  loop.go:75		0x589db5		4d29ef			SUBQ R13, R15
  loop.go:75		0x589db8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x589dbc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x589dc0		48ffc2			INCQ DX
  loop.go:69		0x589dc3		4939d1			CMPQ R9, DX
  loop.go:69		0x589dc6		7e16			JLE 0x589dde
  loop.go:70		0x589dc8		4d39e2			CMPQ R10, R12
  loop.go:71		0x589dcb		4d89d5			MOVQ R10, R13
  loop.go:71		0x589dce		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x589dd2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x589dd6		4c39e7			CMPQ DI, R12
  loop.go:70		0x589dd9		7dd7			JGE 0x589db2
  loop.go:73		0x589ddb		90			NOPL
  loop.go:139		0x589ddc		eb0d			JMP 0x589deb
  loop.go:78		0x589dde		4c89d8			MOVQ R11, AX
  loop.go:78		0x589de1		4c89e3			MOVQ R12, BX
  loop.go:78		0x589de4		c3			RET
  loop.go:146		0x589de5		4801cf			ADDQ CX, DI
  loop.go:145		0x589de8		49ffc3			INCQ R11
  loop.go:139		0x589deb		4939fc			CMPQ R12, DI
  loop.go:139		0x589dee		7ec2			JLE 0x589db2
  loop.go:140		0x589df0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x589df4		4c39d7			CMPQ DI, R10
  loop.go:140		0x589df7		7f0c			JG 0x589e05
  loop.go:141		0x589df9		4901c7			ADDQ AX, R15
  loop.go:141		0x589dfc		4d39fc			CMPQ R12, R15
  loop.go:141		0x589dff		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x589e03		ebe0			JMP 0x589de5
  loop.go:143		0x589e05		4901dc			ADDQ BX, R12
  loop.go:143		0x589e08		ebdb			JMP 0x589de5
