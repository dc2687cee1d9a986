package render

import (
	"bytes"
	"fmt"
	"image/color"
	"math"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"

	"coordinated-omission/internal/results"
)

// ticksUpTo returns the percentile axis's ticks at x ≤ most: a line
// ends at its max, at x = n, so no tick lies beyond the samples.
func ticksUpTo(most float64) []plot.Tick {
	var ticks []plot.Tick
	for _, t := range percentileAxis {
		if t.Value <= most {
			ticks = append(ticks, t)
		}
	}
	return ticks
}

// percentileAxis labels x = 1/(1−p), the axis of HdrHistogram's percentile
// plots, from 0% to 99.9999%; a plot keeps those within its samples' reach.
var percentileAxis = []plot.Tick{
	{Value: 1, Label: "0%"},
	{Value: 10, Label: "90%"},
	{Value: 100, Label: "99%"},
	{Value: 1e3, Label: "99.9%"},
	{Value: 1e4, Label: "99.99%"},
	{Value: 1e5, Label: "99.999%"},
	{Value: 1e6, Label: "99.9999%"},
}

// The three recordings' lines: solid closed and open, dashed corrected.
var lineStyles = map[string]draw.LineStyle{
	results.Closed:    {Color: color.RGBA{R: 0x1f, G: 0x77, B: 0xb4, A: 0xff}, Width: vg.Points(2)},
	results.Open:      {Color: color.RGBA{R: 0xd6, G: 0x27, B: 0x28, A: 0xff}, Width: vg.Points(2)},
	results.Corrected: {Color: color.RGBA{R: 0x2c, G: 0xa0, B: 0x2c, A: 0xff}, Width: vg.Points(2), Dashes: []vg.Length{vg.Points(6), vg.Points(3)}},
}

// plotSeries returns each recording's percentile points and the latency
// range in ms.
func plotSeries(names []string, hists []histogram) (series map[string][]percentilePoint, minMs, maxMs float64, err error) {
	series = map[string][]percentilePoint{}
	minMs = math.Inf(1)
	for i, set := range names {
		series[set] = hists[i].points()
		for _, pt := range series[set] {
			if pt.us <= 0 {
				return nil, 0, 0, fmt.Errorf("plot: %v has a latency of %v µs; the log scale needs latencies above zero", set, pt.us)
			}
			minMs, maxMs = min(minMs, pt.us/1000), max(maxMs, pt.us/1000)
		}
	}
	return series, minMs, maxMs, nil
}

// percentilePlot draws latency against percentile for the three
// recordings, as an SVG whose bytes depend on the recordings alone. Each
// line ends at its max, placed at its own 1/(1 − p) = n, the rank of the
// largest of n samples, not a decade further. The legend has a strip of
// its own to the right, where no line can run whatever the data.
func percentilePlot(names []string, hists []histogram, caption, subject string) ([]byte, error) {
	series, minMs, maxMs, err := plotSeries(names, hists)
	if err != nil {
		return nil, err
	}
	var most float64
	for _, h := range hists {
		most = max(most, float64(h.h.TotalCount()))
	}
	p, legend := plot.New(), plot.NewLegend()
	p.Title.Text = "Latency by percentile: " + subject + "\n" + caption
	xLabel := "percentile (log scale of 1/(1 − p); each line ends at its max, at 1/(1 − p) = n)"
	p.Y.Label.Text = "latency (ms, log scale)"
	p.X.Scale, p.Y.Scale = plot.LogScale{}, plot.LogScale{}
	p.X.Tick.Marker = plot.ConstantTicks(ticksUpTo(most))
	p.Y.Tick.Marker = logTicks{}
	p.X.Min, p.X.Max = 1, 2*max(most, 10)
	p.Y.Min, p.Y.Max = minMs/2, maxMs*3 // lift both ends off the frame
	p.Add(plotter.NewGrid())
	var maxAt plotter.XY // the end of the line that reaches furthest right
	for i, set := range names {
		n := float64(hists[i].h.TotalCount())
		xys := make(plotter.XYs, 0, len(series[set]))
		for _, pt := range series[set] {
			xys = append(xys, plotter.XY{X: min(pt.inverse, n), Y: pt.us / 1000})
		}
		if end := xys[len(xys)-1]; end.X >= maxAt.X {
			maxAt = end
		}
		line, err := plotter.NewLine(xys)
		if err != nil {
			return nil, fmt.Errorf("plot: %v: %w", set, err)
		}
		line.LineStyle = lineStyles[set]
		p.Add(line)
		legend.Add(set, line)
	}
	labels, err := plotter.NewLabels(plotter.XYLabels{XYs: plotter.XYs{maxAt}, Labels: []string{"max"}})
	if err != nil {
		return nil, fmt.Errorf("plot: %w", err)
	}
	labels.Offset = vg.Point{X: -vg.Points(10), Y: vg.Points(6)}
	p.Add(labels)
	return drawSVG(p, legend, xLabel)
}

// drawSVG draws p, its x axis's label xLabel, and legend in a strip to the
// right of the plotting area where no line can run, and returns the SVG.
// It draws the label itself: gonum centres an axis label's glyph box at
// the linear middle of the axis range, which on a log axis lies near its
// right end, and then shrinks the plot to make room for it.
func drawSVG(p *plot.Plot, legend plot.Legend, xLabel string) ([]byte, error) {
	const width, height, strip = 9 * vg.Inch, 4.5 * vg.Inch, 2 * vg.Inch
	// vgsvg directly, rather than p.WriterTo, links only the SVG backend.
	canvas := vgsvg.New(width, height)
	dc := draw.New(canvas)
	label := p.X.Label.TextStyle
	label.XAlign = draw.XCenter
	lh := label.Height(xLabel) + p.X.Label.Padding
	dc.FillText(label, vg.Point{X: (width - strip) / 2, Y: label.FontExtents().Descent}, xLabel)
	p.Draw(draw.Crop(dc, 0, -strip, lh, 0))
	legend.Top, legend.Left = true, true
	legend.Padding = vg.Points(3)
	legend.YOffs = -vg.Points(48)
	legend.Draw(draw.Crop(dc, width-strip+vg.Points(8), 0, 0, 0))
	var b bytes.Buffer
	if _, err := canvas.WriteTo(&b); err != nil {
		return nil, fmt.Errorf("plot: %w", err)
	}
	return b.Bytes(), nil
}

// Caption describes the scenario a picture shows, in one line.
func (fg Scenario) Caption() string { return fg.captionOf() + fmt.Sprintf(", N = %v", fg.Connections) }

// captionOf is the caption without the connections.
func (fg Scenario) captionOf() string {
	stalls := "no stalls"
	if fg.Stall > 0 {
		stalls = fmt.Sprintf("D = %v every %v from %v", fg.Stall, fg.Period, fg.FirstStall)
	}
	c := fmt.Sprintf("S = %v, I = %v, %s, T = %v", fg.Service, fg.Interval, stalls, fg.Duration)
	if fg.RTT > 0 {
		c += fmt.Sprintf(", L = %v", fg.RTT)
	}
	if fg.ExpectedGiven {
		c += fmt.Sprintf(", E = %v", fg.Expected)
	}
	return c
}

// logTicks are gonum's log-scale ticks, each label the shortest decimal
// of its value to 12 significant digits: 10^−5 is computed as
// 9.999999999999999e-06, which Prec −1 would print as it is.
type logTicks struct{}

func (logTicks) Ticks(lo, hi float64) []plot.Tick {
	ticks := plot.LogTicks{Prec: -1}.Ticks(lo, hi)
	for i, t := range ticks {
		if t.Label != "" {
			v, _ := strconv.ParseFloat(strconv.FormatFloat(t.Value, 'g', 12, 64), 64)
			ticks[i].Label = strconv.FormatFloat(v, 'g', -1, 64)
		}
	}
	return ticks
}
