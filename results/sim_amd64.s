# sha256 851b203c61557c9b0b369aa71016e9bc75b7d334afa2e345f567b9acb6ecd020
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xa8a9e0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xa8a9e5		31d2			XORL DX, DX
  loop.go:49		0xa8a9e7		4531d2			XORL R10, R10
  loop.go:49		0xa8a9ea		4531db			XORL R11, R11
  loop.go:49		0xa8a9ed		4531e4			XORL R12, R12
  loop.go:49		0xa8a9f0		eb11			JMP 0xa8aa03
  loop.go:55		0xa8a9f2		4d89df			MOVQ R11, R15
  loop.go:55		0xa8a9f5		4d29e7			SUBQ R12, R15
  loop.go:55		0xa8a9f8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xa8a9fc		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xa8aa00		48ffc2			INCQ DX
  loop.go:49		0xa8aa03		4939d1			CMPQ R9, DX
  loop.go:49		0xa8aa06		7e16			JLE 0xa8aa1e
  loop.go:50		0xa8aa08		4d39dc			CMPQ R12, R11
  loop.go:51		0xa8aa0b		4d89e5			MOVQ R12, R13
  loop.go:51		0xa8aa0e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xa8aa12		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xa8aa16		4c39df			CMPQ DI, R11
  loop.go:50		0xa8aa19		7dd7			JGE 0xa8a9f2
  loop.go:53		0xa8aa1b		90			NOPL
  loop.go:140		0xa8aa1c		eb07			JMP 0xa8aa25
  loop.go:58		0xa8aa1e		4c89d0			MOVQ R10, AX
  loop.go:58		0xa8aa21		4c89db			MOVQ R11, BX
  loop.go:58		0xa8aa24		c3			RET
  loop.go:141		0xa8aa25		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xa8aa29		4c39e7			CMPQ DI, R12
  loop.go:141		0xa8aa2c		7f0c			JG 0xa8aa3a
  loop.go:142		0xa8aa2e		4901c7			ADDQ AX, R15
  loop.go:142		0xa8aa31		4d39fb			CMPQ R11, R15
  loop.go:142		0xa8aa34		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xa8aa38		eb03			JMP 0xa8aa3d
  loop.go:144		0xa8aa3a		4901db			ADDQ BX, R11
  loop.go:147		0xa8aa3d		4801cf			ADDQ CX, DI
  loop.go:146		0xa8aa40		49ffc2			INCQ R10
  loop.go:147		0xa8aa43		4939fb			CMPQ R11, DI
  loop.go:147		0xa8aa46		7fdd			JG 0xa8aa25
  loop.go:147		0xa8aa48		eba8			JMP 0xa8a9f2

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xa8aa60		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xa8aa65		31d2			XORL DX, DX
  loop.go:69		0xa8aa67		4531d2			XORL R10, R10
  loop.go:69		0xa8aa6a		4531db			XORL R11, R11
  loop.go:69		0xa8aa6d		4531e4			XORL R12, R12
  loop.go:69		0xa8aa70		eb11			JMP 0xa8aa83
  loop.go:75		0xa8aa72		4d89e7			MOVQ R12, R15
  loop.go:75		0xa8aa75		4d29ef			SUBQ R13, R15
  loop.go:75		0xa8aa78		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xa8aa7c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xa8aa80		48ffc2			INCQ DX
  loop.go:69		0xa8aa83		4939d1			CMPQ R9, DX
  loop.go:69		0xa8aa86		7e16			JLE 0xa8aa9e
  loop.go:70		0xa8aa88		4d39e2			CMPQ R10, R12
  loop.go:71		0xa8aa8b		4d89d5			MOVQ R10, R13
  loop.go:71		0xa8aa8e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xa8aa92		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xa8aa96		4c39e7			CMPQ DI, R12
  loop.go:70		0xa8aa99		7dd7			JGE 0xa8aa72
  loop.go:73		0xa8aa9b		90			NOPL
  loop.go:140		0xa8aa9c		eb07			JMP 0xa8aaa5
  loop.go:78		0xa8aa9e		4c89d8			MOVQ R11, AX
  loop.go:78		0xa8aaa1		4c89e3			MOVQ R12, BX
  loop.go:78		0xa8aaa4		c3			RET
  loop.go:141		0xa8aaa5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xa8aaa9		4c39d7			CMPQ DI, R10
  loop.go:141		0xa8aaac		7f0c			JG 0xa8aaba
  loop.go:142		0xa8aaae		4901c7			ADDQ AX, R15
  loop.go:142		0xa8aab1		4d39fc			CMPQ R12, R15
  loop.go:142		0xa8aab4		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xa8aab8		eb03			JMP 0xa8aabd
  loop.go:144		0xa8aaba		4901dc			ADDQ BX, R12
  loop.go:147		0xa8aabd		4801cf			ADDQ CX, DI
  loop.go:146		0xa8aac0		49ffc3			INCQ R11
  loop.go:147		0xa8aac3		4939fc			CMPQ R12, DI
  loop.go:147		0xa8aac6		7fdd			JG 0xa8aaa5
  loop.go:147		0xa8aac8		eba8			JMP 0xa8aa72
