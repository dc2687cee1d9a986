package audit

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestByLabel holds byLabel to grouping by append, on drawn requests,
// labels with none among them included, and each group to its exact
// length: an append to one must not write over the next.
func TestByLabel(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 5))
	for range 200 {
		labels := 1 + rng.IntN(5)
		reqs := make([]Request, rng.IntN(30))
		for i := range reqs {
			reqs[i] = Request{LatencyNs: rng.Int64N(100), Label: rng.Int32N(int32(labels))}
		}
		want := make([][]int64, labels)
		for _, r := range reqs {
			want[r.Label] = append(want[r.Label], r.LatencyNs)
		}
		got := byLabel(reqs, labels, func(i int) int64 { return reqs[i].LatencyNs })
		if len(got) != labels {
			t.Fatalf("%d groups for %d labels", len(got), labels)
		}
		for l := range got {
			if !slices.Equal(got[l], want[l]) || cap(got[l]) != len(got[l]) {
				t.Fatalf("label %d: %v (cap %d), want %v", l, got[l], cap(got[l]), want[l])
			}
		}
	}
}

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
