package variance

import (
	"math"
	"slices"
	"strconv"
	"testing"
	"time"

	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
	"coordinated-omission/sim/theory"
)

// TestGridScenarioByHand: a point's scenario, worked out by hand from the
// grid's rule (the mean service ρ·200 µs; a bimodal's usual mode S with
// 0.999·S + 0.001·100·S = ρ·200 µs; a stall's period 2D/(1 − ρ) rounded
// up to 100 ms and at least 1 s, the first stall half a period in, four
// periods; else four seconds).
func TestGridScenarioByHand(t *testing.T) {
	us, ms, s := time.Microsecond, time.Millisecond, time.Second
	exp, det := sim.Dist{Kind: sim.Exp}, sim.Dist{Kind: sim.Det}
	for _, c := range []struct {
		name string
		p    gridPoint
		want sim.Scenario
		slow time.Duration
	}{
		{"no stall", gridPoint{exp, 80, 0, sim.Schedule},
			sim.Scenario{Service: 160 * us, Interval: 200 * us, Period: s, Connections: 1, Duration: 4 * s}, 0},
		// 100 µs / 1.099 = 90,991.8 ns; its drain 0.8 s, so a period of 1 s
		{"bimodal, the least period", gridPoint{sim.Dist{Kind: sim.Bimodal, P: 0.001}, 50, 200 * ms, sim.Poisson},
			sim.Scenario{Service: 90_991, Interval: 200 * us, Stall: 200 * ms, Period: s, FirstStall: 500 * ms, Connections: 1, Duration: 4 * s}, 9_099_100},
		// a drain of 4 s exactly: not rounded up past it
		{"a drain of whole steps", gridPoint{det, 90, 200 * ms, sim.Poisson},
			sim.Scenario{Service: 180 * us, Interval: 200 * us, Stall: 200 * ms, Period: 4 * s, FirstStall: 2 * s, Connections: 1, Duration: 16 * s}, 0},
		// 0.4 s / 0.15 = 2.667 s, rounded up to 2.7 s
		{"a drain rounded up", gridPoint{exp, 85, 200 * ms, sim.Schedule},
			sim.Scenario{Service: 170 * us, Interval: 200 * us, Stall: 200 * ms, Period: 2700 * ms, FirstStall: 1350 * ms, Connections: 1, Duration: 10800 * ms}, 0},
	} {
		got := c.p.scenario(7)
		if got.Scenario != c.want || got.ServiceDist.Slow != c.slow || got.ServiceDist.Kind != c.p.dist.Kind || got.Arrivals != c.p.arrivals || got.Seed != 7 {
			t.Errorf("%s: %+v (slow %v), want %+v (slow %v)", c.name, got.Scenario, got.ServiceDist.Slow, c.want, c.slow)
		}
	}
}

// TestGridT: Student's t of 7 degrees of freedom at 99 %, Bonferroni over
// the grid's six ratios: the 1 − 0.01/12 quantile.
func TestGridT(t *testing.T) {
	if got, want := gridT(), theory.StudentQuantile(7, 1-0.01/12); got != want || want < 4.9 || want > 5 {
		t.Errorf("gridT() = %v, want %v", got, want)
	}
}

// TestGridPointRun: a point's ratios, worked out again from each seed's
// run: the nearest-rank quantiles of a sorted copy, the log of each ratio
// in each of the eight replications, their mean and Student's interval,
// back through exp, to five digits.
func TestGridPointRun(t *testing.T) {
	p := gridPoint{sim.Dist{Kind: sim.Exp}, 50, 0, sim.Poisson}
	got, err := p.run()
	if err != nil {
		t.Fatal(err)
	}
	if got.Reps != 8 || got.UtilisationPct != 50 || got.Scenario.Seed != 0 || len(got.Ratios) != 6 {
		t.Fatalf("%d reps at %d %%, seed %d, %d ratios", got.Reps, got.UtilisationPct, got.Scenario.Seed, len(got.Ratios))
	}
	at := func(samples []int64, q float64) float64 {
		sorted := slices.Sorted(slices.Values(samples))
		return float64(sorted[int(math.Ceil(q*float64(len(sorted))-1e-9))-1])
	}
	logs := map[string][]float64{}
	for seed := uint64(1); seed <= 8; seed++ {
		run, err := sim.RunRandomSets(p.scenario(seed), sim.SeedHeld)
		if err != nil {
			t.Fatal(err)
		}
		for _, q := range []float64{0.9, 0.99, 0.999} {
			o, c, k := run.Samples[sim.Open], run.Samples[sim.Closed], run.Samples[sim.Corrected]
			logs["open/closed"+strconv.FormatFloat(q, 'g', -1, 64)] = append(logs["open/closed"+strconv.FormatFloat(q, 'g', -1, 64)], math.Log(at(o, q)/at(c, q)))
			logs["corrected/open"+strconv.FormatFloat(q, 'g', -1, 64)] = append(logs["corrected/open"+strconv.FormatFloat(q, 'g', -1, 64)], math.Log(at(k, q)/at(o, q)))
		}
	}
	tq := theory.StudentQuantile(7, 1-0.01/12)
	fraction := map[results.Level]float64{results.P90: 0.9, results.P99: 0.99, results.P999: 0.999}
	for _, r := range got.Ratios {
		xs := logs[r.Name+strconv.FormatFloat(fraction[r.Level], 'g', -1, 64)]
		if len(xs) != 8 {
			t.Fatalf("%s at %v: no such ratio", r.Name, r.Level)
		}
		m := (xs[0] + xs[1] + xs[2] + xs[3] + xs[4] + xs[5] + xs[6] + xs[7]) / 8
		ss := 0.0
		for _, x := range xs {
			ss += (x - m) * (x - m)
		}
		half := tq * math.Sqrt(ss/7/8)
		five := func(v float64) results.Decimal { return results.Decimal(strconv.FormatFloat(v, 'g', 5, 64)) }
		if r.Mean != five(math.Exp(m)) || r.Lo != five(math.Exp(m-half)) || r.Hi != five(math.Exp(m+half)) || r.ConfidencePct != 99 {
			t.Errorf("%s at %v: %s [%s, %s], want %s [%s, %s]", r.Name, r.Level, r.Mean, r.Lo, r.Hi, five(math.Exp(m)), five(math.Exp(m-half)), five(math.Exp(m+half)))
		}
	}
}
