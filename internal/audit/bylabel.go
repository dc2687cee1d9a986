package audit

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
