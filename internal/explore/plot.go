package explore

import (
	"fmt"
	"html"
	"math"
	"strings"

	"coordinated-omission/sim"
)

// The plot's size in SVG units, and its margins.
const (
	plotW, plotH           = 720, 380
	left, right, top, base = 64, 36, 16, 44
	// decades is how far the percentile axis reaches: 1/(1−p) up to
	// 10^decades, p = 99.999 %.
	decades = 5
	steps   = 200 // points a curve is drawn through
)

// colors are the designs' lines, by Designs' order.
var colors = map[string]string{"open": "#111111", "closed": "#d62728", "corrected": "#1f77b4", "plan": "#7f7f7f",
	"skip": "#ff7f0e", "unpaced": "#9467bd", "wrk": "#2ca02c", "think": "#8c564b"}

// plot draws HdrHistogram's percentile plot of the shown designs: latency
// against percentile, the percentile on a log scale of 1/(1−p), as
// HdrHistogram's plotter draws it.
func plot(recs map[string]recording, shown []string) string {
	type point struct{ x, y float64 }
	curves := map[string][]point{}
	yMax := 0.0
	for _, name := range shown {
		r, ok := recs[name]
		if !ok || r.count == 0 {
			continue
		}
		for i := 0; i <= steps; i++ {
			x := decades * float64(i) / steps
			p := sim.Percentile(math.Round(100_000 * (1 - math.Pow(10, -x))))
			y := float64(r.at(p))
			curves[name] = append(curves[name], point{x, y})
			yMax = max(yMax, y)
		}
	}
	yTop, yStep := niceAxis(yMax)
	px := func(x float64) float64 { return left + x/decades*(plotW-left-right) }
	py := func(y float64) float64 { return plotH - base - y/yTop*(plotH-base-top) }
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" role="img" aria-label="latency against percentile">`, plotW, plotH)
	b.WriteString(`<style>text{font:12px sans-serif;fill:#333}.grid{stroke:#ddd}</style>`)
	for i := range int(math.Round(yTop/yStep)) + 1 {
		y := float64(i) * yStep
		fmt.Fprintf(&b, `<line class="grid" x1="%d" x2="%d" y1="%.1f" y2="%.1f"/><text x="%d" y="%.1f" text-anchor="end">%s</text>`,
			left, plotW-right, py(y), py(y), left-6, py(y)+4, html.EscapeString(Duration(int64(y))))
	}
	for d := 0; d <= decades; d++ {
		pct := percentLabel(d)
		fmt.Fprintf(&b, `<line class="grid" x1="%.1f" x2="%.1f" y1="%d" y2="%d"/><text x="%.1f" y="%d" text-anchor="middle">%s</text>`,
			px(float64(d)), px(float64(d)), top, plotH-base, px(float64(d)), plotH-base+16, pct)
	}
	fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle">percentile</text>`, (left+plotW-right)/2, plotH-6)
	for i, name := range shown {
		pts := curves[name]
		if len(pts) == 0 {
			continue
		}
		var path strings.Builder
		for j, p := range pts {
			cmd := "L"
			if j == 0 {
				cmd = "M"
			}
			fmt.Fprintf(&path, "%s%.1f %.1f", cmd, px(p.x), py(p.y))
		}
		fmt.Fprintf(&b, `<path d="%s" fill="none" stroke="%s" stroke-width="2"/>`, path.String(), colors[name])
		fmt.Fprintf(&b, `<text x="%d" y="%d" style="fill:%s">%s</text>`, left+8, top+14+16*i, colors[name], html.EscapeString(name))
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// percentLabel names the percentile at 1/(1−p) = 10^d: "0%", "90%",
// "99.9%".
func percentLabel(d int) string {
	return [...]string{"0%", "90%", "99%", "99.9%", "99.99%", "99.999%"}[d]
}

// niceAxis returns the top of a latency axis that holds max, and its
// step: 1, 2 or 5 times a power of ten, five steps or so.
func niceAxis(maxNs float64) (top, step float64) {
	if maxNs <= 0 {
		return 1, 1
	}
	raw := maxNs / 5
	pow := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5, 10} {
		if step = m * pow; step >= raw {
			break
		}
	}
	return math.Ceil(maxNs/step) * step, step
}
