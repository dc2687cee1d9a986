package audit

import (
	"math"

	"coordinated-omission/internal/orderstat"
)

// isThreadWorkload reports whether reqs, sorted by send, are a thread
// workload: every request names its thread, nearly every thread waited
// for each reply before sending again, and no thread kept a schedule: a
// thread that kept one sends sooner after a slow reply, to catch up, than
// after a quick one, and a thread that thinks waits its think time after
// either. Two readings of slow are tried, and either that shows a pacer
// decides: slower than its type's slow threshold (a pause shorter than a
// pacer's interval still shortens its wait for the next send), and slower
// than that and than the median time between a thread's sends (a pacer
// catches up at once only where a reply came after its next send was
// due; a client slowed by a busy machine makes many replies a few times
// the median, which a pacer of a longer interval absorbs, so that they
// hide the catch-up among them).
func isThreadWorkload(reqs []Request, s Sending, slow slowness, resolutionNs int64) (bool, error) {
	if s.Conns == 0 || s.Pairs == 0 || s.Waited*100 < s.Pairs*closedSharePct {
		return false, nil
	}
	pace, err := medianGap(reqs)
	if err != nil {
		return false, err
	}
	for _, slowOf := range []func(prev Request) int64{
		func(prev Request) int64 { return slow.of(prev) },
		func(prev Request) int64 { return max(slow.of(prev), pace) },
	} {
		if caught, err := caughtUp(reqs, slowOf, resolutionNs); caught || err != nil {
			return false, err
		}
	}
	return true, nil
}

// medianGap is the median time from a send to its thread's next, over
// every pair, slow or not, exactly, in passes over them (orderstat).
func medianGap(reqs []Request) (int64, error) {
	v, _, err := orderstat.Select(func(add func(int, int64)) error {
		forEachPair(reqs, func(prev, r Request) { add(0, r.SendNs-prev.SendNs) })
		return nil
	}, 1, func(_ int, n int64) int64 { return levelRank(P50, n) }, statsBudget)
	if err != nil {
		return 0, err
	}
	return v[0], nil
}

// caughtUp reports whether the threads of reqs sent sooner after a reply
// slower than slowOf says than after a quick one, as a pacer catching up
// does: after a slow reply it sends at once, or sooner than after a
// quick one, where a thinker waits the same, its think times after slow
// replies drawn as those after quick ones. Under half as long is a
// pacer's, and between half and four fifths only where a draw of them
// would not fall so low by chance. Where nothing was slow, or the
// threads sent at once after quick replies too, none caught up. The two
// medians, and the share of quick think times under the slow ones',
// come from passes over the pairs (orderstat): no array of think times.
func caughtUp(reqs []Request, slowOf func(prev Request) int64, resolutionNs int64) (bool, error) {
	var n [2]int64 // the think times after quick replies, and after slow ones
	thinks := func(each func(slow int, think int64)) {
		forEachPair(reqs, func(prev, r Request) {
			think, slow := max(0, r.SendNs-prev.ReplyNs()), 0
			if prev.LatencyNs > slowOf(prev) {
				slow = 1
			}
			each(slow, think)
		})
	}
	medians, _, err := orderstat.Select(func(add func(int, int64)) error {
		n = [2]int64{}
		thinks(func(slow int, think int64) { n[slow]++; add(slow, think) })
		return nil
	}, 2, func(_ int, n int64) int64 { return levelRank(P50, n) }, statsBudget)
	if err != nil || n[1] == 0 || n[0] == 0 {
		return false, err // nothing was slow: a schedule kept or not, nothing to catch up
	}
	quick, m := medians[0], medians[1]
	if quick <= resolutionNs {
		return false, nil // no think time: it sent at once, on no schedule
	}
	if 5*m >= 4*quick {
		return false, nil
	}
	if 2*m < quick {
		return true, nil
	}
	var below int64 // the quick think times under m
	thinks(func(slow int, think int64) {
		if slow == 0 && think < m {
			below++
		}
	})
	return belowChance(n[1], below, n[0]), nil
}

// belowChance reports whether the median of slow think times, of which
// there are nSlow, stands so low among nQuick quick ones, below of which
// are under it, that it is no draw of the same think times: below a
// share of quick that a median of nSlow draws of them falls under by
// chance about once in a thousand (three of its standard errors,
// 1/(2·√n), under the middle), and below 10 % of them however many. It
// needs minChanceDraws draws: a median of n draws falls under the 10th
// percentile by chance with the odds of n/2 or more of them doing so,
// 1 in 10 for one draw and about 1 in 1,000 for nine (binomial).
func belowChance(nSlow, below, nQuick int64) bool {
	if nSlow < minChanceDraws {
		return false
	}
	share := float64(below) / float64(nQuick)
	return share < max(0.1, 0.5-1.5/math.Sqrt(float64(nSlow)))
}

// minChanceDraws is the fewest think times after slow replies whose
// median belowChance weighs.
const minChanceDraws = 9
