package sim

import (
	"math"
	"slices"
	"testing"
	"time"
)

// TestSaturating checks satMul and satAdd at the edge of int64: a result
// of exactly 2^63 − 1 is itself, and one of 2^63 saturates rather than
// wrapping to the most negative int64.
func TestSaturating(t *testing.T) {
	for _, tc := range []struct{ a, b, mul, add int64 }{
		{0, 0, 0, 0},
		{3, 5, 15, 8},
		{1 << 31, 1 << 32, math.MaxInt64, 1<<31 + 1<<32},               // a product of 2^63
		{1 << 62, 1 << 62, math.MaxInt64, math.MaxInt64},               // a sum of 2^63
		{math.MaxInt64, 1, math.MaxInt64, math.MaxInt64},               // a sum of 2^63 too
		{math.MaxInt64 - 1, 1, math.MaxInt64 - 1, math.MaxInt64},       // a sum of 2^63 − 1
		{7, 1317624576693539401, math.MaxInt64, 1317624576693539408},   // 7·(2^63 − 1)/7, exactly 2^63 − 1
		{math.MaxInt64, math.MaxInt64, math.MaxInt64, math.MaxInt64},   // a product past 2^64
		{1 << 40, 1 << 22, 1 << 62, 1<<40 + 1<<22},                     // well inside
		{math.MaxInt64 / 2, 2, math.MaxInt64 - 1, math.MaxInt64/2 + 2}, // 2^63 − 2
	} {
		if got := satMul(tc.a, tc.b); got != tc.mul {
			t.Errorf("satMul(%d, %d) = %d, want %d", tc.a, tc.b, got, tc.mul)
		}
		if got := satAdd(tc.a, tc.b); got != tc.add {
			t.Errorf("satAdd(%d, %d) = %d, want %d", tc.a, tc.b, got, tc.add)
		}
	}
}

// TestRunnerBuffers checks that a runner keeps its buffers: grow reuses
// one whose capacity fits, exactly or more, and only a scenario with a
// round trip gets a buffer for the plan's recording.
func TestRunnerBuffers(t *testing.T) {
	b := make([]int64, 5, 8)
	for _, n := range []int64{8, 3, 0} {
		if g := grow(b, n); int64(len(g)) != n || cap(g) != 8 || &g[:1][0] != &b[0] {
			t.Errorf("grow(len 5 cap 8, %d): len %d cap %d, a new array %v", n, len(g), cap(g), &g[:1][0] != &b[0])
		}
	}
	if g := grow(b, 9); len(g) != 9 || &g[0] == &b[0] {
		t.Errorf("grow(cap 8, 9): len %d, the same array %v", len(g), &g[0] == &b[0])
	}
	sc := Quick()
	r, err := NewRunner(sc)
	if err != nil {
		t.Fatal(err)
	}
	if r.planNs != nil {
		t.Errorf("no round trip: a plan buffer of %d", len(r.planNs))
	}
	sc.RTT = time.Microsecond
	if r, _ = NewRunner(sc); int64(len(r.planNs)) != sc.Requests() {
		t.Errorf("a round trip: a plan buffer of %d, want %d", len(r.planNs), sc.Requests())
	}
}

// TestRefMultisetRuns checks how the reference groups its latencies: a
// run of values with one step, one count and one attribution becomes
// one progression, and each change of step, count or attribution starts
// the next. A stall begins at 50 ns, so a request done at 10 ns follows
// none and one done at 60 ns follows one.
func TestRefMultisetRuns(t *testing.T) {
	sc := Scenario{Service: 1, Interval: 1, Stall: 1, Period: 100, FirstStall: 50, Duration: 1, Connections: 1}
	b := refMultiset{sc: sc, latency: func(r refSample) int64 { return r.sendNs }}
	for _, r := range [][2]int64{{60, 60}, {30, 10}, {70, 60}, {20, 10}, {80, 60}, {40, 60}, {70, 60}, {10, 10}, {50, 60}, {80, 60}, {95, 10}} {
		b.add(refSample{sendNs: r[0], doneNs: r[1]})
	}
	want := Multiset{
		{FirstNs: 10, StepNs: 10, Count: 3, Times: 1}, // after no stall: 10, 20, 30; 95 is off their step
		{FirstNs: 95, Count: 1, Times: 1},
		{FirstNs: 40, StepNs: 10, Count: 3, Times: 1, StallsBefore: 1}, // 40, 50, 60 after one
		{FirstNs: 70, StepNs: 10, Count: 2, Times: 2, StallsBefore: 1}, // 70 and 80 twice each
	}
	if got := b.multiset(); !slices.Equal(got, want) {
		t.Errorf("the reference's runs:\n got %+v\nwant %+v", got, want)
	}
}

// TestSatMulDiv checks ⌈a·b/c⌉: exact, rounded up, past 2^64 in the
// product, and saturated where the quotient reaches 2^63 or would not fit
// in 64 bits (a high word of the product at least c).
func TestSatMulDiv(t *testing.T) {
	for _, tc := range []struct{ a, b, c, want int64 }{
		{6, 4, 3, 8}, {7, 1, 2, 4}, {0, 5, 3, 0}, {1, 1, 1, 1},
		{1 << 40, 1 << 40, 1 << 30, 1 << 50}, // a product past 2^64
		{1 << 32, 1 << 32, 1, math.MaxInt64}, // high word 1, c = 1
		{1 << 62, 2, 1, math.MaxInt64},       // exactly 2^63
		{math.MaxInt64, 1, 1, math.MaxInt64}, // 2^63 − 1 itself
		{math.MaxInt64, 2, 2, math.MaxInt64}, // 2^63 − 1 through a 64-bit product
		{math.MaxInt64, math.MaxInt64, math.MaxInt64, math.MaxInt64},
	} {
		if got := satMulDiv(tc.a, tc.b, tc.c); got != tc.want {
			t.Errorf("satMulDiv(%d, %d, %d) = %d, want %d", tc.a, tc.b, tc.c, got, tc.want)
		}
	}
}

// TestSatSum checks a piece's latency sum against adding its latencies
// one by one: rising, falling and flat, and saturating.
func TestSatSum(t *testing.T) {
	for _, p := range []piece{
		{count: 5, firstNs: 100, stepNs: 7}, {count: 5, firstNs: 100, stepNs: -7}, {count: 4, firstNs: 9, stepNs: -3},
		{count: 3, firstNs: 11}, {count: 1, firstNs: 42, stepNs: 5}, {count: 1, firstNs: 42, stepNs: -5}, {count: 0, firstNs: 42, stepNs: 5},
	} {
		var want int64
		for i := range p.count {
			want += p.firstNs + i*p.stepNs
		}
		if got := p.satSum(); got != want {
			t.Errorf("%+v: sum %d, want %d", p, got, want)
		}
	}
	for _, p := range []piece{{count: 1 << 40, firstNs: 1 << 30, stepNs: 1}, {count: 1 << 33, firstNs: 1 << 40, stepNs: -1}} {
		if got := p.satSum(); got != math.MaxInt64 {
			t.Errorf("%+v: a sum past 2^63: %d", p, got)
		}
	}
}

// TestCorrection checks what the correction at E makes of closed pieces
// against expanding them: the samples with the added ones, the largest
// latency, and one added progression for each sample that adds any.
func TestCorrection(t *testing.T) {
	const E = 10
	closed := []piece{{count: 6, firstNs: 45, stepNs: -5}, {count: 3, firstNs: 31}, {count: 4, firstNs: 5, stepNs: 6}, {count: 2, firstNs: 19}}
	var n, want, maxNs, progs int64
	for _, p := range closed {
		for i := range p.count {
			v := p.firstNs + i*p.stepNs
			n, maxNs = n+1, max(maxNs, v)
			if k := v/E - 1; k >= 1 {
				want += k
				if p.stepNs != 0 || i == 0 {
					progs++ // a flat piece adds one progression, of count·K
				}
			}
		}
	}
	samples, gotMax, gotProgs := correction(closed, n, E)
	if samples != n+want || gotMax != maxNs || gotProgs != progs {
		t.Errorf("correction: %d samples, max %d, %d progressions; want %d, %d, %d", samples, gotMax, gotProgs, n+want, maxNs, progs)
	}
}
