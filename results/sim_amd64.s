# sha256 c1ec2bc720033ea18eb831728ca2252d3bac635dad739e51f94e4ab2b84b31d1
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xacb6e0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xacb6e5		31d2			XORL DX, DX
  loop.go:49		0xacb6e7		4531d2			XORL R10, R10
  loop.go:49		0xacb6ea		4531db			XORL R11, R11
  loop.go:49		0xacb6ed		4531e4			XORL R12, R12
  loop.go:49		0xacb6f0		eb11			JMP 0xacb703
  loop.go:55		0xacb6f2		4d89df			MOVQ R11, R15
  loop.go:55		0xacb6f5		4d29e7			SUBQ R12, R15
  loop.go:55		0xacb6f8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xacb6fc		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xacb700		48ffc2			INCQ DX
  loop.go:49		0xacb703		4939d1			CMPQ R9, DX
  loop.go:49		0xacb706		7e16			JLE 0xacb71e
  loop.go:50		0xacb708		4d39dc			CMPQ R12, R11
  loop.go:51		0xacb70b		4d89e5			MOVQ R12, R13
  loop.go:51		0xacb70e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xacb712		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xacb716		4c39df			CMPQ DI, R11
  loop.go:50		0xacb719		7dd7			JGE 0xacb6f2
  loop.go:53		0xacb71b		90			NOPL
  loop.go:140		0xacb71c		eb07			JMP 0xacb725
  loop.go:58		0xacb71e		4c89d0			MOVQ R10, AX
  loop.go:58		0xacb721		4c89db			MOVQ R11, BX
  loop.go:58		0xacb724		c3			RET
  loop.go:141		0xacb725		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xacb729		4c39e7			CMPQ DI, R12
  loop.go:141		0xacb72c		7f0c			JG 0xacb73a
  loop.go:142		0xacb72e		4901c7			ADDQ AX, R15
  loop.go:142		0xacb731		4d39fb			CMPQ R11, R15
  loop.go:142		0xacb734		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xacb738		eb03			JMP 0xacb73d
  loop.go:144		0xacb73a		4901db			ADDQ BX, R11
  loop.go:147		0xacb73d		4801cf			ADDQ CX, DI
  loop.go:146		0xacb740		49ffc2			INCQ R10
  loop.go:147		0xacb743		4939fb			CMPQ R11, DI
  loop.go:147		0xacb746		7fdd			JG 0xacb725
  loop.go:147		0xacb748		eba8			JMP 0xacb6f2

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xacb760		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xacb765		31d2			XORL DX, DX
  loop.go:69		0xacb767		4531d2			XORL R10, R10
  loop.go:69		0xacb76a		4531db			XORL R11, R11
  loop.go:69		0xacb76d		4531e4			XORL R12, R12
  loop.go:69		0xacb770		eb11			JMP 0xacb783
  loop.go:75		0xacb772		4d89e7			MOVQ R12, R15
  loop.go:75		0xacb775		4d29ef			SUBQ R13, R15
  loop.go:75		0xacb778		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xacb77c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xacb780		48ffc2			INCQ DX
  loop.go:69		0xacb783		4939d1			CMPQ R9, DX
  loop.go:69		0xacb786		7e16			JLE 0xacb79e
  loop.go:70		0xacb788		4d39e2			CMPQ R10, R12
  loop.go:71		0xacb78b		4d89d5			MOVQ R10, R13
  loop.go:71		0xacb78e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xacb792		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xacb796		4c39e7			CMPQ DI, R12
  loop.go:70		0xacb799		7dd7			JGE 0xacb772
  loop.go:73		0xacb79b		90			NOPL
  loop.go:140		0xacb79c		eb07			JMP 0xacb7a5
  loop.go:78		0xacb79e		4c89d8			MOVQ R11, AX
  loop.go:78		0xacb7a1		4c89e3			MOVQ R12, BX
  loop.go:78		0xacb7a4		c3			RET
  loop.go:141		0xacb7a5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xacb7a9		4c39d7			CMPQ DI, R10
  loop.go:141		0xacb7ac		7f0c			JG 0xacb7ba
  loop.go:142		0xacb7ae		4901c7			ADDQ AX, R15
  loop.go:142		0xacb7b1		4d39fc			CMPQ R12, R15
  loop.go:142		0xacb7b4		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xacb7b8		eb03			JMP 0xacb7bd
  loop.go:144		0xacb7ba		4901dc			ADDQ BX, R12
  loop.go:147		0xacb7bd		4801cf			ADDQ CX, DI
  loop.go:146		0xacb7c0		49ffc3			INCQ R11
  loop.go:147		0xacb7c3		4939fc			CMPQ R12, DI
  loop.go:147		0xacb7c6		7fdd			JG 0xacb7a5
  loop.go:147		0xacb7c8		eba8			JMP 0xacb772
