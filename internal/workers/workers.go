// Package workers keeps the times a server's workers come free: K
// workers behind one first-come-first-served queue, a request taking the
// worker that comes free first; or, with K = 0, a server never short of
// a worker, which starts each request as it arrives. The model
// (sim.Workload), the audit's replays and the live server of -serve
// -workers each hold one.
package workers

// Free is the times the workers come free, a min-heap.
type Free []int64

// New returns k workers, free since long ago; for k = 0, as many as
// there are requests: none waits for another's.
func New(k int) *Free {
	f := make(Free, k)
	for i := range f {
		f[i] = -1 << 62
	}
	return &f
}

// Earliest is when the first worker comes free: long ago, where there
// is no limit on the workers.
func (f *Free) Earliest() int64 {
	if len(*f) == 0 {
		return -1 << 62
	}
	return (*f)[0]
}

// Take gives the worker that comes free first a request that it
// completes at doneNs.
func (f *Free) Take(doneNs int64) {
	h := *f
	if len(h) == 0 {
		return // no limit: the worker that took it leaves no other waiting
	}
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
