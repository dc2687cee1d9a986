# sha256 b3c7f6ba6946230b900d8f0b26cacb69416fd7e01b12d68a8cb24d16089c179e
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x9bad60		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x9bad65		31d2			XORL DX, DX
  loop.go:49		0x9bad67		4531d2			XORL R10, R10
  loop.go:49		0x9bad6a		4531db			XORL R11, R11
  loop.go:49		0x9bad6d		4531e4			XORL R12, R12
  loop.go:49		0x9bad70		eb11			JMP 0x9bad83
  loop.go:55		0x9bad72		4d89df			MOVQ R11, R15
  loop.go:55		0x9bad75		4d29e7			SUBQ R12, R15
  loop.go:55		0x9bad78		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x9bad7c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x9bad80		48ffc2			INCQ DX
  loop.go:49		0x9bad83		4939d1			CMPQ R9, DX
  loop.go:49		0x9bad86		7e16			JLE 0x9bad9e
  loop.go:50		0x9bad88		4d39dc			CMPQ R12, R11
  loop.go:51		0x9bad8b		4d89e5			MOVQ R12, R13
  loop.go:51		0x9bad8e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x9bad92		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x9bad96		4c39df			CMPQ DI, R11
  loop.go:50		0x9bad99		7dd7			JGE 0x9bad72
  loop.go:53		0x9bad9b		90			NOPL
  loop.go:140		0x9bad9c		eb07			JMP 0x9bada5
  loop.go:58		0x9bad9e		4c89d0			MOVQ R10, AX
  loop.go:58		0x9bada1		4c89db			MOVQ R11, BX
  loop.go:58		0x9bada4		c3			RET
  loop.go:141		0x9bada5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9bada9		4c39e7			CMPQ DI, R12
  loop.go:141		0x9badac		7f0c			JG 0x9badba
  loop.go:142		0x9badae		4901c7			ADDQ AX, R15
  loop.go:142		0x9badb1		4d39fb			CMPQ R11, R15
  loop.go:142		0x9badb4		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0x9badb8		eb03			JMP 0x9badbd
  loop.go:144		0x9badba		4901db			ADDQ BX, R11
  loop.go:147		0x9badbd		4801cf			ADDQ CX, DI
  loop.go:146		0x9badc0		49ffc2			INCQ R10
  loop.go:147		0x9badc3		4939fb			CMPQ R11, DI
  loop.go:147		0x9badc6		7fdd			JG 0x9bada5
  loop.go:147		0x9badc8		eba8			JMP 0x9bad72

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x9bade0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x9bade5		31d2			XORL DX, DX
  loop.go:69		0x9bade7		4531d2			XORL R10, R10
  loop.go:69		0x9badea		4531db			XORL R11, R11
  loop.go:69		0x9baded		4531e4			XORL R12, R12
  loop.go:69		0x9badf0		eb11			JMP 0x9bae03
  loop.go:75		0x9badf2		4d89e7			MOVQ R12, R15
  loop.go:75		0x9badf5		4d29ef			SUBQ R13, R15
  loop.go:75		0x9badf8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x9badfc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x9bae00		48ffc2			INCQ DX
  loop.go:69		0x9bae03		4939d1			CMPQ R9, DX
  loop.go:69		0x9bae06		7e16			JLE 0x9bae1e
  loop.go:70		0x9bae08		4d39e2			CMPQ R10, R12
  loop.go:71		0x9bae0b		4d89d5			MOVQ R10, R13
  loop.go:71		0x9bae0e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x9bae12		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x9bae16		4c39e7			CMPQ DI, R12
  loop.go:70		0x9bae19		7dd7			JGE 0x9badf2
  loop.go:73		0x9bae1b		90			NOPL
  loop.go:140		0x9bae1c		eb07			JMP 0x9bae25
  loop.go:78		0x9bae1e		4c89d8			MOVQ R11, AX
  loop.go:78		0x9bae21		4c89e3			MOVQ R12, BX
  loop.go:78		0x9bae24		c3			RET
  loop.go:141		0x9bae25		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9bae29		4c39d7			CMPQ DI, R10
  loop.go:141		0x9bae2c		7f0c			JG 0x9bae3a
  loop.go:142		0x9bae2e		4901c7			ADDQ AX, R15
  loop.go:142		0x9bae31		4d39fc			CMPQ R12, R15
  loop.go:142		0x9bae34		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0x9bae38		eb03			JMP 0x9bae3d
  loop.go:144		0x9bae3a		4901dc			ADDQ BX, R12
  loop.go:147		0x9bae3d		4801cf			ADDQ CX, DI
  loop.go:146		0x9bae40		49ffc3			INCQ R11
  loop.go:147		0x9bae43		4939fc			CMPQ R12, DI
  loop.go:147		0x9bae46		7fdd			JG 0x9bae25
  loop.go:147		0x9bae48		eba8			JMP 0x9badf2
