package coarselog

import (
	"bufio"
	"bytes"
	"fmt"
	"strings"
	"testing"

	hdrhistogram "github.com/HdrHistogram/hdrhistogram-go"

	"coordinated-omission/internal/coarse"
	"coordinated-omission/internal/reqlog"
)

// hlogText is an interval log of ms values: a start time of startSec,
// and one interval at each of ats (s, as written) of 1 s, each of values
// (ms) 2, 3 and 40.
func hlogText(t *testing.T, startSec float64, ats ...float64) string {
	t.Helper()
	var b bytes.Buffer
	lw := hdrhistogram.NewHistogramLogWriter(&b)
	if err := lw.OutputStartTime(int64(startSec * 1000)); err != nil {
		t.Fatal(err)
	}
	h := hdrhistogram.New(1, 1_000_000, 3)
	for _, v := range []int64{2, 3, 40} {
		_ = h.RecordValue(v)
	}
	var lines []string
	for _, line := range strings.Split(b.String(), "\n") {
		if line != "" {
			lines = append(lines, line)
		}
	}
	enc, err := h.Encode(hdrhistogram.V2CompressedEncodingCookieBase)
	if err != nil {
		t.Fatal(err)
	}
	for _, at := range ats {
		lines = append(lines, fmt.Sprintf("%.3f,1.000,40.000,%s", at, enc))
	}
	return strings.Join(lines, "\n") + "\n"
}

// TestHlogEdges: an interval log names no users or arrivals; its first
// bucket is at its lowest value, the others at their highest; a time a
// year or more before the start time, or just before it, is absolute, a
// small one from the start; the latest interval allowed, at 9·10^9 s
// (2255: 10^11 s, allowed before, overflowed an int64 of ns), and no
// later.
func TestHlogEdges(t *testing.T) {
	const start = 1e9
	year := 365 * 24 * 3600.0
	for _, c := range []struct {
		at, wantSec float64
	}{{5, start + 5}, {start - 10, start - 10}, {start - 100_000, start - 100_000}, {start - year, start - year}} {
		l, err := readHlog(bufio.NewReader(strings.NewReader(hlogText(t, start, c.at))), "")
		if err != nil {
			t.Fatal(err)
		}
		iv := l.Intervals[0]
		if iv.StartNs != int64(c.wantSec*1e9) || iv.Users != -1 || iv.UsersMax != -1 || iv.Arrivals != -1 || iv.Count != 3 {
			t.Errorf("at %v: %+v, want from %v s, no users", c.at, iv, c.wantSec)
		}
		if iv.Lat.MinNs() != 2e6 || iv.Lat.MaxNs() < 40e6 {
			t.Errorf("at %v: %v, want from 2 ms to 40 ms or just above", c.at, iv.Lat)
		}
	}
	if _, err := readHlog(bufio.NewReader(strings.NewReader(hlogText(t, 9e9-2, 1))), ""); err != nil {
		t.Errorf("an interval that ends at 9·10^9 s: %v", err)
	}
	if _, err := readHlog(bufio.NewReader(strings.NewReader(hlogText(t, 9e9-2, 2))), ""); err == nil {
		t.Errorf("an interval that ends past 9·10^9 s (2255, past an int64 of ns at 10^11) read")
	}
	if got := leadingSeconds("9000000000.000 (seconds since epoch)"); got != 9e9 {
		t.Errorf("a start time of 9·10^9 s: %v", got)
	}
}

// TestBinnedEdges: a whole-second log's intervals start on its clock's
// second, name no users or arrivals without live counts (and are an
// unknown model), and keep a label found first; a live count that
// changes at an interval's end is the next one's.
func TestBinnedEdges(t *testing.T) {
	log := &reqlog.Log{Format: "k6-csv", ResolutionNs: 1e9, LatencyResolutionNs: 1e6, Labels: []string{"a", "b"}, Requests: []reqlog.Request{
		{SendNs: 1_400_000_000, LatencyNs: 100_000_000, Label: 0}, {SendNs: 2_100_000_000, LatencyNs: 100_000_000, Label: 1}, {SendNs: 3_800_000_000, LatencyNs: 100_000_000, Label: 0}}}
	l, err := Binned(log, "")
	if err != nil {
		t.Fatal(err)
	}
	if l.Arrivals != coarse.Unknown || len(l.Intervals) != 3 || l.Intervals[0].StartNs != 1e9 || l.Intervals[2].StartNs != 3e9 {
		t.Fatalf("%s: %+v", l.Arrivals, l.Intervals)
	}
	for _, iv := range l.Intervals {
		if iv.Users != -1 || iv.UsersMax != -1 || iv.Arrivals != -1 || iv.WidthNs != 1e9 {
			t.Errorf("%+v: want no users or arrivals", iv)
		}
	}
	if l, err := Binned(log, "a"); err != nil || l.Intervals[0].Count != 1 || l.Intervals[1].Count != 0 {
		t.Errorf("the first label: %v", err)
	}
	ivs := []coarse.Interval{{StartNs: 0, WidthNs: 1e9}, {StartNs: 1e9, WidthNs: 1e9}}
	live(ivs, []reqlog.LiveCount{{AtNs: 0, Threads: 2}, {AtNs: 1e9, Threads: 5}})
	if ivs[0].Users != 2 || ivs[0].UsersMax != 2 || ivs[1].Users != 5 || ivs[1].UsersMax != 5 {
		t.Errorf("a change at the end: %+v", ivs)
	}
	// counts that all changed before the interval
	ivs = []coarse.Interval{{StartNs: 5e9, WidthNs: 1e9}}
	live(ivs, []reqlog.LiveCount{{AtNs: 0, Threads: 3}})
	if ivs[0].Users != 3 || ivs[0].UsersMax != 3 {
		t.Errorf("a count set before: %+v", ivs)
	}
}

// TestArtillery1Edges: an entry of three values (no status) is read;
// one at the bounds of time (9·10^12 ms: 10^14, allowed before,
// overflowed an int64 of ns) and latency is read, one past them refused,
// naming its period and entry; the send is the response's time less the
// latency; a status of 399 is no failure, 400 and 199 are.
func TestArtillery1Edges(t *testing.T) {
	report := func(entries ...string) string {
		return `{"aggregate":{},"intermediate":[{"latencies":[[1000,"a",1000000,200]]},{"latencies":[` + strings.Join(entries, ",") + `]}]}`
	}
	r, err := readArtillery(bufio.NewReader(strings.NewReader(report(`[9e12,"b",0]`, `[2000,"c",1e15,399]`, `[3000,"d",5,400]`, `[4000,"e",5,199]`))), "")
	if err != nil {
		t.Fatal(err)
	}
	reqs := r.Requests.Requests
	if len(reqs) != 5 || reqs[0].SendNs != 1000e6-1e6 || reqs[1].SendNs != 9e18 || reqs[1].LatencyNs != 0 || r.Requests.Failed != 2 {
		t.Errorf("%+v; failed %d", reqs, r.Requests.Failed)
	}
	for _, bad := range []string{`[0,"b",1]`, `[9.0001e12,"b",1]`, `[1000,"b",-1]`, `[1000,"b",1.1e15]`, `[1000,"b"]`} {
		_, err := readArtillery(bufio.NewReader(strings.NewReader(report(`[1000,"a",1]`, bad))), "")
		if err == nil || !strings.Contains(err.Error(), "period 2, latency 2") {
			t.Errorf("%s: %v, want it refused at period 2, latency 2", bad, err)
		}
	}
	if _, err := periodNs([]byte("9e12")); err != nil {
		t.Errorf("a period at 9·10^12 ms: %v", err)
	}
	for _, bad := range []string{"0", "9.0001e12", "1e14"} {
		if _, err := periodNs([]byte(bad)); err == nil {
			t.Errorf("a period of %s read", bad)
		}
	}
	if got := clip(strings.Repeat("x", 40)); got != strings.Repeat("x", 40) {
		t.Errorf("40 characters clipped: %q", got)
	}
}

// TestMoreEdges: an Artillery 1.x report's users named by numbers are
// told apart; a bad 2.x period is named by its place; an hlog's first
// bucket is at its lowest value and the rest at their highest, and its
// start time past 2255 is not read; a Locust history with Type as its
// first column names its requests by it; an interval that gained no
// request has no latencies, and a run of none no recording.
func TestMoreEdges(t *testing.T) {
	r, err := readArtillery(bufio.NewReader(strings.NewReader(`{"aggregate":{},"intermediate":[{"latencies":[[1000,1,5,200],[1000,2,5,200]]}]}`)), "")
	if err != nil || r.Requests.Requests[0].Conn == r.Requests.Requests[1].Conn {
		t.Errorf("numbered users: %v", err)
	}
	bad := `{"aggregate":{},"intermediate":[` + period2JSON(1_796_000_000_000, `"http.responses":1`, "", 0) + `,{"counters":{},"period":"x"}]}`
	if _, err := readArtillery(bufio.NewReader(strings.NewReader(bad)), ""); err == nil || !strings.Contains(err.Error(), "period 2:") {
		t.Errorf("a bad second period: %v", err)
	}
	h := hdrhistogram.New(1, 1_000_000, 3)
	_ = h.RecordValue(40_000)
	_ = h.RecordValue(80_000)
	var bars []hdrhistogram.Bar
	for _, b := range h.Distribution() {
		if b.Count > 0 {
			bars = append(bars, b)
		}
	}
	if d := histDist(h); len(bars) != 2 || bars[0].From == bars[0].To || len(d) != 2 || d[0].Ns != bars[0].From || d[1].Ns != bars[1].To {
		t.Errorf("%v from %+v", d, bars)
	}
	if got := leadingSeconds("9000000001"); got != 0 {
		t.Errorf("a start time past 2255: %v", got)
	}
	typeFirst := "Type,Timestamp,User Count,Name,Total Request Count,50%\n,100,1,Aggregated,0,N/A\nGET,100,1,/x,0,N/A\nGET,101,1,/x,10,5\n,101,1,Aggregated,10,5\n"
	if l, err := readLocust(strings.NewReader(typeFirst), "GET /x"); err != nil || len(l.Intervals) != 1 || l.Intervals[0].Arrivals != -1 {
		t.Errorf("Type first: %v", err)
	}
	rows := []locustRow{{at: 100, count: 10, minMs: -1}, {at: 110, users: 1, count: 10, minMs: -1, pcts: []int64{5}}, {at: 120, users: 1, count: 20, minMs: -1, pcts: []int64{5}}}
	if l := locustLog(rows, []float64{0.5}, true); len(l.Intervals) != 2 || l.Intervals[0].Lat != nil || l.Intervals[1].Lat == nil {
		t.Errorf("an interval of no request: %+v", l.Intervals)
	}
	if l := locustLog([]locustRow{{at: 100, minMs: -1, pcts: []int64{5}}}, []float64{0.5}, false); l.Recorded != nil {
		t.Errorf("a run of no request recorded %v", l.Recorded)
	}
	c, _ := locustHeader(strings.Split("Timestamp,User Count,Name,Total Request Count", ","))
	if _, err := c.row([]string{"9000000000", "1", "/", "1"}); err != nil {
		t.Errorf("a Timestamp in 2255: %v", err)
	}
}

// TestErrorsNameTheirPlace: a 1.x period whose latencies do not read is
// named by its place; an hlog interval of 10^9 s is read, and one that
// ends past 2255 is refused with its time.
func TestErrorsNameTheirPlace(t *testing.T) {
	bad := `{"aggregate":{},"intermediate":[{"latencies":[]},{"latencies":{}}]}`
	if _, err := readArtillery(bufio.NewReader(strings.NewReader(bad)), ""); err == nil || !strings.Contains(err.Error(), "period 2: latencies") {
		t.Errorf("latencies of period 2: %v", err)
	}
	long := strings.Replace(hlogText(t, 1e9, 5), ",1.000,", ",1000000000.000,", 1)
	if l, err := readHlog(bufio.NewReader(strings.NewReader(long)), ""); err != nil || l.Intervals[0].WidthNs != 1e18 {
		t.Errorf("an interval of 10^9 s: %v", err)
	}
	if _, err := readHlog(bufio.NewReader(strings.NewReader(hlogText(t, 9e9-2, 2))), ""); err == nil || !strings.Contains(err.Error(), "an interval at 9e+09 s for 1 s") {
		t.Errorf("an interval that ends past 2255: %v", err)
	}
}
