// Package theory is the queueing theory the random model is checked
// against: closed forms derived from the constants alone, never from a
// run. Times are in nanoseconds, as float64; λ = 1/I is the arrival rate
// and μ = 1/S the service rate, ρ = λ·E[S] < 1. Each formula names its
// source beside it.
package theory

import (
	"fmt"
	"math"
	"math/big"
)

// MM1Quantile is the p-quantile of an M/M/1 queue's sojourn time
// (waiting plus service), FCFS: it is exponential of rate μ − λ
// (Kleinrock, Queueing Systems I, §3.2, eq. 3.8–3.10; the sojourn time's
// transform is (μ − λ)/(s + μ − λ)), so T_p = −ln(1 − p)/(μ − λ).
func MM1Quantile(meanServiceNs, meanGapNs, p float64) float64 {
	return -math.Log1p(-p) / (1/meanServiceNs - 1/meanGapNs)
}

// DM1Sigma is σ, the root in (0, 1) of σ = e^{−μI(1−σ)}: the D/M/1
// queue's geometric parameter (Kleinrock, §6.4, GI/M/1 with the
// deterministic interarrival time's transform A*(s) = e^{−sI}, σ = A*(μ −
// μσ)). It iterates σ ← e^{−μI(1−σ)} from 0, which rises monotonically to
// the least root, the one below 1 when ρ = S/I < 1.
func DM1Sigma(meanServiceNs, gapNs float64) float64 {
	a := gapNs / meanServiceNs // μI = 1/ρ
	sigma := 0.0
	for range 100_000 {
		next := math.Exp(-a * (1 - sigma))
		if math.Abs(next-sigma) < 1e-15 {
			return next
		}
		sigma = next
	}
	return sigma
}

// DM1Quantile is the p-quantile of a D/M/1 queue's sojourn time, which is
// exponential of rate μ(1 − σ) (Kleinrock, §6.4, eq. 6.30: W + S for
// GI/M/1 has the distribution 1 − e^{−μ(1−σ)t}).
func DM1Quantile(meanServiceNs, gapNs, p float64) float64 {
	return -math.Log1p(-p) / ((1 - DM1Sigma(meanServiceNs, gapNs)) / meanServiceNs)
}

// MD1WaitCDF is P(W ≤ t) for the M/D/1 queue, service D, by Erlang's
// formula (Erlang 1909; Franx 2001, eq. 1 with c = 1):
//
//	P(W ≤ t) = (1 − ρ) Σ_{k=0}^{⌊t/D⌋} e^{−λ(kD − t)} (λ(kD − t))^k / k!
//
// Its terms alternate in sign and grow like e^{2λt}, so in float64 it
// loses every digit at high load (Franx's point). It is summed here in
// binary floating point of 128 + 2λt/ln 2 bits of mantissa, every term
// from the same inputs, enough that the cancellation leaves the full
// float64 precision: a stable evaluation of Erlang's sum, where Franx
// rewrites it as a sum of positive terms.
func MD1WaitCDF(serviceNs, meanGapNs, t float64) float64 {
	if t < 0 {
		return 0
	}
	lambdaT := t / meanGapNs
	prec := uint(128 + 2*lambdaT/math.Ln2)
	num := func(v float64) *big.Float { return new(big.Float).SetPrec(prec).SetFloat64(v) }
	// every term from the same exact inputs, so that their cancellation
	// is that of the sum at one λ, not of rounding errors
	lambda := new(big.Float).SetPrec(prec).Quo(num(1), num(meanGapNs))
	D, T := num(serviceNs), num(t)
	sum := num(0)
	m := int(math.Floor(t / serviceNs))
	for k := 0; k <= m; k++ {
		x := num(float64(k)) // x = λ(kD − t) ≤ 0
		x.Mul(x, D).Sub(x, T).Mul(x, lambda)
		term := bigExp(new(big.Float).SetPrec(prec).Neg(x)) // e^{λ(t − kD)}
		for j := 1; j <= k; j++ {
			term.Mul(term, x).Quo(term, num(float64(j)))
		}
		sum.Add(sum, term)
	}
	rho := num(1).Sub(num(1), new(big.Float).SetPrec(prec).Mul(lambda, D))
	v, _ := sum.Mul(sum, rho).Float64()
	return v
}

// bigExp returns e^x for x ≥ 0, at x's precision: e^{x/2^r} by its Taylor
// series, squared r times.
func bigExp(x *big.Float) *big.Float {
	prec := x.Prec()
	r := 0
	y := new(big.Float).SetPrec(prec).Set(x)
	half := new(big.Float).SetFloat64(0.5)
	for y.Cmp(half) > 0 {
		y.Quo(y, new(big.Float).SetFloat64(2))
		r++
	}
	sum := new(big.Float).SetPrec(prec).SetFloat64(1)
	term := new(big.Float).SetPrec(prec).SetFloat64(1)
	eps := new(big.Float).SetPrec(prec).SetMantExp(big.NewFloat(1), -int(prec))
	for n := 1; ; n++ {
		term.Mul(term, y)
		term.Quo(term, new(big.Float).SetPrec(prec).SetInt64(int64(n)))
		sum.Add(sum, term)
		if term.Cmp(eps) < 0 {
			break
		}
	}
	for range r {
		sum.Mul(sum, sum)
	}
	return sum
}

// MD1Quantile is the p-quantile of the M/D/1 sojourn time, D + W_p, W_p
// found by bisection on MD1WaitCDF, to a nanosecond.
func MD1Quantile(serviceNs, meanGapNs, p float64) float64 {
	lo, hi := 0.0, serviceNs
	for MD1WaitCDF(serviceNs, meanGapNs, hi) < p {
		lo, hi = hi, 2*hi
	}
	for hi-lo > 0.5 {
		mid := (lo + hi) / 2
		if MD1WaitCDF(serviceNs, meanGapNs, mid) < p {
			lo = mid
		} else {
			hi = mid
		}
	}
	return serviceNs + (lo+hi)/2
}

// Moments are a service time's first three moments, E[S], E[S²], E[S³].
type Moments struct{ M1, M2, M3 float64 }

// ExpMoments are an exponential's of mean s: s, 2s², 6s³.
func ExpMoments(s float64) Moments { return Moments{s, 2 * s * s, 6 * s * s * s} }

// DetMoments are a fixed time's: s, s², s³.
func DetMoments(s float64) Moments { return Moments{s, s * s, s * s * s} }

// BimodalMoments are the mixture's: an exponential of mean s with
// probability 1 − p, of mean slow with p; E[S^k] = k!((1 − p)s^k + p·slow^k).
func BimodalMoments(s, p, slow float64) Moments {
	a, b := ExpMoments(s), ExpMoments(slow)
	return Moments{(1-p)*a.M1 + p*b.M1, (1-p)*a.M2 + p*b.M2, (1-p)*a.M3 + p*b.M3}
}

// PKMeanWait is the M/G/1 mean waiting time, the Pollaczek–Khinchine
// formula: E[W] = λE[S²] / (2(1 − ρ)) (Kleinrock, §5.6, eq. 5.87).
func PKMeanWait(m Moments, meanGapNs float64) float64 {
	lambda := 1 / meanGapNs
	return lambda * m.M2 / (2 * (1 - lambda*m.M1))
}

// TakacsSecondWait is the M/G/1 waiting time's second moment, Takács's
// recurrence at k = 2: E[W²] = 2E[W]² + λE[S³] / (3(1 − ρ)) (Takács 1962,
// Kleinrock §5.6 ex. 5.7).
func TakacsSecondWait(m Moments, meanGapNs float64) float64 {
	lambda, w := 1/meanGapNs, PKMeanWait(m, meanGapNs)
	return 2*w*w + lambda*m.M3/(3*(1-lambda*m.M1))
}

// MVAResponse is the mean response time at N users of a closed system of
// one FCFS server with exponential service of mean s and a think time of
// mean z, by exact Mean Value Analysis (Reiser and Lavenberg 1980): from
// Q(0) = 0, R(n) = s(1 + Q(n−1)), X(n) = n/(z + R(n)), Q(n) = X(n)R(n).
// The think time may have any distribution: a delay station's is
// insensitive.
func MVAResponse(n int, s, z float64) float64 {
	q, r := 0.0, 0.0
	for k := 1; k <= n; k++ {
		r = s * (1 + q)
		q = float64(k) / (z + r) * r
	}
	return r
}

// ErlangQuantile is the p-quantile of the sum of n independent
// exponentials of mean s, by bisection on its CDF,
// 1 − e^{−t/s} Σ_{k<n} (t/s)^k/k!.
func ErlangQuantile(n int, s, p float64) float64 {
	cdf := func(t float64) float64 {
		x, term, sum := t/s, 1.0, 1.0
		for k := 1; k < n; k++ {
			term *= x / float64(k)
			sum += term
		}
		return 1 - math.Exp(-x)*sum
	}
	return bisect(cdf, p, s)
}

// Check is one statistical check: a figure, its interval at a stated
// confidence, and the theory's value.
type Check struct {
	Name          string
	Value, Lo, Hi float64
	Theory        float64
	ConfidencePct float64
}

// Holds reports whether the theory's value is inside the interval.
func (c Check) Holds() bool { return c.Lo <= c.Theory && c.Theory <= c.Hi }

func (c Check) String() string {
	return fmt.Sprintf("%s: %.6g in [%.6g, %.6g] at %g %%, theory %.6g", c.Name, c.Value, c.Lo, c.Hi, c.ConfidencePct, c.Theory)
}

// MH2Survival is P(T > t) for the sojourn time of an M/H2/1 queue, FCFS:
// service exponential of mean s with probability 1 − p, of mean slow with
// probability p (Brooker's bimodal). With a = 1/s, b = 1/slow, the service
// transform is B*(x) = (1−p)a/(x+a) + pb/(x+b), and the sojourn time's,
// by Pollaczek–Khinchine, T*(x) = (1−ρ)x·B*(x)/(x − λ + λB*(x))
// (Kleinrock, §5.7, eq. 5.105 times B*). Over (x+a)(x+b), its
// denominator is x·Q(x), Q(x) = x² + (a + b − λ)x + ab − λ(pa + (1−p)b),
// whose roots −r₁ and −r₂ are negative when ρ < 1; so
// T*(x) = (1−ρ)N(x)/((x+r₁)(x+r₂)), N(x) = ((1−p)a + pb)x + ab, a sum of
// two exponentials: f(t) = α₁e^{−r₁t} + α₂e^{−r₂t}, α₁ = (1−ρ)N(−r₁)/(r₂ − r₁),
// α₂ = (1−ρ)N(−r₂)/(r₁ − r₂), and P(T > t) = (α₁/r₁)e^{−r₁t} + (α₂/r₂)e^{−r₂t}.
func MH2Survival(s, p, slow, meanGapNs, t float64) float64 {
	a, b, lambda := 1/s, 1/slow, 1/meanGapNs
	rho := lambda * ((1-p)*s + p*slow)
	B, C := a+b-lambda, a*b-lambda*(p*a+(1-p)*b)
	disc := math.Sqrt(B*B - 4*C)
	r1, r2 := (B-disc)/2, (B+disc)/2 // the roots of Q are −r1 and −r2
	N := func(x float64) float64 { return ((1-p)*a+p*b)*x + a*b }
	a1, a2 := (1-rho)*N(-r1)/(r2-r1), (1-rho)*N(-r2)/(r1-r2)
	return a1/r1*math.Exp(-r1*t) + a2/r2*math.Exp(-r2*t)
}

// MH2Quantile is the p-quantile of the M/H2/1 sojourn time, by bisection
// on MH2Survival.
func MH2Quantile(s, p, slow, meanGapNs, q float64) float64 {
	lo, hi := 0.0, s
	for MH2Survival(s, p, slow, meanGapNs, hi) > 1-q {
		lo, hi = hi, 2*hi
	}
	for hi-lo > 0.5 {
		if mid := (lo + hi) / 2; MH2Survival(s, p, slow, meanGapNs, mid) > 1-q {
			lo = mid
		} else {
			hi = mid
		}
	}
	return (lo + hi) / 2
}
