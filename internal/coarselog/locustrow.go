package coarselog

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Reading a Locust stats history's header and rows: the columns the audit
// takes, by name, and each row's values.

// locustCols are the columns' indexes, and the percentile columns'
// quantiles.
type locustCols struct {
	timestamp, users, typ, name, count, failed, avg, min int
	pct                                                  []int
	qs                                                   []float64
}

func locustHeader(head []string) (locustCols, error) {
	find := func(names []string) int {
		for i, h := range head {
			for _, n := range names {
				if strings.TrimSpace(h) == n {
					return i
				}
			}
		}
		return -1
	}
	c := locustCols{timestamp: find(locustColumns.timestamp), users: find(locustColumns.users), typ: find(locustColumns.typ), name: find(locustColumns.name),
		count: find(locustColumns.count), failed: find(locustColumns.failed), avg: find(locustColumns.avg),
		min: find(locustColumns.min)}
	for i, h := range head {
		if p, ok := strings.CutSuffix(strings.TrimSpace(h), "%"); ok {
			if v, err := strconv.ParseFloat(p, 64); err == nil && v > 0 && v <= 100 {
				if len(c.qs) > 0 && v/100 <= c.qs[len(c.qs)-1] {
					return c, fmt.Errorf("%w: Locust's percentile columns are not in order at %q", ErrFormat, h)
				}
				c.pct, c.qs = append(c.pct, i), append(c.qs, v/100)
			}
		}
	}
	for _, m := range []struct {
		at   int
		name string
	}{{c.timestamp, "Timestamp"}, {c.users, "User Count"}, {c.name, "Name"}, {c.count, "Total Request Count"}} {
		if m.at < 0 {
			return c, fmt.Errorf("%w: a Locust stats history with no %q column", ErrFormat, m.name)
		}
	}
	return c, nil
}

func (c locustCols) row(rec []string) (locustRow, error) {
	var row locustRow
	at, err := strconv.ParseInt(strings.TrimSpace(rec[c.timestamp]), 10, 64)
	if err != nil || at <= 0 || at > maxEpochMs/1000 {
		return row, fmt.Errorf("Timestamp %q is not a whole second since the epoch", rec[c.timestamp])
	}
	users, err := strconv.ParseFloat(strings.TrimSpace(rec[c.users]), 64)
	if err != nil || users < 0 || users > 1e9 {
		return row, fmt.Errorf("User Count %q is not a count of users", rec[c.users])
	}
	row.at, row.users = at, users
	if row.count, err = wholeOf(rec[c.count], "Total Request Count"); err != nil {
		return row, err
	}
	if c.failed >= 0 {
		if row.failed, err = wholeOf(rec[c.failed], "Total Failure Count"); err != nil {
			return row, err
		}
	}
	row.sumMs, row.errMs = sumOf(rec, c.avg, row.count)
	row.minMs = -1
	if c.min >= 0 {
		if v, err := strconv.ParseFloat(strings.TrimSpace(rec[c.min]), 64); err == nil && v >= 0 && v < 1e12 {
			row.minMs = v
		}
	}
	for _, i := range c.pct {
		s := strings.TrimSpace(rec[i])
		if s == "N/A" || s == "" {
			row.pcts = nil // no request yet: none of the row's percentiles, not those before this one
			return row, nil
		}
		v, err := strconv.ParseFloat(s, 64)
		if err != nil || v < 0 || v > 1e12 {
			return row, fmt.Errorf("percentile %q is not a time in ms", s)
		}
		row.pcts = append(row.pcts, int64(math.Round(v)))
	}
	if len(row.pcts) > 0 && row.pcts[len(row.pcts)-1] == 0 {
		row.pcts = nil // a window with no cached responses yet: Locust writes 0
	}
	return row, nil
}

// sumOf is the latencies' sum so far, from the average in column at over
// count requests, and how far it may be off for the digits written; -1,
// -1 where there is none.
func sumOf(rec []string, at int, count int64) (sumMs, errMs float64) {
	if at < 0 {
		return -1, -1
	}
	s := strings.TrimSpace(rec[at])
	avg, err := strconv.ParseFloat(s, 64)
	if err != nil || avg < 0 || avg > 1e12 {
		return -1, -1
	}
	mantissa, exp, _ := strings.Cut(strings.ToLower(s), "e")
	e, _ := strconv.Atoi(exp)
	_, frac, _ := strings.Cut(mantissa, ".")
	return avg * float64(count), 0.5 * math.Pow(10, float64(e-len(frac))) * float64(count)
}

func wholeOf(s, what string) (int64, error) {
	v, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	if err != nil || v < 0 {
		return 0, fmt.Errorf("%s %q is not a whole number", what, s)
	}
	return v, nil
}
