package theory

import (
	"math"
	"testing"
)

// TestMVAResponseByHand works Mean Value Analysis by hand at s = 2, z = 2:
// R(1) = 2, Q(1) = 1/(2 + 2)·2 = 0.5; R(2) = 2·1.5 = 3, Q(2) = 2/(2 + 3)·3 =
// 1.2; R(3) = 2·2.2 = 4.4. With no think time, N users queue behind one
// another: R(N) = N·s.
func TestMVAResponseByHand(t *testing.T) {
	for _, tc := range []struct {
		n       int
		s, z, r float64
	}{{1, 2, 2, 2}, {2, 2, 2, 3}, {3, 2, 2, 4.4}, {5, 3, 0, 15}} {
		if got := MVAResponse(tc.n, tc.s, tc.z); math.Abs(got-tc.r) > 1e-12 {
			t.Errorf("MVAResponse(%d, %v, %v) = %v, want %v", tc.n, tc.s, tc.z, got, tc.r)
		}
	}
}

// TestZ against the normal table: Φ⁻¹(0.975) = 1.959964 for one check at
// 95 %, and Bonferroni over two, Φ⁻¹(1 − 0.05/4) = Φ⁻¹(0.9875) = 2.241403.
func TestZ(t *testing.T) {
	for _, tc := range []struct {
		pct    float64
		checks int
		z      float64
	}{{95, 1, 1.959964}, {95, 2, 2.241403}, {99, 10, 3.290527}} {
		if got := Z(tc.pct, tc.checks); math.Abs(got-tc.z) > 1e-6 {
			t.Errorf("Z(%v, %d) = %.6f, want %.6f", tc.pct, tc.checks, got, tc.z)
		}
	}
}

// TestHoldsAtItsEnds: an interval holds the theory's value at either end,
// inclusive, and not a hair outside.
func TestHoldsAtItsEnds(t *testing.T) {
	for _, tc := range []struct {
		theory float64
		holds  bool
	}{{1, true}, {2, true}, {1.5, true}, {math.Nextafter(1, 0), false}, {math.Nextafter(2, 3), false}} {
		if got := (Check{Lo: 1, Hi: 2, Theory: tc.theory}).Holds(); got != tc.holds {
			t.Errorf("[1, 2] holds %v: %v, want %v", tc.theory, got, tc.holds)
		}
	}
}

// TestMeanCIFarFromZero: the spread is summed as squares of deviations
// from the mean. For 10^9, 10^9 + 1, 10^9 + 1 the mean, 10^9 + 2/3, is
// rounded to a float64 (3·10^−8 off); the deviations' squares sum to 2/3
// all the same, so the variance is 1/3 and the half-width at t = 1 is
// √(1/3/3) = 1/3. Any form that multiplies a deviation by the mean, such
// as Σx² − n·m² or Σ(x + m)(x − m), turns that rounding into an error of
// about 2m·3·10^−8 ≈ 100. The bounds, near 10^9, are good to 10^−6.
func TestMeanCIFarFromZero(t *testing.T) {
	got := MeanCIOfReplications([]float64{1e9, 1e9 + 1, 1e9 + 1}, 1)
	if m := 1e9 + 2.0/3; math.Abs(got.Value-m) > 1e-6 || math.Abs(got.Hi-m-1.0/3) > 1e-6 || math.Abs(m-got.Lo-1.0/3) > 1e-6 {
		t.Errorf("MeanCIOfReplications = %+v, want 1e9 + 2/3 ± 1/3", got)
	}
}
