package audit

import (
	"cmp"
	"slices"

	"coordinated-omission/internal/orderstat"
	"coordinated-omission/internal/workers"
)

// invertWorkers fills s's services and windows from reqs, sorted by
// send, on a server of k workers behind one first-come-first-served
// queue: a request starts when it arrives or when the first of the
// workers comes free, whichever is later, and its service is its
// completion (its reply less the round trip) less its start. What a
// service leaves beyond its type's longest unhindered service (the 99th
// percentile of the type's services within four times their median) is
// its excess: a pause met, where it is over half that longest service (less
// is the service's own spread, which the mirror below does not bound
// exactly).
//
// Where the pause fell within a service is not in one request: it may
// have been served a while first. But the requests that met one pause
// tell it together. A request in service when the pause began was held
// for all of it, so the pause lasted the most excess among them; and one
// that arrived in it, or was the last to start before it, started its
// service as it ended, so the pause ended at the latest completion less
// service among them. The requests are grouped by that end, each group
// within the longest service of the next; each gives one window, [end −
// most excess, end). Unless a request was in service when the pause
// began, that start is only the first request the pause held: the pause
// began in the idle time since the completion before, and the window
// starts in its middle, which errs by at most half of it either way. A
// window in which other requests were answered was one request's own
// slowness: only its longest silent part is kept (silentParts).
//
// The completions are taken in order from a heap of the replies to
// come (completions), in two passes, not laid out and sorted: the
// services' order statistics from passes too (serviceCeilings), so that
// nothing but the services is held by the request.
func (s *Server) invertWorkers(reqs []Request, k int64, floors []int64, toleranceNs int64) error {
	free := workers.New(int(k))
	s.Services = makeDurations(len(reqs))
	for i, r := range reqs {
		done := r.ReplyNs() - s.RTTNs
		start := min(done, max(r.SendNs, free.Earliest()))
		free.Take(max(done, free.Earliest()))
		s.Services.set(i, done-start)
	}
	ceiling, longest, err := s.serviceCeilings(reqs, floors)
	if err != nil {
		return err
	}
	type held struct{ freedNs, excessNs int64 }
	var hit []held
	for i, r := range reqs {
		// an excess under half its type's longest service is a service's
		// own spread beyond the mirror of its lower half, not a pause
		if excess := s.Services.At(i) - ceiling[r.Label]; excess > max(toleranceNs, ceiling[r.Label]/2) {
			hit = append(hit, held{r.ReplyNs() - s.RTTNs - ceiling[r.Label], excess})
		}
	}
	slices.SortFunc(hit, func(a, b held) int { return cmp.Compare(a.freedNs, b.freedNs) })
	var ws []Window
	for i := 0; i < len(hit); {
		g := hit[i]
		j := i + 1
		for ; j < len(hit) && hit[j].freedNs <= hit[j-1].freedNs+longest; j++ {
			g.freedNs = max(g.freedNs, hit[j].freedNs)
			g.excessNs = max(g.excessNs, hit[j].excessNs)
		}
		ws = append(ws, Window{g.freedNs - g.excessNs, g.freedNs})
		i = j
	}
	// it began in the idle time before, or at its end: the middle
	for w, before := range lastBefore(reqs, s.RTTNs, ws) {
		if before.ok {
			ws[w].FromNs -= (ws[w].FromNs - before.atNs) / 2
		}
	}
	for _, p := range silentParts(reqs, s.RTTNs, ws) {
		if p.ToNs-p.FromNs > max(0, toleranceNs) { // none, where completions fill it
			s.Windows = insertWindow(s.Windows, p)
		}
	}
	return nil
}

// serviceCeilings is each type's longest unhindered service, as
// invertWorkers takes it, and the longest of them (at least 1): a pause
// only lengthens services, so the lower half of a type's services is
// its own, and its spread below the median, mirrored, bounds the upper
// half's; at least the type's floor less the round trip. The median and
// the 1st percentile come from passes over the services (orderstat).
func (s *Server) serviceCeilings(reqs []Request, floors []int64) ([]int64, int64, error) {
	labels := len(floors)
	v, _, err := orderstat.SelectRanks(func(add func(int, int64)) error {
		for i, r := range reqs {
			add(int(r.Label), s.Services.At(i))
		}
		return nil
	}, labels, 2, func(_ int, n int64, into []int64) {
		into[0], into[1] = levelRank(P50, n), levelRank(100, n)
	}, statsBudget)
	if err != nil {
		return nil, 0, err
	}
	count := make([]int64, labels)
	for _, r := range reqs {
		count[r.Label]++
	}
	ceiling := make([]int64, labels)
	longest := int64(1)
	for t := range ceiling {
		if count[t] > 0 {
			ceiling[t] = max(floors[t]-s.RTTNs, 2*v[2*t]-v[2*t+1])
			longest = max(longest, ceiling[t])
		}
	}
	return ceiling, longest, nil
}

// completions calls f with the completion of each request of reqs,
// sorted by send (its reply less rttNs), in order: the replies to come
// on a heap, each given once no request sent later can be answered
// before it.
func completions(reqs []Request, rttNs int64, f func(doneNs int64)) {
	var due replyHeap
	for _, r := range reqs {
		for len(due) > 0 && due[0] <= r.SendNs {
			f(due[0] - rttNs)
			due.pop()
		}
		due.push(r.ReplyNs())
	}
	for len(due) > 0 {
		f(due[0] - rttNs)
		due.pop()
	}
}

// A completionBefore is the latest completion before a time, if one was.
type completionBefore struct {
	atNs int64
	ok   bool
}

// lastBefore is, for each window of ws, the latest completion of reqs
// before it starts, in one pass over the completions in order.
func lastBefore(reqs []Request, rttNs int64, ws []Window) []completionBefore {
	out := make([]completionBefore, len(ws))
	if len(ws) == 0 {
		return out
	}
	order := byStart(ws)
	q, last := 0, completionBefore{}
	completions(reqs, rttNs, func(d int64) {
		for ; q < len(order) && ws[order[q]].FromNs <= d; q++ {
			out[order[q]] = last
		}
		last = completionBefore{d, true}
	})
	for ; q < len(order); q++ {
		out[order[q]] = last
	}
	return out
}

// silentParts is, for each window of ws, its longest part in which no
// completion of reqs fell (the earliest of the longest; none, a window
// of no length, where completions fill it): a pause stops
// every worker, so a request answered in it shows that the server was
// working then, and the excess that made the window was one request's
// own slowness, not a pause of the server's. One pass over the
// completions in order, the windows they fall in open at once.
func silentParts(reqs []Request, rttNs int64, ws []Window) []Window {
	out := make([]Window, len(ws))
	if len(ws) == 0 {
		return out
	}
	type open struct {
		w      int
		prevNs int64
	}
	order := byStart(ws)
	var opened []open
	gap := func(w int, fromNs, toNs int64) {
		if b := &out[w]; toNs-fromNs > b.ToNs-b.FromNs {
			*b = Window{fromNs, toNs}
		}
	}
	q := 0
	completions(reqs, rttNs, func(d int64) {
		for ; q < len(order) && ws[order[q]].FromNs < d; q++ {
			opened = append(opened, open{order[q], ws[order[q]].FromNs})
		}
		kept := opened[:0]
		for _, o := range opened {
			if d >= ws[o.w].ToNs {
				gap(o.w, o.prevNs, ws[o.w].ToNs) // closed: its last part
				continue
			}
			gap(o.w, o.prevNs, d)
			kept = append(kept, open{o.w, d})
		}
		opened = kept
	})
	for ; q < len(order); q++ {
		opened = append(opened, open{order[q], ws[order[q]].FromNs})
	}
	for _, o := range opened {
		gap(o.w, o.prevNs, ws[o.w].ToNs)
	}
	return out
}

// byStart is the indices of ws in the order of their starts, those of
// one start in their own order.
func byStart(ws []Window) []int {
	order := make([]int, len(ws))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(ws[a].FromNs, ws[b].FromNs) })
	return order
}
