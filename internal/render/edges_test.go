package render

import (
	"strings"
	"testing"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
)

// TestSweepValuesMustBePositive: a load sweep point's latency of zero, or
// a period of zero, is refused, not drawn or divided by.
func TestSweepValuesMustBePositive(t *testing.T) {
	set := readmeTemplates(t)
	for _, tc := range []struct{ from, to, want string }{
		{"closed.p99-ns=20000 closed.p99.9-ns=20000 open.p99-ns=41020000", "closed.p99-ns=0 closed.p99.9-ns=20000 open.p99-ns=41020000", "closed.p99-ns=0 is not positive"},
		{"interval=200µs period=1s duration=5s checks=53 closed.p99-ns=20000", "interval=200µs period=0s duration=5s checks=53 closed.p99-ns=20000", "period=0s is not positive"},
	} {
		_, err := Execute(set.t, "README.md.tmpl", Inputs{Raw: testRaw(t, tc.from, tc.to)}, Layout{Results: "results"}, ".")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: err = %v, want %q", tc.to, err, tc.want)
		}
	}
}

// TestNoDisassemblyNoListing: a raw file without asm lines writes no
// disassembly file.
func TestNoDisassemblyNoListing(t *testing.T) {
	set := readmeTemplates(t)
	f := testRaw(t)
	f.Asm = nil
	out, err := Results(set.t, Inputs{Raw: f}, Layout{Results: "res"})
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range out {
		if strings.HasSuffix(o.Path, ".s") {
			t.Errorf("wrote %s without a disassembly", o.Path)
		}
	}
}

// TestPlotRefusesAZeroLatency: the plot's log scale needs latencies above
// zero, and says so instead of drawing one.
func TestPlotRefusesAZeroLatency(t *testing.T) {
	set := readmeTemplates(t)
	f := testRaw(t, "dist closed first-ns=100000 step-ns=0 count=99980 times=1", "dist closed first-ns=0 step-ns=0 count=99980 times=1")
	_, err := Results(set.t, Inputs{Raw: f}, Layout{Results: "res"})
	if err == nil || !strings.Contains(err.Error(), "has a latency of 0 µs; the log scale needs latencies above zero") {
		t.Errorf("a closed latency of 0: err = %v", err)
	}
}

// TestLiveCurvePointsAtTheirEdges: a live curve point needs 1 ≤ above ≤ n
// and a positive latency.
func TestLiveCurvePointsAtTheirEdges(t *testing.T) {
	for _, tc := range []struct {
		to string
		ok bool
	}{
		{"above=25000 n=25000 live-ns=149320", true},
		{"above=1 n=25000 live-ns=1", true},
		{"above=25001 n=25000 live-ns=149320", false},
		{"above=0 n=25000 live-ns=149320", false},
		{"above=6280 n=25000 live-ns=0", false},
	} {
		lv := testLive(t, nil, nil)
		for i, s := range lv.Sweeps {
			if r, _ := s.Fields.Get("recording"); r == "closed" {
				f, err := rawfile.Parse("x", strings.NewReader("sweep live recording=closed "+tc.to+" model-ns=141345\n1 checks passed over 1 runs\n"))
				if err != nil {
					t.Fatal(err)
				}
				lv.Sweeps[i] = f.Sweeps[0]
				break
			}
		}
		_, err := results.DecodeLive(lv)
		if (err == nil) != tc.ok {
			t.Errorf("%s: err = %v, want ok = %v", tc.to, err, tc.ok)
		}
	}
}
