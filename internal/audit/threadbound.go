package audit

import (
	"cmp"
	"container/heap"
	"slices"
)

// evidence is a pause that a silence of the replies shows: for a slot u
// in [FromNs, ToNs), no open loop's request sent at u could have had its
// reply before EndNs plus its type's service time.
type evidence struct{ FromNs, ToNs, EndNs int64 }

// silences finds the pauses that the replies' silences show. Wherever no
// reply came for G while requests were in flight, the earliest sent of
// them, h, was at the front of the queue: a server of any number of
// workers, serving in order, was working on it, and would have answered
// it within its type's longest unhindered latency F_h (ceilings) unless
// it paused. So it paused
// for at least P = G − F_h within the silence: the pause began by
// g1 − P and ended after t0 + P, where t0 and g1 are the silence's ends
// (docs/audit-bound.md). rttNs is the round trip if known, else −1: a
// request's floor less the round trip is its service, and unknown, the
// round trip is taken at its worst, from 0 to the least floor.
func silences(reqs []Request, ceilings []int64, resolutionNs int64) []evidence {
	byReply := byReplies(reqs)
	inFlight := make([]bool, len(reqs))
	front := 0 // no request before it is in flight
	n := 0
	var t0 int64
	var out []evidence
	next := 0 // the next send, reqs being in the order of their sends
	for _, i := range byReply {
		g1 := reqs[i].ReplyNs()
		// the sends before this reply, and at its instant the sends after
		// it: a reply at the instant of a send comes first
		for ; next < len(reqs) && reqs[next].SendNs < g1; next++ {
			if reqs[next].LatencyNs == 0 { // never in flight
				continue
			}
			inFlight[next] = true
			if n == 0 {
				t0 = reqs[next].SendNs
			}
			n++
		}
		if reqs[i].LatencyNs == 0 {
			continue
		}
		for front < len(reqs) && !inFlight[front] {
			front++
		}
		h := front // the earliest sent in flight
		if p := g1 - t0 - ceilings[reqs[h].Label]; p > 2*resolutionNs {
			out = append(out, evidence{FromNs: g1 - p, ToNs: t0 + p, EndNs: t0 + p})
		}
		inFlight[i] = false
		n--
		t0 = g1
	}
	return out
}

// byReplies is reqs' indices in the order of their replies, ties in the
// order of their sends.
func byReplies(reqs []Request) []int32 {
	idx := make([]int32, len(reqs))
	for i := range idx {
		idx[i] = int32(i)
	}
	// ties in the order given: the same order as a stable sort's, but
	// pdqsort's time and no merging
	slices.SortFunc(idx, func(a, b int32) int {
		if ra, rb := reqs[a].ReplyNs(), reqs[b].ReplyNs(); ra != rb {
			return cmp.Compare(ra, rb)
		}
		return cmp.Compare(a, b)
	})
	return idx
}

// boundThreads emits, one figure per slot, the lower bound at
// the thread plan's slots: at least the slot's type's least latency F_t,
// and wherever a silence shows a pause over the slot, the pause's end
// less the slot, plus the slot's type's service time. With the round
// trip L known (rttNs ≥ 0), a slot u in [g1 − P − L, t0 + P − L) gets
// t0 + P − L + F_t − u; unknown (rttNs < 0), it is taken at its worst
// for each slot, anywhere from 0 to the least floor F_min: the range
// [g1 − P, t0 + P − F_min) and the figure t0 + P − F_min + F_t − u.
//
// A slot that may have drifted by up to driftOf(k) from where the plan
// put it (threadRun.drifts, asked of each slot in turn) gets the least of the bound over that stretch: a silence's term
// only where the whole of [u − drift, u + drift] lies in its range, and
// at u + drift.
func boundThreads(slots []slot, driftOf func(k int) int64, ev []evidence, floors []int64, rttNs int64, e emit) {
	b := newSilenceBound(ev, floors, rttNs)
	for k, s := range slots {
		e(k, b.at(s, driftOf(k)))
	}
}

// silenceBound is boundThreads' walk, a slot at a time: the silences
// over the slot on a heap, the latest end on top.
type silenceBound struct {
	ev                          []evidence // by start
	floors                      []int64
	fromLess, toLess, valueLess int64
	active                      endHeap
	j                           int
}

func newSilenceBound(ev []evidence, floors []int64, rttNs int64) *silenceBound {
	b := &silenceBound{ev: ev, floors: floors, fromLess: rttNs, toLess: rttNs, valueLess: rttNs}
	if rttNs < 0 {
		b.fromLess, b.toLess, b.valueLess = 0, slices.Min(floors), slices.Min(floors)
	}
	slices.SortFunc(ev, func(a, b evidence) int { return cmp.Compare(a.FromNs, b.FromNs) })
	return b
}

// at is the bound at the next slot s, which may have drifted by up to
// d: the slots come in order.
func (b *silenceBound) at(s slot, d int64) int64 {
	for ; b.j < len(b.ev) && b.ev[b.j].FromNs-b.fromLess <= s.atNs; b.j++ {
		ev := b.ev[b.j]
		heap.Push(&b.active, evidence{FromNs: ev.FromNs - b.fromLess, ToNs: ev.ToNs - b.toLess, EndNs: ev.EndNs})
	}
	for len(b.active) > 0 && b.active[0].ToNs <= s.atNs {
		heap.Pop(&b.active) // ended: an ended one below the top goes when it reaches the top
	}
	v := b.floors[s.label]
	if d > 0 {
		for _, e := range b.active { // few at once: silences hardly overlap
			if e.FromNs <= s.atNs-d && s.atNs+d < e.ToNs {
				v = max(v, e.EndNs-b.valueLess+b.floors[s.label]-s.atNs-d)
			}
		}
	} else if len(b.active) > 0 {
		v = max(v, b.active[0].EndNs-b.valueLess+b.floors[s.label]-s.atNs)
	}
	return v
}

// endHeap keeps the evidence over a slot with the latest end on top.
type endHeap []evidence

func (h endHeap) Len() int           { return len(h) }
func (h endHeap) Less(a, b int) bool { return h[a].EndNs > h[b].EndNs }
func (h endHeap) Swap(a, b int)      { h[a], h[b] = h[b], h[a] }
func (h *endHeap) Push(x any)        { *h = append(*h, x.(evidence)) }
func (h *endHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// noDrift is the drift of the slots of a rate plan: none.
func noDrift(int) int64 { return 0 }
