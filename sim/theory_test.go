package sim

import (
	"fmt"
	"math"
	"slices"
	"testing"
	"time"

	"coordinated-omission/internal/testenv"
	"coordinated-omission/sim/theory"
)

// The random model against queueing theory. Each check is an interval at
// a stated confidence, checkConfidencePct for each scenario's family of
// checks, Bonferroni over them, from a fixed seed, so that a run is
// deterministic: a check fails by chance in at most 1 % of seeds. Each
// interval is narrower than ±5 % of the theory's value (its half-width
// under 5 % of it), so that a formula that far off fails, which
// TestTheoryOfTheOpenLoop shows.
const checkConfidencePct = 99

// noStall is a random scenario with no stall: the queues of theory.
func noStall(service, interval, duration time.Duration, dist Dist, arrivals Arrivals, seed uint64) Random {
	return Random{Scenario: Scenario{Service: service, Interval: interval, Period: time.Second, Duration: duration, Connections: 1},
		ServiceDist: dist, Arrivals: arrivals, Seed: seed}
}

// openSamples runs rs's open loop alone and returns its samples and its
// busy periods' first requests.
func openSamples(t *testing.T, rs Random) ([]int64, []int) {
	t.Helper()
	if err := rs.Validate(); err != nil {
		t.Fatal(err)
	}
	samples, _, cycles := rs.runRandomOpen(rs.DueNs())
	return samples, cycles
}

// theoryLevels are the open loop's percentiles checked against theory,
// with its mean: four checks a case.
var theoryLevels = []float64{0.5, 0.9, 0.99}

// openChecks are the open loop's percentiles at theoryLevels and its mean
// against the theory's quantile function and mean, by regenerative
// cycles. It runs the open loop alone.
func openChecks(t *testing.T, rs Random, quantile func(p float64) float64, mean float64) []theory.Check {
	t.Helper()
	samples, cycles := openSamples(t, rs)
	z := theory.Z(checkConfidencePct, len(theoryLevels)+1)
	out := theory.QuantileCIs(samples, cycles, theoryLevels, z)
	for i, p := range theoryLevels {
		out[i].Name, out[i].Theory, out[i].ConfidencePct = fmt.Sprintf("p%g", 100*p), quantile(p), checkConfidencePct
	}
	c := theory.MeanCI(samples, cycles, z, func(v int64) float64 { return float64(v) })
	c.Name, c.Theory, c.ConfidencePct = "mean", mean, checkConfidencePct
	return append(out, c)
}

// theoryCases are the cases whose open loop has an exact distribution,
// with the theory's p-quantile and mean for each:
//
//   - M/M/1, S = 100 µs exponential, Poisson gaps of 125 µs (ρ = 0.8):
//     the sojourn time is exponential of rate 1/S − 1/I, mean 500 µs;
//   - D/M/1, the same service on the schedule: exponential of rate
//     μ(1 − σ), σ = e^{−μI(1−σ)};
//   - M/D/1, S = 100 µs fixed, Poisson gaps of 125 µs: D + W, W by
//     Erlang's formula; mean D + λD²/(2(1 − ρ)) by Pollaczek–Khinchine.
func theoryCases() []struct {
	name     string
	rs       Random
	quantile func(p float64) float64
	mean     float64
} {
	S, I := 100*time.Microsecond, 125*time.Microsecond
	s, i := float64(S), float64(I)
	return []struct {
		name     string
		rs       Random
		quantile func(p float64) float64
		mean     float64
	}{
		{"M/M/1", noStall(S, I, 400*time.Second, Dist{Kind: Exp}, Poisson, 1),
			func(p float64) float64 { return theory.MM1Quantile(s, i, p) }, 1 / (1/s - 1/i)},
		{"D/M/1", noStall(S, I, 200*time.Second, Dist{Kind: Exp}, Schedule, 2),
			func(p float64) float64 { return theory.DM1Quantile(s, i, p) }, s / (1 - theory.DM1Sigma(s, i))},
		{"M/D/1", noStall(S, I, 200*time.Second, Dist{Kind: Det}, Poisson, 3),
			func(p float64) float64 { return theory.MD1Quantile(s, i, p) }, s + theory.PKMeanWait(theory.DetMoments(s), i)},
	}
}

// TestTheoryOfTheOpenLoop holds the open loop's percentiles and mean to
// the theory's, within their intervals, each interval within ±5 %; and
// shows that a theory 5 % too high, or too low, fails every check.
func TestTheoryOfTheOpenLoop(t *testing.T) {
	if testing.Short() || mutating {
		t.Skip("long random runs")
	}
	for _, tc := range theoryCases() {
		for _, c := range openChecks(t, tc.rs, tc.quantile, tc.mean) {
			t.Logf("%s %v", tc.name, c)
			if !c.Holds() {
				t.Errorf("%s: %v: the theory is outside the interval", tc.name, c)
			}
			if c.Hi-c.Lo > 0.1*c.Theory {
				t.Errorf("%s: %v: the interval is wider than ±5 %% of the theory", tc.name, c)
			}
			for _, off := range []float64{0.95, 1.05} {
				if o := c; func() bool { o.Theory *= off; return o.Holds() }() {
					t.Errorf("%s: a theory ×%v holds too: %v", tc.name, off, c)
				}
			}
		}
	}
}

// TestPollaczekKhinchine: the open loop's mean sojourn time and its
// second moment against the M/G/1 formulas, E[T] = E[W] + E[S] with E[W]
// by Pollaczek–Khinchine, and E[T²] = E[W²] + 2E[W]E[S] + E[S²] (W and
// the request's own S are independent) with E[W²] by Takács: for
// exponential service; and the mean for Brooker's bimodal one (one
// request in 1,000 of mean 10 ms) at 80 % load, whose heavy mode allows
// ±10 %. Its second moment, whose estimator's variance rests on the slow
// mode's sixth moment, would need a run beyond MaxRequests to hold to ±10 %.
func TestPollaczekKhinchine(t *testing.T) {
	if testing.Short() || mutating || !testenv.Full() {
		t.Skip("long random runs, of 2,000 simulated seconds: FULL=1 runs them, as .ci/run does")
	}
	S := 100 * time.Microsecond
	bimodal := Dist{Kind: Bimodal, P: 0.001, Slow: 10 * time.Millisecond}
	for _, tc := range []struct {
		name     string
		dist     Dist
		moments  theory.Moments
		duration time.Duration
		within   float64
	}{
		{"exp", Dist{Kind: Exp}, theory.ExpMoments(float64(S)), 400 * time.Second, 0.05},
		{"bimodal", bimodal, theory.BimodalMoments(float64(S), 0.001, float64(10*time.Millisecond)), 2000 * time.Second, 0.10},
	} {
		I := time.Duration(tc.moments.M1 / 0.8) // 80 % load
		rs := noStall(S, I, tc.duration, tc.dist, Poisson, 7)
		samples, cycles := openSamples(t, rs)
		m, gap := tc.moments, float64(I)
		w := theory.PKMeanWait(m, gap)
		z := theory.Z(checkConfidencePct, 2)
		mean := theory.MeanCI(samples, cycles, z, func(v int64) float64 { return float64(v) })
		mean.Name, mean.ConfidencePct, mean.Theory = "mean", checkConfidencePct, w+m.M1
		second := theory.MeanCI(samples, cycles, z, func(v int64) float64 { return float64(v) * float64(v) })
		second.Name, second.ConfidencePct, second.Theory = "second moment", checkConfidencePct, theory.TakacsSecondWait(m, gap)+2*w*m.M1+m.M2
		checks := []theory.Check{mean, second}
		if tc.dist.Kind == Bimodal {
			checks = checks[:1]
		}
		for _, c := range checks {
			t.Logf("%s: %v", tc.name, c)
			if !c.Holds() || c.Hi-c.Lo > 2*tc.within*c.Theory {
				t.Errorf("%s: %v: outside, or wider than ±%g %%", tc.name, c, 100*tc.within)
			}
		}
	}
}

// TestBrookersBimodal is Marc Brooker's case (Open and Closed, Omission
// and Collapse, 2023): service exponential of mean 100 µs, one request in
// 1,000 of mean 10 ms, at 80 % load. The open loop's p90 and p99 hold the
// M/H2/1 quantiles within ±10 % (its p99.9 would need a longer run than
// MaxRequests allows for that); the one-connection closed loop's p99 is
// the service time's own, within 5 %, far below.
func TestBrookersBimodal(t *testing.T) {
	if testing.Short() || mutating || !testenv.Full() {
		t.Skip("long random runs, of 2,000 simulated seconds: FULL=1 runs them, as .ci/run does")
	}
	const s, p, slow = 100e3, 0.001, 10e6
	gap := theory.BimodalMoments(s, p, slow).M1 / 0.8
	rs := noStall(100*time.Microsecond, time.Duration(gap), 2000*time.Second, Dist{Kind: Bimodal, P: p, Slow: 10 * time.Millisecond}, Poisson, 8)
	samples, cycles := openSamples(t, rs)
	levels := []float64{0.9, 0.99}
	checks := theory.QuantileCIs(samples, cycles, levels, theory.Z(checkConfidencePct, len(levels)))
	for i, q := range levels {
		c := checks[i]
		c.Name, c.ConfidencePct, c.Theory = fmt.Sprintf("open p%g", 100*q), checkConfidencePct, theory.MH2Quantile(s, p, slow, gap, q)
		t.Logf("%v", c)
		if !c.Holds() || c.Hi-c.Lo > 0.2*c.Theory {
			t.Errorf("%v: outside, or wider than ±10 %%", c)
		}
	}
	// the service time's p99 by bisection on its survival,
	// (1−p)e^{−t/s} + p·e^{−t/slow}
	lo, hi := 0.0, slow
	for hi-lo > 1 {
		if mid := (lo + hi) / 2; (1-p)*math.Exp(-mid/s)+p*math.Exp(-mid/slow) > 0.01 {
			lo = mid
		} else {
			hi = mid
		}
	}
	closed := rs
	closed.Duration = 200 * time.Second
	cs, _ := closed.runRandomClosed(closed.DueNs())
	lat := make([]int64, len(cs))
	for i, r := range cs {
		lat[i] = r.LatencyNs(0)
	}
	slices.Sort(lat)
	if got := float64(lat[int(math.Ceil(0.99*float64(len(lat))))-1]); math.Abs(got-lo)/lo > 0.05 {
		t.Errorf("the closed loop's p99 %v, want the service time's %v within 5 %%", got, lo)
	}
}

// TestClosedLoopRecordsTheService: one paced connection with no stall
// records exactly the service draws, request for request, whatever the
// arrivals: each request finds the server idle, its only one out.
func TestClosedLoopRecordsTheService(t *testing.T) {
	for _, dist := range []Dist{{Kind: Exp}, {Kind: Bimodal, P: 0.001, Slow: 10 * time.Millisecond}} {
		for _, arrivals := range []Arrivals{Schedule, Poisson} {
			rs := noStall(100*time.Microsecond, 125*time.Microsecond, time.Second, dist, arrivals, 9)
			run, err := RunRandom(rs)
			if err != nil {
				t.Fatal(err)
			}
			service := rs.stream(serviceStream, rs.ServiceDist, int64(rs.Service))
			for k, v := range run.Samples[Closed] {
				if v != service.at(k) {
					t.Fatalf("%v, %v: closed sample %d is %d, the service draw %d", dist, arrivals, k, v, service.at(k))
				}
			}
		}
	}
}

// TestUnpacedIsASumOfServices: with N connections and no stall, after the
// first N each unpaced latency is exactly the sum of N consecutive service
// draws: the server never idles, and each request waits for the N − 1
// sent before it.
func TestUnpacedIsASumOfServices(t *testing.T) {
	rs := noStall(100*time.Microsecond, 125*time.Microsecond, 200*time.Millisecond, Dist{Kind: Exp}, Schedule, 5)
	rs.Connections = 4
	run, err := RunRandom(rs)
	if err != nil {
		t.Fatal(err)
	}
	service := rs.stream(serviceStream, rs.ServiceDist, int64(rs.Service))
	for k := rs.Connections; k < len(run.Samples[Unpaced]); k++ {
		sum := int64(0)
		for j := k - rs.Connections + 1; j <= k; j++ {
			sum += service.at(j)
		}
		if run.Samples[Unpaced][k] != sum {
			t.Fatalf("unpaced sample %d is %d, the sum of 4 service draws %d", k, run.Samples[Unpaced][k], sum)
		}
	}
}

// TestThinkByMeanValueAnalysis: the think design's mean response time,
// with exponential service, against exact Mean Value Analysis, for one
// and ten users and a fixed or exponential think time (a delay station is
// insensitive to its distribution), by batch means.
func TestThinkByMeanValueAnalysis(t *testing.T) {
	if testing.Short() || mutating {
		t.Skip("long random runs")
	}
	const s, z = 100 * time.Microsecond, time.Millisecond
	cases := []struct {
		users int
		think Dist
	}{{1, Dist{Kind: Exp}}, {10, Dist{Kind: Exp}}, {10, Dist{Kind: Det}}, {20, Dist{Kind: Exp}}}
	zq := theory.Z(checkConfidencePct, len(cases))
	for i, tc := range cases {
		rs := noStall(s, s, 60*time.Second, Dist{Kind: Exp}, Schedule, uint64(20+i))
		rs.Connections, rs.Think, rs.ThinkDist = tc.users, z, tc.think
		run, err := RunRandom(rs)
		if err != nil {
			t.Fatal(err)
		}
		c := theory.BatchMeansCI(run.Think, 50, zq)
		c.Name, c.ConfidencePct, c.Theory = "mean response", checkConfidencePct, theory.MVAResponse(tc.users, float64(s), float64(z))
		t.Logf("N = %d, think %v: %v", tc.users, tc.think, c)
		if !c.Holds() || c.Hi-c.Lo > 0.1*c.Theory {
			t.Errorf("N = %d, think %v: %v: outside, or wider than ±5 %%", tc.users, tc.think, c)
		}
		if off := (theory.Check{Lo: c.Lo, Hi: c.Hi, Theory: 1.05 * c.Theory}); off.Holds() {
			t.Errorf("N = %d: a theory 5 %% high holds too: %v", tc.users, off)
		}
	}
}

// TestTheoryFormulas pins the formulas where they are known in closed
// form, apart from any run: M/M/1's p99 at S = 100 µs, I = 125 µs is
// ln 100 · 500 µs; D/M/1 with I → ∞ has σ → 0; M/D/1's waiting-time CDF
// at 0 is 1 − ρ; MVA at one user is the service time; an Erlang-1
// quantile is an exponential's.
func TestTheoryFormulas(t *testing.T) {
	near := func(name string, got, want, tol float64) {
		t.Helper()
		if math.Abs(got-want) > tol*math.Abs(want) {
			t.Errorf("%s = %v, want %v", name, got, want)
		}
	}
	near("MM1Quantile", theory.MM1Quantile(100e3, 125e3, 0.99), math.Log(100)*500e3, 1e-12)
	near("DM1Sigma far", theory.DM1Sigma(100e3, 1e9), math.Exp(-1e4), 1)
	near("MD1WaitCDF(0)", theory.MD1WaitCDF(100e3, 125e3, 0), 0.2, 1e-12)
	near("MVAResponse(1)", theory.MVAResponse(1, 100e3, 1e6), 100e3, 1e-12)
	near("ErlangQuantile(1)", theory.ErlangQuantile(1, 100e3, 0.99), math.Log(100)*100e3, 1e-5)
	// M/D/1 at ρ = 0.8: P(W ≤ D) = (1 − ρ)(e^{λD} − λ(D − D)·…) = 0.2(e^{0.8} − 0) for k = 0,
	// plus the k = 1 term e^{0}·0 = 0: 0.2·e^{0.8}
	near("MD1WaitCDF(D)", theory.MD1WaitCDF(100e3, 125e3, 100e3), 0.2*math.Exp(0.8), 1e-12)
	// a high load, where float64 would lose every digit: the CDF rises to 1
	if v := theory.MD1WaitCDF(100e3, 101e3, 400*100e3); !(v > 0.9 && v <= 1+1e-9) {
		t.Errorf("MD1WaitCDF at ρ = 0.99, t = 400 D = %v, want close to 1", v)
	}
	// M/H2/1 with both modes of one mean is M/M/1; its survival at 0 is 1
	near("MH2 as M/M/1", theory.MH2Quantile(100e3, 0.3, 100e3, 125e3, 0.99), theory.MM1Quantile(100e3, 125e3, 0.99), 1e-5)
	near("MH2Survival(0)", theory.MH2Survival(100e3, 0.001, 10e6, 137.375e3, 0), 1, 1e-12)
	// P-K for exponential service is M/M/1's mean wait, ρS/(1 − ρ)
	near("PKMeanWait exp", theory.PKMeanWait(theory.ExpMoments(100e3), 125e3), 0.8*100e3/0.2, 1e-12)
}
