package rank

import (
	"math"
	"testing"
)

// TestRanksByHand: each rule at its edges, against the formulas written
// out: p99 of 1,000 values is rank 990 both ways; of 101, half up rounds
// 99.99 to 100 and the ceiling takes 100; a rank is never under 1 nor
// over n; and the product num·n past 2^63, and its rounding carried past
// 2^64, stay exact.
func TestRanksByHand(t *testing.T) {
	for _, c := range []struct {
		name            string
		num, den, n     int64
		halfUp, ceiling int64
	}{
		{"p99 of 1000", 9900, 10000, 1000, 990, 990},
		{"p99 of 101", 9900, 10000, 101, 100, 100},
		{"p50 of 3: 1.5 rounds up", 5000, 10000, 3, 2, 2},
		{"p50 of 5: 2.5 rounds up", 5000, 10000, 5, 3, 3},
		{"p90 of 11: 9.9", 9000, 10000, 11, 10, 10},
		{"p10 of 11: 1.1", 1000, 10000, 11, 1, 2},
		{"p0 of 10: at least 1", 0, 10000, 10, 1, 1},
		{"p100 of 10: at most n", 10000, 10000, 10, 10, 10},
		{"p99.9 of 1 in thousandths", 99_900, 100_000, 1, 1, 1},
		{"past 2^63: 0.99 of 92233720368547758", 9900, 10000, math.MaxInt64 / 100, 91311383164862280, 91311383164862281},
		// 9999·n = 2^64 − 1897: adding half of 10000, or all but 1 of it,
		// carries into the high word
		{"a carry past 2^64", 9999, 10000, 1844858893260281, 1844674407370955, 1844674407370955},
	} {
		if got := HalfUp(c.num, c.den, c.n); got != c.halfUp {
			t.Errorf("%s: HalfUp %d, want %d", c.name, got, c.halfUp)
		}
		if got := Ceil(c.num, c.den, c.n); got != c.ceiling {
			t.Errorf("%s: Ceil %d, want %d", c.name, got, c.ceiling)
		}
	}
}

// TestRanksAgainstFloats: over counts small enough for a float64 to be
// exact, each rule is its formula.
func TestRanksAgainstFloats(t *testing.T) {
	for n := int64(1); n <= 2000; n += 7 {
		for num := int64(0); num <= 10000; num += 37 {
			x := float64(num) * float64(n) / 10000
			half := int64(math.Floor(x + 0.5))
			if float64(num*n)/10000 == math.Floor(x)+0.5 {
				half = int64(math.Floor(x)) + 1
			}
			if got, want := HalfUp(num, 10000, n), min(max(half, 1), n); got != want {
				t.Fatalf("HalfUp(%d/10000, %d) = %d, want %d", num, n, got, want)
			}
			if got, want := Ceil(num, 10000, n), min(max(int64(math.Ceil(x)), 1), n); got != want {
				t.Fatalf("Ceil(%d/10000, %d) = %d, want %d", num, n, got, want)
			}
		}
	}
}
