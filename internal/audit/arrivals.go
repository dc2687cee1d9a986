package audit

import (
	"cmp"
	"slices"
)

// How a run's users came, told from its log (docs/audit-arrivals.md):
//
//   - ArrivalsPlan: a tool that keeps a rate plan of its own (vegeta,
//     fortio -qps, wrk2, hey -q), or a log that names no user: the
//     audit re-times its requests on that plan.
//   - ArrivalsClosed: a number of users held. Either threads that loop
//     their script (JMeter's loops, Locust's users, k6's constant-vus),
//     each a closed loop, seen in the repeats of their requests' names or
//     in their ends, at the end of the run; or users of one session each, a new one started
//     as one ends (Gatling's injectClosed). What a slow server held back
//     is the sessions' starts.
//   - ArrivalsOpen: users that start on a schedule of their own, whatever
//     the server does (Gatling's injectOpen, JMeter threads of one
//     iteration ramped up, Artillery's phases, k6's arrival-rate
//     executors), each running one session and leaving. A user's next
//     request waits for its reply, as a person's would: nothing is hidden
//     between users.
const (
	ArrivalsPlan   = "plan"
	ArrivalsOpen   = "open"
	ArrivalsClosed = "closed"
)

// followNs is how soon after another user's end a user's start must come
// to follow it, at the least: a closed model starts a new user as one
// ends, within a tool's own delay; open arrivals fall so close by chance
// alone, at high rates.
const followNs = 2_000_000

// followSharePct is the share of the starts, among those after the first
// user's end, that must follow an end for the users to be a closed model:
// real open logs show at most 15 %, a closed model nearly all.
const followSharePct = 50

// Users is what the log tells of its users: how they arrived, and what
// each did.
type Users struct {
	Arrivals string
	// Count is the users (threads, virtual users, sessions) in the log;
	// Held, for closed arrivals, the most at once, and for open ones the
	// most in the log at once.
	Count, Held int64
	// Looping says a closed model's threads looped their script: each
	// user ran SessionIterations of it, a median, where more than one.
	Looping bool
	// Iterations is the median number of times a user ran its sequence
	// of request names; SessionRequests the median requests a user sent.
	Iterations, SessionRequests int64
	// Followed and After count the starts that came within the follow
	// window of another user's end, and the starts after the first user's
	// end: the evidence of a closed model.
	Followed, After int64
	// FirstNs and LastNs are the first and the last user's start, for the
	// arrival rate of open users; WindowNs how soon after an end a start
	// follows it.
	FirstNs, LastNs, WindowNs int64
	// Even says open users started on an even schedule (Gatling's
	// constantUsersPerSec, a JMeter ramp), and LagNs how far their starts
	// strayed from it: the injector's own lag, between the start most
	// behind its slot and the one most ahead.
	Even  bool
	LagNs int64
	// Given says the arrivals were given (-audit-arrivals), not told from
	// the log. Dropped counts the users the tool meant to start and
	// could not (k6's dropped_iterations).
	Given   bool
	Dropped int64
	// Schedule holds the users' starts against the schedule given
	// (-audit-schedule); nil where none was.
	Schedule *ScheduleCheck
	// chain maps each user (its connection) to the held user whose place
	// it took: itself, for a user that followed no end.
	chain []int64
}

// user is one user's span in the log and its requests' names.
type user struct {
	startNs, endNs int64
	labels         []int32
}

// tellArrivals tells how the users of reqs (a thread workload, sorted by
// send, connections numbered from 0 in order of first send) arrived,
// and chains a closed model's sessions into the users held. Within
// toleranceNs (the log's clock, at least followNs) of an end, a start
// follows it.
func tellArrivals(reqs []Request, threadOf []int64, resolutionNs int64) Users {
	users := usersOf(reqs)
	u := Users{Count: int64(len(users)), chain: make([]int64, len(users))}
	var iters, lengths []int64
	looping := 0
	for i, us := range users {
		u.chain[i] = int64(i)
		it := iterationsOf(us.labels)
		iters = append(iters, it)
		lengths = append(lengths, int64(len(us.labels)))
		if it >= 2 {
			looping++
		}
	}
	slices.Sort(iters)
	slices.Sort(lengths)
	u.Iterations, u.SessionRequests = median(iters), median(lengths)
	u.FirstNs, u.LastNs = users[0].startNs, users[len(users)-1].startNs
	u.WindowNs = max(followNs, 2*resolutionNs)
	u.Followed, u.After = follows(users, u.WindowNs, u.chain)
	u.Held = mostAtOnce(users)
	if threadOf != nil {
		u.ofThreads(users, threadOf, resolutionNs)
		return u
	}
	u.Arrivals, u.Looping = ArrivalsOpen, false
	followed := u.After >= 5 && u.Followed*100 >= u.After*followSharePct
	if followed && (u.Followed == u.After || !onSchedule(users, u.WindowNs, resolutionNs)) {
		// every start followed an end, or most did and not on a schedule
		u.Arrivals = ArrivalsClosed
		u.Held = int64(chainCount(u.chain))
	} else if heldToEnd(users)*2 >= len(users) || looping*2 >= len(users) && u.After*2 < u.Count {
		// held to the run's end, or a thread group that looped, most of
		// its threads started before any ended
		u.Arrivals, u.Looping = ArrivalsClosed, true
	}
	if u.Arrivals != ArrivalsClosed || u.Looping {
		for i := range u.chain {
			u.chain[i] = int64(i)
		}
	}
	u.evenSchedule(users, resolutionNs)
	return u
}

// given takes the arrivals as -audit-arrivals gives them, where the log
// told others: open, each user as it came; closed, each user a thread
// held for the run, looping its script.
func (u *Users) given(arrivals string) {
	u.Arrivals, u.Given = arrivals, true
	u.Looping = arrivals == ArrivalsClosed
	for i := range u.chain {
		u.chain[i] = int64(i)
	}
}

// usersOf is each connection's span, from its first send to its last
// reply, and its requests' names, in the order of first send.
func usersOf(reqs []Request) []user {
	var users []user
	for _, r := range reqs {
		for int(r.Conn) >= len(users) {
			users = append(users, user{startNs: r.SendNs, endNs: r.ReplyNs()})
		}
		us := &users[r.Conn]
		us.endNs = max(us.endNs, r.ReplyNs())
		us.labels = append(us.labels, r.Label)
	}
	return users
}

// iterationsOf is how many times a user ran its script: its names'
// length over their least period, the last run of it perhaps cut short
// (Knuth–Morris–Pratt's failure function gives the longest border; the
// period is the length less it).
func iterationsOf(labels []int32) int64 {
	n := len(labels)
	fail := make([]int, n)
	for i, k := 1, 0; i < n; i++ {
		for k > 0 && labels[i] != labels[k] {
			k = fail[k-1]
		}
		if labels[i] == labels[k] {
			k++
		}
		fail[i] = k
	}
	period := n - fail[n-1]
	return int64(n / period)
}

// follows counts the users whose start came at most toleranceNs after
// another user's end, among those that started after the first end, and
// chains each to the user whose end it followed: the latest end not yet
// followed, at or before its start. users are in order of start. A
// user's end is taken to come at least 1 ns after its start: a request
// of a log written to the ms can take 0 ms, and a user of one such
// request would otherwise end as it started, and follow its own end
// (every user of an open model of one quick request each, read as a
// closed one).
func follows(users []user, toleranceNs int64, chain []int64) (followed, after int64) {
	endOf := func(i int) int64 { return max(users[i].endNs, users[i].startNs+1) }
	byEnd := make([]int, len(users))
	for i := range byEnd {
		byEnd[i] = i
	}
	slices.SortStableFunc(byEnd, func(a, b int) int { return cmp.Compare(endOf(a), endOf(b)) })
	var ended []int // users ended by the current start, the latest last
	e := 0
	for i, us := range users {
		for e < len(byEnd) && endOf(byEnd[e]) <= us.startNs {
			ended = append(ended, byEnd[e])
			e++
		}
		if e == 0 {
			continue // before the first end: the ramp
		}
		after++
		if n := len(ended); n > 0 && us.startNs-endOf(ended[n-1]) <= toleranceNs {
			chain[i] = chain[ended[n-1]]
			followed++
			ended = ended[:n-1]
			continue
		}
		ended = ended[:0] // the rest ended earlier still: none can be followed now
	}
	return followed, after
}

// heldToEnd counts the users that ended in the last tenth of the run:
// threads held to a test's end, whatever their requests' names show.
// Users who arrived and left end through the run, as they started.
func heldToEnd(users []user) int {
	first, last := users[0].startNs, users[0].endNs
	for _, us := range users {
		last = max(last, us.endNs)
	}
	n := 0
	for _, us := range users {
		if (last-us.endNs)*10 <= last-first {
			n++
		}
	}
	return n
}

// chained reports whether a user took another's place: the sessions of
// a closed model, chained into the users held.
func (u Users) chained() bool {
	for i, c := range u.chain {
		if c != int64(i) {
			return true
		}
	}
	return false
}

// chainCount is how many held users the chains make.
func chainCount(chain []int64) int {
	n := 0
	for i, c := range chain {
		if c == int64(i) {
			n++
		}
	}
	return n
}

// mostAtOnce is the most users between their first send and their last
// reply at one instant.
func mostAtOnce(users []user) int64 {
	type edge struct {
		atNs  int64
		delta int64
	}
	edges := make([]edge, 0, 2*len(users))
	for _, us := range users {
		edges = append(edges, edge{us.startNs, 1}, edge{us.endNs, -1})
	}
	slices.SortFunc(edges, func(a, b edge) int { return cmp.Or(cmp.Compare(a.atNs, b.atNs), cmp.Compare(a.delta, b.delta)) })
	var now, most int64
	for _, e := range edges {
		now += e.delta
		most = max(most, now)
	}
	return most
}
