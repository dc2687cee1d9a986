package verdict

import (
	"coordinated-omission/internal/results"
	"maps"
	"math"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/rawfile"
)

// judgeScenario is the default scenario's: I = 200 µs, D = 200 ms, so an
// open loop sends 1,000 requests in each stall.
var judgeScenario = results.Scenario{Service: 100 * time.Microsecond, Interval: 200 * time.Microsecond, Stall: 200 * time.Millisecond,
	Period: time.Second, FirstStall: 500 * time.Millisecond, Duration: 5 * time.Second, Connections: 1, Requests: 25000}

// judged is a run with every design modelled at fixed figures: the truth
// at 195 ms p99, the closed loop at 1 ms.
func judged(p99, p999 int64) Judged {
	model := func(name string, p99, p999 int64) results.LiveRecording {
		return results.LiveRecording{Name: name, Samples: 25000, AtNs: map[Level]int64{results.P50: 100_000, results.P90: p99 / 2, results.P99: p99, results.P999: p999, results.Max: 200_100_000}}
	}
	j := Judged{Run: "tool", Command: []string{"tool", "-x", "{url}"}, Exit: "exit status 0", Format: "wrk",
		ReportedNs: map[Level]int64{results.P99: p99, results.P999: p999}, ResolutionNs: map[Level]int64{results.P99: 1, results.P999: 1},
		View: results.ServerView{Requests: 25000, Connections: 10, StallArrivals: []int{10, 10}, PeakInFlight: 10, RatePct: "100.000", EarlyRatePct: "100.000",
			AfterStalls: []string{results.CaughtUp, results.CaughtUp}},
		ServiceWorkerNs: 100_000, RTTNs: 8000, ModelDurationNs: 5e9, ModelConnections: 10, CorrectedIntervalNs: 2_000_000, WrkIntervalNs: 1_250_000,
		Phase: results.Phase{Name: "tool", WallNs: 5e9, OtherCPUNs: 0, WorkerLateP99Ns: 0}}
	j.Models = []results.LiveRecording{model(results.Open, 195_000_000, 199_600_000), model(results.Closed, 1_000_000, 199_600_000), model(results.Plan, 195_100_000, 199_600_000),
		model(results.Corrected, 189_000_000, 199_500_000), model(results.Skip, 107_000, 199_700_000), model(results.Unpaced, 300_000, 201_000_000), model(results.Wrk, 189_700_000, 201_000_000)}
	return j
}

// TestDecide on fixed figures: the nearest design, and the words.
func TestDecide(t *testing.T) {
	for _, c := range []struct {
		name       string
		p99, p999  int64
		edit       func(*Judged)
		match      string
		within     bool
		hides      bool
		wantPrefix string
	}{
		{"the truth", 195_000_000, 199_600_000, nil, results.Open, true, false, "times from its plan; catches up after each stall"},
		{"corrected", 189_000_000, 199_500_000, nil, results.Corrected, true, false, "corrects, at N·I = 2 ms"},
		{"wrk's", 189_700_000, 201_000_000, func(j *Judged) { j.View.EarlyRatePct, j.View.RatePct = "150.000", "150.000" }, results.Wrk, true, false, "corrects, at wrk's interval E_w = 1.25 ms; has no plan"},
		{"no plan: only the unpaced designs", 189_000_000, 199_500_000, func(j *Judged) { j.View.EarlyRatePct, j.View.RatePct = "150.000", "150.000" }, results.Wrk, true, false, "corrects, at wrk's interval"},
		{"a plan: only the paced designs", 189_700_000, 201_000_000, nil, results.Corrected, true, false, "corrects, at N·I"},
		{"closed", 2_000_000, 199_600_000, nil, results.Closed, true, true, "hides the stalls (97.5× below the truth); catches up after each stall"},
		{"skips", 1_000_000, 199_700_000, func(j *Judged) { j.View.AfterStalls = []string{results.SkippedUp} }, results.Closed, true, true, "hides the stalls"},
		{"open sender", 195_000_000, 199_600_000, func(j *Judged) { j.View.StallArrivals = []int{500, 500} }, results.Open, true, false, "times from its plan; sends through the stalls"},
		{"falls behind", 195_000_000, 199_600_000, func(j *Judged) { j.View.AfterStalls = []string{results.FellBehind} }, results.Open, true, false, "times from its plan; falls behind"},
		{"far from all", 30_000_000, 30_000_000, nil, results.Corrected, false, true, "hides the stalls (6.7× below the truth)"},
		{"unread", 0, 0, func(j *Judged) { j.ReadError, j.Format = "no", "" }, "", false, false, "its figures could not be read"},
		{"no tail", 0, 0, func(j *Judged) { j.ReportedNs = map[Level]int64{results.P50: 1, results.Max: 2} }, "", false, false, "it prints no tail percentile to judge"},
		{"no model", 195_000_000, 199_600_000, func(j *Judged) { j.Models, j.ModelError = nil, "the server saw no request" }, "", false, false,
			"no model could be made of its run (the server saw no request), so there is nothing to judge it against"},
		{"no model, no reason", 195_000_000, 199_600_000, func(j *Judged) { j.Models = nil }, "", false, false,
			"no model could be made of its run, so there is nothing to judge it against"},
		{"catches up in part", 195_000_000, 199_600_000, func(j *Judged) { j.View.AfterStalls = []string{results.CatchingUp} }, results.Open, true, false,
			"times from its plan; catches up only in part after each stall"},
	} {
		j := judged(c.p99, c.p999)
		if c.edit != nil {
			c.edit(&j)
		}
		v := Decide(&j, judgeScenario)
		if v.Match != c.match || v.Within != c.within || v.Hides != c.hides || !strings.HasPrefix(v.Words, c.wantPrefix) {
			t.Errorf("%s: Decide = %+v, want match %q within %v hides %v words %q…", c.name, v, c.match, c.within, c.hides, c.wantPrefix)
		}
	}
}

// TestDecideEdges at the edges of the tolerances.
func TestDecideEdges(t *testing.T) {
	j := judged(0, 0)
	j.ReportedNs = map[Level]int64{results.P99: 3_000_000}
	j.ResolutionNs = map[Level]int64{results.P99: 1_000_000}
	// 3 ms to 1 ms: lo = 2 ms + 1 ms floor = 3 ms against 1 + 1 = 2 ms: ×1.5
	if f := FactorAt(&j, results.P99, 1_000_000); f != 1.5 {
		t.Errorf("FactorAt = %v, want 1.5", f)
	}
	if f := FactorAt(&j, results.P99, 3_000_000); f != 1 {
		t.Errorf("FactorAt inside the resolution = %v, want 1", f)
	}
	// hi = 3 + 1 ms + the 1 ms floor = 5 ms against 7 + 1 = 8 ms
	if f := FactorAt(&j, results.P99, 7_000_000); math.Abs(f-8.0/5) > 1e-12 {
		t.Errorf("FactorAt above = %v, want 1.6", f)
	}
	// Hidden: the truth over the figure plus its step; 3 is the bound
	j = judged(0, 0)
	j.ReportedNs, j.ResolutionNs = map[Level]int64{results.P99: 64_999_999}, map[Level]int64{results.P99: 1}
	if v := Decide(&j, judgeScenario); !v.Hides || v.Hidden != 3 {
		t.Errorf("at 3× below: %+v, want hides at exactly 3", v)
	}
	j.ReportedNs[results.P99]++
	if v := Decide(&j, judgeScenario); v.Hides {
		t.Errorf("just under 3× below: %+v, want not hiding", v)
	}
	// The plan's edge, whatever the whole run's rate, which the stalls
	// pull down: 2,500 planned requests before the first stall, at 500 ms
	// of 200 µs, on 10 connections, give a noise of (√2500 + 2·10)/2500 =
	// 2.8 %, an edge of 105.6 %, and an unpaced rate of 10·200 µs/108 µs.
	j.View.RatePct = "250.000"
	if e := PlanEdgeOf(&j, judgeScenario); math.Abs(e.NoisePct-2.8) > 1e-12 || math.Abs(e.EdgePct-105.6) > 1e-12 || math.Abs(e.UnpacedPct-100*10*200e3/108e3) > 1e-9 {
		t.Errorf("PlanEdgeOf = %+v, want a noise of 2.8 %%, an edge of 105.6 %%", e)
	}
	for _, c := range []struct {
		rate           results.Decimal
		noPlan, unsure bool
	}{
		{"100.000", false, false}, {"94.500", false, false}, {"94.300", false, true}, // short of the plan by more than two noises
		{"102.700", false, false}, {"102.900", false, true}, {"105.600", false, true}, // within one noise of the edge, below it
		{"105.601", true, true}, {"108.300", true, true}, {"108.500", true, false}, {"250.000", true, false},
	} {
		j.View.EarlyRatePct = c.rate
		if v := Decide(&j, judgeScenario); v.NoPlan != c.noPlan || v.PlanUnsure != c.unsure {
			t.Errorf("rate %s: NoPlan %v, unsure %v; want %v, %v", c.rate, v.NoPlan, v.PlanUnsure, c.noPlan, c.unsure)
		}
	}
	// a closed loop with no plan that could not outrun the edge and a
	// noise, 108.4 %: S_w + L = 1.9 ms gives 105.3 %, 1.8 ms 111.1 %
	j.View.EarlyRatePct = "100.000"
	for sw, unsure := range map[int64]bool{1_900_000: true, 1_800_000: false} {
		k := j
		k.ServiceWorkerNs, k.RTTNs = sw, 0
		if v := Decide(&k, judgeScenario); v.PlanUnsure != unsure || !strings.Contains(v.Words, "cannot tell whether it has a plan") != !unsure {
			t.Errorf("S_w %d ns: unsure %v, want %v: %s", sw, v.PlanUnsure, unsure, v.Words)
		}
	}
	// nothing arrived: nothing to tell
	k := j
	k.View.Requests, k.View.EarlyRatePct = 0, "0"
	if v := Decide(&k, judgeScenario); v.PlanUnsure || v.NoPlan {
		t.Errorf("no request: %+v, want neither flagged nor no plan", v)
	}
	// Open from half of D/I per stall
	for arrivals, want := range map[int]bool{499: false, 500: true} {
		j.View.StallArrivals = []int{arrivals, arrivals}
		if v := Decide(&j, judgeScenario); v.Open != want {
			t.Errorf("%d arrivals per stall: Open %v, want %v", arrivals, v.Open, want)
		}
	}
	// within ×4 and not
	j = judged(0, 0)
	j.ReportedNs, j.ResolutionNs = map[Level]int64{results.P99: 7_000_001}, map[Level]int64{results.P99: 1}
	if v := Decide(&j, judgeScenario); v.Match != results.Closed || !v.Within || v.Factor != 4 {
		t.Errorf("at ×4: %+v, want closed within, at exactly 4", v)
	}
	j.ReportedNs[results.P99]++
	if v := Decide(&j, judgeScenario); v.Within {
		t.Errorf("past ×4: %+v, want not within", v)
	}
}

// TestRecovery at each edge.
func TestRecovery(t *testing.T) {
	for _, c := range []struct {
		d0, d1 int64
		want   string
	}{{50, 1000, results.KeptUp}, {51, 50, results.CaughtUp}, {51, 51, results.SkippedUp}, {1000, 950, results.SkippedUp}, {1000, 1050, results.SkippedUp}, {1000, 949, results.CatchingUp}, {1000, 51, results.CatchingUp}, {1000, 1051, results.FellBehind}} {
		if got := Recovery(c.d0, c.d1, 50); got != c.want {
			t.Errorf("Recovery(%d, %d, 50) = %s, want %s", c.d0, c.d1, got, c.want)
		}
	}
	if got := MostCommon([]string{results.FellBehind, results.SkippedUp, results.FellBehind, results.SkippedUp}); got != results.SkippedUp {
		t.Errorf("MostCommon on a tie = %s, want skipped, the first in order", got)
	}
	if got := MostCommon(nil); got != "" {
		t.Errorf("MostCommon(nil) = %q", got)
	}
}

// TestJudgementsRoundTrip writes and reads back a file, and refuses one
// whose verdict or self-checks were edited.
func TestJudgementsRoundTrip(t *testing.T) {
	j := judged(2_000_000, 199_600_000)
	j.Command = []string{"tool", "a b", "it's", "{url}", "&&", "x"}
	js := &results.Judgements{Machine: rawfile.Fields{{Key: "goos", Value: "linux"}}, Scenario: judgeScenario,
		Runs: []Judged{j, {Run: "k6", Command: []string{"k6", "run"}, Missing: "go install go.k6.io/k6@latest"}}}
	text := string(rawfile.Write(Encode(js)))
	read := readJudgements
	back, err := read(text)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := back.Run("tool")
	if strings.Join(got.Command, "|") != strings.Join(j.Command, "|") || Decide(got, judgeScenario) != Decide(&j, judgeScenario) || got.View.Requests != 25000 {
		t.Errorf("read back %+v", got)
	}
	// the rate after the stalls: written where known, none where not
	if strings.Contains(text, "catch_up_rate") || got.View.CatchUpRatePct != "" {
		t.Errorf("an unknown rate after the stalls was written: %q", got.View.CatchUpRatePct)
	}
	k := j
	k.View.CatchUpRatePct = "99.500"
	withRate, err := read(string(rawfile.Write(Encode(&results.Judgements{Scenario: judgeScenario, Runs: []Judged{k}}))))
	if got, _ := withRate.Run("tool"); err != nil || got.View.CatchUpRatePct != "99.500" {
		t.Errorf("the rate after the stalls read back: %v, %v", got, err)
	}
	if m, ok := back.Run("k6"); !ok || m.Missing == "" {
		t.Errorf("the missing tool's run: %+v", m)
	}
	// the run's audit: its three recordings, or two where the replay's
	// assumption did not hold
	for _, replay := range [][]int64{{1, 2, 3, 4}, nil} {
		a := j
		a.Audit = &results.JudgedAudit{Line: "tool (csv): audited", Design: "closed", Recorded: []int64{5, 6, 7, 8}, Bound: []int64{9, 10, 11, 12}, ReplayServer: replay}
		back, err := read(string(rawfile.Write(Encode(&results.Judgements{Scenario: judgeScenario, Runs: []Judged{a}}))))
		if err != nil {
			t.Fatalf("an audit with the replay %v: %v", replay, err)
		}
		got, _ := back.Run("tool")
		if got.Audit == nil || !slices.Equal(got.Audit.Bound, a.Audit.Bound) || !slices.Equal(got.Audit.ReplayServer, replay) || got.Audit.Line != a.Audit.Line {
			t.Errorf("an audit with the replay %v read back as %+v", replay, got.Audit)
		}
	}
	// an audit against four workers: their truth and count read back; a
	// count of none, or past the most a server has, is refused; a file
	// from before the count was written reads as one worker
	many := j
	many.Audit = &results.JudgedAudit{Line: "tool (csv): audited", Design: "closed", Recorded: []int64{5, 6, 7, 8}, Bound: []int64{9, 10, 11, 12}, Workers: 4, Truth: []int64{13, 14, 15, 16}}
	manyText := string(rawfile.Write(Encode(&results.Judgements{Scenario: judgeScenario, Runs: []Judged{many}})))
	if back, err := read(manyText); err != nil {
		t.Fatal(err)
	} else if m, _ := back.Run("tool"); m.Audit.Workers != 4 || !slices.Equal(m.Audit.Truth, many.Audit.Truth) || m.Audit.ReplayServer != nil {
		t.Errorf("an audit against four workers read back as %+v", m.Audit)
	}
	workersLine := regexp.MustCompile(`(?m)^(\S*audit-workers\S*\s+)4$`)
	if !workersLine.MatchString(manyText) {
		t.Fatalf("no workers line in %s", manyText)
	}
	for _, bad := range []string{"0", "1025", "four"} {
		if _, err := read(workersLine.ReplaceAllString(manyText, "${1}"+bad)); err == nil || !strings.Contains(err.Error(), "want a count of workers from 1 to 1024") {
			t.Errorf("workers %s: %v", bad, err)
		}
	}
	if back, err := read(workersLine.ReplaceAllString(manyText, "${1}1024")); err != nil {
		t.Errorf("1024 workers: %v", err)
	} else if m, _ := back.Run("tool"); m.Audit.Workers != 1024 {
		t.Errorf("1024 workers read as %d", m.Audit.Workers)
	}
	if back, err := read(workersLine.ReplaceAllString(manyText, "")); err != nil {
		t.Errorf("no workers line: %v", err)
	} else if m, _ := back.Run("tool"); m.Audit.Workers != 1 {
		t.Errorf("no workers line read as %d workers", m.Audit.Workers)
	}
	if want := `tool 'a b' 'it'\''s' {url} && x`; got.CommandLine() != want {
		t.Errorf("CommandLine = %s, want %s", got.CommandLine(), want)
	}
	var short []string
	for _, line := range strings.Split(text, "\n") {
		if !strings.Contains(line, ".model.skip.") {
			short = append(short, line)
		}
	}
	if _, err := read(strings.Join(short, "\n")); err == nil || !strings.Contains(err.Error(), "run tool: 6 of the 7 designs modelled") {
		t.Errorf("a file with a design left out: %v", err)
	}
	for _, tamper := range []struct{ from, to string }{
		{"judge.tool.verdict.hidden 97.50 x", "judge.tool.verdict.hidden 9.50 x"},
		{"judge.check.tool.worker_late 1 bool", "judge.check.tool.worker_late 0 bool"},
		{"judge.tool.selfcheck 1 bool", "judge.tool.selfcheck 0 bool"},
		{"judge.tool.reported.p99 2000.0 us", "judge.tool.reported.p99 150000.0 us"},
	} {
		if !strings.Contains(text, tamper.from) {
			t.Fatalf("the file has no %q:\n%s", tamper.from, text)
		}
		if _, err := read(strings.Replace(text, tamper.from, tamper.to, 1)); err == nil {
			t.Errorf("a file with %q read back", tamper.to)
		}
	}
}

// TestJudgedChecks: the bounds of a run's self-checks: the rate from
// 90 %, and the worker's lateness below the least disturbance that could
// change the verdict: here, the closed loop's and the skip design's p99.9
// are 199.6 and 199.7 ms, so moved 50 µs each they tie; and other
// processes' CPU at most half a processor, as rounded to a thousandth of a
// percent.
func TestJudgedChecks(t *testing.T) {
	j := judged(1, 1)
	// other processes' CPU at half a processor, to a thousandth of a percent
	j.Phase.WorkerLateP99Ns, j.Phase.OtherCPUNs = 49_999, j.Phase.WallNs/2+j.Phase.WallNs/200_000-1
	if !Believable(&j, judgeScenario) {
		t.Fatalf("a run late by less than its verdict's margin is not believable: %+v", Checks(&j, judgeScenario))
	}
	for _, edit := range []func(*Judged){
		func(j *Judged) { j.View.EarlyRatePct = "89.999" },
		func(j *Judged) { j.Phase.WorkerLateP99Ns = 50_000 },
		func(j *Judged) { j.Phase.OtherCPUNs = j.Phase.WallNs/2 + j.Phase.WallNs/200_000 },
	} {
		k := j
		edit(&k)
		if Believable(&k, judgeScenario) {
			t.Errorf("believable past a bound: %+v", Checks(&k, judgeScenario))
		}
	}
	j.View.EarlyRatePct = "90.000"
	if !Believable(&j, judgeScenario) {
		t.Errorf("not believable at the rate's bound: %+v", Checks(&j, judgeScenario))
	}
	// the figures and bounds a file records: the worker's lateness in µs
	// against the verdict's margin, the rate in % against 90 %
	for _, c := range Checks(&j, judgeScenario) {
		want := map[string][2]float64{"tool.worker_late": {49.999, 50}, "tool.early_rate": {90, 90}, "tool.other_cpu": {50, 50}}[c.Name]
		if c.Value != want[0] || c.Bound != want[1] {
			t.Errorf("check %s: %v against %v, want %v against %v", c.Name, c.Value, c.Bound, want[0], want[1])
		}
	}
}

// TestSteady: the least disturbance that changes a verdict, worked by
// hand at each of its edges.
func TestSteady(t *testing.T) {
	onlyP99 := func(p99, res int64) Judged {
		j := judged(p99, 0)
		j.ReportedNs, j.ResolutionNs = map[Level]int64{results.P99: p99}, map[Level]int64{results.P99: res}
		return j
	}
	corrected70 := onlyP99(60_000_000, 1)
	corrected70.Models[3].AtNs[results.P99] = 70_000_000
	unread := judged(1, 1)
	unread.ReadError, unread.Format = "no", ""
	fitAtCorrected := onlyP99(60_000_000, 1)
	fitAtCorrected.View.StallArrivals = []int{10, 10}
	fitAtCorrected.ReportedNs[results.P99] = 120_000_000 // shows the stalls, so the fit is tried: corrected 189 ms, the truth 195 ms
	fitAtCorrected.Models = append(fitAtCorrected.Models, results.LiveRecording{Name: results.FittedCorrected, AtNs: maps.Clone(fitAtCorrected.Models[3].AtNs)})
	for _, c := range []struct {
		name string
		j    Judged
		want int64
	}{
		// the closed loop's p99.9 199.6 ms and skip's 199.7 ms tie at 50 µs
		{"two designs' p99.9 100 µs apart", judged(1, 1), 50_000},
		// at 60 ms, corrected (189 ms) is the match and the truth (195 ms)
		// next: 189 + δ = 195 − δ at δ = 3 ms
		{"the match's nearest rival", onlyP99(60_000_000, 1), 3_000_000},
		// corrected at 70 ms matches until 62.5 ms, but the tool stops
		// hiding first: (195 ms − δ) / (60 ms + 1 ns) falls below 3 past
		// δ = 195 − 180.000003 ms
		{"hiding", corrected70, 14_999_998},
		// ±6 ms around 189.35 ms holds the truth, the plan and corrected
		// at once: the match is the designs' order, not the figures
		{"a tie", onlyP99(189_350_000, 6_000_000), 0},
		{"nothing to judge", unread, SteadyCapNs},
		// a fit at N·I is corrected itself, not a rival to it
		{"a fit at corrected's own figures", fitAtCorrected, 3_000_000},
	} {
		if got := Steady(&c.j, judgeScenario); got != c.want {
			t.Errorf("%s: Steady = %d ns, want %d", c.name, got, c.want)
		}
	}
}

// TestSteadyByBruteForce holds Steady to every corner of the moves it
// stands for: below it, no design's figures moved by up to δ, each level
// either way, change the finding or the match; at it, one such move does.
func TestSteadyByBruteForce(t *testing.T) {
	corrected70 := judged(60_000_000, 199_600_000)
	corrected70.Models[3].AtNs[results.P99] = 70_000_000
	noPlan := judged(189_700_000, 201_000_000)
	noPlan.View.EarlyRatePct, noPlan.View.RatePct = "150.000", "150.000"
	for name, j := range map[string]Judged{"hides": judged(1, 1), "plan": judged(195_000_000, 199_600_000), "corrected": corrected70, "no plan": noPlan} {
		v := Decide(&j, judgeScenario)
		steady := Steady(&j, judgeScenario)
		if steady <= 0 || steady >= SteadyCapNs {
			t.Fatalf("%s: Steady %d", name, steady)
		}
		changes := func(d int64) bool {
			levels := Compared(&j)
			dims := len(j.Models) * len(levels)
			for corner := range 1 << dims {
				k := j
				k.Models = make([]results.LiveRecording, len(j.Models))
				for i, m := range j.Models {
					at := map[Level]int64{}
					for l, ns := range m.AtNs {
						at[l] = ns
					}
					for li, l := range levels {
						if corner>>(i*len(levels)+li)&1 == 1 {
							at[l] += d
						} else {
							at[l] = max(at[l]-d, 0)
						}
					}
					k.Models[i] = results.LiveRecording{Name: m.Name, Samples: m.Samples, AtNs: at}
				}
				if w := Decide(&k, judgeScenario); w.Finding != v.Finding || w.Match != v.Match {
					return true
				}
			}
			return false
		}
		if changes(steady - 1) {
			t.Errorf("%s: a move of %d ns, below Steady, changes the verdict", name, steady-1)
		}
		if !changes(steady) {
			t.Errorf("%s: no corner move of Steady's %d ns changes the verdict", name, steady)
		}
	}
}

// TestDecideFitted: a closed loop on a plan that shows the stalls is
// matched to the correction that fits it when that fits better than the
// plan, and never when it sent through the stalls, had no plan, or hides.
func TestDecideFitted(t *testing.T) {
	j := judged(180_000_000, 199_000_000)
	j.ReportedNs[results.P90], j.ResolutionNs[results.P90] = 120_000_000, 1
	j.FittedIntervalNs = 1_000_000
	j.Models = append(j.Models, results.LiveRecording{Name: results.FittedCorrected, Samples: 50000, AtNs: map[Level]int64{results.P90: 121_000_000, results.P99: 181_000_000, results.P999: 199_000_000}})
	v := Decide(&j, judgeScenario)
	if v.Match != results.FittedCorrected || !strings.HasPrefix(v.Words, "corrects, at about E = 1 ms") {
		t.Errorf("Decide = %+v, want the fitted correction at 1 ms", v)
	}
	// a plan kept in bursts (autocannon's -R): above the early edge, the
	// plan's rate over the run; the fitted correction is still a candidate
	b := j
	b.View.EarlyRatePct, b.View.RatePct = "150.000", "100.000"
	if v := Decide(&b, judgeScenario); v.Match != results.FittedCorrected || !v.PlanUnsure || v.NoPlan || !strings.Contains(v.Words, "a plan kept in bursts, or none") {
		t.Errorf("a plan kept in bursts: %+v, want the fitted correction, flagged", v)
	}
	for name, edit := range map[string]func(*Judged){
		"open":    func(j *Judged) { j.View.StallArrivals = []int{900} },
		"no plan": func(j *Judged) { j.View.EarlyRatePct, j.View.RatePct = "150.000", "150.000" },
		"hides": func(j *Judged) {
			j.ReportedNs[results.P99], j.ReportedNs[results.P999], j.ReportedNs[results.P90] = 1_000_000, 1_000_000, 1_000_000
		},
	} {
		k := judged(180_000_000, 199_000_000)
		k.ReportedNs[results.P90], k.ResolutionNs[results.P90] = 120_000_000, 1
		k.Models = append(k.Models, j.Models[len(j.Models)-1])
		edit(&k)
		if v := Decide(&k, judgeScenario); v.Match == results.FittedCorrected {
			t.Errorf("%s: matched the fitted correction: %+v", name, v)
		}
	}
	// it reads back, fit and all
	js := &results.Judgements{Scenario: judgeScenario, Runs: []Judged{j}}
	f, err := rawfile.Parse("j.txt", strings.NewReader(string(rawfile.Write(Encode(js)))))
	if err != nil {
		t.Fatal(err)
	}
	back, err := Decode(f)
	if err != nil || back.Runs[0].FittedIntervalNs != 1_000_000 || Decide(&back.Runs[0], judgeScenario).Match != results.FittedCorrected {
		t.Errorf("read back: %v", err)
	}
}

// TestDecideStalls: a run that met no stall is not judged, and with
// stalls shorter than an interval no tool is said to send through them.
func TestDecideStalls(t *testing.T) {
	j := judged(2_000_000, 199_600_000)
	j.View.StallArrivals = nil
	if v := Decide(&j, judgeScenario); !v.NoStall || v.Match != "" || v.Hides || !strings.HasPrefix(v.Words, "no stall fell inside its run") {
		t.Errorf("no stall: %+v", v)
	}
	j = judged(2_000_000, 199_600_000)
	j.View.StallArrivals = []int{1, 1}
	tiny := judgeScenario
	tiny.Stall = judgeScenario.Interval - 1
	if v := Decide(&j, tiny); v.Open || v.NoStall {
		t.Errorf("stalls shorter than I: %+v, want no open sending", v)
	}
	tiny.Stall = judgeScenario.Interval
	j.View.StallArrivals = []int{1, 0}
	if v := Decide(&j, tiny); !v.Open {
		t.Errorf("stalls of one I, half a request each: %+v, want open sending", v)
	}
}

// TestDecideDrawn: against a server that draws its service times, a run
// with no stall is judged, its tail being the slow requests'; the words
// name what it hides by what the server did.
func TestDecideDrawn(t *testing.T) {
	j := judged(1_000_000, 199_600_000) // the closed loop's figures: 195 times below the truth's p99
	j.ServiceDrawn, j.View.StallArrivals, j.View.AfterStalls = true, nil, nil
	v := Decide(&j, judgeScenario)
	if v.NoStall || v.Match != results.Closed || !v.Hides || v.Words != "hides the slow requests (195× below the truth)" {
		t.Errorf("drawn, no stall: %+v", v)
	}
	j.View.StallArrivals = []int{10, 10}
	if v := Decide(&j, judgeScenario); !strings.HasPrefix(v.Words, "hides the stalls and slow requests (") {
		t.Errorf("drawn, with stalls: %q", v.Words)
	}
	j.ServiceDrawn = false
	if v := Decide(&j, judgeScenario); !strings.HasPrefix(v.Words, "hides the stalls (") {
		t.Errorf("fixed, with stalls: %q", v.Words)
	}
	j = judged(189_000_000, 199_500_000) // the correction's
	j.ServiceDrawn, j.View.StallArrivals = true, nil
	if v := Decide(&j, judgeScenario); v.Hides || v.NoStall || v.Match != results.Corrected {
		t.Errorf("drawn, no stall, corrected figures: %+v", v)
	}
}

// setModel sets the named design's p99 and p99.9 in j's models.
func setModel(j *Judged, name string, p99, p999 int64) {
	for i := range j.Models {
		if j.Models[i].Name == name {
			j.Models[i].AtNs[results.P99], j.Models[i].AtNs[results.P999] = p99, p999
		}
	}
}

// TestDecideFindings: what a verdict finds beyond its match. A tool
// nearest a design that times from the send, but under HideFactor below
// the truth, neither hides nor times from its plan; a stall too short
// to lift the truth HideFactor above the send-timed designs tells none
// apart; and figures far from every design match none.
func TestDecideFindings(t *testing.T) {
	for _, c := range []struct {
		name       string
		p99, p999  int64
		edit       func(*Judged)
		finding    Finding
		wantPrefix string
	}{
		{"the truth", 195_000_000, 199_600_000, nil, FindsPlan, "times from its plan"},
		{"hides", 2_000_000, 199_600_000, nil, FindsHiding, "hides the stalls"},
		{"corrects", 189_000_000, 199_500_000, nil, FindsCorrects, "corrects, at N·I"},
		// closed p99 50 ms is 3.9 times below the truth; the tool's 70 ms, nearest it, only 2.8 times
		{"from the send, short of hiding", 70_000_000, 199_600_000, func(j *Judged) { setModel(j, results.Closed, 50_000_000, 199_600_000) }, FindsSend,
			"times from its actual send, 2.8× below the truth, short of the 3 times that hides the stalls; catches up after each stall"},
		// a tiny stall: the truth's p99 1.2 ms and p99.9 1.5 ms, the closed loop's and the skip's 1 and 1.4 ms
		{"a tiny stall", 1_100_000, 1_450_000, func(j *Judged) {
			setModel(j, results.Open, 1_200_000, 1_500_000)
			setModel(j, results.Closed, 1_000_000, 1_400_000)
			setModel(j, results.Skip, 1_000_000, 1_400_000)
		}, FindsUntold, "timing from the send would report within 3 times of the truth here, too close to tell the designs apart; catches up after each stall"},
		// ... and so with an open sender: the stall does not lift the truth 3 times above a quiet request's 108 µs
		{"a tiny stall, sent through", 300_000, 310_000, func(j *Judged) {
			j.View.StallArrivals = []int{1000, 1000}
			for _, d := range []string{results.Open, results.Closed, results.Plan, results.Corrected, results.Skip} {
				setModel(j, d, 300_000, 310_000)
			}
		}, FindsUntold, "timing from the send would report within 3 times"},
		// with no plan, the unpaced design is the one timed from the send
		{"no plan, unpaced near the truth", 100_000_000, 199_600_000, func(j *Judged) {
			j.View.EarlyRatePct, j.View.RatePct = "150.000", "150.000"
			setModel(j, results.Unpaced, 100_000_000, 199_000_000)
		}, FindsUntold, "timing from the send would report within 3 times"},
		// vegeta by default: 1,015 in flight, so every paced design is the truth
		{"sent through, every design alike", 196_500_000, 199_600_000, func(j *Judged) {
			j.View.StallArrivals, j.ModelConnections = []int{1000, 1000}, 1015
			for _, d := range []string{results.Closed, results.Plan, results.Corrected, results.Skip} {
				setModel(j, d, 195_000_000, 199_600_000)
			}
		}, FindsThrough, "shows the stalls, as every design does with as many requests in flight as it kept, so its figures cannot tell what it times from; sends through the stalls"},
		{"far from all, not hiding", 1_000_000_000, 1_000_000_000, nil, FindsNoMatch, "matches no design within ×4; catches up after each stall"},
		{"unread", 0, 0, func(j *Judged) { j.ReadError, j.Format = "no", "" }, FindsNothing, "its figures could not be read"},
	} {
		j := judged(c.p99, c.p999)
		if c.edit != nil {
			c.edit(&j)
		}
		v := Decide(&j, judgeScenario)
		if v.Finding != c.finding || !strings.HasPrefix(v.Words, c.wantPrefix) {
			t.Errorf("%s: Decide = %+v, want finding %q, words %q…", c.name, v, c.finding, c.wantPrefix)
		}
	}
}

// TestDecideTiesAndFallbacks: the rules' edges the tolerances' tests do
// not reach. Ties go to the earlier candidate, the truth first, and to a
// named design over the fitted correction; a tool that prints neither
// p99 nor p99.9 is judged at its p90; a stall of one interval expects one
// arrival; a whole ratio is written without decimals.
func TestDecideTiesAndFallbacks(t *testing.T) {
	// the plan's model equal to the truth's: the truth, first, matches
	j := judged(195_000_000, 199_600_000)
	plan, _ := j.Model(results.Plan)
	open, _ := j.Model(results.Open)
	plan.AtNs = open.AtNs
	if v := Decide(&j, judgeScenario); v.Match != results.Open {
		t.Errorf("a tie between open and plan: match %q, want open", v.Match)
	}
	// the fitted correction equal to the correction at N·I: the named one
	j = judged(189_000_000, 199_500_000)
	corrected, _ := j.Model(results.Corrected)
	j.FittedIntervalNs = 2_000_000
	j.Models = append(j.Models, results.LiveRecording{Name: results.FittedCorrected, Samples: corrected.Samples, AtNs: corrected.AtNs})
	if v := Decide(&j, judgeScenario); v.Match != results.Corrected {
		t.Errorf("a tie between corrected and fitted: match %q, want corrected", v.Match)
	}
	// only a p90: judged at it, 97.5 times below the truth's 97.5 ms
	j = judged(0, 0)
	j.ReportedNs, j.ResolutionNs = map[Level]int64{results.P90: 999_999}, map[Level]int64{results.P90: 1}
	if got := Tail(&j); len(got) != 1 || got[0] != results.P90 {
		t.Errorf("Tail of a p90 alone = %v, want [p90]", got)
	}
	if v := Decide(&j, judgeScenario); !v.Hides || v.Hidden != 97.5 {
		t.Errorf("a p90 alone, 1 ms against 97.5 ms: %+v, want hiding 97.5 times", v)
	}
	// D = I: one arrival a stall is an open loop's
	sc := judgeScenario
	sc.Stall = sc.Interval
	j = judged(195_000_000, 199_600_000)
	for arrivals, want := range map[int]bool{0: false, 1: true} {
		j.View.StallArrivals = []int{arrivals, arrivals}
		if v := Decide(&j, sc); v.Open != want {
			t.Errorf("D = I, %d arrivals a stall: Open %v, want %v", arrivals, v.Open, want)
		}
	}
	// 195 ms over 48.75 ms is 4 exactly: "4×"
	j = judged(48_749_999, 199_600_000)
	if v := Decide(&j, judgeScenario); !strings.HasPrefix(v.Words, "hides the stalls (4× below the truth)") {
		t.Errorf("words %q, want a whole 4×", v.Words)
	}
}

// TestFindingAtHideFactor: a design that times from the send tells the
// designs apart at exactly HideFactor below the truth, and the stalls
// lift the truth at exactly HideFactor above a quiet request.
func TestFindingAtHideFactor(t *testing.T) {
	// the closed loop's model 3 times below the truth's at p99 and p99.9
	// (its figure plus the 1 ns step): the run tells the designs apart
	j := judged(195_000_000, 199_600_000)
	closed, _ := j.Model(results.Closed)
	skip, _ := j.Model(results.Skip)
	for _, m := range []*results.LiveRecording{closed, skip} {
		m.AtNs[results.P99], m.AtNs[results.P999] = 64_999_999, 66_533_333 // 3× and just under 3× below
	}
	if v := Decide(&j, judgeScenario); v.Finding != FindsPlan {
		t.Errorf("from-send designs at exactly 3× below: finding %q, want %q", v.Finding, FindsPlan)
	}
	// a quiet request, S_w + L, at exactly a third of the truth's tail, and
	// no design that tells: the stalls lift the truth, and an open sender
	// shows them whatever it times from
	j = judged(195_000_000, 195_000_000)
	for _, m := range j.Models {
		m.AtNs[results.P99], m.AtNs[results.P999] = 195_000_000, 195_000_000
	}
	j.ServiceWorkerNs, j.RTTNs = 64_999_999-8000, 8000
	j.View.StallArrivals = []int{900, 900}
	if v := Decide(&j, judgeScenario); v.Finding != FindsThrough {
		t.Errorf("the truth exactly 3× above a quiet request: finding %q, want %q", v.Finding, FindsThrough)
	}
}

// TestPlanEdgeExactly sets the rate at each of the plan decision's edges
// exactly, on a plan of 400 requests before the first stall at 130 µs
// on 10 connections: a noise of (√400 + 2·10)/400 = 10 %, an edge of
// 120 %, a sure no plan from 130 %, a sure plan down to 80 %, and with
// S_w + L = 1 ms a closed loop with no plan could send 130 %, just enough.
func TestPlanEdgeExactly(t *testing.T) {
	sc := results.Scenario{Service: 100 * time.Microsecond, Interval: 130 * time.Microsecond, Stall: 200 * time.Millisecond,
		Period: time.Second, FirstStall: 52 * time.Millisecond, Duration: 5 * time.Second}
	j := Judged{View: results.ServerView{Requests: 1000, Connections: 10}, ServiceWorkerNs: 900_000, RTTNs: 100_000}
	for _, c := range []struct {
		rate           results.Decimal
		noPlan, unsure bool
	}{{"120.000", false, true}, {"130.000", true, false}, {"80.000", false, false}, {"79.999", false, true}, {"110.000", false, false}, {"110.001", false, true}, {"129.999", true, true}} {
		j.View.EarlyRatePct = c.rate
		e := PlanEdgeOf(&j, sc)
		if e.NoisePct != 10 || e.EdgePct != 120 || e.UnpacedPct != 130 || e.NoPlan != c.noPlan || e.Unsure != c.unsure {
			t.Errorf("rate %s: %+v, want no plan %v, unsure %v", c.rate, e, c.noPlan, c.unsure)
		}
	}
	j.View.EarlyRatePct = "100.000"
	j.RTTNs++ // 129.99987 %: short of the edge and a noise
	if e := PlanEdgeOf(&j, sc); !e.Unsure {
		t.Errorf("a closed loop with no plan at %v %%: %+v, want unsure", e.UnpacedPct, e)
	}
	j.ServiceWorkerNs, j.RTTNs = 0, 0 // not known
	if e := PlanEdgeOf(&j, sc); !math.IsInf(e.UnpacedPct, 1) || e.Unsure {
		t.Errorf("S_w + L unknown: %+v, want an endless unpaced rate, and sure", e)
	}
	sc.Interval = 0 // no plan to set the rate against
	if e := PlanEdgeOf(&j, sc); !math.IsInf(e.UnpacedPct, 1) || e.NoisePct != 0 || e.EdgePct != 100 {
		t.Errorf("no interval: %+v", e)
	}
}

// TestPlanKeptInBursts: a tool above the early edge (200 %) whose rate
// over the run is within two noises of its plan's, and not the 160 % that
// it would make with no plan (a fifth of the run in a stall), kept a plan
// in bursts: flagged, with both kinds of design as candidates. Over a
// run of 10,000 planned requests on 10 connections the noise is
// (√10,000 + 20)/10,000 = 1.2 %, so 97.6–102.4 % is the plan's rate.
func TestPlanKeptInBursts(t *testing.T) {
	sc := results.Scenario{Service: 50 * time.Microsecond, Interval: 100 * time.Microsecond, Stall: 200 * time.Millisecond,
		Period: time.Second, FirstStall: 100 * time.Millisecond, Duration: time.Second}
	j := Judged{View: results.ServerView{Requests: 10_000, Connections: 10, EarlyRatePct: "200.000"}}
	for _, c := range []struct {
		whole  results.Decimal
		bursts bool
	}{{"100.000", true}, {"102.390", true}, {"102.410", false}, {"97.610", true}, {"97.590", false}, {"150.000", false}} {
		j.View.RatePct = c.whole
		e := PlanEdgeOf(&j, sc)
		if math.Abs(e.WholeNoisePct-1.2) > 1e-9 || e.Bursts != c.bursts || e.NoPlan == c.bursts || e.Unsure != c.bursts {
			t.Errorf("over the run %s %%: %+v, want bursts %v", c.whole, e, c.bursts)
		}
		if w := e.words(); c.bursts != strings.Contains(w, "200 % of the plan's before the first stall, above an edge of") ||
			c.bursts != strings.Contains(w, "yet "+pctText(c.whole.Float())+" over the run: a plan kept in bursts, or none") {
			t.Errorf("over the run %s %%: %q", c.whole, w)
		}
	}
	// 125 % early makes 100 % over the run without a plan, with the run's
	// fifth in a stall: the plan's rate over the run is no burst then
	if QuietShare(sc) != 0.8 {
		t.Errorf("quiet share %v, want 0.8", QuietShare(sc))
	}
	for _, c := range []struct {
		sc   results.Scenario
		want float64
	}{
		{results.Scenario{Stall: 200 * time.Millisecond, Period: time.Second, FirstStall: 900 * time.Millisecond, Duration: time.Second}, 0.9}, // cut by the run's end
		{results.Scenario{Stall: 200 * time.Millisecond, Period: 500 * time.Millisecond, Duration: time.Second}, 0.6},                          // two stalls, one at 0
		{results.Scenario{Period: time.Second, Duration: time.Second}, 1},                                                                      // no stall
		{results.Scenario{Stall: time.Second, Period: time.Second}, 1},                                                                         // no run
	} {
		if got := QuietShare(c.sc); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("QuietShare(%+v) = %v, want %v", c.sc, got, c.want)
		}
	}
	j.View.EarlyRatePct, j.View.RatePct = "125.000", "100.000"
	if e := PlanEdgeOf(&j, sc); e.Bursts || !e.NoPlan {
		t.Errorf("no plan, 125 %% early and 100 %% over the run: %+v", e)
	}
	j.View.EarlyRatePct = "128.100" // 102.48 % without a plan: 2.48 off, over two noises
	if e := PlanEdgeOf(&j, sc); !e.Bursts {
		t.Errorf("128.1 %% early and 100 %% over the run: %+v", e)
	}
	// below the early edge, a rate over the run near the plan's is no burst
	j.View.EarlyRatePct, j.View.RatePct = "100.000", "100.000"
	if e := PlanEdgeOf(&j, sc); e.Bursts || e.NoPlan {
		t.Errorf("on its plan throughout: %+v", e)
	}
	// with no interval there is no plan to keep
	sc.Interval = 0
	j.View.EarlyRatePct = "200.000"
	if e := PlanEdgeOf(&j, sc); e.Bursts {
		t.Errorf("no interval: %+v", e)
	}
}

// TestPlanAtItsLimit: a tool that caught up only in part after the
// stalls, or fell further behind, sent as fast as it could then; if that
// is within the edge and a noise (wrk -t1 -c1 at 99 % early and 99 %
// catching up; or at 96.68 % early and falling behind after every stall,
// in a LIVE=1 run here, which read "on a plan" unflagged), its rate
// cannot tell a plan from none, whatever S_w + L says. A tool that
// skipped its missed slots did not try, and its rate after the stalls
// says nothing of what it could send.
func TestPlanAtItsLimit(t *testing.T) {
	j := judged(189_000_000, 199_500_000)
	j.View.EarlyRatePct, j.View.RatePct, j.View.CatchUpRatePct = "99.000", "85.000", "99.000"
	j.View.AfterStalls = []string{results.CatchingUp, results.CatchingUp, results.CaughtUp}
	e := PlanEdgeOf(&j, judgeScenario)
	if !e.Unsure || e.NoPlan || e.CatchUpPct != 99 || e.UnpacedPct != 99 {
		t.Errorf("at its limit: %+v, want unsure", e)
	}
	if w := e.words(); !strings.Contains(w, "behind its plan after the stalls, as fast as it could, it sent 99 %") {
		t.Errorf("at its limit: %q", w)
	}
	// falling behind after most stalls, at 96.68 % early and 96.5 % after
	// them, where S_w + L alone, 117 %, would have it on a plan, sure
	fell := j
	fell.View.EarlyRatePct, fell.View.CatchUpRatePct = "96.680", "96.500"
	fell.View.AfterStalls = []string{results.FellBehind, results.FellBehind, results.CatchingUp}
	if e := PlanEdgeOf(&fell, judgeScenario); !e.Unsure || e.NoPlan || e.CatchUpPct != 96.5 || e.UnpacedPct != 96.5 {
		t.Errorf("falling behind: %+v, want unsure", e)
	}
	// 125 % early is no plan's, though it sent only 105.5 % catching up
	k := j
	k.View.EarlyRatePct, k.View.CatchUpRatePct = "125.000", "105.500"
	if e := PlanEdgeOf(&k, judgeScenario); e.Unsure || !e.NoPlan || e.UnpacedPct != 105.5 {
		t.Errorf("125 %% early, 105.5 %% catching up: %+v, want no plan, sure", e)
	}
	// catching up at 150 %: it could outrun a plan, and kept one
	j.View.CatchUpRatePct = "150.000"
	if e := PlanEdgeOf(&j, judgeScenario); e.Unsure || e.NoPlan || e.UnpacedPct != 150 {
		t.Errorf("catching up at 150 %%: %+v, want on a plan, sure", e)
	}
	// skipped, or no rate after the stalls recorded: S_w + L alone
	for _, edit := range []func(*Judged){
		func(j *Judged) { j.View.AfterStalls, j.View.CatchUpRatePct = []string{results.SkippedUp}, "99.000" },
		func(j *Judged) { j.View.CatchUpRatePct = "" },
		func(j *Judged) { j.View.CatchUpRatePct = "0.000" },
	} {
		k := j
		edit(&k)
		if e := PlanEdgeOf(&k, judgeScenario); e.Unsure || e.CatchUpPct != 0 || math.IsInf(e.UnpacedPct, 1) || e.UnpacedPct == 99 {
			t.Errorf("%+v: %+v, want S_w + L's rate alone", k.View, e)
		}
	}
}

// TestUnreadSaysHowItEnded: an unread run's words begin with how it ended,
// unless it ended as a tool that ran should, or was served by hand, or
// the file does not say.
func TestUnreadSaysHowItEnded(t *testing.T) {
	for exit, want := range map[string]string{
		"":                   "its figures could not be read (no known format)",
		"exit status 0":      "its figures could not be read (no known format)",
		results.ServedByHand: "its figures could not be read (no known format)",
		"exit status 3":      "exit status 3; its figures could not be read (no known format)",
	} {
		j := Judged{Exit: exit, ReadError: "no known format"}
		if got := unread(&j); got != want {
			t.Errorf("exit %q: %q, want %q", exit, got, want)
		}
	}
}

// TestOpenAtAStallOfOneInterval: a stall as long as the interval misses
// one request of an open loop's plan; half of one, on average, sent in
// each stall is sending through them.
func TestOpenAtAStallOfOneInterval(t *testing.T) {
	sc := judgeScenario
	sc.Stall = sc.Interval
	j := judged(0, 0)
	for arrivals, want := range map[int]bool{0: false, 1: true} {
		j.View.StallArrivals = []int{arrivals, 0}
		if v := Decide(&j, sc); v.Open != want {
			t.Errorf("%d arrivals in two stalls of one interval: Open %v, want %v", arrivals, v.Open, want)
		}
	}
}
