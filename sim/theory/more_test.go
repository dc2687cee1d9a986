package theory

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestStudentQuantile against tables (Abramowitz and Stegun, 26.10).
func TestStudentQuantile(t *testing.T) {
	for _, tc := range []struct {
		df   int
		p, t float64
	}{{1, 0.975, 12.706}, {7, 0.975, 2.365}, {7, 0.9995, 5.408}, {9, 0.995, 3.250}, {30, 0.975, 2.042}, {1000, 0.975, 1.962}} {
		if got := StudentQuantile(tc.df, tc.p); math.Abs(got-tc.t) > 1e-3 {
			t.Errorf("StudentQuantile(%d, %v) = %.4f, want %.3f", tc.df, tc.p, got, tc.t)
		}
	}
}

// TestBimodalQuantile: with no slow mode it is the exponential's, and
// its survival at the quantile is 1 − p.
func TestBimodalQuantile(t *testing.T) {
	if got, want := BimodalQuantile(100, 1e-12, 1e4, 0.99), ExpQuantile(100, 0.99); math.Abs(got-want) > 1e-6*want {
		t.Errorf("BimodalQuantile with no slow mode = %v, want %v", got, want)
	}
	q := BimodalQuantile(100e3, 0.001, 10e6, 0.99)
	if s := 0.999*math.Exp(-q/100e3) + 0.001*math.Exp(-q/10e6); math.Abs(s-0.01) > 1e-9 {
		t.Errorf("survival at the p99 = %v, want 0.01", s)
	}
	if got := ExpQuantile(100e3, 0.99); math.Abs(got-100e3*math.Log(100)) > 1e-6 {
		t.Errorf("ExpQuantile(100 µs, 0.99) = %v, want S·ln 100", got)
	}
}

// TestThinkForLoad: one user keeps the server busy S/(S + Z), so Z =
// S(1 − ρ)/ρ; and at N users the load MVA gives back is ρ.
func TestThinkForLoad(t *testing.T) {
	for _, rho := range []float64{0.2, 0.5, 0.8, 0.9} {
		if got, want := ThinkForLoad(1, 100, rho), 100*(1-rho)/rho; math.Abs(got-want) > 1e-6*want {
			t.Errorf("ThinkForLoad(1, 100, %v) = %v, want %v", rho, got, want)
		}
		for _, n := range []int{2, 10, 100} {
			z := ThinkForLoad(n, 100, rho)
			if load := float64(n) / (z + MVAResponse(n, 100, z)) * 100; math.Abs(load-rho) > 1e-6 {
				t.Errorf("N = %d, ρ = %v: the load at Z = %v is %v", n, rho, z, load)
			}
		}
	}
}

// TestAtRanks against slices.Sort, on inputs of one sample and more, on spans
// that need no shift and ones that need the most, negative values among
// them, with every rank at both ends and a few between, asked in any
// order and twice; the samples do not move.
func TestAtRanks(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{1, 2, 100, 5000, 100_000} {
		for _, bits := range []uint{1, 11, 16, 17, 23, 40, 63, 64} {
			in := make([]int64, n)
			for i := range in {
				in[i] = int64(r.Uint64() >> (64 - bits)) // 64 bits: negative ones too
			}
			if n > 2 {
				in[n/2] = math.MinInt64 // the widest span there is
				in[n/3] = math.MaxInt64
			}
			want := slices.Sorted(slices.Values(in))
			before := slices.Clone(in)
			ks := []int{n, 1, min(2, n), max(n-1, 1), (n + 1) / 2, n, 1 + r.IntN(n), 1 + r.IntN(n)}
			got := AtRanks(in, ks)
			for i, k := range ks {
				if got[i] != want[k-1] {
					t.Fatalf("n = %d, %d bits: rank %d is %d, want %d", n, bits, k, got[i], want[k-1])
				}
			}
			if !slices.Equal(in, before) {
				t.Fatalf("n = %d, %d bits: the samples moved", n, bits)
			}
		}
	}
	// all in one bucket but two, far off: −1, whose unsigned value is
	// 2^64 − 1, and 2^40, the span 2^40 + 1 (the sum of the two, unsigned,
	// would be one bit shorter)
	in := make([]int64, 10_000)
	in[0], in[1] = 1<<40, -1
	if got := AtRanks(in, []int{1, 2, 9_999, 10_000}); !slices.Equal(got, []int64{-1, 0, 0, 1 << 40}) {
		t.Errorf("two far samples: %v", got)
	}
}

// TestIIDQuantileCIs: the intervals of independent exponentials hold the
// true quantile, and narrow as the samples grow.
func TestIIDQuantileCIs(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	width := math.Inf(1)
	for _, n := range []int{10_000, 1_000_000} {
		s := make([]int64, n)
		for i := range s {
			s[i] = int64(r.ExpFloat64() * 1e6)
		}
		c := IIDQuantileCIs(s, []float64{0.99}, Z(99.9, 1))[0]
		c.Theory = ExpQuantile(1e6, 0.99)
		if !c.Holds() || c.Hi-c.Lo >= width {
			t.Errorf("n = %d: %v does not hold, or is no narrower than %v", n, c, width)
		}
		width = c.Hi - c.Lo
	}
}

// TestMeanCIOfReplications against a hand computation.
func TestMeanCIOfReplications(t *testing.T) {
	c := MeanCIOfReplications([]float64{1, 2, 3, 4}, 3)
	// mean 2.5, sd √(5/3), se √(5/3)/2
	if want := 3 * math.Sqrt(5.0/3) / 2; c.Value != 2.5 || math.Abs(c.Hi-2.5-want) > 1e-12 || math.Abs(2.5-c.Lo-want) > 1e-12 {
		t.Errorf("MeanCIOfReplications = %v, want 2.5 ± %v", c, want)
	}
}

// TestIIDQuantileCIsByHand: on the samples 1 … 1000, shuffled, the
// median's interval at z = 2 is the ranks 500 ± 2·√(1000·½·½) = 500 ±
// 31.62, ⌈468.38⌉ = 469 to ⌈531.62⌉ = 532, whose samples are those ranks;
// the 0.9-quantile's is 900 ± 2·√90 = 900 ± 18.97, 882 to 919; and the
// 0.999-quantile's, 999 ± 2·√0.999 = 999 ± 1.999, is 998 to rank 1001,
// past the end, which is the last sample.
func TestIIDQuantileCIsByHand(t *testing.T) {
	samples := make([]int64, 1000)
	for i := range samples {
		samples[i] = int64((i*367)%1000 + 1) // 367 is prime to 1000: a permutation
	}
	got := IIDQuantileCIs(samples, []float64{0.5, 0.9, 0.999}, 2)
	want := []Check{{Value: 500, Lo: 469, Hi: 532}, {Value: 900, Lo: 882, Hi: 919}, {Value: 999, Lo: 998, Hi: 1000}}
	if !slices.Equal(got, want) {
		t.Errorf("IIDQuantileCIs = %v, want %v", got, want)
	}
}

// TestMeanCIOfReplicationsByHand: 2, 4, 6, 8 have mean 5 and sample
// variance (9 + 1 + 1 + 9)/3 = 20/3, so at t = 3 the half-width is
// 3·√(20/3/4) = 3·√(5/3) = 3.873.
func TestMeanCIOfReplicationsByHand(t *testing.T) {
	got := MeanCIOfReplications([]float64{2, 4, 6, 8}, 3)
	half := 3 * math.Sqrt(5.0/3)
	if got.Value != 5 || math.Abs(got.Lo-(5-half)) > 1e-12 || math.Abs(got.Hi-(5+half)) > 1e-12 {
		t.Errorf("MeanCIOfReplications = %+v, want 5 ± %v", got, half)
	}
}
