package tools

import (
	"fmt"
	"strings"

	"coordinated-omission/internal/results"
)

// locustTable is the heading of the percentile table Locust prints as it
// ends (locust/stats.py, get_percentile_stats_summary).
const locustTable = "Response time percentiles (approximated)"

// parseLocust reads the last percentile table Locust printed: its header
// names the percentiles (PERCENTILES_TO_REPORT, "50%" … "100%", any set a
// user chose), and its "Aggregated" row gives each in whole ms, then the
// requests. Locust keeps each response time rounded to a bucket before
// any percentile is taken (StatsEntry._log_response_time): to 1 ms below
// 100 ms, 10 ms below 1 s, 100 ms below 10 s, and to 1 s above, so a
// figure is known to its bucket.
func parseLocust(out string) (Report, error) {
	var levels []string // the table's percentile columns, as printed
	var row []string    // the last table's Aggregated row: its figures and count
	header, saw := false, false
	for i, line := range lines(out) {
		f := strings.Fields(line)
		switch {
		case strings.TrimSpace(line) == locustTable:
			header, saw, levels, row = true, true, nil, nil
		case header:
			header = false
			if len(f) < 5 || f[0] != "Type" || f[1] != "Name" || f[len(f)-2] != "#" || f[len(f)-1] != "reqs" {
				return Report{}, lineError(i+1, line, "not the header of Locust's percentile table")
			}
			levels = f[2 : len(f)-2]
		case levels != nil && len(f) == len(levels)+2 && f[0] == "Aggregated":
			row = f[1:]
		}
	}
	if !saw {
		return Report{}, errNone(`"` + locustTable + `" table`)
	}
	if row == nil {
		return Report{}, errNone(`"Aggregated" row in Locust's percentile table: no request was answered`)
	}
	r := newReport()
	r.Note = "Locust's response times, each rounded to its bucket (1 ms below 100 ms, 10 ms below 1 s) before its percentiles are taken"
	for k, pct := range levels {
		if err := r.percentile(pct, row[k], locustBucket); err != nil {
			return r, err
		}
	}
	n, err := count(row[len(row)-1])
	if err != nil {
		return r, err
	}
	r.Requests = n
	return r, r.need(results.P50, results.P99, results.Max)
}

// locustBucket reads a figure of Locust's table, whole ms, and the bucket
// its response times were rounded to.
func locustBucket(text string) (ns, step int64, err error) {
	if strings.Contains(text, ".") {
		return 0, 0, fmt.Errorf("%q is not whole milliseconds", text)
	}
	ns, _, err = scaled(text, 1e6)
	const ms = 1_000_000
	switch {
	case err != nil:
	case ns < 100*ms:
		step = ms
	case ns < 1_000*ms:
		step = 10 * ms
	case ns < 10_000*ms:
		step = 100 * ms
	default:
		step = 1_000 * ms
	}
	return ns, step, err
}
