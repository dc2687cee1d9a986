# sha256 da39f43286ea23146a2d4c7c6d39e2000c27e2fb4404bdea6cd85ded5d3181a4
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xaccfa0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xaccfa5		31d2			XORL DX, DX
  loop.go:49		0xaccfa7		4531d2			XORL R10, R10
  loop.go:49		0xaccfaa		4531db			XORL R11, R11
  loop.go:49		0xaccfad		4531e4			XORL R12, R12
  loop.go:49		0xaccfb0		eb11			JMP 0xaccfc3
  loop.go:55		0xaccfb2		4d89df			MOVQ R11, R15
  loop.go:55		0xaccfb5		4d29e7			SUBQ R12, R15
  loop.go:55		0xaccfb8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xaccfbc		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xaccfc0		48ffc2			INCQ DX
  loop.go:49		0xaccfc3		4939d1			CMPQ R9, DX
  loop.go:49		0xaccfc6		7e16			JLE 0xaccfde
  loop.go:50		0xaccfc8		4d39dc			CMPQ R12, R11
  loop.go:51		0xaccfcb		4d89e5			MOVQ R12, R13
  loop.go:51		0xaccfce		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xaccfd2		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xaccfd6		4c39df			CMPQ DI, R11
  loop.go:50		0xaccfd9		7dd7			JGE 0xaccfb2
  loop.go:53		0xaccfdb		90			NOPL
  loop.go:140		0xaccfdc		eb07			JMP 0xaccfe5
  loop.go:58		0xaccfde		4c89d0			MOVQ R10, AX
  loop.go:58		0xaccfe1		4c89db			MOVQ R11, BX
  loop.go:58		0xaccfe4		c3			RET
  loop.go:141		0xaccfe5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xaccfe9		4c39e7			CMPQ DI, R12
  loop.go:141		0xaccfec		7f0c			JG 0xaccffa
  loop.go:142		0xaccfee		4901c7			ADDQ AX, R15
  loop.go:142		0xaccff1		4d39fb			CMPQ R11, R15
  loop.go:142		0xaccff4		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xaccff8		eb03			JMP 0xaccffd
  loop.go:144		0xaccffa		4901db			ADDQ BX, R11
  loop.go:147		0xaccffd		4801cf			ADDQ CX, DI
  loop.go:146		0xacd000		49ffc2			INCQ R10
  loop.go:147		0xacd003		4939fb			CMPQ R11, DI
  loop.go:147		0xacd006		7fdd			JG 0xaccfe5
  loop.go:147		0xacd008		eba8			JMP 0xaccfb2

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xacd020		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xacd025		31d2			XORL DX, DX
  loop.go:69		0xacd027		4531d2			XORL R10, R10
  loop.go:69		0xacd02a		4531db			XORL R11, R11
  loop.go:69		0xacd02d		4531e4			XORL R12, R12
  loop.go:69		0xacd030		eb11			JMP 0xacd043
  loop.go:75		0xacd032		4d89e7			MOVQ R12, R15
  loop.go:75		0xacd035		4d29ef			SUBQ R13, R15
  loop.go:75		0xacd038		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xacd03c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xacd040		48ffc2			INCQ DX
  loop.go:69		0xacd043		4939d1			CMPQ R9, DX
  loop.go:69		0xacd046		7e16			JLE 0xacd05e
  loop.go:70		0xacd048		4d39e2			CMPQ R10, R12
  loop.go:71		0xacd04b		4d89d5			MOVQ R10, R13
  loop.go:71		0xacd04e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xacd052		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xacd056		4c39e7			CMPQ DI, R12
  loop.go:70		0xacd059		7dd7			JGE 0xacd032
  loop.go:73		0xacd05b		90			NOPL
  loop.go:140		0xacd05c		eb07			JMP 0xacd065
  loop.go:78		0xacd05e		4c89d8			MOVQ R11, AX
  loop.go:78		0xacd061		4c89e3			MOVQ R12, BX
  loop.go:78		0xacd064		c3			RET
  loop.go:141		0xacd065		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xacd069		4c39d7			CMPQ DI, R10
  loop.go:141		0xacd06c		7f0c			JG 0xacd07a
  loop.go:142		0xacd06e		4901c7			ADDQ AX, R15
  loop.go:142		0xacd071		4d39fc			CMPQ R12, R15
  loop.go:142		0xacd074		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xacd078		eb03			JMP 0xacd07d
  loop.go:144		0xacd07a		4901dc			ADDQ BX, R12
  loop.go:147		0xacd07d		4801cf			ADDQ CX, DI
  loop.go:146		0xacd080		49ffc3			INCQ R11
  loop.go:147		0xacd083		4939fc			CMPQ R12, DI
  loop.go:147		0xacd086		7fdd			JG 0xacd065
  loop.go:147		0xacd088		eba8			JMP 0xacd032
