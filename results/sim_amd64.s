# sha256 228d1fe412aaa76ea4edacf05b204c9b8fbb073b06f646c5d4faf7f18052c87f
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xabc0e0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xabc0e5		31d2			XORL DX, DX
  loop.go:49		0xabc0e7		4531d2			XORL R10, R10
  loop.go:49		0xabc0ea		4531db			XORL R11, R11
  loop.go:49		0xabc0ed		4531e4			XORL R12, R12
  loop.go:49		0xabc0f0		eb11			JMP 0xabc103
  loop.go:55		0xabc0f2		4d89df			MOVQ R11, R15
  loop.go:55		0xabc0f5		4d29e7			SUBQ R12, R15
  loop.go:55		0xabc0f8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xabc0fc		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xabc100		48ffc2			INCQ DX
  loop.go:49		0xabc103		4939d1			CMPQ R9, DX
  loop.go:49		0xabc106		7e16			JLE 0xabc11e
  loop.go:50		0xabc108		4d39dc			CMPQ R12, R11
  loop.go:51		0xabc10b		4d89e5			MOVQ R12, R13
  loop.go:51		0xabc10e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xabc112		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xabc116		4c39df			CMPQ DI, R11
  loop.go:50		0xabc119		7dd7			JGE 0xabc0f2
  loop.go:53		0xabc11b		90			NOPL
  loop.go:140		0xabc11c		eb07			JMP 0xabc125
  loop.go:58		0xabc11e		4c89d0			MOVQ R10, AX
  loop.go:58		0xabc121		4c89db			MOVQ R11, BX
  loop.go:58		0xabc124		c3			RET
  loop.go:141		0xabc125		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xabc129		4c39e7			CMPQ DI, R12
  loop.go:141		0xabc12c		7f0c			JG 0xabc13a
  loop.go:142		0xabc12e		4901c7			ADDQ AX, R15
  loop.go:142		0xabc131		4d39fb			CMPQ R11, R15
  loop.go:142		0xabc134		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xabc138		eb03			JMP 0xabc13d
  loop.go:144		0xabc13a		4901db			ADDQ BX, R11
  loop.go:147		0xabc13d		4801cf			ADDQ CX, DI
  loop.go:146		0xabc140		49ffc2			INCQ R10
  loop.go:147		0xabc143		4939fb			CMPQ R11, DI
  loop.go:147		0xabc146		7fdd			JG 0xabc125
  loop.go:147		0xabc148		eba8			JMP 0xabc0f2

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xabc160		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xabc165		31d2			XORL DX, DX
  loop.go:69		0xabc167		4531d2			XORL R10, R10
  loop.go:69		0xabc16a		4531db			XORL R11, R11
  loop.go:69		0xabc16d		4531e4			XORL R12, R12
  loop.go:69		0xabc170		eb11			JMP 0xabc183
  loop.go:75		0xabc172		4d89e7			MOVQ R12, R15
  loop.go:75		0xabc175		4d29ef			SUBQ R13, R15
  loop.go:75		0xabc178		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xabc17c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xabc180		48ffc2			INCQ DX
  loop.go:69		0xabc183		4939d1			CMPQ R9, DX
  loop.go:69		0xabc186		7e16			JLE 0xabc19e
  loop.go:70		0xabc188		4d39e2			CMPQ R10, R12
  loop.go:71		0xabc18b		4d89d5			MOVQ R10, R13
  loop.go:71		0xabc18e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xabc192		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xabc196		4c39e7			CMPQ DI, R12
  loop.go:70		0xabc199		7dd7			JGE 0xabc172
  loop.go:73		0xabc19b		90			NOPL
  loop.go:140		0xabc19c		eb07			JMP 0xabc1a5
  loop.go:78		0xabc19e		4c89d8			MOVQ R11, AX
  loop.go:78		0xabc1a1		4c89e3			MOVQ R12, BX
  loop.go:78		0xabc1a4		c3			RET
  loop.go:141		0xabc1a5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xabc1a9		4c39d7			CMPQ DI, R10
  loop.go:141		0xabc1ac		7f0c			JG 0xabc1ba
  loop.go:142		0xabc1ae		4901c7			ADDQ AX, R15
  loop.go:142		0xabc1b1		4d39fc			CMPQ R12, R15
  loop.go:142		0xabc1b4		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xabc1b8		eb03			JMP 0xabc1bd
  loop.go:144		0xabc1ba		4901dc			ADDQ BX, R12
  loop.go:147		0xabc1bd		4801cf			ADDQ CX, DI
  loop.go:146		0xabc1c0		49ffc3			INCQ R11
  loop.go:147		0xabc1c3		4939fc			CMPQ R12, DI
  loop.go:147		0xabc1c6		7fdd			JG 0xabc1a5
  loop.go:147		0xabc1c8		eba8			JMP 0xabc172
