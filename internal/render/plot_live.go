package render

import (
	"coordinated-omission/internal/results"
	"fmt"
	"image/color"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

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
	p.Y.Tick.Marker = plot.LogTicks{Prec: -1}
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
		line, err := plotter.NewLine(c.live)
		if err != nil {
			return nil, fmt.Errorf("plot: %s: %w", rec.Name, err)
		}
		line.LineStyle = style
		p.Add(line)
		legend.Add(rec.Name, line)
		if len(c.model) > 0 {
			model, err := plotter.NewLine(c.model)
			if err != nil {
				return nil, fmt.Errorf("plot: %s model: %w", rec.Name, err)
			}
			model.LineStyle = draw.LineStyle{Color: style.Color, Width: vg.Points(0.75)}
			p.Add(model)
		}
	}
	var ticks []plot.Tick
	for _, t := range percentileAxis {
		if t.Value <= most {
			ticks = append(ticks, t)
		}
	}
	p.X.Tick.Marker = plot.ConstantTicks(ticks)
	p.X.Min, p.X.Max = 1, 2*most
	p.Y.Min, p.Y.Max = minMs/2, maxMs*3
	return drawSVG(p, legend, xLabel)
}
