package audit

import (
	"cmp"
	"slices"
)

// threadRun is what the thread plan re-times: its slots in time order,
// each with its request (or, for an Extra slot, −1 − its thread), and
// each slot's unhindered service: its request's service less the pauses
// it met, at least its type's least; an Extra slot's its type's median
// of those. A slot's drift is how far it may lie from where the plan
// puts it: each request of its thread held by a pause before it has its
// unhindered service known only within its type's spread, and each Extra
// slot its think time and its service, taken at their medians; 0 for a
// slot whose thread nothing held before it. It is worked out again as
// the slots are walked (drifts) rather than kept: for 10^7 slots, 88 MB.
type threadRun struct {
	slots []slot
	u     unhindered // whence each slot's unhindered service (serviceOf)
	// the threads' connections, sorted, and the thread of each; each
	// thread's spread of its think times (nameThreads)
	conns         []int64
	threadOf      []int32
	thinkSpreadNs []int64
}

// nameThreads gives r its threads: thread j's connection conns[j] and its
// think times' spread thinkSpreadNs[j]. The threads come in the order of
// their first requests, not of their connections: they are looked up by
// connection in a sorted copy.
func (r *threadRun) nameThreads(conns, thinkSpreadNs []int64) {
	order := make([]int32, len(conns))
	for j := range order {
		order[j] = int32(j)
	}
	slices.SortFunc(order, func(a, b int32) int { return cmp.Compare(conns[a], conns[b]) })
	r.conns, r.threadOf, r.thinkSpreadNs = make([]int64, len(conns)), order, thinkSpreadNs
	for k, j := range order {
		r.conns[k] = conns[j]
	}
}

// drifts is each slot's drift for the slots taken in their order from
// the first, each once: a thread drifts by its request's type's spread
// after each request held by a pause (its unhindered service not the one
// inferred), and by its think times' and its type's spread at each Extra
// slot, before it.
func (r threadRun) drifts() func(j int) int64 {
	threadNs := make([]int64, len(r.conns))
	return func(j int) int64 {
		s := r.slots[j]
		if s.of < 0 {
			t := -1 - s.of
			threadNs[t] += r.thinkSpreadNs[t] + r.u.spread[s.label]
			return threadNs[t]
		}
		k, _ := slices.BinarySearch(r.conns, r.u.reqs[s.of].Conn)
		t := r.threadOf[k]
		d := threadNs[t]
		if r.u.service(int(s.of)) != max(1, r.u.s.Services[s.of]) {
			threadNs[t] += r.u.spread[s.label]
		}
		return d
	}
}

// serviceOf is slot j's unhindered service: its request's, or its type's
// typical one for a slot of no request. It is worked out again each time
// rather than kept: a slot's eight bytes more, for 10^7 slots 83 MB.
func (r threadRun) serviceOf(j int) int64 {
	if of := r.slots[j].of; of >= 0 {
		return r.u.service(int(of))
	}
	return r.u.typical[r.slots[j].label]
}
