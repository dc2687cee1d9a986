package live

import (
	"slices"
	"time"
)

// A View is what the server saw of a generator's phase, whatever the
// generator says of itself: how it sent, not how it timed.
type View struct {
	Requests    int // scheduled requests served
	Connections int // that carried them
	// StallArrivals are the requests that arrived during each stall that
	// began no later than the last arrival: an open loop sends D/I in
	// each, a closed loop at most its connections.
	StallArrivals []int
	PeakInFlight  int           // the most requests arrived and not yet finished at once
	FirstArrival  time.Duration // on the phase's clock
	LastArrival   time.Duration
	// RatePct is the arrivals' rate from the first to the last over the
	// plan's 1/I, in %: Requests·I / (last − first + I).
	RatePct float64
}

// ViewOf sums up what the worker did with a phase's requests, served, on
// schedule s, against a plan of one request every interval.
func ViewOf(served []Served, s Schedule, interval time.Duration, connections int) View {
	v := View{Requests: len(served), Connections: connections}
	if len(served) == 0 {
		return v
	}
	arrived := make([]time.Duration, len(served))
	type event struct {
		at    time.Duration
		delta int
	}
	events := make([]event, 0, 2*len(served))
	for i, r := range served {
		arrived[i] = r.Arrived
		events = append(events, event{r.Arrived, +1}, event{r.Finished, -1})
	}
	slices.Sort(arrived)
	v.FirstArrival, v.LastArrival = arrived[0], arrived[len(arrived)-1]
	v.RatePct = 100 * float64(len(served)) * float64(interval) / float64(v.LastArrival-v.FirstArrival+interval)
	// a request that finishes at the instant another arrives is not in
	// flight with it
	slices.SortFunc(events, func(a, b event) int {
		if a.at != b.at {
			return int(min(max(a.at-b.at, -1), 1))
		}
		return a.delta - b.delta
	})
	in := 0
	for _, e := range events {
		in += e.delta
		v.PeakInFlight = max(v.PeakInFlight, in)
	}
	if s.Stall > 0 && s.Period > 0 {
		for start := s.FirstStall; start <= v.LastArrival; start += s.Period {
			from, _ := slices.BinarySearch(arrived, start)
			to, _ := slices.BinarySearch(arrived, start+s.Stall)
			v.StallArrivals = append(v.StallArrivals, to-from)
		}
	}
	return v
}
