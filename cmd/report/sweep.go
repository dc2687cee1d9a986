package main

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"coordinated-omission/sim"
)

// The sweep asks whether the direction of the effect depends on the
// constants. It is a fixed grid around the seed's scenario: the interval
// stays 200µs while the utilisation S/I runs from 0.1 to 0.9 and the stall
// takes three lengths. Each point's period is the time its backlog takes to
// drain, rounded up to 100ms and at least 1s, so that it is inside sim's
// domain; the first stall is at 0 and the run lasts sweepPeriods periods, so
// that the end of the schedule cuts no backlog short.
var (
	sweepInterval     = 200 * time.Microsecond
	sweepUtilisations = []int{10, 20, 30, 40, 50, 60, 70, 80, 90} // percent
	sweepStalls       = []time.Duration{50 * time.Millisecond, 200 * time.Millisecond, 800 * time.Millisecond}
)

const sweepPeriods = 5

// sweepPercentiles are the percentiles the sweep compares.
var sweepPercentiles = [...]sim.Percentile{sim.P99, sim.P999}

// A sweepPoint is one checked run of the sweep.
type sweepPoint struct {
	utilisationPct int
	sc             sim.Scenario
	checks         int
	atNs           [len(sim.Sets)][len(sweepPercentiles)]int64 // half-up
}

// sweepScenario returns the grid point's scenario.
func sweepScenario(utilisationPct int, stall time.Duration) (sim.Scenario, error) {
	sc := sim.Scenario{
		Service:  sweepInterval * time.Duration(utilisationPct) / 100,
		Interval: sweepInterval,
		Stall:    stall,
	}
	drain, ok := sc.DrainTime()
	if !ok {
		return sc, fmt.Errorf("utilisation %d%%, stall %v: the backlog never drains", utilisationPct, stall)
	}
	const step = 100 * time.Millisecond
	sc.Period = max(time.Second, (drain+step-1)/step*step)
	sc.Duration = sweepPeriods * sc.Period
	return sc, sc.Validate()
}

// sweep runs and checks every point of the grid once.
func sweep() ([]sweepPoint, error) {
	var points []sweepPoint
	for _, stall := range sweepStalls {
		for _, u := range sweepUtilisations {
			sc, err := sweepScenario(u, stall)
			if err != nil {
				return nil, fmt.Errorf("sweep: %w", err)
			}
			r, err := sim.NewRunner(sc)
			if err != nil {
				return nil, fmt.Errorf("sweep: %w", err)
			}
			got := r.Run()
			checks, err := sim.Check(got, sim.Expected(sc))
			if err != nil {
				return nil, fmt.Errorf("sweep at utilisation %d%%, stall %v: %w", u, stall, err)
			}
			pt := sweepPoint{utilisationPct: u, sc: sc, checks: checks}
			for _, set := range sim.Sets {
				for i, p := range sweepPercentiles {
					pt.atNs[set][i] = got.Sets[set].AtNs[sim.HalfUp][indexOf(p)]
				}
			}
			points = append(points, pt)
		}
	}
	return points, nil
}

func indexOf(p sim.Percentile) int {
	for i, q := range sim.Percentiles {
		if q == p {
			return i
		}
	}
	panic(fmt.Sprintf("report: %v is not one of sim.Percentiles", p))
}

// A sweep line of the raw file is one point, exactly:
//
//	sweep utilisation=0.9 interval=200µs stall=800ms period=8s duration=40s checks=45 closed-ns=A,B open-ns=C,D corrected-ns=E,F
//
// with each recording's p99 and p99.9 in nanoseconds.
func (pt sweepPoint) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "sweep utilisation=%s interval=%v stall=%v period=%v duration=%v checks=%d",
		utilisationText(pt.utilisationPct), pt.sc.Interval, pt.sc.Stall, pt.sc.Period, pt.sc.Duration, pt.checks)
	for _, set := range sim.Sets {
		fmt.Fprintf(&b, " %v-ns=%d,%d", set, pt.atNs[set][0], pt.atNs[set][1])
	}
	return b.String()
}

func utilisationText(pct int) string { return strconv.FormatFloat(float64(pct)/100, 'f', -1, 64) }

// parseSweep parses a sweep line back.
func parseSweep(text string) (sweepPoint, error) {
	var pt sweepPoint
	fields := strings.Fields(text)
	if len(fields) != 10 || fields[0] != "sweep" {
		return pt, fmt.Errorf("sweep line has %d fields, want 10", len(fields))
	}
	kv := map[string]string{}
	for _, f := range fields[1:] {
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			return pt, fmt.Errorf("sweep line: field %q is not key=value", f)
		}
		kv[k] = v
	}
	u, err := strconv.ParseFloat(kv["utilisation"], 64)
	if err != nil || u <= 0 || u >= 1 {
		return pt, fmt.Errorf("sweep line: utilisation %q, want a number between 0 and 1", kv["utilisation"])
	}
	pt.utilisationPct = int(u*100 + 0.5)
	for _, d := range []struct {
		key string
		v   *time.Duration
	}{{"interval", &pt.sc.Interval}, {"stall", &pt.sc.Stall}, {"period", &pt.sc.Period}, {"duration", &pt.sc.Duration}} {
		if *d.v, err = time.ParseDuration(kv[d.key]); err != nil {
			return pt, fmt.Errorf("sweep line: %s: %w", d.key, err)
		}
	}
	if pt.checks, err = strconv.Atoi(kv["checks"]); err != nil {
		return pt, fmt.Errorf("sweep line: checks %q is not a whole number", kv["checks"])
	}
	for _, set := range sim.Sets {
		a, b, ok := strings.Cut(kv[set.String()+"-ns"], ",")
		x, errA := strconv.ParseInt(a, 10, 64)
		y, errB := strconv.ParseInt(b, 10, 64)
		if !ok || errA != nil || errB != nil || x <= 0 || y <= 0 {
			return pt, fmt.Errorf("sweep line: %s-ns %q, want two positive whole numbers", set, kv[set.String()+"-ns"])
		}
		pt.atNs[set] = [2]int64{x, y}
	}
	return pt, nil
}

// A sweepRatio is one ratio of the sweep and the direction the claim needs.
type sweepRatio struct {
	name       string // e.g. "open/closed"
	num, den   sim.Set
	above1     bool // the claim: num > den (true) or num < den (false)
	decimals   int
	percentile int // index into sweepPercentiles
}

func sweepRatios(percentile int) []sweepRatio {
	return []sweepRatio{
		{"open/closed", sim.Open, sim.Closed, true, 1, percentile},
		{"corrected/open", sim.Corrected, sim.Open, false, 3, percentile},
	}
}

func (r sweepRatio) of(pt sweepPoint) float64 {
	return float64(pt.atNs[r.num][r.percentile]) / float64(pt.atNs[r.den][r.percentile])
}

// holds reports whether the ratio points the claimed way at pt.
func (r sweepRatio) holds(pt sweepPoint) bool {
	if r.above1 {
		return pt.atNs[r.num][r.percentile] > pt.atNs[r.den][r.percentile]
	}
	return pt.atNs[r.num][r.percentile] < pt.atNs[r.den][r.percentile]
}

// sweepTable lays out one percentile of the sweep: a row per utilisation,
// a column per ratio and stall length.
func sweepTable(percentile int) func(*doc) (table, error) {
	return func(d *doc) (table, error) {
		p := sweepPercentiles[percentile]
		t := table{header: []string{"utilisation"}}
		at := map[[2]string]sweepPoint{}
		var utils, stalls []string
		for _, pt := range d.raw.sweep {
			u, s := utilisationText(pt.utilisationPct), pt.sc.Stall.String()
			at[[2]string{u, s}] = pt
			if !contains(utils, u) {
				utils = append(utils, u)
			}
			if !contains(stalls, s) {
				stalls = append(stalls, s)
			}
		}
		if len(utils) == 0 {
			return t, fmt.Errorf("no sweep lines in the raw file")
		}
		ratios := sweepRatios(percentile)
		for _, r := range ratios {
			for _, s := range stalls {
				t.header = append(t.header, fmt.Sprintf("%s p%v, %s stall", r.name, p, s))
			}
		}
		for _, u := range utils {
			row := []string{u}
			for _, r := range ratios {
				for _, s := range stalls {
					pt, ok := at[[2]string{u, s}]
					if !ok {
						return t, fmt.Errorf("the sweep has no point at utilisation %s, stall %s", u, s)
					}
					row = append(row, strconv.FormatFloat(r.of(pt), 'f', r.decimals, 64))
				}
			}
			t.rows = append(t.rows, row)
		}
		return t, nil
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// A sweepSummary is what the prose says about the sweep.
type sweepSummary struct {
	Points       int
	Checks       int
	Utilisations []string // in grid order
	Stalls       []string
	Intervals    []string
	Periods      []string // the distinct periods the drain condition chose, shortest first
	PeriodsPer   int      // the periods each point ran for
	Exceptions   []string // where a ratio did not point the claimed way
	Ranges       []sweepRange
}

type sweepRange struct {
	Name, Percentile, Min, Max string
}

// First and Last return the first and last utilisation of the grid.
func (s sweepSummary) First() string { return s.Utilisations[0] }
func (s sweepSummary) Last() string  { return s.Utilisations[len(s.Utilisations)-1] }

// Sweep summarizes the raw file's sweep lines.
func (d *doc) Sweep() sweepSummary {
	s := sweepSummary{Points: len(d.raw.sweep)}
	for _, pt := range d.raw.sweep {
		s.Checks += pt.checks
		for _, v := range []struct {
			list *[]string
			text string
		}{
			{&s.Utilisations, utilisationText(pt.utilisationPct)}, {&s.Stalls, pt.sc.Stall.String()},
			{&s.Intervals, pt.sc.Interval.String()}, {&s.Periods, pt.sc.Period.String()},
		} {
			if !contains(*v.list, v.text) {
				*v.list = append(*v.list, v.text)
			}
		}
		if pt.sc.Period > 0 {
			s.PeriodsPer = int(pt.sc.Duration / pt.sc.Period)
		}
	}
	slices.SortFunc(s.Periods, func(a, b string) int {
		x, _ := time.ParseDuration(a)
		y, _ := time.ParseDuration(b)
		return cmp.Compare(x, y)
	})
	for i, p := range sweepPercentiles {
		for _, r := range sweepRatios(i) {
			lo, hi := 0.0, 0.0
			for k, pt := range d.raw.sweep {
				v := r.of(pt)
				if k == 0 || v < lo {
					lo = v
				}
				if k == 0 || v > hi {
					hi = v
				}
				if !r.holds(pt) {
					s.Exceptions = append(s.Exceptions, fmt.Sprintf("%s p%v is %s at utilisation %s with a %v stall",
						r.name, p, strconv.FormatFloat(v, 'f', r.decimals, 64), utilisationText(pt.utilisationPct), pt.sc.Stall))
				}
			}
			s.Ranges = append(s.Ranges, sweepRange{Name: r.name, Percentile: "p" + p.String(),
				Min: strconv.FormatFloat(lo, 'f', r.decimals, 64), Max: strconv.FormatFloat(hi, 'f', r.decimals, 64)})
		}
	}
	return s
}
