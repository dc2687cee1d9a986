package tools

import (
	"strings"

	"coordinated-omission/internal/results"
)

// parseArtillery reads the summary Artillery 2 prints as it ends
// ("Summary report @ …"): the "http.response_time:" block's median, p99
// and max (and p90 and p999 where a reporter prints them), in ms to one
// decimal, and "http.responses". Its percentiles come from a DDSketch
// of relative accuracy 1 % (lib/core/ssms.ts, summarizeHistogram), so a
// figure is known to 1 % of itself and the 0.1 ms it is printed to; its
// max is kept exactly. Artillery's response time is got's firstByte phase
// (engine_http.js): from the request's upload to its first byte, in whole
// ms.
func parseArtillery(out string) (Report, error) {
	r := newReport()
	inSummary, inTimes, saw, sawCount := false, false, false, false
	for i, line := range lines(out) {
		name, value, ok := artilleryMetric(line)
		switch {
		case strings.HasPrefix(line, "Summary report @"):
			inSummary, saw, sawCount, r = true, false, false, newReport() // a later summary replaces an earlier one
		case !inSummary:
		case line == "http.response_time:":
			inTimes, saw = true, true
		case inTimes && ok && strings.HasPrefix(line, "  "):
			level, known := artilleryLevels[name]
			if !known {
				continue
			}
			ns, step, err := scaled(value, 1e6)
			if err != nil {
				return r, lineError(i+1, line, "%v", err)
			}
			if level != results.Max {
				step += (ns + 99) / 100
			}
			r.set(level, ns, step)
		case ok && name == "http.responses":
			inTimes = false
			n, err := count(value)
			if err != nil {
				return r, lineError(i+1, line, "%v", err)
			}
			r.Requests, sawCount = n, true
		default:
			inTimes = inTimes && strings.HasPrefix(line, "  ")
		}
	}
	if !saw {
		return r, errNone(`"http.response_time:" in a "Summary report"`)
	}
	if !sawCount {
		return r, errNone(`"http.responses" in its "Summary report"`)
	}
	r.Note = "Artillery's percentiles, from a sketch of 1 % relative accuracy"
	return r, r.need(results.P50, results.P99, results.Max)
}

// artilleryLevels are the figures of a summary's block that the report
// keeps, by the names Artillery prints them under.
var artilleryLevels = map[string]results.Level{"median": results.P50, "p50": results.P50, "p90": results.P90,
	"p99": results.P99, "p999": results.P999, "max": results.Max}

// artilleryMetric splits a line of Artillery's console report, "name:
// ........ value", into its name and value.
func artilleryMetric(line string) (name, value string, ok bool) {
	name, rest, ok := strings.Cut(strings.TrimSpace(line), ": ")
	if !ok {
		return "", "", false
	}
	rest = strings.TrimLeft(rest, ". ")
	if rest == "" || strings.ContainsAny(rest, " ") {
		return "", "", false
	}
	return name, rest, true
}
