package audit

import (
	"image/color"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"coordinated-omission/internal/coarse"
)

// intervalsPicture draws a log of intervals' audit: above, on a log
// scale, each interval's longest latency as the log gives it, and the
// slow moment the bound and the estimate give it (the least latency and
// its pause); below, the requests answered each second against the
// plan's, where a closed loop that waited out a slow moment shows its
// gap.
func intervalsPicture(r *coarse.Result, title string) ([]byte, error) {
	ms := func(v int64) float64 { return math.Max(float64(v)/1e6, 1e-3) }
	var tail, bound, est plotter.XYs
	var sent, planned plotter.XYs
	for _, row := range r.Rows {
		x := float64(row.AtNs) / 1e9
		mid := x + float64(row.WidthNs)/2e9
		if row.TailNs > 0 {
			tail = append(tail, plotter.XY{X: mid, Y: ms(row.TailNs)})
		}
		if row.BoundPauseNs > 0 {
			bound = append(bound, plotter.XY{X: mid, Y: ms(r.LeastNs + row.BoundPauseNs)})
		}
		if row.PauseNs > 0 {
			est = append(est, plotter.XY{X: mid, Y: ms(r.LeastNs + row.PauseNs)})
		}
		perSec := 1e9 / float64(row.WidthNs)
		sent = append(sent, plotter.XY{X: x, Y: float64(row.Sent) * perSec})
		planned = append(planned, plotter.XY{X: x, Y: row.Planned * perSec})
	}
	if n := len(r.Rows); n > 0 {
		end := float64(r.Rows[n-1].AtNs+r.Rows[n-1].WidthNs) / 1e9
		sent = append(sent, plotter.XY{X: end, Y: sent[n-1].Y})
		planned = append(planned, plotter.XY{X: end, Y: planned[n-1].Y})
	}
	top, err := intervalsTop(title, tail, bound, est, float64(r.LeastNs)/1e6)
	if err != nil {
		return nil, err
	}
	bottom, err := intervalsBottom(sent, planned)
	if err != nil {
		return nil, err
	}
	if n := len(sent); n > 0 {
		top.X.Min, top.X.Max = 0, sent[n-1].X
		bottom.X.Min, bottom.X.Max = 0, sent[n-1].X
	}
	return drawTiles(top, bottom)
}

// logMiddle is the middle of lo to hi on a log scale.
func logMiddle(lo, hi float64) float64 { return math.Sqrt(lo * hi) }

// noTailNote is the upper panel's words where the log gives no
// interval's own latencies (Locust's history without
// --csv-full-history): the audit's text says why, and what to set.
const noTailNote = "no interval's own latencies: the log states the whole run's (the audit's text says why)"

// intervalsTop is the picture's upper panel: each interval's longest
// latency, and the slow moments the estimate and the bound give it.
func intervalsTop(title string, tail, bound, est plotter.XYs, leastMs float64) (*plot.Plot, error) {
	top := plot.New()
	top.Title.Text = title
	top.Y.Label.Text = "latency (ms, log scale)"
	top.Y.Scale = plot.LogScale{}
	top.Y.Tick.Marker = plot.LogTicks{Prec: -1}
	// the least latency, where the log gives one, is the foot of each slow
	// moment drawn; 0 (Artillery's summaries keep whole ms) would stretch
	// the scale to the floor of ms for nothing drawn there
	var least plotter.XYs
	if leastMs > 0 {
		least = plotter.XYs{{Y: leastMs}}
	}
	top.Y.Min, top.Y.Max = logRange(tail, bound, est, least)
	blue, red, purple := color.RGBA{R: 31, G: 119, B: 180, A: 255}, color.RGBA{R: 214, G: 39, B: 40, A: 255}, color.RGBA{R: 148, G: 103, B: 189, A: 255}
	add := func(xys plotter.XYs, c color.Color, shape draw.GlyphDrawer, legend string) error {
		if len(xys) == 0 {
			return nil
		}
		sc, err := plotter.NewScatter(xys)
		if err != nil {
			return err
		}
		sc.GlyphStyle = draw.GlyphStyle{Color: c, Radius: vg.Points(2), Shape: shape}
		top.Add(sc)
		top.Legend.Add(legend, sc)
		return nil
	}
	for _, s := range []struct {
		xys    plotter.XYs
		c      color.Color
		shape  draw.GlyphDrawer
		legend string
	}{{tail, blue, draw.CircleGlyph{}, "each interval's longest latency, as recorded"},
		{est, purple, draw.TriangleGlyph{}, "the estimate's slow moment: least latency + pause"},
		{bound, red, draw.BoxGlyph{}, "the bound's: least latency + the pause it proves"}} {
		if err := add(s.xys, s.c, s.shape, s.legend); err != nil {
			return nil, err
		}
	}
	if len(tail) == 0 {
		// an empty panel would look like a drawing that failed: say why
		note, err := plotter.NewLabels(plotter.XYLabels{XYs: plotter.XYs{{X: 0, Y: logMiddle(top.Y.Min, top.Y.Max)}}, Labels: []string{noTailNote}})
		if err != nil {
			return nil, err
		}
		note.Offset = vg.Point{X: 4 * vg.Millimeter}
		top.Add(note)
	}
	top.Legend.Top = true
	top.Legend.XOffs, top.Legend.YOffs = -legendRoom, -2*vg.Millimeter
	return top, nil
}

// intervalsBottom is the picture's lower panel: the requests answered a
// second in each interval, against the plan's.
func intervalsBottom(sent, planned plotter.XYs) (*plot.Plot, error) {
	bottom := plot.New()
	bottom.X.Label.Text = "time since the first interval (s)"
	bottom.Y.Label.Text = "requests a second"
	got, err := plotter.NewLine(sent)
	if err != nil {
		return nil, err
	}
	got.StepStyle, got.Color = plotter.PostStep, color.RGBA{R: 44, G: 160, B: 44, A: 255}
	plan, err := plotter.NewLine(planned)
	if err != nil {
		return nil, err
	}
	plan.StepStyle, plan.Dashes, plan.Color = plotter.PostStep, []vg.Length{vg.Points(4), vg.Points(3)}, color.Gray{Y: 90}
	bottom.Add(got, plan)
	bottom.Legend.Add("answered", got)
	bottom.Legend.Add("the plan", plan)
	bottom.Legend.Top = true
	bottom.Legend.XOffs = -legendRoom
	bottom.Y.Min, bottom.Y.Max = 0, stripTop(sent, planned) // room above the curves for the legend
	return bottom, nil
}
