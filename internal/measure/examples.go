package measure

import (
	"fmt"
	"time"

	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
)

const exampleRequests = 20_000

// An ExamplePoint is one checked run of the examples sweep.
type ExamplePoint struct {
	Case     string // results.OverloadCase or results.NoStallCase
	Scenario sim.Scenario
	Checks   int
	Figures  sim.Figures
}

// exampleScenarios returns sc overloaded and sc without stalls, each cut
// to exampleRequests requests.
func exampleScenarios(sc sim.Scenario) []ExamplePoint {
	sc.Duration = min(sc.Duration, time.Duration(exampleRequests)*sc.Interval)
	overload, noStall := sc, sc
	overload.Service = sc.Interval * 5 / 4
	noStall.Stall = 0
	return []ExamplePoint{{Case: results.OverloadCase, Scenario: overload}, {Case: results.NoStallCase, Scenario: noStall}}
}

// examples runs and checks the examples of sc. One that leaves the domain
// (an overload whose latencies would overflow, say) is left out.
func examples(sc sim.Scenario) ([]ExamplePoint, error) {
	var out []ExamplePoint
	for _, ex := range exampleScenarios(sc) {
		r, err := sim.NewRunner(ex.Scenario)
		if err != nil {
			continue
		}
		ex.Figures = r.RunSeed()
		if ex.Checks, err = sim.Check(ex.Scenario, ex.Figures, sim.ExpectedSeed(ex.Scenario)); err != nil {
			return nil, fmt.Errorf("%s example: %w", ex.Case, err)
		}
		out = append(out, ex)
	}
	return out, nil
}

// line returns the example as a sweep line, its figures exactly.
func (ex ExamplePoint) point() results.Example {
	sc := ex.Scenario
	return results.Example{Case: ex.Case, Service: sc.Service, Stall: sc.Stall, Duration: sc.Duration, Checks: int64(ex.Checks),
		AtNs: levels(ex.Figures, results.ExampleLevels)}
}
