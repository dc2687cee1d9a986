package audit

import (
	"cmp"
	"runtime"
	"slices"
	"sync"
)

// canonical puts reqs in the order of their sends, ties by latency, then
// by type, then by connection, and numbers their connections in the
// order of their first sends: the same requests audit the same whatever
// order a format wrote them in, and whatever it named their threads. It
// returns each new number's old connection. (The order is total over what
// the audit reads of a request, so an unstable sort gives the one order.)
func canonical(reqs []Request) []int64 {
	sortOn(reqs, bySend, runtime.GOMAXPROCS(0), sortApart)
	// numbered in the order of their first sends, as connIDs numbers
	// them, but NoConn kept and given no number
	ids, k := connIDs(reqs)
	conns := make([]int64, k)
	for i, r := range reqs {
		conns[ids[i]] = int64(r.Conn)
	}
	renumbered := make([]int64, k)
	var old []int64
	for id, c := range conns {
		renumbered[id] = NoConn
		if c != NoConn {
			renumbered[id] = int64(len(old))
			old = append(old, c)
		}
	}
	for i := range reqs {
		reqs[i].Conn = int32(renumbered[ids[i]])
	}
	return old
}

// bySend is canonical's order: sends, then latencies, types and
// connections, each key compared only where those before it tie (cmp.Or
// would compare all four): most sends differ.
func bySend(a, b Request) int {
	switch {
	case a.SendNs != b.SendNs:
		return cmp.Compare(a.SendNs, b.SendNs)
	case a.LatencyNs != b.LatencyNs:
		return cmp.Compare(a.LatencyNs, b.LatencyNs)
	case a.Label != b.Label:
		return cmp.Compare(a.Label, b.Label)
	}
	return cmp.Compare(a.Conn, b.Conn)
}

// sortApart is the fewest requests sortOn sorts on more than one core:
// below it, a second core costs more than it saves.
const sortApart = 1 << 16

// sortOn sorts reqs by order on up to cores cores: split about a pivot
// (the median of a sample), each side sorted on cores of its own. Where
// order is total, it is the one order slices.SortFunc gives. Requests
// already in order are left as they are: a split about a pivot would
// swap half of them out of it.
func sortOn(reqs []Request, order func(a, b Request) int, cores, least int) {
	if slices.IsSortedFunc(reqs, order) {
		return
	}
	if cores < 2 || len(reqs) < max(least, 2) {
		slices.SortFunc(reqs, order)
		return
	}
	lo := partition(reqs, order)
	var wg sync.WaitGroup
	wg.Go(func() { sortOn(reqs[:lo], order, cores/2, least) })
	sortOn(reqs[lo:], order, cores-cores/2, least)
	wg.Wait()
}

// partition splits reqs, at least 2 of them, about a pivot, the median
// of 63 evenly spaced among them: reqs[:lo] come before it in order, and
// reqs[lo:] do not.
func partition(reqs []Request, order func(a, b Request) int) (lo int) {
	sample := make([]Request, 0, 63)
	for i := range cap(sample) {
		sample = append(sample, reqs[i*(len(reqs)-1)/(cap(sample)-1)])
	}
	slices.SortFunc(sample, order)
	pivot := sample[len(sample)/2]
	hi := len(reqs) // reqs[lo:hi] yet to place
	for lo < hi {
		if order(reqs[lo], pivot) < 0 {
			lo++
			continue
		}
		hi--
		reqs[lo], reqs[hi] = reqs[hi], reqs[lo]
	}
	return lo
}
