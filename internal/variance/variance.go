// Package variance runs the random model's experiments for the report:
// the checks of the open, closed, think and unpaced designs against exact
// queueing theory, Schroeder's comparison of open and closed systems by
// load, the grid that tests the seed's claim that variance changes no
// ratio's direction, and a random scenario given on the command line.
//
// Every figure is a pure function of the constants and the fixed seeds
// below, so a re-run reproduces it exactly. Each interval is at
// ConfidencePct for its family of figures, Bonferroni over the family,
// by a method valid for autocorrelated samples: regenerative cycles (the
// open loop's busy periods), batch means (the think design), independent
// samples where they are (a one-connection closed loop's, every N-th
// unpaced sample), or independent replications (the grid).
package variance

import (
	"fmt"
	"math"
	"runtime"
	"slices"
	"sync"
	"time"

	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
	"coordinated-omission/sim/theory"
)

// ConfidencePct is the confidence of each family of checks.
const ConfidencePct = 99

// A Result is every figure of the random model's experiments.
type Result struct {
	Theory []results.TheoryCheck
	Think  []results.ThinkPoint
	Grid   []results.GridPoint
	// Random is the command line's random scenario's designs, nil for a
	// deterministic scenario.
	Random []results.RandomDesign
}

// Measure runs every experiment if experiments, and the command line's
// scenario rs if it is random, using every processor. prior, if not nil,
// holds the fixed experiments of an earlier run of this very binary: with
// experiments, they are taken from it rather than computed.
func Measure(rs sim.Random, experiments bool, prior *Result) (*Result, error) {
	var jobs []func() error
	res := &Result{}
	var fixed *Result
	var scenarioChecks []results.TheoryCheck
	if experiments && prior != nil {
		fixed = prior
	} else if experiments {
		jobs = append(jobs, func() (err error) { fixed, err = Experiments(); return })
	}
	if rs.Drawn() {
		jobs = append(jobs, func() (err error) { res.Random, scenarioChecks, err = Scenario(rs); return })
	}
	if err := parallel(jobs); err != nil {
		return nil, err
	}
	if fixed != nil {
		res.Theory, res.Think, res.Grid = slices.Clone(fixed.Theory), slices.Clone(fixed.Think), slices.Clone(fixed.Grid)
	}
	res.Theory = append(res.Theory, scenarioChecks...)
	return res, nil
}

// Experiments runs the fixed experiments, once a process: they depend on
// no flag, only on the constants and seeds here, so a second call (a
// test's second run, -verify after a run) returns the first's figures.
var Experiments = sync.OnceValues(func() (*Result, error) {
	cases, think, grid := theoryCases(), thinkPoints(), gridPoints()
	res := &Result{Think: make([]results.ThinkPoint, len(think)), Grid: make([]results.GridPoint, len(grid))}
	var jobs []func() error
	theoryOut := make([][]results.TheoryCheck, len(cases))
	for i, c := range cases {
		jobs = append(jobs, func() (err error) { theoryOut[i], err = c.run(); return })
	}
	for i, p := range think {
		jobs = append(jobs, func() (err error) { res.Think[i], err = p.run(); return })
	}
	for i, p := range grid {
		jobs = append(jobs, func() (err error) { res.Grid[i], err = p.run(); return })
	}
	if err := parallel(jobs); err != nil {
		return nil, err
	}
	res.Theory = slices.Concat(theoryOut...)
	return res, nil
})

// Fixed returns the fixed experiments that s holds, for a later run of
// the same binary to reuse: nil if it holds none. Its theory checks of the
// command line's scenario are not among them.
func Fixed(s *results.Sim) *Result {
	if len(s.Grid) == 0 {
		return nil
	}
	return &Result{Theory: results.FixedTheory(s.Theory), Think: s.Think, Grid: s.Grid}
}

// parallel runs jobs on every processor and returns the first error, in
// job order.
func parallel(jobs []func() error) error {
	errs := make([]error, len(jobs))
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				errs[i] = jobs[i]()
			}
		})
	}
	for i := range jobs {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// caseOf is the file's account of rs.
func caseOf(rs sim.Random) results.RandomCase {
	return results.RandomCase{ServiceDist: rs.ServiceDist.String(), Arrivals: rs.Arrivals.String(), Service: rs.Service,
		Interval: rs.Interval, Stall: rs.Stall, Period: rs.Period, Connections: int64(rs.Connections), Think: rs.Think,
		Duration: rs.Duration, Seed: int64(rs.Seed)}
}

// quiet is a random scenario with no stall: the queues of theory.
func quiet(service, interval, duration time.Duration, dist sim.Dist, arrivals sim.Arrivals, seed uint64) sim.Random {
	return sim.Random{Scenario: sim.Scenario{Service: service, Interval: interval, Period: time.Second, Duration: duration, Connections: 1},
		ServiceDist: dist, Arrivals: arrivals, Seed: seed}
}

// ns rounds a time in ns to a whole ns.
func ns(v float64) int64 { return int64(math.Round(v)) }

// check is the file's line of a theory check.
func check(name, figure, formula string, rs sim.Random, samples int, c theory.Check, theoryNs float64, tolerancePct int64) results.TheoryCheck {
	return results.TheoryCheck{Case: name, Figure: figure, Theory: formula, Scenario: caseOf(rs), Samples: int64(samples),
		ValueNs: ns(c.Value), LoNs: min(ns(c.Lo), ns(c.Value)), HiNs: max(ns(c.Hi), ns(c.Value)), TheoryNs: ns(theoryNs),
		ConfidencePct: ConfidencePct, TolerancePct: tolerancePct}
}

// levelName is a percentile's name: 0.99 is p99, 0.999 p99.9.
func levelName(p float64) string { return "p" + fmt.Sprint(math.Round(p*1e4)/100) }
