package audit

import (
	"cmp"
	"coordinated-omission/internal/workers"
	"fmt"
	"slices"
)

// auditThreads audits a thread workload's log, reqs sorted by send.
func auditThreads(reqs []Request, o Options, s Sending, slowNs, resolutionNs int64) (*Result, error) {
	labels := 1
	for _, r := range reqs {
		labels = max(labels, int(r.Label)+1)
	}
	tp, srv, rtt := inferThreads(reqs, o, labels, slowNs, resolutionNs)
	run, err := planThreads(reqs, srv, tp.Floors, tp)
	if err != nil {
		return nil, err
	}
	res := &Result{Requests: int64(len(reqs)), Threads: tp, Server: srv, ResolutionNs: resolutionNs}
	s.Design = Threads
	res.Sending = s
	first, last := run.slots[0].atNs, run.slots[len(run.slots)-1].atNs
	tp.BusyPct = busyPct(run, first+tp.RampNs, tp.Workers, srv.Windows)
	res.Plan = Plan{StartNs: first, Slots: int64(len(run.slots)), SlowNs: slowNs, IntervalNs: max(1, (last-first)/max(1, int64(len(run.slots))-1))}
	res.Sending.Skipped = tp.Extra
	keep := func(label int32) bool { return !o.OneLabel || label == o.Label }
	var lat []int64
	for _, r := range reqs {
		if keep(r.Label) {
			lat = append(lat, r.LatencyNs)
		}
	}
	if len(lat) == 0 {
		return nil, fmt.Errorf("no request of the label asked for")
	}
	res.Recorded = figuresOf(lat)
	res.LeastNs, res.Plan.TypicalNs = lat[0], median(lat)
	if res.Corrected, res.CorrectedAdded, err = corrected(lat, max(1, tp.PaceNs)); err != nil {
		return nil, err
	}
	res.retimeThreads(reqs, run, rtt, labels, keep)
	return res, nil
}

// inferThreads infers a thread workload's plan and server: its types'
// least latencies, its threads, its workers (given or inferred), its
// round trip (given, or −1) and its pauses.
func inferThreads(reqs []Request, o Options, labels int, slowNs, resolutionNs int64) (*ThreadPlan, Server, int64) {
	tp := &ThreadPlan{}
	tp.Floors, tp.Pooled = typeFloors(reqs, labels)
	for _, f := range tp.Floors {
		if f < 1<<63-1 {
			tp.Types++
		}
	}
	describeThreads(reqs, slowNs, tp)
	tp.Workers, tp.WorkersGiven = o.Workers, o.Workers > 0
	switch {
	case tp.WorkersGiven:
	case !queued(reqs, labels, slowNs):
		tp.Unqueued = true
		tp.Workers = slices.Max(inFlightAt(reqs))
	default:
		tp.Workers = inferWorkers(reqs, labels, resolutionNs)
	}
	rtt := int64(-1)
	srv := Server{}
	if o.RTTGiven {
		rtt = max(0, o.RTTNs)
		srv.RTTNs = rtt
	}
	srv.invertWorkers(reqs, tp.Workers, tp.Floors, resolutionNs)
	srv.ServiceNs = max(1, slices.Min(tp.Floors)-srv.RTTNs)
	return tp, srv, rtt
}

// retimeThreads fills the thread plan's three re-timings: the lower
// bound at its slots, and the two replays through its workers; keep says
// which types' slots the figures state.
func (res *Result) retimeThreads(reqs []Request, run threadRun, rttNs int64, labels int, keep func(int32) bool) {
	tp, srv := res.Threads, res.Server
	all := make([]int64, len(run.slots))
	kept := make([]int64, 0, len(run.slots))
	figures := func() Figures {
		kept = kept[:0]
		for k, v := range all {
			if keep(run.slots[k].label) {
				kept = append(kept, v)
			}
		}
		return figuresOf(kept)
	}
	ceilings := typeCeilings(reqs, srv.Services, labels, res.ResolutionNs)
	for t := range ceilings {
		ceilings[t] += srv.RTTNs
	}
	boundThreads(run.slots, silences(reqs, ceilings, res.ResolutionNs), tp.Floors, rttNs, all)
	res.BoundCurve = slotCurve(run.slots, all, run.slots[0].atNs)
	res.Bound = figures()
	res.BoundFlat = res.Bound.At(P999) <= res.LeastNs
	replayWorkers(run.slots, tp.Workers, srv.Windows, func(j int) int64 { return run.service[j] }, srv.RTTNs, all)
	res.ReplayCurve = slotCurve(run.slots, all, run.slots[0].atNs)
	res.ReplayServer = figures()
	replayWorkers(run.slots, tp.Workers, nil, func(j int) int64 {
		if i := run.ofSlot[j]; i >= 0 {
			return max(1, srv.Services[i])
		}
		return run.service[j]
	}, srv.RTTNs, all)
	res.ReplayRequests = figures()
}

// slotCurve is a figure per slot over time for the picture: the most of
// each of curvePoints stretches of equal time, where it has slots. A
// thread plan's slots of several types would alternate between their
// floors, one point each.
func slotCurve(slots []slot, values []int64, startNs int64) []Point {
	spanNs := max(1, slots[len(slots)-1].atNs-startNs+1)
	stepNs := max(1, (spanNs+threadCurvePoints-1)/threadCurvePoints)
	var out []Point
	for k := 0; k < len(slots); {
		from := (slots[k].atNs - startNs) / stepNs * stepNs
		most := values[k]
		for k++; k < len(slots) && slots[k].atNs-startNs < from+stepNs; k++ {
			most = max(most, values[k])
		}
		out = append(out, Point{AtNs: from, LatencyNs: most})
	}
	return out
}

// threadCurvePoints is how many stretches of time slotCurve draws.
const threadCurvePoints = 300

// busyPct is the share of the time from the ramp's end (the last
// thread's first send) to the plan's last slot, less the windows when
// the server did no work, that k workers would spend on the unhindered
// service times of the slots then.
func busyPct(run threadRun, fromNs, k int64, windows []Window) float64 {
	var work float64
	last := run.slots[len(run.slots)-1].atNs
	for j, s := range run.slots {
		if s.atNs >= fromNs {
			work += float64(run.service[j])
		}
	}
	span := last - fromNs - overlap(windows, fromNs, last)
	return 100 * work / (float64(k) * float64(max(1, span)))
}

// replayWorkers fills out, one figure per slot, with the slots served in
// order by k workers behind one queue, slot j taking serviceOf(j) of a
// worker, the server doing no work in windows, and the reply rttNs
// after: a request in service when a window opens resumes after it, one
// that would start in a window waits for its end.
func replayWorkers(slots []slot, k int64, windows []Window, serviceOf func(j int) int64, rttNs int64, out []int64) {
	free := workers.New(int(k))
	for j, s := range slots {
		done := servedAround(windows, max(s.atNs, free.Earliest()), serviceOf(j))
		free.Take(done)
		out[j] = done + rttNs - s.atNs
	}
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

// auditUsers audits the log of users that waited for their replies,
// reqs sorted by send: open arrivals as recorded (auditOpen), closed ones
// on the threads or the users they held (auditThreads), each session of a
// closed model re-timed in the place of the user it followed.
func auditUsers(reqs []Request, o Options, s Sending, slowNs, resolutionNs int64) (*Result, error) {
	u := tellArrivals(reqs, resolutionNs)
	if u.Arrivals == ArrivalsOpen {
		return auditOpen(reqs, o, s, u, slowNs, resolutionNs)
	}
	held := reqs
	if !u.Looping {
		held = slices.Clone(reqs)
		for i := range held {
			held[i].Conn = u.chain[held[i].Conn]
		}
	}
	res, err := auditThreads(held, o, s, slowNs, resolutionNs)
	if err == nil {
		res.Users = u
	}
	return res, err
}

// auditOpen audits the log of open arrivals, reqs sorted by send: users
// that started on a schedule of their own, each waiting for its replies
// as a person does. Every request was sent when its user meant to send
// it, so the recorded figures are what an open loop records: each
// re-timing is the recording itself. The server is inferred as for
// threads, to state its pauses.
func auditOpen(reqs []Request, o Options, s Sending, u Users, slowNs, resolutionNs int64) (*Result, error) {
	labels := 1
	for _, r := range reqs {
		labels = max(labels, int(r.Label)+1)
	}
	tp, srv, _ := inferThreads(reqs, o, labels, slowNs, resolutionNs)
	tp.Threads = u.Count
	res := &Result{Requests: int64(len(reqs)), Threads: tp, Server: srv, ResolutionNs: resolutionNs, Users: u}
	s.Design = Threads
	res.Sending = s
	var lat []int64
	var slots []slot
	for _, r := range reqs {
		if !o.OneLabel || r.Label == o.Label {
			lat = append(lat, r.LatencyNs)
			slots = append(slots, slot{r.SendNs, r.Label})
		}
	}
	if len(lat) == 0 {
		return nil, fmt.Errorf("no request of the label asked for")
	}
	res.BoundCurve = slotCurve(slots, lat, reqs[0].SendNs)
	res.ReplayCurve = res.BoundCurve
	first, last := slots[0].atNs, slots[len(slots)-1].atNs
	res.Plan = Plan{StartNs: first, Slots: int64(len(slots)), SlowNs: slowNs, IntervalNs: max(1, (last-first)/max(1, int64(len(slots))-1))}
	res.Recorded = figuresOf(lat)
	res.LeastNs, res.Plan.TypicalNs = lat[0], median(lat)
	res.Bound, res.ReplayServer, res.ReplayRequests, res.Corrected = res.Recorded, res.Recorded, res.Recorded, res.Recorded
	res.BoundFlat = res.Bound.At(P999) <= res.LeastNs
	return res, nil
}
