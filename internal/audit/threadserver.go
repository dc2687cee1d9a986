package audit

import (
	"cmp"
	"slices"

	"coordinated-omission/internal/orderstat"
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
func typeCeilings(reqs []Request, services Durations, labels int, resolutionNs int64) ([]int64, error) {
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
			add(group(r.Label), services.At(i))
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
			if g := group(r.Label); services.At(i) <= slow[g] {
				add(g, services.At(i))
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
