package variance

import (
	"math"
	"time"

	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
	"coordinated-omission/sim/theory"
)

// Schroeder, Wierman and Harchol-Balter's comparison (Open Versus Closed:
// A Cautionary Tale, NSDI 2006): the mean response time against the
// server's load, of the open loop (Poisson arrivals) and of the think
// design at N users, each think time set by Mean Value Analysis for the
// load. Service is exponential of mean ThinkService, so that both have an
// exact mean: S/(1 − ρ) for the open loop (M/M/1), MVA's R(N) for the
// think design.
var (
	ThinkService  = 100 * time.Microsecond
	ThinkUsers    = []int{1, 10, 100}
	ThinkLoadsPct = []int{30, 50, 70, 80, 90}
	// thinkRequests is about how many requests each point runs.
	thinkRequests = 200_000
)

// A thinkPoint is one point to simulate.
type thinkPoint struct {
	users, loadPct int
	rs             sim.Random
}

func thinkPoints() []thinkPoint {
	var out []thinkPoint
	s := float64(ThinkService)
	for k, users := range append([]int{0}, ThinkUsers...) {
		for j, pct := range ThinkLoadsPct {
			rho := float64(pct) / 100
			seed := uint64(100 + 10*k + j)
			// the run lasts thinkRequests at the load's throughput, ρ/S
			duration := time.Duration(float64(thinkRequests) * s / rho).Round(time.Millisecond)
			if users == 0 {
				gap := time.Duration(math.Round(s / rho))
				out = append(out, thinkPoint{0, pct, quiet(ThinkService, gap, duration, sim.Dist{Kind: sim.Exp}, sim.Poisson, seed)})
				continue
			}
			rs := quiet(ThinkService, ThinkService, duration, sim.Dist{Kind: sim.Exp}, sim.Schedule, seed)
			rs.Connections = users
			rs.Think, rs.ThinkDist = time.Duration(math.Round(theory.ThinkForLoad(users, s, rho))), sim.Dist{Kind: sim.Exp}
			out = append(out, thinkPoint{users, pct, rs})
		}
	}
	return out
}

// run simulates the point: the open loop's mean by regenerative cycles,
// the think design's by batch means, each at ConfidencePct alone.
func (p thinkPoint) run() (results.ThinkPoint, error) {
	held := sim.HeldOf(sim.Open)
	if p.users > 0 {
		held = 0
	}
	run, err := sim.RunRandomSets(p.rs, held)
	if err != nil {
		return results.ThinkPoint{}, err
	}
	s := float64(p.rs.Service)
	z := theory.Z(ConfidencePct, 1)
	var ci theory.Check
	var theoryNs float64
	var n int
	if p.users == 0 {
		samples := run.Samples[sim.Open]
		ci = theory.MeanCI(samples, run.OpenCycles, z, func(v int64) float64 { return float64(v) })
		theoryNs, n = s+theory.PKMeanWait(theory.ExpMoments(s), float64(p.rs.Interval)), len(samples)
	} else {
		ci = theory.BatchMeansCI(run.Think, 100, z)
		theoryNs, n = theory.MVAResponse(p.users, s, float64(p.rs.Think)), len(run.Think)
	}
	return results.ThinkPoint{Users: int64(p.users), LoadPct: int64(p.loadPct), Scenario: caseOf(p.rs), Samples: int64(n),
		MeanNs: ns(ci.Value), LoNs: min(ns(ci.Lo), ns(ci.Value)), HiNs: max(ns(ci.Hi), ns(ci.Value)), TheoryNs: ns(theoryNs), ConfidencePct: ConfidencePct}, nil
}
