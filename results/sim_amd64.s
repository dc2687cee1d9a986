# sha256 a3648acbba8edfe9394129a2e577df56636c918598964f198670d4c1ef5ad434
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xab1040		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xab1045		31d2			XORL DX, DX
  loop.go:49		0xab1047		4531d2			XORL R10, R10
  loop.go:49		0xab104a		4531db			XORL R11, R11
  loop.go:49		0xab104d		4531e4			XORL R12, R12
  loop.go:49		0xab1050		eb11			JMP 0xab1063
  loop.go:55		0xab1052		4d89df			MOVQ R11, R15
  loop.go:55		0xab1055		4d29e7			SUBQ R12, R15
  loop.go:55		0xab1058		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xab105c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xab1060		48ffc2			INCQ DX
  loop.go:49		0xab1063		4939d1			CMPQ R9, DX
  loop.go:49		0xab1066		7e16			JLE 0xab107e
  loop.go:50		0xab1068		4d39dc			CMPQ R12, R11
  loop.go:51		0xab106b		4d89e5			MOVQ R12, R13
  loop.go:51		0xab106e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xab1072		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xab1076		4c39df			CMPQ DI, R11
  loop.go:50		0xab1079		7dd7			JGE 0xab1052
  loop.go:53		0xab107b		90			NOPL
  loop.go:140		0xab107c		eb07			JMP 0xab1085
  loop.go:58		0xab107e		4c89d0			MOVQ R10, AX
  loop.go:58		0xab1081		4c89db			MOVQ R11, BX
  loop.go:58		0xab1084		c3			RET
  loop.go:141		0xab1085		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xab1089		4c39e7			CMPQ DI, R12
  loop.go:141		0xab108c		7f0c			JG 0xab109a
  loop.go:142		0xab108e		4901c7			ADDQ AX, R15
  loop.go:142		0xab1091		4d39fb			CMPQ R11, R15
  loop.go:142		0xab1094		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xab1098		eb03			JMP 0xab109d
  loop.go:144		0xab109a		4901db			ADDQ BX, R11
  loop.go:147		0xab109d		4801cf			ADDQ CX, DI
  loop.go:146		0xab10a0		49ffc2			INCQ R10
  loop.go:147		0xab10a3		4939fb			CMPQ R11, DI
  loop.go:147		0xab10a6		7fdd			JG 0xab1085
  loop.go:147		0xab10a8		eba8			JMP 0xab1052

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xab10c0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xab10c5		31d2			XORL DX, DX
  loop.go:69		0xab10c7		4531d2			XORL R10, R10
  loop.go:69		0xab10ca		4531db			XORL R11, R11
  loop.go:69		0xab10cd		4531e4			XORL R12, R12
  loop.go:69		0xab10d0		eb11			JMP 0xab10e3
  loop.go:75		0xab10d2		4d89e7			MOVQ R12, R15
  loop.go:75		0xab10d5		4d29ef			SUBQ R13, R15
  loop.go:75		0xab10d8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xab10dc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xab10e0		48ffc2			INCQ DX
  loop.go:69		0xab10e3		4939d1			CMPQ R9, DX
  loop.go:69		0xab10e6		7e16			JLE 0xab10fe
  loop.go:70		0xab10e8		4d39e2			CMPQ R10, R12
  loop.go:71		0xab10eb		4d89d5			MOVQ R10, R13
  loop.go:71		0xab10ee		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xab10f2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xab10f6		4c39e7			CMPQ DI, R12
  loop.go:70		0xab10f9		7dd7			JGE 0xab10d2
  loop.go:73		0xab10fb		90			NOPL
  loop.go:140		0xab10fc		eb07			JMP 0xab1105
  loop.go:78		0xab10fe		4c89d8			MOVQ R11, AX
  loop.go:78		0xab1101		4c89e3			MOVQ R12, BX
  loop.go:78		0xab1104		c3			RET
  loop.go:141		0xab1105		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xab1109		4c39d7			CMPQ DI, R10
  loop.go:141		0xab110c		7f0c			JG 0xab111a
  loop.go:142		0xab110e		4901c7			ADDQ AX, R15
  loop.go:142		0xab1111		4d39fc			CMPQ R12, R15
  loop.go:142		0xab1114		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xab1118		eb03			JMP 0xab111d
  loop.go:144		0xab111a		4901dc			ADDQ BX, R12
  loop.go:147		0xab111d		4801cf			ADDQ CX, DI
  loop.go:146		0xab1120		49ffc3			INCQ R11
  loop.go:147		0xab1123		4939fc			CMPQ R12, DI
  loop.go:147		0xab1126		7fdd			JG 0xab1105
  loop.go:147		0xab1128		eba8			JMP 0xab10d2
