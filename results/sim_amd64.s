# sha256 d7cbd7d325af36a4ed9d94b8669fe53ed7127fefd57b7d67cbea4a58f1bf5050
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x58ab60		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x58ab65		31d2			XORL DX, DX
  loop.go:49		0x58ab67		4531d2			XORL R10, R10
  loop.go:49		0x58ab6a		4531db			XORL R11, R11
  loop.go:49		0x58ab6d		4531e4			XORL R12, R12
  loop.go:49		0x58ab70		eb11			JMP 0x58ab83
  loop.go:55		0x58ab72		4d89df			MOVQ R11, R15
  loop.go:55		0x58ab75		4d29e7			SUBQ R12, R15
  loop.go:55		0x58ab78		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x58ab7c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x58ab80		48ffc2			INCQ DX
  loop.go:49		0x58ab83		4939d1			CMPQ R9, DX
  loop.go:49		0x58ab86		7e16			JLE 0x58ab9e
  loop.go:50		0x58ab88		4d39dc			CMPQ R12, R11
  loop.go:51		0x58ab8b		4d89e5			MOVQ R12, R13
  loop.go:51		0x58ab8e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x58ab92		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x58ab96		4c39df			CMPQ DI, R11
  loop.go:50		0x58ab99		7dd7			JGE 0x58ab72
  loop.go:53		0x58ab9b		90			NOPL
  loop.go:139		0x58ab9c		eb0d			JMP 0x58abab
  loop.go:58		0x58ab9e		4c89d0			MOVQ R10, AX
  loop.go:58		0x58aba1		4c89db			MOVQ R11, BX
  loop.go:58		0x58aba4		c3			RET
  loop.go:146		0x58aba5		4801cf			ADDQ CX, DI
  loop.go:145		0x58aba8		49ffc2			INCQ R10
  loop.go:139		0x58abab		4939fb			CMPQ R11, DI
  loop.go:139		0x58abae		7ec2			JLE 0x58ab72
  loop.go:140		0x58abb0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x58abb4		4c39e7			CMPQ DI, R12
  loop.go:140		0x58abb7		7f0c			JG 0x58abc5
  loop.go:141		0x58abb9		4901c7			ADDQ AX, R15
  loop.go:141		0x58abbc		4d39fb			CMPQ R11, R15
  loop.go:141		0x58abbf		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x58abc3		ebe0			JMP 0x58aba5
  loop.go:143		0x58abc5		4901db			ADDQ BX, R11
  loop.go:143		0x58abc8		ebdb			JMP 0x58aba5

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x58abe0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x58abe5		31d2			XORL DX, DX
  loop.go:69		0x58abe7		4531d2			XORL R10, R10
  loop.go:69		0x58abea		4531db			XORL R11, R11
  loop.go:69		0x58abed		4531e4			XORL R12, R12
  loop.go:69		0x58abf0		eb11			JMP 0x58ac03
  loop.go:75		0x58abf2		4d89e7			MOVQ R12, R15
  loop.go:75		0x58abf5		4d29ef			SUBQ R13, R15
  loop.go:75		0x58abf8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x58abfc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x58ac00		48ffc2			INCQ DX
  loop.go:69		0x58ac03		4939d1			CMPQ R9, DX
  loop.go:69		0x58ac06		7e16			JLE 0x58ac1e
  loop.go:70		0x58ac08		4d39e2			CMPQ R10, R12
  loop.go:71		0x58ac0b		4d89d5			MOVQ R10, R13
  loop.go:71		0x58ac0e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x58ac12		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x58ac16		4c39e7			CMPQ DI, R12
  loop.go:70		0x58ac19		7dd7			JGE 0x58abf2
  loop.go:73		0x58ac1b		90			NOPL
  loop.go:139		0x58ac1c		eb0d			JMP 0x58ac2b
  loop.go:78		0x58ac1e		4c89d8			MOVQ R11, AX
  loop.go:78		0x58ac21		4c89e3			MOVQ R12, BX
  loop.go:78		0x58ac24		c3			RET
  loop.go:146		0x58ac25		4801cf			ADDQ CX, DI
  loop.go:145		0x58ac28		49ffc3			INCQ R11
  loop.go:139		0x58ac2b		4939fc			CMPQ R12, DI
  loop.go:139		0x58ac2e		7ec2			JLE 0x58abf2
  loop.go:140		0x58ac30		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x58ac34		4c39d7			CMPQ DI, R10
  loop.go:140		0x58ac37		7f0c			JG 0x58ac45
  loop.go:141		0x58ac39		4901c7			ADDQ AX, R15
  loop.go:141		0x58ac3c		4d39fc			CMPQ R12, R15
  loop.go:141		0x58ac3f		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x58ac43		ebe0			JMP 0x58ac25
  loop.go:143		0x58ac45		4901dc			ADDQ BX, R12
  loop.go:143		0x58ac48		ebdb			JMP 0x58ac25
