package coarselog

import (
	"math"
	"slices"
	"testing"
)

// TestLocustSums: a row's latencies' sum is its average times its count,
// off by half a unit of the average's last digit times the count; a
// missing or unreadable average gives none.
func TestLocustSums(t *testing.T) {
	for _, c := range []struct {
		avg          string
		count        int64
		sumMs, errMs float64
	}{
		{"94.88", 199, 94.88 * 199, 0.005 * 199},
		{"13.501338445395056", 5709, 13.501338445395056 * 5709, 0.5e-15 * 5709},
		{" 95 ", 10, 950, 5},
		{"1.5e-3", 1000, 1.5, 0.05},
		{"2E2", 3, 600, 150},
		{"N/A", 10, -1, -1},
		{"-1", 10, -1, -1},
		{"2e13", 10, -1, -1},
	} {
		sum, e := sumOf([]string{"x", c.avg}, 1, c.count)
		if math.Abs(sum-c.sumMs) > 1e-9*math.Abs(c.sumMs) || math.Abs(e-c.errMs) > 1e-9*math.Abs(c.errMs) {
			t.Errorf("%q over %d: %v ± %v, want %v ± %v", c.avg, c.count, sum, e, c.sumMs, c.errMs)
		}
	}
	if sum, e := sumOf([]string{"1"}, -1, 5); sum != -1 || e != -1 {
		t.Errorf("no average column: %v ± %v", sum, e)
	}
}

// TestLocustIntervalSums: an interval takes the sum its end row's gained
// over its start row's where the averages' digits leave it within 0.1 %;
// not where they are whole ms over many requests, or one row has none.
func TestLocustIntervalSums(t *testing.T) {
	row := func(at, count int64, sum, err float64) locustRow {
		return locustRow{at: at, users: 1, count: count, sumMs: sum, errMs: err, minMs: -1}
	}
	l := locustLog([]locustRow{row(100, 0, 0, 0), row(101, 100, 1000, 0.5), row(102, 300, 3000, 1.5)}, []float64{1}, false)
	if a, b := l.Intervals[0], l.Intervals[1]; !a.Summed || a.SumNs != 1000e6 || !b.Summed || b.SumNs != 2000e6 {
		t.Errorf("sums: %+v %+v", a, b)
	}
	// whole ms of an average over 10^6 requests: off by 500 ms a row, more
	// than 0.1 % of the 1000 ms gained
	l = locustLog([]locustRow{row(100, 1e6, 1e7, 5e5), row(101, 1e6+100, 1e7+1000, 5e5)}, []float64{1}, false)
	if l.Intervals[0].Summed {
		t.Errorf("a sum within its rounding: %+v", l.Intervals[0])
	}
	l = locustLog([]locustRow{row(100, 0, -1, -1), row(101, 100, 1000, 0.5)}, []float64{1}, false)
	if l.Intervals[0].Summed {
		t.Errorf("a start row with no average: %+v", l.Intervals[0])
	}
	// a sum that falls (rows of another run): none
	l = locustLog([]locustRow{row(100, 10, 5000, 0), row(101, 20, 1000, 0)}, []float64{1}, false)
	if l.Intervals[0].Summed {
		t.Errorf("a falling sum: %+v", l.Intervals[0])
	}
}

// TestWithLeast: the run's least latency so far goes below a row's
// percentiles as one request's, where it is below the first and one
// request is less than the first percentile's share.
func TestWithLeast(t *testing.T) {
	qs, vals := []float64{0.5, 1}, []int64{10e6, 20e6}
	if q, v := withLeast(qs, vals, 1.5, 100); !slices.Equal(q, []float64{0.01, 0.5, 1}) || !slices.Equal(v, []int64{1.5e6, 10e6, 20e6}) {
		t.Errorf("%v %v", q, v)
	}
	for _, c := range []struct {
		minMs float64
		count int64
	}{{-1, 100}, {11, 100}, {1, 2}, {1, 1}} {
		if q, v := withLeast(qs, vals, c.minMs, c.count); !slices.Equal(q, qs) || !slices.Equal(v, vals) {
			t.Errorf("least %v of %d: %v %v, want them as given", c.minMs, c.count, q, v)
		}
	}
	if q, v := withLeast(nil, nil, 1, 100); q != nil || v != nil {
		t.Errorf("no percentiles: %v %v", q, v)
	}
	if q, _ := withLeast(qs, vals, 10, 100); len(q) != 3 {
		t.Errorf("a least equal to the first percentile: %v, want it below as one request's", q)
	}
}
