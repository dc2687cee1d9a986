package measure

import (
	"fmt"
	"time"

	"coordinated-omission/internal/results"
	"coordinated-omission/internal/variance"
	"coordinated-omission/sim"
)

// A Run is one simulated run: its checked figures and the wall time of
// each client's loop.
type Run struct {
	Figures sim.Figures
	Passed  int                         // figures that agreed with the closed form
	Loop    [len(Clients)]time.Duration // indexed like Clients
}

// Clients are the two client loops, in report order.
var Clients = [...]sim.Set{sim.Closed, sim.Open}

// A Measurement is everything a report run simulated.
type Measurement struct {
	Scenario sim.Scenario
	Runs     []Run                       // the warmup first, then the timed reps
	Total    time.Duration               // wall time of all runs
	Last     [len(sim.Sets)]sim.Multiset // the last run's recordings
	Sweep    []SweepPoint
	Conns    []ConnectionsPoint
	Examples []ExamplePoint
	Designs  []DesignsPoint
	// Random is the scenario with its drawn pieces, and Variance the
	// random model's figures: nil until MeasureVariance.
	Random   sim.Random
	Variance *variance.Result
	// Experiments says where the fixed experiments came from: set by
	// MeasureVariance when it includes them.
	Experiments results.Experiments
}

// Fixed says how a run gets the fixed experiments.
type Fixed struct {
	Include bool             // whether the run includes them at all
	Binary  string           // the running binary's sha256, which keys them
	Prior   *variance.Result // an earlier run's of the same binary, to reuse; nil to compute
}

// MeasureVariance runs the random model on rs, whose Scenario is m's: the
// fixed experiments as fixed says, and rs itself if it draws anything.
func (m *Measurement) MeasureVariance(rs sim.Random, fixed Fixed) error {
	v, err := variance.Measure(rs, fixed.Include, fixed.Prior)
	if err != nil {
		return fmt.Errorf("random model: %w", err)
	}
	m.Random, m.Variance = rs, v
	m.Experiments = results.Experiments{}
	if fixed.Include {
		m.Experiments = results.Experiments{Binary: fixed.Binary, How: results.Computed}
		if fixed.Prior != nil {
			m.Experiments.How = results.Reused
		}
	}
	return nil
}

// Reps returns the timed runs, without the warmup.
func (m *Measurement) Reps() []Run { return m.Runs[1:] }

// Passed counts the checks over every run, the warmup included.
func (m *Measurement) Passed() int {
	passed := 0
	for _, r := range m.Runs {
		passed += r.Passed
	}
	return passed
}

// Measure simulates sc, then the load sweep, the connections sweep and the
// examples. Any mismatch with the closed form fails the whole measurement.
// sc must be valid and reps at least 1. progress, if not nil, is told after
// each run of sc how many of how many are done.
func Measure(sc sim.Scenario, reps int, progress func(done, total int)) (*Measurement, error) {
	m, err := Simulate(sc, reps, progress)
	if err != nil {
		return nil, err
	}
	if m.Sweep, err = Sweep(); err != nil {
		return nil, err
	}
	if m.Examples, err = examples(sc); err != nil {
		return nil, err
	}
	return m, nil
}

// Simulate makes one warmup run and reps timed runs of sc, each checked
// against the closed form; it leaves the sweep empty.
func Simulate(sc sim.Scenario, reps int, progress func(done, total int)) (*Measurement, error) {
	r, err := sim.NewRunner(sc)
	if err != nil {
		return nil, err
	}
	m := &Measurement{Scenario: sc}
	want := sim.Expected(sc)
	start := time.Now()
	for i := range reps + 1 {
		var loops [len(sim.Sets)]sim.Loop
		t0 := time.Now()
		loops[sim.Closed] = r.RunClosed()
		t1 := time.Now()
		loops[sim.Open] = r.RunOpen()
		t2 := time.Now()
		loops[sim.Skip], loops[sim.Unpaced] = r.RunDesigns()
		figures := r.Summarize(loops)
		passed, err := sim.Check(sc, figures, want)
		if err != nil {
			return nil, fmt.Errorf("run %d: %w", i, err)
		}
		m.Runs = append(m.Runs, Run{Figures: figures, Passed: passed, Loop: [2]time.Duration{t1.Sub(t0), t2.Sub(t1)}})
		if progress != nil {
			progress(i+1, reps+1)
		}
	}
	m.Total = time.Since(start)
	m.Last = r.Recordings()
	if m.Conns, err = connectionsSweep(sc, r); err != nil {
		return nil, err
	}
	if m.Designs, err = designsSweep(sc, r); err != nil {
		return nil, err
	}
	return m, nil
}
