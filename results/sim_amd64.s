# sha256 6f37856e19d82b8d077e651d557a68dbd186aedb2d4520307c4fe783ed6f0d98
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:38		0x588a40		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:41		0x588a45		31d2			XORL DX, DX
  loop.go:41		0x588a47		4531d2			XORL R10, R10
  loop.go:41		0x588a4a		4531db			XORL R11, R11
  loop.go:41		0x588a4d		4531e4			XORL R12, R12
  loop.go:41		0x588a50		eb11			JMP 0x588a63
  loop.go:47		0x588a52		4d89df			MOVQ R11, R15
  loop.go:47		0x588a55		4d29e7			SUBQ R12, R15
  loop.go:47		0x588a58		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:48		0x588a5c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:41		0x588a60		48ffc2			INCQ DX
  loop.go:41		0x588a63		4939d1			CMPQ R9, DX
  loop.go:41		0x588a66		7e16			JLE 0x588a7e
  loop.go:42		0x588a68		4d39dc			CMPQ R12, R11
  loop.go:43		0x588a6b		4d89e5			MOVQ R12, R13
  loop.go:43		0x588a6e		4d0f4ce3		CMOVL R11, R12
  loop.go:43		0x588a72		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:44		0x588a76		4c39df			CMPQ DI, R11
  loop.go:42		0x588a79		7dd7			JGE 0x588a52
  loop.go:45		0x588a7b		90			NOPL
  loop.go:79		0x588a7c		eb0d			JMP 0x588a8b
  loop.go:50		0x588a7e		4c89d0			MOVQ R10, AX
  loop.go:50		0x588a81		4c89db			MOVQ R11, BX
  loop.go:50		0x588a84		c3			RET
  loop.go:86		0x588a85		4801cf			ADDQ CX, DI
  loop.go:85		0x588a88		49ffc2			INCQ R10
  loop.go:79		0x588a8b		4939fb			CMPQ R11, DI
  loop.go:79		0x588a8e		7ec2			JLE 0x588a52
  loop.go:80		0x588a90		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:80		0x588a94		4c39e7			CMPQ DI, R12
  loop.go:80		0x588a97		7f0c			JG 0x588aa5
  loop.go:81		0x588a99		4901c7			ADDQ AX, R15
  loop.go:81		0x588a9c		4d39fb			CMPQ R11, R15
  loop.go:81		0x588a9f		4d0f4cdf		CMOVL R15, R11
  loop.go:81		0x588aa3		ebe0			JMP 0x588a85
  loop.go:83		0x588aa5		4901db			ADDQ BX, R11
  loop.go:83		0x588aa8		ebdb			JMP 0x588a85

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:58		0x588ac0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:61		0x588ac5		31d2			XORL DX, DX
  loop.go:61		0x588ac7		4531d2			XORL R10, R10
  loop.go:61		0x588aca		4531db			XORL R11, R11
  loop.go:61		0x588acd		4531e4			XORL R12, R12
  loop.go:61		0x588ad0		eb11			JMP 0x588ae3
  loop.go:67		0x588ad2		4d89e7			MOVQ R12, R15
  loop.go:67		0x588ad5		4d29ef			SUBQ R13, R15
  loop.go:67		0x588ad8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:68		0x588adc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:61		0x588ae0		48ffc2			INCQ DX
  loop.go:61		0x588ae3		4939d1			CMPQ R9, DX
  loop.go:61		0x588ae6		7e16			JLE 0x588afe
  loop.go:62		0x588ae8		4d39e2			CMPQ R10, R12
  loop.go:63		0x588aeb		4d89d5			MOVQ R10, R13
  loop.go:63		0x588aee		4d0f4cd4		CMOVL R12, R10
  loop.go:63		0x588af2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:64		0x588af6		4c39e7			CMPQ DI, R12
  loop.go:62		0x588af9		7dd7			JGE 0x588ad2
  loop.go:65		0x588afb		90			NOPL
  loop.go:79		0x588afc		eb0d			JMP 0x588b0b
  loop.go:70		0x588afe		4c89d8			MOVQ R11, AX
  loop.go:70		0x588b01		4c89e3			MOVQ R12, BX
  loop.go:70		0x588b04		c3			RET
  loop.go:86		0x588b05		4801cf			ADDQ CX, DI
  loop.go:85		0x588b08		49ffc3			INCQ R11
  loop.go:79		0x588b0b		4939fc			CMPQ R12, DI
  loop.go:79		0x588b0e		7ec2			JLE 0x588ad2
  loop.go:80		0x588b10		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:80		0x588b14		4c39d7			CMPQ DI, R10
  loop.go:80		0x588b17		7f0c			JG 0x588b25
  loop.go:81		0x588b19		4901c7			ADDQ AX, R15
  loop.go:81		0x588b1c		4d39fc			CMPQ R12, R15
  loop.go:81		0x588b1f		4d0f4ce7		CMOVL R15, R12
  loop.go:81		0x588b23		ebe0			JMP 0x588b05
  loop.go:83		0x588b25		4901dc			ADDQ BX, R12
  loop.go:83		0x588b28		ebdb			JMP 0x588b05
