package workers

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestFreeAgainstAScan: the heap's earliest is always the least of the
// times a plain list, searched from end to end, holds.
func TestFreeAgainstAScan(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for k := 1; k <= 9; k++ {
		f, list := New(k), make([]int64, k)
		for i := range list {
			list[i] = -1 << 62
		}
		for range 500 {
			if f.Earliest() != slices.Min(list) {
				t.Fatalf("k %d: earliest %d, the list's least %d", k, f.Earliest(), slices.Min(list))
			}
			done := f.Earliest() + 1 + rng.Int64N(1000)
			if f.Earliest() < 0 {
				done = rng.Int64N(1000)
			}
			list[slices.Index(list, slices.Min(list))] = done
			f.Take(done)
		}
	}
}

// TestNoLimit: with no limit on the workers, every request starts as it
// arrives, however many are in service.
func TestNoLimit(t *testing.T) {
	f := New(0)
	for i := range int64(100) {
		if got := f.Earliest(); got != -1<<62 {
			t.Fatalf("after %d taken, earliest %d: a request would wait", i, got)
		}
		f.Take(1000 + i)
	}
}
