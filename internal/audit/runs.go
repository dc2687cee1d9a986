package audit

import (
	"container/heap"
	"fmt"
	"slices"
)

// The runs of a log. JMeter appends to the results file it is given, so
// one file often holds several tests, minutes to days apart, each with
// its threads named from 1 again. A run ends where nothing was in flight
// for far longer than any of its latencies and think times, or where the
// log's count of live threads fell to zero and nothing was in flight.

// minRunGapNs is the least silence between two runs: nothing in flight
// for a minute, the time JMeter takes to start and more.
const minRunGapNs = 60_000_000_000

// runGapFactor is how many times a run's longest latency and longest
// think time a silence must exceed to end it.
const runGapFactor = 10

// SplitRuns splits reqs, sorted by send, into runs; live is the log's
// count of live threads, if it gives one. Each run is a subslice of reqs.
func SplitRuns(reqs []Request, live []LiveCount) [][]Request {
	var zeros []int64 // when the live count fell to zero
	for _, c := range live {
		if c.Threads == 0 {
			zeros = append(zeros, c.AtNs)
		}
	}
	var runs [][]Request
	start := 0
	latestReply := int64(-1 << 62)
	var longestLatency, longestThink int64
	lastReply := map[int64]int64{}
	for i, r := range reqs {
		if i > start {
			gap := r.SendNs - latestReply
			longest := max(minRunGapNs, runGapFactor*longestLatency, runGapFactor*longestThink)
			fell := false
			if gap > 0 {
				k, _ := slices.BinarySearch(zeros, latestReply)
				fell = k < len(zeros) && zeros[k] <= r.SendNs
			}
			if gap > longest || fell {
				runs = append(runs, reqs[start:i])
				start, longestLatency, longestThink = i, 0, 0
				clear(lastReply)
			}
		}
		if r.Conn != NoConn {
			if prev, ok := lastReply[r.Conn]; ok {
				longestThink = max(longestThink, r.SendNs-prev)
			}
			lastReply[r.Conn] = r.ReplyNs()
		}
		longestLatency = max(longestLatency, r.LatencyNs)
		if i == start {
			latestReply = r.ReplyNs()
		}
		latestReply = max(latestReply, r.ReplyNs())
	}
	return append(runs, reqs[start:])
}

// maxPerSecond is the most sends of reqs, sorted by send, in any second.
func maxPerSecond(reqs []Request) int64 {
	var most int64
	j := 0
	for i, r := range reqs {
		for reqs[j].SendNs <= r.SendNs-1e9 {
			j++
		}
		most = max(most, int64(i-j+1))
	}
	return most
}

// longestSilence is the longest time between two sends of reqs, sorted
// by send, and when it began.
func longestSilence(reqs []Request) (fromNs, lengthNs int64) {
	for i := 1; i < len(reqs); i++ {
		if g := reqs[i].SendNs - reqs[i-1].SendNs; g > lengthNs {
			fromNs, lengthNs = reqs[i-1].SendNs, g
		}
	}
	return fromNs, lengthNs
}

// spanOf is a run's span: from its first send to its last reply.
func spanOf(reqs []Request) int64 {
	last := reqs[0].ReplyNs()
	for _, r := range reqs {
		last = max(last, r.ReplyNs())
	}
	return last - reqs[0].SendNs
}

// errImpossible marks a run whose figures cannot be: refused, its reason
// stated, rather than audited.
type errImpossible struct{ reason string }

func (e errImpossible) Error() string { return e.reason }

// check refuses a run's audit whose figures cannot be: a plan finer than
// the log's clock, or faster than the most the tool ever sent in a
// second; a re-timing longer than the run; or more than twice as many
// slots as requests that no silence of the run explains. It returns the
// silence that explains the slots, if one must be named.
func check(res *Result, reqs []Request, given bool) (string, error) {
	p := res.Plan
	typical := res.Recorded.At(P50)
	if res.ResolutionNs > 1 && res.ResolutionNs > max(typical, 1) && res.ResolutionNs >= 1e9 {
		return "", errImpossible{fmt.Sprintf("the log's clock (%v) is coarser than its typical latency (%v): a plan and a re-timing would rest on its rounding; write the log with finer times (k6: K6_CSV_TIME_FORMAT=unix_micro, or --out json)", ns(res.ResolutionNs), ns(typical))}
	}
	if !given && res.Threads == nil {
		if p.IntervalNs < res.ResolutionNs {
			return "", errImpossible{fmt.Sprintf("the plan it would infer, one request every %v, is finer than the log's clock (%v): its sends cannot show a plan; give the one meant with -interval", ns(p.IntervalNs), ns(res.ResolutionNs))}
		}
		if most := maxPerSecond(reqs); spanOf(reqs) >= 1e9 && 1e9/p.IntervalNs > most {
			return "", errImpossible{fmt.Sprintf("the plan it would infer, %d requests a second, is faster than the most the tool sent in any second of the run (%d): the plan is not the tool's; give the one meant with -interval", 1e9/p.IntervalNs, most)}
		}
	}
	span := spanOf(reqs)
	for _, row := range res.Rows()[1:] {
		if v := row.Figures[len(row.Figures)-1]; v > span && row.Name != "corrected" {
			return "", errImpossible{fmt.Sprintf("the %s re-timing's p99.9 (%v) is longer than the run itself (%v): its assumption does not hold here, and no figure is stated", row.Name, ns(v), ns(span))}
		}
	}
	if p.Slots > 2*res.Requests {
		from, length := longestSilence(reqs)
		if res.Threads == nil && length/max(1, p.IntervalNs)*2 < p.Slots-res.Requests && !given {
			return "", errImpossible{fmt.Sprintf("a plan of %d slots for %d requests sent, which no silence of the run explains (the longest, %v): the plan inferred is not the tool's; give the one meant with -interval", p.Slots, res.Requests, ns(length))}
		}
		return fmt.Sprintf("%d slots for %d requests sent: the tool sent nothing for %v from %v into the run", p.Slots, res.Requests, ns(length).Round(ns(1000)), ns(from-reqs[0].SendNs).Round(ns(1000))), nil
	}
	return "", nil
}

// closedUsers gives the requests of a log that names no thread to users,
// as closed loops would have sent them: each request, in the order of
// the sends, to the user whose last reply (or start) came first among
// those that had theirs by then, or to a new user if none had. live, the
// log's count of users, starts them: each rise by k starts k users then.
// A log whose format runs its users as closed loops but does not name
// them (Gatling from 3.4, whose REQUEST records dropped the user's id) is
// read so; each user's think times are the shortest the log allows at
// the front of the queue of users waiting.
func closedUsers(reqs []Request, live []LiveCount) int64 {
	var free userHeap // users that have their reply: by when it came
	var busy userHeap // users waiting for a reply: by when it comes
	users, prev, k := int64(0), int64(0), 0
	for i := range reqs {
		r := &reqs[i]
		for ; k < len(live) && live[k].AtNs <= r.SendNs; k++ {
			for ; prev < live[k].Threads; prev++ {
				heap.Push(&free, userReply{user: users, replyNs: live[k].AtNs})
				users++
			}
			prev = live[k].Threads
		}
		for len(busy) > 0 && busy[0].replyNs <= r.SendNs {
			heap.Push(&free, heap.Pop(&busy))
		}
		var u userReply
		if len(free) > 0 {
			u = heap.Pop(&free).(userReply)
		} else {
			u.user = users
			users++
		}
		r.Conn = u.user
		heap.Push(&busy, userReply{user: u.user, replyNs: r.ReplyNs()})
	}
	return users
}

// userReply is a user and the time of its last reply.
type userReply struct{ user, replyNs int64 }

// userHeap orders users by their reply, ties by user.
type userHeap []userReply

func (h userHeap) Len() int { return len(h) }
func (h userHeap) Less(a, b int) bool {
	return h[a].replyNs < h[b].replyNs || h[a].replyNs == h[b].replyNs && h[a].user < h[b].user
}
func (h userHeap) Swap(a, b int) { h[a], h[b] = h[b], h[a] }
func (h *userHeap) Push(x any)   { *h = append(*h, x.(userReply)) }
func (h *userHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}
