package audit

// The two replays: the plan's arrivals served again by one first-come-
// first-served server, with the pauses or the service times that infer
// found in the log.

// replayServer emits, one figure per slot, the latencies of the plan's
// arrivals (each gives them in order) served in order by one server
// that takes s.ServiceNs a request and does no work in s.Windows: a
// request in service when a window opens resumes after it, one arriving
// in a window waits for its end.
func replayServer(each func(func(k int, atNs int64)), s Server, e emit) {
	freeNs, w := int64(-1<<62), 0
	each(func(k int, u int64) {
		startNs := max(u, freeNs)
		left := s.ServiceNs
		for {
			for w < len(s.Windows) && s.Windows[w].ToNs <= startNs {
				w++
			}
			// a window that opens before the work is done: served up to it
			// (nothing, if it is already open, as left is at least 1 ns),
			// then the rest from its end
			if w < len(s.Windows) && s.Windows[w].FromNs < startNs+left {
				left -= max(0, s.Windows[w].FromNs-startNs)
				startNs = s.Windows[w].ToNs
				continue
			}
			break
		}
		freeNs = startNs + left
		e(k, slot{atNs: u}, freeNs+s.RTTNs-u)
	})
}

// replayRequests emits, one figure a slot, the latencies of the plan's
// arrivals (each gives them in order) served in order by one server
// that takes the k-th inferred service time for the k-th arrival: the
// k-th draw rule. A plan with more slots than
// the log has requests takes the service times again from the first; a
// log with more requests than the plan has slots (a tool that ran ahead
// of it) gives the plan's arrivals its first requests' service times, as
// an open loop at the plan would have drawn them, and leaves the rest
// out. s.Services are in send order.
func replayRequests(each func(func(k int, atNs int64)), s Server, e emit) {
	freeNs, n := int64(-1<<62), s.Services.Len()
	each(func(k int, u int64) {
		freeNs = max(u, freeNs) + s.Services.At(k%n)
		e(k, slot{atNs: u}, freeNs+s.RTTNs-u)
	})
}

// ReplayRequestsAt is the request replay at arrivals that the caller
// knows, in order, where an audit assumes a regular plan: the service
// times inverted from reqs, sorted by send, with the round trip rttNs,
// each served in order at its arrival, the k-th for the k-th. It returns
// each arrival's latency, reply − arrival. With arrivals drawn at random,
// from a Poisson plan, a closed loop's log replays to that plan's open
// loop: sim's tests hold it to M/M/1 and M/H2/1.
func ReplayRequestsAt(reqs []Request, arrivalsNs []int64, rttNs int64) []int64 {
	if len(reqs) == 0 || len(arrivalsNs) == 0 {
		return nil
	}
	s := Server{RTTNs: rttNs, ServiceNs: 1}
	s.invert(reqs, 1<<62) // the services alone: no window is asked for
	out := make([]int64, len(arrivalsNs))
	replayRequests(eachOf(arrivalsNs), s, func(k int, _ slot, v int64) { out[k] = v })
	return out
}

// eachOf gives times, in order, as Plan.eachTime gives a plan's.
func eachOf(times []int64) func(func(k int, atNs int64)) {
	return func(f func(int, int64)) {
		for k, u := range times {
			f(k, u)
		}
	}
}
