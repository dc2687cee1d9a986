package sim

import (
	"fmt"
	"sort"
)

// A Set names one of the three recordings of the timeline.
type Set int

const (
	Closed    Set = iota // the closed-loop client's samples
	Open                 // the open-loop client's samples
	Corrected            // Closed re-recorded with the expected interval
)

// Sets lists the three recordings in report order.
var Sets = [...]Set{Closed, Open, Corrected}

func (s Set) String() string {
	switch s {
	case Closed:
		return "closed"
	case Open:
		return "open"
	case Corrected:
		return "corrected"
	}
	return fmt.Sprintf("Set(%d)", int(s))
}

// compress returns samples as a Multiset of maximal arithmetic runs,
// greedily from the left, each with the attribution stallsBefore. It is
// lossless: the runs, expanded in order, are samples.
func compress(samplesNs []int64, stallsBefore int64) Multiset {
	var m Multiset
	for rest := samplesNs; len(rest) > 0; {
		p := Progression{FirstNs: rest[0], Count: 1, StallsBefore: stallsBefore}
		if len(rest) > 1 {
			p.StepNs = rest[1] - rest[0]
			nextNs := rest[0]
			for _, v := range rest[1:] {
				if nextNs += p.StepNs; v != nextNs {
					break
				}
				p.Count++
			}
		}
		m = append(m, p)
		rest = rest[p.Count:]
	}
	return m
}

// compressByStall compresses one recording of the timeline whose requests
// complete at i·I + openNs[i], attributing each sample to the last stall
// that began before its request completed. Completions increase with i, so
// the requests of one attribution are a contiguous block, found by bisection.
func compressByStall(samplesNs, openNs []int64, sc Scenario) Multiset {
	I, P := int64(sc.Interval), int64(sc.Period)
	var m Multiset
	stallNs := sc.server().firstStallNs // out of reach when there are no stalls
	start := 0
	for k := int64(0); start < len(samplesNs); k++ {
		// Requests start up to end complete after stalls 0…k−1 began and
		// no later than stall k begins.
		end := start + sort.Search(len(samplesNs)-start, func(j int) bool {
			i := start + j
			return int64(i)*I+openNs[i] > stallNs
		})
		m = append(m, compress(samplesNs[start:end], k)...)
		start = end
		stallNs += P
	}
	return m
}

// CorrectedAdds returns the samples HdrHistogram's
// recordValueWithExpectedInterval(v, intervalNs) adds for each sample v of m
// beyond v itself: v−I, v−2I, … while they are at least I, which is
// K = ⌊v/I⌋−1 of them for v ≥ 2I and none below. A constant progression
// adds one progression as many times over; a sloping one adds one per term
// that reaches 2I, found by division.
func CorrectedAdds(m Multiset, intervalNs int64) Multiset {
	var adds Multiset
	for _, p := range m {
		if p.StepNs == 0 {
			if K := p.FirstNs/intervalNs - 1; K >= 1 {
				adds = append(adds, Progression{FirstNs: p.FirstNs - intervalNs, StepNs: -intervalNs, Count: K, Times: p.samples(), StallsBefore: p.StallsBefore})
			}
			continue
		}
		from, to := atLeast(p.FirstNs, p.StepNs, p.Count, 2*intervalNs)
		for j := from; j < to; j++ {
			v := p.FirstNs + j*p.StepNs
			adds = append(adds, Progression{FirstNs: v - intervalNs, StepNs: -intervalNs, Count: v/intervalNs - 1, Times: p.Times, StallsBefore: p.StallsBefore})
		}
	}
	return adds
}

// Figures are every checked figure of one run, or of the closed form.
type Figures struct {
	Loops [2]Loop            // indexed by Closed and Open
	Sets  [len(Sets)]Summary // indexed by Set
	// AddedPerStall is how many samples the correction adds, stall by
	// stall, each counted for the stall its closed-loop sample is.
	AddedPerStall Range
}

// figures summarizes the three recordings of a timeline that met the
// loops' stalls, and the correction's additions to it.
func figures(sets [len(Sets)]Multiset, adds Multiset, loops [2]Loop, serviceNs int64) Figures {
	stallsMet := loops[Closed].Stalls
	f := Figures{Loops: loops}
	for s, m := range sets {
		f.Sets[s] = m.Summary(serviceNs, stallsMet)
	}
	f.AddedPerStall = adds.perStall(stallsMet, func(p Progression) int64 { return p.samples() })
	return f
}

// A Runner runs one scenario's clients into buffers it keeps from one run to
// the next, so that repeated runs allocate nothing for samples.
type Runner struct {
	sc       Scenario
	closedNs []int64
	openNs   []int64
}

// NewRunner validates sc and allocates its sample buffers.
func NewRunner(sc Scenario) (*Runner, error) {
	if err := sc.Validate(); err != nil {
		return nil, err
	}
	n := sc.Requests()
	return &Runner{sc: sc, closedNs: make([]int64, n), openNs: make([]int64, n)}, nil
}

// SetConnections points the runner at the same scenario with n
// connections, keeping its buffers.
func (r *Runner) SetConnections(n int) error {
	sc := r.sc
	sc.Connections = n
	if err := sc.Validate(); err != nil {
		return err
	}
	r.sc = sc
	return nil
}

// RunClosed runs the closed-loop client into the runner's closed buffer.
func (r *Runner) RunClosed() Loop {
	if r.sc.Connections == 1 {
		return runClosed(r.sc.server(), int64(r.sc.Interval), r.closedNs)
	}
	loop := runDone(r.sc.server(), int64(r.sc.Interval), r.closedNs)
	sendLate(r.closedNs, int64(r.sc.Interval), r.sc.Connections)
	return loop
}

// RunOpen runs the open-loop client into the runner's open buffer.
func (r *Runner) RunOpen() Loop {
	return runOpen(r.sc.server(), int64(r.sc.Interval), r.openNs)
}

// recordings returns the three recordings of the last RunClosed and
// RunOpen, and the correction's additions.
func (r *Runner) recordings() ([len(Sets)]Multiset, Multiset) {
	closed := compressByStall(r.closedNs, r.openNs, r.sc)
	adds := CorrectedAdds(closed, int64(r.sc.Interval)*int64(r.sc.Connections))
	return [...]Multiset{
		Closed:    closed,
		Open:      compressByStall(r.openNs, r.openNs, r.sc),
		Corrected: append(closed[:len(closed):len(closed)], adds...),
	}, adds
}

// Recordings returns the three recordings of the last RunClosed and RunOpen.
func (r *Runner) Recordings() [len(Sets)]Multiset {
	sets, _ := r.recordings()
	return sets
}

// Summarize returns the figures of the last RunClosed and RunOpen, given
// the Loops they returned.
func (r *Runner) Summarize(closed, open Loop) Figures {
	sets, adds := r.recordings()
	return figures(sets, adds, [2]Loop{Closed: closed, Open: open}, int64(r.sc.Service))
}

// Run runs both clients once and summarizes them.
func (r *Runner) Run() Figures {
	closed := r.RunClosed()
	open := r.RunOpen()
	return r.Summarize(closed, open)
}

// Samples returns the runner's closed and open sample buffers as of the last
// runs, request by request. They are the runner's own: they change with the
// next run.
func (r *Runner) Samples() (closedNs, openNs []int64) { return r.closedNs, r.openNs }
