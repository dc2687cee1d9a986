# sha256 35878fd364e0c15590a3c4e594e9f16502856de2c346fe3a9befd92d91e7bf0b
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xaeb760		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xaeb765		31d2			XORL DX, DX
  loop.go:49		0xaeb767		4531d2			XORL R10, R10
  loop.go:49		0xaeb76a		4531db			XORL R11, R11
  loop.go:49		0xaeb76d		4531e4			XORL R12, R12
  loop.go:49		0xaeb770		eb11			JMP 0xaeb783
  loop.go:55		0xaeb772		4d89df			MOVQ R11, R15
  loop.go:55		0xaeb775		4d29e7			SUBQ R12, R15
  loop.go:55		0xaeb778		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xaeb77c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xaeb780		48ffc2			INCQ DX
  loop.go:49		0xaeb783		4939d1			CMPQ R9, DX
  loop.go:49		0xaeb786		7e16			JLE 0xaeb79e
  loop.go:50		0xaeb788		4d39dc			CMPQ R12, R11
  loop.go:51		0xaeb78b		4d89e5			MOVQ R12, R13
  loop.go:51		0xaeb78e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xaeb792		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xaeb796		4c39df			CMPQ DI, R11
  loop.go:50		0xaeb799		7dd7			JGE 0xaeb772
  loop.go:53		0xaeb79b		90			NOPL
  loop.go:140		0xaeb79c		eb07			JMP 0xaeb7a5
  loop.go:58		0xaeb79e		4c89d0			MOVQ R10, AX
  loop.go:58		0xaeb7a1		4c89db			MOVQ R11, BX
  loop.go:58		0xaeb7a4		c3			RET
  loop.go:141		0xaeb7a5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xaeb7a9		4c39e7			CMPQ DI, R12
  loop.go:141		0xaeb7ac		7f0c			JG 0xaeb7ba
  loop.go:142		0xaeb7ae		4901c7			ADDQ AX, R15
  loop.go:142		0xaeb7b1		4d39fb			CMPQ R11, R15
  loop.go:142		0xaeb7b4		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xaeb7b8		eb03			JMP 0xaeb7bd
  loop.go:144		0xaeb7ba		4901db			ADDQ BX, R11
  loop.go:147		0xaeb7bd		4801cf			ADDQ CX, DI
  loop.go:146		0xaeb7c0		49ffc2			INCQ R10
  loop.go:147		0xaeb7c3		4939fb			CMPQ R11, DI
  loop.go:147		0xaeb7c6		7fdd			JG 0xaeb7a5
  loop.go:147		0xaeb7c8		eba8			JMP 0xaeb772

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xaeb7e0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xaeb7e5		31d2			XORL DX, DX
  loop.go:69		0xaeb7e7		4531d2			XORL R10, R10
  loop.go:69		0xaeb7ea		4531db			XORL R11, R11
  loop.go:69		0xaeb7ed		4531e4			XORL R12, R12
  loop.go:69		0xaeb7f0		eb11			JMP 0xaeb803
  loop.go:75		0xaeb7f2		4d89e7			MOVQ R12, R15
  loop.go:75		0xaeb7f5		4d29ef			SUBQ R13, R15
  loop.go:75		0xaeb7f8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xaeb7fc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xaeb800		48ffc2			INCQ DX
  loop.go:69		0xaeb803		4939d1			CMPQ R9, DX
  loop.go:69		0xaeb806		7e16			JLE 0xaeb81e
  loop.go:70		0xaeb808		4d39e2			CMPQ R10, R12
  loop.go:71		0xaeb80b		4d89d5			MOVQ R10, R13
  loop.go:71		0xaeb80e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xaeb812		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xaeb816		4c39e7			CMPQ DI, R12
  loop.go:70		0xaeb819		7dd7			JGE 0xaeb7f2
  loop.go:73		0xaeb81b		90			NOPL
  loop.go:140		0xaeb81c		eb07			JMP 0xaeb825
  loop.go:78		0xaeb81e		4c89d8			MOVQ R11, AX
  loop.go:78		0xaeb821		4c89e3			MOVQ R12, BX
  loop.go:78		0xaeb824		c3			RET
  loop.go:141		0xaeb825		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xaeb829		4c39d7			CMPQ DI, R10
  loop.go:141		0xaeb82c		7f0c			JG 0xaeb83a
  loop.go:142		0xaeb82e		4901c7			ADDQ AX, R15
  loop.go:142		0xaeb831		4d39fc			CMPQ R12, R15
  loop.go:142		0xaeb834		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xaeb838		eb03			JMP 0xaeb83d
  loop.go:144		0xaeb83a		4901dc			ADDQ BX, R12
  loop.go:147		0xaeb83d		4801cf			ADDQ CX, DI
  loop.go:146		0xaeb840		49ffc3			INCQ R11
  loop.go:147		0xaeb843		4939fc			CMPQ R12, DI
  loop.go:147		0xaeb846		7fdd			JG 0xaeb825
  loop.go:147		0xaeb848		eba8			JMP 0xaeb7f2
