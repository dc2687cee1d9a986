// Package orderstat finds exact order statistics of data too large to
// hold: the value of a given rank in each of many groups (a type's median
// latency, a thread's median think time), read in passes over the data,
// holding a few hundred counts or values a group at once, never the
// values themselves.
//
// The first pass counts each group's values, and counts them in
// log-spaced parts (an eighth of a power of two each, as a coarse
// HdrHistogram would), keeping each part's least and most value; each
// later pass either keeps the values of the range that holds the rank
// sought, if they are few, and takes the rank among them, or counts them
// again in Buckets equal parts of that range. The range is the least to
// the most value of the part that holds the rank, so a part of one value
// is the answer at once (latencies written in whole ms fall one to a
// part), and a range narrows by a factor of Buckets a pass at the least:
// a log part is at most 2^59 keys wide, so a group needs at most
// 1 + ⌈59/9⌉ = 8 passes. Groups beyond what the first pass's budget
// counts take a pass more.
package orderstat

import (
	"errors"
	"fmt"
	"slices"
)

// A Pass calls add with every value of the data and its group (0 to the
// groups − 1), the same values each time it is called.
type Pass func(add func(group int, v int64)) error

// Buckets is the parts a range is counted in, and the most values a
// group keeps, in a pass.
const Buckets = 512

// A group is what is known of one group's answer: its keys in [lo, hi],
// inRange of them, hold it, as the want-th of those in that range.
type group struct {
	n, want, inRange int64
	lo, hi, step     uint64 // step: the width of a part, in a pass that counts
	logged           bool   // counted in log buckets once
	active           bool   // counted, or kept, in this pass
	counts           []int64
	least, most      []uint64 // each part's least and most key counted: a part narrows to them
	kept             []int64
	done             bool
	answer           int64
	sameAs           int // 1 + the index of the rank sought in its stead (its group's, asked before): its answer is that one's
}

// add counts, or keeps, v in this pass.
func (g *group) add(v int64) {
	k := key(v)
	switch {
	case !g.active || k < g.lo || k > g.hi:
	case g.kept != nil:
		g.kept = append(g.kept, v)
	case !g.logged:
		g.count(logBucket(k), k)
	default:
		g.count(int((k-g.lo)/g.step), k)
	}
}

// count counts key k in part b.
func (g *group) count(b int, k uint64) {
	if g.counts[b] == 0 {
		g.least[b], g.most[b] = k, k
	} else {
		g.least[b], g.most[b] = min(g.least[b], k), max(g.most[b], k)
	}
	g.counts[b]++
}

// parts makes the counts of n parts, and their least and most keys.
func (g *group) parts(n int) {
	g.counts, g.least, g.most = make([]int64, n), make([]uint64, n), make([]uint64, n)
}

// Select returns the value of rank rank(g, n) (1 to n, n the group's
// count of values) in each of groups groups, exactly, and the passes it
// took: SelectRanks of one rank a group.
func Select(pass Pass, groups int, rank func(g int, n int64) int64, budget int) ([]int64, int, error) {
	return SelectRanks(pass, groups, 1, func(g int, n int64, into []int64) { into[0] = rank(g, n) }, budget)
}

// SelectRanks returns the values of ranks ranks of each of groups groups,
// exactly, and the passes it took: ranks(g, n, into) gives group g's
// ranks (each 1 to n, n its count of values) in into, which holds k; the
// answer to group g's j-th is out[g·k + j]. A group with no value has
// the answers 0 and is not asked its ranks. The first pass counts each
// group's values once for all its ranks; a later pass seeks each rank
// on its own. A pass holds at most budget numbers, counts and values
// kept, (or one rank's, if that is more): the first pass counts the
// groups in log buckets in the order their first values come while the
// budget lasts, and each later pass takes the ranks that wait in turn
// while it lasts. A rank of at most Buckets values in range costs its
// values, so that thousands of small groups take one pass.
func SelectRanks(pass Pass, groups, k int, ranks func(g int, n int64, into []int64), budget int) ([]int64, int, error) {
	if k < 1 {
		return nil, 0, fmt.Errorf("orderstat: %d ranks a group, want at least 1", k)
	}
	first, err := countFirst(pass, groups, budget)
	if err != nil {
		return nil, 1, err
	}
	qs, err := seek(first, k, ranks)
	if err != nil {
		return nil, 1, err
	}
	for passes := 2; ; passes++ {
		held := schedule(qs, budget)
		if held == 0 {
			out := make([]int64, len(qs))
			for i, q := range qs {
				out[i] = q.answer
				if q.sameAs > 0 {
					out[i] = qs[q.sameAs-1].answer
				}
			}
			return out, passes - 1, nil
		}
		err := pass(func(i int, v int64) {
			for j := i * k; j < (i+1)*k; j++ {
				qs[j].add(v)
			}
		})
		if err != nil {
			return nil, passes, err
		}
		for j := range qs {
			if err := qs[j].settle(); err != nil {
				return nil, passes, fmt.Errorf("orderstat: group %d: %w", j/k, err)
			}
		}
	}
}

// countFirst is the first pass: each group's count of values, and their
// counts in log buckets for the groups whose first values come while
// budget lasts.
func countFirst(pass Pass, groups, budget int) ([]group, error) {
	first := make([]group, groups)
	held := 0
	err := pass(func(i int, v int64) {
		g := &first[i]
		if g.n++; g.n == 1 && held+3*logBuckets <= budget {
			g.active, g.hi = true, 1<<64-1
			g.parts(logBuckets)
			held += 3 * logBuckets
		}
		g.add(v)
	})
	return first, err
}

// seek lays out the k ranks sought of each group counted in first, each
// settled on its group's counts where the first pass counted it: the
// answer, or the part that holds it; a rank its group is asked twice is
// sought once.
func seek(first []group, k int, ranks func(g int, n int64, into []int64)) ([]group, error) {
	qs := make([]group, len(first)*k)
	want := make([]int64, k)
	for i := range first {
		f := &first[i]
		if f.n == 0 {
			for j := range k {
				qs[i*k+j].done = true
			}
			continue
		}
		ranks(i, f.n, want)
		for j, w := range want {
			q := &qs[i*k+j]
			if w < 1 || w > f.n {
				return nil, fmt.Errorf("orderstat: group %d: rank %d of %d values", i, w, f.n)
			}
			if same := slices.Index(want[:j], w); same >= 0 {
				q.done, q.sameAs = true, i*k+same+1 // sought once
				continue
			}
			// the group's counts, shared: settle only reads them
			q.n, q.want, q.hi, q.inRange = f.n, w, 1<<64-1, f.n
			q.active, q.counts, q.least, q.most = f.active, f.counts, f.least, f.most
			if err := q.settle(); err != nil {
				return nil, fmt.Errorf("orderstat: group %d: %w", i, err)
			}
		}
		*f = group{}
	}
	return qs, nil
}

// schedule readies the groups that wait for the next pass, in turn,
// while budget lasts (always one), each to count its range in log parts
// or in Buckets equal parts, or to keep its values where at most Buckets
// are left, and returns what they hold: 0 where none waits.
func schedule(gs []group, budget int) int {
	held := 0
	for i := range gs {
		g := &gs[i]
		if g.done {
			g.active = false
			continue
		}
		cost := 3 * Buckets
		switch {
		case g.inRange <= Buckets:
			cost = int(g.inRange)
		case !g.logged:
			cost = 3 * logBuckets
		}
		if g.active = held == 0 || held+cost <= budget; !g.active {
			continue
		}
		held += max(1, cost)
		switch {
		case g.inRange <= Buckets:
			g.kept = make([]int64, 0, g.inRange)
		case !g.logged:
			g.parts(logBuckets)
		default:
			g.parts(Buckets)
			g.step = (g.hi-g.lo)/Buckets + 1
		}
	}
	return held
}

// settle takes what this pass counted or kept: the answer, from the
// values kept, or the part of the range that holds it.
func (g *group) settle() error {
	switch {
	case !g.active:
		return nil
	case g.kept != nil:
		if int64(len(g.kept)) != g.inRange {
			return errChanged
		}
		slices.Sort(g.kept)
		g.answer, g.done, g.kept = g.kept[g.want-1], true, nil
		return nil
	}
	counts, least, most := g.counts, g.least, g.most
	g.counts, g.least, g.most, g.logged = nil, nil, nil, true
	var sum int64
	for _, c := range counts {
		sum += c
	}
	if sum != g.inRange {
		return errChanged
	}
	for b, c := range counts {
		if g.want <= c {
			// the part's own keys, not its width: a part of one key
			// (latencies in whole ms) is the answer
			g.lo, g.hi, g.inRange = least[b], most[b], c
			if g.lo == g.hi {
				g.answer, g.done = value(g.lo), true
			}
			return nil
		}
		g.want -= c
	}
	return errChanged // unreachable: want ≤ inRange = sum
}

// errChanged is a pass that did not give the values the one before gave.
var errChanged = errors.New("the data changed between passes")
