package measure

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/results"
	"coordinated-omission/machine"
	"coordinated-omission/sim"
)

// TestThreshold pins N* at the edges of its domain. With S = 1 ns and
// I = 2 ns the server gains one nanosecond a request, so a stall of D ns
// that begins when a request is due delays exactly D requests.
func TestThreshold(t *testing.T) {
	delays := func(d time.Duration) sim.Scenario {
		return sim.Scenario{Service: 1, Interval: 2, Stall: d, Period: 4 * time.Millisecond, Duration: 3 * time.Millisecond, Connections: 1}
	}
	overload := sim.Default()
	overload.Service = overload.Interval
	noStall := sim.Default()
	noStall.Stall = 0
	for _, tc := range []struct {
		name string
		sc   sim.Scenario
		want int
	}{
		{"the seed", sim.Default(), 2000},
		{"one request delayed", delays(1), 1},
		{"MaxConnections delayed", delays(sim.MaxConnections), sim.MaxConnections},
		{"one more than MaxConnections", delays(sim.MaxConnections + 1), 0},
		{"overload", overload, 0},
		{"no stall", noStall, 0},
	} {
		f := sim.Expected(tc.sc)
		if got := threshold(tc.sc, f); got != tc.want {
			t.Errorf("%s: threshold = %d (delayed per stall %+v), want %d", tc.name, got, f.Sets[sim.Open].DelayedPerStall, tc.want)
		}
	}
}

// TestExamples checks the examples' scenarios, and that one that leaves
// the domain is left out while the other still runs.
func TestExamples(t *testing.T) {
	sc := sim.Default()
	exs := exampleScenarios(sc)
	over, calm := sc, sc
	over.Service, over.Duration = 250*time.Microsecond, 4*time.Second // 5/4 of I; 20,000 requests
	calm.Stall, calm.Duration = 0, 4*time.Second
	if len(exs) != 2 || exs[0].Case != "overload" || exs[0].Scenario != over || exs[1].Case != "no-stall" || exs[1].Scenario != calm {
		t.Fatalf("exampleScenarios(seed) = %+v", exs)
	}
	short := sc
	short.Duration = time.Second // under 20,000 requests: kept
	if got := exampleScenarios(short); got[0].Scenario.Duration != time.Second {
		t.Errorf("a 1 s scenario's example runs %v, want 1s", got[0].Scenario.Duration)
	}
	got, err := examples(sc)
	if err != nil || len(got) != 2 || got[0].Checks == 0 || got[1].Checks == 0 {
		t.Fatalf("examples(seed) = %+v, %v", got, err)
	}
	// 20,000 requests 1 µs apart with a stall every 10 ns meet about
	// 2,000,000 stalls; at 5/4 of the interval they take 25 ms and meet
	// 2,500,000, over sim.MaxStalls.
	edge := sim.Scenario{Service: 500, Interval: 1000, Stall: 1, Period: 10, Duration: 20 * time.Millisecond, Connections: 1}
	got, err = examples(edge)
	if err != nil || len(got) != 1 || got[0].Case != "no-stall" {
		t.Errorf("examples(%+v) = %+v, %v; want the no-stall example alone", edge, got, err)
	}
}

// TestFileLines builds a raw file from two runs with known loop times and
// checks what the tamper test cannot, since both sides come from File: the
// Benchmark lines' units and scale, and which run lines carry the
// correction's additions.
func TestFileLines(t *testing.T) {
	sc := sim.Quick()
	fig := sim.Expected(sc)
	loops := [len(Clients)]time.Duration{1_234_567_891, 7_654_321}
	m := &Measurement{Scenario: sc, Runs: []Run{{Figures: fig}, {Figures: fig, Loop: loops}}, Total: 1_234_567 * time.Microsecond}
	f := File(machine.Description{}, machine.Clock{EstimateTotal: 18_250 * time.Microsecond}, results.Quick, m)
	for key, want := range map[string]string{
		"time.runs": "1234.6 ms", "time.clock_estimate": "18.2 ms",
		// Quick: 9955 of 25,000 open samples above 1 ms, 5 closed, and
		// 4980 of 29,995 corrected: 9955/5 = 1991, and
		// (9955/25000)/(4980/29995) = 2.39839…
		"ratio.above_1ms": "1991.0 x", "open.over_corrected.above_1ms": "2.398 x",
	} {
		if r, ok := f.Result(key); !ok || r.Value+" "+r.Unit != want {
			t.Errorf("RESULT %s = %+v, want %s", key, r, want)
		}
	}
	n := float64(sc.Requests())
	if len(f.Benchmarks) != len(Clients) {
		t.Fatalf("%d Benchmark lines, want %d", len(f.Benchmarks), len(Clients))
	}
	for c, b := range f.Benchmarks {
		nsOp, p99 := b.Values[0], b.Values[1]
		exact := float64(loops[c]) / n
		if nsOp.Unit != "ns/op" || math.Abs(nsOp.Value-exact) > 0.0005 || math.Abs(nsOp.Value*1000-math.Round(nsOp.Value*1000)) > 1e-6 {
			t.Errorf("%s: %v %s, want %.4f to three decimals", b.Name, nsOp.Value, nsOp.Unit, exact)
		}
		key := Clients[c].String() + ".p99"
		r, ok := f.Result(key)
		if !ok || p99.Unit != "p99-us" || strconv.FormatFloat(p99.Value, 'f', 1, 64) != r.Value || r.Unit != "us" {
			t.Errorf("%s: p99 %v %s, want RESULT %s %+v", b.Name, p99.Value, p99.Unit, key, r)
		}
	}
	for _, r := range f.Runs {
		_, has := r.Fields.Get("added-per-stall")
		if has != (r.Subject == sim.Corrected.String() || r.Subject == sim.Wrk.String()) {
			t.Errorf("run %d %s: added-per-stall present = %v", r.Index, r.Subject, has)
		}
	}
}

// TestEstimate pins the work estimate of the seed's scenario by its
// parts: n = 100,000 requests and U = 200,000 unpaced ones (T/S), 20 stalls
// met (21 pieces of stalls), and 20 correction progressions at N = 1, one
// for each stalled closed sample of 200.1ms. The most of any sweep point
// is N = 100's, E = 20ms: each stall leaves the 100 closed samples after it
// a falling run from 200.1ms, all at or above 2E, so 100·20 = 2,000.
//
//	progressions, two a stall piece: seed 3·42 + 20 = 146; full 146 + 42
//	(skip) + 2·42 (unpaced, wrk) + 20 = 292;
//	a full run: 3n + U = 500,000 requests and 292 progressions;
//	its check: 6·21 closed-form steps, the event reference's n sends of the
//	skip design (the closed form has the rest at N = 1), 292 progressions.
func TestEstimate(t *testing.T) {
	w, err := Estimate(sim.Default(), 31)
	if err != nil {
		t.Fatal(err)
	}
	run := Ops{Requests: 500_000, Progressions: 292}
	check := Ops{Stalls: 126, Events: 100_000, Progressions: 292}
	if w.Requests != 100_000 || w.Unpaced != 200_000 || w.Stalls != 20 || w.Additions != 2000 || w.Run != run || w.Check != check {
		t.Errorf("Estimate(seed) = %+v; want 100000 and 200000 requests, 20 stalls, 2000 additions, %v a run and %v its check", w, run, check)
	}
	// The sweeps run N = 1, 10, 100 in full and N = 1, 2, 10, 100, 1000
	// and N* on the seed's recordings, each at least a seed run.
	// In loop passes: 500,000 + 70·292 = 520,440 a run, 12·126 + 4·100,000
	// + 70·292 = 421,952 its check.
	if run.Weighted() != 520_440 || check.Weighted() != 421_952 {
		t.Errorf("a run weighs %d and its check %d, want 520440 and 421952", run.Weighted(), check.Weighted())
	}
	if w.Runs != 31+1 || w.Sweeps < 3*run.Weighted() || w.OneRep != 2*520_440+421_952+w.Sweeps || w.Total != 32*520_440+421_952+w.Sweeps {
		t.Errorf("Estimate(seed) = %+v: runs, sweeps, one rep or total do not add up", w)
	}
	for _, tc := range []struct {
		w    Work
		fail string
	}{
		{Work{OneRep: MaxOneRepOps, Total: MaxTotalOps}, ""},
		{Work{OneRep: MaxOneRepOps + 1, Total: MaxTotalOps}, "more than the bound of 1000.0 million"},
		{Work{OneRep: MaxOneRepOps, Total: MaxTotalOps + 1}, "more than the bound of 120000.0 million"},
	} {
		err := tc.w.check()
		if (err == nil) != (tc.fail == "") || err != nil && !strings.Contains(err.Error(), tc.fail) {
			t.Errorf("check(%+v) = %v, want %q", tc.w, err, tc.fail)
		}
	}
	if _, err := Estimate(sim.Default(), 1_000_000); err == nil || !strings.Contains(err.Error(), "lower -reps") {
		t.Errorf("Estimate at 1,000,000 reps: %v", err)
	}
}

// TestSweepScenario checks grid points worked by hand: W = D + (J+1)·S,
// J = ⌈(S+D−I)/(I−S)⌉, rounded up to a tenth of a second, at least 1 s.
func TestSweepScenario(t *testing.T) {
	for _, tc := range []struct {
		pct             int
		stall           time.Duration
		service, period time.Duration
	}{
		{50, 200 * time.Millisecond, 100 * time.Microsecond, time.Second},             // W = 0.4 s
		{70, 800 * time.Millisecond, 140 * time.Microsecond, 2700 * time.Millisecond}, // J = 13333: W = 2.66676 s
		{90, 800 * time.Millisecond, 180 * time.Microsecond, 8 * time.Second},         // J = 39999: W = 8 s exactly
	} {
		sc, err := sweepScenario(tc.pct, tc.stall)
		if err != nil || sc.Service != tc.service || sc.Interval != 200*time.Microsecond || sc.Period != tc.period || sc.Duration != 5*tc.period || sc.Stall != tc.stall {
			t.Errorf("sweepScenario(%d, %v) = %+v, %v; want service %v, period %v", tc.pct, tc.stall, sc, err, tc.service, tc.period)
		}
	}
}

// TestSweepLine checks a load sweep point's line: its utilisation as a
// fraction, and its scenario's times.
func TestSweepLine(t *testing.T) {
	sc, err := sweepScenario(90, 800*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	p := SweepPoint{UtilisationPct: 90, Scenario: sc}.point()
	if p.Utilisation != "0.9" || p.Stall != 800*time.Millisecond || p.Interval != 200*time.Microsecond || p.Period != 8*time.Second || p.Duration != 40*time.Second {
		t.Errorf("sweep point %+v, want utilisation 0.9, stall 800ms, interval 200µs, period 8s, duration 40s", p)
	}
}

// TestConnectionsPointsFlagNStar: of the connections sweep of the quick
// scenario, exactly the point at N*, the 2,000 requests one stall delays
// (D/(I − S)), is flagged, and it is the one point added to the grid.
func TestConnectionsPointsFlagNStar(t *testing.T) {
	f, _ := mustQuick(t)
	s, err := results.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	var flagged []int64
	for _, pt := range s.Conns {
		if pt.Threshold {
			flagged = append(flagged, pt.Connections)
		}
	}
	if len(flagged) != 1 || flagged[0] != s.Counts.Threshold || s.Counts.Threshold != 2000 || len(s.Conns) != len(sweepConnections)+1 {
		t.Errorf("flagged %v of %d points, N* %d; want only 2000 of %d", flagged, len(s.Conns), s.Counts.Threshold, len(sweepConnections)+1)
	}
}

// TestWorkBoundMessage: the refusal names the estimate in millions of
// operations, to a tenth, and the figures it is made of.
func TestWorkBoundMessage(t *testing.T) {
	sc := sim.Default()
	sc.Duration = 40 * time.Minute
	_, err := Estimate(sc, 1)
	if err == nil {
		t.Fatal("forty minutes of requests were accepted")
	}
	m := regexp.MustCompile(`^even at -reps 1 the run would take (\d+\.\d) million operations \(12000000 requests, 24000000 unpaced, 2400 stalls met, .* with its sweeps\), more than the bound of 1000\.0 million;`).FindStringSubmatch(err.Error())
	if m == nil {
		t.Fatalf("err = %v", err)
	}
	if v, perr := strconv.ParseFloat(m[1], 64); perr != nil || v <= 1000 {
		t.Errorf("estimate %q million: want above the bound", m[1])
	}
}

// TestQuickFileSaysWhatItHolds: the seed's quick file names the skip
// design as the one the event reference checks (the closed form has the
// rest at N = 1, no round trip), and its designs sweep ends on
// autocannon's point, the others being the designs table's.
func TestQuickFileSaysWhatItHolds(t *testing.T) {
	f, _ := mustQuick(t)
	s, err := results.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(s.Config.ByReference, " "); got != "skip" {
		t.Errorf("checked by reference: %q, want skip", got)
	}
	if len(s.DesignPoints) != len(designsConnections)+1 {
		t.Fatalf("%d designs points, want %d", len(s.DesignPoints), len(designsConnections)+1)
	}
	for i, pt := range s.DesignPoints {
		want := results.DesignsRole
		if i == len(designsConnections) {
			want = results.AutocannonRole
		}
		if pt.Role != want {
			t.Errorf("designs point %d: role %q, want %q", i, pt.Role, want)
		}
	}
}
