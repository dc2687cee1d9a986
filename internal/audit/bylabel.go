package audit

import "coordinated-omission/internal/orderstat"

// typeStats are the order statistics of the types' latencies that the
// audit's thresholds take: each type's median and 10th percentile, and
// the median of them all, found exactly in passes over the requests
// (orderstat), with no copy of the latencies and no sort of them.
type typeStats struct {
	median, p10 []int64 // by label: 0 for a label with no request
	count       []int64 // the requests of each label
	all         int64   // the median of every latency
}

// statsBudget is the most counts and values orderstat holds at once for
// typeStats: 8 MB.
const statsBudget = 1 << 20

// statsOf is the typeStats of reqs, whose labels are below labels.
func statsOf(reqs []Request, labels int) (typeStats, error) {
	st := typeStats{count: make([]int64, labels)}
	for _, r := range reqs {
		st.count[r.Label]++
	}
	// groups: each type's median, then each type's 10th percentile, then
	// the median of all
	pass := func(add func(int, int64)) error {
		for _, r := range reqs {
			add(int(r.Label), r.LatencyNs)
			add(labels+int(r.Label), r.LatencyNs)
			add(2*labels, r.LatencyNs)
		}
		return nil
	}
	rankOf := func(g int, n int64) int64 {
		if g >= labels && g < 2*labels {
			return levelRank(1000, n)
		}
		return levelRank(P50, n)
	}
	v, _, err := orderstat.Select(pass, 2*labels+1, rankOf, statsBudget)
	if err != nil {
		return typeStats{}, err
	}
	st.median, st.p10, st.all = v[:labels], v[labels:2*labels], v[2*labels]
	return st, nil
}

// slowness is each type's slow threshold: slowThreshold of its median.
func (st typeStats) slowness(resolutionNs int64) slowness {
	out := make(slowness, len(st.median))
	for t, m := range st.median {
		if st.count[t] > 0 {
			out[t] = slowThreshold(m, resolutionNs)
		}
	}
	return out
}
