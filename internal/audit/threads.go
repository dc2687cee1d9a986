package audit

import (
	"math"
	"slices"

	"coordinated-omission/internal/orderstat"
)

// The plan of a thread workload: a log whose threads (JMeter's threads,
// k6's virtual users, Gatling's users) each ran a closed loop, waiting for
// each reply and thinking before the next send, with no schedule of their
// own to keep. Its plan is each thread's own pace when nothing hindered
// it: the thread's first send where the log has it (a ramp started it
// then, whatever the server did), and each next send its think time after
// the reply the request would have had unhindered. The re-timings then
// hold on a server of K workers behind one queue (docs/audit-bound.md).

// A ThreadPlan is the plan a thread workload was meant to keep.
type ThreadPlan struct {
	Threads int64
	// RampNs is from the first thread's first send to the last thread's.
	RampNs int64
	// ThinkNs is the median time from a reply to its thread's next send,
	// PaceNs the median time between a thread's sends, both where nothing
	// was slow.
	ThinkNs, PaceNs int64
	// Types counts the request types; Pooled those with fewer than
	// minTypeRequests requests, whose least latency is taken together.
	Types, Pooled int
	// Workers is the server's workers, given (WorkersGiven) or inferred:
	// the most requests in flight while each was answered within its
	// type's least latency and the log's resolution.
	Workers      int64
	WorkersGiven bool
	// Unqueued says the server never queued the requests: their latency
	// did not rise with the requests in flight, and Workers is the most
	// in flight, a server never short of workers that the replays serve
	// through as many as they need; or the workers given were never all
	// busy.
	Unqueued bool
	// Bounded says the threads ran to a duration, not for a count of
	// requests, so that the time a pause took from them would have
	// carried Extra more requests before each thread's last send.
	Bounded bool
	Extra   int64
	// Floors are each type's least latency, by label.
	Floors []int64
	// BusyPct is how much of the time the server worked, once the ramp
	// was over, its workers were busy with the plan's service times: at
	// 90 % or more the threads saturated it, and an open schedule at their
	// pace queues without bound.
	BusyPct float64
}

// Saturated reports whether the threads kept the server's workers busy
// 90 % of the time it worked or more: never, where the replays have as
// many workers as they need.
func (tp *ThreadPlan) Saturated() bool { return tp.BusyPct >= 90 }

// minTypeRequests is the fewest requests a type needs for its own least
// latency; the rarer types share theirs.
const minTypeRequests = 20

// A slot is one planned send: when, of which type, and, in a thread
// plan, the log's request it sends (an index into it), or −1 − its
// thread for an Extra slot (it packs into the bytes that would pad the
// type).
type slot struct {
	atNs  int64
	label int32
	of    int32
}

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

// forEachPair calls f with each thread's consecutive requests, in the
// order of their sends; reqs are sorted by send.
func forEachPair(reqs []Request, f func(prev, r Request)) {
	if most, ok := denseConns(reqs); ok {
		// canonical's numbers, each request's slot its own: NoConn first
		last := slices.Repeat([]int32{-1}, int(most)+2)
		for i, r := range reqs {
			if j := last[r.Conn+1]; j >= 0 {
				f(reqs[j], r)
			}
			last[r.Conn+1] = int32(i)
		}
		return
	}
	ids, k := connIDs(reqs)
	last := slices.Repeat([]int{-1}, k)
	for i, r := range reqs {
		if j := last[ids[i]]; j >= 0 {
			f(reqs[j], r)
		}
		last[ids[i]] = i
	}
}

// denseConns reports whether reqs' connections are numbered as canonical
// numbers them, from NoConn to below len(reqs), and the most of them.
func denseConns(reqs []Request) (most int64, ok bool) {
	most = NoConn
	for _, r := range reqs {
		if r.Conn < NoConn || r.Conn >= int64(len(reqs)) {
			return 0, false
		}
		most = max(most, r.Conn)
	}
	return most, true
}

// connIDs numbers reqs' connections (NoConn one of them) from 0, in the
// order of their first requests, and returns each request's and how many
// there are: with a slice where they are canonical's, 0 to n − 1, as
// most are, else with a map.
func connIDs(reqs []Request) ([]int32, int) {
	ids := make([]int32, len(reqs))
	dense := slices.Repeat([]int32{-1}, len(reqs)+1) // NoConn, then 0 to n − 1
	sparse := map[int64]int32{}
	k := int32(0)
	for i, r := range reqs {
		var id int32
		if r.Conn >= NoConn && r.Conn < int64(len(reqs)) {
			if dense[r.Conn+1] < 0 {
				dense[r.Conn+1], k = k, k+1
			}
			id = dense[r.Conn+1]
		} else {
			var ok bool
			if id, ok = sparse[r.Conn]; !ok {
				id, k = k, k+1
				sparse[r.Conn] = id
			}
		}
		ids[i] = id
	}
	return ids, int(k)
}

// typeFloors returns each label's least latency: a label's own, where it
// has minTypeRequests requests or more, else the least of the rare
// labels', taken together; and how many labels were pooled.
func typeFloors(reqs []Request, labels int) ([]int64, int) {
	least := make([]int64, labels)
	count := make([]int64, labels)
	for i := range least {
		least[i] = 1<<63 - 1
	}
	for _, r := range reqs {
		least[r.Label] = min(least[r.Label], r.LatencyNs)
		count[r.Label]++
	}
	pooled, pooledLeast := 0, int64(1<<63-1)
	for t := range least {
		if count[t] > 0 && count[t] < minTypeRequests {
			pooled++
			pooledLeast = min(pooledLeast, least[t])
		}
	}
	for t := range least {
		if count[t] < minTypeRequests {
			least[t] = pooledLeast
		}
	}
	return least, pooled
}

// describeThreads fills the plan's words: threads, ramp, think time and
// pace, from reqs sorted by send.
func describeThreads(reqs []Request, slow slowness, tp *ThreadPlan) error {
	first := map[int64]int64{}
	for _, r := range reqs {
		if _, ok := first[r.Conn]; !ok {
			first[r.Conn] = r.SendNs
		}
	}
	tp.Threads = int64(len(first))
	lo, hi := int64(1<<63-1), int64(-1<<63)
	for _, at := range first {
		lo, hi = min(lo, at), max(hi, at)
	}
	tp.RampNs = hi - lo
	// the think times' median and the paces', in passes over the pairs
	// (orderstat): no array of either
	m, err := medianOfPairs(reqs, slow)
	tp.ThinkNs, tp.PaceNs = m[0], m[1]
	return err
}

// medianOfPairs is the median think time (from a reply to its thread's
// next send, at least 0) and the median pace (from a send to its
// thread's next) of the pairs of a thread's requests in turn whose first
// was not slow, 0 for none, exactly.
func medianOfPairs(reqs []Request, slow slowness) ([2]int64, error) {
	v, _, err := orderstat.Select(func(add func(int, int64)) error {
		forEachPair(reqs, func(prev, r Request) {
			if prev.LatencyNs <= slow.of(prev) {
				add(0, max(0, r.SendNs-prev.ReplyNs()))
				add(1, r.SendNs-prev.SendNs)
			}
		})
		return nil
	}, 2, func(_ int, n int64) int64 { return levelRank(P50, n) }, statsBudget)
	if err != nil {
		return [2]int64{}, err
	}
	return [2]int64{v[0], v[1]}, nil
}
