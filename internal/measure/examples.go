package measure

import (
	"fmt"
	"strconv"
	"time"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/sim"
)

// The examples sweep shows the two corners of the domain that the
// scenario itself may not: the same scenario overloaded, its service time
// raised to 5/4 of the interval, where latency grows without bound; and
// the same scenario without stalls, where every recording agrees. Each
// runs for at most exampleRequests requests, so that it stays small
// whatever the scenario.
const ExamplesSweep = "examples"

const exampleRequests = 20_000

// An ExamplePoint is one checked run of the examples sweep.
type ExamplePoint struct {
	Case     string // "overload" or "no-stall"
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
	return []ExamplePoint{{Case: "overload", Scenario: overload}, {Case: "no-stall", Scenario: noStall}}
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
		ex.Figures = r.Run()
		if ex.Checks, err = sim.Check(ex.Figures, sim.Expected(ex.Scenario)); err != nil {
			return nil, fmt.Errorf("%s example: %w", ex.Case, err)
		}
		out = append(out, ex)
	}
	return out, nil
}

// line returns the example as a sweep line, its figures exactly.
func (ex ExamplePoint) line() rawfile.Sweep {
	sc := ex.Scenario
	fs := rawfile.Fields{
		{Key: "case", Value: ex.Case},
		{Key: "service", Value: sc.Service.String()},
		{Key: "stall", Value: sc.Stall.String()},
		{Key: "duration", Value: sc.Duration.String()},
		{Key: "checks", Value: strconv.Itoa(ex.Checks)},
	}
	for _, set := range sim.Sets {
		s := ex.Figures.Sets[set]
		for _, p := range []sim.Percentile{sim.P50, sim.P99} {
			fs = append(fs, rawfile.KV{Key: fmt.Sprintf("%v.p%v-ns", set, p), Value: strconv.FormatInt(atNs(s, sim.HalfUp, p), 10)})
		}
		fs = append(fs, rawfile.KV{Key: set.String() + ".max-ns", Value: strconv.FormatInt(s.MaxNs, 10)})
	}
	return rawfile.Sweep{Name: ExamplesSweep, Fields: fs}
}
