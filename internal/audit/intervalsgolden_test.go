package audit

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"coordinated-omission/internal/coarse"
	"coordinated-omission/internal/reqlog"
)

// TestIntervalsPictureGolden draws the audit by interval of two real
// files against golden SVGs (-update rewrites them): the Locust history
// of the paused live run (closed users, two stalls of 1.5 s: each
// interval's longest latency, the bound's and the estimate's pause, and
// the requests answered a second against the plan's), and the Artillery
// 2.x report of open arrivals (nothing held back: sent on the plan), and
// the HdrHistogram log of the paused field run, which names no users and
// leaves out the stall's empty intervals.
func TestIntervalsPictureGolden(t *testing.T) {
	for _, c := range []struct{ fixture, golden string }{
		{"locust-live-paused-history.csv", "intervals-locust.svg"},
		{"artillery-live.json", "intervals-artillery.svg"},
		{"hdrhistogram.hlog", "intervals-hlog.svg"},
	} {
		out, err := Run(bytes.NewReader(fixture(t, c.fixture)), c.fixture, Flags{}, Given{})
		if err != nil {
			t.Fatal(err)
		}
		if out.Coarse == nil {
			t.Fatalf("%s: not audited by interval", c.fixture)
		}
		path := filepath.Join("testdata", c.golden)
		if *update {
			if err := os.WriteFile(path, out.Picture, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(out.Picture, want) {
			t.Errorf("%s: the picture differs from %s (go test -run TestIntervalsPictureGolden -update rewrites it)", c.fixture, path)
		}
		for _, s := range []string{"longest latency, as recorded", "answered", "the plan"} {
			if !strings.Contains(string(out.Picture), s) {
				t.Errorf("%s: the picture has no %q", c.fixture, s)
			}
		}
	}
}

// TestIntervalsPrintGolden: the audit by interval of every coarse fixture,
// as the command prints it, against a golden text (-update rewrites it):
// closed users with sums, a history without --csv-full-history, a rough
// one, open arrivals, a log that names no users, and a k6 CSV in whole
// seconds; each file's -audit-fail-above at 1× its bound's ratio to the
// recording fails, at 100× passes, and at 0 (not asked) passes.
func TestIntervalsPrintGolden(t *testing.T) {
	var b bytes.Buffer
	for _, name := range []string{"locust-history.csv", "locust-history-aggregated.csv", "locust-live-history.csv", "locust-live-paused-history.csv",
		"artillery-2.json", "artillery-live.json", "hdrhistogram.hlog", "k6-15.csv"} {
		out, err := Run(bytes.NewReader(fixture(t, name)), name, Flags{}, Given{})
		if err != nil {
			t.Fatal(err)
		}
		if out.Coarse == nil {
			t.Fatalf("%s: not audited by interval", name)
		}
		b.WriteString("== " + name + "\n")
		out.Print(&b)
		if err := out.FailAbove(0); err != nil {
			t.Errorf("%s: -audit-fail-above 0 (none asked): %v", name, err)
		}
		r := out.Coarse
		if !r.Bound.Stated() || r.Bound.Figures[2] <= r.Recorded.Figures[2] {
			continue
		}
		if err := out.FailAbove(1); err == nil || !strings.Contains(err.Error(), "-audit-fail-above 1: the lower bound's p99 is") {
			t.Errorf("%s: -audit-fail-above 1: %v", name, err)
		}
		if err := out.FailAbove(100); err != nil {
			t.Errorf("%s: -audit-fail-above 100: %v", name, err)
		}
	}
	path := filepath.Join("testdata", "intervals-print.txt")
	if *update {
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b.Bytes(), want) {
		t.Errorf("the printed audits differ from %s (go test -run TestIntervalsPrintGolden -update rewrites it)", path)
	}
}

// TestCoarseClockAtTheMedian: a clock of 1 s is too coarse for a plan
// only where the median latency is under it; of an even count, the lower
// of the two middle ones.
func TestCoarseClockAtTheMedian(t *testing.T) {
	logOf := func(lats ...int64) *reqlog.Log {
		l := &reqlog.Log{ResolutionNs: 1e9}
		for _, v := range lats {
			l.Requests = append(l.Requests, reqlog.Request{LatencyNs: v})
		}
		return l
	}
	for _, c := range []struct {
		lats []int64
		want bool
	}{{[]int64{1e9}, false}, {[]int64{1e9 - 1}, true}, {[]int64{5e8, 2e9}, true}, {[]int64{2e9, 5e8, 3e9}, false}} {
		if got := coarseClock(logOf(c.lats...)); got != c.want {
			t.Errorf("latencies %v on a clock of 1 s: coarse %v, want %v", c.lats, got, c.want)
		}
	}
}

// TestIntervalsRecord: the raw file's run of the live Locust history
// holds its 10 users and its span of 40 s.
func TestIntervalsRecord(t *testing.T) {
	out, err := Run(bytes.NewReader(fixture(t, "locust-live-paused-history.csv")), "h.csv", Flags{}, Given{})
	if err != nil {
		t.Fatal(err)
	}
	if run := out.Record.Runs[0]; run.Users != 10 || run.SpanNs != 40e9 || run.Skipped != out.Coarse.Unsent || run.IntervalNs != 10e9 {
		t.Errorf("users %d, span %d ns, skipped %d, interval %d ns: want 10, 40 s, %d, 10 s", run.Users, run.SpanNs, run.Skipped, run.IntervalNs, out.Coarse.Unsent)
	}
}

// TestIntervalsPictureSaysWhyEmpty: a log that gives no interval's own
// latency (every TailNs 0) has words where its dots would be, and one
// that gives them has none.
func TestIntervalsPictureSaysWhyEmpty(t *testing.T) {
	for _, tailNs := range []int64{0, 80e6} {
		r := &coarse.Result{LeastNs: 20e6, Rows: []coarse.Row{{AtNs: 0, WidthNs: 1e9, Users: 5, Planned: 50, Sent: 50, TailNs: tailNs}, {AtNs: 1e9, WidthNs: 1e9, Users: 5, Planned: 50, Sent: 20, TailNs: tailNs}}}
		svg, err := intervalsPicture(r, "t")
		if err != nil {
			t.Fatal(err)
		}
		if says := strings.Contains(string(svg), "no interval&#39;s own latencies") || strings.Contains(string(svg), "no interval's own latencies"); says != (tailNs == 0) {
			t.Errorf("tails of %v: the picture says why it is empty: %v", tailNs, says)
		}
	}
}

// TestLogMiddle: a decade's middle on a log scale, and of 1 to 100, 10.
func TestLogMiddle(t *testing.T) {
	if got := logMiddle(1, 100); math.Abs(got-10) > 1e-12 {
		t.Errorf("logMiddle(1, 100) = %v, want 10", got)
	}
	if got := logMiddle(0.01, 4); math.Abs(got-0.2) > 1e-12 {
		t.Errorf("logMiddle(0.01, 4) = %v, want 0.2", got)
	}
}

// TestIntervalsPictureOfNoRows: a result with no interval draws two
// empty panels, and does not fail.
func TestIntervalsPictureOfNoRows(t *testing.T) {
	if _, err := intervalsPicture(&coarse.Result{}, "none"); err != nil {
		t.Fatal(err)
	}
}

// TestIntervalsPrintLoad: the printed audit names the server's load, and
// the range of those its intervals show, only where they showed it.
func TestIntervalsPrintLoad(t *testing.T) {
	for _, c := range []struct {
		load  float64
		shown bool
		want  string
	}{{0.42, true, "the plan keeps it 42 % busy, the median of the 5 intervals that show it (30 to 51 %)"}, {0.004, true, "the plan keeps it 0 % busy"}, {0, false, ""}} {
		var b bytes.Buffer
		o := &Outcome{Coarse: &coarse.Result{Arrivals: coarse.Closed, Load: c.load, LoadShown: c.shown, LoadShows: 5, Loads: coarse.LoadRange{Low: 0.3, At: c.load, High: 0.51}}, Intervals: &coarse.Log{}}
		o.printIntervals(&b)
		if got := strings.Contains(b.String(), "as its slow moments show it"); got != (c.want != "") || !strings.Contains(b.String(), c.want) {
			t.Errorf("load %v, shown %v: printed\n%s\nwant %q", c.load, c.shown, b.String(), c.want)
		}
	}
}

// TestIntervalsRecordOfNoRows: a result of no interval records a span of
// 0, and does not fail.
func TestIntervalsRecordOfNoRows(t *testing.T) {
	a := intervalsRecord(&Outcome{Coarse: &coarse.Result{}, Intervals: &coarse.Log{}}, Flags{}, "none", "")
	if len(a.Runs) != 1 || a.Runs[0].SpanNs != 0 {
		t.Errorf("runs %+v, want one of span 0", a.Runs)
	}
}

// TestIntervalsArrivalsGiven: -audit-arrivals open or closed says how a
// log of intervals' users came; plan is refused, for no such log shows a
// rate plan.
func TestIntervalsArrivalsGiven(t *testing.T) {
	b := fixture(t, "hdrhistogram.hlog")
	for _, given := range []string{ArrivalsOpen, ArrivalsClosed} {
		out, err := Run(bytes.NewReader(b), "hdrhistogram.hlog", Flags{Arrivals: given}, Given{})
		if err != nil || out.Coarse == nil || out.Coarse.Arrivals != given {
			t.Errorf("-audit-arrivals %s: %v", given, err)
		}
	}
	_, err := Run(bytes.NewReader(b), "hdrhistogram.hlog", Flags{Arrivals: ArrivalsPlan}, Given{})
	if err == nil || !strings.Contains(err.Error(), "-audit-arrivals plan: a log of intervals") {
		t.Errorf("-audit-arrivals plan: %v, want refused", err)
	}
}
