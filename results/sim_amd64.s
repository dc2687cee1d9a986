# sha256 60e7f74ae02b6c24499dba6c9d3a13df3caa703959e73a108db421fc32188241
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xab0800		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xab0805		31d2			XORL DX, DX
  loop.go:49		0xab0807		4531d2			XORL R10, R10
  loop.go:49		0xab080a		4531db			XORL R11, R11
  loop.go:49		0xab080d		4531e4			XORL R12, R12
  loop.go:49		0xab0810		eb11			JMP 0xab0823
  loop.go:55		0xab0812		4d89df			MOVQ R11, R15
  loop.go:55		0xab0815		4d29e7			SUBQ R12, R15
  loop.go:55		0xab0818		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xab081c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xab0820		48ffc2			INCQ DX
  loop.go:49		0xab0823		4939d1			CMPQ R9, DX
  loop.go:49		0xab0826		7e16			JLE 0xab083e
  loop.go:50		0xab0828		4d39dc			CMPQ R12, R11
  loop.go:51		0xab082b		4d89e5			MOVQ R12, R13
  loop.go:51		0xab082e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xab0832		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xab0836		4c39df			CMPQ DI, R11
  loop.go:50		0xab0839		7dd7			JGE 0xab0812
  loop.go:53		0xab083b		90			NOPL
  loop.go:140		0xab083c		eb07			JMP 0xab0845
  loop.go:58		0xab083e		4c89d0			MOVQ R10, AX
  loop.go:58		0xab0841		4c89db			MOVQ R11, BX
  loop.go:58		0xab0844		c3			RET
  loop.go:141		0xab0845		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xab0849		4c39e7			CMPQ DI, R12
  loop.go:141		0xab084c		7f0c			JG 0xab085a
  loop.go:142		0xab084e		4901c7			ADDQ AX, R15
  loop.go:142		0xab0851		4d39fb			CMPQ R11, R15
  loop.go:142		0xab0854		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xab0858		eb03			JMP 0xab085d
  loop.go:144		0xab085a		4901db			ADDQ BX, R11
  loop.go:147		0xab085d		4801cf			ADDQ CX, DI
  loop.go:146		0xab0860		49ffc2			INCQ R10
  loop.go:147		0xab0863		4939fb			CMPQ R11, DI
  loop.go:147		0xab0866		7fdd			JG 0xab0845
  loop.go:147		0xab0868		eba8			JMP 0xab0812

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xab0880		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xab0885		31d2			XORL DX, DX
  loop.go:69		0xab0887		4531d2			XORL R10, R10
  loop.go:69		0xab088a		4531db			XORL R11, R11
  loop.go:69		0xab088d		4531e4			XORL R12, R12
  loop.go:69		0xab0890		eb11			JMP 0xab08a3
  loop.go:75		0xab0892		4d89e7			MOVQ R12, R15
  loop.go:75		0xab0895		4d29ef			SUBQ R13, R15
  loop.go:75		0xab0898		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xab089c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xab08a0		48ffc2			INCQ DX
  loop.go:69		0xab08a3		4939d1			CMPQ R9, DX
  loop.go:69		0xab08a6		7e16			JLE 0xab08be
  loop.go:70		0xab08a8		4d39e2			CMPQ R10, R12
  loop.go:71		0xab08ab		4d89d5			MOVQ R10, R13
  loop.go:71		0xab08ae		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xab08b2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xab08b6		4c39e7			CMPQ DI, R12
  loop.go:70		0xab08b9		7dd7			JGE 0xab0892
  loop.go:73		0xab08bb		90			NOPL
  loop.go:140		0xab08bc		eb07			JMP 0xab08c5
  loop.go:78		0xab08be		4c89d8			MOVQ R11, AX
  loop.go:78		0xab08c1		4c89e3			MOVQ R12, BX
  loop.go:78		0xab08c4		c3			RET
  loop.go:141		0xab08c5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xab08c9		4c39d7			CMPQ DI, R10
  loop.go:141		0xab08cc		7f0c			JG 0xab08da
  loop.go:142		0xab08ce		4901c7			ADDQ AX, R15
  loop.go:142		0xab08d1		4d39fc			CMPQ R12, R15
  loop.go:142		0xab08d4		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xab08d8		eb03			JMP 0xab08dd
  loop.go:144		0xab08da		4901dc			ADDQ BX, R12
  loop.go:147		0xab08dd		4801cf			ADDQ CX, DI
  loop.go:146		0xab08e0		49ffc3			INCQ R11
  loop.go:147		0xab08e3		4939fc			CMPQ R12, DI
  loop.go:147		0xab08e6		7fdd			JG 0xab08c5
  loop.go:147		0xab08e8		eba8			JMP 0xab0892
