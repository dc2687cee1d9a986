package coarselog

import (
	"bufio"
	"bytes"
	"slices"
	"strings"
	"testing"

	hdrhistogram "github.com/HdrHistogram/hdrhistogram-go"

	"coordinated-omission/internal/coarse"
	"coordinated-omission/internal/reqlog"
)

// TestHlogTimesAndUnits: an interval log of µs values (the max column at
// a ratio of 1,000), its times from its start time, a tag chosen.
func TestHlogTimesAndUnits(t *testing.T) {
	var b bytes.Buffer
	lw := hdrhistogram.NewHistogramLogWriter(&b)
	if err := lw.OutputStartTime(1_796_286_500_000); err != nil {
		t.Fatal(err)
	}
	lw.SetBaseTime(1_796_286_500_000)
	for k, vals := range [][]int64{{1000, 2000, 3000}, {250_000}} {
		h := hdrhistogram.New(1, 10_000_000, 3)
		for _, v := range vals {
			_ = h.RecordValue(v)
		}
		h.SetStartTimeMs(1_796_286_500_000 + int64(k)*2000)
		h.SetEndTimeMs(1_796_286_500_000 + int64(k)*2000 + 1000)
		h.SetTag("A")
		if err := lw.OutputIntervalHistogram(h); err != nil {
			t.Fatal(err)
		}
	}
	// a writer of µs values divides the max by 1,000 for ms (Java's
	// maxValueUnitRatio; hdrhistogram-go's is unexported): its column
	lines := strings.Split(b.String(), "\n")
	for i, line := range lines {
		if f := strings.Split(line, ","); len(f) == 5 && strings.HasPrefix(f[0], "Tag=") {
			f[3] = map[bool]string{true: "3.001", false: "250.111"}[i == len(lines)-3]
			lines[i] = strings.Join(f, ",")
		}
	}
	l, err := readHlog(bufio.NewReader(strings.NewReader(strings.Join(lines, "\n"))), "A")
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Intervals) != 2 || l.Intervals[0].StartNs != 1_796_286_500e9 || l.Intervals[1].StartNs != 1_796_286_502e9 || l.Intervals[0].WidthNs != 1e9 {
		t.Fatalf("intervals %+v", l.Intervals)
	}
	if l.ResolutionNs != 1000 || l.Intervals[0].Count != 3 || l.Intervals[0].Lat.MinNs() != 1_000_000 || l.Intervals[1].Lat.MaxNs() < 249_700_000 || l.Intervals[1].Lat.MaxNs() > 250_300_000 {
		t.Errorf("unit %d ns, count %d, least %d, longest %d: want µs, 3, 1 ms, 250 ms to 3 digits", l.ResolutionNs, l.Intervals[0].Count, l.Intervals[0].Lat.MinNs(), l.Intervals[1].Lat.MaxNs())
	}
	if !strings.Contains(l.Notes[0], "taken as µs") {
		t.Errorf("note %q", l.Notes[0])
	}
}

// TestArtilleryPeriods: a 2.x period's arrivals, responses, failures (a
// status outside 2xx and 3xx), and its summary's min below its
// percentiles; an endpoint's counts where labelled.
func TestArtilleryPeriods(t *testing.T) {
	doc := `{"aggregate": {"period": 1796286510000}, "intermediate": [
	{"counters": {"vusers.created": 4, "http.responses": 10, "http.codes.200": 7, "http.codes.302": 1, "http.codes.404": 1, "http.codes.503": 1},
	 "period": "1796286500000",
	 "summaries": {"http.response_time": {"min": 1, "max": 90, "count": 10, "p50": 2, "p75": 3, "p90": 50, "p95": 60, "p99": 80, "p999": 90},
	               "plugins.metrics-by-endpoint.response_time./a": {"min": 1, "max": 3, "count": 6, "p50": 2, "p75": 3, "p90": 3, "p95": 3, "p99": 3, "p999": 3}}},
	{"counters": {"vusers.created": 2, "http.responses": 3}, "period": 1796286510000}]}`
	r, err := readArtillery(bufio.NewReader(strings.NewReader(doc)), "")
	if err != nil {
		t.Fatal(err)
	}
	iv := r.Intervals.Intervals
	if len(iv) != 2 || iv[0].StartNs != 1_796_286_500e9 || iv[0].WidthNs != 10e9 || iv[0].Arrivals != 4 || iv[0].Count != 10 || iv[0].Failed != 2 {
		t.Fatalf("%+v", iv)
	}
	if iv[0].Lat.MinNs() != 1e6 || iv[0].Lat.MaxNs() != 90e6 || iv[0].Lat.Count() != 10 || iv[1].Lat != nil || iv[1].Count != 3 {
		t.Errorf("latencies %v; the second %v, %d", iv[0].Lat, iv[1].Lat, iv[1].Count)
	}
	if !slices.Equal(iv[0].LatFloor, coarse.FloorOfPercentiles(10, []float64{0.1, 0.5, 0.75, 0.9, 0.95, 0.99, 0.999, 1}, []int64{1e6, 2e6, 3e6, 50e6, 60e6, 80e6, 90e6, 90e6})) {
		t.Errorf("floor %v", iv[0].LatFloor)
	}
	r, err = readArtillery(bufio.NewReader(strings.NewReader(doc)), "/a")
	if err != nil {
		t.Fatal(err)
	}
	if iv := r.Intervals.Intervals; iv[0].Count != 6 || iv[0].Failed != 2 || iv[1].Count != 0 {
		t.Errorf("the endpoint /a: %+v", iv)
	}
}

// TestLocustIntervals: the users of an interval are the mean of its rows'
// User Count, and the most; its failures the count gained, no more than
// its requests.
func TestLocustIntervals(t *testing.T) {
	rows := []locustRow{{at: 100, users: 0, count: 0}, {at: 101, users: 4, count: 10, failed: 1}, {at: 102, users: 8, count: 30, failed: 9}, {at: 103, users: 8, count: 30, failed: 9}}
	l := locustLog(rows, []float64{1}, false)
	// the last row counted nothing: dropped; intervals of 1 s
	if len(l.Intervals) != 2 {
		t.Fatalf("%+v", l.Intervals)
	}
	a, b := l.Intervals[0], l.Intervals[1]
	if a.Users != 4 || a.UsersMax != 4 || a.Count != 10 || a.Failed != 1 || b.Users != 8 || b.Count != 20 || b.Failed != 8 || b.StartNs != 101e9 || b.WidthNs != 1e9 {
		t.Errorf("%+v %+v", a, b)
	}
	full := locustLog([]locustRow{{at: 100}, {at: 105, users: 2, count: 5, pcts: []int64{7}}, {at: 110, users: 6, count: 25, pcts: []int64{9}}}, []float64{1}, true)
	// 10 s back from 110: 100, the first row
	if len(full.Intervals) != 1 || full.Intervals[0].Users != 4 || full.Intervals[0].UsersMax != 6 || full.Intervals[0].Count != 25 || full.Intervals[0].Lat.MaxNs() != 9e6 {
		t.Errorf("%+v", full.Intervals)
	}
}

// TestBinnedUsers: a whole-second log's users from its live counts: their
// mean over each second, and their most.
func TestBinnedUsers(t *testing.T) {
	log := &reqlog.Log{Format: "k6-csv", ResolutionNs: 1e9, LatencyResolutionNs: 1000,
		Requests: []reqlog.Request{{SendNs: 10e9 - 100e6, LatencyNs: 100e6}, {SendNs: 11.5e9, LatencyNs: 200e6}},
		Live:     []reqlog.LiveCount{{AtNs: 10e9, Threads: 2}, {AtNs: 11.5e9, Threads: 6}}}
	l, err := Binned(log, "")
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Intervals) != 2 || l.Arrivals != coarse.Closed || l.Tool != "k6" {
		t.Fatalf("%+v", l)
	}
	a, b := l.Intervals[0], l.Intervals[1]
	if a.StartNs != 10e9 || a.Users != 2 || a.UsersMax != 2 || a.Count != 1 || b.Users != 4 || b.UsersMax != 6 || b.Count != 1 {
		t.Errorf("%+v %+v: the second's users the mean of 2 for half a second and 6 for the other, 4", a, b)
	}
	if _, err := Binned(log, "x"); err == nil {
		t.Error("a label the log has not")
	}
}
