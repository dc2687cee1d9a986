package audit

import (
	"testing"
)

// TestPlanAtItsEdges: a latency at the slow threshold is not slow, a plan
// of MaxSlots is taken, a request more than one interval after its slot
// is behind and one at exactly one interval is not.
func TestPlanAtItsEdges(t *testing.T) {
	// latencies 2, 2, 8, 32, 32: median 8, slow above 32
	reqs := []Request{{SendNs: 0, LatencyNs: 2, Conn: NoConn}, {SendNs: 10, LatencyNs: 2, Conn: NoConn}, {SendNs: 20, LatencyNs: 8, Conn: NoConn}, {SendNs: 30, LatencyNs: 32, Conn: NoConn}, {SendNs: 40, LatencyNs: 32, Conn: NoConn}}
	p, err := inferPlan(reqs, 10, 0, 1)
	if err != nil || p.SlowNs != 32 {
		t.Errorf("plan %+v, %v: want slow above 32", p, err)
	}
	if p, err := inferPlan(reqs, 10, MaxSlots, 1); err != nil || p.Slots != MaxSlots {
		t.Errorf("MaxSlots given: %+v, %v", p, err)
	}
	// windows of quiet requests: a latency at slowNs is quiet
	if got := windowRates([]Request{{SendNs: 0, LatencyNs: 5, Conn: 0}, {SendNs: 10, LatencyNs: 5, Conn: 0}, {SendNs: 20, LatencyNs: 5, Conn: 0}}, slowness{5}, 2); len(got) != 1 || got[0] != 10 {
		t.Errorf("a window at the threshold: %v", got)
	}
	// lags 0, 0, 11, 10: one request behind
	s := sendingOn([]Request{{SendNs: 0, LatencyNs: 1, Conn: NoConn}, {SendNs: 10, LatencyNs: 1, Conn: NoConn}, {SendNs: 31, LatencyNs: 1, Conn: NoConn}, {SendNs: 40, LatencyNs: 1, Conn: NoConn}}, Plan{IntervalNs: 10, Slots: 4, SlowNs: 4}, 1)
	if s.Behind != 1 {
		t.Errorf("behind %d, want 1", s.Behind)
	}
}

// TestClosedAtItsEdge: a closed loop is one whose connections waited for
// the reply before sending again in 99 % of their pairs or more.
func TestClosedAtItsEdge(t *testing.T) {
	for _, tc := range []struct {
		overlaps int
		closed   bool
	}{{1, true}, {2, false}} {
		var reqs []Request
		for k := range int64(101) { // one connection, 100 pairs, a send every 10 taking 5
			lat := int64(5)
			if k < int64(tc.overlaps) {
				lat = 15 // its reply comes after the next send
			}
			reqs = append(reqs, Request{SendNs: 10 * k, LatencyNs: lat, Conn: 0})
		}
		s := sendingOn(reqs, Plan{IntervalNs: 10, Slots: 101, SlowNs: 100}, 1)
		if got := s.Design != Open; got != tc.closed || s.Pairs != 100 || s.Waited != int64(100-tc.overlaps) {
			t.Errorf("%d overlaps: design %s, %d of %d waited; closed %v, want %v", tc.overlaps, s.Design, s.Waited, s.Pairs, got, tc.closed)
		}
	}
}

// TestStretchesFromAStart: a plan that starts late, and a stretch that
// runs past the plan's last slot, counts only the slots in both.
func TestStretchesFromAStart(t *testing.T) {
	// plan: every 10 from 5, 10 slots (5 … 95); a slow request sent at 85,
	// answered at 200: slots 85 and 95 are due in it, none after 95
	reqs := []Request{{SendNs: 5, LatencyNs: 1, Conn: NoConn}, {SendNs: 85, LatencyNs: 115, Conn: NoConn}}
	var s Sending
	stretchesOn(&s, reqs, Plan{StartNs: 5, IntervalNs: 10, Slots: 10, SlowNs: 4})
	if s.StretchDue != 2 || s.Stretches[0].Sent != 1 {
		t.Errorf("due %d, sent %d; want 2 and 1", s.StretchDue, s.Stretches[0].Sent)
	}
	// a stretch from 26 to 54 in the same plan: slots 35 and 45
	s = Sending{}
	stretchesOn(&s, []Request{{SendNs: 26, LatencyNs: 28, Conn: NoConn}}, Plan{StartNs: 5, IntervalNs: 10, Slots: 10, SlowNs: 4})
	if s.StretchDue != 2 {
		t.Errorf("due %d, want 2", s.StretchDue)
	}
}

// TestFlagsAtTheirEdges: each numeric flag's least and most, and one past.
func TestFlagsAtTheirEdges(t *testing.T) {
	none := func(string) bool { return false }
	for _, c := range []struct {
		f  Flags
		ok bool
	}{
		{Flags{File: "x", Workers: maxWorkers}, true},
		{Flags{File: "x", Workers: maxWorkers + 1}, false},
		{Flags{File: "x", Workers: -1}, false},
		{Flags{File: "x", Slots: MaxSlots}, true},
		{Flags{File: "x", Slots: MostSlots}, true},
		{Flags{File: "x", Slots: MostSlots + 1}, false},
		{Flags{File: "x", Slots: -1}, false},
		{Flags{File: "x", FailAbove: 1}, true},
		{Flags{File: "x", FailAbove: 0.999}, false},
		{Flags{File: "x", FailAbove: -1}, false},
		{Flags{File: "x", Run: -1}, false},
		{Flags{File: "x", Run: 0}, true},
	} {
		if err := c.f.Check(none, false); (err == nil) != c.ok {
			t.Errorf("%+v: %v, want ok %v", c.f, err, c.ok)
		}
	}
}
