package live

import (
	"time"

	"coordinated-omission/sim"
)

// A Schedule is the server's part of the scenario: its service time and
// its stalls, [F + kP, F + kP + D) for k ≥ 0, none if D is 0.
type Schedule struct {
	Service, Stall, Period, FirstStall time.Duration
}

// Completion returns when a request that the server can start at t
// completes, by the model's rule, which sim.Scenario.CompletionNs states
// once for the model's loops and for this server: service accrues only
// outside stalls, a stall that begins at or before the start delays it to
// the stall's end, one that begins in service extends it by D, and one
// that begins exactly when the service would be done does not touch it.
func (s Schedule) Completion(t time.Duration) time.Duration {
	sc := sim.Scenario{Service: s.Service, Stall: s.Stall, Period: s.Period, FirstStall: s.FirstStall}
	return time.Duration(sc.CompletionNs(int64(t)))
}

// Overlaps reports whether a stall overlaps the closed span [from, to].
func (s Schedule) Overlaps(from, to time.Duration) bool {
	if s.Stall <= 0 || to < s.FirstStall {
		return false
	}
	k := time.Duration(0) // the first stall that ends after from
	if past := from - s.FirstStall - s.Stall; past >= 0 {
		k = past/s.Period + 1
	}
	return s.FirstStall+k*s.Period <= to
}
