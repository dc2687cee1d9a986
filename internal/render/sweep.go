package render

import (
	"cmp"
	"coordinated-omission/internal/results"
	"fmt"
	"slices"
	"strconv"
	"time"
)

// A sweepRatio is one ratio of the sweep and the direction the claim needs.
type sweepRatio struct {
	name     string // e.g. "open/closed"
	num, den string // recordings
	above1   bool   // the claim: num > den (true) or num < den (false)
	decimals int
}

var sweepRatios = []sweepRatio{
	{"open/closed", results.Open, results.Closed, true, 1},
	{"corrected/open", results.Corrected, results.Open, false, 3},
}

// sweepPoint is one point of the load sweep.
type sweepPoint struct {
	coords [2]string // the two axes' values, for a reader
	results.LoadPoint
}

func (pt sweepPoint) ns(rec string, percentile Level) (int64, error) {
	v, ok := pt.AtNs[rec][percentile]
	if !ok {
		return 0, fmt.Errorf("the load sweep has no %s %s", rec, percentile)
	}
	return v, nil // results.Decode has checked that it is positive
}

// of returns the ratio at pt and whether it points the claimed way.
func (r sweepRatio) of(pt sweepPoint, percentile Level) (float64, bool, error) {
	num, err := pt.ns(r.num, percentile)
	if err != nil {
		return 0, false, err
	}
	den, err := pt.ns(r.den, percentile)
	if err != nil {
		return 0, false, err
	}
	return float64(num) / float64(den), (num > den) == r.above1 && num != den, nil
}

// loadPoints returns the load sweep's points with their two axes.
func (d *Doc) loadPoints() ([]sweepPoint, [2]string, error) {
	axes := [2]string{results.LoadAxes[0], results.LoadAxes[1]}
	var pts []sweepPoint
	for _, p := range d.sim.Load {
		pts = append(pts, sweepPoint{coords: [2]string{p.Utilisation, Latency(p.Stall).String()}, LoadPoint: p})
	}
	if len(pts) == 0 {
		return nil, axes, fmt.Errorf("no %s sweep lines in the raw file", results.LoadSweep)
	}
	return pts, axes, nil
}

// distinct returns the distinct values of f over pts, in first-seen order.
func distinct(pts []sweepPoint, f func(sweepPoint) string) []string {
	var out []string
	for _, pt := range pts {
		if v := f(pt); !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// sweepTable lays out one percentile of the load sweep: a row per value of
// the first axis, a column per ratio and value of the second.
func sweepTable(percentile Level) func(*Doc) (table, error) {
	return func(d *Doc) (table, error) {
		pts, axes, err := d.loadPoints()
		if err != nil {
			return table{}, err
		}
		rows := distinct(pts, func(pt sweepPoint) string { return pt.coords[0] })
		cols := distinct(pts, func(pt sweepPoint) string { return pt.coords[1] })
		t := table{header: []string{axes[0]}}
		for _, r := range sweepRatios {
			for _, c := range cols {
				t.header = append(t.header, fmt.Sprintf("%s %s, %s %s", r.name, percentile, c, axes[1]))
			}
		}
		for _, row := range rows {
			cells := []string{row}
			for _, r := range sweepRatios {
				for _, col := range cols {
					i := slices.IndexFunc(pts, func(pt sweepPoint) bool { return pt.coords == [2]string{row, col} })
					if i < 0 {
						return t, fmt.Errorf("the sweep has no point at %s %s, %s %s", axes[0], row, axes[1], col)
					}
					v, _, err := r.of(pts[i], percentile)
					if err != nil {
						return t, err
					}
					cells = append(cells, strconv.FormatFloat(v, 'f', r.decimals, 64))
				}
			}
			t.rows = append(t.rows, cells)
		}
		return t, nil
	}
}

// readable writes a Go duration ("200µs", "1.2s") in the report's unit
// style ("200 µs", "1.2 s"), and leaves any other value as it is.
func readable(v string) string {
	if d, err := time.ParseDuration(v); err == nil {
		return Latency(d).String()
	}
	return v
}

// A SweepSummary is what the prose says about the load sweep.
type SweepSummary struct {
	Points, Checks int
	First, Last    string   // of the first axis
	Stalls         []string // the second axis's values
	Intervals      []string
	Periods        []string // the distinct periods, shortest first
	PeriodsPer     int      // how many periods each point ran for
	Exceptions     []string // where a ratio did not point the claimed way
	Ranges         []SweepRange
}

// A SweepRange is the least and the most of one ratio over the sweep.
type SweepRange struct{ Name, Percentile, Min, Max string }

// Sweep summarizes the load sweep.
func (d *Doc) Sweep() (SweepSummary, error) {
	pts, axes, err := d.loadPoints()
	if err != nil {
		return SweepSummary{}, err
	}
	s := SweepSummary{Points: len(pts)}
	firsts := distinct(pts, func(pt sweepPoint) string { return pt.coords[0] })
	s.First, s.Last = firsts[0], firsts[len(firsts)-1]
	s.Stalls = distinct(pts, func(pt sweepPoint) string { return pt.coords[1] })
	s.Intervals = distinct(pts, func(pt sweepPoint) string { return Latency(pt.Interval).String() })
	periods := distinct(pts, func(pt sweepPoint) string { return pt.Period.String() })
	slices.SortFunc(periods, func(a, b string) int {
		x, _ := time.ParseDuration(a)
		y, _ := time.ParseDuration(b)
		return cmp.Compare(x, y)
	})
	for _, p := range periods {
		s.Periods = append(s.Periods, readable(p))
	}
	for _, pt := range pts {
		s.Checks += int(pt.Checks)
		s.PeriodsPer = int(pt.Duration / pt.Period) // results.Decode has checked that the period is positive
	}
	return s, s.ranges(pts, axes)
}

func (s *SweepSummary) ranges(pts []sweepPoint, axes [2]string) error {
	for _, p := range results.LoadLevels {
		for _, r := range sweepRatios {
			lo, hi := 0.0, 0.0
			for k, pt := range pts {
				v, holds, err := r.of(pt, p)
				if err != nil {
					return err
				}
				if k == 0 || v < lo {
					lo = v
				}
				hi = max(hi, v)
				if !holds {
					s.Exceptions = append(s.Exceptions, fmt.Sprintf("%s %s is %s at %s %s, %s %s", r.name, p,
						strconv.FormatFloat(v, 'f', r.decimals, 64), axes[0], pt.coords[0], axes[1], pt.coords[1]))
				}
			}
			s.Ranges = append(s.Ranges, SweepRange{Name: r.name, Percentile: string(p),
				Min: strconv.FormatFloat(lo, 'f', r.decimals, 64), Max: strconv.FormatFloat(hi, 'f', r.decimals, 64)})
		}
	}
	return nil
}

// Range returns the range of the named ratio at percentile p.
func (s SweepSummary) Range(name, p string) (SweepRange, error) {
	for _, r := range s.Ranges {
		if r.Name == name && r.Percentile == p {
			return r, nil
		}
	}
	return SweepRange{}, fmt.Errorf("no sweep ratio %s at %s", name, p)
}
