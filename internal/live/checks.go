package live

import (
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
// that met no stall and found the server idle: their predecessor's reply
// had arrived when they went out. It is the service time plus the
// loopback's and HTTP's overhead. It returns their mean too, which sets
// how fast a backlog drains. ok is false if no request qualifies.
func serviceEff(st Stamps, s Schedule) (eff, mean time.Duration, ok bool) {
	var d []time.Duration
	var sum time.Duration
	for i := range st.Send {
		if s.Overlaps(st.Send[i], st.Done[i]) || i > 0 && st.Done[i-1] > st.Send[i] {
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

// worker returns the worker's achieved service time, the median of
// finished − start over the requests no stall touched, and its lateness
// at p99, finished − the schedule's completion over every request.
func worker(served []Served, s Schedule) (service, lateP99 time.Duration) {
	var svc, late []time.Duration
	for _, r := range served {
		late = append(late, r.Finished-r.Done)
		if r.Done == r.Start+s.Service {
			svc = append(svc, r.Finished-r.Start)
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
	if len(sent) == 0 {
		return results.Fixed(0, 3)
	}
	first, last := slices.Min(sent), slices.Max(sent)
	return results.Fixed(100*float64(len(sent))*float64(interval)/float64(last-first+interval), 3)
}
