// Package rank is the report's nearest-rank rules, the one place that
// turns a quantile and a count of values into the rank of the value that
// states it: the model's recordings (sim), the audit's re-timings
// (internal/audit) and every test that checks either take their ranks
// here.
package rank

import "math/bits"

// HalfUp is the rank of the quantile num/den among n values: round(num/den
// · n), halves rounded up, at least 1 and at most n; the rule of
// hdrhistogram-go's ValueAtQuantile and of wrk2. It is exact for any n:
// num·n is taken in 128 bits. 0 ≤ num ≤ den and den > 0.
func HalfUp(num, den, n int64) int64 {
	hi, lo := bits.Mul64(uint64(num), uint64(n))
	lo, c := bits.Add64(lo, uint64(den)/2, 0)
	q, _ := bits.Div64(hi+c, lo, uint64(den))
	return clamp(int64(q), n)
}

// Ceil is the rank of the quantile num/den among n values: ⌈num/den · n⌉,
// at least 1 and at most n; the textbook nearest rank, and Java
// HdrHistogram's rule from 2.1.10 on.
func Ceil(num, den, n int64) int64 {
	hi, lo := bits.Mul64(uint64(num), uint64(n))
	lo, c := bits.Add64(lo, uint64(den)-1, 0)
	q, _ := bits.Div64(hi+c, lo, uint64(den))
	return clamp(int64(q), n)
}

func clamp(k, n int64) int64 { return min(max(k, 1), n) }
