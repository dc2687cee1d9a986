package variance

import (
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
	run, err := sim.RunRandom(rs)
	if err != nil {
		return nil, nil, err
	}
	var designs []results.RandomDesign
	add := func(name string, samples []int64) {
		if len(samples) == 0 {
			return
		}
		at := quantiles(samples, []float64{0.5, 0.9, 0.99, 0.999})
		d := results.RandomDesign{Design: name, Scenario: caseOf(rs), Samples: int64(len(samples)), AtNs: map[results.Level]int64{}}
		for i, l := range results.RandomLevels[:4] {
			d.AtNs[l] = int64(at[i])
		}
		d.AtNs[results.Max] = slicesMax(samples)
		designs = append(designs, d)
	}
	for _, set := range sim.Sets {
		add(set.String(), run.Samples[set])
	}
	add(ThinkCase, run.Think)
	return designs, scenarioChecks(rs, run), nil
}

func slicesMax(xs []int64) int64 {
	m := xs[0]
	for _, x := range xs[1:] {
		m = max(m, x)
	}
	return m
}

// scenarioChecks are the checks rs admits, at ConfidencePct together.
func scenarioChecks(rs sim.Random, run *sim.RandomRun) []results.TheoryCheck {
	if rs.Stall > 0 || rs.RTT > 0 {
		return nil
	}
	c := theoryCase{name: ScenarioCase, rs: rs}
	s, i := float64(rs.Service), float64(rs.Interval)
	rho := rs.Utilisation()
	d := rs.ServiceDist
	var quantile func(p float64) float64
	formula := ""
	switch {
	case rho >= 1:
	case d.Kind == sim.Exp && rs.Arrivals == sim.Poisson:
		quantile, formula = func(p float64) float64 { return theory.MM1Quantile(s, i, p) }, mm1Formula
	case d.Kind == sim.Exp:
		quantile, formula = func(p float64) float64 { return theory.DM1Quantile(s, i, p) }, dm1Formula
	case d.Kind == sim.Det && rs.Arrivals == sim.Poisson:
		quantile, formula = func(p float64) float64 { return theory.MD1Quantile(s, i, p) }, md1Formula
	case d.Kind == sim.Bimodal && rs.Arrivals == sim.Poisson:
		slow := float64(d.Slow)
		quantile, formula = func(p float64) float64 { return theory.MH2Quantile(s, d.P, slow, i, p) }, mh21Formula
	}
	var moments *theory.Moments
	if rho < 1 && rs.Arrivals == sim.Poisson {
		m := map[sim.DistKind]theory.Moments{sim.Det: theory.DetMoments(s), sim.Exp: theory.ExpMoments(s),
			sim.Bimodal: theory.BimodalMoments(s, d.P, float64(d.Slow))}[d.Kind]
		moments = &m
	}
	closed := rs.Connections == 1 && d.Kind != sim.Det
	think := rs.Think > 0 && d.Kind == sim.Exp
	unpaced := d.Kind == sim.Exp && rs.Connections > 1
	family := 0
	if quantile != nil {
		family += len(openLevels)
	}
	if moments != nil {
		family++
	}
	for _, on := range []bool{closed, think, unpaced} {
		if on {
			family++
		}
	}
	if family == 0 {
		return nil
	}
	z := theory.Z(ConfidencePct, family)
	var out []results.TheoryCheck
	if quantile != nil && len(run.OpenCycles) > 1 {
		out = append(out, openQuantiles(c, run, openLevels, z, 5, formula, quantile)...)
	}
	if moments != nil && len(run.OpenCycles) > 1 {
		out = append(out, openMean(c, run, z, moments.M1+theory.PKMeanWait(*moments, i), pkFormula, 5))
	}
	if closed {
		want := theory.ExpQuantile(s, 0.99)
		if d.Kind == sim.Bimodal {
			want = theory.BimodalQuantile(s, d.P, float64(d.Slow), 0.99)
		}
		out = append(out, closedService(c, run, z, want))
	}
	if think && len(run.Think) >= 100 {
		ci := theory.BatchMeansCI(run.Think, 100, z)
		out = append(out, check(c.name, "think.mean", mvaFormula, rs, len(run.Think), ci, theory.MVAResponse(rs.Connections, s, float64(rs.Think)), 5))
	}
	if unpaced {
		n := rs.Connections
		all := run.Samples[sim.Unpaced]
		var every []int64
		for k := 2*n - 1; k < len(all); k += n {
			every = append(every, all[k])
		}
		if len(every) > 0 {
			ci := theory.IIDQuantileCIs(every, []float64{0.99}, z)[0]
			out = append(out, check(c.name, "unpaced.p99", erlangFormula, rs, len(every), ci, theory.ErlangQuantile(n, s, 0.99), 5))
		}
	}
	return out
}
