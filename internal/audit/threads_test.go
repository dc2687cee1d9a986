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
			reqs = append(reqs, Request{SendNs: at, LatencyNs: lat, Conn: c})
			if lat > 300 {
				at += lat + 7
			} else {
				at += lat + 50
			}
		}
	}
	slices.SortFunc(reqs, func(a, b Request) int { return int(a.SendNs - b.SendNs) })
	var tp ThreadPlan
	describeThreads(reqs, 300, &tp)
	if tp.Threads != 3 || tp.RampNs != 3000 || tp.ThinkNs != 50 || tp.PaceNs != 150 {
		t.Errorf("threads %d ramp %d think %d pace %d, want 3, 3000, 50, 150", tp.Threads, tp.RampNs, tp.ThinkNs, tp.PaceNs)
	}
	// at a slow threshold of 301 the slow pair counts: 12 pairs, 11 of
	// think 50 and one of 7, the median still 50; of the paces, 11 of 150
	// and one of 308
	tp = ThreadPlan{}
	describeThreads(reqs, 301, &tp)
	if tp.ThinkNs != 50 || tp.PaceNs != 150 {
		t.Errorf("at 301: think %d pace %d, want 50 and 150", tp.ThinkNs, tp.PaceNs)
	}
	// a latency at the threshold is not slow: its pair counts
	tp = ThreadPlan{}
	describeThreads([]Request{{SendNs: 0, LatencyNs: 100, Conn: 1}, {SendNs: 107, LatencyNs: 100, Conn: 1}}, 100, &tp)
	if tp.ThinkNs != 7 || tp.PaceNs != 107 {
		t.Errorf("at the threshold: think %d pace %d, want 7 and 107", tp.ThinkNs, tp.PaceNs)
	}
	// a thread that sends before its reply thinks 0, not less
	tp = ThreadPlan{}
	describeThreads([]Request{{SendNs: 0, LatencyNs: 100, Conn: 1}, {SendNs: 60, LatencyNs: 100, Conn: 1}}, 300, &tp)
	if tp.ThinkNs != 0 || tp.PaceNs != 60 || tp.RampNs != 0 || tp.Threads != 1 {
		t.Errorf("overlapping: think %d pace %d ramp %d threads %d, want 0, 60, 0, 1", tp.ThinkNs, tp.PaceNs, tp.RampNs, tp.Threads)
	}
	// no pair at all: no think, no pace
	tp = ThreadPlan{}
	describeThreads([]Request{{SendNs: 5, LatencyNs: 100, Conn: 1}, {SendNs: 9, LatencyNs: 100, Conn: 2}}, 300, &tp)
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
		{"a pacer sends sooner after a slow one", waited, 100, 79, 0, false},
		{"four fifths of the think time still thinks", waited, 100, 80, 0, true},
		{"no think time at all", waited, 0, 0, 0, true},
		{"a think time within the resolution", waited, 5, 0, 5, true},
		{"a think time just past it", waited, 6, 0, 5, false},
		{"no connections", Sending{Pairs: 100, Waited: 100}, 100, 100, 0, false},
		{"no pairs", Sending{Conns: 1}, 100, 100, 0, false},
		{"98 % waited", Sending{Conns: 1, Pairs: 100, Waited: 98}, 100, 100, 0, false},
	} {
		reqs := threadLog(lats, c.think, c.thinkSlow, 100)
		if got := isThreadWorkload(reqs, c.s, 100, c.resolutionNs); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
	// nothing slow, or all slow: nothing to catch up, a thread workload
	if !isThreadWorkload(threadLog([]int64{10, 10, 10}, 100, 0, 100), waited, 100, 0) {
		t.Error("nothing slow: not a thread workload")
	}
	if !isThreadWorkload(threadLog([]int64{500, 500, 500}, 100, 0, 100), waited, 100, 0) {
		t.Error("all slow: not a thread workload")
	}
	// a latency at the threshold is not slow: the thread waits 100 after
	// it and after each quick reply, and sends at once after the two slow
	// ones: it paces. Were the three at 100 slow, the slow ones' median
	// wait would be 100, a thinker's.
	atEdge := threadLog([]int64{10, 100, 500, 10, 100, 500, 100, 10, 10}, 100, 0, 100)
	if isThreadWorkload(atEdge, waited, 100, 0) {
		t.Error("latency at the threshold taken as slow")
	}
}
