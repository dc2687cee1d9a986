package coarselog

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"coordinated-omission/internal/coarse"
	"coordinated-omission/internal/reqlog"
)

// locustAggregated is the Name of a Locust history's row over every
// request.
const locustAggregated = "Aggregated"

// locustColumns are a Locust stats history's columns that the audit
// reads, as locust/stats.py's StatsCSVFileWriter names them (2.x; 1.x
// has the same), and the older names of the counts.
var locustColumns = struct {
	timestamp, users, typ, name, count, failed, avg, min []string
}{
	timestamp: []string{"Timestamp"},
	users:     []string{"User Count", "User count"},
	typ:       []string{"Type", "Method"},
	name:      []string{"Name"},
	count:     []string{"Total Request Count", "# requests"},
	failed:    []string{"Total Failure Count", "# failures"},
	avg:       []string{"Total Average Response Time", "Average response time"},
	min:       []string{"Total Min Response Time", "Min response time"},
}

// isLocustHistory reports whether a first line is a Locust stats
// history's header: Locust's --csv PREFIX writes PREFIX_stats_history.csv.
func isLocustHistory(first string) bool {
	return strings.HasPrefix(first, "Timestamp,User Count,Type,Name,") || strings.HasPrefix(first, `"Timestamp","User Count","Type","Name",`) ||
		strings.HasPrefix(first, "Timestamp,User count,Type,Name,")
}

// isLocustStats reports whether a first line is Locust's _stats.csv: a
// summary of the whole run, one row a request name.
func isLocustStats(first string) bool {
	return strings.HasPrefix(first, "Type,Name,Request Count,Failure Count,") || strings.HasPrefix(first, `"Type","Name","Request Count"`) ||
		strings.HasPrefix(first, `"Method","Name","# requests"`) || strings.HasPrefix(first, "Method,Name,# requests")
}

// A locustRow is one row of a history, as read.
type locustRow struct {
	at            int64 // its second since the epoch
	users         float64
	count, failed int64
	pcts          []int64 // ms; nil for N/A or a window not yet filled (0)
	minMs         float64 // the run's least latency so far; below 0 where not given
	// sumMs is the latencies' sum so far (the average times the count),
	// and errMs how far the average's written digits leave it; below 0
	// where the row gives no average
	sumMs, errMs float64
}

// readLocust reads a Locust stats history: one row a second (the
// timestamp, int(time.time())), for the Aggregated stats and, with
// --csv-full-history, for each request name, until the process ends.
// The percentiles of a full history are each over a sliding window of
// about the last 10 s of responses (CURRENT_RESPONSE_TIME_PERCENTILE_WINDOW,
// get_current_response_time_percentile); without it, over the whole run
// so far. The counts are cumulative. label picks a request name's rows
// ("GET /x" or its name alone); "" the Aggregated ones.
func readLocust(r io.Reader, label string) (*coarse.Log, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	cr.ReuseRecord = true
	cr.Comment = '#'
	head, err := cr.Read()
	if err != nil {
		return nil, fmt.Errorf("%w: the header does not read: %v", ErrFormat, err)
	}
	cols, err := locustHeader(head)
	if err != nil {
		return nil, err
	}
	full := false
	names := map[string]bool{}
	var rows []locustRow
	for line := 2; ; line++ {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrFormat, &reqlog.ParseError{Line: line, Err: err})
		}
		if len(rec) < len(head) {
			return nil, fmt.Errorf("%w: %w", ErrFormat, &reqlog.ParseError{Line: line, Err: fmt.Errorf("%d columns, the header has %d", len(rec), len(head))})
		}
		name := rec[cols.name]
		if cols.typ >= 0 && rec[cols.typ] != "" {
			name = rec[cols.typ] + " " + name
		}
		if rec[cols.name] != locustAggregated {
			full = true
			names[name] = true
		}
		if !(label == "" && rec[cols.name] == locustAggregated || label != "" && (name == label || rec[cols.name] == label)) {
			continue
		}
		row, err := cols.row(rec)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrFormat, &reqlog.ParseError{Line: line, Err: err})
		}
		if rows, err = addRow(rows, row); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrFormat, &reqlog.ParseError{Line: line, Err: err})
		}
	}
	if label != "" && len(rows) == 0 {
		return nil, fmt.Errorf("⟨label⟩ %q: the history has no row of that name; it has %s", label, some(names))
	}
	if len(rows) < 2 {
		return nil, fmt.Errorf("%w: a Locust history of %d row(s), and an interval is two", reqlog.ErrEmpty, len(rows))
	}
	return locustLog(rows, cols.qs, full), nil
}

// addRow adds a history's row to rows: in place of the last where both
// are of one second (the later holds both), after it where later.
func addRow(rows []locustRow, row locustRow) ([]locustRow, error) {
	n := len(rows)
	switch {
	case n > 0 && row.at == rows[n-1].at:
		rows[n-1] = row
		return rows, nil
	case n > 0 && (row.at < rows[n-1].at || row.count < rows[n-1].count):
		return nil, fmt.Errorf("the time or the request count goes back (a history appended to another, or stats reset): audit each run's file apart")
	case n == maxIntervals:
		return nil, fmt.Errorf("more than %d rows", maxIntervals)
	}
	return append(rows, row), nil
}

// maxSumMs bounds an interval's latencies' sum, in ms, within an int64
// of ns.
const maxSumMs = 9e12

// locustWindowSec is CURRENT_RESPONSE_TIME_PERCENTILE_WINDOW: a full
// history's percentiles are over the responses since Locust's cached
// copy of about this many seconds before.
const locustWindowSec = 10

// locustLog turns a history's rows into intervals. With
// --csv-full-history, each row's percentiles are over the responses of
// about the last 10 s, so the intervals are 10 s each, back from the last
// row, each the requests its end row's count gained over the row 10 s
// before, their percentiles the end row's, its users the rows' mean.
// Without it, the percentiles are the run's so far, and the intervals are
// each row's second, with counts alone.
func locustLog(rows []locustRow, qs []float64, full bool) *coarse.Log {
	l := &coarse.Log{Tool: "Locust", Format: FormatLocustHistory, Arrivals: coarse.Closed, ResolutionNs: 1e6}
	l.Notes = append(l.Notes, "Locust rounds each response time to two significant digits of a ms (147 ms to 150, 3432 to 3400) before its percentiles")
	step := int64(1)
	if full {
		step = locustWindowSec
		l.Notes = append(l.Notes, "with --csv-full-history, each row's percentiles are over about the last 10 s of responses (Locust's CURRENT_RESPONSE_TIME_PERCENTILE_WINDOW): the history is read in intervals of 10 s, each with the percentiles of the row that ends it")
	} else {
		l.NoTail = "Locust's history without --csv-full-history states percentiles over the whole run so far, not each second's: run locust with --csv-full-history for the tail of each 10 s"
		l.Notes = append(l.Notes, "without --csv-full-history, the plan and the requests never sent are read from the counts alone, and the time slow requests held the users is not known: the unsent is a lower estimate")
	}
	// the rows after the last request answered (the process living on
	// with no users) end no interval
	for len(rows) > 1 && rows[len(rows)-2].count == rows[len(rows)-1].count {
		rows = rows[:len(rows)-1]
	}
	// ends: the rows that end an interval, back from the last, step apart;
	// and the first row, where the first interval begins
	var ends []int
	for k := len(rows) - 1; k >= 0; {
		ends = append(ends, k)
		j := k
		for j >= 0 && rows[j].at > rows[k].at-step {
			j--
		}
		k = j
	}
	if ends[len(ends)-1] != 0 {
		ends = append(ends, 0)
	}
	slices.Reverse(ends)
	for n := 1; n < len(ends); n++ {
		a, b := rows[ends[n-1]], rows[ends[n]]
		var users, most float64
		for _, r := range rows[ends[n-1]+1 : ends[n]+1] {
			users += r.users
			most = max(most, r.users)
		}
		users /= float64(ends[n] - ends[n-1])
		iv := coarse.Interval{StartNs: a.at * 1e9, WidthNs: (b.at - a.at) * 1e9, Users: users, UsersMax: most,
			Arrivals: -1, Count: b.count - a.count, Failed: max(0, min(b.failed-a.failed, b.count-a.count))}
		// the sum is taken where the averages' digits leave it within 0.1 %
		if d := b.sumMs - a.sumMs; a.errMs >= 0 && b.errMs >= 0 && d >= 0 && d < maxSumMs && a.errMs+b.errMs <= d/1000 {
			iv.SumNs, iv.Summed = int64(math.Round(d*1e6)), true
		}
		if full && b.pcts != nil && iv.Count > 0 {
			q, v := withLeast(qs, msToNs(b.pcts), b.minMs, iv.Count)
			iv.Lat, iv.LatFloor, iv.LatCeil = coarse.FromPercentiles(iv.Count, q, v), coarse.FloorOfPercentiles(iv.Count, q, v), coarse.CeilOfPercentiles(iv.Count, q, v)
		}
		l.Intervals = append(l.Intervals, iv)
	}
	if last := rows[len(rows)-1]; !full && last.pcts != nil && last.count > 0 {
		l.Recorded = coarse.FromPercentiles(last.count, qs, msToNs(last.pcts))
	}
	return l
}

// withLeast are a row's percentiles with the run's least latency so far
// as one request's below them, where the row gives it: the requests
// below the first percentile given lie between the two, not all at it.
func withLeast(qs []float64, valsNs []int64, minMs float64, count int64) ([]float64, []int64) {
	least := int64(math.Round(minMs * 1e6))
	if minMs < 0 || len(qs) == 0 || 1/float64(count) >= qs[0] || least > valsNs[0] {
		return qs, valsNs
	}
	return append([]float64{1 / float64(count)}, qs...), append([]int64{least}, valsNs...)
}

func msToNs(ms []int64) []int64 {
	out := make([]int64, len(ms))
	for i, v := range ms {
		out[i] = v * 1e6
	}
	return out
}
