package sim

import (
	"coordinated-omission/internal/rank"
	"fmt"
	"math"
	"strconv"
)

// A Percentile is p in thousandths of a percent, so that ranks are exact
// integer arithmetic: 99.9% is 99900.
type Percentile int64

// The percentiles every summary reports; Max (100%) is reported apart.
const (
	P50  Percentile = 50_000
	P90  Percentile = 90_000
	P99  Percentile = 99_000
	P999 Percentile = 99_900
)

// Percentiles lists the reported percentiles in order.
var Percentiles = [...]Percentile{P50, P90, P99, P999}

// String returns p as a percentage without trailing zeros: "99.9".
func (p Percentile) String() string {
	return strconv.FormatFloat(float64(p)/1000, 'f', -1, 64)
}

// A RankRule turns a percentile p and a sample count n into a rank in 1..n.
type RankRule int

const (
	// HalfUp takes rank round(p/100·n), halves rounded up, at least 1: the
	// rule of hdrhistogram-go's ValueAtQuantile and of wrk2.
	HalfUp RankRule = iota
	// Ceil takes rank ⌈p/100·n⌉, at least 1: the textbook nearest rank, and
	// Java HdrHistogram's rule from 2.1.10 on.
	Ceil
)

// Rules lists both rank rules.
var Rules = [...]RankRule{HalfUp, Ceil}

func (r RankRule) String() string {
	switch r {
	case HalfUp:
		return "half-up"
	case Ceil:
		return "ceil"
	}
	return "RankRule(" + strconv.Itoa(int(r)) + ")"
}

// Rank returns the rank of percentile p among n samples under r, by the
// report's one rule of each kind (internal/rank): p/100·n is p·n/100000
// in thousandths of a percent.
func (r RankRule) Rank(p Percentile, n int64) int64 {
	switch r {
	case HalfUp:
		return rank.HalfUp(int64(p), 100_000, n)
	case Ceil:
		return rank.Ceil(int64(p), 100_000, n)
	}
	panic(fmt.Sprintf("sim: unknown %v", r))
}

// SlowNs is the threshold of the slow count: samples strictly above 1 ms.
const SlowNs = 1_000_000

// A Summary is what the report states about one recording.
type Summary struct {
	Count int64                               // samples
	AtNs  [len(Rules)][len(Percentiles)]int64 // AtNs[rule][i] is Percentiles[i] under Rules[rule]
	MaxNs int64                               // the largest sample, rank Count under either rule
	SlowN int64                               // samples above SlowNs
	// DelayedN counts the samples above the service time: every sample
	// that shows any effect of a stall.
	DelayedN int64
	// DelayedPerStall is DelayedN stall by stall, each sample counted for
	// the last stall that began before its request completed.
	DelayedPerStall Range
	SumNs           int64 // the sum of all samples
}

// A Range is the least and the most of a whole number over the stalls met;
// both are 0 when no stall was met.
type Range struct{ Min, Max int64 }

// perStall returns the least and the most, over stalls 1…stallsMet (as
// StallsBefore counts them), of count summed over each stall's progressions.
// A stall with no progression counts 0.
func (m Multiset) perStall(stallsMet int64, count func(Progression) int64) Range {
	byStall := map[int64]int64{}
	for _, p := range m {
		if p.StallsBefore > 0 {
			byStall[p.StallsBefore] += count(p)
		}
	}
	var r Range
	if len(byStall) > 0 {
		r.Min = math.MaxInt64
	}
	for _, n := range byStall {
		r.Min, r.Max = min(r.Min, n), max(r.Max, n)
	}
	if int64(len(byStall)) < stallsMet {
		r.Min = 0 // some stall met has no samples at all
	}
	return r
}

// Summary returns the summary of m, with DelayedN and DelayedPerStall
// counted above serviceNs over stallsMet stalls; m must not be empty.
func (m Multiset) Summary(serviceNs, stallsMet int64) Summary {
	s := Summary{Count: m.Count()}
	for r, rule := range Rules {
		for i, p := range Percentiles {
			s.AtNs[r][i] = m.AtRank(rule.Rank(p, s.Count))
		}
	}
	_, s.MaxNs = m.bounds()
	s.SlowN = s.Count - m.countAtMost(SlowNs)
	s.DelayedN = s.Count - m.countAtMost(serviceNs)
	s.DelayedPerStall = m.perStall(stallsMet, func(p Progression) int64 { return p.samples() - p.countAtMost(serviceNs) })
	for _, p := range m {
		s.SumNs += p.sum()
	}
	return s
}
