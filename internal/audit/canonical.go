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
	// a reader's connections are most often 0 to n − 1: a slice of the
	// largest numbers them, or else a map
	most, numbers := int64(-1), map[int64]int64{}
	for _, r := range reqs {
		most = max(most, r.Conn)
		if r.Conn < NoConn || most >= int64(len(reqs)) {
			most = -1
			break
		}
	}
	dense := slices.Repeat([]int64{NoConn}, int(most+1))
	var old []int64
	for i, r := range reqs {
		id, known := numbers[r.Conn]
		inDense := r.Conn >= 0 && r.Conn <= most
		if inDense {
			id, known = dense[r.Conn], dense[r.Conn] != NoConn
		}
		switch {
		case r.Conn == NoConn:
			continue
		case !known:
			id = int64(len(old))
			old = append(old, r.Conn)
			if inDense {
				dense[r.Conn] = id
			} else {
				numbers[r.Conn] = id
			}
		}
		reqs[i].Conn = id
	}
	return old
}
