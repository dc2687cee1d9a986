package audit

import (
	"cmp"
	"coordinated-omission/internal/workers"
	"fmt"
	"slices"
)

// auditThreads lays out a closed model's run, held sorted by send: its
// users held (threads that looped, or the users a closed model's sessions
// took the places of: chainUsers), their plan at their own pace, and the
// server behind them.
func auditThreads(held []Request, o Options, w workload, st typeStats, resolutionNs int64) (*Result, design, latencies, error) {
	labels := labelCount(held)
	tp, err := planOfThreads(held, o, st, w.slowNs, w.slow, resolutionNs)
	if err != nil {
		return nil, nil, latencies{}, err
	}
	keep := func(label int32) bool { return !o.OneLabel || label == o.Label }
	// what the audit takes of the latencies, before the services are
	// worked out, so that their sorted copy is let go of first (its
	// error said after the server's, as when it came after); the
	// silences before the slots are laid out, their arrays (the requests
	// by reply, the services by type) let go of first
	l, none := keptLatencies(held, keep, max(1, tp.PaceNs))
	srv, rtt, err := serverBehind(held, o, tp, resolutionNs)
	if err != nil {
		return nil, nil, latencies{}, err
	}
	if none {
		return nil, nil, latencies{}, fmt.Errorf("no request of the label asked for")
	}
	ceilings, err := typeCeilings(held, srv.Services, labels, resolutionNs)
	if err != nil {
		return nil, nil, latencies{}, err
	}
	for t := range ceilings {
		ceilings[t] += srv.RTTNs
	}
	silent := silences(held, ceilings, resolutionNs)
	run, err := planThreads(held, srv, tp.Floors, tp)
	if err != nil {
		return nil, nil, latencies{}, err
	}
	res := &Result{Requests: int64(len(held)), Threads: tp, Server: srv, ResolutionNs: resolutionNs, Users: w.u}
	res.Sending = w.s
	res.Sending.Design = Threads
	first, last := run.firstNs, run.lastNs
	if k := tp.replayWorkers(); k > 0 {
		tp.BusyPct = busyPct(run, k, srv.Windows)
	}
	res.Plan = Plan{StartNs: first, Slots: int64(run.n), SlowNs: w.slowNs, Slow: w.slow, IntervalNs: max(1, (last-first)/max(1, int64(run.n)-1))}
	res.Sending.Skipped = tp.Extra
	d := threadDesign{run: run, tp: tp, srv: srv, silences: silent, rttNs: rtt, workers: tp.replayWorkers(), keep: keep}
	return res, d, l, nil
}

// chainUsers gives each request of a closed model's sessions (reqs) the
// user held whose place its session took (Users.chain), in place, and
// returns what gives each its own again: a number of 4 bytes a request
// kept, where a copy of the requests took 24.
func chainUsers(reqs []Request, u Users) (undo func()) {
	if u.Arrivals != ArrivalsClosed || !u.chained() {
		return func() {}
	}
	own := make([]int32, len(reqs))
	for i := range reqs {
		own[i] = reqs[i].Conn
		reqs[i].Conn = int32(u.chain[own[i]])
	}
	return func() {
		for i := range reqs {
			reqs[i].Conn = own[i]
		}
	}
}

// keptLatencies is what the audit takes of the latencies of the requests
// kept, correcting at intervalNs, and whether none was kept.
func keptLatencies(reqs []Request, keep func(int32) bool, intervalNs int64) (latencies, bool) {
	lat := make([]int64, 0, len(reqs)) // at most every one: growing by append copied it over
	for _, r := range reqs {
		if keep(r.Label) {
			lat = append(lat, r.LatencyNs)
		}
	}
	if len(lat) == 0 {
		return latencies{}, true
	}
	return latenciesOf(lat, intervalNs), false
}

// labelCount is how many labels reqs' requests use: one more than the
// highest.
func labelCount(reqs []Request) int {
	labels := 1
	for _, r := range reqs {
		labels = max(labels, int(r.Label)+1)
	}
	return labels
}

// replayWorkers is the workers the plan and the replays serve it
// through: those given or inferred, or, for a server inferred never to
// have queued, as many as it needs (0).
func (tp *ThreadPlan) replayWorkers() int64 {
	if tp.Unqueued && !tp.WorkersGiven {
		return 0
	}
	return tp.Workers
}

// inferThreads infers a thread workload's plan and server: its types'
// least latencies, its threads, its workers (given or inferred), its
// round trip (given, or −1) and its pauses.
func inferThreads(reqs []Request, o Options, st typeStats, slowNs int64, slow slowness, resolutionNs int64) (*ThreadPlan, Server, int64, error) {
	tp, err := planOfThreads(reqs, o, st, slowNs, slow, resolutionNs)
	if err != nil {
		return nil, Server{}, 0, err
	}
	srv, rtt, err := serverBehind(reqs, o, tp, resolutionNs)
	if err != nil {
		return nil, Server{}, 0, err
	}
	return tp, srv, rtt, nil
}

// planOfThreads describes the threads of reqs, sorted by send: their
// types' floors, their pace, and the server's workers behind them.
func planOfThreads(reqs []Request, o Options, st typeStats, slowNs int64, slow slowness, resolutionNs int64) (*ThreadPlan, error) {
	tp := &ThreadPlan{}
	tp.Floors, tp.Pooled = typeFloors(reqs, len(st.median))
	for _, f := range tp.Floors {
		if f < 1<<63-1 {
			tp.Types++
		}
	}
	if err := describeThreads(reqs, slow, tp); err != nil {
		return nil, err
	}
	tp.Workers, tp.WorkersGiven = o.Workers, o.Workers > 0
	switch {
	case tp.WorkersGiven:
		tp.Unqueued = int64(mostInFlight(reqs)) <= tp.Workers
	case !queued(reqs, st, slowNs):
		tp.Unqueued = true
		tp.Workers = int64(mostInFlight(reqs))
	default:
		tp.Workers = inferWorkers(reqs, st, resolutionNs)
	}
	return tp, nil
}

// serverBehind is the server behind tp's threads: each request's service
// and the windows in which it did no work, through tp's workers; and the
// round trip.
func serverBehind(reqs []Request, o Options, tp *ThreadPlan, resolutionNs int64) (Server, int64, error) {
	rtt := o.roundTrip()
	srv := Server{RTTNs: max(0, rtt)}
	if err := srv.invertWorkers(reqs, tp.Workers, tp.Floors, resolutionNs); err != nil {
		return Server{}, 0, err
	}
	srv.ServiceNs = max(1, slices.Min(tp.Floors)-srv.RTTNs)
	return srv, rtt, nil
}

// threadCurvePoints is how many stretches of time a timeCurve draws.
const threadCurvePoints = 300

// busyPct is the share of the time from the ramp's end (the last
// thread's first send) to the plan's last slot, less the windows when
// the server did no work, that k workers would spend on the unhindered
// service times of the slots then.
func busyPct(run threadRun, k int64, windows []Window) float64 {
	fromNs := run.busyFromNs
	span := run.lastNs - fromNs - overlap(windows, fromNs, run.lastNs)
	return 100 * run.busyWorkNs / (float64(k) * float64(max(1, span)))
}

// replayWorkers emits, one figure per slot, the latencies of the slots
// walk gives, served in order by k workers behind one queue, each slot
// taking its unhindered service of a worker (or its own, if own), the
// server doing no work in windows, and the reply rttNs after: a request
// in service when a window opens resumes after it, one that would start
// in a window waits for its end.
func replayWorkers(walk func(func(int, []planSlot)) error, k int64, windows []Window, own bool, rttNs int64, e emit) error {
	free := workers.New(int(k))
	return walk(func(from int, block []planSlot) {
		for i := range block {
			s := &block[i]
			serviceNs := s.serviceNs
			if own {
				serviceNs = s.ownNs
			}
			done := servedAround(windows, max(s.atNs, free.Earliest()), serviceNs)
			free.Take(done)
			e(from+i, s.slot, done+rttNs-s.atNs)
		}
	})
}

// servedAround is when work started at startNs completes on a server
// that does no work in windows.
func servedAround(windows []Window, startNs, work int64) int64 {
	w, _ := slices.BinarySearchFunc(windows, startNs, func(x Window, t int64) int { return cmp.Compare(x.ToNs, t+1) })
	for ; w < len(windows); w++ {
		if windows[w].FromNs <= startNs {
			startNs = windows[w].ToNs
			continue
		}
		if windows[w].FromNs < startNs+work {
			work -= windows[w].FromNs - startNs
			startNs = windows[w].ToNs
			continue
		}
		break
	}
	return startNs + work
}

// auditOpen lays out the run of open arrivals, reqs sorted by send:
// users that started on a schedule of their own, each waiting for its
// replies as a person does. Every request was sent when its user meant
// to send it, so the recorded figures are what an open loop records: each
// re-timing is the recording itself. The server is inferred as for
// threads, to state its pauses.
func auditOpen(reqs []Request, o Options, w workload, st typeStats, resolutionNs int64) (*Result, design, latencies, error) {
	tp, srv, _, err := inferThreads(reqs, o, st, w.slowNs, w.slow, resolutionNs)
	if err != nil {
		return nil, nil, latencies{}, err
	}
	tp.Threads = w.u.Count
	res := &Result{Requests: int64(len(reqs)), Threads: tp, Server: srv, ResolutionNs: resolutionNs, Users: w.u}
	res.Sending = w.s
	res.Sending.Design = Threads
	d := openDesign{startNs: reqs[0].SendNs}
	for _, r := range reqs {
		if !o.OneLabel || r.Label == o.Label {
			d.lat = append(d.lat, r.LatencyNs)
			d.sent = append(d.sent, slot{atNs: r.SendNs, label: r.Label})
		}
	}
	if len(d.lat) == 0 {
		return nil, nil, latencies{}, fmt.Errorf("no request of the label asked for")
	}
	first, last := d.sent[0].atNs, d.sent[len(d.sent)-1].atNs
	l := latenciesOf(slices.Clone(d.lat), 0)
	res.Plan = Plan{StartNs: first, Slots: int64(len(d.sent)), SlowNs: w.slowNs, Slow: w.slow, IntervalNs: max(1, (last-first)/max(1, int64(len(d.sent))-1))}
	return res, d, l, nil
}
