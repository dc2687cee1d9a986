package coarse

import (
	"math"
	"testing"
)

// TestStdDev: the population standard deviation, by hand.
func TestStdDev(t *testing.T) {
	for _, c := range []struct {
		v    []float64
		want float64
	}{{[]float64{1, 3}, 1}, {[]float64{2, 4, 4, 4, 5, 5, 7, 9}, 2}, {[]float64{5}, 0}, {[]float64{-1, 1}, 1}} {
		if got := stdDev(c.v); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("stdDev(%v) = %v, want %v", c.v, got, c.want)
		}
	}
}

// TestSteadyCycleAlike: two quiet intervals alike, their cycles and
// their means both of no spread, give no pace: the sum is as sure.
func TestSteadyCycleAlike(t *testing.T) {
	users := func(iv *interval) float64 { return iv.Users }
	if got := steadyCycle([]interval{quietOf(10, 10, 5000, 6e6), quietOf(10, 10, 5000, 6e6)}, users); got != 0 {
		t.Errorf("two quiet intervals alike: %v, want 0", got)
	}
}

// TestLoadUpAtNinetyPercent: an interval that answered exactly 90 % of
// the median's requests counts as the load being up, with every user;
// one below, as a ramp's, with its share.
func TestLoadUpAtNinetyPercent(t *testing.T) {
	plannedOf := func(counts ...int64) []float64 {
		l := &Log{Tool: "HdrHistogram", Format: "test", Arrivals: Unknown, ResolutionNs: 1}
		for k, n := range counts {
			l.Intervals = append(l.Intervals, Interval{StartNs: int64(k) * 1e9, WidthNs: 1e9, Users: -1, UsersMax: -1, Arrivals: -1, Count: n, Lat: Dist{{10_000_000, n}}})
		}
		res, err := Audit(l)
		if err != nil {
			t.Fatal(err)
		}
		var out []float64
		for _, r := range res.Rows {
			out = append(out, r.Planned)
		}
		return out
	}
	at := plannedOf(90, 100, 100, 100, 100, 90)
	if at[0] != at[2] || at[5] != at[2] || at[2] <= 0 {
		t.Errorf("edges of 90 %%: planned %v, want the edges as the middle's", at)
	}
	below := plannedOf(89, 100, 100, 100, 100, 89)
	if math.Abs(below[0]-0.89*below[2]) > 1e-9*below[2] || math.Abs(below[5]-0.89*below[2]) > 1e-9*below[2] {
		t.Errorf("edges of 89 %%: planned %v, want 0.89 of the middle's", below)
	}
}

// TestPauseBoundOfOne: a pause that held exactly one request beyond its
// users' own bounds it: one user, 4 requests a 2^30 ns besides its two,
// a pause of 2^29 ns holds 2 − 1 = 1. A pause of none bounds nothing.
func TestPauseBoundOfOne(t *testing.T) {
	const width = 1 << 30
	iv := &interval{Interval: Interval{WidthNs: width, Users: 1, UsersMax: 1, Count: 6}, lostLoNs: 1 << 29, tailNs: width}
	got := pauseBound(&Result{}, iv)
	var n int64
	for _, a := range got {
		n += a.N
	}
	if n != 1 || iv.boundNs != 1<<28 {
		t.Errorf("a pause of 2^29 ns: %d requests bounded (%v), to %d ns; want 1, to 2^28", n, got, iv.boundNs)
	}
	none := &interval{Interval: Interval{WidthNs: width, Users: 1, UsersMax: 1, Count: 6}, tailNs: width}
	if got := pauseBound(&Result{}, none); got != nil || none.boundNs != 0 {
		t.Errorf("no pause: %v, %d", got, none.boundNs)
	}
}
