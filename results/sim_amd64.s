# sha256 e35dc9ace9b782caefc983af1fb32ca1002a50f34196265c178f1b8187b73bd7
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xa8aa20		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xa8aa25		31d2			XORL DX, DX
  loop.go:49		0xa8aa27		4531d2			XORL R10, R10
  loop.go:49		0xa8aa2a		4531db			XORL R11, R11
  loop.go:49		0xa8aa2d		4531e4			XORL R12, R12
  loop.go:49		0xa8aa30		eb11			JMP 0xa8aa43
  loop.go:55		0xa8aa32		4d89df			MOVQ R11, R15
  loop.go:55		0xa8aa35		4d29e7			SUBQ R12, R15
  loop.go:55		0xa8aa38		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xa8aa3c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xa8aa40		48ffc2			INCQ DX
  loop.go:49		0xa8aa43		4939d1			CMPQ R9, DX
  loop.go:49		0xa8aa46		7e16			JLE 0xa8aa5e
  loop.go:50		0xa8aa48		4d39dc			CMPQ R12, R11
  loop.go:51		0xa8aa4b		4d89e5			MOVQ R12, R13
  loop.go:51		0xa8aa4e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xa8aa52		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xa8aa56		4c39df			CMPQ DI, R11
  loop.go:50		0xa8aa59		7dd7			JGE 0xa8aa32
  loop.go:53		0xa8aa5b		90			NOPL
  loop.go:140		0xa8aa5c		eb07			JMP 0xa8aa65
  loop.go:58		0xa8aa5e		4c89d0			MOVQ R10, AX
  loop.go:58		0xa8aa61		4c89db			MOVQ R11, BX
  loop.go:58		0xa8aa64		c3			RET
  loop.go:141		0xa8aa65		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xa8aa69		4c39e7			CMPQ DI, R12
  loop.go:141		0xa8aa6c		7f0c			JG 0xa8aa7a
  loop.go:142		0xa8aa6e		4901c7			ADDQ AX, R15
  loop.go:142		0xa8aa71		4d39fb			CMPQ R11, R15
  loop.go:142		0xa8aa74		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xa8aa78		eb03			JMP 0xa8aa7d
  loop.go:144		0xa8aa7a		4901db			ADDQ BX, R11
  loop.go:147		0xa8aa7d		4801cf			ADDQ CX, DI
  loop.go:146		0xa8aa80		49ffc2			INCQ R10
  loop.go:147		0xa8aa83		4939fb			CMPQ R11, DI
  loop.go:147		0xa8aa86		7fdd			JG 0xa8aa65
  loop.go:147		0xa8aa88		eba8			JMP 0xa8aa32

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xa8aaa0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xa8aaa5		31d2			XORL DX, DX
  loop.go:69		0xa8aaa7		4531d2			XORL R10, R10
  loop.go:69		0xa8aaaa		4531db			XORL R11, R11
  loop.go:69		0xa8aaad		4531e4			XORL R12, R12
  loop.go:69		0xa8aab0		eb11			JMP 0xa8aac3
  loop.go:75		0xa8aab2		4d89e7			MOVQ R12, R15
  loop.go:75		0xa8aab5		4d29ef			SUBQ R13, R15
  loop.go:75		0xa8aab8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xa8aabc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xa8aac0		48ffc2			INCQ DX
  loop.go:69		0xa8aac3		4939d1			CMPQ R9, DX
  loop.go:69		0xa8aac6		7e16			JLE 0xa8aade
  loop.go:70		0xa8aac8		4d39e2			CMPQ R10, R12
  loop.go:71		0xa8aacb		4d89d5			MOVQ R10, R13
  loop.go:71		0xa8aace		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xa8aad2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xa8aad6		4c39e7			CMPQ DI, R12
  loop.go:70		0xa8aad9		7dd7			JGE 0xa8aab2
  loop.go:73		0xa8aadb		90			NOPL
  loop.go:140		0xa8aadc		eb07			JMP 0xa8aae5
  loop.go:78		0xa8aade		4c89d8			MOVQ R11, AX
  loop.go:78		0xa8aae1		4c89e3			MOVQ R12, BX
  loop.go:78		0xa8aae4		c3			RET
  loop.go:141		0xa8aae5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xa8aae9		4c39d7			CMPQ DI, R10
  loop.go:141		0xa8aaec		7f0c			JG 0xa8aafa
  loop.go:142		0xa8aaee		4901c7			ADDQ AX, R15
  loop.go:142		0xa8aaf1		4d39fc			CMPQ R12, R15
  loop.go:142		0xa8aaf4		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xa8aaf8		eb03			JMP 0xa8aafd
  loop.go:144		0xa8aafa		4901dc			ADDQ BX, R12
  loop.go:147		0xa8aafd		4801cf			ADDQ CX, DI
  loop.go:146		0xa8ab00		49ffc3			INCQ R11
  loop.go:147		0xa8ab03		4939fc			CMPQ R12, DI
  loop.go:147		0xa8ab06		7fdd			JG 0xa8aae5
  loop.go:147		0xa8ab08		eba8			JMP 0xa8aab2
