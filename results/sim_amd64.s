# sha256 dead60652cc61df269274d4d7c1904ac9cb9fbff32522130204f3b45bb3f718b
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x58ade0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x58ade5		31d2			XORL DX, DX
  loop.go:49		0x58ade7		4531d2			XORL R10, R10
  loop.go:49		0x58adea		4531db			XORL R11, R11
  loop.go:49		0x58aded		4531e4			XORL R12, R12
  loop.go:49		0x58adf0		eb11			JMP 0x58ae03
  loop.go:55		0x58adf2		4d89df			MOVQ R11, R15
  loop.go:55		0x58adf5		4d29e7			SUBQ R12, R15
  loop.go:55		0x58adf8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x58adfc		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x58ae00		48ffc2			INCQ DX
  loop.go:49		0x58ae03		4939d1			CMPQ R9, DX
  loop.go:49		0x58ae06		7e16			JLE 0x58ae1e
  loop.go:50		0x58ae08		4d39dc			CMPQ R12, R11
  loop.go:51		0x58ae0b		4d89e5			MOVQ R12, R13
  loop.go:51		0x58ae0e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x58ae12		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x58ae16		4c39df			CMPQ DI, R11
  loop.go:50		0x58ae19		7dd7			JGE 0x58adf2
  loop.go:53		0x58ae1b		90			NOPL
  loop.go:139		0x58ae1c		eb0d			JMP 0x58ae2b
  loop.go:58		0x58ae1e		4c89d0			MOVQ R10, AX
  loop.go:58		0x58ae21		4c89db			MOVQ R11, BX
  loop.go:58		0x58ae24		c3			RET
  loop.go:146		0x58ae25		4801cf			ADDQ CX, DI
  loop.go:145		0x58ae28		49ffc2			INCQ R10
  loop.go:139		0x58ae2b		4939fb			CMPQ R11, DI
  loop.go:139		0x58ae2e		7ec2			JLE 0x58adf2
  loop.go:140		0x58ae30		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x58ae34		4c39e7			CMPQ DI, R12
  loop.go:140		0x58ae37		7f0c			JG 0x58ae45
  loop.go:141		0x58ae39		4901c7			ADDQ AX, R15
  loop.go:141		0x58ae3c		4d39fb			CMPQ R11, R15
  loop.go:141		0x58ae3f		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x58ae43		ebe0			JMP 0x58ae25
  loop.go:143		0x58ae45		4901db			ADDQ BX, R11
  loop.go:143		0x58ae48		ebdb			JMP 0x58ae25

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x58ae60		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x58ae65		31d2			XORL DX, DX
  loop.go:69		0x58ae67		4531d2			XORL R10, R10
  loop.go:69		0x58ae6a		4531db			XORL R11, R11
  loop.go:69		0x58ae6d		4531e4			XORL R12, R12
  loop.go:69		0x58ae70		eb11			JMP 0x58ae83
  loop.go:75		0x58ae72		4d89e7			MOVQ R12, R15
  loop.go:75		0x58ae75		4d29ef			SUBQ R13, R15
  loop.go:75		0x58ae78		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x58ae7c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x58ae80		48ffc2			INCQ DX
  loop.go:69		0x58ae83		4939d1			CMPQ R9, DX
  loop.go:69		0x58ae86		7e16			JLE 0x58ae9e
  loop.go:70		0x58ae88		4d39e2			CMPQ R10, R12
  loop.go:71		0x58ae8b		4d89d5			MOVQ R10, R13
  loop.go:71		0x58ae8e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x58ae92		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x58ae96		4c39e7			CMPQ DI, R12
  loop.go:70		0x58ae99		7dd7			JGE 0x58ae72
  loop.go:73		0x58ae9b		90			NOPL
  loop.go:139		0x58ae9c		eb0d			JMP 0x58aeab
  loop.go:78		0x58ae9e		4c89d8			MOVQ R11, AX
  loop.go:78		0x58aea1		4c89e3			MOVQ R12, BX
  loop.go:78		0x58aea4		c3			RET
  loop.go:146		0x58aea5		4801cf			ADDQ CX, DI
  loop.go:145		0x58aea8		49ffc3			INCQ R11
  loop.go:139		0x58aeab		4939fc			CMPQ R12, DI
  loop.go:139		0x58aeae		7ec2			JLE 0x58ae72
  loop.go:140		0x58aeb0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x58aeb4		4c39d7			CMPQ DI, R10
  loop.go:140		0x58aeb7		7f0c			JG 0x58aec5
  loop.go:141		0x58aeb9		4901c7			ADDQ AX, R15
  loop.go:141		0x58aebc		4d39fc			CMPQ R12, R15
  loop.go:141		0x58aebf		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x58aec3		ebe0			JMP 0x58aea5
  loop.go:143		0x58aec5		4901dc			ADDQ BX, R12
  loop.go:143		0x58aec8		ebdb			JMP 0x58aea5
