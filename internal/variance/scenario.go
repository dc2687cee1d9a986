package variance

import (
	"fmt"
	"runtime"

	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
	"coordinated-omission/sim/theory"
)

// Scenario runs every design on the command line's random scenario rs,
// and the checks against theory that rs admits: with no stall and no
// round trip, the open loop's distribution where it is exact (M/M/1,
// M/D/1, D/M/1, M/H2/1) and its mean for any Poisson case
// (Pollaczek–Khinchine); the one-connection closed loop's p99 against the
// service time's own; the think design's mean by Mean Value Analysis with
// exponential service; the unpaced design's percentiles, with
// exponential service, against Erlang's.
func Scenario(rs sim.Random) ([]results.RandomDesign, []results.TheoryCheck, error) {
	// One loop at a time, its recordings summarised and let go before the
	// next loop runs, so that a run of 10^7 requests holds one loop's
	// samples at a time, not every design's (BenchmarkTenMillionRequests);
	// only the recordings that the checks read are kept, and only if rs
	// admits checks. The corrections and the plan share their loop's run.
	checked := rs.Stall == 0 && rs.RTT == 0
	kept := &sim.RandomRun{}
	var bySet [len(sim.Sets)]*results.RandomDesign
	summarized := func(name string, samples []int64) (*results.RandomDesign, error) {
		if len(samples) == 0 {
			return nil, nil
		}
		d, err := summarize(rs, name, samples)
		return &d, err
	}
	noThink := rs
	noThink.Think = 0
	for _, loop := range [][]sim.Set{{sim.Open}, {sim.Closed, sim.Corrected, sim.Plan}, {sim.Skip}, {sim.Unpaced, sim.Wrk}} {
		run, err := sim.RunRandomSets(noThink, sim.HeldOf(loop...))
		if err != nil {
			return nil, nil, err
		}
		for _, set := range loop {
			keep := checked && (set == sim.Open || set == sim.Closed || set == sim.Unpaced)
			if keep {
				kept.Samples[set], kept.Loops[set] = run.Samples[set], run.Loops[set]
				if set == sim.Open {
					kept.OpenCycles = run.OpenCycles
				}
			}
			if bySet[set], err = summarized(set.String(), run.Samples[set]); err != nil {
				return nil, nil, err
			}
		}
		runtime.GC() // the loop's run is garbage now: free it before the next
	}
	var designs []results.RandomDesign
	for _, d := range bySet {
		if d != nil {
			designs = append(designs, *d)
		}
	}
	if rs.Think > 0 {
		d, err := thinkDesign(rs, kept, checked)
		if err != nil {
			return nil, nil, err
		}
		if d != nil {
			designs = append(designs, *d)
		}
	}
	return designs, scenarioChecks(rs, kept), nil
}

// thinkDesign runs rs's think design alone and summarises it, keeping
// its recording in kept if checked.
func thinkDesign(rs sim.Random, kept *sim.RandomRun, checked bool) (*results.RandomDesign, error) {
	run, err := sim.RunRandomSets(rs, 0)
	if err != nil || len(run.Think) == 0 {
		return nil, err
	}
	if checked {
		kept.Think, kept.ThinkLoop = run.Think, run.ThinkLoop
	}
	d, err := summarize(rs, ThinkCase, run.Think)
	return &d, err
}

// summarize is one design's line: its histogram, its exact levels and its
// max. The samples stay in the order they were recorded.
func summarize(rs sim.Random, name string, samples []int64) (results.RandomDesign, error) {
	hist, err := encodeHistogram(samples)
	if err != nil {
		return results.RandomDesign{}, fmt.Errorf("%s: %w", name, err)
	}
	at := theory.AtRanks(samples, append(levelRanks([]float64{0.5, 0.9, 0.99, 0.999}, len(samples)), len(samples)))
	d := results.RandomDesign{Design: name, Scenario: caseOf(rs), Samples: int64(len(samples)), AtNs: map[results.Level]int64{}, Histogram: hist}
	for i, v := range at[:len(at)-1] {
		d.AtNs[results.RandomLevels[i]] = v
	}
	d.AtNs[results.Max] = at[len(at)-1]
	return d, nil
}

// openTheory is the open loop's exact quantile function and its formula
// for rs, if rs has one: no stall, no round trip, a load below 1, and
// M/M/1, D/M/1, M/D/1 or M/H2/1.
func openTheory(rs sim.Random) (func(p float64) float64, string) {
	s, i, d := float64(rs.Service), float64(rs.Interval), rs.ServiceDist
	poisson := rs.Arrivals == sim.Poisson
	switch {
	case rs.Utilisation() >= 1:
	case d.Kind == sim.Exp && poisson:
		return func(p float64) float64 { return theory.MM1Quantile(s, i, p) }, mm1Formula
	case d.Kind == sim.Exp:
		return func(p float64) float64 { return theory.DM1Quantile(s, i, p) }, dm1Formula
	case d.Kind == sim.Det && poisson:
		return func(p float64) float64 { return theory.MD1Quantile(s, i, p) }, md1Formula
	case d.Kind == sim.Bimodal && poisson:
		slow := float64(d.Slow)
		return func(p float64) float64 { return theory.MH2Quantile(s, d.P, slow, i, p) }, mh21Formula
	}
	return nil, ""
}

// moments are rs's service moments, if its open loop is an M/G/1 queue
// below saturation, for the Pollaczek–Khinchine mean.
func moments(rs sim.Random) (theory.Moments, bool) {
	s, d := float64(rs.Service), rs.ServiceDist
	if rs.Utilisation() >= 1 || rs.Arrivals != sim.Poisson {
		return theory.Moments{}, false
	}
	switch d.Kind {
	case sim.Exp:
		return theory.ExpMoments(s), true
	case sim.Bimodal:
		return theory.BimodalMoments(s, d.P, float64(d.Slow)), true
	}
	return theory.DetMoments(s), true
}

// scenarioChecks are the checks rs admits, at ConfidencePct together.
func scenarioChecks(rs sim.Random, run *sim.RandomRun) []results.TheoryCheck {
	if rs.Stall > 0 || rs.RTT > 0 {
		return nil
	}
	c := theoryCase{name: ScenarioCase, rs: rs}
	s, d := float64(rs.Service), rs.ServiceDist
	quantile, formula := openTheory(rs)
	m, pk := moments(rs)
	regenerates := len(run.OpenCycles) > 1
	closed := rs.Connections == 1 && d.Kind != sim.Det
	think := d.Kind == sim.Exp && len(run.Think) >= 100 // a think time's samples: none without one
	unpaced := d.Kind == sim.Exp && rs.Connections > 1
	family := 0
	for _, on := range []bool{quantile != nil && regenerates, quantile != nil && regenerates, quantile != nil && regenerates,
		pk && regenerates, closed, think, unpaced} {
		if on {
			family++
		}
	}
	if family == 0 {
		return nil
	}
	z := theory.Z(ConfidencePct, family)
	var out []results.TheoryCheck
	if quantile != nil && regenerates {
		out = append(out, openQuantiles(c, run, openLevels, z, 5, formula, quantile)...)
	}
	if pk && regenerates {
		out = append(out, openMean(c, run, z, m.M1+theory.PKMeanWait(m, float64(rs.Interval)), pkFormula, 5))
	}
	if closed {
		want := theory.ExpQuantile(s, 0.99)
		if d.Kind == sim.Bimodal {
			want = theory.BimodalQuantile(s, d.P, float64(d.Slow), 0.99)
		}
		out = append(out, closedService(c, run, z, want))
	}
	if think {
		ci := theory.BatchMeansCI(run.Think, 100, z)
		out = append(out, check(c.name, results.TheoryFigure(ThinkCase, results.MeanStat), mvaFormula, rs, len(run.Think), ci, theory.MVAResponse(rs.Connections, s, float64(rs.Think)), 5))
	}
	if unpaced {
		out = append(out, unpacedChecks(c, run, rs.Connections, []float64{0.99}, z)...)
	}
	return out
}
