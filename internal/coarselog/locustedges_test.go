package coarselog

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"coordinated-omission/internal/reqlog"
)

// TestLocustHeader: the columns found by name wherever they stand, -1
// where absent; the percentile columns from above 0 % to 100 %, in
// order, or the header is refused.
func TestLocustHeader(t *testing.T) {
	c, err := locustHeader(strings.Split("Total Failure Count,Timestamp,User Count,Name,Total Request Count,0%,50%,100%", ","))
	if err != nil {
		t.Fatal(err)
	}
	if c.failed != 0 || c.timestamp != 1 || c.typ != -1 || c.min != -1 || c.avg != -1 || !slices.Equal(c.qs, []float64{0.5, 1}) || !slices.Equal(c.pct, []int{6, 7}) {
		t.Errorf("%+v", c)
	}
	for _, h := range []string{"66%,50%", "50%,50%"} {
		if _, err := locustHeader(strings.Split("Timestamp,User Count,Name,Total Request Count,"+h, ",")); !errors.Is(err, ErrFormat) {
			t.Errorf("percentiles %s: %v, want them refused", h, err)
		}
	}
}

// TestLocustRowValues: each column read where it stands, the first
// included; the bounds of each value, at the bound.
func TestLocustRowValues(t *testing.T) {
	names := []string{"Total Failure Count", "Total Min Response Time", "Total Max Response Time", "Type"}
	for _, first := range names {
		head := []string{first, "Timestamp", "User Count", "Name", "Total Request Count", "50%"}
		vals := map[string]string{"Total Failure Count": "3", "Total Min Response Time": "0", "Total Max Response Time": "1000", "Type": "GET"}
		rec := []string{vals[first], "100", "0", "/", "10", "1e12"}
		for _, n := range names {
			if n != first {
				head, rec = append(head, n), append(rec, vals[n])
			}
		}
		c, err := locustHeader(head)
		if err != nil {
			t.Fatal(err)
		}
		row, err := c.row(rec)
		if err != nil {
			t.Fatalf("%s first: %v", first, err)
		}
		if row.failed != 3 || row.minMs != 0 || row.users != 0 || !slices.Equal(row.pcts, []int64{1e12}) || row.sumMs != -1 {
			t.Errorf("%s first: %+v", first, row)
		}
	}
	c, err := locustHeader(strings.Split("Timestamp,User Count,Name,Total Request Count,Total Min Response Time,Total Max Response Time,Total Average Response Time", ","))
	if err != nil {
		t.Fatal(err)
	}
	for _, rec := range [][]string{
		{"100", "1e9", "/", "1", "1e12", "1e12", "1e12"}, // at the bounds: the least refused, the average kept
		{"100", "1", "/", "1", "-1", "-1", "0"},
	} {
		row, err := c.row(rec)
		if err != nil || row.minMs != -1 || row.pcts != nil || (rec[1] == "1e9") != (row.users == 1e9) {
			t.Errorf("%v: %+v, %v", rec, row, err)
		}
		if rec[6] == "0" && row.sumMs != 0 || rec[6] == "1e12" && row.sumMs != 1e12 {
			t.Errorf("%v: sum %v", rec, row.sumMs)
		}
	}
	for _, rec := range [][]string{
		{"0", "1", "/", "1", "1", "1", "1"},          // the epoch's second 0
		{"9000000001", "1", "/", "1", "1", "1", "1"}, // past 2255, past an int64 of ns
		{"100", "1.1e9", "/", "1", "1", "1", "1"},    // users past a billion
		{"100", "-1", "/", "1", "1", "1", "1"},
	} {
		if _, err := c.row(rec); err == nil {
			t.Errorf("%v read", rec)
		}
	}
	pc, err := locustHeader(strings.Split("Timestamp,User Count,Name,Total Request Count,50%,100%", ","))
	if err != nil {
		t.Fatal(err)
	}
	if row, err := pc.row([]string{"100", "1", "/", "1", "0", "0"}); err != nil || row.pcts != nil {
		t.Errorf("a window not filled (0): %+v %v", row, err)
	}
	// a percentile given, then one N/A or empty: the row has none, not a
	// set shorter than the header's (the fuzzer's panic)
	for _, rest := range []string{"N/A", ""} {
		if row, err := pc.row([]string{"100", "1", "/", "1", "5", rest}); err != nil || row.pcts != nil {
			t.Errorf("a percentile, then %q: %+v %v", rest, row, err)
		}
	}
	if _, err := pc.row([]string{"100", "1", "/", "1", "5", "1.1e12"}); err == nil {
		t.Errorf("a percentile past 10^12 ms read")
	}
	if sum, e := sumOf([]string{"2"}, 0, 3); sum != 6 || e != 1.5 {
		t.Errorf("an average in the first column: %v ± %v", sum, e)
	}
	if sum, _ := sumOf([]string{"1.1e12"}, 0, 3); sum != -1 {
		t.Errorf("an average past 10^12 ms: %v", sum)
	}
}

// TestLocustLogEdges: a history of two rows is one interval; one whose
// count never moved has none; an interval's failures are no more than
// its requests; a sum gained exactly within the digits' 0.1 % is taken,
// as is one of nothing gained; an interval of no request has no
// latencies; without --csv-full-history the run's own percentiles are
// its recording; a least latency of 0 goes below the percentiles.
func TestLocustLogEdges(t *testing.T) {
	two := "Timestamp,User Count,Type,Name,Total Request Count,50%\n100,1,,Aggregated,0,N/A\n101,1,,Aggregated,10,5\n"
	if l, err := readLocust(strings.NewReader(two), ""); err != nil || len(l.Intervals) != 1 {
		t.Errorf("two rows: %v", err)
	}
	still := "Timestamp,User Count,Type,Name,Total Request Count,50%\n100,1,,Aggregated,5,5\n101,1,,Aggregated,5,5\n"
	if l, err := readLocust(strings.NewReader(still), ""); err != nil || len(l.Intervals) != 0 {
		t.Errorf("a count that never moved: %+v, %v", l, err)
	}
	rows := []locustRow{{at: 100, count: 10, failed: 0, sumMs: 100, errMs: 0, minMs: -1}, {at: 101, users: 1, count: 20, failed: 15, sumMs: 1100, errMs: 0, minMs: 0, pcts: []int64{10}},
		{at: 102, users: 1, count: 20, failed: 15, sumMs: 1100, errMs: 0, minMs: 0, pcts: []int64{10}}, {at: 103, users: 1, count: 30, sumMs: 2100, errMs: 1, minMs: 0, pcts: []int64{10}}}
	// a sum past an int64 of ns is not taken
	huge := locustLog([]locustRow{{at: 100, minMs: -1}, {at: 101, users: 1, count: 10, sumMs: 9e12, minMs: -1}, {at: 102, users: 1, count: 20, sumMs: 9e12 + 8.9e12, minMs: -1}}, []float64{0.5}, false)
	if huge.Intervals[0].Summed || !huge.Intervals[1].Summed {
		t.Errorf("sums of 9·10^12 and 8.9·10^12 ms: %+v", huge.Intervals)
	}
	l := locustLog(rows, []float64{0.5}, false)
	a, b, c := l.Intervals[0], l.Intervals[1], l.Intervals[2]
	if a.Failed != 10 || !a.Summed || a.SumNs != 1000e6 || !b.Summed || b.SumNs != 0 || b.Lat != nil || !c.Summed || c.SumNs != 1000e6 {
		t.Errorf("%+v\n%+v\n%+v", a, b, c)
	}
	if l.Recorded == nil || l.Recorded.Count() != 30 {
		t.Errorf("the recording without --csv-full-history: %v", l.Recorded)
	}
	full := locustLog(rows, []float64{0.5}, true)
	if iv := full.Intervals[len(full.Intervals)-1]; iv.Lat == nil || iv.Lat.MinNs() != 0 || full.Recorded != nil {
		t.Errorf("a least of 0 ms: %v; recorded %v", iv.Lat, full.Recorded)
	}
	if _, err := readLocust(strings.NewReader("Timestamp,User Count,Type,Name,Total Request Count\n100,1,,Aggregated,0\n"), ""); !errors.Is(err, reqlog.ErrEmpty) {
		t.Errorf("one row: %v", err)
	}
}
