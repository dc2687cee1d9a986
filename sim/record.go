package sim

import "fmt"

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

// Compress returns samples as a Multiset of maximal arithmetic runs, greedily
// from the left. It is lossless: the runs, expanded in order, are samples.
// The recordings here are long runs of one value and, after each stall, one
// decreasing run, so the result is a few progressions per stall.
func Compress(samplesNs []int64) Multiset {
	var m Multiset
	for rest := samplesNs; len(rest) > 0; {
		p := Progression{FirstNs: rest[0], Count: 1}
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

// CorrectedAdds returns the samples HdrHistogram's
// recordValueWithExpectedInterval(v, intervalNs) adds for each sample v of m
// beyond v itself: v−I, v−2I, … while they are at least I, which is
// K = ⌊v/I⌋−1 of them for v ≥ 2I and none below.
func CorrectedAdds(m Multiset, intervalNs int64) Multiset {
	var adds Multiset
	for _, p := range m {
		if p.Count-p.countAtMost(2*intervalNs-1) == 0 {
			continue // no term of p is 2I or more
		}
		for j := range p.Count {
			v := p.FirstNs + j*p.StepNs
			if k := v/intervalNs - 1; k >= 1 {
				adds = append(adds, Progression{FirstNs: v - intervalNs, StepNs: -intervalNs, Count: k})
			}
		}
	}
	return adds
}

// Figures are every checked figure of one run, or of the closed form.
type Figures struct {
	Loops [2]Loop            // indexed by Closed and Open
	Sets  [len(Sets)]Summary // indexed by Set
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

// Scenario returns the runner's scenario.
func (r *Runner) Scenario() Scenario { return r.sc }

// RunClosed runs the closed-loop client into the runner's closed buffer.
func (r *Runner) RunClosed() Loop {
	return runClosed(r.sc.server(), int64(r.sc.Interval), r.closedNs)
}

// RunOpen runs the open-loop client into the runner's open buffer.
func (r *Runner) RunOpen() Loop {
	return runOpen(r.sc.server(), int64(r.sc.Interval), r.openNs)
}

// Recordings returns the three recordings of the last RunClosed and RunOpen.
func (r *Runner) Recordings() [len(Sets)]Multiset {
	closed := Compress(r.closedNs)
	return [...]Multiset{
		Closed:    closed,
		Open:      Compress(r.openNs),
		Corrected: append(closed[:len(closed):len(closed)], CorrectedAdds(closed, int64(r.sc.Interval))...),
	}
}

// Summarize returns the figures of the last RunClosed and RunOpen, given
// the Loops they returned.
func (r *Runner) Summarize(closed, open Loop) Figures {
	f := Figures{Loops: [2]Loop{Closed: closed, Open: open}}
	for s, m := range r.Recordings() {
		f.Sets[s] = m.Summary(int64(r.sc.Service))
	}
	return f
}

// Run runs both clients once and summarizes them.
func (r *Runner) Run() Figures {
	closed := r.RunClosed()
	open := r.RunOpen()
	return r.Summarize(closed, open)
}

// Samples returns the runner's closed and open sample buffers as of the last
// runs. They are the runner's own: they change with the next run.
func (r *Runner) Samples() (closedNs, openNs []int64) { return r.closedNs, r.openNs }
