package variance

import (
	"math"
	"reflect"
	"testing"
	"time"

	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
)

// TestExperimentsAgainstTheory: every fixed check holds, each interval is
// within its tolerance of the theory's value, and a theory that far off,
// above or below, falls outside it: so each check can fail.
func TestExperimentsAgainstTheory(t *testing.T) {
	res, err := Experiments()
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Theory) != 22 {
		t.Errorf("%d theory checks, want 22", len(res.Theory))
	}
	for _, c := range res.Theory {
		if !c.Holds() || !c.Sharp() {
			t.Errorf("%s %s: %d in [%d, %d], theory %d: holds %v, within ±%d %% %v", c.Case, c.Figure, c.ValueNs, c.LoNs, c.HiNs, c.TheoryNs, c.Holds(), c.TolerancePct, c.Sharp())
		}
		for _, off := range []float64{1 - float64(c.TolerancePct)/100, 1 + float64(c.TolerancePct)/100} {
			wrong := c
			wrong.TheoryNs = int64(math.Round(float64(c.TheoryNs) * off))
			if wrong.Holds() {
				t.Errorf("%s %s: a theory ×%v holds too", c.Case, c.Figure, off)
			}
		}
	}
	for _, p := range res.Think {
		if p.LoNs > p.TheoryNs || p.TheoryNs > p.HiNs {
			t.Errorf("think N = %d at %d %%: %d in [%d, %d], theory %d", p.Users, p.LoadPct, p.MeanNs, p.LoNs, p.HiNs, p.TheoryNs)
		}
	}
}

// gridRatio returns a grid point's ratio.
func gridRatio(t *testing.T, res *Result, dist string, util int64, stall bool, arrivals, name string, l results.Level) results.GridRatio {
	t.Helper()
	for _, p := range res.Grid {
		if p.Scenario.ServiceDist == dist && p.UtilisationPct == util && (p.Scenario.Stall > 0) == stall && p.Scenario.Arrivals == arrivals {
			for _, g := range p.Ratios {
				if g.Name == name && g.Level == l {
					return g
				}
			}
		}
	}
	t.Fatalf("no grid point %s %d %% stall %v %s", dist, util, stall, arrivals)
	return results.GridRatio{}
}

// TestGridAgainstTheDeterministicModel: where nothing is drawn, the grid
// is the deterministic model, whose figures are known exactly: with no
// stall every recording is S, so every ratio is 1 with no spread; with
// the seed's stall at 50 % load, the open p99 is D − 49·I + S... the
// seed's 195.1 ms against the closed loop's 100 µs, 1951.
func TestGridAgainstTheDeterministicModel(t *testing.T) {
	res, err := Experiments()
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Grid) != len(GridServices)*len(GridUtilPct)*2*2 {
		t.Errorf("%d grid points", len(res.Grid))
	}
	for _, u := range GridUtilPct {
		for _, name := range results.GridRatios {
			if g := gridRatio(t, res, "det", int64(u), false, "schedule", name, results.P99); g.Mean != "1" || g.Lo != "1" || g.Hi != "1" {
				t.Errorf("det at %d %%, no stall: %s = %s (%s to %s), want exactly 1", u, name, g.Mean, g.Lo, g.Hi)
			}
		}
	}
	// the seed's scenario: S = 100 µs, I = 200 µs, D = 200 ms; p99 of the
	// open loop 195.1 ms (the README's), of the closed 100 µs
	if g := gridRatio(t, res, "det", 50, true, "schedule", "open/closed", results.P99); g.Mean != "1951" || g.Lo != g.Mean || g.Hi != g.Mean {
		t.Errorf("det at 50 %%, 200 ms stall: open/closed p99 = %s (%s to %s), want 1951", g.Mean, g.Lo, g.Hi)
	}
}

// TestMeasureIsAPureFunction: the same scenario and seed give the same
// figures; another seed, others.
func TestMeasureIsAPureFunction(t *testing.T) {
	rs := sim.Random{Scenario: sim.Scenario{Service: 100 * time.Microsecond, Interval: 125 * time.Microsecond, Period: time.Second,
		Duration: 20 * time.Second, Connections: 1}, ServiceDist: sim.Dist{Kind: sim.Exp}, Arrivals: sim.Poisson, ThinkDist: sim.Dist{Kind: sim.Exp}, Seed: 1}
	a, err := Measure(rs, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Measure(rs, false, nil)
	if !reflect.DeepEqual(a, b) || len(a.Random) != 6 || len(a.Theory) != 5 || a.Grid != nil {
		t.Errorf("two runs differ, or the scenario's designs and checks are not there: %d designs, %d checks", len(a.Random), len(a.Theory))
	}
	rs.Seed = 2
	if c, _ := Measure(rs, false, nil); reflect.DeepEqual(a.Random, c.Random) {
		t.Errorf("seed 2 gives seed 1's figures")
	}
	det := rs
	det.ServiceDist, det.Arrivals = sim.Dist{Kind: sim.Det}, sim.Schedule
	if d, err := Measure(det, false, nil); err != nil || d.Random != nil || d.Theory != nil {
		t.Errorf("a deterministic scenario has random figures: %v, %v", d, err)
	}
}

// TestBrookersAcceptance is the acceptance run: Poisson arrivals
// at I = 125 µs, exponential service of mean 100 µs, 400 s: the open p99
// within 3 % of −ln(0.01)/(1/100 µs − 1/125 µs) = 2,302.6 µs, the closed
// p99 within 3 % of 100 µs · ln 100 = 460.5 µs.
func TestBrookersAcceptance(t *testing.T) {
	if testing.Short() {
		t.Skip("a 400 s random run")
	}
	rs := sim.Random{Scenario: sim.Scenario{Service: 100 * time.Microsecond, Interval: 125 * time.Microsecond, Period: time.Second,
		Duration: 400 * time.Second, Connections: 1}, ServiceDist: sim.Dist{Kind: sim.Exp}, Arrivals: sim.Poisson, Seed: 1}
	designs, _, err := Scenario(rs)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]float64{"open": -math.Log(0.01) / (1/100e3 - 1/125e3), "closed": 100e3 * math.Log(100)}
	for _, d := range designs {
		if w, ok := want[d.Design]; ok {
			if got := float64(d.AtNs[results.P99]); math.Abs(got-w) > 0.03*w {
				t.Errorf("%s p99 = %v ns, want %v within 3 %%", d.Design, got, w)
			}
			delete(want, d.Design)
		}
	}
	if len(want) > 0 {
		t.Errorf("no design %v", want)
	}
}
