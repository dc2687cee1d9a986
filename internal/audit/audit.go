package audit

import (
	"fmt"

	"coordinated-omission/internal/openschedule"
	"coordinated-omission/internal/reqlog"
)

// A Result is everything an audit finds in one log.
type Result struct {
	Requests int64
	Plan     Plan
	Sending  Sending
	Server   Server
	// The recordings, in the order Retimings states them: the tool's
	// own; the lower bound, the server-pause replay and the request
	// replay, one figure per slot of the plan; and HdrHistogram's
	// correction of the recorded figures at the plan's interval, which
	// added CorrectedAdded samples. A re-timing whose assumption the log
	// does not support states no figure, and says why.
	Recorded, Bound, ReplayServer, ReplayRequests, Corrected Retiming
	CorrectedAdded                                           int64
	LeastNs                                                  int64 // the least latency seen
	// BoundFlat is whether the lower bound stays at LeastNs up to p99.9:
	// the requests sent after every earlier reply came back within the
	// least latency of their slots, bar fewer than 0.1 % of the slots, so
	// the bound saw no slow moment to tell of.
	BoundFlat    bool
	ResolutionNs int64 // how finely the log's timestamps are written
	// LatencyResolutionNs is how finely its latencies are written: no
	// hidden factor divides by a latency below it.
	LatencyResolutionNs int64
	// Threads is the plan of a thread workload, nil for one of a single
	// interval.
	Threads *ThreadPlan
	// Users says how the run's users arrived, and what each did.
	Users Users
	// BoundCurve is the lower bound over time for the picture: the most
	// of each of at most curvePoints runs of consecutive slots.
	BoundCurve []Point
	// ReplayCurve is the server-pause replay over time, as BoundCurve: it
	// shows a pause that the bound cannot see. Nil where the replay is
	// not stated.
	ReplayCurve []Point
	// Digits are the significant digits of the re-timings' figures over
	// the plan's slots (the bound's and the replays'): 0 where they are
	// exact, histogramDigits where a plan of more than exactSlots slots
	// took them from a histogram.
	Digits int
}

// A Point is one point of a curve: a time since the plan's start, and a
// latency, in ns.
type Point struct{ AtNs, LatencyNs int64 }

// curvePoints bounds the lower bound's curve.
const curvePoints = 2000

// Options are what an audit is told besides the log.
type Options struct {
	IntervalNs   int64 // the plan's interval, if given; 0 to infer it
	ResolutionNs int64 // how finely the log's timestamps are written, at least 1
	// LatencyResolutionNs is how finely its latencies are written, if
	// coarser: a reply's time is known to the coarser of the two.
	LatencyResolutionNs int64
	// RTTNs is the network's round trip, if RTTGiven; else it is inferred
	// (see infer).
	RTTNs    int64
	RTTGiven bool
	// Slots is how many requests the plan held, if given; 0 for a plan
	// that ran until the log's last send.
	Slots int64
	// Workers is the server's workers, if given; 0 to infer them.
	Workers int64
	// OneLabel says that only the figures of the requests whose Label is
	// Label are stated; the plan and the server are inferred from all.
	Label    int32
	OneLabel bool
	// Arrivals is how the users came, where given (-audit-arrivals): "" to
	// tell from the log.
	Arrivals string
	// Schedule is the open model's schedule given (-audit-schedule), its
	// users' starts to be held against it; nil for none.
	Schedule *openschedule.Schedule
	// SessionThreads, where each request's Conn is a session of a thread
	// (k6's iteration of a VU), is each Conn's thread
	// (reqlog.Log.SessionThreads); nil where the log names no sessions.
	// Dropped counts the sessions the tool could not start (k6's
	// dropped_iterations).
	SessionThreads []int64
	Dropped        int64
}

// roundTrip is the round trip given, at least 0, or −1 where none was:
// the bound then takes it at its worst (boundThreads).
func (o Options) roundTrip() int64 {
	if o.RTTGiven {
		return max(0, o.RTTNs)
	}
	return -1
}

// ErrEmpty is returned for a log with no request.
var ErrEmpty = reqlog.ErrEmpty

// Audit audits reqs, which it puts in canonical order, in one pipeline:
// it tells how the requests were sent (by users that waited for their
// replies, and how they arrived, or on a rate plan of the tool's own),
// infers the plan and the server of that workload, states each re-timing
// whose assumption the log supports (retimings), and says why of each
// other.
func Audit(reqs []Request, o Options) (*Result, error) {
	if len(reqs) == 0 {
		return nil, ErrEmpty
	}
	for i, r := range reqs {
		if r.LatencyNs < 0 {
			return nil, fmt.Errorf("request %d: a negative latency, %v", i+1, ns(r.LatencyNs))
		}
	}
	old := canonical(reqs)
	threadOf := sessionThreads(old, o.SessionThreads)
	// the sends' clock, and a reply's: the coarser of its send's and its
	// latency's
	sendNs := max(1, o.ResolutionNs)
	resolutionNs := max(sendNs, o.LatencyResolutionNs)
	w, st, err := tellWorkload(reqs, o, threadOf, resolutionNs)
	if err != nil {
		return nil, err
	}
	var (
		res *Result
		d   design
		l   latencies // what it takes of the stated requests' latencies
	)
	switch {
	case w.users && w.u.Arrivals == ArrivalsOpen:
		res, d, l, err = auditOpen(reqs, o, w, st, resolutionNs)
	case w.users:
		// the users held in the sessions' places while the plan is laid
		// out: the re-timings read the plan, not the requests
		undo := chainUsers(reqs, w.u)
		res, d, l, err = auditThreads(reqs, o, w, st, resolutionNs)
		undo()
	default:
		res, d, l, err = auditPlan(reqs, o, resolutionNs)
	}
	if err != nil {
		return nil, err
	}
	res.ResolutionNs, res.LatencyResolutionNs = sendNs, max(1, o.LatencyResolutionNs)
	err = res.retime(d, l, spanOf(reqs))
	if cerr := d.close(); err == nil && cerr != nil {
		err = fmt.Errorf("the plan's slots: %w", cerr)
	}
	if err != nil {
		return nil, err
	}
	return res, nil
}

// sessionThreads is each user's thread, where the log names sessions (old
// are the users' connections, threads each one's thread) and a thread ran
// more than one: nil where none did, its sessions then its threads.
func sessionThreads(old []int64, threads []int64) []int64 {
	if threads == nil {
		return nil
	}
	out := make([]int64, len(old))
	seen := map[int64]bool{}
	for i, c := range old {
		out[i] = threads[c]
		seen[out[i]] = true
	}
	if len(seen) == len(old) {
		return nil
	}
	return out
}

// A workload is how a run's requests were sent, as the audit tells it
// first: by users (threads, virtual users, sessions) that each waited for
// their replies, and how those arrived; or on a rate plan.
type workload struct {
	users  bool // users that waited for their replies; else a rate plan
	s      Sending
	u      Users
	slowNs int64
	slow   slowness // each type's slow threshold
}

// tellWorkload tells how reqs, sorted by send, were sent, before any plan
// is inferred. A log that names its users, each of whose requests waited
// for the reply before (or of one request each), is a log of users, and
// their arrivals are told from it (tellArrivals): open arrivals need no
// plan, whatever their latencies. Users held that thought between their
// requests (isThreadWorkload), or sessions of one request, are re-timed
// at their own pace; the rest kept a rate plan. A plan given (-interval)
// is a rate plan's. st are the types' latencies' order statistics, for
// the server's inference (none for a rate plan's).
func tellWorkload(reqs []Request, o Options, threadOf []int64, resolutionNs int64) (w workload, st typeStats, err error) {
	if o.IntervalNs != 0 || reqs[0].Conn == NoConn || o.Arrivals == ArrivalsPlan {
		return w, st, nil
	}
	if err = w.s.pairs(reqs, resolutionNs); err != nil {
		return w, st, err
	}
	if st, err = statsOf(reqs, labelCount(reqs)); err != nil {
		return w, st, err
	}
	w.slowNs, w.slow = slowThreshold(st.all, resolutionNs), st.slowness(resolutionNs)
	oneEach := w.s.Conns > 1 && w.s.Pairs == 0
	if !oneEach && !w.s.waited() {
		return w, st, nil
	}
	w.u = tellArrivals(reqs, threadOf, resolutionNs)
	w.u.Dropped = o.Dropped
	thinking, err := isThreadWorkload(reqs, w.s, w.slow, resolutionNs)
	if err != nil {
		return w, st, err
	}
	w.users = w.u.Arrivals == ArrivalsOpen || oneEach || thinking
	if o.Arrivals != "" && o.Arrivals != w.u.Arrivals {
		w.users = true
		w.u.given(o.Arrivals)
	}
	if o.Schedule != nil && w.u.Arrivals == ArrivalsOpen {
		users := usersOf(reqs)
		starts := make([]int64, len(users))
		for i, us := range users {
			starts[i] = us.startNs
		}
		w.u.Schedule = checkSchedule(starts, *o.Schedule, resolutionNs)
	}
	return w, st, nil
}

// auditPlan lays out a rate plan's run: the plan, given or inferred from
// the rate of the unhindered sends, how the tool sent on it, and the
// server behind it.
func auditPlan(reqs []Request, o Options, resolutionNs int64) (*Result, design, latencies, error) {
	p, err := inferPlan(reqs, o.IntervalNs, o.Slots, resolutionNs)
	if err != nil {
		return nil, nil, latencies{}, err
	}
	res := &Result{Requests: int64(len(reqs)), Plan: p, ResolutionNs: resolutionNs}
	if res.Sending, err = sending(reqs, p, resolutionNs); err != nil {
		return nil, nil, latencies{}, err
	}
	res.Users = Users{Arrivals: ArrivalsPlan, Count: res.Sending.Conns}
	res.Server = infer(reqs, p.Slow, resolutionNs, o.RTTNs, o.RTTGiven)
	lat := make([]int64, len(reqs))
	for i, r := range reqs {
		lat[i] = r.LatencyNs
	}
	l := latenciesOf(lat, p.IntervalNs)
	d := planDesign{reqs: reqs, p: p, srv: res.Server, leastNs: l.leastNs, spreadNs: freeSpread(reqs, p.Slow, l.leastNs), rttNs: o.roundTrip()}
	ceilings, err := typeCeilings(reqs, res.Server.Services, labelCount(reqs), resolutionNs)
	if err != nil {
		return nil, nil, latencies{}, err
	}
	for t := range ceilings {
		ceilings[t] += res.Server.RTTNs
	}
	d.silences = silences(reqs, ceilings, resolutionNs)
	return res, d, l, nil
}
