package theory

import (
	"math"
)

// Intervals for autocorrelated samples. A queue's latencies are not
// independent, so an order statistic's interval would be too narrow.
// Two methods that allow for it:
//
//   - Regenerative cycles (Iglehart 1975; Crane and Lemoine 1977): the
//     open loop's busy periods start afresh, so the cycles' sums are
//     independent. A ratio of means over cycles, m = ΣR/ΣN, has the
//     standard error sd(R − mN)/(N̄√K) for K cycles of mean length N̄. A
//     quantile ξ_p is the level where the ratio estimator of the CDF,
//     ΣY(x)/ΣN with Y(x) a cycle's samples at most x, is p; its interval
//     is the empirical quantiles at p ± z·sd(Y(ξ) − pN)/(N̄√K).
//   - Batch means (Law and Kelton, §9.5.3), for a closed system whose
//     states do not regenerate at a known instant: the means of B
//     consecutive batches are nearly independent when each is long.

// Z returns the two-sided normal quantile for a family of checks at
// confidencePct in all, Bonferroni over checks: Φ⁻¹(1 − α/(2·checks)).
func Z(confidencePct float64, checks int) float64 {
	alpha := 1 - confidencePct/100
	return math.Sqrt2 * math.Erfinv(1-alpha/float64(checks))
}

// cycleSums returns each cycle's count and the sum of f over its samples;
// starts are the cycles' first indices, in order, starts[0] = 0.
func cycleSums(samples []int64, starts []int, f func(int64) float64) (n, r []float64) {
	n, r = make([]float64, 0, len(starts)), make([]float64, 0, len(starts)) // sized once: no growth's copies
	for k, s := range starts {
		e := len(samples)
		if k+1 < len(starts) {
			e = starts[k+1]
		}
		sum := 0.0
		for _, v := range samples[s:e] {
			sum += f(v)
		}
		n, r = append(n, float64(e-s)), append(r, sum)
	}
	return n, r
}

// ratioSE is the regenerative standard error of the ratio ΣR/ΣN at its
// value m: sd(R − mN)/(N̄√K) over the K cycles.
func ratioSE(n, r []float64, m float64) float64 {
	var sn, ss float64
	for k := range n {
		d := r[k] - m*n[k]
		sn, ss = sn+n[k], ss+d*d
	}
	K := float64(len(n))
	return math.Sqrt(ss/(K-1)) / (sn / K) / math.Sqrt(K)
}

// ratioCI is the regenerative interval of ΣR/ΣN.
func ratioCI(n, r []float64, z float64) (m, lo, hi float64) {
	var sn, sr float64
	for k := range n {
		sn, sr = sn+n[k], sr+r[k]
	}
	m = sr / sn
	se := ratioSE(n, r, m)
	return m, m - z*se, m + z*se
}

// MeanCI is the regenerative interval of the mean of f over the samples.
func MeanCI(samples []int64, starts []int, z float64, f func(int64) float64) Check {
	n, r := cycleSums(samples, starts, f)
	m, lo, hi := ratioCI(n, r, z)
	return Check{Value: m, Lo: lo, Hi: hi}
}

// QuantileCIs are the regenerative intervals of the ps-quantiles of
// samples, their order statistics found by AtRanks, twice: the quantiles,
// then their intervals' ends.
func QuantileCIs(samples []int64, starts []int, ps []float64, z float64) []Check {
	rankOf := func(q float64) int { return min(max(int(math.Ceil(q*float64(len(samples)))), 1), len(samples)) } // nearest rank
	ranks := make([]int, 0, 2*len(ps))
	for _, p := range ps {
		ranks = append(ranks, rankOf(p))
	}
	xis := AtRanks(samples, ranks)
	ranks = ranks[:0]
	for k, p := range ps {
		xi := float64(xis[k])
		n, y := cycleSums(samples, starts, func(v int64) float64 {
			if float64(v) <= xi {
				return 1
			}
			return 0
		})
		se := ratioSE(n, y, p) // the CDF's ratio estimator at ξ, whose value is p
		ranks = append(ranks, rankOf(max(p-z*se, 0)), rankOf(min(p+z*se, 1)))
	}
	bounds := AtRanks(samples, ranks)
	out := make([]Check, len(ps))
	for k := range ps {
		out[k] = Check{Value: float64(xis[k]), Lo: float64(bounds[2*k]), Hi: float64(bounds[2*k+1])}
	}
	return out
}

// BatchMeansCI is the interval of the mean of samples from batches
// consecutive batches of equal length, by Student's t approximated by the
// normal z (batches ≥ 30).
func BatchMeansCI(samples []int64, batches int, z float64) Check {
	size := len(samples) / batches
	means := make([]float64, batches)
	total := 0.0
	for b := range batches {
		sum := 0.0
		for _, v := range samples[b*size : (b+1)*size] {
			sum += float64(v)
		}
		means[b] = sum / float64(size)
		total += means[b]
	}
	m := total / float64(batches)
	var ss float64
	for _, x := range means {
		ss += (x - m) * (x - m)
	}
	se := math.Sqrt(ss / float64(batches-1) / float64(batches))
	return Check{Value: m, Lo: m - z*se, Hi: m + z*se}
}
