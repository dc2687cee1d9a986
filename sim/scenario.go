package sim

import (
	"fmt"
	"math/bits"
	"time"
)

// A Scenario is one server and one request schedule: a server that serves one
// request at a time in Service, stalls for Stall once every Period from
// FirstStall on, and a schedule that makes request i due at i·Interval for
// every due time before Duration.
type Scenario struct {
	Service    time.Duration // S, the time the server takes for one request
	Interval   time.Duration // I, the schedule's time between two due times
	Stall      time.Duration // D, how long each stall lasts
	Period     time.Duration // P, from the start of one stall to the next
	FirstStall time.Duration // F, when the first stall begins
	Duration   time.Duration // T, the simulated time over which requests fall due
}

// Default returns the seed's scenario: a 100µs service, a request every 200µs
// (half the server's capacity), and a 200ms stall once a second from 500ms on,
// for 20 simulated seconds.
func Default() Scenario {
	return Scenario{
		Service:    100 * time.Microsecond,
		Interval:   200 * time.Microsecond,
		Stall:      200 * time.Millisecond,
		Period:     time.Second,
		FirstStall: 500 * time.Millisecond,
		Duration:   20 * time.Second,
	}
}

// QuickDuration is the simulated duration of a quick (smoke) run.
const QuickDuration = 5 * time.Second

// Quick returns Default shortened to QuickDuration.
func Quick() Scenario {
	sc := Default()
	sc.Duration = QuickDuration
	return sc
}

// Limits of the domain that are about size rather than about the model: they
// keep every sum of nanoseconds inside int64 and the sample buffers in memory.
const (
	MaxTime     = 24 * time.Hour // the largest value any of the six times may take
	MaxRequests = 50_000_000     // per client; two buffers of 8 bytes a request
)

// Requests returns how many requests fall due before Duration, which is the
// number of samples each client records: ⌈T/I⌉.
func (sc Scenario) Requests() int64 {
	return int64((sc.Duration + sc.Interval - 1) / sc.Interval)
}

// Validate reports whether the closed form in this package is proven for sc.
// It returns nil for exactly that domain and otherwise an error that names the
// parameter and the assumption it breaks.
func (sc Scenario) Validate() error {
	for _, f := range []struct {
		name string
		d    time.Duration
	}{
		{"service", sc.Service}, {"interval", sc.Interval}, {"stall", sc.Stall},
		{"period", sc.Period}, {"first-stall", sc.FirstStall}, {"duration", sc.Duration},
	} {
		if f.d > MaxTime {
			return fmt.Errorf("%s (%v) must be at most %v", f.name, f.d, MaxTime)
		}
	}
	switch {
	case sc.Service <= 0:
		return fmt.Errorf("service (%v) must be positive", sc.Service)
	case sc.Interval <= 0:
		return fmt.Errorf("interval (%v) must be positive", sc.Interval)
	case sc.Service >= sc.Interval:
		return fmt.Errorf("service (%v) must be shorter than interval (%v): the server must keep up with the schedule between stalls", sc.Service, sc.Interval)
	case sc.Stall <= 0:
		return fmt.Errorf("stall (%v) must be positive", sc.Stall)
	case sc.Stall >= sc.Period:
		return fmt.Errorf("stall (%v) must be shorter than period (%v)", sc.Stall, sc.Period)
	case sc.FirstStall < 0:
		return fmt.Errorf("first-stall (%v) must not be negative", sc.FirstStall)
	case sc.Duration <= 0:
		return fmt.Errorf("duration (%v) must be positive", sc.Duration)
	}
	if drain, ok := sc.DrainTime(); !ok || drain > sc.Period {
		need := "more than " + time.Duration(1<<63-1).String()
		if ok {
			need = drain.String()
		}
		return fmt.Errorf("period (%v) must be at least stall + %d × service = %s, the longest a stall and its backlog keep the server busy: each backlog must drain before the next stall",
			sc.Period, sc.backlog()+1, need)
	}
	n := sc.Requests()
	if n > MaxRequests {
		return fmt.Errorf("duration (%v) at interval (%v) makes %d requests per client, more than %d", sc.Duration, sc.Interval, n, MaxRequests)
	}
	// Every sample is at most L = S+D. The corrected recording adds at most
	// L/I samples for each of at most T/P+1 stalls; keep its count and sum
	// (the largest of the three) well inside int64.
	L := float64(sc.Service + sc.Stall)
	count := float64(n) + (float64(sc.Duration)/float64(sc.Period)+1)*L/float64(sc.Interval)
	if count > 1<<40 || count*L > 1<<62 {
		return fmt.Errorf("duration (%v) and stall (%v) at interval (%v) are too large together: the corrected recording's sample count or latency sum would overflow int64",
			sc.Duration, sc.Stall, sc.Interval)
	}
	return nil
}

// backlog returns J, the most requests that can be delayed behind the first
// request a stall hits. That request completes at most S+D after it was due
// (it is in service when the stall begins); the one due j intervals later waits
// while L − I − (j−1)·(I−S) > 0, so J = ⌈(S+D−I)/(I−S)⌉, or 0 when S+D ≤ I.
func (sc Scenario) backlog() int64 {
	excess := int64(sc.Service + sc.Stall - sc.Interval)
	if excess <= 0 {
		return 0
	}
	spare := int64(sc.Interval - sc.Service)
	return (excess + spare - 1) / spare
}

// DrainTime returns W = D + (J+1)·S, a bound on the time from the start of a
// stall to the completion of the last request it delayed, and so the
// shortest period the domain allows. The worst case is a stall that begins
// exactly when a request is due: that request completes at s+D+S and the J
// behind it follow back to back, S apart. It reports false when W does not
// fit in a time.Duration.
func (sc Scenario) DrainTime() (time.Duration, bool) {
	hi, lo := bits.Mul64(uint64(sc.backlog()+1), uint64(sc.Service))
	if hi != 0 || lo > uint64(1<<63-1-sc.Stall) {
		return 0, false
	}
	return sc.Stall + time.Duration(lo), true
}
