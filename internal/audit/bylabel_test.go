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
