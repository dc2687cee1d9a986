package audit

import "coordinated-omission/internal/orderstat"

// unhindered are a log's requests' services less the pauses they met
// (at least their type's floor, less the round trip: service), and each
// type's median and spread (halfRange) of them.
type unhindered struct {
	reqs            []Request
	s               Server
	floors          []int64
	met             []uint64 // bit i: request i met a window of s
	typical, spread map[int32]int64
}

// service is request i's unhindered service: the window it met looked
// up again only for the few that met one.
func (u unhindered) service(i int) int64 {
	r := u.reqs[i]
	served := u.s.Services.At(i)
	if u.met[i/64]&(1<<(i%64)) != 0 {
		served -= overlap(u.s.Windows, r.SendNs, r.ReplyNs())
	}
	return max(1, u.floors[r.Label]-u.s.RTTNs, served)
}

// unhinderedOf is the unhindered services of reqs, sorted by send, on
// the server s, with each type's least latency in floors; each type's
// median and spread (halfRange, its 10th and 90th percentiles) come from
// passes over them, not a copy of them grouped by type and sorted.
func unhinderedOf(reqs []Request, s Server, floors []int64) (unhindered, error) {
	u := unhindered{reqs: reqs, s: s, floors: floors, met: make([]uint64, (len(reqs)+63)/64), typical: map[int32]int64{}, spread: map[int32]int64{}}
	for i, r := range reqs {
		if overlap(s.Windows, r.SendNs, r.ReplyNs()) > 0 {
			u.met[i/64] |= 1 << (i % 64)
		}
	}
	// each type's median, 10th and 90th percentile, in passes over the
	// services (orderstat)
	labels := len(floors)
	count := make([]int64, labels)
	for _, r := range reqs {
		count[r.Label]++
	}
	v, _, err := orderstat.SelectRanks(func(add func(int, int64)) error {
		for i, r := range reqs {
			add(int(r.Label), u.service(i))
		}
		return nil
	}, labels, 3, func(_ int, n int64, into []int64) {
		into[0], into[1], into[2] = levelRank(P50, n), levelRank(1000, n), levelRank(P90, n)
	}, statsBudget)
	if err != nil {
		return u, err
	}
	for l, n := range count {
		if n > 0 {
			u.typical[int32(l)], u.spread[int32(l)] = v[3*l], (v[3*l+2]-v[3*l+1]+1)/2
		}
	}
	return u, nil
}
