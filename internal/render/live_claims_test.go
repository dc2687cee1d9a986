package render

import (
	"coordinated-omission/internal/results"
	"testing"
)

// TestLiveClaimsAtTheirEdges builds a Live by hand and moves one figure to
// the edge of each claim.
func TestLiveClaimsAtTheirEdges(t *testing.T) {
	const us = 1000
	base := func() *Live {
		levels := func(v []Latency) map[Level]Latency {
			if v == nil {
				return nil
			}
			m := map[Level]Latency{}
			for i, l := range results.LiveLevels {
				m[l] = v[i]
			}
			return m
		}
		rec := func(name string, live, model []Latency) *LiveRecording {
			return &LiveRecording{Name: name, Live: levels(live), Model: levels(model), N: 100}
		}
		// levels: p50, p90, p99, p99.9, max
		return &Live{
			Scenario:    Scenario{Service: 100 * us, Interval: 200 * us, Stall: 200_000 * us, Period: 1_000_000 * us, FirstStall: 500_000 * us, Duration: 5_000_000 * us, Connections: 1, Requests: 100},
			Closed:      rec("closed", []Latency{140 * us, 150 * us, 160 * us, 170 * us, 200_500 * us}, []Latency{140 * us, 140 * us, 140 * us, 140 * us, 200_140 * us}),
			Open:        rec("open", []Latency{60_000 * us, 150_000 * us, 198_000 * us, 200_000 * us, 200_500 * us}, []Latency{38_000 * us, 150_000 * us, 197_000 * us, 199_900 * us, 200_140 * us}),
			Vegeta:      rec("vegeta", []Latency{700 * us, 150_000 * us, 199_000 * us, 200_000 * us, 200_500 * us}, []Latency{38_000 * us, 150_000 * us, 197_000 * us, 199_900 * us, 200_140 * us}),
			Hey:         rec("hey", []Latency{140 * us, 150 * us, 160 * us, 170 * us, 200_500 * us}, nil),
			ServiceEff:  140 * us,
			ServiceMean: 145 * us,
		}
	}
	// stand sets each figure's standing from its live and model figures
	// as they are, with a disturbance of late in every phase
	stand := func(lv *Live, late Latency) {
		for _, r := range []*LiveRecording{lv.Closed, lv.Open, lv.Vegeta, lv.Hey} {
			if r.Model == nil {
				continue
			}
			r.Standing = map[Level]results.Standing{}
			for _, l := range results.LiveLevels {
				r.Standing[l] = results.Standing{MarginNs: results.BandMarginNs(int64(r.Live[l]), int64(r.Model[l])), DisturbanceNs: int64(late)}
			}
		}
	}
	const δ = 1 * us
	for _, tc := range []struct {
		name  string
		edit  func(lv *Live)
		check func(c LiveClaims) bool
		late  Latency // every phase's disturbance
	}{
		{"the base", func(lv *Live) {}, func(c LiveClaims) bool {
			return c.Stalled && c.ClosedBelowOpen && !c.Carried && !c.ModelCarried && c.DrainsSlower && !c.HeyShort && c.TailWithin10
		}, 0},
		{"no stall", func(lv *Live) { lv.Scenario.Stall = 0 }, func(c LiveClaims) bool { return !c.Stalled && !c.OpenBodyApart && !c.VegetaBodyApart }, 0},
		{"the first stall at the end", func(lv *Live) { lv.Scenario.FirstStall = lv.Scenario.Duration }, func(c LiveClaims) bool { return !c.Stalled }, 0},
		{"the first stall just before the end", func(lv *Live) { lv.Scenario.FirstStall = lv.Scenario.Duration - 1 }, func(c LiveClaims) bool { return c.Stalled }, 0},
		{"closed p99 at the open's", func(lv *Live) { lv.Closed.Live[results.P99] = lv.Open.Live[results.P99] }, func(c LiveClaims) bool { return !c.ClosedBelowOpen }, 0},
		{"open max exactly ten intervals above closed", func(lv *Live) { lv.Open.Live[results.Max] = lv.Closed.Live[results.Max] + 10*lv.Scenario.Interval }, func(c LiveClaims) bool { return !c.Carried }, 0},
		{"open max one ns more", func(lv *Live) { lv.Open.Live[results.Max] = lv.Closed.Live[results.Max] + 10*lv.Scenario.Interval + 1 }, func(c LiveClaims) bool { return c.Carried }, 0},
		{"model max exactly ten intervals above", func(lv *Live) { lv.Open.Model[results.Max] = lv.Closed.Model[results.Max] + 10*lv.Scenario.Interval }, func(c LiveClaims) bool { return !c.ModelCarried }, 0},
		{"model max one ns more", func(lv *Live) {
			lv.Open.Model[results.Max] = lv.Closed.Model[results.Max] + 10*lv.Scenario.Interval + 1
		}, func(c LiveClaims) bool { return c.ModelCarried }, 0},
		{"mean at the median", func(lv *Live) { lv.ServiceMean = lv.ServiceEff }, func(c LiveClaims) bool { return !c.DrainsSlower }, 0},
		{"open p50 at the model's", func(lv *Live) { lv.Open.Live[results.P50] = lv.Open.Model[results.P50] }, func(c LiveClaims) bool { return !c.DrainsSlower }, 0},
		{"open p50 one ns above the model's", func(lv *Live) { lv.Open.Live[results.P50] = lv.Open.Model[results.P50] + 1 }, func(c LiveClaims) bool { return c.DrainsSlower }, 0},
		{"hey one short", func(lv *Live) { lv.Hey.N = 99 }, func(c LiveClaims) bool { return c.HeyShort }, 0},
		{"open p99 9.9 % above", func(lv *Live) { lv.Open.Live[results.P99], lv.Open.Model[results.P99] = 1099, 1000 }, func(c LiveClaims) bool { return c.TailWithin10 }, 0},
		{"open p99 above 10 %", func(lv *Live) { lv.Open.Live[results.P99], lv.Open.Model[results.P99] = 111, 100 }, func(c LiveClaims) bool { return !c.TailWithin10 }, 0},
		{"the base, drawn", func(lv *Live) { lv.Drawn = "exponential of mean 100 µs, from seed 1" }, func(c LiveClaims) bool {
			// the body is apart (open p50 60 ms against 38 ms), but no claim that rests on one S_w is made
			return c.DrawnBodyApart && !c.OpenBodyApart && !c.DrainsSlower && !c.ClosedSpreads && !c.SameScenario && c.TailWithin10
		}, 0},
		{"drawn, open body within 10 %", func(lv *Live) {
			lv.Drawn = "exp"
			lv.Open.Live[results.P50], lv.Open.Live[results.P90] = lv.Open.Model[results.P50], lv.Open.Model[results.P90]
		}, func(c LiveClaims) bool { return !c.DrawnBodyApart && !c.OpenBodyApart }, 0},
		{"the base, the closed spread", func(lv *Live) {}, func(c LiveClaims) bool { return c.OpenBodyApart && !c.DrawnBodyApart }, 0},
		// with a disturbance δ: a claim rests only on figures it cannot move across the claim's edge
		{"the base, disturbed", func(lv *Live) {}, func(c LiveClaims) bool {
			return c.Stalled && c.ClosedBelowOpen && c.DrainsSlower && c.TailWithin10 && c.OpenBodyApart && c.VegetaBodyApart
		}, δ},
		{"open p99 one ns inside the band, δ of 1 ns", func(lv *Live) { lv.Open.Live[results.P99], lv.Open.Model[results.P99] = 1099, 1000 },
			func(c LiveClaims) bool { return !c.TailWithin10 }, 1},
		{"open p99 two ns inside the band, δ of 1 ns", func(lv *Live) { lv.Open.Live[results.P99], lv.Open.Model[results.P99] = 1098, 1000 },
			func(c LiveClaims) bool { return c.TailWithin10 }, 1},
		{"open p99.9 within δ of the band's edge", func(lv *Live) { lv.Open.Live[results.P999] = lv.Open.Model[results.P999]*11/10 - δ },
			func(c LiveClaims) bool { return !c.TailWithin10 }, δ},
		{"a flagged phase claims nothing", func(lv *Live) { lv.Open.Flagged, lv.Closed.Flagged, lv.Vegeta.Flagged = true, true, true }, func(c LiveClaims) bool {
			return !c.TailWithin10 && !c.ClosedBelowOpen && !c.DrainsSlower && !c.OpenBodyApart && !c.VegetaBodyApart && !c.Carried && !c.ClosedSpreads
		}, 0},
		{"closed p99 2δ below the open's", func(lv *Live) { lv.Closed.Live[results.P99] = lv.Open.Live[results.P99] - 2*δ },
			func(c LiveClaims) bool { return !c.ClosedBelowOpen }, δ},
		{"closed p99 2δ and 1 ns below the open's", func(lv *Live) { lv.Closed.Live[results.P99] = lv.Open.Live[results.P99] - 2*δ - 1 },
			func(c LiveClaims) bool { return c.ClosedBelowOpen }, δ},
		{"open max ten intervals and 2δ above closed", func(lv *Live) {
			lv.Open.Live[results.Max] = lv.Closed.Live[results.Max] + 10*lv.Scenario.Interval + 2*δ
		},
			func(c LiveClaims) bool { return !c.Carried }, δ},
		{"open max ten intervals, 2δ and 1 ns above closed", func(lv *Live) {
			lv.Open.Live[results.Max] = lv.Closed.Live[results.Max] + 10*lv.Scenario.Interval + 2*δ + 1
		}, func(c LiveClaims) bool { return c.Carried }, δ},
		{"open p50 δ above the model's", func(lv *Live) { lv.Open.Live[results.P50] = lv.Open.Model[results.P50] + δ },
			func(c LiveClaims) bool { return !c.DrainsSlower }, δ},
		{"open p50 δ and 1 ns above the model's", func(lv *Live) { lv.Open.Live[results.P50] = lv.Open.Model[results.P50] + δ + 1 },
			func(c LiveClaims) bool { return c.DrainsSlower }, δ},
		// the closed p90 and p99 are 7 % and 14 % above the model's 140 µs: the band's edge is 154 µs, 6 µs from the p99
		{"a closed spread the disturbance could move", func(lv *Live) {}, func(c LiveClaims) bool { return !c.ClosedSpreads }, 6 * us},
		{"a closed spread it could not", func(lv *Live) {}, func(c LiveClaims) bool { return c.ClosedSpreads }, 6*us - 1},
		{"vegeta's body within δ of the band", func(lv *Live) { lv.Vegeta.Live[results.P50] = lv.Vegeta.Model[results.P50]*9/10 - δ },
			func(c LiveClaims) bool { return !c.VegetaBodyApart }, δ},
	} {
		lv := base()
		tc.edit(lv)
		stand(lv, tc.late)
		if c := liveClaims(lv, nil); !tc.check(c) {
			t.Errorf("%s: %+v", tc.name, c)
		}
	}
}
