package variance

import (
	"slices"
	"testing"
	"time"

	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
	"coordinated-omission/sim/theory"
)

// TestScenarioChecksByKind: the checks the command line's scenario
// admits, kind by kind, each built here from its formula and its
// Bonferroni family counted by hand (three open quantiles and a mean
// wherever the open loop is a queue with a known law that regenerates;
// the closed loop's p99 on one connection unless the service is fixed;
// the think design's mean by MVA with exponential service and 100
// samples; the unpaced loop's p99 with exponential service on many
// connections), and none with a stall or a round trip.
func TestScenarioChecksByKind(t *testing.T) {
	us := time.Microsecond
	S, I := 100*us, 200*us
	s, i := float64(S), float64(I)
	exp, det := sim.Dist{Kind: sim.Exp}, sim.Dist{Kind: sim.Det}
	bimodal := sim.Dist{Kind: sim.Bimodal, P: 0.001, Slow: 10 * time.Millisecond}
	slow := float64(bimodal.Slow)
	rsOf := func(d sim.Dist, a sim.Arrivals, service time.Duration, conns int, think time.Duration) sim.Random {
		return sim.Random{Scenario: sim.Scenario{Service: service, Interval: I, Period: time.Second, Connections: conns, Duration: 2 * time.Second},
			ServiceDist: d, Arrivals: a, Think: think, Seed: 3}
	}
	z := func(family int) float64 { return theory.Z(ConfidencePct, family) }
	for _, c := range []struct {
		name string
		rs   sim.Random
		edit func(run *sim.RandomRun)
		want func(c theoryCase, run *sim.RandomRun) []results.TheoryCheck
	}{
		{"M/M/1", rsOf(exp, sim.Poisson, S, 1, 0), nil, func(c theoryCase, run *sim.RandomRun) []results.TheoryCheck {
			out := openQuantiles(c, run, openLevels, z(5), 5, mm1Formula, func(p float64) float64 { return theory.MM1Quantile(s, i, p) })
			out = append(out, openMean(c, run, z(5), s+theory.PKMeanWait(theory.ExpMoments(s), i), pkFormula, 5))
			return append(out, closedService(c, run, z(5), theory.ExpQuantile(s, 0.99)))
		}},
		{"D/M/1", rsOf(exp, sim.Schedule, S, 1, 0), nil, func(c theoryCase, run *sim.RandomRun) []results.TheoryCheck {
			out := openQuantiles(c, run, openLevels, z(4), 5, dm1Formula, func(p float64) float64 { return theory.DM1Quantile(s, i, p) })
			return append(out, closedService(c, run, z(4), theory.ExpQuantile(s, 0.99)))
		}},
		{"M/D/1", rsOf(det, sim.Poisson, S, 1, 0), nil, func(c theoryCase, run *sim.RandomRun) []results.TheoryCheck {
			out := openQuantiles(c, run, openLevels, z(4), 5, md1Formula, func(p float64) float64 { return theory.MD1Quantile(s, i, p) })
			return append(out, openMean(c, run, z(4), s+theory.PKMeanWait(theory.DetMoments(s), i), pkFormula, 5))
		}},
		{"D/D/1: no law checked", rsOf(det, sim.Schedule, S, 1, 0), nil, func(theoryCase, *sim.RandomRun) []results.TheoryCheck { return nil }},
		{"M/H2/1", rsOf(bimodal, sim.Poisson, S, 1, 0), nil, func(c theoryCase, run *sim.RandomRun) []results.TheoryCheck {
			m := theory.BimodalMoments(s, 0.001, slow)
			out := openQuantiles(c, run, openLevels, z(5), 5, mh21Formula, func(p float64) float64 { return theory.MH2Quantile(s, 0.001, slow, i, p) })
			out = append(out, openMean(c, run, z(5), m.M1+theory.PKMeanWait(m, i), pkFormula, 5))
			return append(out, closedService(c, run, z(5), theory.BimodalQuantile(s, 0.001, slow, 0.99)))
		}},
		{"many connections", rsOf(exp, sim.Poisson, S, 4, 0), nil, func(c theoryCase, run *sim.RandomRun) []results.TheoryCheck {
			out := openQuantiles(c, run, openLevels, z(5), 5, mm1Formula, func(p float64) float64 { return theory.MM1Quantile(s, i, p) })
			out = append(out, openMean(c, run, z(5), s+theory.PKMeanWait(theory.ExpMoments(s), i), pkFormula, 5))
			return append(out, unpacedChecks(c, run, 4, []float64{0.99}, z(5))...)
		}},
		{"a think time, its 100th sample", rsOf(exp, sim.Schedule, S, 2, time.Millisecond), func(run *sim.RandomRun) { run.Think = run.Think[:100] },
			func(c theoryCase, run *sim.RandomRun) []results.TheoryCheck {
				out := openQuantiles(c, run, openLevels, z(5), 5, dm1Formula, func(p float64) float64 { return theory.DM1Quantile(s, i, p) })
				ci := theory.BatchMeansCI(run.Think, 100, z(5))
				out = append(out, check(ScenarioCase, results.TheoryFigure(ThinkCase, results.MeanStat), mvaFormula, c.rs, 100, ci, theory.MVAResponse(2, s, 1e6), 5))
				return append(out, unpacedChecks(c, run, 2, []float64{0.99}, z(5))...)
			}},
		{"a think time of 99 samples", rsOf(exp, sim.Schedule, S, 2, time.Millisecond), func(run *sim.RandomRun) { run.Think = run.Think[:99] },
			func(c theoryCase, run *sim.RandomRun) []results.TheoryCheck {
				out := openQuantiles(c, run, openLevels, z(4), 5, dm1Formula, func(p float64) float64 { return theory.DM1Quantile(s, i, p) })
				return append(out, unpacedChecks(c, run, 2, []float64{0.99}, z(4))...)
			}},
		{"saturated: the closed loop alone", rsOf(exp, sim.Poisson, I, 1, 0), nil, func(c theoryCase, run *sim.RandomRun) []results.TheoryCheck {
			return []results.TheoryCheck{closedService(c, run, z(1), theory.ExpQuantile(i, 0.99))}
		}},
		{"one busy period: nothing regenerates", rsOf(exp, sim.Poisson, S, 1, 0), func(run *sim.RandomRun) { run.OpenCycles = run.OpenCycles[:1] },
			func(c theoryCase, run *sim.RandomRun) []results.TheoryCheck {
				return []results.TheoryCheck{closedService(c, run, z(1), theory.ExpQuantile(s, 0.99))}
			}},
	} {
		run, err := sim.RunRandom(c.rs)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if c.edit != nil {
			c.edit(run)
		}
		got, want := scenarioChecks(c.rs, run), c.want(theoryCase{name: ScenarioCase, rs: c.rs}, run)
		if !slices.Equal(got, want) {
			t.Errorf("%s:\n got %+v\nwant %+v", c.name, got, want)
		}
	}
	stalled, far := rsOf(exp, sim.Poisson, S, 1, 0), rsOf(exp, sim.Poisson, S, 1, 0)
	stalled.Stall, stalled.FirstStall = time.Millisecond, time.Millisecond
	far.RTT = us
	for _, rs := range []sim.Random{stalled, far} {
		run, err := sim.RunRandom(rs)
		if err != nil {
			t.Fatal(err)
		}
		if got := scenarioChecks(rs, run); got != nil {
			t.Errorf("stall %v, round trip %v: %d checks, want none", rs.Stall, rs.RTT, len(got))
		}
	}
}
