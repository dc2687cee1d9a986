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
	for _, tc := range []struct {
		name  string
		edit  func(lv *Live)
		check func(c LiveClaims) bool
	}{
		{"the base", func(lv *Live) {}, func(c LiveClaims) bool {
			return c.Stalled && c.ClosedBelowOpen && !c.Carried && !c.ModelCarried && c.DrainsSlower && !c.HeyShort && c.TailWithin10
		}},
		{"no stall", func(lv *Live) { lv.Scenario.Stall = 0 }, func(c LiveClaims) bool { return !c.Stalled && !c.OpenBodyApart && !c.VegetaBodyApart }},
		{"the first stall at the end", func(lv *Live) { lv.Scenario.FirstStall = lv.Scenario.Duration }, func(c LiveClaims) bool { return !c.Stalled }},
		{"the first stall just before the end", func(lv *Live) { lv.Scenario.FirstStall = lv.Scenario.Duration - 1 }, func(c LiveClaims) bool { return c.Stalled }},
		{"closed p99 at the open's", func(lv *Live) { lv.Closed.Live[results.P99] = lv.Open.Live[results.P99] }, func(c LiveClaims) bool { return !c.ClosedBelowOpen }},
		{"open max exactly ten intervals above closed", func(lv *Live) { lv.Open.Live[results.Max] = lv.Closed.Live[results.Max] + 10*lv.Scenario.Interval }, func(c LiveClaims) bool { return !c.Carried }},
		{"open max one ns more", func(lv *Live) { lv.Open.Live[results.Max] = lv.Closed.Live[results.Max] + 10*lv.Scenario.Interval + 1 }, func(c LiveClaims) bool { return c.Carried }},
		{"model max exactly ten intervals above", func(lv *Live) { lv.Open.Model[results.Max] = lv.Closed.Model[results.Max] + 10*lv.Scenario.Interval }, func(c LiveClaims) bool { return !c.ModelCarried }},
		{"model max one ns more", func(lv *Live) {
			lv.Open.Model[results.Max] = lv.Closed.Model[results.Max] + 10*lv.Scenario.Interval + 1
		}, func(c LiveClaims) bool { return c.ModelCarried }},
		{"mean at the median", func(lv *Live) { lv.ServiceMean = lv.ServiceEff }, func(c LiveClaims) bool { return !c.DrainsSlower }},
		{"open p50 at the model's", func(lv *Live) { lv.Open.Live[results.P50] = lv.Open.Model[results.P50] }, func(c LiveClaims) bool { return !c.DrainsSlower }},
		{"open p50 one ns above the model's", func(lv *Live) { lv.Open.Live[results.P50] = lv.Open.Model[results.P50] + 1 }, func(c LiveClaims) bool { return c.DrainsSlower }},
		{"hey one short", func(lv *Live) { lv.Hey.N = 99 }, func(c LiveClaims) bool { return c.HeyShort }},
		{"open p99 9.9 % above", func(lv *Live) { lv.Open.Live[results.P99], lv.Open.Model[results.P99] = 1099, 1000 }, func(c LiveClaims) bool { return c.TailWithin10 }},
		{"open p99 above 10 %", func(lv *Live) { lv.Open.Live[results.P99], lv.Open.Model[results.P99] = 111, 100 }, func(c LiveClaims) bool { return !c.TailWithin10 }},
		{"the base, drawn", func(lv *Live) { lv.Drawn = "exponential of mean 100 µs, from seed 1" }, func(c LiveClaims) bool {
			// the body is apart (open p50 60 ms against 38 ms), but no claim that rests on one S_w is made
			return c.DrawnBodyApart && !c.OpenBodyApart && !c.DrainsSlower && !c.ClosedSpreads && !c.SameScenario && c.TailWithin10
		}},
		{"drawn, open body within 10 %", func(lv *Live) {
			lv.Drawn = "exp"
			lv.Open.Live[results.P50], lv.Open.Live[results.P90] = lv.Open.Model[results.P50], lv.Open.Model[results.P90]
		}, func(c LiveClaims) bool { return !c.DrawnBodyApart && !c.OpenBodyApart }},
		{"the base, the closed spread", func(lv *Live) {}, func(c LiveClaims) bool { return c.OpenBodyApart && !c.DrawnBodyApart }},
	} {
		lv := base()
		tc.edit(lv)
		if c := liveClaims(lv, nil); !tc.check(c) {
			t.Errorf("%s: %+v", tc.name, c)
		}
	}
}
