package sim

import "math"

// A Progression is the samples FirstNs, FirstNs+StepNs, …, FirstNs+(Count−1)·StepNs,
// each occurring Times times (0 is taken as once). A stall leaves arithmetic
// sequences of latencies behind it, so a recording of this model is a short
// list of progressions however many samples it holds.
//
// StallsBefore attributes the samples to a stall: it is how many stalls had
// begun before their requests completed, so 0 means none and k means stall
// k−1 (the one that began at F + (k−1)·P). Every sample of a progression has
// the same attribution.
type Progression struct {
	FirstNs, StepNs, Count int64
	Times                  int64
	StallsBefore           int64
}

func (p *Progression) times() int64 { return max(p.Times, 1) }

// lastNs returns the progression's final term.
func (p *Progression) lastNs() int64 { return p.FirstNs + (p.Count-1)*p.StepNs }

// bounds returns the smallest and the largest term.
func (p *Progression) bounds() (lo, hi int64) {
	return min(p.FirstNs, p.lastNs()), max(p.FirstNs, p.lastNs())
}

// samples returns how many samples p holds: Count·Times.
func (p *Progression) samples() int64 { return p.Count * p.times() }

// countAtMost returns how many samples of p are ≤ xNs.
func (p *Progression) countAtMost(xNs int64) int64 {
	lo, _ := p.bounds() // walk it from its least term, a falling one the other way round
	step := max(p.StepNs, -p.StepNs)
	switch {
	case xNs < lo:
		return 0
	case step == 0:
		return p.samples()
	}
	return min(p.Count, (xNs-lo)/step+1) * p.times()
}

// sum returns the sum of the samples: Times·(Count·First + Step·Count(Count−1)/2).
func (p *Progression) sum() int64 {
	return p.times() * (p.Count*p.FirstNs + p.StepNs*(p.Count*(p.Count-1)/2))
}

// A Multiset is a recording: the union of its progressions, in no order.
type Multiset []Progression

// Count returns the number of samples.
func (m Multiset) Count() int64 {
	var n int64
	for i := range m {
		n += m[i].samples()
	}
	return n
}

// countAtMost returns how many samples are ≤ xNs. It indexes rather than
// ranging by value: a Progression has five fields, too many for the
// compiler to keep a copy in registers, and this is the hot loop of every
// summary.
func (m Multiset) countAtMost(xNs int64) int64 {
	var n int64
	for i := range m {
		n += m[i].countAtMost(xNs)
	}
	return n
}

// bounds returns the smallest and largest sample; m must not be empty.
func (m Multiset) bounds() (minNs, maxNs int64) {
	minNs, maxNs = math.MaxInt64, math.MinInt64
	for i := range m {
		if m[i].Count > 0 {
			lo, hi := m[i].bounds()
			minNs, maxNs = min(minNs, lo), max(maxNs, hi)
		}
	}
	return minNs, maxNs
}

// AtRank returns the sample at rank k (1 ≤ k ≤ Count) of the sorted list: the
// smallest x with at least k samples ≤ x, found by bisection over values.
func (m Multiset) AtRank(k int64) int64 {
	lo, hi := m.bounds()
	lo-- // invariant: countAtMost(lo) < k ≤ countAtMost(hi)
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		if m.countAtMost(mid) >= k {
			hi = mid
		} else {
			lo = mid
		}
	}
	return hi
}
