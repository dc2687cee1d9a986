package coarse

import (
	"math"
	"slices"
	"testing"
)

// quietOf is a quiet interval of 10 s of users users (at most most),
// count requests whose latencies sum to count·meanNs.
func quietOf(users, most float64, count int64, meanNs float64) interval {
	return interval{Interval: Interval{WidthNs: 10e9, Users: users, UsersMax: most, Count: count, SumNs: int64(float64(count) * meanNs), Summed: true}, quiet: true}
}

// TestSteadyCycle: the quiet intervals' pace is taken where their cycles
// spread less than half as much as their means. Two intervals of 10
// users, 5000 and 4800 requests: cycles 20 and 20.833 ms (a standard
// deviation of 0.4167 ms), means 6 ms and 6 + 2·0.4167/r ms (a standard
// deviation of 0.4167/r ms): at r = 0.25 and 0.49 the pace is taken, 200 s over
// 9800 requests, 20.408 ms; at r = 0.51 and 0.75 it is not. One quiet
// interval, a ramp's, one of users not named, or one not quiet gives no
// pace.
func TestSteadyCycle(t *testing.T) {
	users := func(iv *interval) float64 { return iv.Users }
	pair := func(r float64) []interval {
		return []interval{quietOf(10, 10, 5000, 6e6), quietOf(10, 10, 4800, 6e6+(1e11/4800-2e7)/r)}
	}
	for _, r := range []float64{0.25, 0.49} {
		if got, want := steadyCycle(pair(r), users), 200e9/9800; math.Abs(got-want) > 1e-6 {
			t.Errorf("r %v: %v, want %v", r, got, want)
		}
	}
	for _, r := range []float64{0.51, 0.75} {
		if got := steadyCycle(pair(r), users); got != 0 {
			t.Errorf("r %v: %v, want 0 (the sums' cycle)", r, got)
		}
	}
	for name, ivs := range map[string][]interval{
		"one":        {quietOf(10, 10, 5000, 6e6)},
		"a ramp":     {quietOf(10, 10, 5000, 6e6), quietOf(9, 10, 4800, 10e6)},
		"no users":   {quietOf(10, 10, 5000, 6e6), quietOf(-1, -1, 4800, 10e6)},
		"none users": {quietOf(10, 10, 5000, 6e6), quietOf(0, 0, 4800, 100e6)},
	} {
		if got := steadyCycle(ivs, users); got != 0 {
			t.Errorf("%s: %v, want 0", name, got)
		}
	}
	loud := pair(0.25)
	loud[1].quiet = false
	if got := steadyCycle(loud, users); got != 0 {
		t.Errorf("not quiet: %v, want 0", got)
	}
	// the few slow requests' time beyond the slow latency is the users'
	held := pair(0.25)
	held[0].lostLoNs = 1e9
	if got, want := steadyCycle(held, users), 199e9/9800; math.Abs(got-want) > 1e-6 {
		t.Errorf("1 s held: %v, want %v", got, want)
	}
}

// TestBandAtTheLongest: a band whose value is the longest's keeps all
// its requests; none is set apart as the longest's one. Of 10, the
// median 1 ms, p99 and the longest 5 ms: the five above the median are
// spread over (1, 5] ms in eighths, at 2, 3, 3.5, 4.5 and 5 ms.
func TestBandAtTheLongest(t *testing.T) {
	got := FromPercentiles(10, []float64{0.5, 0.99, 1}, []int64{1e6, 5e6, 5e6})
	want := Dist{{1e6, 5}, {2e6, 1}, {3e6, 1}, {3.5e6, 1}, {4.5e6, 1}, {5e6, 1}}
	if !slices.Equal(got, want) {
		t.Errorf("%v, want %v", got, want)
	}
}

// TestUnknownUsersAtNinetyPercent: a log that names no users is at full
// load from an interval that answered 90 % of the median's requests
// exactly: 45, 50, 50, 50, 45 plan alike in every interval.
func TestUnknownUsersAtNinetyPercent(t *testing.T) {
	q := func(n int64) Dist { return Dist{{1e6, n}} }
	l := logOf(1, q(45), q(50), q(50), q(50), q(45))
	l.Arrivals = Unknown
	for i := range l.Intervals {
		l.Intervals[i].Users, l.Intervals[i].UsersMax = -1, -1
	}
	res := audited(t, l)
	for i, r := range res.Rows {
		if r.Planned != res.Rows[2].Planned {
			t.Errorf("interval %d plans %v, the middle one %v: want alike", i, r.Planned, res.Rows[2].Planned)
		}
	}
}
