package sim

import (
	"testing"
	"time"
)

// TestPoissonDue checks the drawn arrivals: strictly increasing from 0,
// every one before the duration, even at a mean gap of a few ns where a
// sum lands on the duration itself, and in a buffer sized once, no more
// than a few percent over the mean count.
func TestPoissonDue(t *testing.T) {
	for _, tc := range []struct {
		interval, duration time.Duration
	}{{2, 1000}, {3, 999}, {1, 64}, {time.Microsecond, 50 * time.Millisecond}, {200 * time.Microsecond, 20 * time.Second}} {
		hit := 0
		for seed := range uint64(20) {
			rs := Random{Scenario: Scenario{Service: 1, Interval: tc.interval, Period: 1, Duration: tc.duration, Connections: 1}, Arrivals: Poisson, Seed: seed}
			due := rs.DueNs()
			n := int64(tc.duration / tc.interval)
			switch { // a buffer grown by append would be a quarter or more over n
			case len(due) == 0 || due[0] != 0:
				t.Fatalf("%+v: the first arrival of %d is not at 0", tc, len(due))
			case int64(cap(due)) > n+n/32+32:
				t.Fatalf("%+v: a buffer of %d for %d arrivals, mean %d", tc, cap(due), len(due), n)
			}
			for i := 1; i < len(due); i++ {
				if due[i] <= due[i-1] {
					t.Fatalf("%+v: arrival %d at %d after %d", tc, i, due[i], due[i-1])
				}
			}
			if last := due[len(due)-1]; last >= int64(tc.duration) {
				t.Fatalf("%+v: the last arrival at %d, not before %d", tc, last, int64(tc.duration))
			} else if last+3*int64(tc.interval) >= int64(tc.duration) {
				hit++
			}
		}
		if hit == 0 {
			t.Errorf("%+v: no run came within 3 mean gaps of the duration", tc)
		}
	}
}

// TestUnpacedBuffer checks the unpaced loop's buffer against what it
// served: room for every request, so never grown, and at most twice the
// room needed, with and without a round trip and a think time, at one
// connection and at many. Ten seeds of one connection with no wait
// between requests serve, some of them, more than the mean count: the
// room for six standard deviations counts.
func TestUnpacedBuffer(t *testing.T) {
	var cases []Random
	for seed := range uint64(10) {
		cases = append(cases, Random{Scenario: Scenario{Service: 100, Interval: 200, Period: 1, Duration: time.Millisecond, Connections: 1}, ServiceDist: Dist{Kind: Exp}, Seed: seed})
	}
	for _, rs := range append(cases, []Random{
		{Scenario: Scenario{Service: 100, Interval: 200, Period: 1, Duration: time.Millisecond, Connections: 1, RTT: 1000}, ServiceDist: Dist{Kind: Exp}},
		{Scenario: Scenario{Service: 100, Interval: 200, Period: 1, Duration: time.Millisecond, Connections: 3, RTT: 100}, ServiceDist: Dist{Kind: Exp}, Seed: 2},
		{Scenario: Scenario{Service: 100, Interval: 200, Period: 1, Duration: 10 * time.Millisecond, Connections: 100}},
		{Scenario: Scenario{Service: 100, Interval: 200, Period: 1, Duration: time.Millisecond, Connections: 2}, Think: 2000, ThinkDist: Dist{Kind: Exp}, Seed: 3},
		// each of 1,000 connections sends about twice: the room for N counts
		{Scenario: Scenario{Service: 100, Interval: 200, Period: 1, Duration: 2 * time.Millisecond, Connections: 1000, RTT: time.Millisecond}, ServiceDist: Dist{Kind: Exp}},
	}...) {
		for _, think := range []bool{false, true} {
			if think && rs.Think == 0 {
				continue
			}
			var s *stream
			if think {
				s = rs.stream(thinkStream, rs.ThinkDist, int64(rs.Think))
			}
			out, _ := rs.runRandomUnpaced(s)
			if room := rs.unpacedCap(think); len(out) > room || room > 2*len(out) || cap(out) > 2*len(out) {
				t.Errorf("%+v, think %v: %d requests in a buffer of %d, room for %d", rs, think, len(out), cap(out), room)
			}
		}
	}
}
