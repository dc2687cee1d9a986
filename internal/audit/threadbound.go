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
// round trip is taken at its worst, from 0 to the least floor. The
// replies come in turn from a heap of the requests in flight, and the
// earliest sent of them from those sent since it: memory by the requests
// in flight, not by the log (the requests sorted by reply took 4 bytes
// each, and a flag each).
func silences(reqs []Request, ceilings []int64, resolutionNs int64) []evidence {
	var (
		due      pendingHeap // the requests in flight by reply, ties by send
		answered bitWindow   // which requests from the earliest in flight on were answered
		first    int         // the earliest sent in flight, or a request before it
		out      []evidence
		t0       int64
		next     int // the next send
	)
	for {
		// the sends before the next reply, and at its instant the sends
		// after it: a reply at the instant of a send comes first. A
		// request sent before the earliest reply to come has a later
		// reply still, so a send taken is never one after the reply
		// taken next.
		for next < len(reqs) && (len(due) == 0 || reqs[next].SendNs < due[0].replyNs) {
			if r := reqs[next]; r.LatencyNs > 0 { // one of 0 is never in flight
				if len(due) == 0 {
					t0 = r.SendNs
				}
				due.push(pending{replyNs: r.ReplyNs(), index: next})
			}
			next++
		}
		if len(due) == 0 {
			return out
		}
		p := due.pop()
		g1 := p.replyNs
		// the earliest sent in flight, p among them: the first from first
		// on neither answered nor of latency 0 (one is in flight, so the
		// search ends before next)
		for answered.has(first) || reqs[first].LatencyNs == 0 {
			first++
		}
		if gap := g1 - t0 - ceilings[reqs[first].Label]; gap > 2*resolutionNs {
			out = append(out, evidence{FromNs: g1 - gap, ToNs: t0 + gap, EndNs: t0 + gap})
		}
		answered.set(p.index)
		answered.dropBelow(first)
		t0 = g1
	}
}

// A bitWindow is a set of request indices from a moving start on, a bit
// each: memory by the span from the earliest in flight to the latest
// answered, an eighth of a byte a request (a request held in flight for
// half a log of 10^7 took 40 MB as a flag and a type each).
type bitWindow struct {
	words []uint64
	base  int // the index of words[0]'s first bit, a multiple of 64
}

// has says whether i, at or after the window's start, is in the set.
func (w *bitWindow) has(i int) bool {
	j := i - w.base
	return j>>6 < len(w.words) && w.words[j>>6]&(1<<(j&63)) != 0
}

// set puts i, at or after the window's start, in the set.
func (w *bitWindow) set(i int) {
	j := i - w.base
	for j>>6 >= len(w.words) {
		w.words = append(w.words, 0)
	}
	w.words[j>>6] |= 1 << (j & 63)
}

// dropBelow lets go of the words wholly below i; where that is every
// word, the window starts at i's.
func (w *bitWindow) dropBelow(i int) {
	k := (i - w.base) >> 6
	if k >= len(w.words) {
		w.words, w.base = w.words[:0], i&^63
		return
	}
	w.words, w.base = w.words[k:], w.base+k<<6
}

// pending is a request in flight: its reply, and its index.
type pending struct {
	replyNs int64
	index   int
}

// pendingHeap are the requests in flight, the earliest reply on top, ties
// by send. It and inFlightAt's replyHeap are one heap written twice: the
// replies alone on a heap of int64 took 10.5 ms of BenchmarkInFlight,
// and on this one, or on one generic heap of both, 20 to 26.
type pendingHeap []pending

func (a pending) before(b pending) bool {
	return a.replyNs < b.replyNs || a.replyNs == b.replyNs && a.index < b.index
}

func (h *pendingHeap) push(v pending) {
	*h = append(*h, v)
	s := *h
	j := len(s) - 1
	for j > 0 {
		p := (j - 1) / 2
		if !v.before(s[p]) {
			break
		}
		s[j] = s[p]
		j = p
	}
	s[j] = v
}

func (h *pendingHeap) pop() pending {
	s := *h
	top, last := s[0], s[len(s)-1]
	s = s[:len(s)-1]
	*h = s
	j := 0
	for {
		c := 2*j + 1
		if c >= len(s) {
			break
		}
		if c+1 < len(s) && s[c+1].before(s[c]) {
			c++
		}
		if !s[c].before(last) {
			break
		}
		s[j] = s[c]
		j = c
	}
	if len(s) > 0 {
		s[j] = last
	}
	return top
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
// A slot s that may have drifted by up to driftOf(s) from where the plan
// put it (threadRun.drifts, asked of each slot in turn) gets the least of the bound over that stretch: a silence's term
// only where the whole of [u − drift, u + drift] lies in its range, and
// at u + drift.
func boundThreads(walk func(func(int, []planSlot)) error, driftOf func(*planSlot) int64, ev []evidence, floors []int64, rttNs int64, e emit) error {
	b := newSilenceBound(ev, floors, rttNs)
	return walk(func(from int, block []planSlot) {
		for i := range block {
			s := &block[i]
			e(from+i, s.slot, b.at(s.slot, driftOf(s)))
		}
	})
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
