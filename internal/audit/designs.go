package audit

// The three ways an audit lays a run's requests out for re-timing: a
// tool's rate plan (planDesign), the threads' own pace (threadDesign),
// and an open model's users as they arrived (openDesign).

// planDesign re-times a rate plan's slots: one every interval.
type planDesign struct {
	reqs              []Request
	p                 Plan // its slots, worked out again by each walk (eachTime)
	srv               Server
	leastNs, spreadNs int64
	silences          []evidence // the pauses the replies' silences show
	rttNs             int64      // the round trip given, or −1
}

func (d planDesign) slots() int { return int(d.p.Slots) }

// bound is the larger of two lower bounds at each slot: the latest reply
// of a request that found the server free (freeBound), and the pauses
// that the replies' silences show while requests were in flight
// (boundThreads, for a slot of the least latency): a tool of many
// connections whose sends cluster may send few requests to a free server
// just before a stall, and none of them in it. The two walk the slots
// side by side.
func (d planDesign) bound(e emit) error {
	free := newFreeBound(d.reqs, d.leastNs, d.spreadNs)
	silent := newSilenceBound(d.silences, []int64{d.leastNs}, d.rttNs)
	d.p.eachTime(func(k int, u int64) {
		s := slot{atNs: u}
		e(k, s, max(free.at(u), silent.at(s, 0)))
	})
	return nil
}

func (d planDesign) replayServer(e emit) error   { replayServer(d.p.eachTime, d.srv, e); return nil }
func (d planDesign) replayRequests(e emit) error { replayRequests(d.p.eachTime, d.srv, e); return nil }
func (d planDesign) stated(slot) bool            { return true }
func (d planDesign) curve() curveOf              { return newRunCurve(int(d.p.Slots), d.p.StartNs) }
func (d planDesign) close() error                { return nil }

// threadDesign re-times a thread plan's slots: the threads' closed loops
// run again at their unhindered pace; keep says which types' slots the
// figures state.
type threadDesign struct {
	run      threadRun
	tp       *ThreadPlan
	srv      Server
	silences []evidence
	rttNs    int64 // the round trip given, or −1
	workers  int64 // the replays' workers: 0 for as many as needed
	keep     func(label int32) bool
}

func (d threadDesign) slots() int { return d.run.n }

func (d threadDesign) bound(e emit) error {
	return boundThreads(d.run.walk, d.run.drifts(), d.silences, d.tp.Floors, d.rttNs, e)
}

func (d threadDesign) replayServer(e emit) error {
	return replayWorkers(d.run.walk, d.workers, d.srv.Windows, false, d.srv.RTTNs, e)
}

func (d threadDesign) replayRequests(e emit) error {
	return replayWorkers(d.run.walk, d.workers, nil, true, d.srv.RTTNs, e)
}

// stated says whether slot s's figure counts: those of the stated types.
func (d threadDesign) stated(s slot) bool { return d.keep(s.label) }

func (d threadDesign) curve() curveOf { return newTimeCurve(d.run.firstNs, d.run.lastNs) }
func (d threadDesign) close() error   { return d.run.close() }

// openDesign is an open model's requests as sent: each slot is a request
// its user sent when it meant to, and every re-timing is its recording.
type openDesign struct {
	sent    []slot
	lat     []int64 // each slot's latency
	startNs int64
}

func (d openDesign) slots() int                  { return len(d.sent) }
func (d openDesign) bound(e emit) error          { return d.each(e) }
func (d openDesign) replayServer(e emit) error   { return d.each(e) }
func (d openDesign) replayRequests(e emit) error { return d.each(e) }
func (d openDesign) stated(slot) bool            { return true }
func (d openDesign) close() error                { return nil }
func (d openDesign) curve() curveOf {
	return newTimeCurve(d.startNs, d.sent[len(d.sent)-1].atNs)
}

// each emits each slot's latency: the recording is the re-timing.
func (d openDesign) each(e emit) error {
	for k, v := range d.lat {
		e(k, d.sent[k], v)
	}
	return nil
}
