package coarse

import (
	"math"
	"slices"
)

// A segment is a run of intervals [from, to) read together: a slow
// moment's intervals with the one before (where it may have begun, its
// held requests answered only after) and the one after (where they were
// answered), or one quiet interval alone.
type segment struct {
	from, to int
	slow     bool
}

// segments splits ivs into segments. An interval is slow where a request
// answered in it took longer than slowNs, or where its users, or a log's
// that names none, had none answered at all.
func segments(ivs []interval, slowNs int64) []segment {
	// users not known (below 0) are taken to be there: the empty
	// intervals between answered ones are a stall's
	slow := func(iv *interval) bool { return iv.tailNs > slowNs || iv.Count == 0 && iv.Users != 0 }
	var out []segment
	for i := 0; i < len(ivs); {
		if !slow(&ivs[i]) && (i+1 == len(ivs) || !slow(&ivs[i+1])) {
			out = append(out, segment{from: i, to: i + 1})
			i++
			continue
		}
		from := i
		for i < len(ivs) && (slow(&ivs[i]) || i+1 < len(ivs) && slow(&ivs[i+1])) {
			ivs[i].slow = slow(&ivs[i])
			i++
		}
		i = min(i+1, len(ivs)) // the interval after, where the held requests were answered
		out = append(out, segment{from: from, to: i, slow: true})
	}
	return out
}

// plan sets each interval's planned requests, and res's cycle, plan and
// unsent requests.
//
// A closed user, unhindered, sends once a cycle: its request's latency
// and its think time. Over a segment with U users through each interval
// of width W, the users had ΣU·W of time, of which their slow requests
// held them for the time those took beyond the typical latency (lostNs):
// the rest, over the requests answered, is one cycle (pooledCycle). The
// plan is that cycle for every user of every interval. A log
// with no users is read as requests in a row with no think time, as many
// at once as were in flight (Little's law: the answered rate times the
// typical latency); an open test's plan is its arrivals times the
// requests each user sends.
func plan(res *Result, l *Log, ivs []interval, segs []segment) {
	users := func(iv *interval) float64 { return iv.Users }
	switch res.Arrivals {
	case Open:
		arrived := 0.0
		for _, iv := range ivs {
			arrived += max(0, iv.Arrivals)
		}
		res.PerUser = l.PerUser
		if res.PerUser <= 0 && arrived > 0 {
			res.PerUser = float64(res.Requests) / arrived
		}
		for i := range ivs {
			ivs[i].planned = max(0, ivs[i].Arrivals) * res.PerUser
		}
		return
	case Unknown:
		// as many as unknownUsers once the load is up; before the first
		// interval that answered 90 % of the median's requests, and after the
		// last, fewer, in proportion to the requests answered: a ramp's, and
		// a wind-down's
		res.UsersMax = unknownUsers(res, ivs)
		counts := make([]float64, len(ivs))
		for i := range ivs {
			counts[i] = float64(ivs[i].Count)
		}
		typical := median(slices.Clone(counts))
		lo, hi := 0, len(ivs)-1
		for lo < hi && counts[lo] < typical*0.9 {
			lo++
		}
		for hi > lo && counts[hi] < typical*0.9 {
			hi--
		}
		users = func(iv *interval) float64 {
			if k := iv.index; k < lo || k > hi {
				return res.UsersMax * counts[k] / typical
			}
			return res.UsersMax
		}
	}
	cycle := pooledCycle(ivs, segs, users)
	res.CycleNs = int64(math.Round(cycle))
	for i := range ivs {
		if cycle > 0 {
			ivs[i].planned = max(0, users(&ivs[i])) * float64(ivs[i].WidthNs) / cycle
		}
	}
}

// unknownUsers are the users of a log that names none: at least the
// requests in flight at the typical latency (Little's law: the answered
// rate times it), at the median interval, and at least the most requests
// slow in one interval, each a user held by its slow moment.
func unknownUsers(res *Result, ivs []interval) float64 {
	var little []float64
	most := 1.0
	for i := range ivs {
		iv := &ivs[i]
		little = append(little, float64(iv.Count)*float64(res.TypicalNs)/float64(iv.WidthNs))
		var held int64
		for _, a := range iv.lat {
			if a.Ns > res.SlowNs {
				held += a.N
			}
		}
		most = max(most, float64(held))
	}
	return math.Ceil(max(most, median(little)))
}

// pooledCycle is the cycle the segments show together, users(iv) users
// in each interval: their users' time less what slow requests held, over
// the requests answered, pooled (a user's phase against an interval's
// edges, which puts a request in one interval or the next, cancels in
// the sum); of the segments that hold neither the first interval nor the
// last, or of every segment where none is such. Where the quiet intervals
// say the users kept their pace better than a quick request kept its
// latency, it is instead the pace they kept (steadyCycle).
func pooledCycle(ivs []interval, segs []segment, users func(*interval) float64) float64 {
	if c := steadyCycle(ivs, users); c > 0 {
		return c
	}
	for _, inner := range []bool{true, false} {
		var time, lost float64
		var count int64
		for _, s := range segs {
			if inner && (s.from == 0 || s.to == len(ivs)) {
				continue
			}
			for i := s.from; i < s.to; i++ {
				time += max(0, users(&ivs[i])) * float64(ivs[i].WidthNs)
				lost += ivs[i].lostNs
				count += ivs[i].Count
			}
		}
		if count > 0 && time > lost {
			return (time - lost) / float64(count)
		}
	}
	return 0
}

// steadyCycle is the pace the users kept through the quiet intervals,
// pooled: those that state their latencies' sum and name their users, as
// many throughout as at most (a ramp's users, read at the edges of each
// second, are known only roughly). It is 0 unless there are two or
// more, and their cycles (users' time less
// what their few slow requests held beyond the slow latency, over the
// requests answered) spread less than half as much as their quick
// requests' means do. A sum gives the time slow requests held only as
// exactly as a quick request's mean is known; a tool's own latency that
// moves from one quiet interval to the next (Locust's, from 6 to 7.6 ms
// between 10 s windows of one run, under constant_throughput) makes the
// held time by sum as wrong, and the users' pace is then the surer. A
// slow moment in an interval taken as quiet moves its cycle and its mean
// alike, and leaves the sum in charge.
func steadyCycle(ivs []interval, users func(*interval) float64) float64 {
	var cycles, means []float64
	var time, count float64
	for i := range ivs {
		iv := &ivs[i]
		if !iv.quiet || iv.Users <= 0 || iv.Users < iv.UsersMax {
			continue
		}
		t := max(0, users(iv))*float64(iv.WidthNs) - iv.lostLoNs
		cycles = append(cycles, t/float64(iv.Count))
		means = append(means, float64(iv.SumNs)/float64(iv.Count))
		time, count = time+t, count+float64(iv.Count)
	}
	if len(cycles) < 2 || time <= 0 || 2*stdDev(cycles) >= stdDev(means) {
		return 0
	}
	return time / count
}

// stdDev is v's standard deviation.
func stdDev(v []float64) float64 {
	var sum, sq float64
	for _, x := range v {
		sum += x
	}
	mean := sum / float64(len(v))
	for _, x := range v {
		sq += (x - mean) * (x - mean)
	}
	return math.Sqrt(sq / float64(len(v)))
}

// median is v's median, the upper of two; it sorts v.
func median(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	slices.Sort(v)
	return v[len(v)/2]
}

// unsent sets res.Planned; res.Unsent, the requests the slow segments
// fell short of the plan by (a quiet interval's shortfall or surplus is
// the plan's own noise, a user's phase against the interval's edges);
// res.Slow, their slow intervals, in which sending fell while latency
// rose; and each such segment's unsent requests on its first interval.
func unsent(res *Result, ivs []interval, segs []segment) {
	var planned, short float64
	for _, s := range segs {
		if !s.slow {
			for i := s.from; i < s.to; i++ {
				planned += ivs[i].planned
			}
			continue
		}
		var d float64
		slow := 0
		for i := s.from; i < s.to; i++ {
			planned += ivs[i].planned
			d += ivs[i].planned - float64(ivs[i].Count)
			if ivs[i].slow {
				slow++
			}
		}
		if d > 0 {
			short += d
			ivs[s.from].unsent = d
			res.Slow += slow
		}
	}
	res.Planned = int64(math.Round(planned))
	res.Unsent = max(0, int64(math.Round(short)))
	if res.Arrivals == Open {
		// an open user sends its requests late, not never: only those of
		// the users who arrived and were never answered are unsent
		res.Unsent = max(0, res.Planned-res.Requests)
	}
}
