package sim

import "slices"

// This file is the slow, obvious reference the property tests compare the
// closed form and the loops with. It shares no code with either: the server
// is written as preemptive resume over an explicit list of stall intervals,
// the closed loop from each connection's last reply, the correction as
// HdrHistogram writes recordValueWithExpectedInterval, and the summaries by
// sorting every sample.

// refServe returns when a request that may start at t completes: service
// accrues only outside stalls, and a stall that begins exactly when the
// service would complete does not touch it.
func refServe(t int64, sc Scenario) int64 {
	S, D, P, F := int64(sc.Service), int64(sc.Stall), int64(sc.Period), int64(sc.FirstStall)
	left := S
	k := int64(0)
	if D > 0 && t > F {
		k = (t - F) / P // the stall that began at or before t, if any
	}
	for {
		if D == 0 {
			return t + left
		}
		s := F + k*P
		switch {
		case s+D <= t: // over before t
		case s <= t: // t is inside it: wait for its end
			t = s + D
		case s < t+left: // it begins in service: serve up to it, then wait
			left -= s - t
			t = s + D
		default:
			return t + left
		}
		k++
	}
}

// refRecordings returns each request's closed and open latency and completion.
func refRecordings(sc Scenario) (closed, open, done []int64) {
	n, I, N := sc.Requests(), int64(sc.Interval), int64(sc.Connections)
	closed, open, done = make([]int64, n), make([]int64, n), make([]int64, n)
	last := map[int64]int64{} // connection → its last reply
	prev := int64(0)
	for i := range n {
		due := i * I
		send := due
		if r, ok := last[i%N]; ok && r > send {
			send = r
		}
		done[i] = refServe(max(due, prev), sc)
		prev = done[i]
		last[i%N] = done[i]
		closed[i], open[i] = done[i]-send, done[i]-due
	}
	return closed, open, done
}

// refFigures computes every checked figure of sc by brute force.
func refFigures(sc Scenario) Figures {
	closed, open, done := refRecordings(sc)
	D, P, F, E := int64(sc.Stall), int64(sc.Period), int64(sc.FirstStall), int64(sc.Interval)*int64(sc.Connections)
	end := done[len(done)-1]
	var stalls int64
	if D > 0 && F < end {
		stalls = (end-1-F)/P + 1
	}
	before := func(t int64) int64 { // stalls that began before t
		if D == 0 || t <= F {
			return 0
		}
		return (t-1-F)/P + 1
	}
	var corrected []int64
	var addedBy []int64 // each added sample's stall
	var correctedBy []int64
	for i, v := range closed {
		corrected = append(corrected, v)
		correctedBy = append(correctedBy, before(done[i]))
		if v > E { // recordValueWithExpectedInterval
			for missing := v - E; missing >= E; missing -= E {
				corrected = append(corrected, missing)
				correctedBy = append(correctedBy, before(done[i]))
				addedBy = append(addedBy, before(done[i]))
			}
		}
	}
	by := make([]int64, len(done))
	for i := range done {
		by[i] = before(done[i])
	}
	f := Figures{Loops: [2]Loop{{stalls, end}, {stalls, end}}}
	f.Sets[Closed] = refSummary(closed, by, int64(sc.Service), stalls)
	f.Sets[Open] = refSummary(open, by, int64(sc.Service), stalls)
	f.Sets[Corrected] = refSummary(corrected, correctedBy, int64(sc.Service), stalls)
	f.AddedPerStall = refRange(addedBy, stalls, func(int64) bool { return true }, nil)
	return f
}

// refSummary summarizes samples, each attributed to by[i] stalls, by sorting.
func refSummary(samples, by []int64, serviceNs, stalls int64) Summary {
	sorted := slices.Sorted(slices.Values(samples))
	n := int64(len(sorted))
	s := Summary{Count: n, MaxNs: sorted[n-1]}
	for i, p := range Percentiles {
		s.AtNs[HalfUp][i] = sorted[min(max((int64(p)*n+50_000)/100_000, 1), n)-1]
		s.AtNs[Ceil][i] = sorted[min(max((int64(p)*n+99_999)/100_000, 1), n)-1]
	}
	for _, v := range sorted {
		s.SumNs += v
		if v > SlowNs {
			s.SlowN++
		}
		if v > serviceNs {
			s.DelayedN++
		}
	}
	s.DelayedPerStall = refRange(by, stalls, func(v int64) bool { return v > serviceNs }, samples)
	return s
}

// refRange counts, for stalls 1…stalls, the attributed samples that keep
// accepts (every attribution in by if values is nil), and returns the least
// and the most.
func refRange(by []int64, stalls int64, keep func(int64) bool, values []int64) Range {
	if stalls == 0 {
		return Range{}
	}
	counts := make([]int64, stalls+1)
	for i, k := range by {
		if values == nil || keep(values[i]) {
			counts[k]++
		}
	}
	return Range{Min: slices.Min(counts[1:]), Max: slices.Max(counts[1:])}
}
