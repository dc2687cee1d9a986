package audit

import (
	"cmp"
	"slices"
)

// canonical puts reqs in the order of their sends, ties by latency, then
// by type, then by connection, and numbers their connections in the
// order of their first sends: the same requests audit the same whatever
// order a format wrote them in, and whatever it named their threads. It
// returns each new number's old connection. (The order is total over what
// the audit reads of a request, so an unstable sort gives the one order.)
func canonical(reqs []Request) []int64 {
	slices.SortFunc(reqs, func(a, b Request) int {
		// each key compared only where those before it tie (cmp.Or would
		// compare all four): most sends differ
		switch {
		case a.SendNs != b.SendNs:
			return cmp.Compare(a.SendNs, b.SendNs)
		case a.LatencyNs != b.LatencyNs:
			return cmp.Compare(a.LatencyNs, b.LatencyNs)
		case a.Label != b.Label:
			return cmp.Compare(a.Label, b.Label)
		}
		return cmp.Compare(a.Conn, b.Conn)
	})
	// numbered in the order of their first sends, as connIDs numbers
	// them, but NoConn kept and given no number
	ids, k := connIDs(reqs)
	conns := make([]int64, k)
	for i, r := range reqs {
		conns[ids[i]] = r.Conn
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
		reqs[i].Conn = renumbered[ids[i]]
	}
	return old
}
