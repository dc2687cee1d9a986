#include "textflag.h"

// func addChain(iterations int64) int64
// 32 dependent ADDQs per iteration: each reads the AX the previous one wrote.
TEXT ·addChain(SB), NOSPLIT, $0-16
	MOVQ	iterations+0(FP), CX
	XORQ	AX, AX
	MOVQ	$1, DX
loop:
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	ADDQ	DX, AX
	DECQ	CX
	JNZ	loop
	MOVQ	AX, ret+8(FP)
	RET
