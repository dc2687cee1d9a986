package measure

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"coordinated-omission/internal/testenv"
	"coordinated-omission/sim"
)

// workScenarios are a spread of scenarios for the work bound: the seed,
// long and short, many connections, a round trip, stalls every few
// hundred microseconds, overload, and the two that the old bound
// misjudged.
func workScenarios() map[string]sim.Scenario {
	def := sim.Default()
	at := func(edit func(*sim.Scenario)) sim.Scenario { sc := def; edit(&sc); return sc }
	return map[string]sim.Scenario{
		"seed":                 def,
		"seed, 10 min":         at(func(sc *sim.Scenario) { sc.Duration = 10 * time.Minute }),
		"seed, N = 100, 5 min": at(func(sc *sim.Scenario) { sc.Connections, sc.Duration = 100, 5*time.Minute }),
		"rtt 27µs, N = 10, 5 min": at(func(sc *sim.Scenario) {
			sc.Connections, sc.RTT, sc.Duration = 10, 27*time.Microsecond, 5*time.Minute
		}),
		"a stall every 151µs, 20 s": at(func(sc *sim.Scenario) {
			sc.Stall, sc.Period, sc.FirstStall = 50*time.Microsecond, 151*time.Microsecond, 0
		}),
		"overload, 2 min":            at(func(sc *sim.Scenario) { sc.Service, sc.Duration = 250*time.Microsecond, 2*time.Minute }),
		"S = I, a stall every 559µs": {Service: 58434, Interval: 58434, Stall: 49594, Period: 559204, FirstStall: 440467, Duration: 75 * time.Second, Connections: 1},
		"S = 2ns, I = 1ns":           {Service: 2, Interval: 1, Stall: 0, Period: 606981, FirstStall: 658264, Duration: 1799738, Connections: 1},
	}
}

// counted is what one full run of sc did, counted from what it
// recorded: each recorded sample is one pass of its loop, and each
// progression of each recording is summarised.
func counted(t *testing.T, sc sim.Scenario) (requests [len(sim.Sets)]int64, progressions [len(sim.Sets)]int64, additions int64) {
	t.Helper()
	r, err := sim.NewRunner(sc)
	if err != nil {
		t.Fatal(err)
	}
	figs := r.Run()
	recs := r.Recordings()
	for _, s := range sc.Recorded() {
		requests[s], progressions[s] = figs.Sets[s].Count, int64(len(recs[s]))
	}
	return requests, progressions, int64(len(sim.CorrectedAdds(recs[sim.Closed], sc.ExpectedNs())))
}

// TestWorkCountsARun holds the estimate of one full run against the
// operations a run of the same scenario does, counted from its
// recordings: the closed, open and plan loops' passes exactly (n each),
// the correction's additions at most what the estimate counts without a
// round trip (the closed form's pieces, which a recording may merge), and
// exactly for the seed; the skip and unpaced loops' passes at most the
// estimate's bounds; and each recording's progressions at most its
// samples, and at most the estimate's two a stall piece for the loops the
// closed form walks as they run (one connection, no round trip). The
// progressions of the other designs depend on how their sends fall, which
// only a run can tell: for them the estimate's two a stall is a typical
// count, not a bound. None of this times anything, so it holds on any
// machine.
func TestWorkCountsARun(t *testing.T) {
	scs := workScenarios()
	rng := rand.New(rand.NewPCG(7, 7))
	for i := range testenv.Count(4, 40) {
		sc := sim.Default()
		sc.Service = time.Duration(1+rng.IntN(300)) * time.Microsecond
		sc.Interval = time.Duration(1+rng.IntN(300)) * time.Microsecond
		sc.Stall = time.Duration(rng.IntN(50)) * time.Millisecond
		sc.Period = sc.Stall + time.Duration(1+rng.IntN(200))*time.Millisecond
		sc.FirstStall = time.Duration(rng.IntN(300)) * time.Millisecond
		sc.Duration = time.Duration(1+rng.IntN(3)) * time.Second
		sc.Connections = []int{1, 2, 10, 100}[rng.IntN(4)]
		if rng.IntN(3) == 0 {
			sc.RTT = time.Duration(rng.IntN(100)) * time.Microsecond
		}
		scs[fmt.Sprintf("random %d", i)] = sc
	}
	for name, sc := range scs {
		if sc.Duration > time.Minute {
			continue // the long ones are for the benchmark
		}
		z, err := sizeOf(sc)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		requests, progs, additions := counted(t, sc)
		n := z.requests
		for _, s := range []sim.Set{sim.Closed, sim.Open} {
			if requests[s] != n {
				t.Errorf("%s: %v loop passed %d requests, the estimate counts %d", name, s, requests[s], n)
			}
		}
		if want := z.plan() * n; requests[sim.Plan] != want {
			t.Errorf("%s: the plan recorded %d, the estimate counts %d", name, requests[sim.Plan], want)
		}
		if requests[sim.Skip] > z.skipped() || requests[sim.Unpaced] > z.unpaced {
			t.Errorf("%s: skip and unpaced passed %d and %d requests, more than the estimate's %d and %d", name, requests[sim.Skip], requests[sim.Unpaced], z.skipped(), z.unpaced)
		}
		if sc.RTT == 0 && additions > z.additions || name == "seed" && additions != z.additions {
			t.Errorf("%s: the correction added %d progressions, the estimate counts %d", name, additions, z.additions)
		}
		if est := z.fullRun(); est.Requests != (2+z.plan())*n+z.skipped()+z.unpaced {
			t.Errorf("%s: the estimate's %d requests are not its loops' passes", name, est.Requests)
		}
		for _, s := range sc.Recorded() {
			if progs[s] > requests[s] && s != sim.Corrected && s != sim.Wrk {
				t.Errorf("%s: %v summarised %d progressions, more than its %d samples", name, s, progs[s], requests[s])
			}
		}
		// the closed form's walk: two progressions a stall piece, for the
		// loops it walks as they run (one connection, no round trip)
		if sc.Connections == 1 && sc.RTT == 0 {
			for _, s := range []sim.Set{sim.Closed, sim.Open} {
				if progs[s] > z.progressions(n, 2) {
					t.Errorf("%s: %v summarised %d progressions, more than the estimate's %d", name, s, progs[s], z.progressions(n, 2))
				}
			}
		}
	}
}

// BenchmarkWorkBound measures a report at -reps 1 for each of
// workScenarios that the bound accepts and reports the nanoseconds a weighted operation of the
// estimate took here, ns/work-op: the machine's rate, which the bound
// does not depend on, beside the estimate, for comparing scenarios.
func BenchmarkWorkBound(b *testing.B) {
	for name, sc := range workScenarios() {
		b.Run(name, func(b *testing.B) {
			w, err := Estimate(sc, 1)
			if err != nil {
				b.Skip(err) // a report never runs it
			}
			for b.Loop() {
				if _, err := Measure(sc, 1, nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(w.OneRep), "ns/work-op")
			b.ReportMetric(float64(w.OneRep), "work-ops")
		})
	}
}

// TestOpsArithmetic: each kind adds, multiplies and weighs on its own.
func TestOpsArithmetic(t *testing.T) {
	a, b := Ops{1, 2, 3, 4, 5}, Ops{10, 20, 30, 40, 50}
	if got := a.Plus(b); got != (Ops{11, 22, 33, 44, 55}) {
		t.Errorf("Plus = %+v", got)
	}
	if got := b.Times(3); got != (Ops{30, 60, 90, 120, 150}) {
		t.Errorf("Times = %+v", got)
	}
	// 1 + 70·2 + 4·3 + 8·4 + 12·5 = 245
	if got := a.Weighted(); got != 245 {
		t.Errorf("Weighted = %d, want 245", got)
	}
}

// TestEstimateWithPlanAndReference: with a round trip the plan is a fifth
// loop and a seventh recording, and with N = 10 the event reference
// checks the closed loop and the plan, sorting both; the parts add up as
// the work bound's comment says.
func TestEstimateWithPlanAndReference(t *testing.T) {
	sc := sim.Default()
	sc.Connections, sc.RTT, sc.Duration = 10, 27*time.Microsecond, 2*time.Second
	if sc.CheckedBy(sim.Closed) != sim.ByReference {
		t.Fatal("the reference does not check this scenario's closed loop")
	}
	z, err := sizeOf(sc)
	if err != nil {
		t.Fatal(err)
	}
	n, u, s := z.requests, z.unpaced, z.stalls
	prog := func(samples int64) int64 { return min(samples, 2*s) }
	skipped := min(n, u+1)
	seed := 3*prog(n) + z.additions
	full := seed + prog(n) + prog(skipped) + 2*prog(u) + z.additions
	run := Ops{Requests: 3*n + skipped + u, Progressions: full}
	check := Ops{Stalls: 6 * s, Events: n + skipped + one(z.refUnpaced)*u, Sorted: 2 * n, Progressions: full}
	if z.fullRun() != run || z.fullCheck() != check {
		t.Errorf("a run %+v and its check %+v, want %+v and %+v", z.fullRun(), z.fullCheck(), run, check)
	}
	if want := (Ops{Requests: 2 * n, Progressions: seed}); z.seedRun() != want {
		t.Errorf("a seed run %+v, want %+v", z.seedRun(), want)
	}
	if want := (Ops{Stalls: 6 * s, Events: n, Sorted: 2 * n, Progressions: seed}); z.seedCheck() != want {
		t.Errorf("a seed check %+v, want %+v", z.seedCheck(), want)
	}
	w, err := Estimate(sc, 3)
	if err != nil {
		t.Fatal(err)
	}
	// the sweeps: each designs point and autocannon's in full, each
	// connections point's seed run, N* as the heaviest of them, the two
	// examples as the scenario's seed run, and the load sweep
	sweeps, heaviest := int64(0), int64(0)
	auto := sc
	auto.Connections, auto.ExpectedInterval = autocannonPoint.connections, autocannonPoint.expected
	for _, p := range append(scenariosAt(sc, designsConnections), auto) {
		zp, _ := sizeOf(p)
		sweeps += zp.fullRun().Plus(zp.fullCheck()).Weighted()
	}
	for _, p := range scenariosAt(sc, sweepConnections) {
		zp, _ := sizeOf(p)
		cost := zp.seedRun().Plus(zp.seedCheck()).Weighted()
		sweeps, heaviest = sweeps+cost, max(heaviest, cost)
	}
	sweeps += heaviest + 2*z.seedRun().Plus(z.seedCheck()).Weighted() + opsLoadSweep
	if w.Sweeps != sweeps || w.OneRep != run.Times(2).Plus(check).Weighted()+sweeps || w.Total != run.Times(4).Plus(check).Weighted()+sweeps {
		t.Errorf("Estimate = %+v; want sweeps %d, one rep and total from them", w, sweeps)
	}
}
