package sim

import "math"

// The exponential draws' logarithm: −ln(1 − U) for U = k·2^−53, k the
// low 53 bits of a generator value x, as rand.Float64 takes them; 1 − U is
// j·2^−53 for the whole j = 2^53 − k in [1, 2^53]. It takes half of
// math.Log's time and gives the same result on every processor.
//
// The method is the table method of glibc's log (Tang 1990; Nagy's
// rewrite, glibc 2.28). Write j = m·2^e, m in [1, 2), and let c be the
// centre of the table interval [1 + i/128, 1 + (i+1)/128) that holds m.
// Then, with r = m·(1/c) − 1, which is within 1/255 of 0,
//
//	ln(j·2^−53) = (e − 53)·ln 2 − ln(1/c) + ln(1 + r),
//
// ln(1 + r) by its Taylor series to r⁶ (the rest, r⁷/7, is below 3·10^−18),
// and 1/c and −ln(1/c) from lnTable. The absolute error is a few units of
// 2^−53, which, times a mean of at most MaxTime, moves a draw by far less
// than the nanosecond it is rounded to.
//
// Every product is rounded before it is added (the float64 conversions):
// the Go specification lets a compiler fuse x·y + z into one rounding,
// which arm64's does and amd64's does not, and a fused sum would change a
// draw's last bit from one processor to another.
func negLnOneMinusU(x uint64) float64 {
	j := 1<<53 - x<<11>>11
	bits := math.Float64bits(float64(int64(j))) // exact: j ≤ 2^53
	entry := &lnTable[bits>>(52-lnTableBits)&(1<<lnTableBits-1)]
	r := float64(math.Float64frombits(bits&(1<<52-1)|1023<<52)*entry.invC) - 1
	// ln(1 + r) = r − r²/2 + r³/3 − r⁴/4 + r⁵/5 − r⁶/6, as
	// r + r²·(−1/2 + r/3) + r⁴·((−1/4 + r/5) − r²/6): three short chains
	// that the processor runs side by side (Estrin's scheme).
	r2 := float64(r * r)
	p := r + float64(r2*(float64(r*(1.0/3))-1.0/2)) + float64(float64(r2*r2)*(float64(r*(1.0/5))-1.0/4-float64(r2*(1.0/6))))
	return -(float64(float64(int64(bits>>52)-1023-53)*math.Ln2) + entry.negLnInvC + p)
}

// lnTableBits is the number of m's leading fraction bits that index lnTable.
const lnTableBits = 7

// An lnEntry is one table interval's 1/c, rounded to the nearest float64,
// and −ln of that float64, rounded to the nearest.
type lnEntry struct{ invC, negLnInvC float64 }
