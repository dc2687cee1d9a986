# sha256 22d268f8fc5d48186f1ce6e1364dc5c73bf8b5105d68ddfd51f1abe25011e947
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xaefe20		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xaefe25		31d2			XORL DX, DX
  loop.go:49		0xaefe27		4531d2			XORL R10, R10
  loop.go:49		0xaefe2a		4531db			XORL R11, R11
  loop.go:49		0xaefe2d		4531e4			XORL R12, R12
  loop.go:49		0xaefe30		eb11			JMP 0xaefe43
  loop.go:55		0xaefe32		4d89df			MOVQ R11, R15
  loop.go:55		0xaefe35		4d29e7			SUBQ R12, R15
  loop.go:55		0xaefe38		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xaefe3c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xaefe40		48ffc2			INCQ DX
  loop.go:49		0xaefe43		4939d1			CMPQ R9, DX
  loop.go:49		0xaefe46		7e16			JLE 0xaefe5e
  loop.go:50		0xaefe48		4d39dc			CMPQ R12, R11
  loop.go:51		0xaefe4b		4d89e5			MOVQ R12, R13
  loop.go:51		0xaefe4e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xaefe52		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xaefe56		4c39df			CMPQ DI, R11
  loop.go:50		0xaefe59		7dd7			JGE 0xaefe32
  loop.go:53		0xaefe5b		90			NOPL
  loop.go:140		0xaefe5c		eb07			JMP 0xaefe65
  loop.go:58		0xaefe5e		4c89d0			MOVQ R10, AX
  loop.go:58		0xaefe61		4c89db			MOVQ R11, BX
  loop.go:58		0xaefe64		c3			RET
  loop.go:141		0xaefe65		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xaefe69		4c39e7			CMPQ DI, R12
  loop.go:141		0xaefe6c		7f0c			JG 0xaefe7a
  loop.go:142		0xaefe6e		4901c7			ADDQ AX, R15
  loop.go:142		0xaefe71		4d39fb			CMPQ R11, R15
  loop.go:142		0xaefe74		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xaefe78		eb03			JMP 0xaefe7d
  loop.go:144		0xaefe7a		4901db			ADDQ BX, R11
  loop.go:147		0xaefe7d		4801cf			ADDQ CX, DI
  loop.go:146		0xaefe80		49ffc2			INCQ R10
  loop.go:147		0xaefe83		4939fb			CMPQ R11, DI
  loop.go:147		0xaefe86		7fdd			JG 0xaefe65
  loop.go:147		0xaefe88		eba8			JMP 0xaefe32

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xaefea0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xaefea5		31d2			XORL DX, DX
  loop.go:69		0xaefea7		4531d2			XORL R10, R10
  loop.go:69		0xaefeaa		4531db			XORL R11, R11
  loop.go:69		0xaefead		4531e4			XORL R12, R12
  loop.go:69		0xaefeb0		eb11			JMP 0xaefec3
  loop.go:75		0xaefeb2		4d89e7			MOVQ R12, R15
  loop.go:75		0xaefeb5		4d29ef			SUBQ R13, R15
  loop.go:75		0xaefeb8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xaefebc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xaefec0		48ffc2			INCQ DX
  loop.go:69		0xaefec3		4939d1			CMPQ R9, DX
  loop.go:69		0xaefec6		7e16			JLE 0xaefede
  loop.go:70		0xaefec8		4d39e2			CMPQ R10, R12
  loop.go:71		0xaefecb		4d89d5			MOVQ R10, R13
  loop.go:71		0xaefece		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xaefed2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xaefed6		4c39e7			CMPQ DI, R12
  loop.go:70		0xaefed9		7dd7			JGE 0xaefeb2
  loop.go:73		0xaefedb		90			NOPL
  loop.go:140		0xaefedc		eb07			JMP 0xaefee5
  loop.go:78		0xaefede		4c89d8			MOVQ R11, AX
  loop.go:78		0xaefee1		4c89e3			MOVQ R12, BX
  loop.go:78		0xaefee4		c3			RET
  loop.go:141		0xaefee5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xaefee9		4c39d7			CMPQ DI, R10
  loop.go:141		0xaefeec		7f0c			JG 0xaefefa
  loop.go:142		0xaefeee		4901c7			ADDQ AX, R15
  loop.go:142		0xaefef1		4d39fc			CMPQ R12, R15
  loop.go:142		0xaefef4		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xaefef8		eb03			JMP 0xaefefd
  loop.go:144		0xaefefa		4901dc			ADDQ BX, R12
  loop.go:147		0xaefefd		4801cf			ADDQ CX, DI
  loop.go:146		0xaeff00		49ffc3			INCQ R11
  loop.go:147		0xaeff03		4939fc			CMPQ R12, DI
  loop.go:147		0xaeff06		7fdd			JG 0xaefee5
  loop.go:147		0xaeff08		eba8			JMP 0xaefeb2
