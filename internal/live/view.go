package live

import (
	"slices"
	"time"

	"coordinated-omission/internal/verdict"
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
	// EarlyRatePct is the same rate over the first stretch without a
	// stall, [from, to) of quiet: count·I / (to − from).
	EarlyRatePct float64
	// AfterStalls say, for each stall that ended before the last arrival,
	// whether the generator kept up, caught up, skipped or fell behind:
	// see afterStalls.
	AfterStalls []string
	// CatchUpRatePct is the rate, over the plan's, in the stretches right
	// after the stalls, each as long as a stall and cut by the next stall
	// and the last arrival: count·I / their length. A generator behind
	// its plan there sends as fast as it can, plan or none; 0 if no such
	// stretch lies in the run.
	CatchUpRatePct float64
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
			v.StallArrivals = append(v.StallArrivals, arrivalsIn(arrived, start, start+s.Stall))
		}
		v.AfterStalls = afterStalls(arrived, s, interval)
		v.CatchUpRatePct = catchUpRatePct(arrived, s, interval)
	}
	from, to := quietStretch(s, v.LastArrival+interval)
	v.EarlyRatePct = 100 * float64(arrivalsIn(arrived, from, to)) * float64(interval) / float64(to-from)
	return v
}

// quietStretch is the first stretch of [0, end) without a stall, on schedule s:
// up to the first stall, or, if that begins at 0, from its end to the next
// one; the whole of it without stalls, or if no quiet stretch lies in it.
func quietStretch(s Schedule, end time.Duration) (from, to time.Duration) {
	if s.Stall <= 0 || s.Period <= 0 || s.FirstStall >= end {
		return 0, end
	}
	if s.FirstStall > 0 {
		return 0, s.FirstStall
	}
	if s.Stall < end {
		return s.Stall, min(s.Period, end)
	}
	return 0, end
}

// arrivalsIn counts the arrivals of arrived, sorted, in [from, to).
func arrivalsIn(arrived []time.Duration, from, to time.Duration) int {
	a, _ := slices.BinarySearch(arrived, from)
	b, _ := slices.BinarySearch(arrived, to)
	return b - a
}

// catchUpRatePct is the View's CatchUpRatePct of arrived, sorted, on
// schedule s, with s.Stall and s.Period positive.
func catchUpRatePct(arrived []time.Duration, s Schedule, interval time.Duration) float64 {
	last := arrived[len(arrived)-1]
	var count int
	var span time.Duration
	for start := s.FirstStall; start+s.Stall <= last; start += s.Period {
		from := start + s.Stall
		to := min(from+s.Stall, start+s.Period, last+interval)
		if to <= from {
			continue
		}
		count, span = count+arrivalsIn(arrived, from, to), span+to-from
	}
	if span == 0 {
		return 0
	}
	return 100 * float64(count) * float64(interval) / float64(span)
}

// afterStalls returns the recovery after each stall that ended before the
// last of arrived, sorted, on schedule s. A stall missed D/I less its
// arrivals; after it, until the next stall or the last arrival, the
// generator sent extra more than the plan's one per I in that window. It
// is verdict.Recovery of the missed and what was still missing, missed −
// extra, with a tolerance of the larger of 2 requests and 5 % of D/I.
func afterStalls(arrived []time.Duration, s Schedule, interval time.Duration) []string {
	last := arrived[len(arrived)-1]
	perStall := int64(s.Stall / interval)
	tol := max(2, perStall/20)
	var out []string
	for start := s.FirstStall; start+s.Stall <= last; start += s.Period {
		end, next := start+s.Stall, min(start+s.Period, last)
		missed := perStall - int64(arrivalsIn(arrived, start, end))
		extra := int64(arrivalsIn(arrived, end, next)) - int64((next-end)/interval)
		out = append(out, verdict.Recovery(missed, missed-extra, tol))
	}
	return out
}
