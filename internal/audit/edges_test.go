package audit

import (
	"slices"
	"strings"
	"testing"
)

// TestCurve keeps the most of each run of slots: one point a slot while
// they fit, and runs of ⌈n / curvePoints⌉ beyond.
func TestCurve(t *testing.T) {
	p := Plan{IntervalNs: 10, Slots: curvePoints + 1}
	if got := curve(p.Times(), 0, []int64{5, 7, 6}); !slices.Equal(got, []Point{{0, 5}, {10, 7}, {20, 6}}) {
		t.Errorf("three slots: %v", got)
	}
	slots := make([]int64, curvePoints+1) // runs of 2: 1001 points
	for i := range slots {
		slots[i] = int64(i % 3)
	}
	got := curve(p.Times(), 0, slots)
	if len(got) != curvePoints/2+1 || got[0] != (Point{0, 1}) || got[1] != (Point{20, 2}) || got[len(got)-1] != (Point{20000, 2}) {
		t.Errorf("%d slots: %d points, %v … %v", len(slots), len(got), got[:2], got[len(got)-1])
	}
}

// TestInferWithTheRoundTrip: the round trip given moves completions
// earlier, and so which requests queued. A closed loop whose every
// request is sent at the last one's reply never queues, and its service
// is its least latency less the round trip, 5 − 2 = 3; taken as queued,
// its gaps would give 5. A backlog given a round trip of 1 is served in
// its completions' gaps, 2.
func TestInferWithTheRoundTrip(t *testing.T) {
	var closed, backlog []Request
	for k := range int64(12) {
		closed = append(closed, Request{SendNs: 5 * k, LatencyNs: 5, Conn: 0})
		backlog = append(backlog, Request{SendNs: k, LatencyNs: 2*(k+1) + 1 - k, Conn: NoConn})
	}
	if s := infer(closed, slowness{0}, 1, 2, true); s.ServiceNs != 3 || s.RTTNs != 2 {
		t.Errorf("a closed loop, L = 2: service %d, round trip %d", s.ServiceNs, s.RTTNs)
	}
	if s := infer(backlog, slowness{0}, 1, 1, true); s.ServiceNs != 2 || s.RTTNs != 1 || len(s.Windows) != 0 {
		t.Errorf("a backlog, L = 1: service %d, round trip %d, %d pauses", s.ServiceNs, s.RTTNs, len(s.Windows))
	}
}

// TestBoundFlat: the bound is flat when no request sent after every
// earlier reply came back later than the least latency after its slot,
// and its own spread of work; not when one slow one did. A quick one 1 ns
// slower is that spread: an open loop's request at its slot could have
// taken 1 ns less.
func TestBoundFlat(t *testing.T) {
	even := []Request{{SendNs: 0, LatencyNs: 5, Conn: 0}, {SendNs: 10, LatencyNs: 5, Conn: 0}, {SendNs: 20, LatencyNs: 5, Conn: 0}, {SendNs: 30, LatencyNs: 5, Conn: 0}}
	res, err := Audit(slices.Clone(even), Options{IntervalNs: 10, ResolutionNs: 1})
	if err != nil || !res.BoundFlat {
		t.Fatalf("an even log: flat %v, %v", res != nil && res.BoundFlat, err)
	}
	even[2].LatencyNs = 6
	if res, err = Audit(slices.Clone(even), Options{IntervalNs: 10, ResolutionNs: 1}); err != nil || !res.BoundFlat {
		t.Fatalf("one free request 1 ns slower: flat %v, %v", res != nil && res.BoundFlat, err)
	}
	even[2].LatencyNs = 21 // over four times the median: met a pause
	if res, err = Audit(even, Options{IntervalNs: 10, ResolutionNs: 1}); err != nil || res.BoundFlat || res.Bound.At(P999) != 41-20 {
		t.Fatalf("one free request slow: flat %v, p99.9 %d, %v; want 21 (its reply at 41, less its slot at 20; the quick ones spread by none)", res != nil && res.BoundFlat, res.Bound.At(P999), err)
	}
}

// TestEdgesOfTheAudit: latencies of 0 are latencies; the plan's refusal
// names its window; -audit-slots at its most, and -audit beside another
// mode.
func TestEdgesOfTheAudit(t *testing.T) {
	if _, err := Audit([]Request{{SendNs: 0, LatencyNs: 0, Conn: NoConn}, {SendNs: 10, LatencyNs: 0, Conn: NoConn}}, Options{IntervalNs: 10}); err != nil {
		t.Errorf("latencies of 0: %v", err)
	}
	var noisy []Request
	for k := range int64(40) {
		noisy = append(noisy, Request{SendNs: 10 * k, LatencyNs: 3 + 297*(k%2), Conn: NoConn})
	}
	if _, err := inferPlan(noisy, 0, 0, 1); err == nil || !strings.Contains(err.Error(), "no 17 requests in a row were answered within") {
		t.Errorf("a plan that cannot be inferred: %v", err)
	}
	var f Flags
	f.File, f.Slots = "x", MaxSlots
	if err := f.Check(func(string) bool { return false }, false); err != nil {
		t.Errorf("-audit-slots at its most: %v", err)
	}
	if err := f.Check(func(string) bool { return false }, true); err == nil || !strings.Contains(err.Error(), "-audit reads a log alone") {
		t.Errorf("-audit beside another mode: %v", err)
	}
}
