package sim

import (
	"math"
	"math/rand/v2"
	"testing"
)

var lnSink float64

// BenchmarkNegLnOneMinusU and BenchmarkMathLog time the draws' logarithm and
// package math's on the same arguments, one PCG value each.
func BenchmarkNegLnOneMinusU(b *testing.B) {
	r := rand.NewPCG(1, 2)
	var s float64
	for b.Loop() {
		s += negLnOneMinusU(r.Uint64())
	}
	lnSink = s
}

func BenchmarkMathLog(b *testing.B) {
	r := rand.NewPCG(1, 2)
	var s float64
	for b.Loop() {
		s += -math.Log(float64(1<<53-r.Uint64()<<11>>11) * 0x1p-53)
	}
	lnSink = s
}
