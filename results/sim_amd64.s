# sha256 bcf7855ef0f03bfd59bf9e1dd02b016cb4969b536ce1a1f4841fc02e34167a87
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x9c1d20		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x9c1d25		31d2			XORL DX, DX
  loop.go:49		0x9c1d27		4531d2			XORL R10, R10
  loop.go:49		0x9c1d2a		4531db			XORL R11, R11
  loop.go:49		0x9c1d2d		4531e4			XORL R12, R12
  loop.go:49		0x9c1d30		eb11			JMP 0x9c1d43
  loop.go:55		0x9c1d32		4d89df			MOVQ R11, R15
  loop.go:55		0x9c1d35		4d29e7			SUBQ R12, R15
  loop.go:55		0x9c1d38		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x9c1d3c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x9c1d40		48ffc2			INCQ DX
  loop.go:49		0x9c1d43		4939d1			CMPQ R9, DX
  loop.go:49		0x9c1d46		7e16			JLE 0x9c1d5e
  loop.go:50		0x9c1d48		4d39dc			CMPQ R12, R11
  loop.go:51		0x9c1d4b		4d89e5			MOVQ R12, R13
  loop.go:51		0x9c1d4e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x9c1d52		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x9c1d56		4c39df			CMPQ DI, R11
  loop.go:50		0x9c1d59		7dd7			JGE 0x9c1d32
  loop.go:53		0x9c1d5b		90			NOPL
  loop.go:140		0x9c1d5c		eb07			JMP 0x9c1d65
  loop.go:58		0x9c1d5e		4c89d0			MOVQ R10, AX
  loop.go:58		0x9c1d61		4c89db			MOVQ R11, BX
  loop.go:58		0x9c1d64		c3			RET
  loop.go:141		0x9c1d65		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9c1d69		4c39e7			CMPQ DI, R12
  loop.go:141		0x9c1d6c		7f0c			JG 0x9c1d7a
  loop.go:142		0x9c1d6e		4901c7			ADDQ AX, R15
  loop.go:142		0x9c1d71		4d39fb			CMPQ R11, R15
  loop.go:142		0x9c1d74		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0x9c1d78		eb03			JMP 0x9c1d7d
  loop.go:144		0x9c1d7a		4901db			ADDQ BX, R11
  loop.go:147		0x9c1d7d		4801cf			ADDQ CX, DI
  loop.go:146		0x9c1d80		49ffc2			INCQ R10
  loop.go:147		0x9c1d83		4939fb			CMPQ R11, DI
  loop.go:147		0x9c1d86		7fdd			JG 0x9c1d65
  loop.go:147		0x9c1d88		eba8			JMP 0x9c1d32

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x9c1da0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x9c1da5		31d2			XORL DX, DX
  loop.go:69		0x9c1da7		4531d2			XORL R10, R10
  loop.go:69		0x9c1daa		4531db			XORL R11, R11
  loop.go:69		0x9c1dad		4531e4			XORL R12, R12
  loop.go:69		0x9c1db0		eb11			JMP 0x9c1dc3
  loop.go:75		0x9c1db2		4d89e7			MOVQ R12, R15
  loop.go:75		0x9c1db5		4d29ef			SUBQ R13, R15
  loop.go:75		0x9c1db8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x9c1dbc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x9c1dc0		48ffc2			INCQ DX
  loop.go:69		0x9c1dc3		4939d1			CMPQ R9, DX
  loop.go:69		0x9c1dc6		7e16			JLE 0x9c1dde
  loop.go:70		0x9c1dc8		4d39e2			CMPQ R10, R12
  loop.go:71		0x9c1dcb		4d89d5			MOVQ R10, R13
  loop.go:71		0x9c1dce		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x9c1dd2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x9c1dd6		4c39e7			CMPQ DI, R12
  loop.go:70		0x9c1dd9		7dd7			JGE 0x9c1db2
  loop.go:73		0x9c1ddb		90			NOPL
  loop.go:140		0x9c1ddc		eb07			JMP 0x9c1de5
  loop.go:78		0x9c1dde		4c89d8			MOVQ R11, AX
  loop.go:78		0x9c1de1		4c89e3			MOVQ R12, BX
  loop.go:78		0x9c1de4		c3			RET
  loop.go:141		0x9c1de5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9c1de9		4c39d7			CMPQ DI, R10
  loop.go:141		0x9c1dec		7f0c			JG 0x9c1dfa
  loop.go:142		0x9c1dee		4901c7			ADDQ AX, R15
  loop.go:142		0x9c1df1		4d39fc			CMPQ R12, R15
  loop.go:142		0x9c1df4		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0x9c1df8		eb03			JMP 0x9c1dfd
  loop.go:144		0x9c1dfa		4901dc			ADDQ BX, R12
  loop.go:147		0x9c1dfd		4801cf			ADDQ CX, DI
  loop.go:146		0x9c1e00		49ffc3			INCQ R11
  loop.go:147		0x9c1e03		4939fc			CMPQ R12, DI
  loop.go:147		0x9c1e06		7fdd			JG 0x9c1de5
  loop.go:147		0x9c1e08		eba8			JMP 0x9c1db2
