//go:build !mutation

package measure

import (
	"testing"
	"time"

	"coordinated-omission/internal/testenv"
	"coordinated-omission/sim"
)

// workScenarios are a spread of scenarios for the work bound: the seed,
// long and short, many connections, a round trip, stalls every few
// hundred microseconds, overload, and the two that the old bound
// misjudged.
func workScenarios() map[string]sim.Scenario {
	def := sim.Default()
	at := func(edit func(*sim.Scenario)) sim.Scenario { sc := def; edit(&sc); return sc }
	return map[string]sim.Scenario{
		"seed":                 def,
		"seed, 10 min":         at(func(sc *sim.Scenario) { sc.Duration = 10 * time.Minute }),
		"seed, N = 100, 5 min": at(func(sc *sim.Scenario) { sc.Connections, sc.Duration = 100, 5*time.Minute }),
		"rtt 27µs, N = 10, 5 min": at(func(sc *sim.Scenario) {
			sc.Connections, sc.RTT, sc.Duration = 10, 27*time.Microsecond, 5*time.Minute
		}),
		"a stall every 151µs, 20 s": at(func(sc *sim.Scenario) {
			sc.Stall, sc.Period, sc.FirstStall = 50*time.Microsecond, 151*time.Microsecond, 0
		}),
		"overload, 2 min":            at(func(sc *sim.Scenario) { sc.Service, sc.Duration = 250*time.Microsecond, 2*time.Minute }),
		"S = I, a stall every 559µs": {Service: 58434, Interval: 58434, Stall: 49594, Period: 559204, FirstStall: 440467, Duration: 75 * time.Second, Connections: 1},
		"S = 2ns, I = 1ns":           {Service: 2, Interval: 1, Stall: 0, Period: 606981, FirstStall: 658264, Duration: 1799738, Connections: 1},
	}
}

// TestEstimateAgainstRuns measures a report at -reps 1 (Measure) for each
// of workScenarios and holds the estimate within 2× of it either way. It
// times the wall clock, so it holds the tests' lock alone: beside sim's
// long tests on two cores, its runs took up to 1.7 times as long as
// alone (ratios down to 0.59×).
func TestEstimateAgainstRuns(t *testing.T) {
	if testing.Short() {
		t.Skip("times whole reports")
	}
	testenv.Quiet(t)
	for name, sc := range workScenarios() {
		w, err := Estimate(sc, 1) // refused or not, the estimate is made
		if w.OneRep == 0 {
			t.Fatalf("%s: no estimate: %v", name, err)
		}
		start := time.Now()
		if _, err := Measure(sc, 1, nil); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		took := time.Since(start)
		ratio := float64(w.OneRep) / float64(took)
		t.Logf("%-28s estimated %8v, took %8v: %.2f×", name, w.OneRep.Round(time.Millisecond), took.Round(time.Millisecond), ratio)
		if ratio < 0.5 || ratio > 2 {
			t.Errorf("%s: estimated %v, took %v: %.2f×, outside 0.5–2×", name, w.OneRep, took, ratio)
		}
	}
}
