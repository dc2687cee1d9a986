# sha256 2f7748e3bb3fdc063a0d0094b5addca0a2cfe3e62ffc852c83529fd263ef2d08
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x5ccfa0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x5ccfa5		31d2			XORL DX, DX
  loop.go:49		0x5ccfa7		4531d2			XORL R10, R10
  loop.go:49		0x5ccfaa		4531db			XORL R11, R11
  loop.go:49		0x5ccfad		4531e4			XORL R12, R12
  loop.go:49		0x5ccfb0		eb11			JMP 0x5ccfc3
  loop.go:55		0x5ccfb2		4d89df			MOVQ R11, R15
  loop.go:55		0x5ccfb5		4d29e7			SUBQ R12, R15
  loop.go:55		0x5ccfb8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x5ccfbc		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x5ccfc0		48ffc2			INCQ DX
  loop.go:49		0x5ccfc3		4939d1			CMPQ R9, DX
  loop.go:49		0x5ccfc6		7e16			JLE 0x5ccfde
  loop.go:50		0x5ccfc8		4d39dc			CMPQ R12, R11
  loop.go:51		0x5ccfcb		4d89e5			MOVQ R12, R13
  loop.go:51		0x5ccfce		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x5ccfd2		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x5ccfd6		4c39df			CMPQ DI, R11
  loop.go:50		0x5ccfd9		7dd7			JGE 0x5ccfb2
  loop.go:53		0x5ccfdb		90			NOPL
  loop.go:139		0x5ccfdc		eb0d			JMP 0x5ccfeb
  loop.go:58		0x5ccfde		4c89d0			MOVQ R10, AX
  loop.go:58		0x5ccfe1		4c89db			MOVQ R11, BX
  loop.go:58		0x5ccfe4		c3			RET
  loop.go:146		0x5ccfe5		4801cf			ADDQ CX, DI
  loop.go:145		0x5ccfe8		49ffc2			INCQ R10
  loop.go:139		0x5ccfeb		4939fb			CMPQ R11, DI
  loop.go:139		0x5ccfee		7ec2			JLE 0x5ccfb2
  loop.go:140		0x5ccff0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x5ccff4		4c39e7			CMPQ DI, R12
  loop.go:140		0x5ccff7		7f0c			JG 0x5cd005
  loop.go:141		0x5ccff9		4901c7			ADDQ AX, R15
  loop.go:141		0x5ccffc		4d39fb			CMPQ R11, R15
  loop.go:141		0x5ccfff		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0x5cd003		ebe0			JMP 0x5ccfe5
  loop.go:143		0x5cd005		4901db			ADDQ BX, R11
  loop.go:143		0x5cd008		ebdb			JMP 0x5ccfe5

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x5cd020		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x5cd025		31d2			XORL DX, DX
  loop.go:69		0x5cd027		4531d2			XORL R10, R10
  loop.go:69		0x5cd02a		4531db			XORL R11, R11
  loop.go:69		0x5cd02d		4531e4			XORL R12, R12
  loop.go:69		0x5cd030		eb11			JMP 0x5cd043
  loop.go:75		0x5cd032		4d89e7			MOVQ R12, R15
  loop.go:75		0x5cd035		4d29ef			SUBQ R13, R15
  loop.go:75		0x5cd038		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x5cd03c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x5cd040		48ffc2			INCQ DX
  loop.go:69		0x5cd043		4939d1			CMPQ R9, DX
  loop.go:69		0x5cd046		7e16			JLE 0x5cd05e
  loop.go:70		0x5cd048		4d39e2			CMPQ R10, R12
  loop.go:71		0x5cd04b		4d89d5			MOVQ R10, R13
  loop.go:71		0x5cd04e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x5cd052		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x5cd056		4c39e7			CMPQ DI, R12
  loop.go:70		0x5cd059		7dd7			JGE 0x5cd032
  loop.go:73		0x5cd05b		90			NOPL
  loop.go:139		0x5cd05c		eb0d			JMP 0x5cd06b
  loop.go:78		0x5cd05e		4c89d8			MOVQ R11, AX
  loop.go:78		0x5cd061		4c89e3			MOVQ R12, BX
  loop.go:78		0x5cd064		c3			RET
  loop.go:146		0x5cd065		4801cf			ADDQ CX, DI
  loop.go:145		0x5cd068		49ffc3			INCQ R11
  loop.go:139		0x5cd06b		4939fc			CMPQ R12, DI
  loop.go:139		0x5cd06e		7ec2			JLE 0x5cd032
  loop.go:140		0x5cd070		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0x5cd074		4c39d7			CMPQ DI, R10
  loop.go:140		0x5cd077		7f0c			JG 0x5cd085
  loop.go:141		0x5cd079		4901c7			ADDQ AX, R15
  loop.go:141		0x5cd07c		4d39fc			CMPQ R12, R15
  loop.go:141		0x5cd07f		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0x5cd083		ebe0			JMP 0x5cd065
  loop.go:143		0x5cd085		4901dc			ADDQ BX, R12
  loop.go:143		0x5cd088		ebdb			JMP 0x5cd065
