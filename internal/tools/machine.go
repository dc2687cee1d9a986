package tools

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"coordinated-omission/internal/results"
)

// The tools that print for machines: JSON, and h2load's log.

// parseVegetaText reads `vegeta report`'s text: "Requests [total, …] N, …"
// and "Latencies [min, mean, 50, 90, 95, 99, max] …", Go durations that
// vegeta rounds to the unit below their own (round in lib/reporters.go:
// 195.546ms to the µs). Its percentiles are t-digest estimates.
func parseVegetaText(out string) (Report, error) {
	r := newReport()
	r.Note = "percentiles estimated by a t-digest"
	sawRequests := false
	for i, line := range lines(out) {
		head, values, ok := strings.Cut(line, "]")
		if !ok {
			continue
		}
		fields := strings.Split(values, ",")
		switch strings.Join(strings.Fields(head), " ") {
		case "Requests [total, rate, throughput":
			n, err := count(strings.TrimSpace(fields[0]))
			if err != nil {
				return r, lineError(i+1, line, "%v", err)
			}
			r.Requests, sawRequests = n, true
		case "Latencies [min, mean, 50, 90, 95, 99, max":
			if len(fields) != 7 {
				return r, lineError(i+1, line, "%d latencies, want 7", len(fields))
			}
			for k, level := range map[int]results.Level{2: results.P50, 3: results.P90, 5: results.P99, 6: results.Max} {
				d, err := time.ParseDuration(strings.TrimSpace(fields[k]))
				if err != nil || d < 0 {
					return r, lineError(i+1, line, "%q is not a duration", strings.TrimSpace(fields[k]))
				}
				r.set(level, int64(d), vegetaStep(d))
			}
		}
	}
	if !sawRequests {
		return r, errNone(`"Requests [total, rate, throughput]" line`)
	}
	return r, r.need(results.P50, results.P90, results.P99, results.Max)
}

// vegetaStep is the step vegeta's text rounds d to: the unit below d's own.
func vegetaStep(d time.Duration) int64 {
	for _, u := range []struct{ at, step time.Duration }{{time.Hour, time.Minute}, {time.Minute, time.Second},
		{time.Second, time.Millisecond}, {time.Millisecond, time.Microsecond}} {
		if d >= u.at {
			return int64(u.step)
		}
	}
	return 1
}

// parseVegetaJSON reads `vegeta report -type=json`: latencies in ns,
// exact but for the t-digest's percentile estimates.
func parseVegetaJSON(out string) (Report, error) {
	var m struct {
		Requests  *int64 `json:"requests"`
		Latencies struct {
			P50 *int64 `json:"50th"`
			P90 *int64 `json:"90th"`
			P99 *int64 `json:"99th"`
			Max *int64 `json:"max"`
		} `json:"latencies"`
	}
	if err := strictJSON(out, &m); err != nil {
		return Report{}, err
	}
	r := newReport()
	r.Note = "percentiles estimated by a t-digest"
	if m.Requests == nil || *m.Requests < 0 {
		return r, errNone(`"requests" count`)
	}
	r.Requests = *m.Requests
	for level, v := range map[results.Level]*int64{results.P50: m.Latencies.P50, results.P90: m.Latencies.P90, results.P99: m.Latencies.P99, results.Max: m.Latencies.Max} {
		if v == nil || *v < 0 {
			return r, errNone("latency at " + string(level))
		}
		r.set(level, *v, 1)
	}
	return r, nil
}

// parseAutocannon reads autocannon's -j JSON: its latency percentiles in
// ms (p50, p90, p99, p99_9, max) and requests.total. autocannon records
// whole milliseconds.
func parseAutocannon(out string) (Report, error) {
	var m struct {
		Latency  map[string]float64 `json:"latency"`
		Requests struct {
			Total *int64 `json:"total"`
		} `json:"requests"`
	}
	if err := strictJSON(out, &m); err != nil {
		return Report{}, err
	}
	r := newReport()
	r.Note = "whole milliseconds"
	if m.Requests.Total == nil || *m.Requests.Total < 0 {
		return r, errNone(`"requests.total" count`)
	}
	r.Requests = *m.Requests.Total
	for key, level := range map[string]results.Level{"p50": results.P50, "p90": results.P90, "p99": results.P99, "p99_9": results.P999, "max": results.Max} {
		v, ok := m.Latency[key]
		if !ok || v < 0 || v > 1e12 {
			return r, errNone(`"` + key + `" latency in ms`)
		}
		r.set(level, int64(v*1e6+0.5), int64(time.Millisecond))
	}
	return r, nil
}

// strictJSON decodes one JSON value from out into v, and nothing after it.
func strictJSON(out string, v any) error {
	dec := json.NewDecoder(strings.NewReader(out))
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("not its JSON report: %v", err)
	}
	if _, err := dec.Token(); err == nil {
		return fmt.Errorf("more than one JSON value")
	}
	return nil
}

// parseH2load reads h2load's --log-file: a line a request, tab-separated:
// its start in µs since the epoch, its HTTP status, and the µs until the
// end of its response. The figures are its samples' at each level by the
// half-up rank rule, exact to its microsecond.
func parseH2load(out string) (Report, error) {
	r := newReport()
	var us []int64 // µs, then ns
	for i, line := range lines(out) {
		if line == "" {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 3 {
			return r, lineError(i+1, line, "%d tab-separated fields, want 3: start, status, duration", len(f))
		}
		if _, err := count(f[0]); err != nil {
			return r, lineError(i+1, line, "start: %v", err)
		}
		if status, err := count(f[1]); err != nil || status < 100 || status > 599 {
			return r, lineError(i+1, line, "status %q", f[1])
		}
		d, err := count(f[2])
		if err != nil || d > 1<<40 {
			return r, lineError(i+1, line, "duration %q in µs", f[2])
		}
		us = append(us, d)
	}
	if len(us) == 0 {
		return r, errNone("request in the log")
	}
	for k := range us {
		us[k] *= 1e3
	}
	return fromSamples(us, 1e3)
}
