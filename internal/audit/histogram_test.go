package audit

import (
	"bytes"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"coordinated-omission/internal/testenv"
)

// auditBoth audits input twice, its re-timings' figures exact and from
// the histogram (every plan past exactSlots), and returns both outcomes.
func auditBoth(t *testing.T, name string, input []byte) (exact, hist *Outcome) {
	t.Helper()
	run := func(most int) *Outcome {
		defer func(was int) { exactSlots = was }(exactSlots)
		exactSlots = most
		out, err := Run(bytes.NewReader(input), name, Flags{}, Given{})
		if err != nil {
			return nil
		}
		return out
	}
	return run(1 << 62), run(-1)
}

// checkWithinDigits: each re-timing over the plan's slots that the exact
// path states, the histogram path states too, each figure h at or below
// the exact one e and above it less e/1024 (below 2,048 ns the histogram
// is exact): a bound stays a bound; and it says its digits. The
// recording and HdrHistogram's correction, over the requests, are the
// same.
func checkWithinDigits(t *testing.T, name string, e, h *Result) {
	t.Helper()
	want := histogramDigits
	if e.Users.Arrivals == ArrivalsOpen {
		want = 0 // its re-timings are its recording, exactly
	}
	if e.Digits != 0 || h.Digits != want {
		t.Errorf("%s: digits %d and %d, want 0 and %d", name, e.Digits, h.Digits, want)
	}
	if want == 0 && (e.Bound != h.Bound || e.ReplayServer != h.ReplayServer || e.ReplayRequests != h.ReplayRequests) {
		t.Errorf("%s: an open model's re-timings differ between the paths", name)
	}
	if e.Recorded != h.Recorded || e.Corrected != h.Corrected {
		t.Errorf("%s: the recording or the correction differ: %v %v, %v %v", name, e.Recorded.Figures, h.Recorded.Figures, e.Corrected.Figures, h.Corrected.Figures)
	}
	for _, pair := range [][2]Retiming{{e.Bound, h.Bound}, {e.ReplayServer, h.ReplayServer}, {e.ReplayRequests, h.ReplayRequests}} {
		ex, hi := pair[0], pair[1]
		if ex.Stated() != hi.Stated() {
			t.Errorf("%s %s: stated %v exactly, %v from the histogram (%q, %q)", name, ex.Name, ex.Stated(), hi.Stated(), ex.Unstated, hi.Unstated)
			continue
		}
		for i, v := range ex.Figures {
			if w := hi.Figures[i]; w > v || v-w >= max(1, v>>10) {
				t.Errorf("%s %s p%v: %d from the histogram, %d exact: not within its digits", name, ex.Name, Levels[i], w, v)
			}
		}
	}
}

// TestHistogramPathAgrees audits every per-request fixture, and a JMeter
// log of 200 closed threads held by pauses, both ways: the histogram
// path's figures are the exact path's to within their stated digits,
// and its account says so where the exact one says nothing of it; an
// open model's re-timings, its recording, stay exact.
func TestHistogramPathAgrees(t *testing.T) {
	paths, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "audit", "*"))
	inputs := map[string][]byte{}
	for _, p := range paths {
		if filepath.Ext(p) != ".origin" {
			inputs[filepath.Base(p)], _ = os.ReadFile(p)
		}
	}
	n := int64(testenv.Count(40_000, 400_000))
	if testing.Short() {
		n = 4_000 // under QEMU (CI's arm64 step), 40,000 took half a minute
	}
	jtl, err := io.ReadAll(testenv.NewJTL(n))
	if err != nil {
		t.Fatal(err)
	}
	inputs["generated.jtl"] = jtl
	compared := 0
	for name, input := range inputs {
		exact, hist := auditBoth(t, name, input)
		if (exact == nil) != (hist == nil) {
			t.Errorf("%s: audited one way and refused the other", name)
			continue
		}
		if exact == nil || exact.Coarse != nil {
			continue
		}
		for i, ro := range exact.Runs {
			if ro.Result == nil {
				continue
			}
			checkWithinDigits(t, name, ro.Result, hist.Runs[i].Result)
			compared++
		}
		var e, h bytes.Buffer
		exact.Print(&e)
		hist.Print(&h)
		if said := strings.Contains(h.String(), "significant digits"); strings.Contains(e.String(), "significant digits") || said != (hist.Result.Digits > 0) {
			t.Errorf("%s: the exact account speaks of digits, or the histogram's does not say its own:\n%s", name, h.String())
		}
		if filed := bytes.Contains(hist.Raw, []byte("audit.run1.digits 3 digits")); bytes.Contains(exact.Raw, []byte("digits")) || filed != (hist.Result.Digits > 0) {
			t.Errorf("%s: the exact raw file speaks of digits, or the histogram's does not file its own:\n%s", name, hist.Raw)
		}
	}
	if compared < 40 {
		t.Errorf("only %d runs compared", compared)
	}
}

// TestHistogramRefusesOutOfRange: on the histogram path, a re-timed
// figure the histogram cannot hold (below 0) is an error naming its
// slot, not a figure quietly left out; 0 and the most an int64 holds are
// held.
func TestHistogramRefusesOutOfRange(t *testing.T) {
	defer func(was int) { exactSlots = was }(exactSlots)
	exactSlots = -1
	for _, c := range []struct {
		v  int64
		ok bool
	}{{-1, false}, {0, true}, {mostTrackedNs, true}, {math.MaxInt64, true}} {
		d := fixedDesign{n: 3, lower: c.v}
		_, _, err := newRecorder(d).record(d.bound, false)
		if (err == nil) != c.ok || err != nil && !strings.Contains(err.Error(), "slot 0") {
			t.Errorf("a figure of %d: %v", c.v, err)
		}
	}
}

// TestExactUpToExactSlots: a plan of exactly exactSlots slots is re-timed
// exactly; one slot more takes the histogram.
func TestExactUpToExactSlots(t *testing.T) {
	defer func(was int) { exactSlots = was }(exactSlots)
	d := fixedDesign{n: 5, lower: 1}
	for _, c := range []struct{ most, digits int }{{5, 0}, {4, histogramDigits}} {
		exactSlots = c.most
		if got := newRecorder(d).digits(); got != c.digits {
			t.Errorf("5 slots, exact up to %d: %d digits, want %d", c.most, got, c.digits)
		}
	}
}

// TestHistogramWords: the line of digits names the figures that came
// from the histogram: the bound's always, each replay's where stated.
func TestHistogramWords(t *testing.T) {
	stated, unstated := Retiming{}, Retiming{Unstated: "why"}
	for _, c := range []struct {
		server, requests Retiming
		want             string
	}{
		{stated, stated, "the bound's, the server-pause replay's and the request replay's figures"},
		{unstated, stated, "the bound's and the request replay's figures"},
		{unstated, unstated, "the bound's figures"},
	} {
		r := &Result{ReplayServer: c.server, ReplayRequests: c.requests}
		if got := r.histogramWords(); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
}
