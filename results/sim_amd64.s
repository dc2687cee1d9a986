# sha256 8b557244a35e4f78ecd00f934d21e2a08b20bab61869f7436dede1b616216ec1
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0x9c1aa0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0x9c1aa5		31d2			XORL DX, DX
  loop.go:49		0x9c1aa7		4531d2			XORL R10, R10
  loop.go:49		0x9c1aaa		4531db			XORL R11, R11
  loop.go:49		0x9c1aad		4531e4			XORL R12, R12
  loop.go:49		0x9c1ab0		eb11			JMP 0x9c1ac3
  loop.go:55		0x9c1ab2		4d89df			MOVQ R11, R15
  loop.go:55		0x9c1ab5		4d29e7			SUBQ R12, R15
  loop.go:55		0x9c1ab8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0x9c1abc		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0x9c1ac0		48ffc2			INCQ DX
  loop.go:49		0x9c1ac3		4939d1			CMPQ R9, DX
  loop.go:49		0x9c1ac6		7e16			JLE 0x9c1ade
  loop.go:50		0x9c1ac8		4d39dc			CMPQ R12, R11
  loop.go:51		0x9c1acb		4d89e5			MOVQ R12, R13
  loop.go:51		0x9c1ace		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0x9c1ad2		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0x9c1ad6		4c39df			CMPQ DI, R11
  loop.go:50		0x9c1ad9		7dd7			JGE 0x9c1ab2
  loop.go:53		0x9c1adb		90			NOPL
  loop.go:140		0x9c1adc		eb07			JMP 0x9c1ae5
  loop.go:58		0x9c1ade		4c89d0			MOVQ R10, AX
  loop.go:58		0x9c1ae1		4c89db			MOVQ R11, BX
  loop.go:58		0x9c1ae4		c3			RET
  loop.go:141		0x9c1ae5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9c1ae9		4c39e7			CMPQ DI, R12
  loop.go:141		0x9c1aec		7f0c			JG 0x9c1afa
  loop.go:142		0x9c1aee		4901c7			ADDQ AX, R15
  loop.go:142		0x9c1af1		4d39fb			CMPQ R11, R15
  loop.go:142		0x9c1af4		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0x9c1af8		eb03			JMP 0x9c1afd
  loop.go:144		0x9c1afa		4901db			ADDQ BX, R11
  loop.go:147		0x9c1afd		4801cf			ADDQ CX, DI
  loop.go:146		0x9c1b00		49ffc2			INCQ R10
  loop.go:147		0x9c1b03		4939fb			CMPQ R11, DI
  loop.go:147		0x9c1b06		7fdd			JG 0x9c1ae5
  loop.go:147		0x9c1b08		eba8			JMP 0x9c1ab2

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0x9c1b20		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0x9c1b25		31d2			XORL DX, DX
  loop.go:69		0x9c1b27		4531d2			XORL R10, R10
  loop.go:69		0x9c1b2a		4531db			XORL R11, R11
  loop.go:69		0x9c1b2d		4531e4			XORL R12, R12
  loop.go:69		0x9c1b30		eb11			JMP 0x9c1b43
  loop.go:75		0x9c1b32		4d89e7			MOVQ R12, R15
  loop.go:75		0x9c1b35		4d29ef			SUBQ R13, R15
  loop.go:75		0x9c1b38		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0x9c1b3c		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0x9c1b40		48ffc2			INCQ DX
  loop.go:69		0x9c1b43		4939d1			CMPQ R9, DX
  loop.go:69		0x9c1b46		7e16			JLE 0x9c1b5e
  loop.go:70		0x9c1b48		4d39e2			CMPQ R10, R12
  loop.go:71		0x9c1b4b		4d89d5			MOVQ R10, R13
  loop.go:71		0x9c1b4e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0x9c1b52		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0x9c1b56		4c39e7			CMPQ DI, R12
  loop.go:70		0x9c1b59		7dd7			JGE 0x9c1b32
  loop.go:73		0x9c1b5b		90			NOPL
  loop.go:140		0x9c1b5c		eb07			JMP 0x9c1b65
  loop.go:78		0x9c1b5e		4c89d8			MOVQ R11, AX
  loop.go:78		0x9c1b61		4c89e3			MOVQ R12, BX
  loop.go:78		0x9c1b64		c3			RET
  loop.go:141		0x9c1b65		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0x9c1b69		4c39d7			CMPQ DI, R10
  loop.go:141		0x9c1b6c		7f0c			JG 0x9c1b7a
  loop.go:142		0x9c1b6e		4901c7			ADDQ AX, R15
  loop.go:142		0x9c1b71		4d39fc			CMPQ R12, R15
  loop.go:142		0x9c1b74		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0x9c1b78		eb03			JMP 0x9c1b7d
  loop.go:144		0x9c1b7a		4901dc			ADDQ BX, R12
  loop.go:147		0x9c1b7d		4801cf			ADDQ CX, DI
  loop.go:146		0x9c1b80		49ffc3			INCQ R11
  loop.go:147		0x9c1b83		4939fc			CMPQ R12, DI
  loop.go:147		0x9c1b86		7fdd			JG 0x9c1b65
  loop.go:147		0x9c1b88		eba8			JMP 0x9c1b32
