// Package orderstat finds exact order statistics of data too large to
// hold: the value of a given rank in each of many groups (a type's median
// latency, a thread's median think time), read in passes over the data,
// holding a few hundred counts or values a group at once, never the
// values themselves.
//
// The first pass counts each group's values, and counts them in
// log-spaced buckets (an eighth of a power of two each, as a coarse
// HdrHistogram would); each later pass either keeps the values of the range that holds the rank
// sought, if they are few, and takes the rank among them, or counts them
// again in Buckets equal parts of that range. A range narrows by a
// factor of Buckets a pass and a range of one value is its answer: a log
// bucket is at most 2^60 keys wide, so a group needs at most
// 1 + ⌈60/9⌉ = 8 passes, and a latency's median of 10^8 values about 4.
// Groups beyond what the first pass's budget counts take a pass more.
package orderstat

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"
)

// A Pass calls add with every value of the data and its group (0 to the
// groups − 1), the same values each time it is called.
type Pass func(add func(group int, v int64)) error

// Buckets is the parts a range is counted in, and the most values a
// group keeps, in a pass.
const Buckets = 512

// logBits are the bits of a value's mantissa the first pass buckets by:
// 8 buckets an octave.
const logBits = 3

// logBuckets is how many buckets the first pass counts a group in.
const logBuckets = (65 - logBits) << logBits

// key maps v to an unsigned key in the same order.
func key(v int64) uint64 { return uint64(v) ^ 1<<63 }

// value is key's inverse.
func value(k uint64) int64 { return int64(k ^ 1<<63) }

// logBucket is k's bucket in the first pass: k itself below 2^logBits,
// else its octave and the logBits bits after its leading one.
func logBucket(k uint64) int {
	if k < 1<<logBits {
		return int(k)
	}
	e := bits.Len64(k) - 1 // ≥ logBits
	return (e-logBits+1)<<logBits | int(k>>(e-logBits))&(1<<logBits-1)
}

// logRange is the keys of first-pass bucket b.
func logRange(b int) (lo, hi uint64) {
	if b < 1<<logBits {
		return uint64(b), uint64(b)
	}
	e := b>>logBits + logBits - 1
	lo = (1<<logBits | uint64(b)&(1<<logBits-1)) << (e - logBits)
	return lo, lo + 1<<(e-logBits) - 1
}

// A group is what is known of one group's answer: its keys in [lo, hi],
// inRange of them, hold it, as the want-th of those in that range.
type group struct {
	n, want, inRange int64
	lo, hi, step     uint64 // step: the width of a part, in a pass that counts
	logged           bool   // counted in log buckets once
	active           bool   // counted, or kept, in this pass
	counts           []int64
	kept             []int64
	done             bool
	answer           int64
}

// add counts, or keeps, v in this pass.
func (g *group) add(v int64) {
	k := key(v)
	switch {
	case !g.active || k < g.lo || k > g.hi:
	case g.kept != nil:
		g.kept = append(g.kept, v)
	case !g.logged:
		g.counts[logBucket(k)]++
	default:
		g.counts[(k-g.lo)/g.step]++
	}
}

// Select returns the value of rank rank(g, n) (1 to n, n the group's
// count of values) in each of groups groups, exactly, and the passes it
// took. A group with no value has the answer 0 and is not asked its
// rank. A pass holds at most budget numbers, counts and values kept,
// (or one group's, if that is more): the first pass counts the groups in
// log buckets in the order their first values come while the budget
// lasts, and each later pass takes the groups that wait in turn while
// it lasts. A group of at most Buckets values costs its values, so that
// thousands of small groups take one pass.
func Select(pass Pass, groups int, rank func(g int, n int64) int64, budget int) ([]int64, int, error) {
	gs := make([]group, groups)
	held := 0
	err := pass(func(i int, v int64) {
		g := &gs[i]
		if g.n++; g.n == 1 && held+logBuckets <= budget {
			g.active, g.hi, g.counts = true, 1<<64-1, make([]int64, logBuckets)
			held += logBuckets
		}
		g.add(v)
	})
	if err != nil {
		return nil, 1, err
	}
	for i := range gs {
		g := &gs[i]
		if g.done = g.n == 0; g.done {
			continue
		}
		if g.want = rank(i, g.n); g.want < 1 || g.want > g.n {
			return nil, 1, fmt.Errorf("orderstat: group %d: rank %d of %d values", i, g.want, g.n)
		}
		g.hi, g.inRange = 1<<64-1, g.n
		if err := g.settle(); err != nil {
			return nil, 1, fmt.Errorf("orderstat: group %d: %w", i, err)
		}
	}
	for passes := 2; ; passes++ {
		held = 0
		for i := range gs {
			g := &gs[i]
			if g.done {
				g.active = false
				continue
			}
			cost := Buckets
			switch {
			case g.inRange <= Buckets:
				cost = int(g.inRange)
			case !g.logged:
				cost = logBuckets
			}
			if g.active = held == 0 || held+cost <= budget; !g.active {
				continue
			}
			held += max(1, cost)
			switch {
			case g.inRange <= Buckets:
				g.kept = make([]int64, 0, g.inRange)
			case !g.logged:
				g.counts = make([]int64, logBuckets)
			default:
				g.counts, g.step = make([]int64, Buckets), (g.hi-g.lo)/Buckets+1
			}
		}
		if held == 0 {
			out := make([]int64, groups)
			for i, g := range gs {
				out[i] = g.answer
			}
			return out, passes - 1, nil
		}
		if err := pass(func(i int, v int64) { gs[i].add(v) }); err != nil {
			return nil, passes, err
		}
		for i := range gs {
			if err := gs[i].settle(); err != nil {
				return nil, passes, fmt.Errorf("orderstat: group %d: %w", i, err)
			}
		}
	}
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
	rangeOf := logRange
	if g.logged {
		lo, hi, step := g.lo, g.hi, g.step
		rangeOf = func(b int) (uint64, uint64) {
			l := lo + uint64(b)*step
			return l, min(l+step-1, hi)
		}
	}
	counts := g.counts
	g.counts, g.logged = nil, true
	var sum int64
	for _, c := range counts {
		sum += c
	}
	if sum != g.inRange {
		return errChanged
	}
	for b, c := range counts {
		if g.want <= c {
			g.lo, g.hi = rangeOf(b)
			g.inRange = c
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
