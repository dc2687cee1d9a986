package audit

import (
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
		if r.Conn < NoConn || int64(r.Conn) >= int64(len(reqs)) {
			return 0, false
		}
		most = max(most, int64(r.Conn))
	}
	return most, true
}

// connIDs numbers reqs' connections (NoConn one of them) from 0, in the
// order of their first requests, and returns each request's and how many
// there are.
func connIDs(reqs []Request) ([]int32, int) {
	ids := make([]int32, len(reqs))
	c := newConnNumbers(len(reqs))
	for i, r := range reqs {
		ids[i] = c.of(int64(r.Conn))
	}
	return ids, c.count()
}

// connNumbers number connections from 0 in the order they are first
// asked for: with a slice where they are canonical's, 0 to n − 1 (n at
// most the requests), as most are, else with a map. The slice grows with
// the highest connection seen, not with the log.
type connNumbers struct {
	dense  []int32 // NoConn's, then 0's on; −1 where not yet numbered
	sparse map[int64]int32
	limit  int64 // the connections the slice may hold: NoConn to limit − 1
	n      int32
}

func newConnNumbers(requests int) *connNumbers {
	return &connNumbers{sparse: map[int64]int32{}, limit: int64(requests)}
}

// of is conn's number, given it at the first asking.
func (c *connNumbers) of(conn int64) int32 {
	if conn < NoConn || conn >= c.limit {
		id, ok := c.sparse[conn]
		if !ok {
			id, c.n = c.n, c.n+1
			c.sparse[conn] = id
		}
		return id
	}
	if j := int(conn + 1); j >= len(c.dense) {
		grown := slices.Repeat([]int32{-1}, int(min(c.limit+1, int64(max(2*len(c.dense), j+1)))))
		copy(grown, c.dense)
		c.dense = grown
	}
	if c.dense[conn+1] < 0 {
		c.dense[conn+1], c.n = c.n, c.n+1
	}
	return c.dense[conn+1]
}

// count is how many connections have been numbered.
func (c *connNumbers) count() int { return int(c.n) }

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
		if _, ok := first[int64(r.Conn)]; !ok {
			first[int64(r.Conn)] = r.SendNs
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
