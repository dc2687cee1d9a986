# sha256 31675907405cb11c41791cd60d0861a0daa5323eb3a833824aef726fa4ca5239
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xacb760		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xacb765		31d2			XORL DX, DX
  loop.go:49		0xacb767		4531d2			XORL R10, R10
  loop.go:49		0xacb76a		4531db			XORL R11, R11
  loop.go:49		0xacb76d		4531e4			XORL R12, R12
  loop.go:49		0xacb770		eb11			JMP 0xacb783
  loop.go:55		0xacb772		4d89df			MOVQ R11, R15
  loop.go:55		0xacb775		4d29e7			SUBQ R12, R15
  loop.go:55		0xacb778		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xacb77c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xacb780		48ffc2			INCQ DX
  loop.go:49		0xacb783		4939d1			CMPQ R9, DX
  loop.go:49		0xacb786		7e16			JLE 0xacb79e
  loop.go:50		0xacb788		4d39dc			CMPQ R12, R11
  loop.go:51		0xacb78b		4d89e5			MOVQ R12, R13
  loop.go:51		0xacb78e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xacb792		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xacb796		4c39df			CMPQ DI, R11
  loop.go:50		0xacb799		7dd7			JGE 0xacb772
  loop.go:53		0xacb79b		90			NOPL
  loop.go:140		0xacb79c		eb07			JMP 0xacb7a5
  loop.go:58		0xacb79e		4c89d0			MOVQ R10, AX
  loop.go:58		0xacb7a1		4c89db			MOVQ R11, BX
  loop.go:58		0xacb7a4		c3			RET
  loop.go:141		0xacb7a5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xacb7a9		4c39e7			CMPQ DI, R12
  loop.go:141		0xacb7ac		7f0c			JG 0xacb7ba
  loop.go:142		0xacb7ae		4901c7			ADDQ AX, R15
  loop.go:142		0xacb7b1		4d39fb			CMPQ R11, R15
  loop.go:142		0xacb7b4		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xacb7b8		eb03			JMP 0xacb7bd
  loop.go:144		0xacb7ba		4901db			ADDQ BX, R11
  loop.go:147		0xacb7bd		4801cf			ADDQ CX, DI
  loop.go:146		0xacb7c0		49ffc2			INCQ R10
  loop.go:147		0xacb7c3		4939fb			CMPQ R11, DI
  loop.go:147		0xacb7c6		7fdd			JG 0xacb7a5
  loop.go:147		0xacb7c8		eba8			JMP 0xacb772

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xacb7e0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xacb7e5		31d2			XORL DX, DX
  loop.go:69		0xacb7e7		4531d2			XORL R10, R10
  loop.go:69		0xacb7ea		4531db			XORL R11, R11
  loop.go:69		0xacb7ed		4531e4			XORL R12, R12
  loop.go:69		0xacb7f0		eb11			JMP 0xacb803
  loop.go:75		0xacb7f2		4d89e7			MOVQ R12, R15
  loop.go:75		0xacb7f5		4d29ef			SUBQ R13, R15
  loop.go:75		0xacb7f8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xacb7fc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xacb800		48ffc2			INCQ DX
  loop.go:69		0xacb803		4939d1			CMPQ R9, DX
  loop.go:69		0xacb806		7e16			JLE 0xacb81e
  loop.go:70		0xacb808		4d39e2			CMPQ R10, R12
  loop.go:71		0xacb80b		4d89d5			MOVQ R10, R13
  loop.go:71		0xacb80e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xacb812		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xacb816		4c39e7			CMPQ DI, R12
  loop.go:70		0xacb819		7dd7			JGE 0xacb7f2
  loop.go:73		0xacb81b		90			NOPL
  loop.go:140		0xacb81c		eb07			JMP 0xacb825
  loop.go:78		0xacb81e		4c89d8			MOVQ R11, AX
  loop.go:78		0xacb821		4c89e3			MOVQ R12, BX
  loop.go:78		0xacb824		c3			RET
  loop.go:141		0xacb825		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xacb829		4c39d7			CMPQ DI, R10
  loop.go:141		0xacb82c		7f0c			JG 0xacb83a
  loop.go:142		0xacb82e		4901c7			ADDQ AX, R15
  loop.go:142		0xacb831		4d39fc			CMPQ R12, R15
  loop.go:142		0xacb834		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xacb838		eb03			JMP 0xacb83d
  loop.go:144		0xacb83a		4901dc			ADDQ BX, R12
  loop.go:147		0xacb83d		4801cf			ADDQ CX, DI
  loop.go:146		0xacb840		49ffc3			INCQ R11
  loop.go:147		0xacb843		4939fc			CMPQ R12, DI
  loop.go:147		0xacb846		7fdd			JG 0xacb825
  loop.go:147		0xacb848		eba8			JMP 0xacb7f2
