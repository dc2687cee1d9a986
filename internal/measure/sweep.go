package measure

import (
	"fmt"
	"strconv"
	"time"

	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
)

// The load sweep asks whether the direction of the effect depends on the
// constants. It is a fixed grid around the seed's scenario: the interval
// stays 200µs while the utilisation S/I runs from 0.1 to 0.9 and the stall
// takes three lengths. Each point's period is the time its backlog takes to
// drain, rounded up to 100ms and at least 1s, so that it is inside sim's
// domain; the first stall is at 0 and the run lasts sweepPeriods periods, so
// that the end of the schedule cuts no backlog short.
var (
	sweepInterval     = 200 * time.Microsecond
	sweepUtilisations = []int{10, 20, 30, 40, 50, 60, 70, 80, 90} // percent
	sweepStalls       = []time.Duration{50 * time.Millisecond, 200 * time.Millisecond, 800 * time.Millisecond}
)

const sweepPeriods = 5

// A SweepPoint is one checked run of the sweep.
type SweepPoint struct {
	UtilisationPct int
	Scenario       sim.Scenario
	Checks         int
	Figures        sim.Figures
}

// sweepScenario returns the grid point's scenario.
func sweepScenario(utilisationPct int, stall time.Duration) (sim.Scenario, error) {
	sc := sim.Scenario{
		Service:     sweepInterval * time.Duration(utilisationPct) / 100,
		Interval:    sweepInterval,
		Stall:       stall,
		Connections: 1,
	}
	drain, ok := sc.DrainTime()
	if !ok {
		return sc, fmt.Errorf("utilisation %d%%, stall %v: the backlog never drains", utilisationPct, stall)
	}
	const step = 100 * time.Millisecond
	sc.Period = max(time.Second, (drain+step-1)/step*step)
	sc.Duration = sweepPeriods * sc.Period
	return sc, sc.Validate()
}

// Sweep runs and checks every point of the load sweep's grid once. The grid
// does not depend on the scenario.
func Sweep() ([]SweepPoint, error) {
	var points []SweepPoint
	for _, stall := range sweepStalls {
		for _, u := range sweepUtilisations {
			sc, err := sweepScenario(u, stall)
			if err != nil {
				return nil, fmt.Errorf("sweep: %w", err)
			}
			r, err := sim.NewRunner(sc)
			if err != nil {
				return nil, fmt.Errorf("sweep: %w", err)
			}
			got := r.RunSeed()
			checks, err := sim.Check(sc, got, sim.ExpectedSeed(sc))
			if err != nil {
				return nil, fmt.Errorf("sweep at utilisation %d%%, stall %v: %w", u, stall, err)
			}
			points = append(points, SweepPoint{UtilisationPct: u, Scenario: sc, Checks: checks, Figures: got})
		}
	}
	return points, nil
}

// line returns the point as a sweep line, its figures exactly in ns:
//
//	sweep load utilisation=0.9 stall=800ms interval=200µs period=8s duration=40s checks=53 closed.p99-ns=… …
func (pt SweepPoint) point() results.LoadPoint {
	sc := pt.Scenario
	return results.LoadPoint{Utilisation: strconv.FormatFloat(float64(pt.UtilisationPct)/100, 'f', -1, 64),
		Stall: sc.Stall, Interval: sc.Interval, Period: sc.Period, Duration: sc.Duration, Checks: int64(pt.Checks),
		AtNs: levels(pt.Figures, results.LoadLevels)}
}

// levels returns each recording's half-up figures at levels.
func levels(f sim.Figures, levels []results.Level) map[string]map[results.Level]int64 {
	out := map[string]map[results.Level]int64{}
	for _, set := range []sim.Set{sim.Closed, sim.Open, sim.Corrected} {
		r := recording(set, f.Sets[set])
		out[r.Name] = map[results.Level]int64{}
		for _, l := range levels {
			out[r.Name][l], _ = r.At(l)
		}
	}
	return out
}

func atNs(s sim.Summary, rule sim.RankRule, p sim.Percentile) int64 {
	for i, q := range sim.Percentiles {
		if q == p {
			return s.AtNs[rule][i]
		}
	}
	panic(fmt.Sprintf("measure: %v is not one of sim.Percentiles", p))
}
