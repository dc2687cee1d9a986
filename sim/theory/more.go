package theory

import (
	"math"
)

// ExpQuantile is the p-quantile of an exponential of mean s, −s·ln(1 − p).
func ExpQuantile(s, p float64) float64 { return -s * math.Log1p(-p) }

// BimodalQuantile is the p-quantile of Brooker's bimodal service time, an
// exponential of mean s with probability 1 − pSlow and of mean slow with
// probability pSlow, by bisection on its CDF
// 1 − (1 − pSlow)e^{−t/s} − pSlow·e^{−t/slow}, which rises from 0 to 1.
func BimodalQuantile(s, pSlow, slow, p float64) float64 {
	cdf := func(t float64) float64 { return 1 - (1-pSlow)*math.Exp(-t/s) - pSlow*math.Exp(-t/slow) }
	return bisect(cdf, p, max(s, slow))
}

// bisect returns where the rising f reaches target: the least t ≥ 0, to
// a float64's resolution, at which f(t) < target turns false, f being
// below target at 0 and reaching it at some t. It doubles the bracket
// [0, scale] until f reaches target at its top, then halves it 64 times:
// 2^−64 of the bracket is below the spacing of float64s at its top, so the
// bracket has closed by then.
func bisect(f func(t float64) float64, target, scale float64) float64 {
	below := func(t float64) bool { return f(t) < target }
	lo, hi := 0.0, scale
	for below(hi) {
		lo, hi = hi, 2*hi
	}
	for range 64 {
		if mid := (lo + hi) / 2; below(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return (lo + hi) / 2
}

// ThinkForLoad is the mean think time z at which n users of a closed
// system of one FCFS server with exponential service of mean s keep it
// busy a share rho of the time: by Mean Value Analysis the throughput
// X(n, z) = n/(z + R(n, z)) falls as z grows, and the server's busy share
// is X·s (the utilisation law), so z is found by bisection on 1/(X·s),
// which rises from 1 at z = 0 to reach 1/rho. rho must be in (0, 1); n
// users with no think time load the server to 1.
func ThinkForLoad(n int, s, rho float64) float64 {
	inverseLoad := func(z float64) float64 { return (z + MVAResponse(n, s, z)) / (float64(n) * s) }
	return bisect(inverseLoad, 1/rho, s)
}

// StudentQuantile is the p-quantile of Student's t with df degrees of
// freedom, p in (1/2, 1), by bisection on its CDF, 1/2 + ∫₀ˣ f, with
// f(t) = Γ((df+1)/2)/(√(df·π)Γ(df/2))·(1 + t²/df)^{−(df+1)/2} integrated
// by Simpson's rule on 4,000 steps (the density is smooth; its error is
// far below the 10^−6 the intervals need).
func StudentQuantile(df int, p float64) float64 {
	v := float64(df)
	lg1, _ := math.Lgamma((v + 1) / 2)
	lg2, _ := math.Lgamma(v / 2)
	c := math.Exp(lg1-lg2) / math.Sqrt(v*math.Pi)
	f := func(t float64) float64 { return c * math.Pow(1+t*t/v, -(v+1)/2) }
	cdf := func(x float64) float64 {
		const steps = 4000
		h := x / steps
		sum := f(0) + f(x)
		for k := 1; k < steps; k++ {
			w := 2.0
			if k%2 == 1 {
				w = 4
			}
			sum += w * f(float64(k)*h)
		}
		return 0.5 + sum*h/3
	}
	return bisect(cdf, p, 1)
}

// IIDQuantileCIs are the intervals of the ps-quantiles of independent
// samples, by the order statistics: the number of samples at most ξ_p is
// binomial(n, p), so the ranks np ± z√(np(1 − p)) bound ξ_p at the
// confidence of z (the normal approximation, n·p·(1 − p) large).
func IIDQuantileCIs(samples []int64, ps []float64, z float64) []Check {
	n := float64(len(samples))
	rankOf := func(rank float64) int { return min(max(int(math.Ceil(rank)), 1), len(samples)) }
	var ranks []int
	for _, p := range ps {
		d := z * math.Sqrt(n*p*(1-p))
		ranks = append(ranks, rankOf(p*n), rankOf(p*n-d), rankOf(p*n+d))
	}
	at := AtRanks(samples, ranks)
	out := make([]Check, len(ps))
	for k := range ps {
		out[k] = Check{Value: float64(at[3*k]), Lo: float64(at[3*k+1]), Hi: float64(at[3*k+2])}
	}
	return out
}

// MeanCIOfReplications is the interval of the mean of independent
// replications' values, m ± t·sd/√n, t the Student quantile of n − 1
// degrees of freedom at the confidence wanted (StudentQuantile).
func MeanCIOfReplications(xs []float64, t float64) Check {
	n := float64(len(xs))
	var sum float64
	for _, x := range xs {
		sum += x
	}
	m := sum / n
	var ss float64
	for _, x := range xs {
		ss += (x - m) * (x - m)
	}
	half := t * math.Sqrt(ss/(n-1)/n)
	return Check{Value: m, Lo: m - half, Hi: m + half}
}
