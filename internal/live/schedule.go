package live

import (
	"time"

	"coordinated-omission/sim"
)

// A Schedule is the server's part of the scenario: its service time and
// its stalls, [F + kP, F + kP + D) for k ≥ 0, none if D is 0. With a
// drawn distribution, Service is its mean (of the usual mode), and the
// worker takes its k-th request in the model's k-th service draw from
// Seed: the random model's server, on the wall clock.
type Schedule struct {
	Service, Stall, Period, FirstStall time.Duration
	Dist                               sim.Dist // the zero Dist is det: Service each time
	Seed                               uint64
	// Workers serve the requests behind one queue: 0 or 1 for the one
	// worker of the model; more for -serve -workers, whose stalls stop
	// every worker at once.
	Workers int
}

// MaxWorkers bounds a schedule's workers.
const MaxWorkers = 1024

// ScheduleOf is the server's part of rs.
func ScheduleOf(rs sim.Random) Schedule {
	return Schedule{Service: rs.Service, Stall: rs.Stall, Period: rs.Period, FirstStall: rs.FirstStall, Dist: rs.ServiceDist, Seed: rs.Seed}
}

// Drawn reports whether the service times are drawn.
func (s Schedule) Drawn() bool { return s.Dist.Kind != sim.Det }

// draws returns the service times the worker takes, in order: nil for a
// fixed service time.
func (s Schedule) draws() *sim.ServiceDraws {
	if !s.Drawn() {
		return nil
	}
	rs := sim.Random{Scenario: sim.Scenario{Service: s.Service}, ServiceDist: s.Dist, Seed: s.Seed}
	return rs.ServiceDraws()
}

// Completion returns when a request that the server can start at t
// completes, by the model's rule, which sim.Scenario.CompletionNs states
// once for the model's loops and for this server: service accrues only
// outside stalls, a stall that begins at or before the start delays it to
// the stall's end, one that begins in service extends it by D, and one
// that begins exactly when the service would be done does not touch it.
func (s Schedule) Completion(t time.Duration) time.Duration { return s.CompletionAfter(t, s.Service) }

// CompletionAfter is Completion for a request whose service time is
// service: a drawn one.
func (s Schedule) CompletionAfter(t, service time.Duration) time.Duration {
	sc := sim.Scenario{Service: service, Stall: s.Stall, Period: s.Period, FirstStall: s.FirstStall}
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
