# sha256 c2c287b61d22818df1e40df5d62d5ebc2efe9c82c72bce4d3c14caf3c6dc56ae
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:38		0x588320		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:41		0x588325		31d2			XORL DX, DX
  loop.go:41		0x588327		4531d2			XORL R10, R10
  loop.go:41		0x58832a		4531db			XORL R11, R11
  loop.go:41		0x58832d		4531e4			XORL R12, R12
  loop.go:41		0x588330		eb11			JMP 0x588343
  loop.go:47		0x588332		4d89df			MOVQ R11, R15
  loop.go:47		0x588335		4d29e7			SUBQ R12, R15
  loop.go:47		0x588338		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:48		0x58833c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:41		0x588340		48ffc2			INCQ DX
  loop.go:41		0x588343		4939d1			CMPQ R9, DX
  loop.go:41		0x588346		7e16			JLE 0x58835e
  loop.go:42		0x588348		4d39dc			CMPQ R12, R11
  loop.go:43		0x58834b		4d89e5			MOVQ R12, R13
  loop.go:43		0x58834e		4d0f4ce3		CMOVL R11, R12
  loop.go:43		0x588352		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:44		0x588356		4c39df			CMPQ DI, R11
  loop.go:42		0x588359		7dd7			JGE 0x588332
  loop.go:45		0x58835b		90			NOPL
  loop.go:79		0x58835c		eb0d			JMP 0x58836b
  loop.go:50		0x58835e		4c89d0			MOVQ R10, AX
  loop.go:50		0x588361		4c89db			MOVQ R11, BX
  loop.go:50		0x588364		c3			RET
  loop.go:86		0x588365		4801cf			ADDQ CX, DI
  loop.go:85		0x588368		49ffc2			INCQ R10
  loop.go:79		0x58836b		4939fb			CMPQ R11, DI
  loop.go:79		0x58836e		7ec2			JLE 0x588332
  loop.go:80		0x588370		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:80		0x588374		4c39e7			CMPQ DI, R12
  loop.go:80		0x588377		7f0c			JG 0x588385
  loop.go:81		0x588379		4901c7			ADDQ AX, R15
  loop.go:81		0x58837c		4d39fb			CMPQ R11, R15
  loop.go:81		0x58837f		4d0f4cdf		CMOVL R15, R11
  loop.go:81		0x588383		ebe0			JMP 0x588365
  loop.go:83		0x588385		4901db			ADDQ BX, R11
  loop.go:83		0x588388		ebdb			JMP 0x588365

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:58		0x5883a0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:61		0x5883a5		31d2			XORL DX, DX
  loop.go:61		0x5883a7		4531d2			XORL R10, R10
  loop.go:61		0x5883aa		4531db			XORL R11, R11
  loop.go:61		0x5883ad		4531e4			XORL R12, R12
  loop.go:61		0x5883b0		eb11			JMP 0x5883c3
  loop.go:67		0x5883b2		4d89e7			MOVQ R12, R15
  loop.go:67		0x5883b5		4d29ef			SUBQ R13, R15
  loop.go:67		0x5883b8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:68		0x5883bc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:61		0x5883c0		48ffc2			INCQ DX
  loop.go:61		0x5883c3		4939d1			CMPQ R9, DX
  loop.go:61		0x5883c6		7e16			JLE 0x5883de
  loop.go:62		0x5883c8		4d39e2			CMPQ R10, R12
  loop.go:63		0x5883cb		4d89d5			MOVQ R10, R13
  loop.go:63		0x5883ce		4d0f4cd4		CMOVL R12, R10
  loop.go:63		0x5883d2		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:64		0x5883d6		4c39e7			CMPQ DI, R12
  loop.go:62		0x5883d9		7dd7			JGE 0x5883b2
  loop.go:65		0x5883db		90			NOPL
  loop.go:79		0x5883dc		eb0d			JMP 0x5883eb
  loop.go:70		0x5883de		4c89d8			MOVQ R11, AX
  loop.go:70		0x5883e1		4c89e3			MOVQ R12, BX
  loop.go:70		0x5883e4		c3			RET
  loop.go:86		0x5883e5		4801cf			ADDQ CX, DI
  loop.go:85		0x5883e8		49ffc3			INCQ R11
  loop.go:79		0x5883eb		4939fc			CMPQ R12, DI
  loop.go:79		0x5883ee		7ec2			JLE 0x5883b2
  loop.go:80		0x5883f0		4c8d3c3b		LEAQ 0(BX)(DI*1), R15
  loop.go:80		0x5883f4		4c39d7			CMPQ DI, R10
  loop.go:80		0x5883f7		7f0c			JG 0x588405
  loop.go:81		0x5883f9		4901c7			ADDQ AX, R15
  loop.go:81		0x5883fc		4d39fc			CMPQ R12, R15
  loop.go:81		0x5883ff		4d0f4ce7		CMOVL R15, R12
  loop.go:81		0x588403		ebe0			JMP 0x5883e5
  loop.go:83		0x588405		4901dc			ADDQ BX, R12
  loop.go:83		0x588408		ebdb			JMP 0x5883e5
