# sha256 5309ead2e8fa61995ed3fc237c81aa0dcafaf8dc3389299f04e276787cdbd60c
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xae8a00		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xae8a05		31d2			XORL DX, DX
  loop.go:49		0xae8a07		4531d2			XORL R10, R10
  loop.go:49		0xae8a0a		4531db			XORL R11, R11
  loop.go:49		0xae8a0d		4531e4			XORL R12, R12
  loop.go:49		0xae8a10		eb11			JMP 0xae8a23
  loop.go:55		0xae8a12		4d89df			MOVQ R11, R15
  loop.go:55		0xae8a15		4d29e7			SUBQ R12, R15
  loop.go:55		0xae8a18		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xae8a1c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xae8a20		48ffc2			INCQ DX
  loop.go:49		0xae8a23		4939d1			CMPQ R9, DX
  loop.go:49		0xae8a26		7e16			JLE 0xae8a3e
  loop.go:50		0xae8a28		4d39dc			CMPQ R12, R11
  loop.go:51		0xae8a2b		4d89e5			MOVQ R12, R13
  loop.go:51		0xae8a2e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xae8a32		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xae8a36		4c39df			CMPQ DI, R11
  loop.go:50		0xae8a39		7dd7			JGE 0xae8a12
  loop.go:53		0xae8a3b		90			NOPL
  loop.go:140		0xae8a3c		eb07			JMP 0xae8a45
  loop.go:58		0xae8a3e		4c89d0			MOVQ R10, AX
  loop.go:58		0xae8a41		4c89db			MOVQ R11, BX
  loop.go:58		0xae8a44		c3			RET
  loop.go:141		0xae8a45		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xae8a49		4c39e7			CMPQ DI, R12
  loop.go:141		0xae8a4c		7f0c			JG 0xae8a5a
  loop.go:142		0xae8a4e		4901c7			ADDQ AX, R15
  loop.go:142		0xae8a51		4d39fb			CMPQ R11, R15
  loop.go:142		0xae8a54		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xae8a58		eb03			JMP 0xae8a5d
  loop.go:144		0xae8a5a		4901db			ADDQ BX, R11
  loop.go:147		0xae8a5d		4801cf			ADDQ CX, DI
  loop.go:146		0xae8a60		49ffc2			INCQ R10
  loop.go:147		0xae8a63		4939fb			CMPQ R11, DI
  loop.go:147		0xae8a66		7fdd			JG 0xae8a45
  loop.go:147		0xae8a68		eba8			JMP 0xae8a12

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xae8a80		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xae8a85		31d2			XORL DX, DX
  loop.go:69		0xae8a87		4531d2			XORL R10, R10
  loop.go:69		0xae8a8a		4531db			XORL R11, R11
  loop.go:69		0xae8a8d		4531e4			XORL R12, R12
  loop.go:69		0xae8a90		eb11			JMP 0xae8aa3
  loop.go:75		0xae8a92		4d89e7			MOVQ R12, R15
  loop.go:75		0xae8a95		4d29ef			SUBQ R13, R15
  loop.go:75		0xae8a98		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xae8a9c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xae8aa0		48ffc2			INCQ DX
  loop.go:69		0xae8aa3		4939d1			CMPQ R9, DX
  loop.go:69		0xae8aa6		7e16			JLE 0xae8abe
  loop.go:70		0xae8aa8		4d39e2			CMPQ R10, R12
  loop.go:71		0xae8aab		4d89d5			MOVQ R10, R13
  loop.go:71		0xae8aae		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xae8ab2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xae8ab6		4c39e7			CMPQ DI, R12
  loop.go:70		0xae8ab9		7dd7			JGE 0xae8a92
  loop.go:73		0xae8abb		90			NOPL
  loop.go:140		0xae8abc		eb07			JMP 0xae8ac5
  loop.go:78		0xae8abe		4c89d8			MOVQ R11, AX
  loop.go:78		0xae8ac1		4c89e3			MOVQ R12, BX
  loop.go:78		0xae8ac4		c3			RET
  loop.go:141		0xae8ac5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xae8ac9		4c39d7			CMPQ DI, R10
  loop.go:141		0xae8acc		7f0c			JG 0xae8ada
  loop.go:142		0xae8ace		4901c7			ADDQ AX, R15
  loop.go:142		0xae8ad1		4d39fc			CMPQ R12, R15
  loop.go:142		0xae8ad4		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xae8ad8		eb03			JMP 0xae8add
  loop.go:144		0xae8ada		4901dc			ADDQ BX, R12
  loop.go:147		0xae8add		4801cf			ADDQ CX, DI
  loop.go:146		0xae8ae0		49ffc3			INCQ R11
  loop.go:147		0xae8ae3		4939fc			CMPQ R12, DI
  loop.go:147		0xae8ae6		7fdd			JG 0xae8ac5
  loop.go:147		0xae8ae8		eba8			JMP 0xae8a92
