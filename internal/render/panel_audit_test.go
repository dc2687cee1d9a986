package render

import (
	"slices"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/results"
)

const msNs = int64(1_000_000)

// auditedRun is a panel run whose log audited as design, with the bound
// at p90 and p99, and the replay at p99 and p99.9, beside a truth of 100,
// 190 and 199 ms, and a worker late by 1 ms at p99.
func auditedRun(design string, recordedP99, boundP90, boundP99, replayP99, replayP999 int64) *PanelRun {
	j := &results.Judged{Run: design + "-run", Phase: results.Phase{WorkerLateP99Ns: msNs},
		Models: []results.LiveRecording{{Name: results.Open, AtNs: map[results.Level]int64{results.P90: 100 * msNs, results.P99: 190 * msNs, results.P999: 199 * msNs}}},
		Audit: &results.JudgedAudit{Line: "line", Design: design,
			Recorded: []int64{msNs, msNs, recordedP99, recordedP99}, Bound: []int64{msNs, boundP90, boundP99, boundP99},
			ReplayServer: []int64{msNs, msNs, replayP99, replayP999}}}
	return &PanelRun{Judged: j}
}

// TestAuditChecksAtTheirEdges: the bound may pass the truth by the
// worker's lateness and no more; the replay may be 10 % off and no more;
// an open loop's bound must stay within 10 % of its own p99.
func TestAuditChecksAtTheirEdges(t *testing.T) {
	for _, tc := range []struct {
		name string
		run  *PanelRun
		want string
	}{
		{"a closed loop that holds", auditedRun("closed", msNs, 90*msNs, 185*msNs, 195*msNs, 200*msNs), "hold"},
		{"the bound above by the lateness", auditedRun("closed", msNs, 101*msNs, 191*msNs, 190*msNs, 199*msNs), "hold"},
		{"the bound above by 1 ns more", auditedRun("closed", msNs, 90*msNs, 191*msNs+1, 190*msNs, 199*msNs), "the bound is above the truth"},
		{"the bound above at p90", auditedRun("closed", msNs, 101*msNs+1, 190*msNs, 190*msNs, 199*msNs), "the bound is above the truth"},
		{"the replay 10 % off", auditedRun("closed", msNs, 90*msNs, 185*msNs, 209*msNs, 199*msNs*9/10+1), "hold"},
		{"the replay past 10 % at p99.9", auditedRun("closed", msNs, 90*msNs, 185*msNs, 190*msNs, 219*msNs+1), "the replay is off the truth by more than 10 %"},
		{"the replay past 10 % below at p99", auditedRun("closed", msNs, 90*msNs, 185*msNs, 171*msNs-1, 199*msNs), "the replay is off"},
		{"both", auditedRun("skip", msNs, 90*msNs, 200*msNs, 100*msNs, 199*msNs), "the bound is above the truth, and the replay off"},
		{"an open loop that hid nothing", auditedRun("open", 190*msNs, 100*msNs, 209*msNs-1, 0, 0), "hold"},
		{"an open loop whose bound is 10 % above it", auditedRun("open", 190*msNs, 100*msNs, 209*msNs, 0, 0), "its bound is above its own p99"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := &Panel{Runs: []*PanelRun{tc.run}}
			checks := p.Audited()
			if len(checks) != 1 || checkWord(checks[0]) != tc.want && !strings.HasPrefix(checkWord(checks[0]), tc.want) {
				t.Errorf("checks %+v: %q, want %q", checks, checkWord(checks[0]), tc.want)
			}
			tb, err := panelAuditTable(&Doc{Panel: p})
			if err != nil || len(tb.rows) != 1 || !strings.HasPrefix(tb.rows[0][7], tc.want) {
				t.Errorf("table %v, %v", tb.rows, err)
			}
		})
	}
}

// TestAuditColumnWithoutFigures: a log that could not be audited has its
// line and dashes, no checks; a run with no audit has no row.
func TestAuditColumnWithoutFigures(t *testing.T) {
	failed := &PanelRun{Judged: &results.Judged{Run: "h2load", Audit: &results.JudgedAudit{Line: "its log could not be audited: x"}}}
	none := &PanelRun{Judged: &results.Judged{Run: "wrk"}}
	p := &Panel{Runs: []*PanelRun{failed, none}}
	if len(p.Audited()) != 0 {
		t.Errorf("checks of a run with no figures: %+v", p.Audited())
	}
	tb, err := panelAuditTable(&Doc{Panel: p})
	if err != nil || len(tb.rows) != 1 || tb.rows[0][1] != "its log could not be audited: x" || tb.rows[0][7] != "—" {
		t.Errorf("rows %v, %v", tb.rows, err)
	}
	if _, err := panelAuditTable(&Doc{}); err == nil {
		t.Errorf("no panel: no error")
	}
	if !within(110, 100, 10) || within(111, 100, 10) || !within(90, 100, 10) || within(89, 100, 10) {
		t.Errorf("within at its edges")
	}
}

// TestMarkedAtP99: the grid's legend names only the marks its p99 tables
// carry.
func TestMarkedAtP99(t *testing.T) {
	for _, tc := range []struct {
		counts []GridCount
		want   string
	}{
		{[]GridCount{{Level: "p99"}, {Level: "p90", Reversed: 2, Unsure: 1}}, ""},
		{[]GridCount{{Level: "p99", Reversed: 1}}, "reversed"},
		{[]GridCount{{Level: "p99", Unsure: 1}}, "unsure"},
		{[]GridCount{{Level: "p99", Unsure: 1}, {Level: "p99", Reversed: 3}}, "both"},
	} {
		if got := (GridClaims{Counts: tc.counts}).MarkedAtP99(); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.counts, got, tc.want)
		}
	}
}

// TestAuditOfManyWorkersHeldToItsTruth: a run against a server of four
// workers has no model, and its audit is held to its own truth: a bound
// of 185 ms at p99 holds against a truth of 190 ms, and fails against
// one of 180 ms; the table shows the truth beside it.
func TestAuditOfManyWorkersHeldToItsTruth(t *testing.T) {
	run := auditedRun("closed", msNs, 90*msNs, 185*msNs, 195*msNs, 200*msNs)
	run.Models = nil
	run.Audit.Workers = 4
	run.Audit.Truth = []int64{msNs, 100 * msNs, 190 * msNs, 199 * msNs}
	p := &Panel{Runs: []*PanelRun{run}}
	if runs, n := p.ManyWorkers(); !slices.Equal(runs, []string{"closed-run"}) || n != 4 || p.ManyWorkerCount() != 4 || len(p.ManyWorkerRuns()) != 1 {
		t.Errorf("many workers: %v, %d", runs, n)
	}
	if checks := p.Audited(); len(checks) != 1 || !checks[0].Holds() {
		t.Errorf("checks %+v", checks)
	}
	tb, err := panelAuditTable(&Doc{Panel: p})
	if err != nil || len(tb.rows) != 1 || tb.rows[0][4] != "185 ms / 190 ms" {
		t.Errorf("table %v, %v", tb.rows, err)
	}
	run.Audit.Truth[2] = 180 * msNs
	if checks := p.Audited(); len(checks) != 1 || checks[0].BoundHolds {
		t.Errorf("a bound of 185 ms against a truth of 180 ms: %+v", checks)
	}
	run.Audit.Truth = nil
	if checks := p.Audited(); len(checks) != 0 {
		t.Errorf("no truth at all: %+v", checks)
	}
	if runs, _ := p.ManyWorkers(); runs != nil {
		t.Errorf("a run with no truth named among those held to one: %v", runs)
	}
}

// TestAuditOfFrozenRuns: a run against a frozen nginx is told apart from
// the panel's, has its audit held to its own truth with its slack in
// place of a worker's lateness (a bound 2 ms above the truth holds with
// a slack of 2 ms, and not with 1 ns less), is shown in the audit table
// after the panel's runs, and is not among the many-worker runs; a
// frozen entry not installed shows how to install it, and is not named
// in the prose.
func TestAuditOfFrozenRuns(t *testing.T) {
	run := auditedRun("closed", msNs, 90*msNs, 192*msNs, 195*msNs, 200*msNs)
	run.Run, run.Models, run.Phase = "hey-nginx4", nil, results.Phase{}
	run.Audit.Workers, run.Audit.Server, run.Audit.SlackNs = 4, "nginx, 4 worker processes, frozen", 2*msNs
	run.Audit.Truth = []int64{msNs, 100 * msNs, 190 * msNs, 199 * msNs}
	missing := &results.Judged{Run: "fortio-nginx4", Missing: "apt-get install nginx", Audit: &results.JudgedAudit{Line: "not run", Server: "nginx"}}
	sc := results.Scenario{Service: 100 * time.Microsecond, Interval: 200 * time.Microsecond, Stall: 200 * time.Millisecond, Period: time.Second, FirstStall: 500 * time.Millisecond, Duration: 5 * time.Second, Connections: 1}
	js := &results.Judgements{Scenario: sc, Runs: []results.Judged{*auditedRun("closed", msNs, 90*msNs, 185*msNs, 195*msNs, 200*msNs).Judged, *run.Judged, *missing}}
	p := readPanel(js)
	if len(p.Runs) != 1 || len(p.Frozen) != 2 || !slices.Equal(p.FrozenRuns(), []string{"hey-nginx4"}) || p.FrozenServer() != "nginx, 4 worker processes, frozen" || len(p.Missing) != 0 {
		t.Fatalf("runs %d, frozen %d %v %q, missing %v", len(p.Runs), len(p.Frozen), p.FrozenRuns(), p.FrozenServer(), p.Missing)
	}
	if runs := p.ManyWorkerRuns(); len(runs) != 0 {
		t.Errorf("many workers: %v", runs)
	}
	checks := p.Audited()
	if len(checks) != 2 || checks[1].Run != "hey-nginx4" || !checks[1].Holds() {
		t.Errorf("checks %+v", checks)
	}
	tb, err := panelAuditTable(&Doc{Panel: p})
	if err != nil || len(tb.rows) != 3 || tb.rows[1][4] != "192 ms / 190 ms" || tb.rows[2][1] != "not installed: apt-get install nginx" {
		t.Errorf("table %v, %v", tb.rows, err)
	}
	p.Frozen[0].Audit.SlackNs = 2*msNs - 1
	if checks := p.Audited(); checks[1].BoundHolds {
		t.Errorf("a bound 2 ms above the truth, with a slack of 1 ns less: %+v", checks[1])
	}
	if (&Panel{Frozen: []*PanelRun{{Judged: missing}}}).FrozenServer() != "" {
		t.Errorf("a server named where no frozen run ran")
	}
}

// TestPanelExampleAndGlance: with no believable run that finds something,
// the example is the first run with a model, not a later one; the glance
// table has a row for each finding some run has, and none for the rest.
func TestPanelExampleAndGlance(t *testing.T) {
	sc := results.Scenario{Service: 100 * time.Microsecond, Interval: 200 * time.Microsecond, Stall: 200 * time.Millisecond, Period: time.Second, FirstStall: 500 * time.Millisecond, Duration: 5 * time.Second, Connections: 1}
	a, b := auditedRun("closed", msNs, 90*msNs, 185*msNs, 195*msNs, 200*msNs), auditedRun("skip", msNs, 90*msNs, 185*msNs, 195*msNs, 200*msNs)
	p := &Panel{Runs: []*PanelRun{a, b}, Flagged: []string{a.Run, b.Run}}
	if run, text := p.example(sc, nil); run != "closed-run" || text == "" {
		t.Errorf("the example: %q", run)
	}
	if run, _ := (&Panel{}).example(sc, nil); run != "" {
		t.Errorf("an example of no run: %q", run)
	}
	tb, err := panelGlanceTable(&Doc{Panel: p})
	if err != nil || len(tb.rows) != 1 || !strings.HasPrefix(tb.rows[0][0], "flagged") || tb.rows[0][1] != "closed-run, skip-run" {
		t.Errorf("the glance table: %v, %v", tb.rows, err)
	}
}
