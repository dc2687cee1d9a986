package coarse

import (
	"math"
	"strings"
	"testing"
)

// logOf is a closed log of 1 s intervals of users users, each interval's
// latencies as given.
func logOf(users float64, lats ...Dist) *Log {
	l := &Log{Tool: "test", Format: "test", Arrivals: Closed, ResolutionNs: 1000}
	for k, d := range lats {
		l.Intervals = append(l.Intervals, Interval{StartNs: int64(k) * 1e9, WidthNs: 1e9, Users: users, UsersMax: math.Ceil(users), Arrivals: -1,
			Count: d.Count(), Lat: d})
	}
	return l
}

func audited(t *testing.T, l *Log) *Result {
	t.Helper()
	res, err := Audit(l)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestSlowIsAboveTheSlowLatency: a request that took the slow latency
// exactly (4 × the median, 400 µs) is not slow: its interval is quiet,
// it held no user, it is no held request of the load's or the unknown
// users', and the estimate keeps it as recorded.
func TestSlowIsAboveTheSlowLatency(t *testing.T) {
	at := Dist{{100_000, 3990}, {400_000, 10}}
	res := audited(t, logOf(10, at, at, at))
	if res.SlowNs != 400_000 || res.Slow != 0 || res.Unsent != 0 || res.Load != 0 || res.Estimate.Figures != res.Recorded.Figures {
		t.Errorf("slow %d; %d slow intervals, %d unsent, load %v, estimate %v (recorded %v): want none held", res.SlowNs, res.Slow, res.Unsent, res.Load,
			res.Estimate.Figures, res.Recorded.Figures)
	}
	// in a short segment, beside an interval held by a pause, they are
	// quick: recorded as they were (a quarter of the requests, at p90)
	quarter, held := Dist{{100_000, 3000}, {400_000, 1000}}, Dist{{100_000, 3990}, {100_000_000, 5}, {200_100_000, 5}}
	res = audited(t, logOf(10, quarter, held, quarter))
	if res.Unsent == 0 || !res.Estimate.Stated() || res.Estimate.Figures[1] != 400_000 {
		t.Errorf("%d unsent; the estimate %v: want its p90 at 400 µs, the quick requests' as recorded", res.Unsent, res.Estimate.Figures)
	}
	// a log that names no users: 10 at the slow latency are no user held
	l := logOf(10, at, at, at)
	l.Arrivals = Unknown
	for i := range l.Intervals {
		l.Intervals[i].Users, l.Intervals[i].UsersMax = -1, -1
	}
	if res := audited(t, l); res.UsersMax != 1 {
		t.Errorf("no users named: %v, want 1 (Little's law's 0.4, none held)", res.UsersMax)
	}
	// nor from a sum
	if got := heldBySum(Dist{{100_000, 10}, {400_000, 1}}, 1_400_000, 100_000, &Result{SlowNs: 400_000, TypicalNs: 100_000}); got != 0 {
		t.Errorf("held by a sum with none slow: %v", got)
	}
}

// TestLoadUnstatesTheEstimate: ten users each held once by a pause of
// 200 ms a second, every held request at the pause's end (no spread
// below it: ρ is 1, capped at 0.95), against a pause of 20 % of the
// users' time: an open loop at the plan's pace queues without bound, and
// the estimate says so in those figures.
func TestLoadUnstatesTheEstimate(t *testing.T) {
	held := Dist{{100_000, 3990}, {200_100_000, 10}}
	res := audited(t, logOf(10, held, held, held, held))
	if res.Load != 0.95 || res.Estimate.Stated() || !strings.Contains(res.Estimate.Unstated, "busy up to 95 % of its capacity, as its slow moments show it, and they take 20 % of the run") {
		t.Errorf("load %v; the estimate %q", res.Load, res.Estimate.Unstated)
	}
}

// TestRecordedAndAssumptions: a log that states the run's own figures
// apart is recorded as them, with their assumption, while the least and
// median latencies are still the intervals'; one that does not merges
// its intervals'. A log that names no users bounds on its own
// assumption.
func TestRecordedAndAssumptions(t *testing.T) {
	d := Dist{{100_000, 3999}, {200_100_000, 1}}
	l := logOf(1, d, d, d)
	l.Recorded = Dist{{50_000, 10}, {300_000_000, 10}}
	res := audited(t, l)
	if res.Recorded.Figures != figuresOf(l.Recorded) || res.Recorded.Assumption != "the tool's own figures over the whole run, as its log states them" ||
		res.LeastNs != 100_000 || res.TypicalNs != 100_000 || res.Bound.Assumption != BoundAssumption {
		t.Errorf("recorded %v (%q), least %d, typical %d, bound's assumption %q", res.Recorded.Figures, res.Recorded.Assumption, res.LeastNs, res.TypicalNs, res.Bound.Assumption)
	}
	l.Recorded = nil
	l.Arrivals = Unknown
	res = audited(t, l)
	if !strings.HasSuffix(res.Recorded.Assumption, "merged") || res.Bound.Assumption != UnknownBoundAssumption {
		t.Errorf("recorded %q, bound %q", res.Recorded.Assumption, res.Bound.Assumption)
	}
}

// TestOpenPerUser: an open log that does not say how many requests each
// user sends is taken to send the requests answered over the users
// arrived: 4000 answered of 2000 arrived an interval, 2 each, and the
// plan is the arrivals times that.
func TestOpenPerUser(t *testing.T) {
	d := Dist{{100_000, 4000}}
	l := logOf(1, d, d, d)
	l.Arrivals = Open
	for i := range l.Intervals {
		l.Intervals[i].Arrivals = 2000
	}
	l.Intervals[1].Arrivals = 1000 // and 3000 in the next: late, not unsent
	l.Intervals[2].Arrivals = 3000
	res := audited(t, l)
	if res.PerUser != 2 || res.Rows[1].Planned != 2000 || res.Rows[2].Planned != 6000 || res.Planned != 12_000 || res.Unsent != 0 {
		t.Errorf("per user %v; planned %v, %v, in all %d; %d unsent", res.PerUser, res.Rows[1].Planned, res.Rows[2].Planned, res.Planned, res.Unsent)
	}
}

// TestRampAtNinetyPercent: a log that names no users is at full load
// from the first interval of 90 % of the median count: one of exactly
// 90 is up (a whole user's plan, 100), not a ramp's (90).
func TestRampAtNinetyPercent(t *testing.T) {
	l := &Log{Tool: "test", Format: "test", Arrivals: Unknown, ResolutionNs: 1}
	for k, n := range []int64{90, 100, 100, 100, 90} {
		l.Intervals = append(l.Intervals, Interval{StartNs: int64(k) * 1e9, WidthNs: 1e9, Users: -1, UsersMax: -1, Arrivals: -1, Count: n, Lat: Dist{{10_000_000, n}}})
	}
	res := audited(t, l)
	if res.CycleNs != 10_000_000 || math.Abs(res.Rows[0].Planned-100) > 1e-9 || math.Abs(res.Rows[4].Planned-100) > 1e-9 {
		t.Errorf("cycle %d; planned %v and %v: want 10 ms, 100 and 100", res.CycleNs, res.Rows[0].Planned, res.Rows[4].Planned)
	}
}

// TestLongestPauseOfASegment: the estimate's slow moment is its
// segment's longest latency less the least, on the first interval that
// holds it.
func TestLongestPauseOfASegment(t *testing.T) {
	short, long := Dist{{100_000, 3999}, {200_100_000, 1}}, Dist{{100_000, 3999}, {300_100_000, 1}}
	res := audited(t, logOf(1, short, short, long, long, short))
	for i, want := range []int64{0, 0, 300_000_000, 0, 0} {
		if res.Rows[i].PauseNs != want {
			t.Errorf("interval %d's pause %d, want %d", i, res.Rows[i].PauseNs, want)
		}
	}
}

// TestUsersNoneInAnInterval: an interval whose log counts no users and
// answered requests is bounded as by one user, not none.
func TestUsersNoneInAnInterval(t *testing.T) {
	d := Dist{{100_000, 3999}, {200_100_000, 1}}
	l := logOf(1, d, d, d, d)
	l.Intervals[2].Users, l.Intervals[2].UsersMax = 0, 0
	res := audited(t, l)
	if res.Rows[2].BoundPauseNs != res.Rows[1].BoundPauseNs || res.Rows[2].BoundPauseNs == 0 {
		t.Errorf("the bound's pause with no users counted: %d, with one: %d", res.Rows[2].BoundPauseNs, res.Rows[1].BoundPauseNs)
	}
}

// TestGapOfOneInterval: a log that leaves out one empty interval between
// two has it put back.
func TestGapOfOneInterval(t *testing.T) {
	d := Dist{{100_000, 10}}
	got := active([]Interval{{StartNs: 0, WidthNs: 1e9, Count: 10, Lat: d}, {StartNs: 2e9, WidthNs: 1e9, Count: 10, Lat: d}}, maxGapFill)
	if len(got) != 3 || got[1].StartNs != 1e9 || got[1].Count != 0 {
		t.Errorf("%d intervals: %+v", len(got), got)
	}
}

// TestGapFillBounded: a log's gaps are filled with no more empty
// intervals than the bound, over all its gaps together, so a hostile
// log's gap of years costs bounded memory.
func TestGapFillBounded(t *testing.T) {
	d := Dist{{100_000, 10}}
	in := []Interval{{StartNs: 0, WidthNs: 1, Count: 10, Lat: d}, {StartNs: 4, WidthNs: 1, Count: 10, Lat: d}, {StartNs: 10, WidthNs: 1, Count: 10, Lat: d}}
	for most, want := range map[int]int{0: 3, 1: 4, 3: 6, 4: 7, 7: 10, 8: 11, 9: 11} {
		if got := active(in, most); len(got) != want {
			t.Errorf("gaps of 3 and 5 filled with %d at most: %d intervals, want %d", most, len(got), want)
		}
	}
	if maxGapFill < 1<<16 {
		t.Errorf("a log may leave out %d empty intervals at most: too few for a day of seconds", maxGapFill)
	}
}

// TestSaturatedAndSettled: the two decisions at their edges. A load that
// with the slow moments' share is the whole capacity exactly queues
// without bound; a p99 that moves by a quarter exactly is settled.
func TestSaturatedAndSettled(t *testing.T) {
	for _, c := range []struct {
		load, share float64
		want        bool
	}{{0.75, 0.25, true}, {0.75, 0.125, false}, {0.875, 0.25, true}, {0, 1, false}, {0.5, 0.5, true}} {
		if got := saturated(c.load, c.share); got != c.want {
			t.Errorf("saturated(%v, %v) = %v", c.load, c.share, got)
		}
	}
	for _, c := range []struct {
		p, mid float64
		want   bool
	}{{5, 4, true}, {3, 4, true}, {5.5, 4, false}, {2.5, 4, false}, {4, 4, true}} {
		if got := settled(c.p, c.mid); got != c.want {
			t.Errorf("settled(%v, %v) = %v", c.p, c.mid, got)
		}
	}
}

// TestPercentilesWithoutTheMax: a percentile set that stops short of 100
// puts the requests above its last in its last band: all of them count.
func TestPercentilesWithoutTheMax(t *testing.T) {
	d := FromPercentiles(100, []float64{0.5, 0.9}, []int64{10, 20})
	if d.Count() != 100 || d.MaxNs() != 20 || d.At(10_000) != 20 {
		t.Errorf("%v: count %d, max %d", d, d.Count(), d.MaxNs())
	}
}

// TestQuietAtTheSlowLatency: an interval whose longest request took the
// slow latency exactly is quiet, so its shortfall is the plan's noise,
// not requests unsent.
func TestQuietAtTheSlowLatency(t *testing.T) {
	q, low := Dist{{100_000, 4000}}, Dist{{100_000, 2999}, {400_000, 1}}
	res := audited(t, logOf(1, q, q, low, q, q))
	if res.Slow != 0 || res.Unsent != 0 {
		t.Errorf("%d slow intervals, %d unsent: want none", res.Slow, res.Unsent)
	}
}

// TestOpenWithNoArrivals: an open log whose intervals count no arrival
// has no plan, not one of infinitely many requests a user.
func TestOpenWithNoArrivals(t *testing.T) {
	d := Dist{{100_000, 4000}}
	l := logOf(1, d, d)
	l.Arrivals = Open
	for i := range l.Intervals {
		l.Intervals[i].Arrivals = 0
	}
	res := audited(t, l)
	if res.PerUser != 0 || res.Planned != 0 || res.Unsent != 0 {
		t.Errorf("per user %v, planned %d, unsent %d: want none", res.PerUser, res.Planned, res.Unsent)
	}
}

// TestInnerSegmentsWithNoRequests: where the inner segments answered
// nothing (a user held through an interval, none live beside it), the
// cycle is pooled over every segment: 3 s of a user over 8000 requests.
func TestInnerSegmentsWithNoRequests(t *testing.T) {
	q, none := Dist{{100_000, 4000}}, Dist(nil)
	l := logOf(1, q, none, none, none, q)
	l.Intervals[1].Users, l.Intervals[1].UsersMax = 0, 0
	l.Intervals[3].Users, l.Intervals[3].UsersMax = 0, 0
	res := audited(t, l)
	if res.CycleNs != 375_000 {
		t.Errorf("cycle %d, want 375 µs", res.CycleNs)
	}
}

// TestLoadWithNoCycle: a log whose slow requests held its users longer
// than they had (no cycle is left) shows no load, not an undefined one.
func TestLoadWithNoCycle(t *testing.T) {
	held := Dist{{100_000, 10}, {2_000_000_000, 10}}
	res := audited(t, logOf(10, held, held, held))
	if res.CycleNs != 0 || res.Load != 0 {
		t.Errorf("cycle %d, load %v: want 0 and 0", res.CycleNs, res.Load)
	}
}

// TestUnsentOfExactlyOne: a segment one request short of the plan is
// re-timed. Its three intervals, a user's each, answered 100, 99 and
// 100, the middle one's longest 10.1 ms (10 ms beyond the median of
// 100 µs): the cycle is (3 s − 10 ms)/299 = 10 ms, the plan 100 an
// interval, 300 in all: exactly one unsent. The estimate re-times it
// (the longest, at p99.9 of 499, moves), from the ceiling where the log
// gives one.
func TestUnsentOfExactlyOne(t *testing.T) {
	q, s := Dist{{100_000, 100}}, Dist{{100_000, 98}, {10_100_000, 1}}
	estimate := func(l *Log) (*Result, Figures) {
		res, ivs, segs, err := derive(l)
		if err != nil {
			t.Fatal(err)
		}
		return res, figuresOf(estimateAt(res, ivs, segs, 0.3, 1))
	}
	res, spread := estimate(logOf(1, q, q, s, q, q))
	if res.CycleNs != 10_000_000 || res.Unsent != 1 || spread == res.Recorded.Figures {
		t.Errorf("cycle %d, unsent %d; the estimate %v, recorded %v: want 10 ms, 1, re-timed", res.CycleNs, res.Unsent, spread, res.Recorded.Figures)
	}
	l := logOf(1, q, q, s, q, q)
	l.Intervals[2].LatCeil = Dist{{100_000, 98}, {40_000_000, 1}}
	if _, ceil := estimate(l); ceil == spread {
		t.Errorf("the ceiling's estimate %v, the spread's %v: want the ceiling taken", ceil, spread)
	}
}

// TestAtPastTheWhole: a quantile past the whole is the longest latency.
func TestAtPastTheWhole(t *testing.T) {
	d := Dist{{10, 2}, {20, 3}}
	if d.At(20_000) != 20 || d.At(10_000) != 20 || d.At(1) != 10 {
		t.Errorf("at 200 %%: %d, at 100 %%: %d, at 0.01 %%: %d", d.At(20_000), d.At(10_000), d.At(1))
	}
}
