# sha256 1a8fa82c9dead7f4a8331bef1b1f47068d77521d7277f7d06d2407acd0a25b28
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x589fa0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x589fa5		31d2			XORL DX, DX
  loop.go:49		0x589fa7		4531d2			XORL R10, R10
  loop.go:49		0x589faa		4531db			XORL R11, R11
  loop.go:49		0x589fad		4531e4			XORL R12, R12
  loop.go:49		0x589fb0		eb11			JMP 0x589fc3
  loop.go:55		0x589fb2		4d89df			MOVQ R11, R15
  loop.go:55		0x589fb5		4d29e7			SUBQ R12, R15
  loop.go:55		0x589fb8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x589fbc		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x589fc0		48ffc2			INCQ DX
  loop.go:49		0x589fc3		4939d1			CMPQ R9, DX
  loop.go:49		0x589fc6		7e16			JLE 0x589fde
  loop.go:50		0x589fc8		4d39dc			CMPQ R12, R11
  loop.go:51		0x589fcb		4d89e5			MOVQ R12, R13
  loop.go:51		0x589fce		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x589fd2		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x589fd6		4c39df			CMPQ DI, R11
  loop.go:50		0x589fd9		7dd7			JGE 0x589fb2
  loop.go:53		0x589fdb		90			NOPL
  loop.go:139		0x589fdc		eb0d			JMP 0x589feb
  loop.go:58		0x589fde		4c89d0			MOVQ R10, AX
  loop.go:58		0x589fe1		4c89db			MOVQ R11, BX
  loop.go:58		0x589fe4		c3			RET
  loop.go:146		0x589fe5		4801cf			ADDQ CX, DI
  loop.go:145		0x589fe8		49ffc2			INCQ R10
  loop.go:139		0x589feb		4939fb			CMPQ R11, DI
  loop.go:139		0x589fee		7ec2			JLE 0x589fb2
  loop.go:140		0x589ff0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x589ff4		4c39e7			CMPQ DI, R12
  loop.go:140		0x589ff7		7f0c			JG 0x58a005
  loop.go:141		0x589ff9		4901c7			ADDQ AX, R15
  loop.go:141		0x589ffc		4d39fb			CMPQ R11, R15
  loop.go:141		0x589fff		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x58a003		ebe0			JMP 0x589fe5
  loop.go:143		0x58a005		4901db			ADDQ BX, R11
  loop.go:143		0x58a008		ebdb			JMP 0x589fe5

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x58a020		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x58a025		31d2			XORL DX, DX
  loop.go:69		0x58a027		4531d2			XORL R10, R10
  loop.go:69		0x58a02a		4531db			XORL R11, R11
  loop.go:69		0x58a02d		4531e4			XORL R12, R12
  loop.go:69		0x58a030		eb11			JMP 0x58a043
  loop.go:75		0x58a032		4d89e7			MOVQ R12, R15
  loop.go:75		0x58a035		4d29ef			SUBQ R13, R15
  loop.go:75		0x58a038		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x58a03c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x58a040		48ffc2			INCQ DX
  loop.go:69		0x58a043		4939d1			CMPQ R9, DX
  loop.go:69		0x58a046		7e16			JLE 0x58a05e
  loop.go:70		0x58a048		4d39e2			CMPQ R10, R12
  loop.go:71		0x58a04b		4d89d5			MOVQ R10, R13
  loop.go:71		0x58a04e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x58a052		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x58a056		4c39e7			CMPQ DI, R12
  loop.go:70		0x58a059		7dd7			JGE 0x58a032
  loop.go:73		0x58a05b		90			NOPL
  loop.go:139		0x58a05c		eb0d			JMP 0x58a06b
  loop.go:78		0x58a05e		4c89d8			MOVQ R11, AX
  loop.go:78		0x58a061		4c89e3			MOVQ R12, BX
  loop.go:78		0x58a064		c3			RET
  loop.go:146		0x58a065		4801cf			ADDQ CX, DI
  loop.go:145		0x58a068		49ffc3			INCQ R11
  loop.go:139		0x58a06b		4939fc			CMPQ R12, DI
  loop.go:139		0x58a06e		7ec2			JLE 0x58a032
  loop.go:140		0x58a070		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x58a074		4c39d7			CMPQ DI, R10
  loop.go:140		0x58a077		7f0c			JG 0x58a085
  loop.go:141		0x58a079		4901c7			ADDQ AX, R15
  loop.go:141		0x58a07c		4d39fc			CMPQ R12, R15
  loop.go:141		0x58a07f		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x58a083		ebe0			JMP 0x58a065
  loop.go:143		0x58a085		4901dc			ADDQ BX, R12
  loop.go:143		0x58a088		ebdb			JMP 0x58a065
