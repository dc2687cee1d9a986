# sha256 7309f7392037ff7c276afcf8e378f49ac9dabb434bef93c0494e76c003f65c41
TEXT coordinated-omission/sim.runClosed(SB) coordinated-omission/sim/loop.go
  loop.go:46		0xae8960		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:49		0xae8965		31d2			XORL DX, DX
  loop.go:49		0xae8967		4531d2			XORL R10, R10
  loop.go:49		0xae896a		4531db			XORL R11, R11
  loop.go:49		0xae896d		4531e4			XORL R12, R12
  loop.go:49		0xae8970		eb11			JMP 0xae8983
  loop.go:55		0xae8972		4d89df			MOVQ R11, R15
  loop.go:55		0xae8975		4d29e7			SUBQ R12, R15
  loop.go:55		0xae8978		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:56		0xae897c		4e8d242e		LEAQ 0(SI)(R13*1), R12
  loop.go:49		0xae8980		48ffc2			INCQ DX
  loop.go:49		0xae8983		4939d1			CMPQ R9, DX
  loop.go:49		0xae8986		7e16			JLE 0xae899e
  loop.go:50		0xae8988		4d39dc			CMPQ R12, R11
  loop.go:51		0xae898b		4d89e5			MOVQ R12, R13
  loop.go:51		0xae898e		4d0f4ce3		CMOVL R11, R12
  loop.go:51		0xae8992		4e8d1c20		LEAQ 0(AX)(R12*1), R11
  loop.go:52		0xae8996		4c39df			CMPQ DI, R11
  loop.go:50		0xae8999		7dd7			JGE 0xae8972
  loop.go:53		0xae899b		90			NOPL
  loop.go:140		0xae899c		eb07			JMP 0xae89a5
  loop.go:58		0xae899e		4c89d0			MOVQ R10, AX
  loop.go:58		0xae89a1		4c89db			MOVQ R11, BX
  loop.go:58		0xae89a4		c3			RET
  loop.go:141		0xae89a5		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xae89a9		4c39e7			CMPQ DI, R12
  loop.go:141		0xae89ac		7f0c			JG 0xae89ba
  loop.go:142		0xae89ae		4901c7			ADDQ AX, R15
  loop.go:142		0xae89b1		4d39fb			CMPQ R11, R15
  loop.go:142		0xae89b4		4d0f4cdf		CMOVL R15, R11
  loop.go:142		0xae89b8		eb03			JMP 0xae89bd
  loop.go:144		0xae89ba		4901db			ADDQ BX, R11
  loop.go:147		0xae89bd		4801cf			ADDQ CX, DI
  loop.go:146		0xae89c0		49ffc2			INCQ R10
  loop.go:147		0xae89c3		4939fb			CMPQ R11, DI
  loop.go:147		0xae89c6		7fdd			JG 0xae89a5
  loop.go:147		0xae89c8		eba8			JMP 0xae8972

TEXT coordinated-omission/sim.runOpen(SB) coordinated-omission/sim/loop.go
  loop.go:66		0xae89e0		4c89442430		MOVQ R8, 0x30(SP)
  loop.go:69		0xae89e5		31d2			XORL DX, DX
  loop.go:69		0xae89e7		4531d2			XORL R10, R10
  loop.go:69		0xae89ea		4531db			XORL R11, R11
  loop.go:69		0xae89ed		4531e4			XORL R12, R12
  loop.go:69		0xae89f0		eb11			JMP 0xae8a03
  loop.go:75		0xae89f2		4d89e7			MOVQ R12, R15
  loop.go:75		0xae89f5		4d29ef			SUBQ R13, R15
  loop.go:75		0xae89f8		4d893cd0		MOVQ R15, 0(R8)(DX*8)
  loop.go:76		0xae89fc		4e8d142e		LEAQ 0(SI)(R13*1), R10
  loop.go:69		0xae8a00		48ffc2			INCQ DX
  loop.go:69		0xae8a03		4939d1			CMPQ R9, DX
  loop.go:69		0xae8a06		7e16			JLE 0xae8a1e
  loop.go:70		0xae8a08		4d39e2			CMPQ R10, R12
  loop.go:71		0xae8a0b		4d89d5			MOVQ R10, R13
  loop.go:71		0xae8a0e		4d0f4cd4		CMOVL R12, R10
  loop.go:71		0xae8a12		4e8d2410		LEAQ 0(AX)(R10*1), R12
  loop.go:72		0xae8a16		4c39e7			CMPQ DI, R12
  loop.go:70		0xae8a19		7dd7			JGE 0xae89f2
  loop.go:73		0xae8a1b		90			NOPL
  loop.go:140		0xae8a1c		eb07			JMP 0xae8a25
  loop.go:78		0xae8a1e		4c89d8			MOVQ R11, AX
  loop.go:78		0xae8a21		4c89e3			MOVQ R12, BX
  loop.go:78		0xae8a24		c3			RET
  loop.go:141		0xae8a25		4c8d3c1f		LEAQ 0(DI)(BX*1), R15
  loop.go:141		0xae8a29		4c39d7			CMPQ DI, R10
  loop.go:141		0xae8a2c		7f0c			JG 0xae8a3a
  loop.go:142		0xae8a2e		4901c7			ADDQ AX, R15
  loop.go:142		0xae8a31		4d39fc			CMPQ R12, R15
  loop.go:142		0xae8a34		4d0f4ce7		CMOVL R15, R12
  loop.go:142		0xae8a38		eb03			JMP 0xae8a3d
  loop.go:144		0xae8a3a		4901dc			ADDQ BX, R12
  loop.go:147		0xae8a3d		4801cf			ADDQ CX, DI
  loop.go:146		0xae8a40		49ffc3			INCQ R11
  loop.go:147		0xae8a43		4939fc			CMPQ R12, DI
  loop.go:147		0xae8a46		7fdd			JG 0xae8a25
  loop.go:147		0xae8a48		eba8			JMP 0xae89f2
