# sha256 7737b5ed50e438ad5a87f81ee1443a682cc63d73f0b17dee2dbf55b9535adf3c
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:38		0x54f100		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:41		0x54f105		31d2			XORL DX, DX
  loop.go:41		0x54f107		4531d2			XORL R10, R10
  loop.go:41		0x54f10a		4531db			XORL R11, R11
  loop.go:41		0x54f10d		4531e4			XORL R12, R12
  loop.go:41		0x54f110		eb11			JMP 0x54f123
  loop.go:47		0x54f112		4d89df			MOVQ R11, R15
  loop.go:47		0x54f115		4d29e7			SUBQ R12, R15
  loop.go:47		0x54f118		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:48		0x54f11c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:41		0x54f120		48ffc2			INCQ DX
  loop.go:41		0x54f123		4939d1			CMPQ R9, DX
  loop.go:41		0x54f126		7e16			JLE 0x54f13e
  loop.go:42		0x54f128		4d39dc			CMPQ R12, R11
  loop.go:43		0x54f12b		4d89e5			MOVQ R12, R13
  loop.go:43		0x54f12e		4d0f4ce3		CMOVL R11, R12
  loop.go:43		0x54f132		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:44		0x54f136		4c39df			CMPQ DI, R11
  loop.go:42		0x54f139		7dd7			JGE 0x54f112
  loop.go:45		0x54f13b		90			NOPL
  loop.go:79		0x54f13c		eb0d			JMP 0x54f14b
  loop.go:50		0x54f13e		4c89d0			MOVQ R10, AX
  loop.go:50		0x54f141		4c89db			MOVQ R11, BX
  loop.go:50		0x54f144		c3			RET
  loop.go:86		0x54f145		4801cf			ADDQ CX, DI
  loop.go:85		0x54f148		49ffc2			INCQ R10
  loop.go:79		0x54f14b		4939fb			CMPQ R11, DI
  loop.go:79		0x54f14e		7ec2			JLE 0x54f112
  loop.go:80		0x54f150		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:80		0x54f154		4c39e7			CMPQ DI, R12
  loop.go:80		0x54f157		7f0c			JG 0x54f165
  loop.go:81		0x54f159		4901c7			ADDQ AX, R15
  loop.go:81		0x54f15c		4d39fb			CMPQ R11, R15
  loop.go:81		0x54f15f		4d0f4cdf		CMOVL R15, R11
  loop.go:81		0x54f163		ebe0			JMP 0x54f145
  loop.go:83		0x54f165		4901db			ADDQ BX, R11
  loop.go:83		0x54f168		ebdb			JMP 0x54f145

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:58		0x54f180		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:61		0x54f185		31d2			XORL DX, DX
  loop.go:61		0x54f187		4531d2			XORL R10, R10
  loop.go:61		0x54f18a		4531db			XORL R11, R11
  loop.go:61		0x54f18d		4531e4			XORL R12, R12
  loop.go:61		0x54f190		eb11			JMP 0x54f1a3
  loop.go:67		0x54f192		4d89e7			MOVQ R12, R15
  loop.go:67		0x54f195		4d29ef			SUBQ R13, R15
  loop.go:67		0x54f198		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:68		0x54f19c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:61		0x54f1a0		48ffc2			INCQ DX
  loop.go:61		0x54f1a3		4939d1			CMPQ R9, DX
  loop.go:61		0x54f1a6		7e16			JLE 0x54f1be
  loop.go:62		0x54f1a8		4d39e2			CMPQ R10, R12
  loop.go:63		0x54f1ab		4d89d5			MOVQ R10, R13
  loop.go:63		0x54f1ae		4d0f4cd4		CMOVL R12, R10
  loop.go:63		0x54f1b2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:64		0x54f1b6		4c39e7			CMPQ DI, R12
  loop.go:62		0x54f1b9		7dd7			JGE 0x54f192
  loop.go:65		0x54f1bb		90			NOPL
  loop.go:79		0x54f1bc		eb0d			JMP 0x54f1cb
  loop.go:70		0x54f1be		4c89d8			MOVQ R11, AX
  loop.go:70		0x54f1c1		4c89e3			MOVQ R12, BX
  loop.go:70		0x54f1c4		c3			RET
  loop.go:86		0x54f1c5		4801cf			ADDQ CX, DI
  loop.go:85		0x54f1c8		49ffc3			INCQ R11
  loop.go:79		0x54f1cb		4939fc			CMPQ R12, DI
  loop.go:79		0x54f1ce		7ec2			JLE 0x54f192
  loop.go:80		0x54f1d0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:80		0x54f1d4		4c39d7			CMPQ DI, R10
  loop.go:80		0x54f1d7		7f0c			JG 0x54f1e5
  loop.go:81		0x54f1d9		4901c7			ADDQ AX, R15
  loop.go:81		0x54f1dc		4d39fc			CMPQ R12, R15
  loop.go:81		0x54f1df		4d0f4ce7		CMOVL R15, R12
  loop.go:81		0x54f1e3		ebe0			JMP 0x54f1c5
  loop.go:83		0x54f1e5		4901dc			ADDQ BX, R12
  loop.go:83		0x54f1e8		ebdb			JMP 0x54f1c5
