# sha256 61ee7f9ae86c6ceeac7f9b72549422e34b28e574c0fd83b2876c0a8d59345b66
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xafcda0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xafcda5		31d2			XORL DX, DX
  loop.go:49		0xafcda7		4531d2			XORL R10, R10
  loop.go:49		0xafcdaa		4531db			XORL R11, R11
  loop.go:49		0xafcdad		4531e4			XORL R12, R12
  loop.go:49		0xafcdb0		eb11			JMP 0xafcdc3
  loop.go:55		0xafcdb2		4d89df			MOVQ R11, R15
  loop.go:55		0xafcdb5		4d29e7			SUBQ R12, R15
  loop.go:55		0xafcdb8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xafcdbc		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xafcdc0		48ffc2			INCQ DX
  loop.go:49		0xafcdc3		4939d1			CMPQ R9, DX
  loop.go:49		0xafcdc6		7e16			JLE 0xafcdde
  loop.go:50		0xafcdc8		4d39dc			CMPQ R12, R11
  loop.go:51		0xafcdcb		4d89e5			MOVQ R12, R13
  loop.go:51		0xafcdce		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xafcdd2		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xafcdd6		4c39df			CMPQ DI, R11
  loop.go:50		0xafcdd9		7dd7			JGE 0xafcdb2
  loop.go:53		0xafcddb		90			NOPL
  loop.go:140		0xafcddc		eb07			JMP 0xafcde5
  loop.go:58		0xafcdde		4c89d0			MOVQ R10, AX
  loop.go:58		0xafcde1		4c89db			MOVQ R11, BX
  loop.go:58		0xafcde4		c3			RET
  loop.go:141		0xafcde5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xafcde9		4c39e7			CMPQ DI, R12
  loop.go:141		0xafcdec		7f0c			JG 0xafcdfa
  loop.go:142		0xafcdee		4901c7			ADDQ AX, R15
  loop.go:142		0xafcdf1		4d39fb			CMPQ R11, R15
  loop.go:142		0xafcdf4		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xafcdf8		eb03			JMP 0xafcdfd
  loop.go:144		0xafcdfa		4901db			ADDQ BX, R11
  loop.go:147		0xafcdfd		4801cf			ADDQ CX, DI
  loop.go:146		0xafce00		49ffc2			INCQ R10
  loop.go:147		0xafce03		4939fb			CMPQ R11, DI
  loop.go:147		0xafce06		7fdd			JG 0xafcde5
  loop.go:147		0xafce08		eba8			JMP 0xafcdb2

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xafce20		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xafce25		31d2			XORL DX, DX
  loop.go:69		0xafce27		4531d2			XORL R10, R10
  loop.go:69		0xafce2a		4531db			XORL R11, R11
  loop.go:69		0xafce2d		4531e4			XORL R12, R12
  loop.go:69		0xafce30		eb11			JMP 0xafce43
  loop.go:75		0xafce32		4d89e7			MOVQ R12, R15
  loop.go:75		0xafce35		4d29ef			SUBQ R13, R15
  loop.go:75		0xafce38		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xafce3c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xafce40		48ffc2			INCQ DX
  loop.go:69		0xafce43		4939d1			CMPQ R9, DX
  loop.go:69		0xafce46		7e16			JLE 0xafce5e
  loop.go:70		0xafce48		4d39e2			CMPQ R10, R12
  loop.go:71		0xafce4b		4d89d5			MOVQ R10, R13
  loop.go:71		0xafce4e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xafce52		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xafce56		4c39e7			CMPQ DI, R12
  loop.go:70		0xafce59		7dd7			JGE 0xafce32
  loop.go:73		0xafce5b		90			NOPL
  loop.go:140		0xafce5c		eb07			JMP 0xafce65
  loop.go:78		0xafce5e		4c89d8			MOVQ R11, AX
  loop.go:78		0xafce61		4c89e3			MOVQ R12, BX
  loop.go:78		0xafce64		c3			RET
  loop.go:141		0xafce65		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xafce69		4c39d7			CMPQ DI, R10
  loop.go:141		0xafce6c		7f0c			JG 0xafce7a
  loop.go:142		0xafce6e		4901c7			ADDQ AX, R15
  loop.go:142		0xafce71		4d39fc			CMPQ R12, R15
  loop.go:142		0xafce74		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xafce78		eb03			JMP 0xafce7d
  loop.go:144		0xafce7a		4901dc			ADDQ BX, R12
  loop.go:147		0xafce7d		4801cf			ADDQ CX, DI
  loop.go:146		0xafce80		49ffc3			INCQ R11
  loop.go:147		0xafce83		4939fc			CMPQ R12, DI
  loop.go:147		0xafce86		7fdd			JG 0xafce65
  loop.go:147		0xafce88		eba8			JMP 0xafce32
