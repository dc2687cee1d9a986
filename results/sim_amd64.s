# sha256 b5f8ac873d561dc08118d66df72aead06b80b056cda9e2d2bf3d13b9bf29e097
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xaebfc0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xaebfc5		31d2			XORL DX, DX
  loop.go:49		0xaebfc7		4531d2			XORL R10, R10
  loop.go:49		0xaebfca		4531db			XORL R11, R11
  loop.go:49		0xaebfcd		4531e4			XORL R12, R12
  loop.go:49		0xaebfd0		eb11			JMP 0xaebfe3
  loop.go:55		0xaebfd2		4d89df			MOVQ R11, R15
  loop.go:55		0xaebfd5		4d29e7			SUBQ R12, R15
  loop.go:55		0xaebfd8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xaebfdc		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xaebfe0		48ffc2			INCQ DX
  loop.go:49		0xaebfe3		4939d1			CMPQ R9, DX
  loop.go:49		0xaebfe6		7e16			JLE 0xaebffe
  loop.go:50		0xaebfe8		4d39dc			CMPQ R12, R11
  loop.go:51		0xaebfeb		4d89e5			MOVQ R12, R13
  loop.go:51		0xaebfee		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xaebff2		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xaebff6		4c39df			CMPQ DI, R11
  loop.go:50		0xaebff9		7dd7			JGE 0xaebfd2
  loop.go:53		0xaebffb		90			NOPL
  loop.go:140		0xaebffc		eb07			JMP 0xaec005
  loop.go:58		0xaebffe		4c89d0			MOVQ R10, AX
  loop.go:58		0xaec001		4c89db			MOVQ R11, BX
  loop.go:58		0xaec004		c3			RET
  loop.go:141		0xaec005		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xaec009		4c39e7			CMPQ DI, R12
  loop.go:141		0xaec00c		7f0c			JG 0xaec01a
  loop.go:142		0xaec00e		4901c7			ADDQ AX, R15
  loop.go:142		0xaec011		4d39fb			CMPQ R11, R15
  loop.go:142		0xaec014		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xaec018		eb03			JMP 0xaec01d
  loop.go:144		0xaec01a		4901db			ADDQ BX, R11
  loop.go:147		0xaec01d		4801cf			ADDQ CX, DI
  loop.go:146		0xaec020		49ffc2			INCQ R10
  loop.go:147		0xaec023		4939fb			CMPQ R11, DI
  loop.go:147		0xaec026		7fdd			JG 0xaec005
  loop.go:147		0xaec028		eba8			JMP 0xaebfd2

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xaec040		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xaec045		31d2			XORL DX, DX
  loop.go:69		0xaec047		4531d2			XORL R10, R10
  loop.go:69		0xaec04a		4531db			XORL R11, R11
  loop.go:69		0xaec04d		4531e4			XORL R12, R12
  loop.go:69		0xaec050		eb11			JMP 0xaec063
  loop.go:75		0xaec052		4d89e7			MOVQ R12, R15
  loop.go:75		0xaec055		4d29ef			SUBQ R13, R15
  loop.go:75		0xaec058		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xaec05c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xaec060		48ffc2			INCQ DX
  loop.go:69		0xaec063		4939d1			CMPQ R9, DX
  loop.go:69		0xaec066		7e16			JLE 0xaec07e
  loop.go:70		0xaec068		4d39e2			CMPQ R10, R12
  loop.go:71		0xaec06b		4d89d5			MOVQ R10, R13
  loop.go:71		0xaec06e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xaec072		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xaec076		4c39e7			CMPQ DI, R12
  loop.go:70		0xaec079		7dd7			JGE 0xaec052
  loop.go:73		0xaec07b		90			NOPL
  loop.go:140		0xaec07c		eb07			JMP 0xaec085
  loop.go:78		0xaec07e		4c89d8			MOVQ R11, AX
  loop.go:78		0xaec081		4c89e3			MOVQ R12, BX
  loop.go:78		0xaec084		c3			RET
  loop.go:141		0xaec085		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xaec089		4c39d7			CMPQ DI, R10
  loop.go:141		0xaec08c		7f0c			JG 0xaec09a
  loop.go:142		0xaec08e		4901c7			ADDQ AX, R15
  loop.go:142		0xaec091		4d39fc			CMPQ R12, R15
  loop.go:142		0xaec094		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xaec098		eb03			JMP 0xaec09d
  loop.go:144		0xaec09a		4901dc			ADDQ BX, R12
  loop.go:147		0xaec09d		4801cf			ADDQ CX, DI
  loop.go:146		0xaec0a0		49ffc3			INCQ R11
  loop.go:147		0xaec0a3		4939fc			CMPQ R12, DI
  loop.go:147		0xaec0a6		7fdd			JG 0xaec085
  loop.go:147		0xaec0a8		eba8			JMP 0xaec052
