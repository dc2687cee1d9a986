package render

import (
	"fmt"
	"image/color"
	"slices"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"coordinated-omission/internal/results"
)

// randomPlots draws the random model's two pictures if the raw file has
// its experiments; a file without them keeps no stale copy.
func randomPlots(s *results.Sim, l Layout) ([]Output, error) {
	if len(s.Think) == 0 || len(s.Grid) == 0 {
		return []Output{{Path: l.Path(thinkPlotFile), Absent: true}, {Path: l.Path(gridPlotFile), Absent: true}}, nil
	}
	think, err := thinkPlot(s.Think)
	if err != nil {
		return nil, err
	}
	grid, err := gridPlot(s.Grid)
	if err != nil {
		return nil, err
	}
	return []Output{{Path: l.Path(thinkPlotFile), Data: think}, {Path: l.Path(gridPlotFile), Data: grid}}, nil
}

var seriesColors = []color.RGBA{red, blue, green, {R: 0x80, G: 0x30, B: 0xa0, A: 0xff}, {R: 0xd0, G: 0x80, B: 0x10, A: 0xff}, {R: 0x40, G: 0x40, B: 0x40, A: 0xff}}

// thinkPlot draws Schroeder's comparison: the mean response time against
// the load, the theory's curves (Pollaczek–Khinchine for the open loop,
// MVA for the think design at each N) and the simulated points with their
// intervals.
func thinkPlot(pts []results.ThinkPoint) ([]byte, error) {
	pts = slices.SortedFunc(slices.Values(pts), thinkKey)
	p, legend := plot.New(), plot.NewLegend()
	s := float64(pts[0].Scenario.Service)
	p.Title.Text = fmt.Sprintf("Open against closed: mean response time by load\nexponential service, S = %v, no stall; lines exact, points simulated (%d %% intervals)",
		Latency(pts[0].Scenario.Service), pts[0].ConfidencePct)
	p.Y.Label.Text = "mean response time (µs, log scale)"
	p.Y.Scale, p.Y.Tick.Marker = plot.LogScale{}, logTicks{}
	p.Add(plotter.NewGrid())
	var users []int64
	for _, pt := range pts {
		if !slices.Contains(users, pt.Users) {
			users = append(users, pt.Users)
		}
	}
	for k, n := range users {
		c := seriesColors[k%len(seriesColors)]
		line, err := plotter.NewLine(theoryCurve(int(n), s))
		if err != nil {
			return nil, fmt.Errorf("plot: %w", err)
		}
		line.LineStyle = draw.LineStyle{Color: c, Width: vg.Points(1.5)}
		name := "open (P–K)"
		if n > 0 {
			name = fmt.Sprintf("think N = %d (MVA)", n)
		}
		var sim plotter.XYs
		var bars plotter.YErrors
		for _, pt := range pts {
			if pt.Users == n {
				m := float64(pt.MeanNs) / 1e3
				sim = append(sim, plotter.XY{X: float64(pt.LoadPct), Y: m})
				bars = append(bars, bar(m, float64(pt.LoNs)/1e3, float64(pt.HiNs)/1e3))
			}
		}
		p.Add(line)
		scatter, err := withBars(p, sim, bars, c)
		if err != nil {
			return nil, err
		}
		legend.Add(name, line, scatter)
	}
	p.X.Min, p.X.Max = 0, 100
	return drawSVG(p, legend, "server load ρ (%)")
}

// gridSeries is the corrected/open ratio at p99 of the grid's points that
// keep admits, with its intervals, and the least and most of those.
func gridSeries(pts []results.GridPoint, keep func(results.GridPoint) bool) (xys plotter.XYs, bars plotter.YErrors, minY, maxY float64) {
	minY, maxY = 1, 1
	for _, pt := range pts {
		if !keep(pt) {
			continue
		}
		for _, g := range pt.Ratios {
			if g.Name == "corrected/open" && g.Level == results.P99 {
				m, lo, hi := g.Mean.Float(), g.Lo.Float(), g.Hi.Float()
				xys = append(xys, plotter.XY{X: float64(pt.UtilisationPct), Y: m})
				bars = append(bars, bar(m, lo, hi))
				minY, maxY = min(minY, lo), max(maxY, hi)
			}
		}
	}
	return xys, bars, minY, maxY
}

// theoryCurve is the exact mean response time in µs from 5 % to 95 %
// load: M/M/1's, S/(1 − ρ), for the open loop (users 0), MVA's at N
// users otherwise.
func theoryCurve(users int, s float64) plotter.XYs {
	var curve plotter.XYs
	for pct := 5.0; pct <= 95; pct++ {
		rho := pct / 100
		v := s / (1 - rho)
		if users > 0 {
			v = mvaCurve(users, s, rho)
		}
		curve = append(curve, plotter.XY{X: pct, Y: v / 1e3})
	}
	return curve
}

// gridPlot draws the corrected/open ratio at p99 over the grid against
// the utilisation, with Poisson arrivals, one line per service
// distribution and stall, each point's interval as a bar; 1 is the line
// above which the correction would overstate the open loop.
func gridPlot(pts []results.GridPoint) ([]byte, error) {
	p, legend := plot.New(), plot.NewLegend()
	p.Title.Text = fmt.Sprintf("The correction against the open loop, p99, Poisson arrivals\nI = %v; the geometric mean of %d replications with its %d %% interval",
		Latency(pts[0].Scenario.Interval), pts[0].Reps, pts[0].Ratios[0].ConfidencePct)
	p.Y.Label.Text = "corrected p99 / open p99 (log scale)"
	p.Y.Scale, p.Y.Tick.Marker = plot.LogScale{}, logTicks{}
	p.Add(plotter.NewGrid())
	type key struct {
		service string
		stall   bool
	}
	var keys []key
	for _, pt := range pts {
		if k := (key{serviceWord(pt.Scenario.ServiceDist), pt.Scenario.Stall > 0}); !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	minY, maxY := 1.0, 1.0
	for i, k := range keys {
		xys, bars, lo, hi := gridSeries(pts, func(pt results.GridPoint) bool {
			return pt.Scenario.Arrivals == "poisson" && (key{serviceWord(pt.Scenario.ServiceDist), pt.Scenario.Stall > 0}) == k
		})
		minY, maxY = min(minY, lo), max(maxY, hi)
		if len(xys) == 0 {
			continue
		}
		c := seriesColors[i%len(seriesColors)]
		line, err := plotter.NewLine(xys)
		if err != nil {
			return nil, fmt.Errorf("plot: %w", err)
		}
		line.LineStyle = draw.LineStyle{Color: c, Width: vg.Points(1.5)}
		if k.stall {
			line.LineStyle.Dashes = []vg.Length{vg.Points(6), vg.Points(3)}
		}
		p.Add(line)
		points, err := withBars(p, xys, bars, c)
		if err != nil {
			return nil, err
		}
		name := k.service + ", no stall"
		if k.stall {
			name = k.service + ", stalls"
		}
		legend.Add(name, line, points)
	}
	one := referenceLine(0, 100, 1, true)
	p.Add(one)
	legend.Add("1: equal", one)
	p.X.Min, p.X.Max = 0, 100
	p.Y.Min, p.Y.Max = minY/2, max(maxY*2, 2)
	return drawSVG(p, legend, "utilisation (%)")
}

// withBars adds the points xys, each with its interval [y − low, y + high],
// in colour c, and returns the points' glyphs for the legend.
func withBars(p *plot.Plot, xys plotter.XYs, bars plotter.YErrors, c color.RGBA) (*plotter.Scatter, error) {
	scatter, err := plotter.NewScatter(xys)
	if err != nil {
		return nil, fmt.Errorf("plot: %w", err)
	}
	scatter.Color = c
	eb, err := plotter.NewYErrorBars(struct {
		plotter.XYer
		plotter.YErrorer
	}{xys, bars})
	if err != nil {
		return nil, fmt.Errorf("plot: %w", err)
	}
	eb.LineStyle.Color = c
	p.Add(scatter, eb)
	return scatter, nil
}

// bar is a point's interval as error bars: y − lo below, hi − y above.
func bar(y, lo, hi float64) struct{ Low, High float64 } {
	return struct{ Low, High float64 }{y - lo, hi - y}
}
