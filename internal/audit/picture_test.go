package audit

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"coordinated-omission/sim"

	"gonum.org/v1/plot/plotter"
)

// TestPictureGolden draws the audit of the model's closed loop, N = 2 on
// a 1 ms plan for 2 s (the synthesized fixtures' run), against a golden
// SVG (-update rewrites it): the dots, the bound, the send rate and the
// plan's, each where the figures put them. The log starts 7 s into a
// clock, as a real one does far later: the picture counts from its first
// send, so it is the same.
func TestPictureGolden(t *testing.T) {
	log, err := synthScenario().Log(sim.Closed)
	if err != nil {
		t.Fatal(err)
	}
	reqs := make([]Request, len(log))
	for i, r := range log {
		reqs[i] = Request{SendNs: 7e9 + r.SendNs, LatencyNs: r.LatencyNs, Conn: int32(r.Conn)}
	}
	res, err := Audit(reqs, Options{ResolutionNs: 1})
	if err != nil {
		t.Fatal(err)
	}
	got, err := res.Picture(reqs, "closed, N = 2 (model), audited")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("testdata", "closed.svg")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("the picture differs from %s (go test -run TestPictureGolden -update rewrites it)", path)
	}
	for _, s := range []string{"as recorded, one dot per request", "the lower bound", "sends a second", "the plan"} {
		if !strings.Contains(string(got), s) {
			t.Errorf("the picture has no %q", s)
		}
	}
}

// TestPictureStride: a log longer than maxDots shows every k-th request,
// k the least that keeps it to maxDots, and says so.
func TestPictureStride(t *testing.T) {
	for n, want := range map[int]string{maxDots: "one dot per request", maxDots + 1: "every 2nd request", 2 * maxDots: "every 2nd request", 2*maxDots + 1: "every 3rd request"} {
		reqs := make([]Request, n)
		for i := range reqs {
			reqs[i] = Request{SendNs: int64(i) * 1000, LatencyNs: 100, Conn: NoConn}
		}
		res, err := Audit(reqs, Options{ResolutionNs: 1})
		if err != nil {
			t.Fatal(err)
		}
		got, err := res.Picture(reqs, "long")
		if err != nil || !strings.Contains(string(got), "as recorded, "+want) {
			t.Errorf("a log of %d: %v, want %q", n, err, want)
		}
	}
}

// TestPlanRate: a request every 4 ms is 250 a second, level over the
// span, 3 s here.
func TestPlanRate(t *testing.T) {
	got := planRate(4e6, 3e9)
	if len(got) != 2 || got[0] != (plotter.XY{X: 0, Y: 250}) || got[1] != (plotter.XY{X: 3, Y: 250}) {
		t.Errorf("planRate %v, want (0, 250) to (3, 250)", got)
	}
}

// TestOrdinal: English ordinals, the teens included.
func TestOrdinal(t *testing.T) {
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 10: "10th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 22: "22nd", 23: "23rd", 101: "101st", 111: "111th", 112: "112th", 113: "113th", 1002: "1002nd"} {
		if got := ordinal(n); got != want {
			t.Errorf("ordinal(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestStripTop: the strip's top leaves the legend its share above the
// highest curve, and a strip of nothing still has a height.
func TestStripTop(t *testing.T) {
	if got, want := stripTop(plotter.XYs{{Y: 100}, {Y: 550}}, plotter.XYs{{Y: 200}}), 550/stripBelowLegend; math.Abs(got-want) > 1e-9 {
		t.Errorf("stripTop = %v, want %v", got, want)
	}
	if got := stripTop(plotter.XYs{{Y: 0}}); math.Abs(got-1/stripBelowLegend) > 1e-12 {
		t.Errorf("stripTop of nothing = %v, want %v", got, 1/stripBelowLegend)
	}
}

// TestPlainTicks: a linear axis's labels written briefly, where gonum's
// default writes 0.00, 25.00, 50.00; minor ticks keep no label.
func TestPlainTicks(t *testing.T) {
	var labels []string
	for _, tk := range (plainTicks{}).Ticks(0, 50) {
		if tk.Label != "" {
			labels = append(labels, tk.Label)
		}
	}
	if got := strings.Join(labels, " "); got != "0 25 50" {
		t.Errorf("labels of 0 to 50: %q, want \"0 25 50\"", got)
	}
	for v, want := range map[float64]string{0.1 + 0.2: "0.3", 2.5: "2.5", 1200: "1200", -0.75: "-0.75", 1e-7: "0.0000001"} {
		if got := plainNumber(v); got != want {
			t.Errorf("plainNumber(%v) = %q, want %q", v, got, want)
		}
	}
}
