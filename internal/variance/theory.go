package variance

import (
	"math"
	"time"

	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
	"coordinated-omission/sim/theory"
)

// The theory cases: fixed scenarios and seeds whose figures have an exact
// value. Brooker's two (Open and Closed, Omission and Collapse, 2023) are
// M/M/1 and M/H2/1: service exponential of mean S = 100 µs, or bimodal
// with one request in 1,000 of mean 10 ms, at 80 % load. Each runs long
// enough for its intervals to be within their tolerance: ±5 % of the
// theory's value, ±10 % for the bimodal tail, whose slow requests are
// one in a thousand.
var (
	brookerService = 100 * time.Microsecond
	brookerSlow    = 10 * time.Millisecond
	brookerP       = 0.001
	brookerLoad    = 0.8
	brookerUsers   = 10
	// BrookerBimodal is Brooker's bimodal service time.
	BrookerBimodal = sim.Dist{Kind: sim.Bimodal, P: brookerP, Slow: brookerSlow}
)

// The case names, as the file writes them (render names them for a
// reader).
const (
	MM1Case      = "mm1"
	MH21Case     = "mh21"
	DM1Case      = "dm1"
	MD1Case      = "md1"
	ThinkCase    = "think"
	UnpacedCase  = "unpaced"
	ScenarioCase = results.ScenarioCase
)

// The formulas, as the file writes them:
//   - mm1: M/M/1's sojourn time, exponential of rate 1/S − 1/I;
//   - mh21: M/H2/1's, two exponentials from the Pollaczek–Khinchine
//     transform's roots;
//   - dm1: D/M/1's, exponential of rate μ(1 − σ), σ = e^(−μI(1−σ));
//   - md1: M/D/1's, Erlang's waiting-time formula, summed in extended precision;
//   - pk: the Pollaczek–Khinchine mean; takacs: Takács's second moment;
//   - service: the service time's own distribution;
//   - mva: Mean Value Analysis; erlang: the sum of N service times.
const (
	mm1Formula     = "mm1"
	mh21Formula    = "mh21"
	dm1Formula     = "dm1"
	md1Formula     = "md1"
	pkFormula      = "pk"
	takacsFormula  = "takacs"
	serviceFormula = "service"
	mvaFormula     = "mva"
	erlangFormula  = "erlang"
)

// A theoryCase is one scenario and the checks it runs.
type theoryCase struct {
	name string
	rs   sim.Random
	held sim.Held
	// checks are the case's figures against theory, from its run.
	checks func(c theoryCase, run *sim.RandomRun) []results.TheoryCheck
}

func (c theoryCase) run() ([]results.TheoryCheck, error) {
	run, err := sim.RunRandomSets(c.rs, c.held)
	if err != nil {
		return nil, err
	}
	return c.checks(c, run), nil
}

// mh21Family is the M/H2/1 case's figures: the open loop's p90 and p99
// and mean, and the closed loop's p99.
const mh21Family = 4

// openLevels are the open loop's percentiles checked in the cases with an
// exact distribution.
var openLevels = []float64{0.5, 0.9, 0.99}

func theoryCases() []theoryCase {
	S, I := brookerService, time.Duration(float64(brookerService)/brookerLoad)
	s, i := float64(S), float64(I)
	bimodalMean := BrookerBimodal.Mean(s)
	bimodalGap := time.Duration(math.Round(bimodalMean / brookerLoad))
	openClosed := sim.HeldOf(sim.Open, sim.Closed)
	open := sim.HeldOf(sim.Open)
	// the longest first, so that the processors finish together
	return []theoryCase{
		{MH21Case, quiet(S, bimodalGap, 3000*time.Second, BrookerBimodal, sim.Poisson, 8), open,
			func(c theoryCase, run *sim.RandomRun) []results.TheoryCheck {
				levels := []float64{0.9, 0.99}
				z := theory.Z(ConfidencePct, mh21Family)
				gap := float64(bimodalGap)
				slow := float64(brookerSlow)
				out := openQuantiles(c, run, levels, z, 10, mh21Formula, func(p float64) float64 { return theory.MH2Quantile(s, brookerP, slow, gap, p) })
				m := theory.BimodalMoments(s, brookerP, slow)
				return append(out, openMean(c, run, z, m.M1+theory.PKMeanWait(m, gap), pkFormula, 10))
			}},
		// the same case's closed loop, on a shorter run of its own: its
		// samples are the service draws, independent, so a 200 s run pins
		// their p99 far inside ±5 %, and the long run need not pay for it
		{MH21Case, quiet(S, bimodalGap, 200*time.Second, BrookerBimodal, sim.Poisson, 9), sim.HeldOf(sim.Closed),
			func(c theoryCase, run *sim.RandomRun) []results.TheoryCheck {
				z := theory.Z(ConfidencePct, mh21Family)
				return []results.TheoryCheck{closedService(c, run, z, theory.BimodalQuantile(s, brookerP, float64(brookerSlow), 0.99))}
			}},
		{MM1Case, quiet(S, I, 400*time.Second, sim.Dist{Kind: sim.Exp}, sim.Poisson, 1), openClosed,
			func(c theoryCase, run *sim.RandomRun) []results.TheoryCheck {
				z := theory.Z(ConfidencePct, len(openLevels)+3)
				out := openQuantiles(c, run, openLevels, z, 5, mm1Formula, func(p float64) float64 { return theory.MM1Quantile(s, i, p) })
				m := theory.ExpMoments(s)
				out = append(out, openMoments(c, run, z, m, i, 5)...)
				return append(out, closedService(c, run, z, theory.ExpQuantile(s, 0.99)))
			}},
		{DM1Case, quiet(S, I, 200*time.Second, sim.Dist{Kind: sim.Exp}, sim.Schedule, 2), open,
			func(c theoryCase, run *sim.RandomRun) []results.TheoryCheck {
				z := theory.Z(ConfidencePct, len(openLevels)+1)
				out := openQuantiles(c, run, openLevels, z, 5, dm1Formula, func(p float64) float64 { return theory.DM1Quantile(s, i, p) })
				return append(out, openMean(c, run, z, s/(1-theory.DM1Sigma(s, i)), dm1Formula, 5))
			}},
		{MD1Case, quiet(S, I, 200*time.Second, sim.Dist{Kind: sim.Det}, sim.Poisson, 3), open,
			func(c theoryCase, run *sim.RandomRun) []results.TheoryCheck {
				z := theory.Z(ConfidencePct, len(openLevels)+1)
				out := openQuantiles(c, run, openLevels, z, 5, md1Formula, func(p float64) float64 { return theory.MD1Quantile(s, i, p) })
				return append(out, openMean(c, run, z, s+theory.PKMeanWait(theory.DetMoments(s), i), pkFormula, 5))
			}},
		thinkCase(S),
		unpacedCase(S),
	}
}

// openQuantiles are the open loop's percentiles at levels against the
// theory's quantile function, by regenerative cycles.
func openQuantiles(c theoryCase, run *sim.RandomRun, levels []float64, z float64, tolerancePct int64, formula string, quantile func(p float64) float64) []results.TheoryCheck {
	samples := run.Samples[sim.Open]
	var out []results.TheoryCheck
	for k, ci := range theory.QuantileCIs(samples, run.OpenCycles, levels, z) {
		out = append(out, check(c.name, results.TheoryFigure(results.Open, levelName(levels[k])), formula, c.rs, len(samples), ci, quantile(levels[k]), tolerancePct))
	}
	return out
}

// openMean is the open loop's mean against the theory's, by regenerative
// cycles.
func openMean(c theoryCase, run *sim.RandomRun, z, theoryNs float64, formula string, tolerancePct int64) results.TheoryCheck {
	samples := run.Samples[sim.Open]
	ci := theory.MeanCI(samples, run.OpenCycles, z, func(v int64) float64 { return float64(v) })
	return check(c.name, results.TheoryFigure(results.Open, results.MeanStat), formula, c.rs, len(samples), ci, theoryNs, tolerancePct)
}

// openMoments are the open loop's mean and root mean square against the
// M/G/1 formulas: E[T] = E[W] + E[S], E[W] by Pollaczek–Khinchine, and
// E[T²] = E[W²] + 2E[W]E[S] + E[S²] (a request's wait and its own service
// are independent), E[W²] by Takács. The root mean square is √E[T²], its
// interval the roots of E[T²]'s, so that it stays in ns.
func openMoments(c theoryCase, run *sim.RandomRun, z float64, m theory.Moments, gap float64, tolerancePct int64) []results.TheoryCheck {
	w := theory.PKMeanWait(m, gap)
	mean := openMean(c, run, z, w+m.M1, pkFormula, tolerancePct)
	samples := run.Samples[sim.Open]
	sq := theory.MeanCI(samples, run.OpenCycles, z, func(v int64) float64 { return float64(v) * float64(v) })
	rms := theory.Check{Value: math.Sqrt(sq.Value), Lo: math.Sqrt(max(sq.Lo, 0)), Hi: math.Sqrt(sq.Hi)}
	second := theory.TakacsSecondWait(m, gap) + 2*w*m.M1 + m.M2
	return []results.TheoryCheck{mean, check(c.name, results.TheoryFigure(results.Open, results.RMSStat), takacsFormula, c.rs, len(samples), rms, math.Sqrt(second), tolerancePct)}
}

// closedService is the one-connection closed loop's p99 against the
// service time's own: with one connection and no stall, each request is
// sent when the last reply has come, so it finds the server idle and its
// latency is its own service draw, independent of every other.
func closedService(c theoryCase, run *sim.RandomRun, z, theoryNs float64) results.TheoryCheck {
	samples := run.Samples[sim.Closed]
	ci := theory.IIDQuantileCIs(samples, []float64{0.99}, z)[0]
	return check(c.name, results.TheoryFigure(results.Closed, string(results.P99)), serviceFormula, c.rs, len(samples), ci, theoryNs, 5)
}

// thinkCase is Brooker's ten-user closed loop: each user sends, waits for
// the reply, thinks for an exponential time and sends again. The mean
// think time is set by Mean Value Analysis so that the server is busy 80 %
// of the time, the open loop's load; the mean response time is then MVA's
// R(N). The users' cycles do not regenerate at a known instant, so the
// interval is by batch means over 100 batches.
func thinkCase(S time.Duration) theoryCase {
	s := float64(S)
	z := theory.ThinkForLoad(brookerUsers, s, brookerLoad)
	rs := quiet(S, S, 200*time.Second, sim.Dist{Kind: sim.Exp}, sim.Schedule, 4)
	rs.Connections, rs.Think, rs.ThinkDist = brookerUsers, time.Duration(math.Round(z)), sim.Dist{Kind: sim.Exp}
	return theoryCase{ThinkCase, rs, 0, func(c theoryCase, run *sim.RandomRun) []results.TheoryCheck {
		ci := theory.BatchMeansCI(run.Think, 100, theory.Z(ConfidencePct, 1))
		return []results.TheoryCheck{check(c.name, results.TheoryFigure(ThinkCase, results.MeanStat), mvaFormula, c.rs, len(run.Think), ci, theory.MVAResponse(brookerUsers, s, float64(c.rs.Think)), 5)}
	}}
}

// unpacedCase is the unpaced design with N = 10 connections, exponential
// service and no stall: connection c sends request k the instant request
// k − N is answered, when the N − 1 requests between are queued, so its
// latency is the sum of N service draws, k − N + 1 to k: Erlang. Every
// N-th sample, after the first N, sums disjoint draws, so those are
// independent.
func unpacedCase(S time.Duration) theoryCase {
	const n = 10
	rs := quiet(S, S, 100*time.Second, sim.Dist{Kind: sim.Exp}, sim.Schedule, 5)
	rs.Connections = n
	return theoryCase{UnpacedCase, rs, sim.HeldOf(sim.Unpaced), func(c theoryCase, run *sim.RandomRun) []results.TheoryCheck {
		return unpacedChecks(c, run, n, openLevels, theory.Z(ConfidencePct, len(openLevels)))
	}}
}

// unpacedChecks are the unpaced design's percentiles at levels against
// Erlang's, from every n-th sample after the first n.
func unpacedChecks(c theoryCase, run *sim.RandomRun, n int, levels []float64, z float64) []results.TheoryCheck {
	all := run.Samples[sim.Unpaced]
	var every []int64
	for k := 2*n - 1; k < len(all); k += n {
		every = append(every, all[k])
	}
	if len(every) == 0 {
		return nil
	}
	var out []results.TheoryCheck
	for k, ci := range theory.IIDQuantileCIs(every, levels, z) {
		out = append(out, check(c.name, results.TheoryFigure(UnpacedCase, levelName(levels[k])), erlangFormula, c.rs, len(every), ci,
			theory.ErlangQuantile(n, float64(c.rs.Service), levels[k]), 5))
	}
	return out
}
