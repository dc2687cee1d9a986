package workers

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"
)

// TestFreeAgainstAScan: the heap's earliest is always the least of the
// times a plain list, searched from end to end, holds.
// Completions come later than the earliest, as a server's do, and, to
// hold the heap over any value, some sooner.
func TestFreeAgainstAScan(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, k := range []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 17, 200, 301} {
		f, list := New(k), make([]int64, k)
		for i := range list {
			list[i] = -1 << 62
		}
		for range 50 * k {
			if f.Earliest() != slices.Min(list) {
				t.Fatalf("k %d: earliest %d, the list's least %d", k, f.Earliest(), slices.Min(list))
			}
			done := f.Earliest() + 1 + rng.Int64N(1000)
			switch {
			case f.Earliest() < 0:
				done = rng.Int64N(1000)
			case rng.IntN(10) == 0:
				done = f.Earliest() - rng.Int64N(1000) // sooner than every one
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

// takeSiftDown is Take as a plain sift-down: the reference
// BenchmarkTake measures Take against.
func takeSiftDown(h Free, doneNs int64) {
	h[0] = doneNs
	for i := 0; ; {
		l, least := 2*i+1, i
		if l < len(h) && h[l] < h[least] {
			least = l
		}
		if r := l + 1; r < len(h) && h[r] < h[least] {
			least = r
		}
		if least == i {
			return
		}
		h[i], h[least] = h[least], h[i]
		i = least
	}
}

// BenchmarkTake: 200 workers each taking a request of a service drawn
// from 1 to 2 ms as it comes free, as the audit's replays take them;
// Take's time over the plain sift-down's, in the same run (Take/siftDown).
func BenchmarkTake(b *testing.B) {
	services := make([]int64, 1<<16)
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range services {
		services[i] = 1_000_000 + rng.Int64N(1_000_000)
	}
	floyd, plain := New(200), New(200)
	var ours, ref time.Duration
	for b.Loop() {
		start := time.Now()
		for i := range 1 << 16 {
			floyd.Take(floyd.Earliest() + services[i])
		}
		ours += time.Since(start)
		start = time.Now()
		for i := range 1 << 16 {
			takeSiftDown(*plain, plain.Earliest()+services[i])
		}
		ref += time.Since(start)
	}
	if floyd.Earliest() != plain.Earliest() {
		b.Fatalf("earliest %d, the sift-down's %d", floyd.Earliest(), plain.Earliest())
	}
	b.ReportMetric(float64(ours)/float64(ref), "Take/siftDown")
}
