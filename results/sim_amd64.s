# sha256 5d63b1cff9d35d442dcc4539a0714aedb9e96185b9e53b737bf3b4b021583a7e
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xabbf80		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xabbf85		31d2			XORL DX, DX
  loop.go:49		0xabbf87		4531d2			XORL R10, R10
  loop.go:49		0xabbf8a		4531db			XORL R11, R11
  loop.go:49		0xabbf8d		4531e4			XORL R12, R12
  loop.go:49		0xabbf90		eb11			JMP 0xabbfa3
  loop.go:55		0xabbf92		4d89df			MOVQ R11, R15
  loop.go:55		0xabbf95		4d29e7			SUBQ R12, R15
  loop.go:55		0xabbf98		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xabbf9c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xabbfa0		48ffc2			INCQ DX
  loop.go:49		0xabbfa3		4939d1			CMPQ R9, DX
  loop.go:49		0xabbfa6		7e16			JLE 0xabbfbe
  loop.go:50		0xabbfa8		4d39dc			CMPQ R12, R11
  loop.go:51		0xabbfab		4d89e5			MOVQ R12, R13
  loop.go:51		0xabbfae		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xabbfb2		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xabbfb6		4c39df			CMPQ DI, R11
  loop.go:50		0xabbfb9		7dd7			JGE 0xabbf92
  loop.go:53		0xabbfbb		90			NOPL
  loop.go:140		0xabbfbc		eb07			JMP 0xabbfc5
  loop.go:58		0xabbfbe		4c89d0			MOVQ R10, AX
  loop.go:58		0xabbfc1		4c89db			MOVQ R11, BX
  loop.go:58		0xabbfc4		c3			RET
  loop.go:141		0xabbfc5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xabbfc9		4c39e7			CMPQ DI, R12
  loop.go:141		0xabbfcc		7f0c			JG 0xabbfda
  loop.go:142		0xabbfce		4901c7			ADDQ AX, R15
  loop.go:142		0xabbfd1		4d39fb			CMPQ R11, R15
  loop.go:142		0xabbfd4		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xabbfd8		eb03			JMP 0xabbfdd
  loop.go:144		0xabbfda		4901db			ADDQ BX, R11
  loop.go:147		0xabbfdd		4801cf			ADDQ CX, DI
  loop.go:146		0xabbfe0		49ffc2			INCQ R10
  loop.go:147		0xabbfe3		4939fb			CMPQ R11, DI
  loop.go:147		0xabbfe6		7fdd			JG 0xabbfc5
  loop.go:147		0xabbfe8		eba8			JMP 0xabbf92

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xabc000		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xabc005		31d2			XORL DX, DX
  loop.go:69		0xabc007		4531d2			XORL R10, R10
  loop.go:69		0xabc00a		4531db			XORL R11, R11
  loop.go:69		0xabc00d		4531e4			XORL R12, R12
  loop.go:69		0xabc010		eb11			JMP 0xabc023
  loop.go:75		0xabc012		4d89e7			MOVQ R12, R15
  loop.go:75		0xabc015		4d29ef			SUBQ R13, R15
  loop.go:75		0xabc018		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xabc01c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xabc020		48ffc2			INCQ DX
  loop.go:69		0xabc023		4939d1			CMPQ R9, DX
  loop.go:69		0xabc026		7e16			JLE 0xabc03e
  loop.go:70		0xabc028		4d39e2			CMPQ R10, R12
  loop.go:71		0xabc02b		4d89d5			MOVQ R10, R13
  loop.go:71		0xabc02e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xabc032		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xabc036		4c39e7			CMPQ DI, R12
  loop.go:70		0xabc039		7dd7			JGE 0xabc012
  loop.go:73		0xabc03b		90			NOPL
  loop.go:140		0xabc03c		eb07			JMP 0xabc045
  loop.go:78		0xabc03e		4c89d8			MOVQ R11, AX
  loop.go:78		0xabc041		4c89e3			MOVQ R12, BX
  loop.go:78		0xabc044		c3			RET
  loop.go:141		0xabc045		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xabc049		4c39d7			CMPQ DI, R10
  loop.go:141		0xabc04c		7f0c			JG 0xabc05a
  loop.go:142		0xabc04e		4901c7			ADDQ AX, R15
  loop.go:142		0xabc051		4d39fc			CMPQ R12, R15
  loop.go:142		0xabc054		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xabc058		eb03			JMP 0xabc05d
  loop.go:144		0xabc05a		4901dc			ADDQ BX, R12
  loop.go:147		0xabc05d		4801cf			ADDQ CX, DI
  loop.go:146		0xabc060		49ffc3			INCQ R11
  loop.go:147		0xabc063		4939fc			CMPQ R12, DI
  loop.go:147		0xabc066		7fdd			JG 0xabc045
  loop.go:147		0xabc068		eba8			JMP 0xabc012
