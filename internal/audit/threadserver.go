package audit

import (
	"cmp"
	"slices"

	"coordinated-omission/internal/orderstat"
	"coordinated-omission/internal/workers"
)

// inferWorkers is the most requests in flight at once while the server
// still answered them unqueued: the highest count n, from 1, such that of
// the requests sent with n in flight (each with those sent before it and
// not yet answered), at least half were answered within twice their
// type's 10th percentile latency, and the log's resolution; a count
// whose requests were not is where a queue formed. A server answered n
// at once unqueued has at least n workers; one that was never saturated
// has as many as the most in flight. Counts of fewer than 5 requests are
// passed over. reqs are sorted by send.
func inferWorkers(reqs []Request, st typeStats, resolutionNs int64) int64 {
	within := make([]int64, len(st.p10))
	for t, p10 := range st.p10 {
		if st.count[t] > 0 {
			within[t] = 2*p10 + resolutionNs
		}
	}
	type level struct{ n, quick int64 }
	var levels []level
	for i, n := range inFlightAt(reqs) {
		for len(levels) < int(n) {
			levels = append(levels, level{})
		}
		l := &levels[n-1]
		l.n++
		if reqs[i].LatencyNs <= within[reqs[i].Label] {
			l.quick++
		}
	}
	k := int64(1)
	for n, l := range levels {
		if l.n < 5 {
			continue
		}
		if 2*l.quick < l.n {
			break
		}
		k = int64(n + 1)
	}
	return k
}

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
// slowness: only its longest silent part is kept (silentPart).
func (s *Server) invertWorkers(reqs []Request, k int64, floors []int64, toleranceNs int64) {
	free := workers.New(int(k))
	s.Services = make([]int64, len(reqs))
	dones := make([]int64, len(reqs))
	for i, r := range reqs {
		done := r.ReplyNs() - s.RTTNs
		start := min(done, max(r.SendNs, free.Earliest()))
		free.Take(max(done, free.Earliest()))
		s.Services[i], dones[i] = done-start, done
	}
	byType := byLabel(reqs, len(floors), func(i int) int64 { return s.Services[i] })
	ceiling := make([]int64, len(floors))
	longest := int64(1)
	for t, v := range byType {
		if len(v) == 0 {
			continue
		}
		slices.Sort(v)
		// a pause only lengthens services: the lower half is the type's
		// own, and its spread below the median, mirrored, bounds the
		// upper half's
		ceiling[t] = max(floors[t]-s.RTTNs, 2*median(v)-atLevel(v, 100))
		longest = max(longest, ceiling[t])
	}
	type held struct{ freedNs, excessNs int64 }
	var hit []held
	for i, r := range reqs {
		// an excess under half its type's longest service is a service's
		// own spread beyond the mirror of its lower half, not a pause
		if excess := s.Services[i] - ceiling[r.Label]; excess > max(toleranceNs, ceiling[r.Label]/2) {
			hit = append(hit, held{dones[i] - ceiling[r.Label], excess})
		}
	}
	slices.Sort(dones)
	slices.SortFunc(hit, func(a, b held) int { return cmp.Compare(a.freedNs, b.freedNs) })
	for i := 0; i < len(hit); {
		g := hit[i]
		j := i + 1
		for ; j < len(hit) && hit[j].freedNs <= hit[j-1].freedNs+longest; j++ {
			g.freedNs = max(g.freedNs, hit[j].freedNs)
			g.excessNs = max(g.excessNs, hit[j].excessNs)
		}
		from := g.freedNs - g.excessNs
		if k, _ := slices.BinarySearch(dones, from); k > 0 {
			from -= (from - dones[k-1]) / 2 // it began in the idle time before, or at its end: the middle
		}
		if w, ok := silentPart(dones, Window{from, g.freedNs}); ok && w.ToNs-w.FromNs > toleranceNs {
			s.Windows = insertWindow(s.Windows, w)
		}
		i = j
	}
}

// silentPart is the longest part of w in which no completion of dones,
// sorted, fell: a pause stops every worker, so a request answered in it
// shows that the server was working then, and the excess that made the
// window was one request's own slowness, not a pause of the server's.
func silentPart(dones []int64, w Window) (Window, bool) {
	k, _ := slices.BinarySearch(dones, w.FromNs+1)
	best, from := Window{}, w.FromNs
	for ; k < len(dones) && dones[k] < w.ToNs; k++ {
		if dones[k]-from > best.ToNs-best.FromNs {
			best = Window{from, dones[k]}
		}
		from = dones[k]
	}
	if w.ToNs-from > best.ToNs-best.FromNs {
		best = Window{from, w.ToNs}
	}
	return best, best.ToNs > best.FromNs
}

// insertWindow adds w to ws, kept merged and in order: windows come in
// the order of their requests' sends, not of their starts.
func insertWindow(ws []Window, w Window) []Window {
	if n := len(ws); n == 0 || w.FromNs > ws[n-1].ToNs {
		return append(ws, w)
	}
	i, _ := slices.BinarySearchFunc(ws, w.FromNs, func(x Window, t int64) int { return cmp.Compare(x.ToNs, t) })
	j := i
	for j < len(ws) && ws[j].FromNs <= w.ToNs {
		w.FromNs, w.ToNs = min(w.FromNs, ws[j].FromNs), max(w.ToNs, ws[j].ToNs)
		j++
	}
	return slices.Replace(ws, i, j, w)
}

// overlap is the time of ws within [from, to).
func overlap(ws []Window, from, to int64) int64 {
	i, _ := slices.BinarySearchFunc(ws, from, func(x Window, t int64) int { return cmp.Compare(x.ToNs, t+1) })
	var sum int64
	for ; i < len(ws) && ws[i].FromNs < to; i++ {
		sum += max(0, min(to, ws[i].ToNs)-max(from, ws[i].FromNs))
	}
	return sum
}

// typeCeilings returns each label's longest unhindered service: the
// 99th percentile of its requests' services (their completions less
// their starts, the queue left out) within four times their median and
// four of the log's steps, pooled for the rare labels as typeFloors pools
// them. A request in service is done within it unless something held it:
// a pause, or its own slowness, which only the rarest requests of its
// type show. Each order statistic comes from passes over the services
// (orderstat): no copy of them grouped by type, and no sort.
func typeCeilings(reqs []Request, services []int64, labels int, resolutionNs int64) ([]int64, error) {
	count := make([]int64, labels)
	for _, r := range reqs {
		count[r.Label]++
	}
	// group t for a type of its own, labels for the rare ones pooled
	group := func(l int32) int {
		if count[l] < minTypeRequests {
			return labels
		}
		return int(l)
	}
	medians, _, err := orderstat.Select(func(add func(int, int64)) error {
		for i, r := range reqs {
			add(group(r.Label), services[i])
		}
		return nil
	}, labels+1, func(_ int, n int64) int64 { return levelRank(P50, n) }, statsBudget)
	if err != nil {
		return nil, err
	}
	// the 99th percentile of each group's services at most its slow
	// threshold
	slow := make([]int64, labels+1)
	for g, m := range medians {
		slow[g] = slowThreshold(m, resolutionNs)
	}
	ceilings, _, err := orderstat.Select(func(add func(int, int64)) error {
		for i, r := range reqs {
			if g := group(r.Label); services[i] <= slow[g] {
				add(g, services[i])
			}
		}
		return nil
	}, labels+1, func(_ int, n int64) int64 { return levelRank(P99, n) }, statsBudget)
	if err != nil {
		return nil, err
	}
	out := make([]int64, labels)
	for t := range out {
		out[t] = ceilings[group(int32(t))]
	}
	return out, nil
}
