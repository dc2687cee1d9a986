package render

import (
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
	"coordinated-omission/internal/verdict"
)

// panelScenario is the default scenario's, for 5 s.
var panelScenario = results.Scenario{Service: 100 * time.Microsecond, Interval: 200 * time.Microsecond, Stall: 200 * time.Millisecond,
	Period: time.Second, FirstStall: 500 * time.Millisecond, Duration: 5 * time.Second, Connections: 1, Requests: 25000}

// panelRun is a judged run that reports p99 and p99.9 as given, beside a
// model with the truth at 195.1 ms and the closed loop at 1 ms.
func panelRun(name string, p99, p999 int64) results.Judged {
	model := func(d string, p90, p99, p999 int64) results.LiveRecording {
		return results.LiveRecording{Name: d, Samples: 25000, AtNs: map[Level]int64{results.P50: 110_000, results.P90: p90, results.P99: p99, results.P999: p999, results.Max: 200_100_000}}
	}
	return results.Judged{Run: name, Command: []string{name, "{url}"}, Version: name + " 1.0", Exit: "exit status 0", Format: "wrk",
		ReportedNs: map[Level]int64{results.P99: p99, results.P999: p999}, ResolutionNs: map[Level]int64{results.P99: 1, results.P999: 1},
		View: results.ServerView{Requests: 25000, Connections: 10, StallArrivals: []int{10, 7}, PeakInFlight: 10, RatePct: "100.000", EarlyRatePct: "100.000",
			AfterStalls: []string{results.SkippedUp}},
		ServiceWorkerNs: 100_000, RTTNs: 8000, ModelDurationNs: 5e9, ModelConnections: 10, CorrectedIntervalNs: 2_000_000, WrkIntervalNs: 1_250_000,
		Models: []results.LiveRecording{model(results.Open, 150_100_000, 195_100_000, 199_600_000), model(results.Closed, 1_000_000, 1_000_000, 199_600_000),
			model(results.Plan, 150_100_000, 195_100_000, 199_600_000), model(results.Corrected, 81_300_000, 189_000_000, 199_500_000),
			model(results.Skip, 107_000, 107_000, 199_700_000), model(results.Unpaced, 1_000_000, 1_000_000, 201_000_000), model(results.Wrk, 82_200_000, 189_700_000, 201_000_000)},
		Phase: results.Phase{Name: name, WallNs: 5e9}}
}

// testPanel is a panel file of a tool that shows the stalls, one that
// hides them, one that corrects, one flagged, one unread, and one missing.
func testPanel(t *testing.T) *rawfile.File {
	t.Helper()
	shows, hides, corrects := panelRun("shows", 195_000_000, 199_600_000), panelRun("hides", 2_000_000, 199_600_000), panelRun("corrects", 189_700_000, 201_000_000)
	corrects.View.EarlyRatePct = "150.000"
	flagged := panelRun("flagged", 195_000_000, 199_600_000)
	flagged.Phase.WorkerLateP99Ns = 5_000_000 // the truth's p99 195.1 ms and corrected's 189 ms tie about its 195 ms at 2.95 ms
	fitted := panelRun("fitted", 181_000_000, 199_000_000)
	fitted.ReportedNs[results.P90], fitted.ResolutionNs[results.P90] = 121_000_000, 1
	fitted.FittedIntervalNs = 1_000_000
	fitted.Models = append(fitted.Models, results.LiveRecording{Name: results.FittedCorrected, Samples: 5e4,
		AtNs: map[Level]int64{results.P90: 121_000_000, results.P99: 181_000_000, results.P999: 199_000_000}})
	fitted.View.AfterStalls = []string{results.CaughtUp}
	unread := panelRun("unread", 0, 0)
	unread.ReadError, unread.Format, unread.ReportedNs, unread.ResolutionNs = "no known format", "", map[Level]int64{}, map[Level]int64{}
	js := &results.Judgements{Machine: rawfile.Fields{{Key: "goos", Value: "linux"}}, Scenario: panelScenario,
		Runs: []results.Judged{shows, hides, corrects, fitted, flagged, unread, {Run: "k6", Command: []string{"k6", "run"}, Missing: "go install go.k6.io/k6@latest"}}}
	f, err := rawfile.Parse("generators.txt", strings.NewReader(string(rawfile.Write(verdict.Encode(js)))))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestPanelProse: which runs each sentence names, decided from the
// verdicts, and the section the README gets.
func TestPanelProse(t *testing.T) {
	js, err := verdict.Decode(testPanel(t))
	if err != nil {
		t.Fatal(err)
	}
	p := readPanel(js)
	for _, c := range []struct {
		name      string
		got, want []string
	}{
		{"plan", p.Plan, []string{"shows (p99 195 ms, the truth 195.1 ms)"}},
		{"hide", p.Hide, []string{"hides (p99 2 ms, the truth 195.1 ms)"}},
		{"correct", p.Correct, []string{"corrects (p99 189.7 ms, the truth 195.1 ms)", "fitted (p99 181 ms, the truth 195.1 ms)"}},
		{"flagged", p.Flagged, []string{"flagged"}},
		{"missing", p.Missing, []string{"k6"}},
	} {
		if strings.Join(c.got, "|") != strings.Join(c.want, "|") {
			t.Errorf("%s = %q, want %q", c.name, c.got, c.want)
		}
	}
	if p.Duration.String() != "5 s" || p.Interval.String() != "200 µs" || p.ClientFloor.String() != "1 ms" || p.MatchFactor != 4 || p.HideFactor != 3 {
		t.Errorf("the panel's constants: %+v", p)
	}
	out, err := Execute(readmeTemplates(t).t, "README.md.tmpl", Inputs{Raw: testRaw(t), Panel: testPanel(t)}, Layout{Results: "results"}, ".")
	if err != nil {
		t.Fatal(err)
	}
	s := string(out)
	for _, want := range []string{"**Hide the stalls:** hides (p99 2 ms, the truth 195.1 ms).", "**Flagged, not findings:** flagged.",
		"**Not installed here:** k6;", "| k6 ", "not installed", "go install go.k6.io/k6@latest", "(flagged: not a finding) times from its plan",
		"its figures could not be read", "corrects, at about E = 1 ms, the interval that fits its figures best; catches up after each stall", "(1 ms added to both, within ×4)", "| hide the stalls ", "| hides (p99 2 ms, the truth 195.1 ms) ", "| not installed here ", "| no finding either way (the panel's table says why) ",
		"[docs/panel-method.md](docs/panel-method.md)", "at least 3 times below", "more than 2 noises above the plan's", "](results/generators.svg)", "[`results/generators.txt`](results/generators.txt)",
		"The judgement `report -judge` prints, for shows's run here:\n\n```text\nshows {url}: exit status 0; times from its plan", "\nthe server's view: 25,000 requests on 10 connections"} {
		if !strings.Contains(s, want) {
			t.Errorf("the README has no %q", want)
		}
	}
}

// TestPanelPlot draws each run but the missing one, the flagged one
// named so.
func TestPanelPlot(t *testing.T) {
	out, err := Results(readmeTemplates(t).t, Inputs{Raw: testRaw(t), Panel: testPanel(t)}, Layout{Results: "res"})
	if err != nil {
		t.Fatal(err)
	}
	var svg string
	for _, o := range out {
		if o.Path == "res/generators.svg" {
			svg = string(o.Data)
		}
	}
	for _, want := range []string{">shows<", ">hides<", ">corrects<", ">flagged (flagged)<", "reported p99, flagged", "model&#39;s open p99", "200 µs"} {
		if !strings.Contains(svg, want) {
			t.Errorf("generators.svg has no %q", want)
		}
	}
	if strings.Contains(svg, ">k6<") {
		t.Error("the missing tool is drawn")
	}
	if _, err := panelPlot(&Panel{}); err == nil {
		t.Error("a panel with no run drew")
	}
}

// TestJudgement is what -judge prints: the outcome in one line, the
// server's view, the tool's figures, every design, the verdict and the
// self-checks.
func TestJudgement(t *testing.T) {
	j := panelRun("wrk", 189_700_000, 201_000_000)
	j.View.RatePct, j.View.EarlyRatePct, j.View.StartupNs = "120.000", "150.000", 5_000_000
	j.ReportedNs[results.P90], j.ResolutionNs[results.P90] = 82_200_000, 10_000
	j.Note = "corrected by wrk"
	got := Judgement(&j, panelScenario, nil)
	for _, want := range []string{
		"wrk {url}: exit status 0; corrects, at wrk's interval E_w = 1.25 ms; has no plan; skips slots; self-checks held\n",
		"the server's view: 25,000 requests on 10 connections; arrivals during each stall: 10, 7 (an open loop sends 1,000); peak in flight 10; rate 120.000 % of the plan's one per 200 µs (150.000 % in the first stretch without a stall); after each stall: skipped; first arrival 5 ms after the start; S_w 100 µs, L 8 µs\n",
		"its figures: p90 82.2 ms, p99 189.7 ms, p99.9 201 ms (read as wrk, to 1 ns; corrected by wrk)\n",
		"the model, with S_w = 100 µs, L = 8 µs, N = 10 connections, one request every 200 µs for 5 s:\n",
		"open (the truth)", "corrected at N·I = 2 ms", "wrk, E_w = 1.25 ms", "189.7 ms",
		"verdict: matches wrk, E_w = 1.25 ms (within ×1.00 at p90, p99, p99.9); corrects",
		// the unpaced design's p99, 1 ms, tells the designs apart while (195.1 ms − δ) / (1 ms + δ + 1 ns) ≥ 3: δ up to 48.025 ms
		"self-checks: held: the verdict is a finding; the worker was 0 ns late at p99, and a lateness of 48.03 ms would change the verdict\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
	one := j
	one.ModelConnections = 1
	if got := Judgement(&one, panelScenario, nil); !strings.Contains(got, "L = 8 µs, N = 1 connection, one request") {
		t.Errorf("one connection:\n%s", got)
	}
	j.Phase.WorkerLateP99Ns = 150_000
	j.ReadError = "no known format"
	j.ModelError = "no request arrived"
	j.View = results.ServerView{}
	got = Judgement(&j, panelScenario, nil)
	for _, want := range []string{"its figures could not be read (no known format); flagged by its self-checks, not a finding\n", "the server's view: no scheduled request arrived\n",
		"its figures: could not be read: no known format\n", "the model: none: no request arrived\n", "verdict: its figures could not be read (no known format)\n",
		"self-checks: flagged, not a finding: its achieved rate in the first stretch without a stall, of the plan 0 %, bound 90 %\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
	j.Exit = "killed at 1m0s: no request had arrived"
	if got := VerdictLine(&j, panelScenario); got != "killed at 1m0s: no request had arrived; its figures could not be read (no known format)" {
		t.Errorf("VerdictLine of a killed tool = %q", got)
	}
	j.Exit, j.ReadError, j.Format = "it did not run: x could not start: permission denied", "", ""
	if got := VerdictLine(&j, panelScenario); got != "it did not run: x could not start: permission denied; its figures could not be read" {
		t.Errorf("VerdictLine of a tool that did not run = %q", got)
	}
	j.Exit = results.ServedByHand
	if got := VerdictLine(&j, panelScenario); got != "its figures could not be read" {
		t.Errorf("VerdictLine of a run served by hand = %q", got)
	}
	k := panelRun("x", 30_000_000, 30_000_000)
	if got := VerdictLine(&k, panelScenario); !strings.HasPrefix(got, "matches no design within ×4; nearest is corrected at N·I = 2 ms") {
		t.Errorf("VerdictLine far from all = %q", got)
	}
	k.Models = append(k.Models, results.LiveRecording{Name: results.FittedCorrected, AtNs: map[Level]int64{}})
	k.FittedIntervalNs = 1_309_000
	if got := designLabel(&k, results.FittedCorrected); got != "corrected at E = 1.309 ms, fitted" {
		t.Errorf("designLabel = %q", got)
	}
}

// TestPanelListsOnlyFindings: a run nearest a send-timed design but short
// of hiding, one whose stalls tell no design apart, and one far from
// every design are in none of the prose's lists, and the terminal's
// verdict line does not say "matches no design" twice.
func TestPanelListsOnlyFindings(t *testing.T) {
	short := panelRun("short", 70_000_000, 199_600_000)
	short.Models[1].AtNs[results.P90], short.Models[1].AtNs[results.P99] = 50_000_000, 50_000_000 // the closed loop's
	tiny := panelRun("tiny", 1_100_000, 1_450_000)
	for i, at := range map[int][2]int64{0: {1_200_000, 1_500_000}, 1: {1_000_000, 1_400_000}, 4: {1_000_000, 1_400_000}} { // the truth's, the closed loop's and the skip's
		tiny.Models[i].AtNs[results.P90], tiny.Models[i].AtNs[results.P99], tiny.Models[i].AtNs[results.P999] = at[0], at[0], at[1]
	}
	far := panelRun("far", 1_000_000_000, 1_000_000_000)
	through := panelRun("through", 196_500_000, 199_600_000) // vegeta by default: every paced design is the truth
	through.View.StallArrivals = []int{1000, 1000}
	for i := range 5 {
		through.Models[i].AtNs[results.P99], through.Models[i].AtNs[results.P999] = 195_100_000, 199_600_000
	}
	js := &results.Judgements{Scenario: panelScenario, Runs: []results.Judged{short, tiny, far, through}}
	p := readPanel(js)
	if len(p.Plan)+len(p.Hide)+len(p.Correct)+len(p.Flagged) != 0 || strings.Join(p.Through, "|") != "through (p99 196.5 ms, the truth 195.1 ms)" {
		t.Errorf("lists %q %q %q %q, through %q; want through alone", p.Plan, p.Hide, p.Correct, p.Flagged, p.Through)
	}
	for i, want := range []verdict.Finding{verdict.FindsSend, verdict.FindsUntold, verdict.FindsNoMatch, verdict.FindsThrough} {
		if got := p.Runs[i].Verdict.Finding; got != want {
			t.Errorf("%s: finding %q, want %q", p.Runs[i].Run, got, want)
		}
	}
	if got := VerdictLine(&js.Runs[2], panelScenario); strings.Count(got, "matches no design") != 1 || !strings.HasSuffix(got, "; skips slots") {
		t.Errorf("VerdictLine far from all = %q", got)
	}
}

// TestPanelToolRate: the tools take whole requests a second, so a plan
// of one every 300 µs is given to them as 3,333 a second, and the README
// says it was rounded; one every 200 µs is 5,000 exactly.
func TestPanelToolRate(t *testing.T) {
	for _, c := range []struct {
		interval time.Duration
		rate     Count
		rounded  bool
	}{{200 * time.Microsecond, 5000, false}, {300 * time.Microsecond, 3333, true}, {time.Second, 1, false}} {
		sc := panelScenario
		sc.Interval = c.interval
		p := readPanel(&results.Judgements{Scenario: sc})
		if p.ToolRate != c.rate || p.RateRounded != c.rounded {
			t.Errorf("at I = %v: rate %v rounded %v, want %v %v", c.interval, p.ToolRate, p.RateRounded, c.rate, c.rounded)
		}
	}
	sc := panelScenario
	sc.Interval = 300 * time.Microsecond
	js := &results.Judgements{Scenario: sc, Runs: []results.Judged{panelRun("shows", 195_000_000, 199_600_000)}}
	out := panelSection(t, js)
	if want := "one request every 300 µs, rounded down to 3,333 a second, where it takes a rate"; !strings.Contains(out, want) {
		t.Errorf("no %q in the section", want)
	}
}

// panelSection is the README's section rendered with the panel js.
func panelSection(t *testing.T, js *results.Judgements) string {
	t.Helper()
	f, err := rawfile.Parse("generators.txt", strings.NewReader(string(rawfile.Write(verdict.Encode(js)))))
	if err != nil {
		t.Fatal(err)
	}
	out, err := Execute(readmeTemplates(t).t, "README.md.tmpl", Inputs{Raw: testRaw(t), Panel: f}, Layout{Results: "results"}, ".")
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// TestPanelWithNoToolInstalled: a panel on a machine with none of its
// tools says which it would have run and how to install each, links no
// picture, and Results draws none and removes an old one.
func TestPanelWithNoToolInstalled(t *testing.T) {
	js := &results.Judgements{Scenario: panelScenario, Runs: []results.Judged{
		{Run: "wrk", Command: []string{"wrk", "{url}"}, Missing: "apt-get install wrk"},
		{Run: "vegeta", Command: []string{"vegeta", "attack"}, Missing: "go install github.com/tsenart/vegeta/v12@v12.13.0"}}}
	out := panelSection(t, js)
	for _, want := range []string{"None of the panel's load generators is installed on this machine, so none ran, and there is no picture. The panel would run wrk and vegeta,",
		"| wrk ", "apt-get install wrk", "go install github.com/tsenart/vegeta/v12@v12.13.0"} {
		if !strings.Contains(out, want) {
			t.Errorf("the section has no %q", want)
		}
	}
	for _, not := range []string{"generators.svg", "Each load generator found on this machine ran once"} {
		if strings.Contains(out, not) {
			t.Errorf("the section says %q", not)
		}
	}
	f, err := rawfile.Parse("generators.txt", strings.NewReader(string(rawfile.Write(verdict.Encode(js)))))
	if err != nil {
		t.Fatal(err)
	}
	outputs, err := Results(readmeTemplates(t).t, Inputs{Raw: testRaw(t), Panel: f}, Layout{Results: "res"})
	if err != nil {
		t.Fatal(err)
	}
	absent := 0
	for _, o := range outputs {
		if o.Path == "res/generators.svg" && o.Absent && o.Data == nil {
			absent++
		}
	}
	if absent != 1 {
		t.Errorf("Results gave %d absent res/generators.svg, want 1", absent)
	}
	p := readPanel(js)
	if !p.NoneRan || p.Drawn != 0 {
		t.Errorf("NoneRan %v, Drawn %d; want true, 0", p.NoneRan, p.Drawn)
	}
	unmodelled := panelRun("unmodelled", 195_000_000, 199_600_000)
	unmodelled.Models, unmodelled.ModelError = nil, "the server saw no request"
	js.Runs = append(js.Runs, unmodelled)
	if p := readPanel(js); p.NoneRan || p.Drawn != 0 || p.Example != "" {
		t.Errorf("with a run with no model: NoneRan %v, Drawn %d, Example %q; want false, 0, none", p.NoneRan, p.Drawn, p.Example)
	}
	js.Runs = append(js.Runs, panelRun("shows", 195_000_000, 199_600_000))
	if p := readPanel(js); p.NoneRan || p.Drawn != 1 {
		t.Errorf("with one run: NoneRan %v, Drawn %d; want false, 1", p.NoneRan, p.Drawn)
	}
}

// TestLateShort: the worker's lateness beside the verdict's margin, and
// no margin for a verdict with nothing to change.
func TestLateShort(t *testing.T) {
	flagged := panelRun("flagged", 195_000_000, 199_600_000)
	flagged.Phase.WorkerLateP99Ns = 5_000_000
	// the truth's p99, 195.1 ms, and corrected's, 189 ms, moved toward each
	// other about the tool's 195 ms tie where (196.1 + δ)(190 + δ) = 196²
	// (in ms, with the client's 1 ms): δ = 2.975 ms
	if got := lateShort(&flagged, panelScenario); !strings.HasPrefix(got, "5 ms / 2.97") {
		t.Errorf("lateShort = %q, want 5 ms / 2.97… ms", got)
	}
	unread := panelRun("unread", 0, 0)
	unread.ReadError, unread.Format = "no", ""
	if got := lateShort(&unread, panelScenario); got != "0 ns / —" {
		t.Errorf("lateShort of an unread run = %q", got)
	}
}

// TestOwnPlan: a run the panel gave a plan of its own is judged on it,
// as a file whose plan was its own would judge it, keeps it through the
// file, and the prose names it with its plan; a file that gives a plan of
// none is refused.
func TestOwnPlan(t *testing.T) {
	slow, other := panelRun("slow", 195_000_000, 199_600_000), panelRun("slower", 195_000_000, 199_600_000)
	slow.View.Requests, other.View.Requests = 2500, 2500
	slow.PlanIntervalNs, other.PlanIntervalNs = 2_000_000, 2_000_000
	slowest := panelRun("slowest", 195_000_000, 199_600_000)
	slowest.View.Requests, slowest.PlanIntervalNs = 1250, 4_000_000
	js := &results.Judgements{Scenario: panelScenario, Runs: []results.Judged{panelRun("fast", 195_000_000, 199_600_000), slow, slowest, other}}
	back, err := verdict.Decode(verdict.Encode(js))
	if err != nil {
		t.Fatal(err)
	}
	if back.Runs[0].PlanIntervalNs != 0 || back.Runs[1].PlanIntervalNs != 2_000_000 {
		t.Fatalf("the plans read back as %d and %d ns", back.Runs[0].PlanIntervalNs, back.Runs[1].PlanIntervalNs)
	}
	own := panelScenario
	own.Interval, own.Requests = 2*time.Millisecond, 2500
	if got := back.Runs[1].PlanOf(panelScenario); got != own {
		t.Errorf("its scenario: %+v, want %+v", got, own)
	}
	alone := back.Runs[1]
	alone.PlanIntervalNs = 0
	if got, want := verdict.PlanEdgeOf(&back.Runs[1], panelScenario), verdict.PlanEdgeOf(&alone, own); got != want || got == verdict.PlanEdgeOf(&alone, panelScenario) {
		t.Errorf("its plan's edge %+v, want %+v, as its own file's", got, want)
	}
	if got := Judgement(&back.Runs[1], panelScenario, nil); !strings.Contains(got, "of the plan's one per 2 ms") {
		t.Errorf("its judgement does not say its plan:\n%s", got)
	}
	if got := readPanel(back).OwnPlans; len(got) != 2 || got[0] != "slow and slower at one request every 2 ms" || got[1] != "slowest at one request every 4 ms" {
		t.Errorf("own plans: %q", got)
	}
	svg, err := panelPlot(readPanel(back))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{">fast<", ">slow (every 2 ms)<", "planned every 200 µs<", "ran on that plan instead<"} {
		if !strings.Contains(string(svg), want) {
			t.Errorf("the picture has no %q", want)
		}
	}
	if lone, _ := panelPlot(readPanel(&results.Judgements{Scenario: panelScenario, Runs: []results.Judged{panelRun("fast", 195_000_000, 199_600_000)}})); strings.Contains(string(lone), "ran on that plan instead") {
		t.Error("a picture with no plan of its own says its names do")
	}
	text := string(rawfile.Write(verdict.Encode(js)))
	for _, bad := range []string{"0.0", "-2000.0"} {
		broken := strings.Replace(text, "plan_interval 2000.0 us", "plan_interval "+bad+" us", 1)
		if broken == text {
			t.Fatalf("no plan of 2000 us in the file:\n%s", text)
		}
		f, err := rawfile.Parse("generators.txt", strings.NewReader(broken))
		if err == nil {
			_, err = verdict.Decode(f)
		}
		if err == nil || !strings.Contains(err.Error(), "plan_interval") {
			t.Errorf("a plan of %s us: %v", bad, err)
		}
	}
}

// TestServerViewEdges: a run no stall ended before its last request
// says so, and a scenario of no plan sends no request a stall.
func TestServerViewEdges(t *testing.T) {
	j := panelRun("short", 195_000_000, 199_600_000)
	j.View.AfterStalls = nil
	if got := serverView(&j, panelScenario); !strings.Contains(got, "; no stall ended before its last request;") || !strings.Contains(got, "(an open loop sends 1,000)") {
		t.Errorf("no stall ended: %s", got)
	}
	none := panelScenario
	none.Interval = 0
	if got := serverView(&j, none); !strings.Contains(got, "(an open loop sends 0)") {
		t.Errorf("no plan: %s", got)
	}
}
