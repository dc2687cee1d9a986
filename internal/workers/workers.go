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
// completes at doneNs. The hole it leaves at the top goes down the path
// of the lesser children to a leaf, and doneNs rises from there to its
// place (Floyd's): one comparison a level on the way down, where a plain
// sift-down makes two (a flag, not a branch: which child is less does
// not predict), and a request's completion, later than most of
// the others, rises little. Any order that keeps the heap gives the same
// earliest times.
func (f *Free) Take(doneNs int64) {
	h := *f
	n := len(h)
	if n == 0 {
		return // no limit: the worker that took it leaves no other waiting
	}
	i := 0
	for {
		l := 2*i + 1
		if l+1 >= n {
			if l < n { // a last child alone
				h[i] = h[l]
				i = l
			}
			break
		}
		right := 0
		if h[l+1] < h[l] {
			right = 1 // a conditional move: which child is less does not predict
		}
		l += right
		h[i] = h[l]
		i = l
	}
	for i > 0 {
		p := (i - 1) / 2
		if h[p] <= doneNs {
			break
		}
		h[i] = h[p]
		i = p
	}
	h[i] = doneNs
}
