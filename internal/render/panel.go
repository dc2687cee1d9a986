package render

import (
	"fmt"
	"strings"
	"time"

	"coordinated-omission/internal/results"
	"coordinated-omission/internal/verdict"
)

// A Panel is the live panel's runs as the README tells them: each real
// load generator on the stalling server, beside its model.
type Panel struct {
	Runs               []*PanelRun
	Scenario           results.Scenario
	Duration, Interval Latency
	// ServiceDrawn says how the servers' service times were drawn, in
	// words; "" for a fixed one.
	ServiceDrawn string
	// ToolRate is the plan's rate as the tools were given it, in whole
	// requests a second; RateRounded is true if that is below 1 s / I.
	ToolRate    Count
	RateRounded bool
	// ClientFloor, MatchFactor and HideFactor are the verdict's tolerances.
	ClientFloor             Latency
	MatchFactor, HideFactor int
	PlanEdgeNoises          int // verdict.PlanEdgeNoises
	ToolRateBound           int // in % of the plan's rate
	OtherCPUBound           int // results.OtherCPUBoundPct, in % of one processor
	// FirstRequestWait is how long a tool may take to send its first
	// request.
	FirstRequestWait Latency
	// Plan, Through, Hide and Correct are the believable runs whose
	// verdict finds that they time from their plan, send through the
	// stalls so that every design shows them, hide the stalls, or
	// correct, each with its p99; a run with any other finding is in the
	// table only.
	Plan, Through, Hide, Correct []string
	Flagged                      []string // the runs whose self-checks failed
	// Unfound are the believable runs whose verdict finds none of those:
	// the prose names no run it cannot say something of, but the glance
	// table lists every run.
	Unfound []string
	Missing []string // the tools not installed
	// OwnPlans are the runs given a plan of their own, slower than the
	// panel's, grouped by it in run order: "locust and artillery at one
	// request every 2 ms".
	OwnPlans []string
	// Frozen are the runs against a server not ours (an nginx frozen
	// from outside): no model, no verdict, only their audit, held to the
	// truth worked out from the freezes.
	Frozen []*PanelRun
	// Drawn counts the runs the picture draws: those with a model. With
	// none, there is no picture; NoneRan is true when no tool was
	// installed at all.
	Drawn   int
	NoneRan bool
	// Example is what -judge prints of ExampleRun: the first run whose
	// verdict is a finding, or else the first that has a model; "" if none.
	Example, ExampleRun string
}

// A PanelRun is one run of the panel.
type PanelRun struct {
	*results.Judged
	Verdict    verdict.Verdict
	Believable bool
}

// readPanel decides the panel's prose from its runs.
func readPanel(js *results.Judgements) *Panel {
	p := &Panel{Scenario: js.Scenario, Duration: Latency(js.Scenario.Duration), Interval: Latency(js.Scenario.Interval), ServiceDrawn: drawnWords(js.Random, js.Scenario.Service),
		ClientFloor: Latency(verdict.ClientFloorNs), MatchFactor: verdict.MatchFactor, HideFactor: verdict.HideFactor,
		PlanEdgeNoises: verdict.PlanEdgeNoises, ToolRateBound: verdict.ToolRateBoundPct, OtherCPUBound: results.OtherCPUBoundPct, FirstRequestWait: Latency(results.FirstRequestWait), ToolRate: Count(verdict.ToolRatePerSec(js.Scenario.Interval))}
	p.RateRounded = time.Duration(p.ToolRate)*js.Scenario.Interval != time.Second
	for i := range js.Runs {
		j := &js.Runs[i]
		if j.Audit != nil && j.Audit.Server != "" {
			p.Frozen = append(p.Frozen, &PanelRun{Judged: j})
			continue
		}
		r := &PanelRun{Judged: j, Verdict: verdict.Decide(j, js.Scenario), Believable: j.Missing == "" && verdict.Believable(j, js.Scenario)}
		p.Runs = append(p.Runs, r)
		if j.Missing == "" && len(j.Models) > 0 {
			p.Drawn++
		}
		switch {
		case j.Missing != "":
			p.Missing = append(p.Missing, j.Run)
		case !r.Believable:
			p.Flagged = append(p.Flagged, j.Run)
		case r.Verdict.Finding == verdict.FindsHiding:
			p.Hide = append(p.Hide, r.withP99())
		case r.Verdict.Finding == verdict.FindsCorrects:
			p.Correct = append(p.Correct, r.withP99())
		case r.Verdict.Finding == verdict.FindsPlan:
			p.Plan = append(p.Plan, r.withP99())
		case r.Verdict.Finding == verdict.FindsThrough:
			p.Through = append(p.Through, r.withP99())
		default:
			p.Unfound = append(p.Unfound, j.Run)
		}
	}
	p.NoneRan = len(p.Missing) == len(p.Runs)
	p.OwnPlans = ownPlans(js.Runs)
	p.ExampleRun, p.Example = p.example(js.Scenario, js.Random)
	return p
}

// ownPlans are the runs given a plan of their own, by plan in the order
// each plan first comes: "locust and artillery at one request every 2 ms".
func ownPlans(runs []results.Judged) []string {
	var plans []int64
	byPlan := map[int64][]string{}
	for _, j := range runs {
		if j.PlanIntervalNs == 0 {
			continue
		}
		if byPlan[j.PlanIntervalNs] == nil {
			plans = append(plans, j.PlanIntervalNs)
		}
		byPlan[j.PlanIntervalNs] = append(byPlan[j.PlanIntervalNs], j.Run)
	}
	out := make([]string, len(plans))
	for i, ns := range plans {
		out[i] = List(byPlan[ns]) + " at one request every " + Latency(ns).String()
	}
	return out
}

// example is the run whose judgement the README shows, and that judgement.
func (p *Panel) example(sc results.Scenario, random *results.RandomConfig) (run, text string) {
	var first *PanelRun
	for _, r := range p.Runs {
		if r.Missing != "" || len(r.Models) == 0 {
			continue
		}
		if r.Believable && r.Verdict.Finding != verdict.FindsNothing {
			return r.Run, Judgement(r.Judged, sc, random)
		}
		if first == nil {
			first = r
		}
	}
	if first == nil {
		return "", ""
	}
	return first.Run, Judgement(first.Judged, sc, random)
}

// panelOf is readPanel of js, or nil if there is no panel run.
func panelOf(js *results.Judgements) *Panel {
	if js == nil {
		return nil
	}
	return readPanel(js)
}

// withP99 is the run's name and its reported p99, or the deepest tail
// level it prints.
func (r *PanelRun) withP99() string {
	l := results.P99
	if _, ok := r.ReportedNs[l]; !ok {
		l = verdict.Tail(r.Judged)[0]
	}
	truth, _ := r.Model(results.Open)
	return fmt.Sprintf("%s (%s %v, the truth %v)", r.Run, l, Latency(r.ReportedNs[l]).Sig4(), Latency(truth.AtNs[l]).Sig4())
}

// panelGlanceTable: the panel's findings at a glance, one row a kind of
// finding with the runs that found it, for the README's first screen.
func panelGlanceTable(d *Doc) (table, error) {
	p := d.Panel
	if p == nil {
		return table{}, fmt.Errorf("no panel run")
	}
	t := table{header: []string{"its figures, in this run here", "load generators (reported p99, and the truth's)"}, words: 2}
	for _, row := range []struct {
		what string
		runs []string
	}{
		{"hide the stalls", p.Hide},
		{"correct their figures, and so show the stalls", p.Correct},
		{"are timed from their plan, and so show the stalls", p.Plan},
		{"send through the stalls with so many requests in flight that every design shows them", p.Through},
		{"no finding either way (the panel's table says why)", p.Unfound},
		{"flagged: the machine could have changed the verdict", p.Flagged},
		{"not installed here", p.Missing},
	} {
		if len(row.runs) > 0 {
			t.rows = append(t.rows, []string{row.what, strings.Join(row.runs, ", ")})
		}
	}
	return t, nil
}

// panelTable: each run's tool, command, figures, match, truth, the
// server's view and the verdict.
func panelTable(d *Doc) (table, error) {
	t := table{header: []string{"run", "verdict", "its p99", "the truth's p99", "worker late at p99 / margin"}, words: 2}
	if d.Panel == nil {
		return t, fmt.Errorf("no panel run")
	}
	if d.Panel.NoneRan { // nothing but how to install each
		t = table{header: []string{"run", "command", "how to install it"}, words: 3}
		for _, r := range d.Panel.Runs {
			t.rows = append(t.rows, []string{r.Run, r.CommandLine(), r.Missing})
		}
		return t, nil
	}
	for _, r := range d.Panel.Runs {
		if r.Missing != "" {
			t.rows = append(t.rows, []string{r.Run, "not installed: " + r.Missing, "—", "—", "—"})
			continue
		}
		words := r.Verdict.Words
		if !r.Believable {
			words = "(flagged: not a finding) " + words
		}
		its, truth := "—", "—"
		if ns, ok := r.ReportedNs[results.P99]; ok {
			its = Latency(ns).Sig4().String()
		}
		if o, ok := r.Model(results.Open); ok {
			truth = Latency(o.AtNs[results.P99]).Sig4().String()
		}
		t.rows = append(t.rows, []string{r.Run, words, its, truth, lateShort(r.Judged, d.Panel.Scenario)})
	}
	return t, nil
}
