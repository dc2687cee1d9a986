package tools

import (
	"strings"

	"coordinated-omission/internal/results"
)

// The tools that print a table of text.

// parseWrk reads wrk 4's report, run with --latency: the "Latency" row of
// its thread stats (avg, stdev, max), its latency distribution (50, 75,
// 90, 99 %), and "N requests in". wrk prints times with two decimals in
// us, ms, s or m (src/units.c, format_time_us), from whole microseconds,
// and corrects its latencies with its own expected interval, the run's
// time per request per connection (stats_correct in src/wrk.c).
func parseWrk(out string) (Report, error) {
	r := newReport()
	r.Note = "corrected by wrk with its own interval, the run's time per request per connection"
	inDist, sawDist, sawCount := false, false, false
	for i, line := range lines(out) {
		f := strings.Fields(line)
		switch {
		case len(f) == 5 && f[0] == "Latency":
			if err := r.at(results.Max, f[3], duration); err != nil {
				return r, lineError(i+1, line, "%v", err)
			}
		case len(f) == 2 && f[0] == "Latency" && f[1] == "Distribution":
			inDist, sawDist = true, true
		case inDist && len(f) == 2 && strings.HasSuffix(f[0], "%"):
			if err := r.percentile(f[0], f[1], duration); err != nil {
				return r, lineError(i+1, line, "%v", err)
			}
		case len(f) >= 3 && f[1] == "requests" && f[2] == "in":
			inDist = false
			n, err := count(f[0])
			if err != nil {
				return r, lineError(i+1, line, "%v", err)
			}
			r.Requests, sawCount = n, true
		default:
			inDist = false
		}
	}
	if !sawDist {
		return r, errNone(`"Latency Distribution": run wrk with --latency`)
	}
	if !sawCount {
		return r, errNone(`"N requests in" line`)
	}
	return r, r.need(results.P50, results.P90, results.P99, results.Max)
}

// parseHey reads hey's summary: "Slowest: S secs", its latency
// distribution ("99% in S secs"), and its status code distribution. hey
// prints seconds to four decimals, 0.1 ms.
func parseHey(out string) (Report, error) {
	r := newReport()
	inDist, inCodes := false, false
	for i, line := range lines(out) {
		f := strings.Fields(line)
		switch {
		case len(f) == 3 && f[0] == "Slowest:" && f[2] == "secs":
			if err := r.at(results.Max, f[1], inUnit(1e9)); err != nil {
				return r, lineError(i+1, line, "%v", err)
			}
		case len(f) == 2 && f[0] == "Latency" && f[1] == "distribution:":
			inDist = true
		case len(f) == 3 && f[0] == "Status" && f[1] == "code" && f[2] == "distribution:":
			inCodes = true
		case inDist && len(f) == 4 && f[1] == "in" && f[3] == "secs":
			if err := r.percentile(f[0], f[2], inUnit(1e9)); err != nil {
				return r, lineError(i+1, line, "%v", err)
			}
		case inCodes && len(f) == 3 && strings.HasPrefix(f[0], "[") && f[2] == "responses":
			n, err := count(f[1])
			if err != nil {
				return r, lineError(i+1, line, "%v", err)
			}
			r.Requests += n
		default:
			inDist = false // the codes come last: inCodes stays
		}
	}
	if r.Requests == 0 {
		return r, errNone(`"Status code distribution" with a count of responses`)
	}
	return r, r.need(results.P50, results.P90, results.P99, results.Max)
}

// parseAb reads ApacheBench's "Complete requests" and its table of the
// "Percentage of the requests served within a certain time (ms)": whole
// milliseconds of each request's total time, connect included, with 100 %
// its longest.
func parseAb(out string) (Report, error) {
	r := newReport()
	r.Note = "whole milliseconds, connect included"
	inTable := false
	for i, line := range lines(out) {
		f := strings.Fields(line)
		switch {
		case len(f) == 3 && f[0] == "Complete" && f[1] == "requests:":
			n, err := count(f[2])
			if err != nil {
				return r, lineError(i+1, line, "%v", err)
			}
			r.Requests = n
		case strings.HasPrefix(strings.TrimSpace(line), "Percentage of the requests served within a certain time (ms)"):
			inTable = true
		case inTable && len(f) >= 2 && strings.HasSuffix(f[0], "%"):
			if err := r.percentile(f[0], f[1], inUnit(1e6)); err != nil {
				return r, lineError(i+1, line, "%v", err)
			}
		default:
			inTable = false
		}
	}
	if r.Requests == 0 {
		return r, errNone(`"Complete requests" count`)
	}
	return r, r.need(results.P50, results.P90, results.P99, results.Max)
}

// parseBombardier reads bombardier's report with -l: its "Latency" row
// (avg, stdev, max), its latency distribution (50, 75, 90, 95, 99 %) and
// its HTTP codes, whose counts it sums.
func parseBombardier(out string) (Report, error) {
	r := newReport()
	inDist, sawCodes := false, false
	for i, line := range lines(out) {
		f := strings.Fields(line)
		switch {
		case len(f) == 4 && f[0] == "Latency":
			if err := r.at(results.Max, f[3], duration); err != nil {
				return r, lineError(i+1, line, "%v", err)
			}
		case len(f) == 2 && f[0] == "Latency" && f[1] == "Distribution":
			inDist = true
		case inDist && len(f) == 2 && strings.HasSuffix(f[0], "%"):
			if err := r.percentile(f[0], f[1], duration); err != nil {
				return r, lineError(i+1, line, "%v", err)
			}
		case strings.Contains(line, "xx - ") || strings.HasPrefix(strings.TrimSpace(line), "others - "):
			inDist = false
			for _, part := range strings.Split(line, ",") {
				_, num, ok := strings.Cut(part, " - ")
				if !ok {
					return r, lineError(i+1, line, "%q is not a code's count", strings.TrimSpace(part))
				}
				n, err := count(strings.TrimSpace(num))
				if err != nil {
					return r, lineError(i+1, line, "%v", err)
				}
				r.Requests += n
			}
			sawCodes = true
		default:
			inDist = false
		}
	}
	if !sawCodes {
		return r, errNone(`"HTTP codes"`)
	}
	return r, r.need(results.P50, results.P90, results.P99, results.Max)
}

// parseHttperf reads httperf's "Total: … replies N" and its "Connection
// time [ms]: min … avg … max … median …": httperf prints no percentile
// but the median, of each connection's time, connect included, to 0.1 ms.
func parseHttperf(out string) (Report, error) {
	r := newReport()
	r.Note = "a connection's time, connect included; no percentile but the median"
	sawTotal, sawTime := false, false
	for i, line := range lines(out) {
		f := strings.Fields(line)
		switch {
		case len(f) >= 8 && f[0] == "Total:" && f[5] == "replies":
			n, err := count(f[6])
			if err != nil {
				return r, lineError(i+1, line, "%v", err)
			}
			r.Requests, sawTotal = n, true
		case len(f) == 13 && strings.HasPrefix(line, "Connection time [ms]: min "):
			for k := 3; k+1 < len(f); k += 2 {
				level, ok := map[string]results.Level{"max": results.Max, "median": results.P50}[f[k]]
				if !ok {
					continue
				}
				if err := r.at(level, f[k+1], inUnit(1e6)); err != nil {
					return r, lineError(i+1, line, "%v", err)
				}
			}
			sawTime = true
		}
	}
	if !sawTotal {
		return r, errNone(`"Total: … replies" line`)
	}
	if !sawTime {
		return r, errNone(`"Connection time [ms]: min …" line`)
	}
	return r, r.need(results.P50, results.Max)
}
