package audit

import (
	"math"
	"slices"
	"strings"
	"testing"

	"gonum.org/v1/plot/plotter"
)

// TestReplayRequestsAtByHand: services inverted from a log with no round
// trip, 2, 5 and 1, replayed at arrivals 0, 1, 20: done 2, 7, 21, so
// latencies 2, 6, 1. Nothing in, nothing out.
func TestReplayRequestsAtByHand(t *testing.T) {
	reqs := []Request{{SendNs: 0, LatencyNs: 2, Conn: NoConn}, {SendNs: 1, LatencyNs: 6, Conn: NoConn}, {SendNs: 10, LatencyNs: 1, Conn: NoConn}}
	if got := ReplayRequestsAt(reqs, []int64{0, 1, 20}, 0); !slices.Equal(got, []int64{2, 6, 1}) {
		t.Errorf("replay %v, want [2 6 1]", got)
	}
	if ReplayRequestsAt(nil, []int64{0}, 0) != nil || ReplayRequestsAt(reqs, nil, 0) != nil {
		t.Error("an empty log or plan replays to something")
	}
}

// TestInferEdges holds infer's comparisons at their edges.
func TestInferEdges(t *testing.T) {
	// each sent exactly at the reply before: idle, not queued; with the
	// round trip given, S is the least latency, 3, not the median, 5
	var atReply []Request
	send := int64(0)
	for k := range 12 {
		lat := int64(5)
		if k == 11 {
			lat = 3
		}
		atReply = append(atReply, Request{SendNs: send, LatencyNs: lat, Conn: NoConn})
		send += lat
	}
	if s := infer(atReply, slowness{0}, 1, 0, true); s.ServiceNs != 3 {
		t.Errorf("sent at the reply before: service %d, want 3 (the least idle latency)", s.ServiceNs)
	}
	// a backlog with the round trip given, 1: request k sent at k and
	// done at 2(k+1), k from 1; the first found the server idle (latency
	// 4, so 3 less L), and exactly ten queued, 2 apart: S = 2
	var backlog []Request
	for k := range int64(11) {
		backlog = append(backlog, Request{SendNs: k + 1, LatencyNs: 2*(k+2) - (k + 1) + 1, Conn: NoConn})
	}
	if s := infer(backlog, slowness{0}, 1, 1, true); s.ServiceNs != 2 || s.RTTNs != 1 {
		t.Errorf("a backlog of ten, L = 1 given: service %d, round trip %d; want 2, 1", s.ServiceNs, s.RTTNs)
	}
	// completions 10, then five 10 and six 20 apart, and a twelfth queued
	// request done with the last: twelve gaps (0, 10 ×5, 20 ×6), whose
	// median is the sixth, 10; without the 0, the sixth of eleven is 20
	var same []Request
	done := int64(10)
	same = append(same, Request{SendNs: 0, LatencyNs: done, Conn: NoConn})
	for k := range 11 {
		done += 10 + 10*int64(min(1, k/5))
		same = append(same, Request{SendNs: 0, LatencyNs: done, Conn: NoConn})
	}
	same = append(same, Request{SendNs: 1, LatencyNs: done - 1, Conn: NoConn})
	if s := infer(same, slowness{0}, 1, 0, true); s.ServiceNs != 10 {
		t.Errorf("two completions at one instant: service %d, want 10", s.ServiceNs)
	}
	// without the round trip, a queued request counts only if slower than
	// the slow threshold. Replies at 1,006, 1,010, … 1,046, all sent at
	// 1,000 (a latency, not a reply, is what is slow): the
	// first idle (6), ten queued 4 apart with latencies 10 … 46. Over 9,
	// all ten count: S = min(6, 4) = 4. Over 10 (at it, not over) nine
	// do, too few: S is the idle median, 6. Over 100, none.
	var slow []Request
	for k := range int64(11) {
		slow = append(slow, Request{SendNs: 1000, LatencyNs: 6 + 4*k, Conn: NoConn})
	}
	for slowNs, want := range map[int64]int64{9: 4, 10: 6, 100: 6} {
		if s := infer(slow, slowness{slowNs}, 1, 0, false); s.ServiceNs != want || s.RTTNs != 6-want {
			t.Errorf("slow over %d: service %d, round trip %d; want %d, %d", slowNs, s.ServiceNs, s.RTTNs, want, 6-want)
		}
	}
}

// TestCorrectedAtItsBound: a correction that adds exactly 2^60 samples is
// made; one more is refused.
func TestCorrectedAtItsBound(t *testing.T) {
	if _, added, err := corrected([]int64{1<<60 + 1}, 1); err != nil || added != 1<<60 {
		t.Errorf("2^60 added: %d, %v", added, err)
	}
	if _, _, err := corrected([]int64{1<<60 + 2}, 1); err == nil {
		t.Error("2^60 + 1 added: made")
	}
}

// TestLogRange: a third of the least to three times the most, and at
// least nine times the least where all lie within three times of it.
func TestLogRange(t *testing.T) {
	for _, c := range []struct {
		ys     []float64
		lo, hi float64
	}{{[]float64{1, 10}, 1.0 / 3, 30}, {[]float64{1, 2}, 1.0 / 3, 9}, {nil, 1e-3 / 3, 1e-3 * 9}} {
		pts := make(plotter.XYs, len(c.ys))
		for i, y := range c.ys {
			pts[i].Y = y
		}
		if lo, hi := logRange(pts); math.Abs(lo-c.lo) > 1e-12*c.lo || math.Abs(hi-c.hi) > 1e-12*c.hi {
			t.Errorf("logRange(%v) = %v, %v; want %v, %v", c.ys, lo, hi, c.lo, c.hi)
		}
	}
}

// TestSendingEdges holds sending's decisions at their edges.
func TestSendingEdges(t *testing.T) {
	p := Plan{IntervalNs: 100, Slots: 3, SlowNs: 1000, Given: true}
	// three connections of one request each: no pair, so no closed loop
	one := []Request{{SendNs: 0, LatencyNs: 5, Conn: 0}, {SendNs: 100, LatencyNs: 5, Conn: 1}, {SendNs: 200, LatencyNs: 5, Conn: 2}}
	if s := sendingOn(one, p, 1); s.Design == Closed || s.Pairs != 0 || s.Conns != 3 {
		t.Errorf("one request a connection: %+v", s)
	}
	// no slow stretch, a long gap between sends: not held
	gap := []Request{{SendNs: 0, LatencyNs: 5, Conn: NoConn}, {SendNs: 100, LatencyNs: 5, Conn: NoConn}, {SendNs: 10_000, LatencyNs: 5, Conn: NoConn}}
	if s := sendingOn(gap, Plan{IntervalNs: 100, Slots: 3, SlowNs: 1000}, 1); s.Design != Open || s.StretchCount != 0 {
		t.Errorf("a gap with nothing slow: %+v", s)
	}
	// one connection sending at each reply, 11 requests: with 10 slots it
	// ran 10 % ahead, which is not ahead (closed); with 9 it is (unpaced)
	var eleven []Request
	for k := range int64(11) {
		eleven = append(eleven, Request{SendNs: 10 * k, LatencyNs: 10, Conn: 0})
	}
	for slots, want := range map[int64]string{10: Closed, 9: Unpaced} {
		if s := sendingOn(eleven, Plan{IntervalNs: 10, Slots: slots, SlowNs: 1000, Given: true}, 1); s.Design != want {
			t.Errorf("11 requests on %d slots: %s, want %s", slots, s.Design, want)
		}
	}
}

// TestPairsAtTheResolution: a send exactly one resolution before the
// reply before it waited for it; one ns earlier did not.
func TestPairsAtTheResolution(t *testing.T) {
	var s Sending
	s.pairs([]Request{{SendNs: 0, LatencyNs: 10, Conn: 0}, {SendNs: 7, LatencyNs: 1, Conn: 0}, {SendNs: 8, LatencyNs: 10, Conn: 0}, {SendNs: 14, LatencyNs: 1, Conn: 0}}, 3) // replies 10, 8, 18: sent at 7 = 10 − 3, at 8, at 14 < 18 − 3
	if s.Pairs != 3 || s.Waited != 2 {
		t.Errorf("pairs %d, waited %d; want 3, 2", s.Pairs, s.Waited)
	}
}

// TestStretchEdges: a latency at the slow threshold is not slow; a slow
// request sent as the stretch before it ends joins it; a stretch that
// meets one slot has it due.
func TestStretchEdges(t *testing.T) {
	p := Plan{IntervalNs: 10, StartNs: 0, Slots: 100, SlowNs: 50}
	var s Sending
	stretchesOn(&s, []Request{{SendNs: 0, LatencyNs: 50, Conn: NoConn}}, p)
	if s.StretchCount != 0 {
		t.Errorf("at the threshold: %d stretches", s.StretchCount)
	}
	s = Sending{}
	stretchesOn(&s, []Request{{SendNs: 0, LatencyNs: 60, Conn: NoConn}, {SendNs: 60, LatencyNs: 70, Conn: NoConn}}, p) // the second sent at the first's reply
	if s.StretchCount != 1 {
		t.Errorf("sent at the stretch's end: %d stretches, want 1", s.StretchCount)
	}
	// a stretch from the last slot to beyond it: from = to = 990, one slot due
	s = Sending{}
	stretchesOn(&s, []Request{{SendNs: 990, LatencyNs: 60, Conn: NoConn}}, p)
	if s.StretchCount != 1 || s.StretchDue != 1 {
		t.Errorf("a stretch on the last slot: %d stretches, %d due; want 1, 1", s.StretchCount, s.StretchDue)
	}
}

// TestNameOfDotFile: a name that begins with its only dot keeps it.
func TestNameOfDotFile(t *testing.T) {
	if got := NameOf("/tmp/.log"); got != "tool-log" {
		t.Errorf("NameOf(/tmp/.log) = %q, want tool-log", got)
	}
}

// TestInterquartileMean: the mean of the middle half, at least one value.
// Gaps of a 100 µs service read to 0.1 ms: 0 ×3, 100 ×5, 200 ×3 and one
// long; the middle half (the 4th to the 9th of 12) is 100 ×5 and 200:
// 116, where the median, the 6th, would be 100 and the mean 633.
func TestInterquartileMean(t *testing.T) {
	gaps := []int64{0, 0, 0, 100, 100, 100, 100, 100, 200, 200, 200, 6500}
	for _, c := range []struct {
		in   []int64
		want int64
	}{{gaps, 116}, {[]int64{7}, 7}, {[]int64{1, 9}, 5}, {[]int64{1, 2, 3, 100}, 2}} {
		if got := interquartileMean(c.in); got != c.want {
			t.Errorf("interquartileMean(%v) = %d, want %d", c.in, got, c.want)
		}
	}
}

// TestQueuedGapsInCompletionOrder: hey stamps a send before its pool
// gives it a connection, so the requests held through a stall reach the
// server, and complete, in another order than the log's. One idle
// request (latency 50), then twelve sent at 0 … 11 and completed 10
// apart from 1,010 in a shuffled order: in the order they completed,
// eleven gaps of 10 each, S = 10. In send order, the completions go back
// and forth, and too few gaps are left for any but the idle median, 50.
func TestQueuedGapsInCompletionOrder(t *testing.T) {
	reqs := []Request{{SendNs: -1000, LatencyNs: 50, Conn: NoConn}}
	for k, place := range []int64{11, 0, 10, 1, 9, 2, 8, 3, 7, 4, 6, 5} {
		reqs = append(reqs, Request{SendNs: int64(k), LatencyNs: 1010 + 10*place - int64(k), Conn: NoConn})
	}
	s := infer(reqs, slowness{100}, 1, 0, false)
	if s.ServiceNs != 10 || s.RTTNs != 40 {
		t.Errorf("a shuffled backlog: service %d, round trip %d; want 10, 40", s.ServiceNs, s.RTTNs)
	}
	gaps := queuedGaps(reqs, slowness{100}, 0, false)
	if len(gaps) != 11 {
		t.Errorf("queuedGaps: %d gaps %v, want 11 of 10", len(gaps), gaps)
	}
	for _, g := range gaps {
		if g != 10 {
			t.Errorf("queuedGaps: gap %d, want 10", g)
		}
	}
}

// TestIdleWithRTTGiven: with the round trip given, a request that found
// the server idle is one sent at or after the completion before it, its
// reply less the round trip. A is sent at 0 and answered at 20 (done at
// 15, L = 5); B, sent at 17, after A's completion but before its reply,
// found the server idle, and its latency 8 less L gives S = 3.
func TestIdleWithRTTGiven(t *testing.T) {
	if s := infer([]Request{{SendNs: 0, LatencyNs: 20, Conn: NoConn}, {SendNs: 17, LatencyNs: 8, Conn: NoConn}}, slowness{0}, 1, 5, true); s.ServiceNs != 3 {
		t.Errorf("sent between the completion and the reply before: service %d, want 3", s.ServiceNs)
	}
}

// TestSlownessOfAnAbsentType: a run in which a type never came (the
// log's other run had it) has no threshold for it, and no median of
// nothing is taken.
func TestSlownessOfAnAbsentType(t *testing.T) {
	reqs := []Request{{LatencyNs: 10, Label: 0}, {LatencyNs: 30, Label: 2}}
	if got := stats(reqs, labelCount(reqs)).slowness(1); len(got) != 3 || got[0] != 40 || got[1] != 0 || got[2] != 120 {
		t.Errorf("slowness %v, want [40 0 120]", got)
	}
}

// TestNoPlanWords: a log that never ran unhindered is refused, naming
// the slow threshold of its one type, or each type's of two.
func TestNoPlanWords(t *testing.T) {
	var one, two []Request
	for k := range int64(40) { // every third request slow: no 17 quiet in a row
		lat := int64(10)
		if k%3 == 2 {
			lat = 1000
		}
		one = append(one, Request{SendNs: 100 * k, LatencyNs: lat, Conn: NoConn})
		two = append(two, Request{SendNs: 100 * k, LatencyNs: lat, Conn: NoConn, Label: int32(k % 2)})
	}
	if _, err := inferPlan(one, 0, 0, 1); err == nil || !strings.Contains(err.Error(), "no 17 requests in a row were answered within 40ns") {
		t.Errorf("one type: %v", err)
	}
	if _, err := inferPlan(two, 0, 0, 1); err == nil || !strings.Contains(err.Error(), "no 17 requests in a row were answered within four times its type's median") {
		t.Errorf("two types: %v", err)
	}
}

// TestConnSlots: connections from 0, 5 and 10, one every 10, to 100:
// 11, 10 and 10 slots; at MaxSlots in all a plan is taken, past it not.
func TestConnSlots(t *testing.T) {
	p := Plan{ConnStartsNs: []int64{0, 5, 10}, ConnIntervalNs: 10, EndNs: 100}
	if err := p.connSlots(MaxSlots); err != nil || p.Slots != 31 {
		t.Errorf("slots %d, %v; want 31", p.Slots, err)
	}
	if got := p.Times(); len(got) != 31 || got[0] != 0 || got[1] != 5 || got[30] != 100 {
		t.Errorf("times %v", got)
	}
	p = Plan{ConnStartsNs: []int64{0}, ConnIntervalNs: 1, EndNs: MaxSlots - 1}
	if err := p.connSlots(MaxSlots); err != nil || p.Slots != MaxSlots {
		t.Errorf("MaxSlots: %d, %v", p.Slots, err)
	}
	p.EndNs++
	if err := p.connSlots(MaxSlots); err == nil || !strings.Contains(err.Error(), "more than 50000000 slots") {
		t.Errorf("past MaxSlots: %v", err)
	}
}

// TestDesignThresholds holds the designs' two thresholds at their edges.
// Two connections, each sending its next request a fixed idle time after
// its reply, on a plan of 50 ns inferred (so not held to its slots): an
// idle time of a tenth of the plan's interval a connection (10 ns) or
// less is a tool that sent at once (unpaced), one more is a closed loop.
// One connection sending 10 ns apart through a slow request of 45 ns
// that missed 4 of its slots: a plan 2 slots longer than the log, half
// the missed, is a closed loop; 3 slots longer, a tool that skipped.
func TestDesignThresholds(t *testing.T) {
	for idleNs, want := range map[int64]string{10: Unpaced, 11: Closed} {
		var reqs []Request
		for k := range int64(6) {
			for c := range int64(2) {
				reqs = append(reqs, Request{SendNs: k*(20+idleNs) + 15*c, LatencyNs: 20, Conn: int32(c)})
			}
		}
		if s := sendingOn(reqs, Plan{IntervalNs: 50, Slots: 12, SlowNs: 1000}, 1); s.Design != want || s.IdleNs != idleNs || s.Conns != 2 {
			t.Errorf("idle %d ns on 2 connections: %s (idle %d, %d connections), want %s", idleNs, s.Design, s.IdleNs, s.Conns, want)
		}
	}
	var reqs []Request
	for _, at := range []int64{0, 10, 20, 30, 80, 90} {
		lat := int64(5)
		if at == 30 {
			lat = 45
		}
		reqs = append(reqs, Request{SendNs: at, LatencyNs: lat, Conn: 0})
	}
	for slots, want := range map[int64]string{8: Closed, 9: Skip} {
		if s := sendingOn(reqs, Plan{IntervalNs: 10, Slots: slots, SlowNs: 20, Given: true}, 1); s.Design != want || s.Missed != 4 || s.Skipped != slots-6 {
			t.Errorf("%d skipped of %d missed: %s, want %s", s.Skipped, s.Missed, s.Design, want)
		}
	}
}
