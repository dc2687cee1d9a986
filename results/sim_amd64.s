# sha256 d3eb1a92bafa079d6a0c3078bfa2282f729787ee5a6e358c8e54c649617673be
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xa88660		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xa88665		31d2			XORL DX, DX
  loop.go:49		0xa88667		4531d2			XORL R10, R10
  loop.go:49		0xa8866a		4531db			XORL R11, R11
  loop.go:49		0xa8866d		4531e4			XORL R12, R12
  loop.go:49		0xa88670		eb11			JMP 0xa88683
  loop.go:55		0xa88672		4d89df			MOVQ R11, R15
  loop.go:55		0xa88675		4d29e7			SUBQ R12, R15
  loop.go:55		0xa88678		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xa8867c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xa88680		48ffc2			INCQ DX
  loop.go:49		0xa88683		4939d1			CMPQ R9, DX
  loop.go:49		0xa88686		7e16			JLE 0xa8869e
  loop.go:50		0xa88688		4d39dc			CMPQ R12, R11
  loop.go:51		0xa8868b		4d89e5			MOVQ R12, R13
  loop.go:51		0xa8868e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xa88692		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xa88696		4c39df			CMPQ DI, R11
  loop.go:50		0xa88699		7dd7			JGE 0xa88672
  loop.go:53		0xa8869b		90			NOPL
  loop.go:139		0xa8869c		eb0d			JMP 0xa886ab
  loop.go:58		0xa8869e		4c89d0			MOVQ R10, AX
  loop.go:58		0xa886a1		4c89db			MOVQ R11, BX
  loop.go:58		0xa886a4		c3			RET
  loop.go:146		0xa886a5		4801cf			ADDQ CX, DI
  loop.go:145		0xa886a8		49ffc2			INCQ R10
  loop.go:139		0xa886ab		4939fb			CMPQ R11, DI
  loop.go:139		0xa886ae		7ec2			JLE 0xa88672
  loop.go:140		0xa886b0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0xa886b4		4c39e7			CMPQ DI, R12
  loop.go:140		0xa886b7		7f0c			JG 0xa886c5
  loop.go:141		0xa886b9		4901c7			ADDQ AX, R15
  loop.go:141		0xa886bc		4d39fb			CMPQ R11, R15
  loop.go:141		0xa886bf		4d0f4cdf		CMOVL R15, R11
  loop.go:141		0xa886c3		ebe0			JMP 0xa886a5
  loop.go:143		0xa886c5		4901db			ADDQ BX, R11
  loop.go:143		0xa886c8		ebdb			JMP 0xa886a5

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xa886e0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xa886e5		31d2			XORL DX, DX
  loop.go:69		0xa886e7		4531d2			XORL R10, R10
  loop.go:69		0xa886ea		4531db			XORL R11, R11
  loop.go:69		0xa886ed		4531e4			XORL R12, R12
  loop.go:69		0xa886f0		eb11			JMP 0xa88703
  loop.go:75		0xa886f2		4d89e7			MOVQ R12, R15
  loop.go:75		0xa886f5		4d29ef			SUBQ R13, R15
  loop.go:75		0xa886f8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xa886fc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xa88700		48ffc2			INCQ DX
  loop.go:69		0xa88703		4939d1			CMPQ R9, DX
  loop.go:69		0xa88706		7e16			JLE 0xa8871e
  loop.go:70		0xa88708		4d39e2			CMPQ R10, R12
  loop.go:71		0xa8870b		4d89d5			MOVQ R10, R13
  loop.go:71		0xa8870e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xa88712		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xa88716		4c39e7			CMPQ DI, R12
  loop.go:70		0xa88719		7dd7			JGE 0xa886f2
  loop.go:73		0xa8871b		90			NOPL
  loop.go:139		0xa8871c		eb0d			JMP 0xa8872b
  loop.go:78		0xa8871e		4c89d8			MOVQ R11, AX
  loop.go:78		0xa88721		4c89e3			MOVQ R12, BX
  loop.go:78		0xa88724		c3			RET
  loop.go:146		0xa88725		4801cf			ADDQ CX, DI
  loop.go:145		0xa88728		49ffc3			INCQ R11
  loop.go:139		0xa8872b		4939fc			CMPQ R12, DI
  loop.go:139		0xa8872e		7ec2			JLE 0xa886f2
  loop.go:140		0xa88730		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:140		0xa88734		4c39d7			CMPQ DI, R10
  loop.go:140		0xa88737		7f0c			JG 0xa88745
  loop.go:141		0xa88739		4901c7			ADDQ AX, R15
  loop.go:141		0xa8873c		4d39fc			CMPQ R12, R15
  loop.go:141		0xa8873f		4d0f4ce7		CMOVL R15, R12
  loop.go:141		0xa88743		ebe0			JMP 0xa88725
  loop.go:143		0xa88745		4901dc			ADDQ BX, R12
  loop.go:143		0xa88748		ebdb			JMP 0xa88725
