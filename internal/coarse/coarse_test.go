package coarse

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"
)

// TestDistByHand: the distributions' arithmetic against figures worked
// out by hand.
func TestDistByHand(t *testing.T) {
	d := Tidy([]Atom{{Ns: 30, N: 2}, {Ns: 10, N: 1}, {Ns: 30, N: 1}, {Ns: 20, N: 0}, {Ns: 5, N: -1}})
	if want := (Dist{{10, 1}, {30, 3}}); !slices.Equal(d, want) {
		t.Fatalf("Tidy: %v, want %v (sorted, equal ones merged, empty and negative dropped)", d, want)
	}
	if d.Count() != 4 || d.MinNs() != 10 || d.MaxNs() != 30 {
		t.Errorf("count %d, min %d, max %d: want 4, 10, 30", d.Count(), d.MinNs(), d.MaxNs())
	}
	if Dist(nil).MinNs() != 0 || Dist(nil).MaxNs() != 0 || Dist(nil).At(5000) != 0 {
		t.Error("an empty distribution's min, max and percentiles are 0")
	}
	// nearest rank, half up: p50 of 4 is rank 2 (10? no: rank 2 is 30);
	// p25 of 4 is rank 1
	if got := d.At(5000); got != 30 {
		t.Errorf("p50 of [10 30 30 30]: %d, want 30 (rank 2)", got)
	}
	if got := d.At(2500); got != 10 {
		t.Errorf("p25 of [10 30 30 30]: %d, want 10 (rank 1)", got)
	}
	// Excess above 15 over 12: 3 latencies of 30, each 18 beyond 12
	if got := d.Excess(15, 12); got != 54 {
		t.Errorf("Excess(15, 12) = %d, want 3·(30−12) = 54", got)
	}
	if got := d.Excess(30, 0); got != 0 {
		t.Errorf("Excess above the longest = %d, want 0", got)
	}
	if got := Merge(Dist{{1, 1}}, Dist{{1, 2}, {3, 1}}); !slices.Equal(got, Dist{{1, 3}, {3, 1}}) {
		t.Errorf("Merge: %v", got)
	}
}

// TestUniformByHand: n requests over a span, each at the start of its
// part, so that no more lie above any latency than an even spread puts
// there.
func TestUniformByHand(t *testing.T) {
	if got := Uniform(10, 100, 50, 5); !slices.Equal(got, []Atom{{100, 2}, {110, 2}, {120, 2}, {130, 2}, {140, 2}}) {
		t.Errorf("10 over [100, 150) in 5: %v", got)
	}
	if got := Uniform(3, 0, 60, 64); !slices.Equal(got, []Atom{{0, 1}, {20, 1}, {40, 1}}) {
		t.Errorf("3 in at most 64 parts: one a part, %v", got)
	}
	if got := Uniform(7, 5, 0, 8); !slices.Equal(got, []Atom{{5, 7}}) {
		t.Errorf("a span of 0: all at its start, %v", got)
	}
	if Uniform(0, 5, 10, 8) != nil || Uniform(-3, 5, 10, 8) != nil {
		t.Error("no requests: no atoms")
	}
	// parts never finer than a ns: 5 over a span of 2 ns in 2 parts
	if got := Uniform(5, 0, 2, 64); !slices.Equal(got, []Atom{{0, 2}, {1, 3}}) {
		t.Errorf("5 over 2 ns: %v", got)
	}
	// an even spread of 1000 over [0, 1000): above 700, at most 300
	var above int64
	for _, a := range Uniform(1000, 0, 1000, 64) {
		if a.Ns > 700 {
			above += a.N
		}
	}
	if above > 300 {
		t.Errorf("%d of 1000 above 700 of an even spread over [0, 1000): want at most 300", above)
	}
}

// TestFromPercentilesByHand: percentiles given read back as given, each
// band's requests spread over it, or at its lower value for the floor,
// its upper for the ceiling.
func TestFromPercentilesByHand(t *testing.T) {
	qs := []float64{0.5, 0.9, 1}
	vals := []int64{100, 200, 1000}
	d := FromPercentiles(100, qs, vals)
	if d.Count() != 100 || d.At(5000) != 100 || d.At(9000) != 200 || d.At(10000) != 1000 {
		t.Errorf("%v: count %d, p50 %d, p90 %d, max %d: want 100, 100, 200, 1000", d, d.Count(), d.At(5000), d.At(9000), d.At(10000))
	}
	// the band (0.5, 0.9]: 40 requests over (100, 200], 5 at each eighth
	if want := (Dist{{100, 50}, {112, 5}, {125, 5}, {137, 5}, {150, 5}, {162, 5}, {175, 5}, {187, 5}, {200, 5}}); !slices.Equal(d[:9], want) {
		t.Errorf("the second band: %v, want %v", d[:9], want)
	}
	f := FloorOfPercentiles(100, qs, vals)
	if want := (Dist{{100, 90}, {200, 10}}); !slices.Equal(f, want) {
		t.Errorf("the floor: %v, want %v (each band at its lower value)", f, want)
	}
	c := CeilOfPercentiles(100, qs, vals)
	if want := (Dist{{100, 50}, {200, 40}, {1000, 10}}); !slices.Equal(c, want) {
		t.Errorf("the ceiling: %v, want %v (each band at its upper value)", c, want)
	}
	// the longest given is one request's at least, however the bands
	// round: p95 of 10 rounds to 10, and is held to 9
	if got := FromPercentiles(10, []float64{0.5, 0.95, 1}, []int64{1, 5, 9}); got.MaxNs() != 9 || got.Count() != 10 || got[len(got)-1].N != 1 {
		t.Errorf("the longest of 10: %v", got)
	}
	// a value that falls is raised to the one before
	if got := FloorOfPercentiles(10, []float64{0.5, 1}, []int64{300, 200}); !slices.Equal(got, Dist{{300, 10}}) {
		t.Errorf("a falling percentile: %v", got)
	}
}

// seedLog is the seed's run as Locust's users would log it by the second:
// 1 user, a request every 200 µs unhindered (100 µs of service, 100 µs of
// think), a stall of 200 ms each second: each second, 4000 requests
// answered, of which one took 200.1 ms (the held one), the rest 100 µs.
func seedLog(seconds int) *Log {
	l := &Log{Tool: "Locust", Format: "test", Arrivals: Closed, ResolutionNs: 1000}
	for k := range seconds {
		l.Intervals = append(l.Intervals, Interval{StartNs: int64(k) * 1e9, WidthNs: 1e9, Users: 1, UsersMax: 1, Arrivals: -1, Count: 4000,
			Lat: Dist{{100_000, 3999}, {200_100_000, 1}}})
	}
	return l
}

// TestSeedByHand: the seed's scenario by the second, worked out by hand.
//   - The slow latency is 4 × 100 µs = 400 µs; each second's lost time
//     is its held request's 200.1 ms − 100 µs = 200 ms; the cycle is
//     (1 s − 200 ms)/4000 = 200 µs, the plan 5000 a second.
//   - Every second is slow: one segment of all of them, 1000 short a
//     second: 20 s, 20,000 never sent.
//   - The bound: p = min((200.1 − 0.4) ms / 1, 200.1 − 0.1 ms) = 199.7
//     ms; the rate (4000 − 2)/s; n = 3998 · 0.1997 − 1 = 797.4 → 797
//     requests a second over the last 797/3998 s: 15,940 of 100,000
//     over about [0.1, 199.4] ms, the rest at 100 µs; its p90 is the
//     10,000th from the top.
func TestSeedByHand(t *testing.T) {
	res, err := Audit(seedLog(20))
	if err != nil {
		t.Fatal(err)
	}
	if res.SlowNs != 400_000 || res.LeastNs != 100_000 || res.TypicalNs != 100_000 {
		t.Errorf("slow %d, least %d, typical %d: want 400µs, 100µs, 100µs", res.SlowNs, res.LeastNs, res.TypicalNs)
	}
	if res.CycleNs != 200_000 {
		t.Errorf("cycle %d ns, want 200000: (1 s − 200 ms)/4000", res.CycleNs)
	}
	if res.Planned != 100_000 || res.Unsent != 20_000 || res.Slow != 20 || res.Requests != 80_000 {
		t.Errorf("planned %d, unsent %d, slow %d, requests %d: want 100000, 20000, 20, 80000", res.Planned, res.Unsent, res.Slow, res.Requests)
	}
	// bound: the top 1 % of 100,000 (1000) of 20 × 797 evenly over a span
	// s = 797/3998 s: the 1000th from the top is (1 − 1000/15940)·s in
	rate := 3998.0 / 1e9
	n := math.Floor(rate*199_700_000 - 1)
	span := n / rate
	for _, c := range []struct {
		level int64
		top   float64
	}{{9000, 10_000}, {9900, 1000}, {9990, 100}} {
		want := 100_000 + (1-c.top/(20*n))*span
		if got := float64(res.Bound.Figures[slices.Index(Levels, c.level)]); math.Abs(got-want) > span/64+1 {
			t.Errorf("the bound's p%v: %v ns, want %v within a part (%v)", float64(c.level)/100, got, want, span/64)
		}
	}
	if res.Bound.Figures[0] != res.LeastNs {
		t.Errorf("the bound's p50 %v: want the least latency, 15,940 of 100,000 being slow", res.Bound.Figures)
	}
	// the estimate: the held request and the 1000 unsent of each second,
	// 1001 a second, spread over [0.1, 200.1) ms: 20,020 of 100,020
	for _, l := range []int64{9900, 9990} {
		if got := res.Estimate.Figures[slices.Index(Levels, l)]; got < res.Bound.Figures[slices.Index(Levels, l)] || got > 200_100_000 {
			t.Errorf("the estimate's p%v: %d, want between the bound's and the longest latency", float64(l)/100, got)
		}
	}
	if got := res.Estimate.Figures[2]; math.Abs(float64(got)-(100_000+(1-1000.2/20020)*200e6)) > 200e6/64 {
		t.Errorf("the estimate's p99: %d, want about %v", got, 100_000+(1-1000.2/20020)*200e6)
	}
}

// TestQuietAndOpen: a run with no slow moment shows nothing held back,
// and an open test's re-timings are its recording.
func TestQuietAndOpen(t *testing.T) {
	l := seedLog(10)
	for i := range l.Intervals {
		l.Intervals[i].Lat = Dist{{100_000, 4000}}
	}
	res, err := Audit(l)
	if err != nil {
		t.Fatal(err)
	}
	if res.Slow != 0 || res.Unsent != 0 || res.Bound.Figures != [4]int64{100_000, 100_000, 100_000, 100_000} || res.Estimate.Figures != res.Recorded.Figures {
		t.Errorf("a quiet run: %d slow, %d unsent, bound %v, estimate %v", res.Slow, res.Unsent, res.Bound.Figures, res.Estimate.Figures)
	}
	open := seedLog(10)
	open.Arrivals = Open
	for i := range open.Intervals {
		open.Intervals[i].Arrivals = 400
		open.Intervals[i].Users = -1
	}
	res, err = Audit(open)
	if err != nil {
		t.Fatal(err)
	}
	if res.PerUser != 10 || res.Unsent != 0 || res.Bound.Figures != res.Recorded.Figures || res.Estimate.Figures != res.Recorded.Figures || res.Bound.Assumption != OpenAssumption {
		t.Errorf("open: %v requests a user, %d unsent, bound %v, estimate %v, recorded %v", res.PerUser, res.Unsent, res.Bound.Figures, res.Estimate.Figures, res.Recorded.Figures)
	}
}

// TestNoTailAndNoPace: a log with no latencies by interval states the
// recording alone, and says why; one with no users and requests together
// states no re-timing.
func TestNoTailAndNoPace(t *testing.T) {
	l := seedLog(5)
	for i := range l.Intervals {
		l.Intervals[i].Lat = nil
	}
	l.Recorded = Dist{{100_000, 19_975}, {200_100_000, 25}}
	l.NoTail = "run it with --csv-full-history"
	res, err := Audit(l)
	if err != nil {
		t.Fatal(err)
	}
	if res.Bound.Stated() || res.Estimate.Stated() || res.Bound.Unstated != l.NoTail || res.Recorded.Figures[3] != 200_100_000 {
		t.Errorf("no tail: bound %+v, estimate %+v, recorded %v", res.Bound, res.Estimate, res.Recorded.Figures)
	}
	l = seedLog(3)
	for i := range l.Intervals {
		l.Intervals[i].Users = 0
	}
	if res, err := Audit(l); err != nil || res.Bound.Stated() || !strings.Contains(res.Bound.Unstated, "no pace") {
		t.Errorf("no users: %+v, %v", res, err)
	}
}

// TestCheck: intervals out of order, of no width, or counting more
// failures than requests are refused; a log with no request answered is
// ErrEmpty.
func TestCheck(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(*Log)
		want string
	}{
		{"no width", func(l *Log) { l.Intervals[1].WidthNs = 0 }, "interval 2 has a width of 0ns"},
		{"overlapping", func(l *Log) { l.Intervals[1].StartNs = 5e8 }, "interval 2 starts before interval 1 ends"},
		{"failed over count", func(l *Log) { l.Intervals[0].Failed = 4001 }, "interval 1 counts 4000 requests, 4001 failed"},
		{"negative count", func(l *Log) { l.Intervals[2].Count = -1 }, "interval 3 counts -1 requests"},
	} {
		l := seedLog(3)
		c.edit(l)
		if _, err := Audit(l); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	l := seedLog(3)
	for i := range l.Intervals {
		l.Intervals[i].Count = 0
	}
	if _, err := Audit(l); !errors.Is(err, ErrEmpty) {
		t.Errorf("nothing answered: %v, want ErrEmpty", err)
	}
}

// TestUnknownUsersWindDown: a log that names no users takes as many as
// Little's law gives once its load is up, and fewer, in proportion to
// the requests answered, after the last interval that answered 90 % of
// the median's: here 100 a second of 10 ms (1 in flight), falling to 60
// and 20. The cycle, pooled over the inner intervals (the 2nd to the
// 5th: 3 of 100 with one user and one of 60 with 0.6, 3.6 s of a user),
// is 3.6 s / 360 = 10 ms; the interval of 60 plans 60, and the last, of
// 20, a fifth of a user: 20.
func TestUnknownUsersWindDown(t *testing.T) {
	l := &Log{Tool: "HdrHistogram", Format: "test", Arrivals: Unknown, ResolutionNs: 1}
	for k, n := range []int64{100, 100, 100, 100, 60, 20} {
		l.Intervals = append(l.Intervals, Interval{StartNs: int64(k) * 1e9, WidthNs: 1e9, Users: -1, UsersMax: -1, Arrivals: -1, Count: n, Lat: Dist{{10_000_000, n}}})
	}
	res, err := Audit(l)
	if err != nil {
		t.Fatal(err)
	}
	cycle := 3.6e9 / 360
	if res.UsersMax != 1 || math.Abs(float64(res.CycleNs)-cycle) > 1 {
		t.Errorf("users %v, cycle %d: want 1 and %v", res.UsersMax, res.CycleNs, cycle)
	}
	if got, want := res.Rows[5].Planned, 0.2*1e9/cycle; math.Abs(got-want) > 0.01 {
		t.Errorf("the last interval's plan: %v, want %v (a fifth of a user)", got, want)
	}
	if got, want := res.Rows[4].Planned, 0.6*1e9/cycle; math.Abs(got-want) > 0.01 {
		t.Errorf("the interval of 60: %v, want 0.6 of a user's %v", got, want)
	}
}

// TestScaledAndActive: a window's latencies put on an interval's own
// requests; the intervals audited, from the first with users or
// requests to the last with requests, with the gaps between them filled.
func TestScaledAndActive(t *testing.T) {
	d := Dist{{10, 3}, {20, 1}}
	if got := scaled(d, 8); !slices.Equal(got, Dist{{10, 6}, {20, 2}}) {
		t.Errorf("scaled to 8: %v", got)
	}
	// round(3·2/4) = 2 of the first, none left of the second
	if got := scaled(d, 2); !slices.Equal(got, Dist{{10, 2}}) {
		t.Errorf("scaled to 2: %v", got)
	}
	if got := scaled(d, 4); !slices.Equal(got, d) {
		t.Errorf("scaled to its own count: %v", got)
	}
	if got := scaled(nil, 4); got != nil {
		t.Errorf("nothing scaled: %v", got)
	}
	in := []Interval{
		{StartNs: 0, WidthNs: 10, Users: 0},            // before: no users, no requests
		{StartNs: 10, WidthNs: 10, Users: 2},           // the first, users and none answered
		{StartNs: 20, WidthNs: 10, Users: 2, Count: 5}, // then a gap of 3 intervals
		{StartNs: 60, WidthNs: 10, Users: 3, Count: 4},
		{StartNs: 70, WidthNs: 10, Users: 3}, // after the last answered
	}
	out := active(in, maxGapFill)
	var starts []int64
	for _, iv := range out {
		starts = append(starts, iv.StartNs)
	}
	if !slices.Equal(starts, []int64{10, 20, 30, 40, 50, 60}) || out[2].Users != 2 || out[2].Count != 0 {
		t.Errorf("active: starts %v, a gap's users %v", starts, out[2].Users)
	}
	l := &Log{Arrivals: Closed, ResolutionNs: 1, Intervals: []Interval{
		{StartNs: 5e9, WidthNs: 1e9, Users: 1, UsersMax: 1, Count: 3, Lat: Dist{{0, 3}}},
		{StartNs: 6e9, WidthNs: 1e9, Users: 1, UsersMax: 1, Count: 3, Lat: Dist{{0, 3}}},
	}}
	res, err := Audit(l)
	if err != nil {
		t.Fatal(err)
	}
	if res.Rows[1].AtNs != 1e9 || res.Rows[0].AtNs != 0 || res.SlowNs != 1 || res.WidthNs != 1e9 {
		t.Errorf("rows at %d and %d, slow %d (a median of 0: the median and one step of the clock), width %d", res.Rows[0].AtNs, res.Rows[1].AtNs, res.SlowNs, res.WidthNs)
	}
	// a log of one interval is one active interval: audited, not a crash
	l.Intervals = l.Intervals[:1]
	if res, err := Audit(l); err != nil || len(res.Rows) != 1 || res.Requests != 3 {
		t.Errorf("one interval: %v, %+v", err, res)
	}
}

// TestLoadEdges: the load is read only from an interval that held each
// user about once (0.8 to 1.5 slow requests a user, and at least 8) over
// less than a cycle, and is shown only where MinLoadShows intervals show
// it.
func TestLoadEdges(t *testing.T) {
	// 10 users, a cycle of 100 ms; a slow interval's held latencies spread
	// over 50 ms below the longest: mean 25 ms below, ρ = 1 − 2·25/100
	slowIv := func(users float64, held, spreadNs int64) interval {
		var lat Dist
		for j := range held {
			lat = append(lat, Atom{Ns: 1e9 - spreadNs*j/max(1, held-1), N: 1})
		}
		return interval{Interval: Interval{Users: users}, lat: Tidy(lat), tailNs: 1e9}
	}
	res := &Result{Arrivals: Closed, CycleNs: 100e6, SlowNs: 400e6}
	for _, c := range []struct {
		users float64
		held  int64
		want  float64
	}{{10, 10, 0.5}, {10, 8, 0.5}, {10, 15, 0.5}, {10, 16, 0}, {10, 7, 0}, {5, 8, 0}, {20, 16, 0.5}, {21, 16, 0}} {
		iv := slowIv(c.users, c.held, 50e6)
		got := load(res, []interval{iv, iv, iv})
		if c.want == 0 && got != nil || c.want > 0 && (len(got) != 3 || math.Abs(got[0]-c.want) > 0.03) {
			t.Errorf("%v users, %d held: loads %v, want %v", c.users, c.held, got, c.want)
		}
	}
	iv := slowIv(10, 10, 50e6)
	if got := load(res, []interval{iv, iv}); got != nil {
		t.Errorf("two intervals that show the load: %v, want none shown", got)
	}
	if got := load(&Result{Arrivals: Unknown, CycleNs: 100e6}, []interval{iv, iv, iv}); got != nil {
		t.Errorf("a log with no users: loads %v, want none", got)
	}
	// spread over more than a whole cycle (ρ < 0): held more than once, so
	// no load is shown; just under it, a load of 1 %
	for spreadNs, want := range map[int64]int{101e6: 0, 200e6: 0, 99e6: 3} {
		v := slowIv(10, 10, spreadNs)
		if got := load(res, []interval{v, v, v}); len(got) != want {
			t.Errorf("held latencies spread over %d ns: loads %v, want %d", spreadNs, got, want)
		}
	}
}

// TestLoadOfExactlyACycle: held latencies half at the longest and half
// a cycle below it have a mean half a cycle below: ρ is exactly 0, and
// no load is shown.
func TestLoadOfExactlyACycle(t *testing.T) {
	res := &Result{Arrivals: Closed, CycleNs: 100e6, SlowNs: 400e6}
	iv := interval{Interval: Interval{Users: 10}, lat: Dist{{900e6, 5}, {1e9, 5}}, tailNs: 1e9}
	if got := load(res, []interval{iv, iv, iv}); got != nil {
		t.Errorf("held over exactly a cycle: loads %v, want none shown", got)
	}
}

// TestFixedAcross: a p99 of 125 is within a quarter of 100 and of 166
// (and of 166⅔: 4·125 = 3·166⅔); one more, or a truth of 167, is not; 75
// is within a quarter of 60 and of 100, at the edge of both.
func TestFixedAcross(t *testing.T) {
	for _, c := range []struct {
		mid, lo, hi int64
		want        bool
	}{{125, 100, 166, true}, {126, 100, 166, false}, {125, 100, 167, false}, {75, 60, 100, true}, {75, 60, 101, false}, {100, 100, 100, true}} {
		if got := fixedAcross(c.mid, c.lo, c.hi); got != c.want {
			t.Errorf("fixedAcross(%d, %d, %d) = %v, want %v", c.mid, c.lo, c.hi, got, c.want)
		}
	}
}

// TestLoadRange: the loads the estimate holds over are the least to the
// most shown, taking the median, or, where none is, idle to 80 % of the
// time the server was not paused, taking the middle.
func TestLoadRange(t *testing.T) {
	if got := loadRange([]float64{0.7, 0.2, 0.5, 0.4}, 0.3); got != (LoadRange{0.2, 0.5, 0.7}) {
		t.Errorf("four shown: %+v", got)
	}
	if got := loadRange(nil, 0.25); math.Abs(got.High-0.6) > 1e-12 || math.Abs(got.At-0.3) > 1e-12 || got.Low != 0 {
		t.Errorf("none shown, a quarter of the run paused: %+v, want 0, 0.3, 0.6", got)
	}
	if got := loadRange(nil, 1.5); got != (LoadRange{}) {
		t.Errorf("none shown, the users held more than the run: %+v, want all 0", got)
	}
}

// TestRough: a closed log of percentiles alone whose every interval holds
// a slow request says its unsent are a rough guess and states no
// estimate; one quiet interval that gives its latencies' sum makes them
// exact again, as do open arrivals, whose unsent are counted.
func TestRough(t *testing.T) {
	pcts := func(l *Log) *Log {
		for i := range l.Intervals {
			iv := &l.Intervals[i]
			iv.LatFloor = iv.Lat
		}
		return l
	}
	res, err := Audit(pcts(seedLog(5)))
	if err != nil {
		t.Fatal(err)
	}
	if res.Rough == "" || res.Estimate.Stated() || res.Estimate.Unstated != res.Rough || !res.Bound.Stated() {
		t.Errorf("percentiles, all slow: rough %q, estimate %q, bound stated %v", res.Rough, res.Estimate.Unstated, res.Bound.Stated())
	}
	if full, _ := Audit(seedLog(5)); full.Rough != "" || !full.Estimate.Stated() {
		t.Errorf("every latency: rough %q, estimate %q", full.Rough, full.Estimate.Unstated)
	}
	l := pcts(seedLog(5))
	l.Intervals[2].Lat = Dist{{100_000, 4000}}
	l.Intervals[2].LatFloor = l.Intervals[2].Lat
	l.Intervals[2].SumNs, l.Intervals[2].Summed = 4000*100_000, true
	if quiet, _ := Audit(l); quiet.Rough != "" {
		t.Errorf("a quiet interval with its sum: rough %q", quiet.Rough)
	}
	l = pcts(seedLog(5))
	l.Arrivals = Open
	for i := range l.Intervals {
		l.Intervals[i].Arrivals = 4000
	}
	if open, _ := Audit(l); open.Rough != "" {
		t.Errorf("open arrivals: rough %q", open.Rough)
	}
}

// TestHeldBySum: the time lost from an interval's sum, its quick
// requests at the quiet intervals' mean: 3999 of 100 µs and one of
// 200.1 ms, summed 200.1 ms + 399.9 ms, a quiet one of 4000 at 90 µs
// (mean 90 µs): lost = 600 ms − 3999·90 µs − 100 µs (the median) =
// 240.01 ms; no slow request, nothing lost. An interval whose slow
// requests took a tenth of the log's share in them, and 1 % at most, of
// its sum is quiet.
func TestHeldBySum(t *testing.T) {
	l := seedLog(3)
	l.Intervals[0].Lat = Dist{{90_000, 4000}}
	l.Intervals[0].SumNs, l.Intervals[0].Summed = 4000*90_000, true
	l.Intervals[1].SumNs, l.Intervals[1].Summed = 600_000_000, true
	res := &Result{SlowNs: 400_000, TypicalNs: 100_000}
	ivs := active(l.Intervals, maxGapFill)
	for i := range ivs {
		ivs[i].lat, ivs[i].floor = ivs[i].Lat, ivs[i].Lat
	}
	q := quickMean(ivs, res.SlowNs)
	if q != 90_000 {
		t.Fatalf("quick mean %v, want 90 µs", q)
	}
	if got, want := heldBySum(ivs[1].Lat, ivs[1].SumNs, q, res), 600e6-3999*90e3-100e3; math.Abs(got-want) > 1e-3 {
		t.Errorf("lost %v, want %v", got, want)
	}
	if got, want := heldBySum(ivs[1].Lat, ivs[1].SumNs, 0, res), 600e6-3999*100e3-100e3; math.Abs(got-want) > 1e-3 {
		t.Errorf("lost with no quiet interval %v, want %v (the quick ones as spread)", got, want)
	}
	if got := heldBySum(ivs[0].Lat, ivs[0].SumNs, q, res); got != 0 {
		t.Errorf("a quiet interval lost %v", got)
	}
	if got := heldBySum(ivs[1].Lat, 1, q, res); got != 0 {
		t.Errorf("a sum below its quick requests' lost %v, want 0", got)
	}
	// a slow request of 1 % of its interval's sum: quiet where the log's
	// slow requests took a tenth of its sum (a third interval's 1000 of
	// 2 s), not where they took under 1 % (that interval not summed)
	ivs[1].SumNs = 20_010_000_000
	if got := quickMean(ivs, res.SlowNs); got != 90_000 {
		t.Errorf("slow requests of under 1 %% of the log: quick mean %v, want 90 µs", got)
	}
	ivs[2].lat, ivs[2].floor = Dist{{100_000, 3000}, {2e9, 1000}}, Dist{{100_000, 3000}, {2e9, 1000}}
	ivs[2].SumNs, ivs[2].Summed = 3000*100_000+1000*2e9, true
	if got, want := quickMean(ivs, res.SlowNs), (4000*90e3+20_010e6)/8000; math.Abs(got-want) > 1e-6 {
		t.Errorf("slow requests of most of the log: quick mean %v, want %v", got, want)
	}
	ivs[1].SumNs = 20_009_000_000
	if got := quickMean(ivs, res.SlowNs); got != 90_000 {
		t.Errorf("a slow request of just over 1 %% of the sum: quick mean %v, want 90 µs", got)
	}
}

// TestEstimateTakesTheCeiling: the estimate re-times a short segment's
// requests from LatCeil where a log gives it (a log of percentiles, each
// band at its upper value, so a band that straddles the slow latency
// puts its held requests at its top): the seed's log whose ceiling holds
// each second's held request at 300.1 ms, not 200.1, re-times as the log
// of every latency whose held request took 300.1 ms, on the exact log's
// unsent; where nothing fell short, the ceiling is not taken.
func TestEstimateTakesTheCeiling(t *testing.T) {
	exact, err := Audit(seedLog(5))
	if err != nil {
		t.Fatal(err)
	}
	l, higher := seedLog(5), seedLog(5)
	for i := range l.Intervals {
		l.Intervals[i].LatCeil = Dist{{100_000, 3999}, {300_100_000, 1}}
		higher.Intervals[i].Lat = l.Intervals[i].LatCeil
	}
	ceil, err := Audit(l)
	if err != nil {
		t.Fatal(err)
	}
	if ceil.Unsent != exact.Unsent || ceil.Recorded.Figures != exact.Recorded.Figures {
		t.Errorf("the ceiling moved the unsent (%d, want %d) or the recording", ceil.Unsent, exact.Unsent)
	}
	// the held spread's shape is the ceiling's: its p99 as the log held
	// 300.1 ms, scaled to the exact log's requests re-timed
	h, err := Audit(higher)
	if err != nil {
		t.Fatal(err)
	}
	if ceil.Estimate.Figures[2] <= exact.Estimate.Figures[2] || ceil.Estimate.Figures[3] > h.Estimate.Figures[3] {
		t.Errorf("the ceiling's estimate %v: want above the exact log's %v, and no higher than 300.1 ms held gives, %v", ceil.Estimate.Figures, exact.Estimate.Figures, h.Estimate.Figures)
	}
	quiet := seedLog(3)
	for i := range quiet.Intervals {
		iv := &quiet.Intervals[i]
		iv.Lat, iv.LatCeil = Dist{{100_000, 4000}}, Dist{{300_000, 4000}}
	}
	res, err := Audit(quiet)
	if err != nil {
		t.Fatal(err)
	}
	if res.Estimate.Figures != res.Recorded.Figures {
		t.Errorf("nothing short: the estimate %v, want the recording %v", res.Estimate.Figures, res.Recorded.Figures)
	}
}
