package audit

// The three ways an audit lays a run's requests out for re-timing: a
// tool's rate plan (planDesign), the threads' own pace (threadDesign),
// and an open model's users as they arrived (openDesign).

// planDesign re-times a rate plan's slots: one every interval.
type planDesign struct {
	reqs              []Request
	p                 Plan
	times             []int64 // when each slot fell due, in order
	srv               Server
	leastNs, spreadNs int64
	silences          []evidence // the pauses the replies' silences show
	rttNs             int64      // the round trip given, or −1
}

func (d planDesign) slots() int { return len(d.times) }

// bound is the larger of two lower bounds at each slot: the latest reply
// of a request that found the server free (lowerBound), and the pauses
// that the replies' silences show while requests were in flight
// (boundThreads, for a slot of the least latency): a tool of many
// connections whose sends cluster may send few requests to a free server
// just before a stall, and none of them in it.
func (d planDesign) bound(out []int64) {
	lowerBound(d.reqs, d.times, d.leastNs, d.spreadNs, out)
	slots := make([]slot, len(d.times))
	for k, u := range d.times {
		slots[k] = slot{atNs: u}
	}
	silent := make([]int64, len(d.times))
	boundThreads(slots, noDrift, d.silences, []int64{d.leastNs}, d.rttNs, silent)
	for k, v := range silent {
		out[k] = max(out[k], v)
	}
}

func (d planDesign) replayServer(out []int64)  { replayServer(d.times, d.srv, out) }
func (d planDesign) figures(v []int64) Figures { return figuresOf(v) }
func (d planDesign) curve(v []int64) []Point   { return curve(d.times, d.p.StartNs, v) }
func (d planDesign) replayRequests(out []int64) {
	replayRequests(func(k int64) int64 { return d.times[k] }, d.srv, out)
}
func (d planDesign) corrected(lat []int64) (Figures, int64, error) {
	return corrected(lat, d.p.IntervalNs)
}

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

func (d threadDesign) slots() int { return len(d.run.slots) }

func (d threadDesign) bound(out []int64) {
	boundThreads(d.run.slots, d.run.drifts(), d.silences, d.tp.Floors, d.rttNs, out)
}

func (d threadDesign) replayServer(out []int64) {
	replayWorkers(d.run.slots, d.workers, d.srv.Windows, d.run.serviceOf, d.srv.RTTNs, out)
}

func (d threadDesign) replayRequests(out []int64) {
	replayWorkers(d.run.slots, d.workers, nil, func(j int) int64 {
		if i := d.run.slots[j].of; i >= 0 {
			return max(1, d.srv.Services[i])
		}
		return d.run.serviceOf(j)
	}, d.srv.RTTNs, out)
}

// figures keeps the stated types' figures at the head of v, in place
// (v is the re-timing's scratch, its curve already drawn), and states
// theirs.
func (d threadDesign) figures(v []int64) Figures {
	kept := v[:0]
	for k, x := range v {
		if d.keep(d.run.slots[k].label) {
			kept = append(kept, x)
		}
	}
	return figuresOf(kept)
}

func (d threadDesign) curve(v []int64) []Point {
	return slotCurve(d.run.slots, v, d.run.slots[0].atNs)
}

func (d threadDesign) corrected(lat []int64) (Figures, int64, error) {
	return corrected(lat, max(1, d.tp.PaceNs))
}

// openDesign is an open model's requests as sent: each slot is a request
// its user sent when it meant to, and every re-timing is its recording.
type openDesign struct {
	sent    []slot
	lat     []int64 // each slot's latency
	startNs int64
}

func (d openDesign) slots() int                 { return len(d.sent) }
func (d openDesign) bound(out []int64)          { copy(out, d.lat) }
func (d openDesign) replayServer(out []int64)   { copy(out, d.lat) }
func (d openDesign) replayRequests(out []int64) { copy(out, d.lat) }
func (d openDesign) figures(v []int64) Figures  { return figuresOf(v) }
func (d openDesign) curve(v []int64) []Point    { return slotCurve(d.sent, v, d.startNs) }
func (d openDesign) corrected(lat []int64) (Figures, int64, error) {
	return figuresOf(append([]int64(nil), lat...)), 0, nil
}
