package variance

import (
	"math"
	"strconv"
	"sync"
	"time"

	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
	"coordinated-omission/sim/theory"
)

// The grid tests the seed's closing claim, that variable service times
// "change the constants in the tables but not the direction of any
// ratio": at each point, the open/closed and corrected/open ratios at
// p90, p99 and p99.9 over GridReps independent replications (seeds 1 to
// GridReps), each stated as the geometric mean of the replications' ratios
// with its interval: the mean of their logarithms ± Student's t times its
// standard error, Bonferroni over the point's six ratios, taken back by
// the exponential. A ratio's logarithm is symmetric about 0 where the
// ratio is about 1, and its interval is never below 0. Replications are
// independent whatever the autocorrelation within a run, stalls included.
//
// The interval stays the seed's 200 µs while the service time's mean sets
// the utilisation; the bimodal service is Brooker's shape, one request in
// 1,000 a hundred times slower. With the seed's 200 ms stall, each point's
// period is long enough for the mean backlog to drain, 2D/(1 − ρ) rounded
// up to 100 ms and at least 1 s, the first stall half a period in; each
// replication runs gridPeriods periods, or as long without a stall.
var (
	GridInterval   = 200 * time.Microsecond
	GridStall      = 200 * time.Millisecond
	GridUtilPct    = []int{20, 50, 80, 90}
	GridServices   = []sim.Dist{{Kind: sim.Det}, {Kind: sim.Exp}, {Kind: sim.Bimodal, P: 0.001, Slow: 0}} // Slow is 100 S
	GridReps       = 8
	gridPeriods    = 4
	gridSlowFactor = 100
)

// The grid's ratios: each a numerator, a denominator and the direction
// the seed's claim gives it.
var gridRatios = []struct{ num, den sim.Set }{{sim.Open, sim.Closed}, {sim.Corrected, sim.Open}}

// gridLevels are results.GridLevels as fractions.
var gridLevels = []float64{0.9, 0.99, 0.999}

type gridPoint struct {
	dist     sim.Dist
	utilPct  int
	stall    time.Duration
	arrivals sim.Arrivals
}

func gridPoints() []gridPoint {
	var out []gridPoint
	for _, d := range GridServices {
		for _, u := range GridUtilPct {
			for _, stall := range []time.Duration{0, GridStall} {
				for _, a := range []sim.Arrivals{sim.Schedule, sim.Poisson} {
					out = append(out, gridPoint{d, u, stall, a})
				}
			}
		}
	}
	return out
}

// scenario is the point's scenario at a seed.
func (p gridPoint) scenario(seed uint64) sim.Random {
	rho := float64(p.utilPct) / 100
	dist := p.dist
	// the usual mode's mean S, so that the mean service is ρI
	mean := rho * float64(GridInterval)
	S := time.Duration(mean)
	if dist.Kind == sim.Bimodal {
		S = time.Duration(mean / (1 - dist.P + dist.P*float64(gridSlowFactor)))
		dist.Slow = S * time.Duration(gridSlowFactor)
	}
	sc := sim.Scenario{Service: S, Interval: GridInterval, Period: time.Second, Connections: 1, Duration: time.Duration(gridPeriods) * time.Second}
	if p.stall > 0 {
		const step = 100 * time.Millisecond
		drain := time.Duration(2 * float64(p.stall) / (1 - rho))
		sc.Stall, sc.Period = p.stall, max(time.Second, (drain+step-1)/step*step)
		sc.FirstStall, sc.Duration = sc.Period/2, time.Duration(gridPeriods)*sc.Period
	}
	return sim.Random{Scenario: sc, ServiceDist: dist, Arrivals: p.arrivals, Seed: seed}
}

// run simulates the point's replications.
func (p gridPoint) run() (results.GridPoint, error) {
	per := make([][]float64, len(gridRatios)*len(gridLevels)) // each ratio's value in each replication
	for seed := 1; seed <= GridReps; seed++ {
		run, err := sim.RunRandomSets(p.scenario(uint64(seed)), sim.SeedHeld)
		if err != nil {
			return results.GridPoint{}, err
		}
		at := map[sim.Set][]float64{}
		for _, set := range sim.Seed {
			at[set] = quantiles(run.Samples[set], gridLevels)
		}
		k := 0
		for _, r := range gridRatios {
			for l := range gridLevels {
				per[k] = append(per[k], math.Log(at[r.num][l]/at[r.den][l]))
				k++
			}
		}
	}
	pt := results.GridPoint{Scenario: caseOf(p.scenario(1)), UtilisationPct: int64(p.utilPct), Reps: int64(GridReps)}
	pt.Scenario.Seed = 0 // the replications' seeds are 1 to reps
	k := 0
	for _, name := range results.GridRatios {
		for _, l := range results.GridLevels {
			ci := theory.MeanCIOfReplications(per[k], gridT())
			pt.Ratios = append(pt.Ratios, results.GridRatio{Name: name, Level: l, Mean: decimal(math.Exp(ci.Value)),
				Lo: decimal(math.Exp(ci.Lo)), Hi: decimal(math.Exp(ci.Hi)), ConfidencePct: ConfidencePct})
			k++
		}
	}
	return pt, nil
}

// gridT is Student's t for GridReps replications at ConfidencePct,
// Bonferroni over a point's ratios.
var gridT = sync.OnceValue(func() float64 {
	alpha := (1 - ConfidencePct/100.0) / float64(len(results.GridRatios)*len(results.GridLevels))
	return theory.StudentQuantile(GridReps-1, 1-alpha/2)
})

// quantiles are the nearest-rank (ceil) quantiles of samples at levels.
func quantiles(samples []int64, levels []float64) []float64 {
	out := make([]float64, len(levels))
	for i, v := range theory.AtRanks(samples, levelRanks(levels, len(samples))) {
		out[i] = float64(v)
	}
	return out
}

// levelRanks are the nearest ranks (1 to n) of levels among n samples.
func levelRanks(levels []float64, n int) []int {
	ranks := make([]int, len(levels))
	for i, p := range levels {
		ranks[i] = rank(p, n) + 1
	}
	return ranks
}

// rank is the index of the nearest-rank p-quantile of n sorted samples,
// ⌈pn⌉ − 1, at least 0.
func rank(p float64, n int) int {
	k := int(float64(n)*p + 1 - 1e-9) // ⌈pn⌉ without the float's ulp above a whole number
	return min(max(k, 1), n) - 1
}

// decimal writes a ratio to five significant digits.
func decimal(v float64) results.Decimal { return results.Decimal(strconv.FormatFloat(v, 'g', 5, 64)) }
