package tools

import (
	"math"
	"strconv"
	"strings"
	"time"

	"coordinated-omission/internal/results"
)

// The formats that are not one tool's: HdrHistogram's percentile
// distribution, and k6's end-of-test summary.

// hgrm reads an HdrHistogram percentile distribution, an .hgrm file as
// wrk2 and HdrHistogram's outputPercentileDistribution print it: rows of
// "Value Percentile TotalCount 1/(1-Percentile)", then "#[Max = …, Total
// count = …]". The file does not say its unit; unit is it, in ns. The
// figure at a level is the value of the first row whose percentile
// reaches it, and the max is the footer's.
func hgrm(unit float64) func(string) (Report, error) {
	return func(out string) (Report, error) {
		r := newReport()
		sawHeader := false
		for i, line := range lines(out) {
			f := strings.Fields(line)
			switch {
			case len(f) >= 2 && f[0] == "Value" && f[1] == "Percentile":
				sawHeader = true
			case strings.HasPrefix(line, "#[Max"):
				if err := r.hgrmFooter(line, unit); err != nil {
					return r, lineError(i+1, line, "%v", err)
				}
			case sawHeader && len(f) >= 3 && !strings.HasPrefix(f[0], "#"):
				if err := r.hgrmRow(f, unit); err != nil {
					return r, lineError(i+1, line, "%v", err)
				}
			}
		}
		if !sawHeader {
			return r, errNone(`"Value Percentile TotalCount" header`)
		}
		if r.Requests == 0 {
			return r, errNone(`"#[Max = …, Total count = …]" footer`)
		}
		return r, r.need(results.P50, results.P90, results.P99, results.Max)
	}
}

// hgrmRow records a row's value at each level its percentile is the first
// to reach.
func (r *Report) hgrmRow(f []string, unit float64) error {
	p, err := strconv.ParseFloat(f[1], 64)
	if err != nil || p < 0 || p > 1 || math.IsNaN(p) {
		return errNone("percentile in [0, 1] but " + strconv.Quote(f[1]))
	}
	ns, step, err := scaled(f[0], unit)
	if err != nil {
		return err
	}
	for _, l := range []struct {
		level results.Level
		p     float64
	}{{results.P50, 0.5}, {results.P90, 0.9}, {results.P99, 0.99}, {results.P999, 0.999}} {
		if _, done := r.AtNs[l.level]; !done && p >= l.p {
			r.set(l.level, ns, step)
		}
	}
	return nil
}

// hgrmFooter reads "#[Max = 200.000, Total count = 25000]".
func (r *Report) hgrmFooter(line string, unit float64) error {
	inner := strings.TrimSuffix(strings.TrimPrefix(line, "#["), "]")
	maxText, countText, ok := strings.Cut(inner, ",")
	k1, v1, ok1 := strings.Cut(maxText, "=")
	k2, v2, ok2 := strings.Cut(countText, "=")
	if !ok || !ok1 || !ok2 || strings.TrimSpace(k1) != "Max" || strings.TrimSpace(k2) != "Total count" {
		return errNone("Max and Total count")
	}
	if err := r.at(results.Max, strings.TrimSpace(v1), inUnit(unit)); err != nil {
		return err
	}
	n, err := count(strings.TrimSpace(v2))
	r.Requests = n
	return err
}

// parseK6 reads k6's end-of-test summary: the line "http_req_duration…:
// avg=… min=… med=… max=… p(90)=… p(95)=…", with whichever trend stats
// --summary-trend-stats asked for. k6 prints its durations to two
// decimals of their unit ("17.47ms", "165µs", "1m3s"). Its default stats
// have no p99: pass --summary-trend-stats including p(99) and p(99.9).
func parseK6(out string) (Report, error) {
	r := newReport()
	saw := false
	for i, line := range lines(out) {
		name, rest, ok := strings.Cut(strings.TrimSpace(line), ":")
		if !ok || strings.TrimRight(name, ".") != "http_req_duration" {
			continue
		}
		saw = true
		for _, kv := range strings.Fields(rest) {
			stat, value, ok := strings.Cut(kv, "=")
			if !ok {
				return r, lineError(i+1, line, "%q is not stat=value", kv)
			}
			pct, isP := strings.CutPrefix(stat, "p(")
			var err error
			switch {
			case stat == "med":
				err = r.at(results.P50, value, k6Duration)
			case stat == "max":
				err = r.at(results.Max, value, k6Duration)
			case isP && strings.HasSuffix(pct, ")"):
				err = r.percentile(strings.TrimSuffix(pct, ")"), value, k6Duration)
			}
			if err != nil {
				return r, lineError(i+1, line, "%v", err)
			}
		}
		break // the first: the next is its { expected_response:true } part
	}
	if !saw {
		return r, errNone(`"http_req_duration" line`)
	}
	return r, r.need(results.P50, results.Max)
}

// k6Duration reads one of k6's durations: a number and a unit, or a Go
// duration of several units ("1m3.5s"), printed to the unit below its
// largest.
func k6Duration(text string) (int64, int64, error) {
	if ns, step, err := duration(text); err == nil {
		return ns, step, nil
	}
	d, err := time.ParseDuration(text)
	if err != nil || d < 0 {
		return 0, 0, errNone("time but " + strconv.Quote(text))
	}
	return int64(d), vegetaStep(d), nil
}
