package audit

import (
	"fmt"
	"slices"
	"sync"
)

// A Retiming is one recording of a run's requests: the tool's own, or
// the requests re-timed on the plan. Its figures are stated only where
// the log supports its assumption; where it does not, Unstated says why
// and Figures are zero.
type Retiming struct {
	Name       string // as the table and the raw file write it
	Assumption string // what its figures rest on, in one sentence
	Figures    Figures
	Unstated   string // why no figure is stated; "" where they are
}

// Stated reports whether the recording states its figures.
func (t Retiming) Stated() bool { return t.Unstated == "" }

// At is the figure at level l: 0 where none is stated.
func (t Retiming) At(l Level) int64 { return t.Figures.At(l) }

// The recordings' names, as the raw file's keys spell them.
const (
	NameRecorded       = "recorded"
	NameBound          = "bound"
	NameReplayServer   = "replay-server"
	NameReplayRequests = "replay-requests"
	NameCorrected      = "corrected"
)

// A design is a run's requests laid out for re-timing, as one kind of
// workload has them: the slots of its plan (a rate plan's, a thread
// plan's, or an open model's own sends), and each re-timing's figure at
// each slot.
type design interface {
	slots() int
	// bound, replayServer and replayRequests emit their figure at each
	// slot, in order.
	bound(e emit) error
	replayServer(e emit) error
	replayRequests(e emit) error
	// stated says whether slot s's figure counts in the figures: a thread
	// plan's slots of the type asked for.
	stated(s slot) bool
	// curve is an empty curve of a re-timing over time, for the picture.
	curve() curveOf
	// close lets go of what holds the slots (a thread plan's file).
	close() error
}

// A retiming is one re-timing as the audit states it: its name, the
// assumption it rests on for the run audited, why the log does not
// support that assumption ("" where it does), and its computation.
type retiming struct {
	name        string
	of          func(*Result) *Retiming
	assumption  func(*Result) string
	unsupported func(*Result) string
	compute     func(res *Result, d design, rec *recorder, l latencies) (Figures, error)
}

// retimings are the audit's re-timings, in the order it states them
// after the tool's own figures: the table, the words, the raw file and
// the page all take them from here.
var retimings = []retiming{
	{name: NameBound, of: func(r *Result) *Retiming { return &r.Bound }, assumption: boundAssumption, unsupported: func(*Result) string { return "" },
		compute: func(res *Result, d design, rec *recorder, _ latencies) (f Figures, err error) {
			f, res.BoundCurve, err = rec.record(d.bound, true)
			return f, err
		}},
	{name: NameReplayServer, of: func(r *Result) *Retiming { return &r.ReplayServer }, assumption: replayServerAssumption, unsupported: replayUnsupported,
		compute: func(res *Result, d design, rec *recorder, _ latencies) (f Figures, err error) {
			f, res.ReplayCurve, err = rec.record(d.replayServer, true)
			return f, err
		}},
	{name: NameReplayRequests, of: func(r *Result) *Retiming { return &r.ReplayRequests }, assumption: replayRequestsAssumption, unsupported: replayUnsupported,
		compute: func(res *Result, d design, rec *recorder, _ latencies) (f Figures, err error) {
			f, _, err = rec.record(d.replayRequests, false)
			return f, err
		}},
	{name: NameCorrected, of: func(r *Result) *Retiming { return &r.Corrected }, assumption: correctedAssumption, unsupported: correctedUnsupported,
		compute: func(res *Result, _ design, _ *recorder, l latencies) (Figures, error) {
			res.CorrectedAdded = l.added
			return l.corrected, l.err
		}},
}

// Retimings are the run's recordings in the order the audit states them:
// the tool's own, then each re-timing.
func (r *Result) Retimings() []Retiming {
	out := []Retiming{r.Recorded}
	for _, rt := range retimings {
		out = append(out, *rt.of(r))
	}
	return out
}

// retime states each re-timing of d whose assumption the log supports,
// and says why of each it does not; l are what it takes of the stated
// requests' latencies. A replay longer than the run itself at p99.9 is
// one whose assumption the run disproves: its figures are not stated.
func (res *Result) retime(d design, l latencies, spanNs int64) error {
	res.Recorded = Retiming{Name: NameRecorded, Assumption: RecordedAssumption, Figures: l.recorded}
	res.LeastNs = l.leastNs
	rec := newRecorder(d)
	res.Digits = rec.digits()
	// each re-timing stated is worked out on a goroutine of its own, with
	// a recorder of its own: on every core, where there are more; none
	// reads another's figures, and each writes its own curve. Where the
	// figures are exact and many (an open model's, or a plan of more than
	// parallelSlots slots), each recorder's buffer would hold a figure a
	// slot: they are worked out in turn, in one recorder's buffer.
	parallel := rec.histogram || d.slots() <= parallelSlots
	type computed struct {
		f   Figures
		err error
	}
	out := make([]computed, len(retimings))
	var wg sync.WaitGroup
	for i, rt := range retimings {
		t := rt.of(res)
		*t = Retiming{Name: rt.name, Assumption: rt.assumption(res), Unstated: rt.unsupported(res)}
		switch {
		case !t.Stated():
		case parallel:
			wg.Go(func() { out[i].f, out[i].err = rt.compute(res, d, newRecorder(d), l) })
		default:
			out[i].f, out[i].err = rt.compute(res, d, rec, l)
		}
	}
	wg.Wait()
	for i, rt := range retimings {
		t := rt.of(res)
		if !t.Stated() {
			continue
		}
		if out[i].err != nil {
			return out[i].err
		}
		f := out[i].f
		t.Figures = f
		if rt.name != NameBound && res.Users.Arrivals != ArrivalsOpen && f.At(P999) > spanNs {
			*t = Retiming{Name: rt.name, Assumption: t.Assumption, Unstated: fmt.Sprintf("its p99.9 (%v) would be longer than the run itself (%v): its assumption does not hold here", ns(f.At(P999)), ns(spanNs))}
			if rt.name == NameReplayServer {
				res.ReplayCurve = nil
			}
		}
	}
	res.BoundFlat = res.Bound.At(P999) <= res.LeastNs
	return nil
}

// parallelSlots is the most slots whose exact re-timings are worked out
// side by side, each in a buffer of its own of 8 bytes a slot: 8 MiB. A
// variable, so that tests can work every log out either way.
var parallelSlots = 1 << 20

// The assumptions, one sentence each, beside their figures.
const (
	RecordedAssumption       = "the tool's own figures, from its log"
	BoundAssumption          = "no open loop on this server could have recorded less, if it completes requests in the order they arrive, its pauses do not depend on the load, and one request met neither a queue nor a pause"
	ThreadBoundAssumption    = "no open loop at the threads' pace could have recorded less, if the server serves requests in the order they arrive (any number of workers), a pause stops every worker and holds a silence of the replies, and one request of each type met neither a queue nor a pause"
	ReplayServerAssumption   = "the slowness was the server's: its pauses, inferred from the log, replayed for the plan's arrivals at the typical service time"
	ReplayRequestsAssumption = "the slowness was the requests': each request's own service time, inferred from the log, replayed for the plan's arrivals in turn"
	CorrectedAssumption      = "HdrHistogram's recordValueWithExpectedInterval at the plan's interval: it treats every sample alike and cannot see skipped slots"
	OpenAssumption           = "an open model: each user started on its own schedule and waited for its replies as a person does, so every request was sent when its user meant to, and the recording is the re-timing"
)

func boundAssumption(r *Result) string {
	switch {
	case r.Users.Arrivals == ArrivalsOpen:
		return OpenAssumption
	case r.Threads != nil:
		return ThreadBoundAssumption
	}
	return BoundAssumption
}

func replayServerAssumption(r *Result) string {
	switch {
	case r.Users.Arrivals == ArrivalsOpen:
		return OpenAssumption
	case r.Threads != nil:
		return "the slowness was the server's: its pauses, inferred from the log, replayed for the threads' unhindered sends, each at its own service time, " + r.Threads.workersWords()
	}
	return ReplayServerAssumption
}

func replayRequestsAssumption(r *Result) string {
	switch {
	case r.Users.Arrivals == ArrivalsOpen:
		return OpenAssumption
	case r.Threads != nil:
		return "the slowness was the requests': each request's own service time, pauses and all, replayed for the threads' unhindered sends, " + r.Threads.workersWords()
	}
	return ReplayRequestsAssumption
}

func correctedAssumption(r *Result) string {
	switch {
	case r.Users.Arrivals == ArrivalsOpen:
		return OpenAssumption
	case r.Threads != nil:
		return "HdrHistogram's recordValueWithExpectedInterval at the threads' pace: it treats every sample alike and cannot see skipped slots"
	}
	return CorrectedAssumption
}

// workersWords says through how many workers the thread plan's replays
// serve it.
func (tp *ThreadPlan) workersWords() string {
	if tp.replayWorkers() == 0 {
		return "through as many workers as it needs: the server never queued"
	}
	return "through " + plural(tp.Workers, "worker") + " behind one queue"
}

// replayUnsupported says why the replays' assumption does not hold: a
// schedule that the server could not keep up with queues without bound
// in any replay, whatever the pauses, and its figures say more of that
// queue than of them. A threads' pace that saturates the server is such
// a schedule; so is a saturation test's on a server that queued, its pace
// that of its own queue. A rate plan given is the one the tool was meant
// to keep, and an open loop at it would have queued as the replay does;
// one inferred near the server's capacity is too uncertain for that.
func replayUnsupported(r *Result) string {
	switch {
	case r.Users.Arrivals == ArrivalsOpen:
		return ""
	case r.SaturationTest() && !r.Threads.Unqueued:
		return "a saturation test: its threads sent at once after each reply, at the pace of the server's own queue, so a replay at that pace has no time to drain a pause's backlog and queues without bound"
	case r.Threads != nil && r.Threads.Saturated():
		return fmt.Sprintf("the threads' unhindered pace keeps the server's %s busy %s of the time it worked: an open schedule at that pace queues without bound", plural(r.Threads.Workers, "worker"), pct(r.Threads.BusyPct/100))
	case r.Threads == nil && r.Unstable() && !r.Plan.Given:
		return fmt.Sprintf("the plan inferred, one request every %v, loads a server of %v a request at %s, where an error in the plan's rate changes the replay's queue without bound; give the plan meant with -interval", ns(r.Plan.IntervalNs), ns(r.Server.ServiceNs), pct(float64(r.Server.ServiceNs)/float64(r.Plan.IntervalNs)))
	}
	return ""
}

// correctedUnsupported says why HdrHistogram's correction does not apply:
// a saturation test's threads have no pace of their own, their interval
// being their own queue's latency.
func correctedUnsupported(r *Result) string {
	if r.SaturationTest() && !r.Threads.Unqueued {
		return "a saturation test: its threads have no pace of their own but the latency of the queue they made, so there is no expected interval to correct at"
	}
	return ""
}

// recordingsOf are the run's recordings as the schema writes them: the
// figures of each stated one, and why each other is not.
func recordingsOf(res *Result) (figures [][]int64, unstated []string) {
	for _, t := range res.Retimings() {
		if t.Stated() {
			figures = append(figures, append([]int64(nil), t.Figures[:]...))
		} else {
			figures = append(figures, nil)
		}
		unstated = append(unstated, t.Unstated)
	}
	return figures, unstated
}

// latencies are what the audit takes of the stated requests' latencies,
// worked out before the plan's slots are laid out, so that the latencies
// are let go of first (80 MB fewer held at the peak of a log of 10^7
// requests): the recording's figures, the least latency, and
// HdrHistogram's correction of them at the plan's interval, with the
// samples it added, or the error of a correction too large, said only if
// the correction is stated.
type latencies struct {
	recorded, corrected Figures
	leastNs             int64
	added               int64
	err                 error
}

// latenciesOf takes them of lat, which it sorts, correcting at
// intervalNs; at 0, an open model's, the correction is the recording.
func latenciesOf(lat []int64, intervalNs int64) latencies {
	slices.Sort(lat)
	l := latencies{recorded: figuresOf(lat), leastNs: lat[0]}
	l.corrected = l.recorded
	if intervalNs != 0 {
		l.corrected, l.added, l.err = corrected(lat, intervalNs)
	}
	return l
}
