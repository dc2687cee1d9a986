package audit

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
)

// maxDots bounds the picture's dots: a longer log shows every k-th
// request, and the caption says so.
const maxDots = 20_000

// rateBins is how many strips of time the send rate is counted in.
const rateBins = 200

// Picture draws the audit: latency against time, one dot per request as
// recorded and the lower bound beside it, on a log scale, and the send
// rate as a strip below, where the gaps of a closed loop that stopped
// sending show at a glance. reqs are sorted by send, as Audit leaves them.
func (r *Result) Picture(reqs []Request, title string) ([]byte, error) {
	start := r.Plan.StartNs
	ms := func(v int64) float64 { return math.Max(float64(v)/1e6, 1e-3) }
	stride := max(1, (len(reqs)+maxDots-1)/maxDots)
	var dots plotter.XYs // at most maxDots
	for i := 0; i < len(reqs); i += stride {
		dots = append(dots, plotter.XY{X: float64(reqs[i].SendNs-start) / 1e9, Y: ms(reqs[i].LatencyNs)})
	}
	xys := func(c []Point) plotter.XYs {
		out := make(plotter.XYs, len(c))
		for i, p := range c {
			out[i] = plotter.XY{X: float64(p.AtNs) / 1e9, Y: ms(p.LatencyNs)}
		}
		return out
	}
	bound, replay := xys(r.BoundCurve), xys(r.ReplayCurve)
	top := plot.New()
	top.Y.Min, top.Y.Max = logRange(dots, bound, replay)
	top.Title.Text = title
	top.Y.Label.Text = "latency (ms, log scale)"
	top.Y.Scale = plot.LogScale{}
	top.Y.Tick.Marker = plot.LogTicks{Prec: -1}
	sc, err := plotter.NewScatter(dots)
	if err != nil {
		return nil, err
	}
	sc.GlyphStyle = draw.GlyphStyle{Color: color.RGBA{R: 31, G: 119, B: 180, A: 255}, Radius: vg.Points(1.2), Shape: draw.CircleGlyph{}}
	line, err := plotter.NewLine(bound)
	if err != nil {
		return nil, err
	}
	line.Color, line.Width = color.RGBA{R: 214, G: 39, B: 40, A: 255}, vg.Points(1.5)
	again, err := plotter.NewLine(replay)
	if err != nil {
		return nil, err
	}
	again.Color, again.Width = color.RGBA{R: 148, G: 103, B: 189, A: 255}, vg.Points(1)
	again.Dashes = []vg.Length{vg.Points(3), vg.Points(2)}
	top.Add(sc, again, line)
	what := "as recorded, one dot per request"
	if stride > 1 {
		what = "as recorded, every " + ordinal(stride) + " request"
	}
	top.Legend.Add(what, sc)
	top.Legend.Add("the lower bound, the most of each stretch of slots", line)
	top.Legend.Add("the server-pause replay, the same way", again)
	top.Legend.Top = true
	top.Legend.XOffs, top.Legend.YOffs = -legendRoom, -2*vg.Millimeter

	spanNs := max(1, reqs[len(reqs)-1].SendNs-start)
	bottom, err := r.rateStrip(reqs, spanNs)
	if err != nil {
		return nil, err
	}
	top.X.Min, top.X.Max = 0, float64(spanNs)/1e9
	bottom.X.Min, bottom.X.Max = top.X.Min, top.X.Max
	return drawTiles(top, bottom)
}

// rateStrip is the picture's strip below: the requests sent a second,
// counted in rateBins strips of time, beside the plan's rate.
func (r *Result) rateStrip(reqs []Request, spanNs int64) (*plot.Plot, error) {
	start := r.Plan.StartNs
	binNs := max(1, (spanNs+rateBins-1)/rateBins)
	counts := make([]float64, spanNs/binNs+1)
	for _, q := range reqs {
		counts[(q.SendNs-start)/binNs]++
	}
	rate := make(plotter.XYs, len(counts))
	for i, c := range counts {
		rate[i] = plotter.XY{X: float64(int64(i)*binNs) / 1e9, Y: c / (float64(binNs) / 1e9)}
	}
	bottom := plot.New()
	bottom.X.Label.Text = "time since the first send (s)"
	bottom.Y.Label.Text = "sends a second"
	bars, err := plotter.NewLine(rate)
	if err != nil {
		return nil, err
	}
	bars.StepStyle, bars.Color = plotter.PostStep, color.RGBA{R: 44, G: 160, B: 44, A: 255}
	planned, err := plotter.NewLine(planRate(r.Plan.IntervalNs, spanNs))
	if err != nil {
		return nil, err
	}
	planned.Dashes, planned.Color = []vg.Length{vg.Points(4), vg.Points(3)}, color.Gray{Y: 90}
	bottom.Add(bars, planned)
	// the legend's two rows take the top of the strip, above every curve
	bottom.Y.Min, bottom.Y.Max = 0, stripTop(rate, planned.XYs)
	bottom.Legend.Add("sent", bars)
	bottom.Legend.Add("the plan", planned)
	bottom.Legend.Top = true
	bottom.Legend.XOffs = -legendRoom
	return bottom, nil
}

// stripTop is the rate strip's top: the highest of its curves, over the
// share of the strip below its legend, so that the legend sits above them.
func stripTop(sets ...plotter.XYs) float64 {
	top := 0.0
	for _, set := range sets {
		for _, p := range set {
			top = math.Max(top, p.Y)
		}
	}
	return math.Max(top, 1) / stripBelowLegend
}

// stripBelowLegend is the share of the rate strip's height below its
// legend of two rows.
const stripBelowLegend = 0.55

// ordinal is n as an ordinal number in English: 2nd, 3rd, 11th, 21st.
func ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return fmt.Sprint(n) + suffix
}

// legendRoom moves a legend left from the plot's right edge, so that its
// samples stay on the canvas.
const legendRoom = 24 * vg.Millimeter

// drawTiles draws top above bottom, which takes the lower 30 %, as SVG.
func drawTiles(top, bottom *plot.Plot) ([]byte, error) {
	const w, h = 8 * vg.Inch, 6 * vg.Inch
	top.X.Tick.Marker, bottom.X.Tick.Marker, bottom.Y.Tick.Marker = plainTicks{}, plainTicks{}, plainTicks{}
	canvas := vgsvg.New(w, h)
	dc := draw.New(canvas)
	upper := draw.Canvas{Canvas: dc.Canvas, Rectangle: vg.Rectangle{Min: vg.Point{X: 0, Y: h * 0.3}, Max: vg.Point{X: w, Y: h}}}
	lower := draw.Canvas{Canvas: dc.Canvas, Rectangle: vg.Rectangle{Min: vg.Point{X: 0, Y: 0}, Max: vg.Point{X: w, Y: h * 0.3}}}
	top.Draw(upper)
	bottom.Draw(lower)
	var b bytes.Buffer
	if _, err := canvas.WriteTo(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// plainTicks are gonum's default ticks on a linear axis, each label
// written as briefly as its value allows: 25, not the 25.00 gonum
// writes for a step of 2.5 times a power of ten.
type plainTicks struct{}

func (plainTicks) Ticks(min, max float64) []plot.Tick {
	ticks := plot.DefaultTicks{}.Ticks(min, max)
	for i := range ticks {
		if ticks[i].Label != "" {
			ticks[i].Label = plainNumber(ticks[i].Value)
		}
	}
	return ticks
}

// plainNumber is v to ten significant digits, with no trailing zeros:
// 25, 0.5, 1200, and 0.3 for 0.30000000000000004.
func plainNumber(v float64) string {
	r, _ := strconv.ParseFloat(strconv.FormatFloat(v, 'g', 10, 64), 64)
	return strconv.FormatFloat(r, 'f', -1, 64)
}

// logRange is the latency axis's range: from a third of the least value
// to three times the most, so that neither lies on an edge, and never
// empty or below a ns, which a log scale cannot draw (every latency
// equal, or 0 at a log's resolution).
func logRange(sets ...plotter.XYs) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, set := range sets {
		for _, p := range set {
			lo, hi = math.Min(lo, p.Y), math.Max(hi, p.Y)
		}
	}
	if math.IsInf(lo, 1) {
		lo, hi = 1e-3, 1e-3
	}
	return math.Max(lo/3, 1e-6), math.Max(hi*3, lo*9)
}

// planRate is the plan's sends a second, level from the first send to
// spanNs after it: its line on the picture's lower panel.
func planRate(intervalNs, spanNs int64) plotter.XYs {
	perSecond := 1e9 / float64(intervalNs)
	return plotter.XYs{{X: 0, Y: perSecond}, {X: float64(spanNs) / 1e9, Y: perSecond}}
}
