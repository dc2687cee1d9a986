package audit

import "slices"

// byLabel is value(i) of each request i of reqs, grouped by its label (0
// to labels − 1) in the order given. The groups share one array, each of
// its exact length: groups grown by append would hold up to twice their
// values, and copy them at each growth, which on a long log is most of
// what the audit allocates.
func byLabel(reqs []Request, labels int, value func(i int) int64) [][]int64 {
	counts := make([]int, labels)
	for _, r := range reqs {
		counts[r.Label]++
	}
	all := make([]int64, len(reqs))
	by := make([][]int64, labels)
	at := 0
	for t, c := range counts {
		by[t] = all[at:at:(at + c)]
		at += c
	}
	for i, r := range reqs {
		by[r.Label] = append(by[r.Label], value(i))
	}
	return by
}

// medianOfSorted is the nearest-rank median of the values of groups,
// each sorted, as median gives it of them all sorted together, without
// that copy: the least value v with at least the median's rank of values
// at most v, found by halving the range of values.
func medianOfSorted(groups [][]int64) int64 {
	n, lo, hi := 0, int64(1<<63-1), int64(-1<<63)
	for _, g := range groups {
		if len(g) > 0 {
			n += len(g)
			lo, hi = min(lo, g[0]), max(hi, g[len(g)-1])
		}
	}
	want := levelRank(P50, int64(n))
	// the answer is in [lo, hi], which each step halves: 64 steps at most
	for range 64 {
		if lo >= hi {
			break
		}
		mid := lo + (hi-lo)/2 // no overflow: hi−lo may exceed int64 only for negatives, which no latency is
		var atMost int64
		for _, g := range groups {
			k, _ := slices.BinarySearch(g, mid+1)
			atMost += int64(k)
		}
		if atMost >= want {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo
}
