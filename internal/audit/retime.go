package audit

import (
	"coordinated-omission/internal/rank"
	"fmt"
	"slices"
	"strconv"
	"time"
)

// A Level is a percentile in hundredths of a percent: P99 is 9900.
type Level int64

// The levels an audit states.
const (
	P50  Level = 5000
	P90  Level = 9000
	P99  Level = 9900
	P999 Level = 9990
)

// Levels are the levels an audit states, in order.
var Levels = []Level{P50, P90, P99, P999}

// String writes the level as a percentile: 99.9 for P999.
func (l Level) String() string {
	return strconv.FormatFloat(float64(l)/100, 'f', -1, 64)
}

// levelRank is the nearest rank of level l among n values, rounded half
// up, in 1..n: HdrHistogram's, and the rest of the report's, from its one
// rule (internal/rank), as the model's recordings take theirs.
func levelRank(l Level, n int64) int64 { return rank.HalfUp(int64(l), 10_000, n) }

// atLevel returns level l of sorted values.
func atLevel(sorted []int64, l Level) int64 {
	return sorted[levelRank(l, int64(len(sorted)))-1]
}

// Figures are one recording's value at each of Levels, in ns.
type Figures [4]int64

// figuresOf sorts values in place and returns their figures.
func figuresOf(values []int64) Figures {
	slices.Sort(values)
	var f Figures
	for i, l := range Levels {
		f[i] = atLevel(values, l)
	}
	return f
}

// At returns the figure at level l.
func (f Figures) At(l Level) int64 { return f[slices.Index(Levels, l)] }

func ns(v int64) time.Duration { return time.Duration(v) }

// freeBound walks the lower bound a slot at a time, the slots in order:
// at each, the latest reply among the requests sent at or before the
// slot less spreadNs that found the server free, less the slot and
// spreadNs, and at least the least latency seen. A request found the
// server free if it was sent at or after every earlier reply: its wait
// was the server's own, not a queue of the tool's making (a closed loop's
// catch-up burst, an unpaced tool's excess). spreadNs is how much longer
// than the least a request's own work can take (its unhindered latency's
// spread): an open loop's request may take that much less than the one
// that met the pause (docs/audit-bound.md). reqs are sorted by send, and
// taken in turn.
type freeBound struct {
	reqs                  []Request
	leastNs, spreadNs     int64
	latestFree, latestAll int64
	j                     int
}

func newFreeBound(reqs []Request, leastNs, spreadNs int64) *freeBound {
	return &freeBound{reqs: reqs, leastNs: leastNs, spreadNs: spreadNs, latestFree: -1 << 62, latestAll: -1 << 62}
}

// at is the bound at the next slot, due at u: the slots come in order.
func (b *freeBound) at(u int64) int64 {
	for ; b.j < len(b.reqs) && b.reqs[b.j].SendNs <= u-b.spreadNs; b.j++ {
		r := b.reqs[b.j].ReplyNs()
		if b.reqs[b.j].SendNs >= b.latestAll {
			b.latestFree = max(b.latestFree, r)
		}
		b.latestAll = max(b.latestAll, r)
	}
	return max(b.leastNs, b.latestFree-b.spreadNs-u)
}

// freeSpread is how much longer than leastNs the requests of reqs, sorted
// by send, that found the server free and were answered within their
// type's slow threshold took: the spread of a request's own work and round trip, which no pause
// lengthened. A log with no such request shows none.
func freeSpread(reqs []Request, slow slowness, leastNs int64) int64 {
	latest, longest := int64(-1<<62), leastNs
	for _, r := range reqs {
		if r.SendNs >= latest && r.LatencyNs <= slow.of(r) {
			longest = max(longest, r.LatencyNs)
		}
		latest = max(latest, r.ReplyNs())
	}
	return longest - leastNs
}

// corrected returns the figures of HdrHistogram's
// recordValueWithExpectedInterval at interval I over sorted latencies: each
// value v is recorded, and with it v − I, v − 2I, … while at least I. The
// added values are counted, never made, so a long stall at a short
// interval costs no memory. It also returns how many it added.
func corrected(sorted []int64, I int64) (Figures, int64, error) {
	var added uint64
	for _, v := range sorted {
		if v >= 2*I {
			if added += uint64(v/I - 1); added > 1<<60 {
				return Figures{}, 0, fmt.Errorf("the correction at %v would add more than 2^60 samples", ns(I))
			}
		}
	}
	total := int64(len(sorted)) + int64(added)
	heads := correctedHeads(sorted, I)
	var f Figures
	for i, l := range Levels {
		want := levelRank(l, total)
		lo, hi := min(sorted[0], I), sorted[len(sorted)-1] // the added reach down to I; count(hi) = total ≥ want
		for lo < hi {
			mid := lo + (hi-lo)/2
			if countCorrected(sorted, heads, I, mid) >= want {
				hi = mid
			} else {
				lo = mid + 1
			}
		}
		f[i] = lo
	}
	return f, int64(added), nil
}

// countBlock is how many sorted values share one of correctedHeads'
// sums: memory of a sum per countBlock values, and at most countBlock − 1
// values summed again in each count.
const countBlock = 64

// correctedHeads are the corrected samples of the first k·countBlock
// values, for each k: each value v and its v/I − 1 added ones (those at
// most any x at or above v).
func correctedHeads(sorted []int64, I int64) []int64 {
	heads := make([]int64, 1, len(sorted)/countBlock+1)
	var n int64
	for j, v := range sorted {
		n += 1 + max(0, v/I-1)
		if (j+1)%countBlock == 0 {
			heads = append(heads, n)
		}
	}
	return heads
}

// countCorrected counts the corrected samples at most x: each value v at
// most x, and of the values v − kI (k ≥ 1, v − kI ≥ I) those at most x.
// The values at most x, a head of sorted, count as a whole (heads' sums,
// then the rest of the head's last block); only the values above x are
// counted one by one.
func countCorrected(sorted, heads []int64, I, x int64) int64 {
	head, _ := slices.BinarySearch(sorted, x+1) // the values at most x (x < the largest, so x + 1 does not overflow)
	n := heads[head/countBlock]
	for _, v := range sorted[head/countBlock*countBlock : head] {
		n += 1 + max(0, v/I-1)
	}
	for _, v := range sorted[head:] {
		m := v/I - 1 // the added values: v − I down to v − mI ≥ I; none below 2I
		first := int64(1)
		if v-x > I {
			first = (v - x + I - 1) / I // the least k with v − kI ≤ x
		}
		if first <= m {
			n += m - first + 1
		}
	}
	return n
}
