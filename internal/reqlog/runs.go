package reqlog

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
		// a run's first reply is past the one before: its gap was positive
		latestReply = max(latestReply, r.ReplyNs())
	}
	return append(runs, reqs[start:])
}

// closedUsers gives the requests of a log that names no thread to users,
// as closed loops would have sent them: each request, in the order of
// the sends, to the user whose last reply (or start) came first among
// those that had theirs by then (a user started and yet to send before
// any: Gatling runs a scenario's first request as its user starts), or
// to a new user if none had. live, the
// log's count of users, starts and ends them: each rise by k starts k
// users then, and each fall by k ends the k users that had their reply
// most lately (a user ends at its last reply, and Gatling writes its END
// then), or, where too few had theirs, the next to have it. A log whose
// format runs its users as closed loops but does not name them (Gatling
// from 3.4, whose REQUEST records dropped the user's id) is read so;
// each user's think times are the shortest the log allows at the front of
// the queue of users waiting. It returns the users started.
func closedUsers(reqs []Request, live []LiveCount) int64 {
	var free userHeap     // users that have their reply: by when it came
	var busy userHeap     // users waiting for a reply: by when it comes
	var fresh []userReply // users started that have sent nothing yet, in order of start
	users, prev, k, owed := int64(0), int64(0), 0, 0
	replied := func(atNs int64) { // busy users whose reply came by atNs
		for len(busy) > 0 && busy[0].replyNs <= atNs {
			u := heap.Pop(&busy).(userReply)
			if owed > 0 {
				owed-- // an end that waited for a user to have its reply
				continue
			}
			heap.Push(&free, u)
		}
	}
	for i := range reqs {
		r := &reqs[i]
		for ; k < len(live) && live[k].AtNs <= r.SendNs; k++ {
			replied(live[k].AtNs)
			for ; prev < live[k].Threads; prev++ {
				heap.Push(&free, userReply{user: users, replyNs: live[k].AtNs})
				fresh = append(fresh, userReply{user: users, replyNs: live[k].AtNs})
				users++
			}
			for ; prev > live[k].Threads; prev-- {
				if len(free) == 0 {
					owed++
					continue
				}
				j := free.latest()
				f := slices.IndexFunc(fresh, func(f userReply) bool { return f.user == free[j].user })
				if f >= 0 {
					fresh = slices.Delete(fresh, f, f+1) // a user that ended before it sent
				}
				heap.Remove(&free, j)
			}
		}
		replied(r.SendNs)
		var u userReply
		if len(fresh) > 0 { // a user started and yet to send: its first request
			u, fresh = fresh[0], fresh[1:]
			heap.Remove(&free, slices.IndexFunc(free, func(f userReply) bool { return f.user == u.user }))
		} else if len(free) > 0 {
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

// latest is the index of the user in h whose reply came last, ties by
// the higher user.
func (h userHeap) latest() int {
	j := 0
	for i, u := range h {
		if u.replyNs > h[j].replyNs || u.replyNs == h[j].replyNs && u.user > h[j].user {
			j = i
		}
	}
	return j
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

// NameUsers gives the requests of a log, sorted by send, to its users
// where its format runs them as closed loops but does not name them
// (Gatling 3.4 on), and says so.
func (log *Log) NameUsers() {
	if log.Format != FormatGatling && log.Format != FormatGatlingBin || len(log.Requests) == 0 || log.Requests[0].Conn != NoConn || len(log.Live) == 0 {
		return
	}
	n := closedUsers(log.Requests, log.Live)
	log.note(fmt.Sprintf("Gatling 3.4 on names no user in its REQUEST records: its requests are given to %d users as closed loops send them, each to the user whose reply came first among those that had theirs, the users started as its USER records start them; the threads below are those users", n))
}
