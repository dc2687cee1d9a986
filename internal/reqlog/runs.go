package reqlog

import (
	"container/heap"
	"fmt"
	"slices"
)

// The runs of a log. JMeter appends to the results file it is given, so
// one file often holds several tests, minutes to days apart, each with
// its threads named from 1 again. A run ends at a silence (nothing in
// flight: every request sent had its reply) far longer than any interval
// the runs on either side of it showed, whatever its length in time:
// more than runGapFactor times the longest silence within each side, and
// the longest time from a reply to its thread's next send (a think time);
// or where the log's count of live threads fell to zero in it. A long
// latency is no interval: a closed loop waiting for a reply is not idle.
// A silence of a second or less ends none.
// Each side must show an interval (minRunRequests requests), and where
// the log names its threads or users, the run after the silence must
// name one that the log named before it: a new test numbers its threads
// from 1 again, while users who arrive one by one (an open model, whose
// silences between users can be long) never take an earlier user's name.

// runGapFactor is how many times each side's longest interval a silence
// must exceed to end a run.
const runGapFactor = 10

// minRunRequests is the fewest requests a run has: one interval shown.
const minRunRequests = 2

// minRunSilenceNs is the shortest silence that ends a run, however idle
// the runs beside it: a second, less than any tool takes to start a
// test again.
const minRunSilenceNs = 1_000_000_000

// A runCut is a silence that may end a run: the request after it, its
// length, and whether the live threads fell to zero in it.
type runCut struct {
	at        int
	silenceNs int64
	fell      bool
}

// A runSide is the part of a log between two cuts: its first request,
// its longest interval, and whether it names a thread named before it.
type runSide struct {
	from      int
	longestNs int64
	renames   bool
}

// SplitRuns splits reqs, sorted by send, into runs; live is the log's
// count of live threads, if it gives one. Each run is a subslice of reqs.
// A first pass finds each silence longer than runGapFactor times the
// longest interval since the last one it kept (cutsOf); a second keeps
// those that are as long against the side after them as well, merging
// the sides of each other.
func SplitRuns(reqs []Request, live []LiveCount) [][]Request {
	cuts, sides := cutsOf(reqs, live)
	names := len(reqs) > 0 && reqs[0].Conn != NoConn
	var runs [][]Request
	left := sides[0]
	for k, c := range cuts {
		right := sides[k+1]
		to := len(reqs)
		if k+2 < len(sides) {
			to = sides[k+2].from
		}
		long := c.silenceNs > runGapFactor*right.longestNs || c.fell
		if long && to-right.from >= minRunRequests && (!names || right.renames) {
			runs = append(runs, reqs[left.from:c.at])
			left = right
			continue
		}
		left.longestNs = max(left.longestNs, right.longestNs, c.silenceNs) // one run: the silence within it
	}
	return append(runs, reqs[left.from:])
}

// cutsOf is SplitRuns' first pass: the silences of reqs, sorted by send,
// that may end a run, against the side before each, and the sides
// between them.
func cutsOf(reqs []Request, live []LiveCount) ([]runCut, []runSide) {
	var zeros []int64 // when the live count fell to zero
	for _, c := range live {
		if c.Threads == 0 {
			zeros = append(zeros, c.AtNs)
		}
	}
	type seen struct {
		replyNs int64
		side    int
	}
	named := map[int32]seen{}
	var cuts []runCut
	sides := []runSide{{}}
	latestReply := int64(-1 << 62)
	for i, r := range reqs {
		cur := &sides[len(sides)-1]
		if i > 0 {
			gap := r.SendNs - latestReply
			fell := false
			if gap > 0 {
				k, _ := slices.BinarySearch(zeros, latestReply)
				fell = k < len(zeros) && zeros[k] <= r.SendNs
			}
			if (gap > runGapFactor*cur.longestNs && gap > minRunSilenceNs || fell) && i-cur.from >= minRunRequests {
				cuts = append(cuts, runCut{at: i, silenceNs: gap, fell: fell})
				sides = append(sides, runSide{from: i})
				cur = &sides[len(sides)-1]
			} else {
				cur.longestNs = max(cur.longestNs, gap) // a silence within the run
			}
		}
		if r.Conn != NoConn {
			if prev, ok := named[r.Conn]; ok {
				if prev.side == len(sides)-1 {
					cur.longestNs = max(cur.longestNs, r.SendNs-prev.replyNs)
				} else {
					cur.renames = true
				}
			}
			named[r.Conn] = seen{r.ReplyNs(), len(sides) - 1}
		}
		latestReply = max(latestReply, r.ReplyNs())
	}
	return cuts, sides
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
		r.Conn = int32(u.user) // fewer users than requests, which number in 32 bits
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

// UsersInOrder says whether NameUsers may give the log's requests to
// users in the order they come: sorted by send, those sent at once then
// must be in the order the log wrote them (a Gatling log with its users'
// starts and ends).
func (log *Log) UsersInOrder() bool {
	return (log.Format == FormatGatling || log.Format == FormatGatlingBin) && len(log.Live) > 0
}

// NameUsers gives the requests of a log, sorted by send, to its users
// where its format runs them as closed loops but does not name them
// (Gatling 3.4 on), and says so.
func (log *Log) NameUsers() {
	if !log.UsersInOrder() || len(log.Requests) == 0 || log.Requests[0].Conn != NoConn {
		return
	}
	n := closedUsers(log.Requests, log.Live)
	log.note(fmt.Sprintf("Gatling 3.4 on names no user in its REQUEST records: its requests are given to %d users as closed loops send them, each to the user whose reply came first among those that had theirs, the users started as its USER records start them; the threads below are those users", n))
}
