package audit

import (
	"bytes"
	"testing"
	"time"
)

// TestCoarseFixturesAgainstTruth: the tools' logs of intervals written
// from the paused field workload's run (coarseFixtures) against that
// run's truth (its schedule kept open,
// Workload.Truth): the requests never sent within 10 % of the truth's;
// the bound at or below the truth at p90, p99 and p99.9; the estimate,
// where stated, within 25 % of it at p99; an Artillery report, open,
// said to hide nothing. Locust's percentiles alone place a band's
// requests only roughly; its averages give the time the slow requests
// held the users (here 416 unsent of the truth's 453, where the bands'
// floors gave 340).
func TestCoarseFixturesAgainstTruth(t *testing.T) {
	w := fieldWorkload(true)
	truth := truthOf(t, w)
	sent, err := w.Closed()
	if err != nil {
		t.Fatal(err)
	}
	at := func(l Level) int64 { return nearestRank(truth, l) }
	unsentTruth := int64(len(truth) - len(sent))
	for _, name := range []string{"locust-history.csv", "locust-history-custom.csv", "hdrhistogram.hlog", "artillery-2.json"} {
		out, err := Run(bytes.NewReader(fixture(t, name)), name, Flags{}, Given{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		r := out.Coarse
		if r == nil {
			t.Fatalf("%s: not a log of intervals", name)
		}
		if r.Arrivals == "open" {
			if r.Bound.Figures != r.Recorded.Figures || r.Unsent != 0 {
				t.Errorf("%s: open arrivals re-timed to %v from %v, %d unsent", name, r.Bound.Figures, r.Recorded.Figures, r.Unsent)
			}
			continue
		}
		if relErr(r.Unsent, unsentTruth) > 0.10 {
			t.Errorf("%s: %d unsent, the truth %d: over 10 %% off", name, r.Unsent, unsentTruth)
		}
		for i, l := range []Level{P90, P99, P999} {
			if b := r.Bound.Figures[i+1]; b > at(l) {
				t.Errorf("%s: the bound's p%v %v, above the truth's %v", name, l, time.Duration(b), time.Duration(at(l)))
			}
		}
		if e, want := r.Estimate.Figures[2], at(P99); r.Estimate.Stated() && relErr(e, want) > 0.25 {
			t.Errorf("%s: the estimate's p99 %v, the truth's %v: over 25 %% off", name, time.Duration(e), time.Duration(want))
		}
		t.Logf("%s: %d unsent, the truth %d; p99 bound %v, estimate %v, truth %v, recorded %v", name, r.Unsent, unsentTruth,
			time.Duration(r.Bound.Figures[2]), time.Duration(r.Estimate.Figures[2]), time.Duration(at(P99)), time.Duration(r.Recorded.Figures[2]))
	}
}
