package render

import (
	"fmt"
	"image/color"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"coordinated-omission/internal/results"
)

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
		ticks = append(ticks, plot.Tick{Value: x, Label: tickLabel(r)})
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

// tickLabel is a run's name under the picture, with its own plan where
// it had one and whether it is flagged: "locust (every 2 ms, flagged)".
func tickLabel(r *PanelRun) string {
	var notes []string
	if r.PlanIntervalNs != 0 {
		notes = append(notes, "every "+Latency(r.PlanIntervalNs).String())
	}
	if !r.Believable {
		notes = append(notes, "flagged")
	}
	if len(notes) == 0 {
		return r.Run
	}
	return r.Run + " (" + strings.Join(notes, ", ") + ")"
}

// flaggedKey marks a flagged run's series in panelPoints.
const flaggedKey = "/flagged"

// ownPlanWords is what the picture's title adds, a line of its own,
// where some runs had a plan of their own: their names say it.
func ownPlanWords(p *Panel) string {
	if len(p.OwnPlans) == 0 {
		return ""
	}
	return "\na run whose name gives a plan (\"every …\") ran on that plan instead"
}

// panelPlot draws each run's reported p99 and p99.9 on a log axis, with
// its own model's open, corrected and closed p99 as short reference lines.
func panelPlot(p *Panel) ([]byte, error) {
	pl, legend := plot.New(), plot.NewLegend()
	pl.Title.Text = fmt.Sprintf("What each load generator reports (points; hollow if flagged) against its own model (lines), p99\nthe stalling server: %v per request, %v stalls every %v, one request planned every %v%s",
		Latency(p.Scenario.Service), Latency(p.Scenario.Stall), Latency(p.Scenario.Period), Latency(p.Scenario.Interval), ownPlanWords(p))
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
