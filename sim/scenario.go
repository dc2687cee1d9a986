package sim

import (
	"fmt"
	"math"
	"math/bits"
	"time"
)

// A Scenario is one server, one request schedule and a closed-loop client's
// connections: a server that serves one request at a time in Service and,
// unless Stall is 0, stalls for Stall once every Period from FirstStall on;
// a schedule that makes request i due at i·Interval for every due time
// before Duration; and Connections, the connections the closed-loop client
// spreads the schedule over, request i on connection i mod Connections.
type Scenario struct {
	Service     time.Duration // S, the time the server takes for one request
	Interval    time.Duration // I, the schedule's time between two due times
	Stall       time.Duration // D, how long each stall lasts; 0 for none
	Period      time.Duration // P, from the start of one stall to the next
	FirstStall  time.Duration // F, when the first stall begins
	Duration    time.Duration // T, the simulated time over which requests fall due
	Connections int           // N, the closed-loop client's connections
	// RTT is L, the network's part of a round trip: a request reaches the
	// server the instant it is sent, and its reply reaches the client L
	// after the server completes it. 0, the default, is no network.
	RTT time.Duration
	// ExpectedInterval is E, the interval the corrected recording expects
	// between two sends of one connection; 0 means the default, N·I.
	ExpectedInterval time.Duration
}

// Default returns the seed's scenario: a 100µs service, a request every 200µs
// (half the server's capacity), and a 200ms stall once a second from 500ms on,
// for 20 simulated seconds, with one connection.
func Default() Scenario {
	return Scenario{
		Service:     100 * time.Microsecond,
		Interval:    200 * time.Microsecond,
		Stall:       200 * time.Millisecond,
		Period:      time.Second,
		FirstStall:  500 * time.Millisecond,
		Duration:    20 * time.Second,
		Connections: 1,
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

// Limits of the domain that are about size rather than about the model:
// they keep every sum of nanoseconds inside int64, the sample buffers in
// memory, and the walk over stalls short.
const (
	MaxTime        = 24 * time.Hour // the largest value any of the six times may take
	MaxRequests    = 50_000_000     // per client; two buffers of 8 bytes a request
	MaxConnections = 1 << 20        // a ring of 8 MiB of completion times
	MaxStalls      = 2_000_000      // stalls met by one run
)

// ExpectedNs returns E, the corrected recording's expected interval:
// ExpectedInterval, or N·I when that is 0.
func (sc Scenario) ExpectedNs() int64 {
	if sc.ExpectedInterval > 0 {
		return int64(sc.ExpectedInterval)
	}
	return int64(sc.Connections) * int64(sc.Interval)
}

// Requests returns how many requests fall due before Duration, which is the
// number of samples each client records: ⌈T/I⌉.
func (sc Scenario) Requests() int64 {
	return int64((sc.Duration + sc.Interval - 1) / sc.Interval)
}

// Validate reports whether sc is in the domain: it returns nil or an error
// that names the parameter, the bound it breaks and, where it helps, what
// to change. Beyond the parameters' own ranges it walks the timeline (at
// most MaxStalls stalls, so it is quick) to bound the stalls met, the last
// completion and the latency sums.
func (sc Scenario) Validate() error {
	if err := sc.validateParams(); err != nil {
		return err
	}
	_, err := sc.Size()
	return err
}

func (sc Scenario) validateParams() error {
	for _, f := range []struct {
		name string
		d    time.Duration
	}{
		{"service", sc.Service}, {"interval", sc.Interval}, {"stall", sc.Stall},
		{"period", sc.Period}, {"first-stall", sc.FirstStall}, {"duration", sc.Duration},
		{"rtt", sc.RTT}, {"expected-interval", sc.ExpectedInterval},
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
	case sc.Stall < 0:
		return fmt.Errorf("stall (%v) must not be negative; 0 means no stalls", sc.Stall)
	case sc.Period <= 0:
		return fmt.Errorf("period (%v) must be positive", sc.Period)
	case sc.Stall >= sc.Period:
		return fmt.Errorf("stall (%v) must be shorter than period (%v): a server that stalls for the whole period would never serve", sc.Stall, sc.Period)
	case sc.FirstStall < 0:
		return fmt.Errorf("first-stall (%v) must not be negative", sc.FirstStall)
	case sc.Duration <= 0:
		return fmt.Errorf("duration (%v) must be positive", sc.Duration)
	case sc.Connections < 1 || sc.Connections > MaxConnections:
		return fmt.Errorf("connections (%d) must be from 1 to %d", sc.Connections, MaxConnections)
	case sc.RTT < 0:
		return fmt.Errorf("rtt (%v) must not be negative; 0 means no network", sc.RTT)
	case sc.ExpectedInterval < 0:
		return fmt.Errorf("expected-interval (%v) must be positive; 0 means the default, connections × interval", sc.ExpectedInterval)
	}
	if n := sc.Requests(); n > MaxRequests {
		return fmt.Errorf("duration (%v) at interval (%v) makes %d requests per client, more than %d: shorten the duration or lengthen the interval", sc.Duration, sc.Interval, n, MaxRequests)
	}
	return nil
}

// stallsByLastDue returns how many stalls begin at or before the last
// request's due time (n−1)·I < T: every one of them is met, since that
// request completes at least S later. It is a lower bound on the stalls
// met that costs nothing to compute.
func (sc Scenario) stallsByLastDue() int64 {
	lastDue := (sc.Requests() - 1) * int64(sc.Interval)
	if sc.Stall == 0 || int64(sc.FirstStall) > lastDue {
		return 0
	}
	return (lastDue-int64(sc.FirstStall))/int64(sc.Period) + 1
}

// satMul and satAdd saturate at the largest int64 instead of wrapping;
// both take non-negative arguments.
func satMul(a, b int64) int64 {
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	if hi != 0 || lo >= 1<<63 {
		return 1<<63 - 1
	}
	return int64(lo)
}

func satAdd(a, b int64) int64 {
	if sum := uint64(a) + uint64(b); sum < 1<<63 { // two values below 2^63 cannot wrap a uint64
		return int64(sum)
	}
	return 1<<63 - 1
}

// backlog returns J, the most requests that can be delayed behind the first
// request a stall hits when the server keeps up (S < I). That request
// completes at most S+D after it was due (it is in service when the stall
// begins); the one due j intervals later waits while L − I − (j−1)·(I−S) > 0,
// so J = ⌈(S+D−I)/(I−S)⌉, or 0 when S+D ≤ I.
func (sc Scenario) backlog() int64 {
	excess, spare := int64(sc.Service+sc.Stall-sc.Interval), int64(sc.Interval-sc.Service)
	return max(0, (excess+spare-1)/spare) // ⌈excess/spare⌉; for excess ≤ 0 the quotient truncates to 0 or below
}

// DrainTime returns W = D + (J+1)·S, a bound on the time from the start of a
// stall to the completion of the last request it delayed, when the server
// keeps up (S < I): the worst case is a stall that begins exactly when a
// request is due. It reports false in overload, where a backlog never
// drains, or when W reaches 2^63 − 1 ns, where the saturating sum cannot
// tell a W that fits a time.Duration from one that does not.
func (sc Scenario) DrainTime() (time.Duration, bool) {
	if sc.Service >= sc.Interval {
		return 0, false
	}
	W := satAdd(int64(sc.Stall), satMul(sc.backlog()+1, int64(sc.Service)))
	if W == math.MaxInt64 {
		return 0, false
	}
	return time.Duration(W), true
}
