# sha256 7b6699b3f9d85dc5d922e7b606a2c2ab77cdd397e619b1607869b1d120839323
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x9b2e00		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x9b2e05		31d2			XORL DX, DX
  loop.go:49		0x9b2e07		4531d2			XORL R10, R10
  loop.go:49		0x9b2e0a		4531db			XORL R11, R11
  loop.go:49		0x9b2e0d		4531e4			XORL R12, R12
  loop.go:49		0x9b2e10		eb11			JMP 0x9b2e23
  loop.go:55		0x9b2e12		4d89df			MOVQ R11, R15
  loop.go:55		0x9b2e15		4d29e7			SUBQ R12, R15
  loop.go:55		0x9b2e18		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x9b2e1c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x9b2e20		48ffc2			INCQ DX
  loop.go:49		0x9b2e23		4939d1			CMPQ R9, DX
  loop.go:49		0x9b2e26		7e16			JLE 0x9b2e3e
  loop.go:50		0x9b2e28		4d39dc			CMPQ R12, R11
  loop.go:51		0x9b2e2b		4d89e5			MOVQ R12, R13
  loop.go:51		0x9b2e2e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x9b2e32		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x9b2e36		4c39df			CMPQ DI, R11
  loop.go:50		0x9b2e39		7dd7			JGE 0x9b2e12
  loop.go:53		0x9b2e3b		90			NOPL
  loop.go:140		0x9b2e3c		eb07			JMP 0x9b2e45
  loop.go:58		0x9b2e3e		4c89d0			MOVQ R10, AX
  loop.go:58		0x9b2e41		4c89db			MOVQ R11, BX
  loop.go:58		0x9b2e44		c3			RET
  loop.go:141		0x9b2e45		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9b2e49		4c39e7			CMPQ DI, R12
  loop.go:141		0x9b2e4c		7f0c			JG 0x9b2e5a
  loop.go:142		0x9b2e4e		4901c7			ADDQ AX, R15
  loop.go:142		0x9b2e51		4d39fb			CMPQ R11, R15
  loop.go:142		0x9b2e54		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0x9b2e58		eb03			JMP 0x9b2e5d
  loop.go:144		0x9b2e5a		4901db			ADDQ BX, R11
  loop.go:147		0x9b2e5d		4801cf			ADDQ CX, DI
  loop.go:146		0x9b2e60		49ffc2			INCQ R10
  loop.go:147		0x9b2e63		4939fb			CMPQ R11, DI
  loop.go:147		0x9b2e66		7fdd			JG 0x9b2e45
  loop.go:147		0x9b2e68		eba8			JMP 0x9b2e12

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x9b2e80		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x9b2e85		31d2			XORL DX, DX
  loop.go:69		0x9b2e87		4531d2			XORL R10, R10
  loop.go:69		0x9b2e8a		4531db			XORL R11, R11
  loop.go:69		0x9b2e8d		4531e4			XORL R12, R12
  loop.go:69		0x9b2e90		eb11			JMP 0x9b2ea3
  loop.go:75		0x9b2e92		4d89e7			MOVQ R12, R15
  loop.go:75		0x9b2e95		4d29ef			SUBQ R13, R15
  loop.go:75		0x9b2e98		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x9b2e9c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x9b2ea0		48ffc2			INCQ DX
  loop.go:69		0x9b2ea3		4939d1			CMPQ R9, DX
  loop.go:69		0x9b2ea6		7e16			JLE 0x9b2ebe
  loop.go:70		0x9b2ea8		4d39e2			CMPQ R10, R12
  loop.go:71		0x9b2eab		4d89d5			MOVQ R10, R13
  loop.go:71		0x9b2eae		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x9b2eb2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x9b2eb6		4c39e7			CMPQ DI, R12
  loop.go:70		0x9b2eb9		7dd7			JGE 0x9b2e92
  loop.go:73		0x9b2ebb		90			NOPL
  loop.go:140		0x9b2ebc		eb07			JMP 0x9b2ec5
  loop.go:78		0x9b2ebe		4c89d8			MOVQ R11, AX
  loop.go:78		0x9b2ec1		4c89e3			MOVQ R12, BX
  loop.go:78		0x9b2ec4		c3			RET
  loop.go:141		0x9b2ec5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9b2ec9		4c39d7			CMPQ DI, R10
  loop.go:141		0x9b2ecc		7f0c			JG 0x9b2eda
  loop.go:142		0x9b2ece		4901c7			ADDQ AX, R15
  loop.go:142		0x9b2ed1		4d39fc			CMPQ R12, R15
  loop.go:142		0x9b2ed4		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0x9b2ed8		eb03			JMP 0x9b2edd
  loop.go:144		0x9b2eda		4901dc			ADDQ BX, R12
  loop.go:147		0x9b2edd		4801cf			ADDQ CX, DI
  loop.go:146		0x9b2ee0		49ffc3			INCQ R11
  loop.go:147		0x9b2ee3		4939fc			CMPQ R12, DI
  loop.go:147		0x9b2ee6		7fdd			JG 0x9b2ec5
  loop.go:147		0x9b2ee8		eba8			JMP 0x9b2e92
