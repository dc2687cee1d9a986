#include "textflag.h"

// func addChain(iterations int64) int64
// 32 dependent ADDs per iteration: each reads the R0 the previous one wrote.
TEXT ·addChain(SB), NOSPLIT, $0-16
	MOVD	iterations+0(FP), R1
	MOVD	$0, R0
	MOVD	$1, R2
loop:
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	ADD	R2, R0, R0
	SUBS	$1, R1, R1
	BNE	loop
	MOVD	R0, ret+8(FP)
	RET
