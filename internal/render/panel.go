package render

import (
	"fmt"
	"image/color"
	"strings"
	"time"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

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
	p.ExampleRun, p.Example = p.example(js.Scenario, js.Random)
	return p
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

// panelPoints are the panel plot's points: a tick per run drawn, each
// run's reported p99 and p99.9 by level, its model's reference segments
// by design, and the range of every figure, in ms.
func panelPoints(p *Panel) (ticks []plot.Tick, series map[string]plotter.XYs, refs map[string][]plotter.XYs, lo, hi float64) {
	lo, series, refs = 1e18, map[string]plotter.XYs{}, map[string][]plotter.XYs{}
	x := 0.0
	for _, r := range p.Runs {
		if r.Missing != "" || len(r.Models) == 0 {
			continue
		}
		x++
		name := r.Run
		if !r.Believable {
			name += " (flagged)"
		}
		ticks = append(ticks, plot.Tick{Value: x, Label: name})
		for _, l := range []Level{results.P99, results.P999} {
			if ns, ok := r.ReportedNs[l]; ok {
				ms := max(float64(ns), 1e3) / 1e6
				key := string(l)
				if !r.Believable {
					key += flaggedKey
				}
				series[key] = append(series[key], plotter.XY{X: x, Y: ms})
				lo, hi = min(lo, ms), max(hi, ms)
			}
		}
		for _, d := range []string{results.Open, results.Corrected, results.Closed} {
			m, _ := r.Model(d)
			ms := max(float64(m.AtNs[results.P99]), 1e3) / 1e6
			refs[d] = append(refs[d], plotter.XYs{{X: x - 0.35, Y: ms}, {X: x + 0.35, Y: ms}})
			lo, hi = min(lo, ms), max(hi, ms)
		}
	}
	return ticks, series, refs, lo, hi
}

// flaggedKey marks a flagged run's series in panelPoints.
const flaggedKey = "/flagged"

// panelPlot draws each run's reported p99 and p99.9 on a log axis, with
// its own model's open, corrected and closed p99 as short reference lines.
func panelPlot(p *Panel) ([]byte, error) {
	pl, legend := plot.New(), plot.NewLegend()
	pl.Title.Text = fmt.Sprintf("What each load generator reports (points; hollow if flagged) against its own model (lines), p99\nthe stalling server: %v per request, %v stalls every %v, one request planned every %v",
		Latency(p.Scenario.Service), Latency(p.Scenario.Stall), Latency(p.Scenario.Period), Latency(p.Scenario.Interval))
	pl.Y.Label.Text = "latency (ms, log scale)"
	pl.Y.Scale = plot.LogScale{}
	pl.Y.Tick.Marker = logTicks{}
	pl.Add(plotter.NewGrid())
	ticks, series, refs, lo, hi := panelPoints(p)
	if len(ticks) == 0 {
		return nil, fmt.Errorf("plot: no panel run to draw")
	}
	x := float64(len(ticks))
	for _, d := range []string{results.Open, results.Corrected, results.Closed} {
		for i, seg := range refs[d] {
			line, err := plotter.NewLine(seg)
			if err != nil {
				return nil, fmt.Errorf("plot: %s: %w", d, err)
			}
			line.LineStyle = lineStyles[d]
			pl.Add(line)
			if i == 0 {
				legend.Add("model's "+d+" p99", line)
			}
		}
	}
	purple := color.RGBA{R: 0x94, G: 0x67, B: 0xbd, A: 0xff}
	marks := map[string]draw.GlyphStyle{
		string(results.P99):               {Color: color.Black, Radius: vg.Points(4), Shape: draw.CircleGlyph{}},
		string(results.P999):              {Color: purple, Radius: vg.Points(4), Shape: draw.PyramidGlyph{}},
		string(results.P99) + flaggedKey:  {Color: color.Black, Radius: vg.Points(4), Shape: draw.RingGlyph{}},
		string(results.P999) + flaggedKey: {Color: purple, Radius: vg.Points(4), Shape: draw.TriangleGlyph{}},
	}
	for _, l := range []string{string(results.P99), string(results.P999), string(results.P99) + flaggedKey, string(results.P999) + flaggedKey} {
		if len(series[l]) == 0 {
			continue
		}
		sc, err := plotter.NewScatter(series[l])
		if err != nil {
			return nil, fmt.Errorf("plot: %s: %w", l, err)
		}
		sc.GlyphStyle = marks[l]
		pl.Add(sc)
		legend.Add("reported "+strings.Replace(l, flaggedKey, ", flagged", 1), sc)
	}
	pl.X.Tick.Marker = plot.ConstantTicks(ticks)
	pl.X.Tick.Label.Rotation = 0.6
	pl.X.Tick.Label.XAlign, pl.X.Tick.Label.YAlign = draw.XRight, draw.YCenter
	pl.X.Min, pl.X.Max = 0.4, x+0.6
	pl.Y.Min, pl.Y.Max = lo/2, hi*3
	return drawSVG(pl, legend, strings.Repeat(" ", 1))
}
