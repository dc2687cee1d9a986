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
	// each type's median and 10th percentile, and the median of all (the
	// group after the types, whose 10th percentile is not asked: its
	// median, sought once)
	v, _, err := orderstat.SelectRanks(func(add func(int, int64)) error {
		for _, r := range reqs {
			add(int(r.Label), r.LatencyNs)
			add(labels, r.LatencyNs)
		}
		return nil
	}, labels+1, 2, func(g int, n int64, into []int64) {
		into[0], into[1] = levelRank(P50, n), levelRank(1000, n)
		if g == labels {
			into[1] = into[0]
		}
	}, statsBudget)
	if err != nil {
		return typeStats{}, err
	}
	st.median, st.p10 = make([]int64, labels), make([]int64, labels)
	for l := range labels {
		st.median[l], st.p10[l] = v[2*l], v[2*l+1]
	}
	st.all = v[2*labels]
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
