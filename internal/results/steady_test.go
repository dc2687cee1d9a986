package results

import (
	"math/rand"
	"testing"
)

// TestBandAtItsEdges: the band around a model of 1,000 ns is 900–1,100 ns,
// both edges within; the margin is the distance to the nearer edge.
func TestBandAtItsEdges(t *testing.T) {
	for _, tc := range []struct {
		live, model int64
		within      bool
		margin      int64
	}{
		{1000, 1000, true, 100},
		{900, 1000, true, 0}, {899, 1000, false, 1}, {901, 1000, true, 1},
		{1100, 1000, true, 0}, {1101, 1000, false, 1}, {1099, 1000, true, 1},
		{0, 1000, false, 900}, {2000, 1000, false, 900}, {1050, 1000, true, 50}, {949, 1000, true, 49},
		{5, 0, false, 5}, {0, 0, false, 0},
		// 10 % of 195,129,200 ns is 19,512,920: 197,195,200 is 17,446,920 from the upper edge
		{197_195_200, 195_129_200, true, 17_446_920},
	} {
		if got := WithinBand(tc.live, tc.model); got != tc.within {
			t.Errorf("WithinBand(%d, %d) = %v", tc.live, tc.model, got)
		}
		if got := BandMarginNs(tc.live, tc.model); got != tc.margin {
			t.Errorf("BandMarginNs(%d, %d) = %d, want %d", tc.live, tc.model, got, tc.margin)
		}
	}
	if !(Standing{MarginNs: 10, DisturbanceNs: 9}).Finding() || (Standing{MarginNs: 10, DisturbanceNs: 10}).Finding() {
		t.Error("a finding needs a disturbance below the margin")
	}
}

// TestFindingAgainstEveryMove: by brute force over every figure the
// disturbance could move a live figure to, a finding never changes its
// standing within the band, and a figure that is not one can be moved
// across an edge by one nanosecond more than its disturbance.
func TestFindingAgainstEveryMove(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for range 3000 {
		model := 1 + rng.Int63n(3000)
		live := rng.Int63n(2 * model)
		st := Standing{MarginNs: BandMarginNs(live, model), DisturbanceNs: rng.Int63n(model/4 + 1)}
		moves := func(d int64) bool {
			for x := max(0, live-d); x <= live+d; x++ {
				if WithinBand(x, model) != WithinBand(live, model) {
					return true
				}
			}
			return false
		}
		if st.Finding() && moves(st.DisturbanceNs) {
			t.Fatalf("live %d, model %d, disturbance %d: a finding the disturbance can move", live, model, st.DisturbanceNs)
		}
		if !st.Finding() && live >= st.MarginNs+1 && !moves(st.DisturbanceNs+1) {
			t.Fatalf("live %d, model %d, disturbance %d, margin %d: flagged, but not one ns more can move it", live, model, st.DisturbanceNs, st.MarginNs)
		}
	}
}

// TestDisturbanceByLevel: the worker's lateness at p99, plus a paced
// generator's schedule error at the level, or the next level above.
func TestDisturbanceByLevel(t *testing.T) {
	sched := map[Level]int64{P50: 1, P99: 100, Max: 10_000}
	for _, tc := range []struct {
		phase string
		want  map[Level]int64
	}{
		{Ours, map[Level]int64{P50: 11, P90: 110, P99: 110, P999: 10_010, Max: 10_010}},
		{Vegeta, map[Level]int64{P50: 11, P90: 110, P99: 110, P999: 10_010, Max: 10_010}},
		{Hey, map[Level]int64{P50: 10, P90: 10, P99: 10, P999: 10, Max: 10}},
	} {
		p := Phase{Name: tc.phase, WorkerLateP99Ns: 10, ScheduleErrorNs: sched}
		for _, level := range LiveLevels {
			if got := p.DisturbanceNs(level); got != tc.want[level] {
				t.Errorf("%s at %s: %d, want %d", tc.phase, level, got, tc.want[level])
			}
		}
	}
}

// TestStandingOf: a recording's standing is its live figure against the
// model's recording ModelOf names, with its own phase's disturbance.
func TestStandingOf(t *testing.T) {
	at := func(ns int64) map[Level]int64 { return map[Level]int64{P50: ns, P90: ns, P99: ns, P999: ns, Max: ns} }
	l := liveWith(200_000, 100_000, quiet, phaseFigures{late: 7, sched: 1, rate: "100.000"}, phaseFigures{late: 3})
	l.Recordings = []LiveRecording{{Name: Vegeta, AtNs: at(1_050)}, {Name: Hey, AtNs: at(2_000)}}
	l.Models = []LiveRecording{{Name: Open, AtNs: at(1_000)}, {Name: Skip, AtNs: at(1_000)}}
	if st, ok := l.Standing(Vegeta, P99); !ok || st != (Standing{MarginNs: 50, DisturbanceNs: 8}) {
		t.Errorf("vegeta at p99: %+v, %v; want 50 from the open loop's band, 7 + 1 of vegeta's phase", st, ok)
	}
	if st, ok := l.Standing(Hey, P50); !ok || st != (Standing{MarginNs: 900, DisturbanceNs: 3}) {
		t.Errorf("hey at p50: %+v, %v; want 900 from the skip design's band, hey's worker 3", st, ok)
	}
	for _, name := range []string{Closed, "nobody"} {
		if _, ok := l.Standing(name, P99); ok {
			t.Errorf("%s: a standing without its recording or its model", name)
		}
	}
}
