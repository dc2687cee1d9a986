package render

import (
	"fmt"
	"image/color"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"coordinated-omission/internal/results"
)

// This file draws the two pictures beside the percentile plot: the
// connections sweep's, and the live run's.

// connectionsPlot draws the closed and corrected p90 and p99 against the
// closed loop's connections, on log axes, with the open loop's p90 and p99
// as reference lines: the truth each closed line should reach.
func connectionsPlot(conns []results.ConnsPoint, fg *Figures) ([]byte, error) {
	pts := connsPoints(conns)
	if len(pts) == 0 {
		return nil, fmt.Errorf("plot: the connections sweep has no points")
	}
	p, legend := plot.New(), plot.NewLegend()
	p.Title.Text = "The closed loop and the correction against the connections\n" + fg.captionOf()
	xLabel := "closed-loop connections N (log scale)"
	p.Y.Label.Text = "latency (ms, log scale)"
	p.X.Scale, p.Y.Scale = plot.LogScale{}, plot.LogScale{}
	p.X.Tick.Marker, p.Y.Tick.Marker = logTicks{}, logTicks{}
	p.Add(plotter.NewGrid())
	lo, hi := float64(pts[0].N), float64(pts[len(pts)-1].N)
	minMs, maxMs := float64(fg.Open.Max)/1e6, float64(fg.Open.Max)/1e6
	for _, s := range []struct {
		name string
		rec  func(ConnsPoint) map[Level]Latency
		p    Level
		c    color.RGBA
		dash bool
	}{
		{"closed p90", func(pt ConnsPoint) map[Level]Latency { return pt.Closed }, results.P90, blue, false},
		{"closed p99", func(pt ConnsPoint) map[Level]Latency { return pt.Closed }, results.P99, blue, true},
		{"corrected p90", func(pt ConnsPoint) map[Level]Latency { return pt.Corrected }, results.P90, green, false},
		{"corrected p99", func(pt ConnsPoint) map[Level]Latency { return pt.Corrected }, results.P99, green, true},
	} {
		xys := make(plotter.XYs, len(pts))
		for i, pt := range pts {
			ms := float64(s.rec(pt)[s.p]) / 1e6
			xys[i] = plotter.XY{X: float64(pt.N), Y: ms}
			minMs, maxMs = min(minMs, ms), max(maxMs, ms)
		}
		line, points, err := plotter.NewLinePoints(xys)
		if err != nil {
			return nil, fmt.Errorf("plot: %s: %w", s.name, err)
		}
		line.LineStyle = draw.LineStyle{Color: s.c, Width: vg.Points(2)}
		if s.dash {
			line.LineStyle.Dashes = []vg.Length{vg.Points(6), vg.Points(3)}
		}
		points.Color = s.c
		p.Add(line, points)
		legend.Add(s.name, line, points)
	}
	for _, ref := range []struct {
		name string
		p    Level
		dash bool
	}{{"open p90 (truth)", results.P90, false}, {"open p99 (truth)", results.P99, true}} {
		ms := float64(fg.Open.at[ref.p]) / 1e6
		minMs = min(minMs, ms)
		line := referenceLine(lo, hi, ms, ref.dash)
		p.Add(line)
		legend.Add(ref.name, line)
	}
	p.X.Min, p.X.Max = lo/1.5, hi*1.5
	p.Y.Min, p.Y.Max = minMs/2, maxMs*3
	return drawSVG(p, legend, xLabel)
}

var (
	blue  = color.RGBA{R: 0x1f, G: 0x77, B: 0xb4, A: 0xff}
	red   = color.RGBA{R: 0xd6, G: 0x27, B: 0x28, A: 0xff}
	green = color.RGBA{R: 0x2c, G: 0xa0, B: 0x2c, A: 0xff}
)

// referenceLine is a thin red horizontal line at ms from x = lo to hi.
func referenceLine(lo, hi, ms float64, dash bool) *plotter.Line {
	line := &plotter.Line{XYs: plotter.XYs{{X: lo, Y: ms}, {X: hi, Y: ms}}}
	line.LineStyle = draw.LineStyle{Color: red, Width: vg.Points(1)}
	if dash {
		line.LineStyle.Dashes = []vg.Length{vg.Points(6), vg.Points(3)}
	}
	return line
}

// liveColours extend the three recordings' colours to the two tools.
var liveColours = map[string]color.RGBA{
	results.Closed: blue, results.Open: red, results.Corrected: green,
	results.Vegeta: {R: 0xff, G: 0x7f, B: 0x0e, A: 0xff},
	results.Hey:    {R: 0x94, G: 0x67, B: 0xbd, A: 0xff},
}

// liveCurve is one recording's curve from the live file's sweep lines:
// live and, if it has one, the model's.
type liveCurve struct {
	live, model plotter.XYs
}

// curvesOf groups the live sweep's points by recording: x = n/above = 1/(1 − p).
func curvesOf(pts []results.CurvePoint) map[string]*liveCurve {
	curves := map[string]*liveCurve{}
	for _, pt := range pts {
		c := curves[pt.Recording]
		if c == nil {
			c = &liveCurve{}
			curves[pt.Recording] = c
		}
		x := float64(pt.N) / float64(pt.Above)
		c.live = append(c.live, plotter.XY{X: x, Y: float64(pt.LiveNs) / 1e6})
		if pt.ModelNs > 0 {
			c.model = append(c.model, plotter.XY{X: x, Y: float64(pt.ModelNs) / 1e6})
		}
	}
	return curves
}

// livePlot draws each live recording's percentile curve, thick, with the
// model's as a thin line of the same colour, on the axes of the
// percentiles plot.
func livePlot(pts []results.CurvePoint, lv *Live) ([]byte, error) {
	curves := curvesOf(pts)
	p, legend := plot.New(), plot.NewLegend()
	p.Title.Text = "Latency by percentile, live on loopback (thick) and the model (thin)\n" + lv.Scenario.Caption() + ", " + lv.Scenario.Duration.String() + " each"
	xLabel := "percentile (log scale of 1/(1 − p); each line ends at its max, at 1/(1 − p) = n)"
	p.Y.Label.Text = "latency (ms, log scale)"
	p.X.Scale, p.Y.Scale = plot.LogScale{}, plot.LogScale{}
	p.Y.Tick.Marker = logTicks{}
	p.Add(plotter.NewGrid())
	most, minMs, maxMs := 10.0, 1e18, 0.0
	for _, rec := range lv.Recordings {
		c := curves[rec.Name]
		if c == nil || len(c.live) == 0 {
			return nil, fmt.Errorf("plot: no live sweep points for %s", rec.Name)
		}
		for _, xys := range []plotter.XYs{c.live, c.model} {
			for _, pt := range xys {
				most, minMs, maxMs = max(most, pt.X), min(minMs, pt.Y), max(maxMs, pt.Y)
			}
		}
		style := draw.LineStyle{Color: liveColours[rec.Name], Width: vg.Points(2)}
		if rec.Name == results.Corrected {
			style.Dashes = []vg.Length{vg.Points(6), vg.Points(3)}
		}
		name := rec.Name
		if rec.Flagged { // dotted, and named so: not a finding
			style.Dashes, name = []vg.Length{vg.Points(1.5), vg.Points(2.5)}, name+" (flagged)"
		}
		line, err := plotter.NewLine(c.live)
		if err != nil {
			return nil, fmt.Errorf("plot: %s: %w", rec.Name, err)
		}
		line.LineStyle = style
		p.Add(line)
		legend.Add(name, line)
		if len(c.model) > 0 {
			model, err := plotter.NewLine(c.model)
			if err != nil {
				return nil, fmt.Errorf("plot: %s model: %w", rec.Name, err)
			}
			model.LineStyle = draw.LineStyle{Color: style.Color, Width: vg.Points(0.75)}
			p.Add(model)
		}
	}
	p.X.Tick.Marker = plot.ConstantTicks(ticksUpTo(most))
	p.X.Min, p.X.Max = 1, 2*most
	p.Y.Min, p.Y.Max = minMs/2, maxMs*3
	return drawSVG(p, legend, xLabel)
}
