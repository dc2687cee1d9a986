package audit

import (
	"slices"
	"testing"
)

// TestTypeFloors: a type of 20 requests or more keeps its own least
// latency; the rarer ones, and a type with none, take the least of the
// rare ones together.
func TestTypeFloors(t *testing.T) {
	var reqs []Request
	add := func(label int32, n int, fromNs int64) {
		for i := range n {
			reqs = append(reqs, Request{Label: label, LatencyNs: fromNs + int64(i)})
		}
	}
	add(0, 20, 100) // own: 100
	add(1, 19, 50)  // rare: pooled
	add(2, 5, 70)   // rare: pooled
	add(3, 25, 30)  // own: 30, less than the pool's, and not in it
	floors, pooled := typeFloors(reqs, 5)
	if want := []int64{100, 50, 50, 30, 50}; !slices.Equal(floors, want) || pooled != 2 {
		t.Errorf("floors %v pooled %d, want %v and 2", floors, pooled, want)
	}
	// no rare type: none pooled, and a type with no requests has no floor
	reqs = reqs[:0]
	add(0, 20, 100)
	floors, pooled = typeFloors(reqs, 2)
	if want := []int64{100, 1<<63 - 1}; !slices.Equal(floors, want) || pooled != 0 {
		t.Errorf("floors %v pooled %d, want %v and 0", floors, pooled, want)
	}
}

// TestDescribeThreads: threads, ramp, think and pace, by hand.
func TestDescribeThreads(t *testing.T) {
	// thread 1 from 1000, thread 2 from 1500, thread 3 from 4000: a ramp
	// of 3000. Each request takes 100 and the next follows 50 after its
	// reply (pace 150), but after a slow one (over 300) 7 after it: that
	// pair is left out of the think time and the pace.
	var reqs []Request
	for c, from := range map[int64]int64{1: 1000, 2: 1500, 3: 4000} {
		at := from
		for i := range 5 {
			lat := int64(100)
			if c == 2 && i == 1 {
				lat = 301
			}
			reqs = append(reqs, Request{SendNs: at, LatencyNs: lat, Conn: int32(c)})
			if lat > 300 {
				at += lat + 7
			} else {
				at += lat + 50
			}
		}
	}
	slices.SortFunc(reqs, func(a, b Request) int { return int(a.SendNs - b.SendNs) })
	var tp ThreadPlan
	describeThreads(reqs, slowness{300}, &tp)
	if tp.Threads != 3 || tp.RampNs != 3000 || tp.ThinkNs != 50 || tp.PaceNs != 150 {
		t.Errorf("threads %d ramp %d think %d pace %d, want 3, 3000, 50, 150", tp.Threads, tp.RampNs, tp.ThinkNs, tp.PaceNs)
	}
	// at a slow threshold of 301 the slow pair counts: 12 pairs, 11 of
	// think 50 and one of 7, the median still 50; of the paces, 11 of 150
	// and one of 308
	tp = ThreadPlan{}
	describeThreads(reqs, slowness{301}, &tp)
	if tp.ThinkNs != 50 || tp.PaceNs != 150 {
		t.Errorf("at 301: think %d pace %d, want 50 and 150", tp.ThinkNs, tp.PaceNs)
	}
	// a latency at the threshold is not slow: its pair counts
	tp = ThreadPlan{}
	describeThreads([]Request{{SendNs: 0, LatencyNs: 100, Conn: 1}, {SendNs: 107, LatencyNs: 100, Conn: 1}}, slowness{100}, &tp)
	if tp.ThinkNs != 7 || tp.PaceNs != 107 {
		t.Errorf("at the threshold: think %d pace %d, want 7 and 107", tp.ThinkNs, tp.PaceNs)
	}
	// a thread that sends before its reply thinks 0, not less
	tp = ThreadPlan{}
	describeThreads([]Request{{SendNs: 0, LatencyNs: 100, Conn: 1}, {SendNs: 60, LatencyNs: 100, Conn: 1}}, slowness{300}, &tp)
	if tp.ThinkNs != 0 || tp.PaceNs != 60 || tp.RampNs != 0 || tp.Threads != 1 {
		t.Errorf("overlapping: think %d pace %d ramp %d threads %d, want 0, 60, 0, 1", tp.ThinkNs, tp.PaceNs, tp.RampNs, tp.Threads)
	}
	// no pair at all: no think, no pace
	tp = ThreadPlan{}
	describeThreads([]Request{{SendNs: 5, LatencyNs: 100, Conn: 1}, {SendNs: 9, LatencyNs: 100, Conn: 2}}, slowness{300}, &tp)
	if tp.ThinkNs != 0 || tp.PaceNs != 0 || tp.RampNs != 4 || tp.Threads != 2 {
		t.Errorf("no pairs: think %d pace %d ramp %d threads %d, want 0, 0, 4, 2", tp.ThinkNs, tp.PaceNs, tp.RampNs, tp.Threads)
	}
}

// threadLog is one thread's requests: latencies, each next sent think
// (or, after a slow one, thinkSlow) after the reply.
func threadLog(lats []int64, think, thinkSlow, slowNs int64) []Request {
	var out []Request
	at := int64(0)
	for _, l := range lats {
		out = append(out, Request{SendNs: at, LatencyNs: l, Conn: 1})
		if l > slowNs {
			at += l + thinkSlow
		} else {
			at += l + think
		}
	}
	return out
}

func TestIsThreadWorkload(t *testing.T) {
	lats := []int64{10, 10, 500, 10, 10, 500, 10, 10, 10, 10}
	waited := Sending{Conns: 1, Pairs: 100, Waited: 99}
	for _, c := range []struct {
		name             string
		s                Sending
		think, thinkSlow int64
		resolutionNs     int64
		want             bool
	}{
		{"a thinker waits the same after a slow reply", waited, 100, 100, 0, true},
		{"a pacer sends sooner after a slow one, under half", waited, 100, 49, 0, false},
		{"half as soon, after two slow ones: too few to tell", waited, 100, 50, 0, true},
		{"four fifths of the think time still thinks", waited, 100, 80, 0, true},
		{"no think time at all", waited, 0, 0, 0, true},
		{"a think time within the resolution", waited, 5, 0, 5, true},
		{"a think time just past it", waited, 6, 0, 5, false},
		{"no connections", Sending{Pairs: 100, Waited: 100}, 100, 100, 0, false},
		{"no pairs", Sending{Conns: 1}, 100, 100, 0, false},
		{"98 % waited", Sending{Conns: 1, Pairs: 100, Waited: 98}, 100, 100, 0, false},
	} {
		reqs := threadLog(lats, c.think, c.thinkSlow, 100)
		if got := threadWorkload(t, reqs, c.s, slowness{100}, c.resolutionNs); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
	// nothing slow, or all slow: nothing to catch up, a thread workload
	if !threadWorkload(t, threadLog([]int64{10, 10, 10}, 100, 0, 100), waited, slowness{100}, 0) {
		t.Error("nothing slow: not a thread workload")
	}
	if !threadWorkload(t, threadLog([]int64{500, 500, 500}, 100, 0, 100), waited, slowness{100}, 0) {
		t.Error("all slow: not a thread workload")
	}
	// a latency at the threshold is not slow: the thread waits 100 after
	// it and after each quick reply, and sends at once after the two slow
	// ones: it paces. Were the three at 100 slow, the slow ones' median
	// wait would be 100, a thinker's.
	atEdge := threadLog([]int64{10, 100, 500, 10, 100, 500, 100, 10, 10}, 100, 0, 100)
	if threadWorkload(t, atEdge, waited, slowness{100}, 0) {
		t.Error("latency at the threshold taken as slow")
	}
}

// TestBelowChance: a median of slow think times stands below chance
// where it falls under a share of the quick ones that shrinks as the
// slow ones grow in number, three standard errors under the middle, and
// never above a tenth; of fewer than nine, never.
func TestBelowChance(t *testing.T) {
	quick := make([]int64, 100) // 0 to 99: the value is its share below, in %
	for i := range quick {
		quick[i] = int64(i)
	}
	for _, tc := range []struct {
		slow []int64
		want bool
	}{
		{[]int64{0}, false},                    // one: too few, whatever its share
		{slices.Repeat([]int64{0}, 8), false},  // eight: still too few
		{slices.Repeat([]int64{9}, 9), true},   // nine: 9 % under them, below a tenth
		{slices.Repeat([]int64{10}, 9), false}, // 10 %: a tenth
		// ten: 0.5 − 1.5/√10 is under a tenth, which rules; their median
		// by the nearest rank is the fifth
		{[]int64{5, 5, 5, 5, 19, 30, 40, 50, 60, 70}, false},
		{[]int64{3, 3, 3, 3, 5, 30, 40, 50, 60, 70}, true},
		// 25 slow ones: 0.5 − 1.5/5 = 20 %
		{slices.Repeat([]int64{19}, 25), true},
		{slices.Repeat([]int64{20}, 25), false},
		// 100: 0.5 − 0.15 = 35 %
		{slices.Repeat([]int64{34}, 100), true},
		{slices.Repeat([]int64{35}, 100), false},
	} {
		m := median(slices.Sorted(slices.Values(tc.slow)))
		below, _ := slices.BinarySearch(quick, m)
		if got := belowChance(int64(len(tc.slow)), int64(below), int64(len(quick))); got != tc.want {
			t.Errorf("belowChance(%d of %d) = %v, want %v", len(tc.slow), median(tc.slow), got, tc.want)
		}
	}
}

// TestThinkersAndPacers: think times after slow replies under half those
// after quick ones are a pacer's, whatever their spread (Locust's
// constant_pacing, whose think times after quick replies reach down to
// none); between half and four fifths, a pacer's only where a draw would
// not fall so low by chance.
func TestThinkersAndPacers(t *testing.T) {
	waited := Sending{Conns: 1, Pairs: 100, Waited: 100}
	// 40 quick thinks of 10 to 400 by 10, 4 slow ones
	var reqs []Request
	at := int64(0)
	add := func(lat, think int64) {
		reqs = append(reqs, Request{SendNs: at, LatencyNs: lat, Conn: 1})
		at += lat + think
	}
	build := func(slowThink int64) []Request {
		reqs, at = nil, 0
		for i := range 40 {
			add(10, int64(10*(i+1)))
			if i%10 == 9 {
				add(500, slowThink)
			}
		}
		add(10, 0)
		return reqs
	}
	// the quick thinks' median 205 (the 20th and 21st, 200 and 210, by
	// the nearest rank: 200)
	for _, tc := range []struct {
		slowThink int64
		want      bool
	}{
		{160, true}, // 4/5 of 200: a thinker
		{99, false}, // under half: a pacer
		{100, true}, // half: 4 draws at 100 sit above a fourth of 40, not below chance
		{35, false}, // a pacer, under half
		{130, true}, // 65 %, 12 of 40 under it: a thinker's chance
	} {
		if got := threadWorkload(t, build(tc.slowThink), waited, slowness{100}, 0); got != tc.want {
			t.Errorf("slow thinks of %d against quick ones of 10 to 400: thread workload %v, want %v", tc.slowThink, got, tc.want)
		}
	}
}

// TestPacerOfALongInterval: a thread on a schedule of one send every
// 100 ms, sending at once when a reply comes after its slot. Its replies
// are 1 ms, one in ten 20 ms and one in fifty 150 ms. The 20 ms ones are
// slow (over 4 ms) but within the interval, so the thread still waits 80
// ms after them: among the slow replies, they hide the catch-up after the
// 150 ms ones, whose next send is at once. Only the second look, with the
// pace (100 ms, the median gap between sends) as the threshold, sees it:
// a pacer, not a thread workload.
func TestPacerOfALongInterval(t *testing.T) {
	var reqs []Request
	at, slot := int64(0), int64(0)
	for k := range 500 {
		lat := int64(1e6)
		switch {
		case k%50 == 49:
			lat = 150e6
		case k%10 == 9:
			lat = 20e6
		}
		reqs = append(reqs, Request{SendNs: at, LatencyNs: lat, Conn: 0})
		slot += 100e6
		at = max(slot, at+lat)
	}
	var s Sending
	s.pairs(reqs, 1)
	if threadWorkload(t, reqs, s, slowness{4e6}, 1) {
		t.Error("a pacer of a 100 ms interval, catching up only after replies longer than it, read as thinking threads")
	}
	if !caught(t, reqs, func(Request) int64 { return 100e6 }) || caught(t, reqs, func(Request) int64 { return 4e6 }) {
		t.Error("the catch-up is seen at the pace's threshold and hidden at the slow one's: the test's premise")
	}
}

// TestCaughtUpEdges: a reply exactly at its slow threshold is not slow;
// and a thread caught up only where its median think time after slow
// replies is below four fifths of the one after quick ones: at exactly
// four fifths it did not, a ns under it did.
func TestCaughtUpEdges(t *testing.T) {
	// one thread alternating a quick reply (10) and one of latency slow,
	// thinking afterQuick after the quick ones, afterSlow after the others
	thread := func(slow, afterQuick, afterSlow int64) []Request {
		var reqs []Request
		at := int64(0)
		for k := range 40 {
			lat, think := int64(10), afterQuick
			if k%2 == 1 {
				lat, think = slow, afterSlow
			}
			reqs = append(reqs, Request{SendNs: at, LatencyNs: lat})
			at += lat + think
		}
		return reqs
	}
	slowOf := func(Request) int64 { return 100 }
	for _, c := range []struct {
		slow, afterQuick, afterSlow int64
		want                        bool
	}{
		{100, 50, 0, false}, // at the threshold: nothing was slow
		{101, 50, 0, true},  // past it: sent at once after slow replies
		{200, 50, 40, false},
		{200, 50, 39, true},
	} {
		if got := caught(t, thread(c.slow, c.afterQuick, c.afterSlow), slowOf); got != c.want {
			t.Errorf("slow replies of %d, thinking %d after quick ones and %d after slow: caught up %v, want %v", c.slow, c.afterQuick, c.afterSlow, got, c.want)
		}
	}
}

// threadWorkload is isThreadWorkload, whose passes over requests in
// memory cannot fail.
func threadWorkload(t *testing.T, reqs []Request, s Sending, slow slowness, resolutionNs int64) bool {
	t.Helper()
	ok, err := isThreadWorkload(reqs, s, slow, resolutionNs)
	if err != nil {
		t.Fatal(err)
	}
	return ok
}

// caught is caughtUp at a resolution of 1 ns.
func caught(t *testing.T, reqs []Request, slowOf func(Request) int64) bool {
	t.Helper()
	ok, err := caughtUp(reqs, slowOf, 1)
	if err != nil {
		t.Fatal(err)
	}
	return ok
}

// steps is a thread's log from (latency, think) steps: each request sent
// its think time after the reply before.
func steps(pairs ...[2]int64) []Request {
	var reqs []Request
	var at int64
	for _, p := range pairs {
		reqs = append(reqs, Request{SendNs: at, LatencyNs: p[0]})
		at += p[0] + p[1]
	}
	return reqs
}

// TestMedianGap: the median gap between a thread's sends takes every
// pair, slow or not, from send to send (not from reply to send): gaps of
// 110 (10 + 100), 110 and 1,010 (1,000 + 10) have the median 110.
func TestMedianGap(t *testing.T) {
	reqs := steps([2]int64{10, 100}, [2]int64{10, 100}, [2]int64{1000, 10}, [2]int64{10, 0})
	if got, err := medianGap(reqs); err != nil || got != 110 {
		t.Errorf("median gap %d (%v), want 110", got, err)
	}
}

// TestCaughtUpBelowAtTheMedian: a quick think time equal to the slow
// ones' median is not under it. 100 quick replies thought after: 9 for
// 30, 1 for 50, 90 for 100 (median 100); 9 slow ones, each 50 after
// (median 50, under four fifths of 100, not under half): 9 of 100 quick
// ones under 50 are under a tenth, a catch-up; counting the one at 50,
// a tenth, would not be.
func TestCaughtUpBelowAtTheMedian(t *testing.T) {
	var pairs [][2]int64
	for k := range 100 {
		think := int64(100)
		switch {
		case k < 9:
			think = 30
		case k == 9:
			think = 50
		}
		pairs = append(pairs, [2]int64{10, think})
		if k%11 == 10 {
			pairs = append(pairs, [2]int64{500, 50})
		}
	}
	pairs = append(pairs, [2]int64{10, 0})
	if !caught(t, steps(pairs...), func(Request) int64 { return 100 }) {
		t.Error("9 of 100 quick think times under the slow ones' median, and one at it: want caught up")
	}
}
