package render

import (
	"bytes"
	"fmt"
	"image/color"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"
)

// percentileAxis labels x = 1/(1−p), the axis of HdrHistogram's percentile
// plots, at 0%, 90%, 99%, 99.9% and 99.99%; the max is drawn one decade on.
var percentileAxis = []plot.Tick{
	{Value: 1, Label: "0%"},
	{Value: 10, Label: "90%"},
	{Value: 100, Label: "99%"},
	{Value: 1e3, Label: "99.9%"},
	{Value: 1e4, Label: "99.99%"},
}

// The three recordings' lines: solid closed and open, dashed corrected.
var lineStyles = map[string]draw.LineStyle{
	"closed":    {Color: color.RGBA{R: 0x1f, G: 0x77, B: 0xb4, A: 0xff}, Width: vg.Points(2)},
	"open":      {Color: color.RGBA{R: 0xd6, G: 0x27, B: 0x28, A: 0xff}, Width: vg.Points(2)},
	"corrected": {Color: color.RGBA{R: 0x2c, G: 0xa0, B: 0x2c, A: 0xff}, Width: vg.Points(2), Dashes: []vg.Length{vg.Points(6), vg.Points(3)}},
}

// plotSeries returns each recording's percentile points, the x axis's end
// (the decade after the last finite 1/(1−p)), and the latency range in ms.
func plotSeries(names []string, hists []histogram) (series map[string][]percentilePoint, xMax, minMs, maxMs float64, err error) {
	series = map[string][]percentilePoint{}
	lastFinite := 1e4
	minMs = math.Inf(1)
	for i, set := range names {
		series[set] = hists[i].points()
		for _, pt := range series[set] {
			if pt.us <= 0 {
				return nil, 0, 0, 0, fmt.Errorf("plot: %v has a latency of %v µs; the log scale needs latencies above zero", set, pt.us)
			}
			if !math.IsInf(pt.inverse, 1) {
				lastFinite = max(lastFinite, pt.inverse)
			}
			minMs, maxMs = min(minMs, pt.us/1000), max(maxMs, pt.us/1000)
		}
	}
	return series, math.Pow(10, math.Floor(math.Log10(lastFinite))+1), minMs, maxMs, nil
}

// percentilePlot draws latency against percentile for the three
// recordings, as an SVG whose bytes depend on the recordings alone.
func percentilePlot(names []string, hists []histogram) ([]byte, error) {
	series, xMax, minMs, maxMs, err := plotSeries(names, hists)
	if err != nil {
		return nil, err
	}

	p := plot.New()
	p.Title.Text = "Latency by percentile: one server timeline, three recordings"
	p.X.Label.Text = "percentile (axis: 1/(1 − p))"
	p.Y.Label.Text = "latency (ms, log scale)"
	p.X.Scale, p.Y.Scale = plot.LogScale{}, plot.LogScale{}
	p.X.Tick.Marker = plot.ConstantTicks(append(append([]plot.Tick{}, percentileAxis...), plot.Tick{Value: xMax, Label: "max"}))
	p.Y.Tick.Marker = plot.LogTicks{Prec: -1}
	p.X.Min, p.X.Max = 1, xMax
	// Room below the smallest and above the largest latency lifts both
	// lines off the frame.
	p.Y.Min, p.Y.Max = minMs/2, maxMs*3
	p.Add(plotter.NewGrid())
	// The legend sits between the 99th and 99.9th percentiles, between the
	// closed loop's floor and the open loop's plateau, where no line runs.
	p.Legend.Top, p.Legend.Left = false, true
	p.Legend.XOffs, p.Legend.YOffs = vg.Points(215), vg.Points(84)
	p.Legend.Padding = vg.Points(3)

	for _, set := range names {
		xys := make(plotter.XYs, 0, len(series[set]))
		for _, pt := range series[set] {
			x := pt.inverse
			if math.IsInf(x, 1) {
				x = xMax
			}
			xys = append(xys, plotter.XY{X: x, Y: pt.us / 1000})
		}
		line, err := plotter.NewLine(xys)
		if err != nil {
			return nil, fmt.Errorf("plot: %v: %w", set, err)
		}
		line.LineStyle = lineStyles[set]
		p.Add(line)
		p.Legend.Add(set, line)
	}
	// vgsvg directly, rather than p.WriterTo, links only the SVG backend.
	canvas := vgsvg.New(8*vg.Inch, 4.5*vg.Inch)
	p.Draw(draw.New(canvas))
	var b bytes.Buffer
	if _, err := canvas.WriteTo(&b); err != nil {
		return nil, fmt.Errorf("plot: %w", err)
	}
	return b.Bytes(), nil
}
