package live

import (
	"cmp"
	"slices"
	"time"

	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
)

// scheduleErrors returns send − free of every request, sorted.
func scheduleErrors(st Stamps) []time.Duration {
	errs := make([]time.Duration, len(st.Send))
	for i := range st.Send {
		errs[i] = st.Send[i] - st.Free[i]
	}
	slices.Sort(errs)
	return errs
}

// serviceEff returns S_eff, the median of done − send over the requests
// that met no stall and found the server idle: every request sent before
// them, in the order they went out, had its reply when they went out. It
// is the service time plus the loopback's and HTTP's overhead, at any
// number of connections: a request sent in a catch-up, behind others
// still in service, measures the queue, and is left out. It returns their
// mean too, which sets how fast a backlog drains. ok is false if no
// request qualifies.
func serviceEff(st Stamps, s Schedule) (eff, mean time.Duration, ok bool) {
	order := make([]int, len(st.Send))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(st.Send[a], st.Send[b]) })
	var d []time.Duration
	var sum time.Duration
	latest := time.Duration(-1 << 62) // the latest reply of the requests sent so far
	for _, i := range order {
		idle := st.Send[i] >= latest
		latest = max(latest, st.Done[i])
		if !idle || s.Overlaps(st.Send[i], st.Done[i]) {
			continue
		}
		d = append(d, st.Done[i]-st.Send[i])
		sum += st.Done[i] - st.Send[i]
	}
	if len(d) == 0 {
		return 0, 0, false
	}
	return median(d), sum / time.Duration(len(d)), true
}

// worker returns the worker's achieved service time, S plus the median of
// finished − start − the request's own service time over the requests no
// stall touched (with a fixed service, the median of finished − start),
// and its lateness at p99, finished − the schedule's completion over
// every request.
func worker(served []Served, s Schedule) (service, lateP99 time.Duration) {
	var svc, late []time.Duration
	for _, r := range served {
		late = append(late, r.Finished-r.Done)
		if r.Done == r.Start+r.Service {
			svc = append(svc, s.Service+r.Finished-r.Start-r.Service)
		}
	}
	if len(late) == 0 {
		return 0, 0
	}
	slices.Sort(late)
	lateP99 = atHalfUp(late, sim.P99)
	if len(svc) > 0 {
		service = median(svc)
	}
	return service, lateP99
}

// median returns the half-up p50 of d, which it sorts; d must not be empty.
func median(d []time.Duration) time.Duration {
	slices.Sort(d)
	return atHalfUp(d, sim.P50)
}

// atHalfUp returns the sample of sorted at percentile p by the half-up
// rank rule; sorted must not be empty.
func atHalfUp(sorted []time.Duration, p sim.Percentile) time.Duration {
	return sorted[sim.HalfUp.Rank(p, int64(len(sorted)))-1]
}

// rateOf returns the achieved rate of the requests sent at sent, over the
// target one per interval, in %, as the file writes it: count·I / (last −
// first + I), to three decimals.
func rateOf(sent []time.Duration, interval time.Duration) results.Decimal {
	return rateOver(sent, time.Duration(max(len(sent)-1, 0))*interval, interval)
}

// rateAgainst returns the achieved rate of the requests sent at sent over
// the rate of the times each was free to go, free: (last free − first
// free + I) / (last − first + I), in %, to three decimals. A closed loop
// waits for its replies, as the model's does: after a stall it is behind
// the plan until it has caught up, by as much as the model predicts from
// S_eff, so only the time it took beyond when it was free is its own.
func rateAgainst(sent, free []time.Duration, interval time.Duration) results.Decimal {
	if len(free) == 0 {
		return rateOver(nil, 0, interval)
	}
	return rateOver(sent, slices.Max(free)-slices.Min(free), interval)
}

// rateOver is the achieved rate of sends over a planned span from the
// first to the last, each with one interval added.
func rateOver(sent []time.Duration, planned, interval time.Duration) results.Decimal {
	if len(sent) == 0 {
		return results.Fixed(0, 3)
	}
	first, last := slices.Min(sent), slices.Max(sent)
	return results.Fixed(100*float64(planned+interval)/float64(last-first+interval), 3)
}

// pairedRTT is the round trip L of a run whose service times are drawn:
// the mean, over our generator's requests, of each one's reply − send at
// the client less its finish − arrival at the worker, which holds its
// queueing, its stalls and its own draw. Both run on the phase's clock.
// The mean, not the median: L enters every request's cycle once, so how
// fast a backlog drains follows the sum of the requests' round trips,
// and on loopback they are skewed (in one run on this machine, p50
// 23.8 µs, mean 38.0 µs, p90 79.0 µs).
//
// The client's requests in order of send are paired with the worker's in
// order of arrival: exactly so on one connection, where a connection's
// requests arrive in the order they were sent; on several, two sends
// closer than the loopback's jitter may swap, which moves the two pairs'
// round trips by equal and opposite amounts and leaves the sum as it
// was. 0 if nothing was served, and never below 0.
func pairedRTT(st Stamps, served []Served) time.Duration {
	sent := make([]int, len(st.Send))
	for i := range sent {
		sent[i] = i
	}
	slices.SortStableFunc(sent, func(a, b int) int { return cmp.Compare(st.Send[a], st.Send[b]) })
	arrived := slices.Clone(served)
	slices.SortStableFunc(arrived, func(a, b Served) int { return cmp.Compare(a.Arrived, b.Arrived) })
	n := min(len(sent), len(arrived))
	if n == 0 {
		return 0
	}
	var sum time.Duration
	for k := range n {
		i := sent[k]
		sum += st.Done[i] - st.Send[i] - (arrived[k].Finished - arrived[k].Arrived)
	}
	return max(0, sum/time.Duration(n))
}
