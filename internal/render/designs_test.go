package render

import (
	"reflect"
	"strings"
	"testing"

	"coordinated-omission/internal/results"
)

// designFigures returns the seed's figures with the designs of its run, as
// sim.TestDesignsOfTheSeed works them out: skip sends 80,020 requests over
// 20 stalls, unpaced 160,000, and wrk's correction at E_w = 125µs lifts the
// unpaced p99 from 100µs to 188.1ms.
func designFigures() *Figures {
	fg := figuresFor(seedClosed, seedOpen, seedCorrected)
	rec := func(name string, v [5]Latency, n Count) *Recording {
		r := &Recording{Name: name, at: map[Level]Latency{}, Max: v[4], N: n}
		for i, l := range fg.Percentiles {
			r.at[l] = v[i]
		}
		return r
	}
	fg.Skip = rec(results.Skip, seedClosed, 80_020)
	fg.Unpaced = rec(results.Unpaced, seedClosed, 160_000)
	fg.Wrk = rec(results.Wrk, [5]Latency{100_000, 80_225_000, 188_100_000, 198_975_000, 200_100_000}, 191_980)
	fg.Designs = []*Recording{fg.Skip, fg.Unpaced, fg.Wrk}
	fg.SkipLoop, fg.UnpacedLoop = Loop{results.Skip, 20, 19_999_900_000}, Loop{results.Unpaced, 20, 20_000_000_000}
	fg.WrkInterval = 125_000
	return fg
}

func TestDesignClaimsOfTheSeed(t *testing.T) {
	c := designClaims(designFigures())
	want := DesignClaims{Visible: true,
		Groups:    []DesignGroup{{"hide", []string{"closed", "skip", "unpaced"}}, {"near", []string{"corrected", "wrk"}}},
		WrkRaises: true, WrkOfTruth: Ratio{188_100_000, 195_100_000},
		SkipLost: 19_980, SkipPerStall: 999, SkipPerStallExact: true, SkipStalls: 20, SkipKeepsPace: true}
	if !reflect.DeepEqual(c, want) {
		t.Errorf("design claims:\n got %+v\nwant %+v", c, want)
	}
	if got := c.WrkOfTruth.Percent(); got != "96.4 %" {
		t.Errorf("wrk's p99 of the truth = %q, want 96.4 %%", got)
	}
}

// TestDesignClaimsFlip changes one figure at a time and checks the claim
// it decides.
func TestDesignClaimsFlip(t *testing.T) {
	for _, tc := range []struct {
		name  string
		edit  func(fg *Figures)
		check func(c DesignClaims) bool
	}{
		{"nothing at p99 to hide", func(fg *Figures) { fg.Open.at[results.P99] = 100_000 }, func(c DesignClaims) bool { return !c.Visible }},
		{"a tenth exactly hides", func(fg *Figures) { fg.Skip.at[results.P99] = 19_510_000 }, func(c DesignClaims) bool { return len(c.In("hide")) == 3 }},
		{"just above a tenth is under", func(fg *Figures) { fg.Skip.at[results.P99] = 19_510_001 }, func(c DesignClaims) bool {
			return reflect.DeepEqual(c.In("under"), []string{"skip"}) && c.Groups[1].Kind == "under"
		}},
		{"half exactly is near", func(fg *Figures) { fg.Skip.at[results.P99] = 97_550_000 }, func(c DesignClaims) bool { return c.In("near")[1] == "skip" }},
		{"twice exactly is near", func(fg *Figures) { fg.Skip.at[results.P99] = 390_200_000 }, func(c DesignClaims) bool { return c.In("near")[1] == "skip" }},
		{"above twice is over", func(fg *Figures) { fg.Skip.at[results.P99] = 390_200_001 }, func(c DesignClaims) bool {
			return reflect.DeepEqual(c.In("over"), []string{"skip"}) && c.Groups[len(c.Groups)-1].Kind == "over"
		}},
		{"wrk leaves p99", func(fg *Figures) { fg.Wrk.at[results.P99] = 100_000 }, func(c DesignClaims) bool { return !c.WrkRaises }},
		{"skip loses unevenly", func(fg *Figures) { fg.Skip.N = 80_021 }, func(c DesignClaims) bool {
			return c.SkipLost == 19_979 && c.SkipPerStall == 998 && !c.SkipPerStallExact
		}},
		{"skip meets no stall", func(fg *Figures) { fg.SkipLoop.Stalls = 0 }, func(c DesignClaims) bool { return c.SkipStalls == 0 && !c.SkipPerStallExact }},
		{"overload breaks the pace", func(fg *Figures) { fg.Service = 200_000 }, func(c DesignClaims) bool { return !c.SkipKeepsPace }},
		{"a round trip past the interval breaks the pace", func(fg *Figures) { fg.RTT = 100_001 }, func(c DesignClaims) bool { return !c.SkipKeepsPace }},
		{"a round trip that fits keeps it", func(fg *Figures) { fg.RTT = 100_000 }, func(c DesignClaims) bool { return c.SkipKeepsPace && !c.RoundTrip }},
		{"plan above the open loop", func(fg *Figures) {
			fg.RTT = 23_140
			fg.Plan = &Recording{Name: results.Plan, at: map[Level]Latency{results.P90: 150_100_001, results.P99: 195_100_007}}
			fg.Designs = append([]*Recording{fg.Plan}, fg.Designs...)
		}, func(c DesignClaims) bool {
			return c.RoundTrip && c.PlanAboveP90 && c.PlanAboveP99 && c.PlanOfOpenP99 == 7
		}},
		{"plan at the open loop", func(fg *Figures) {
			fg.RTT = 23_140
			fg.Plan = &Recording{Name: results.Plan, at: map[Level]Latency{results.P90: 150_100_000, results.P99: 195_100_000}}
		}, func(c DesignClaims) bool { return c.RoundTrip && c.PlanEqualP99 && !c.PlanAboveP90 && !c.PlanAboveP99 }},
		{"plan below the open loop", func(fg *Figures) {
			fg.Plan = &Recording{Name: results.Plan, at: map[Level]Latency{results.P90: 150_100_000, results.P99: 195_099_999}}
		}, func(c DesignClaims) bool { return !c.PlanAboveP99 && !c.PlanEqualP99 }},
		{"no designs in the file", func(fg *Figures) { fg.Skip = nil }, func(c DesignClaims) bool { return reflect.DeepEqual(c, DesignClaims{}) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fg := designFigures()
			tc.edit(fg)
			if c := designClaims(fg); !tc.check(c) {
				t.Errorf("design claims = %+v", c)
			}
		})
	}
}

// TestRoundTripClaims: a round trip parts the two timelines, and the quiet
// latency the closed loop's flat percentiles are held against is S + L.
func TestRoundTripClaims(t *testing.T) {
	fg := figuresFor(seedClosed, seedOpen, seedCorrected)
	fg.RTT = 23_140
	for _, l := range fg.Percentiles {
		fg.Closed.at[l] = 123_140
	}
	c := claims(fg)
	if c.Timeline.SameTimeline || !c.Timeline.RoundTrip || !c.Timeline.StallsHidden || !c.Closed.RoundTrip {
		t.Errorf("claims with a round trip = %+v", c)
	}
	fg.Open.at[results.P99] = 123_140
	if claims(fg).Open.P99Delayed {
		t.Error("an open p99 at S + L is called delayed")
	}
}

func TestRatio(t *testing.T) {
	for _, tc := range []struct {
		r          Ratio
		s, percent string
	}{{Ratio{1, 3}, "0.333", "33.3 %"}, {Ratio{195_100_000, 100_000}, "1.95e+03", "1.95e+05 %"}, {Ratio{1, 0}, "–", "–"}} {
		if tc.r.String() != tc.s || tc.r.Percent() != tc.percent {
			t.Errorf("%+v = %q, %q; want %q, %q", tc.r, tc.r.String(), tc.r.Percent(), tc.s, tc.percent)
		}
	}
}

func TestDesignsTableAndGenerators(t *testing.T) {
	d, err := docOf(Inputs{Raw: testRaw(t)})
	if err != nil {
		t.Fatal(err)
	}
	tab, err := designsTable(d)
	if err != nil {
		t.Fatal(err)
	}
	// Three points, N = 1, 10, 100, of six recordings each at L = 0.
	if len(tab.rows) != 18 || tab.rows[0][0] != "1" || tab.rows[0][1] != "open" || tab.rows[0][6] != "1" || tab.rows[17][0] != "100" {
		t.Errorf("designs table rows = %q", tab.rows)
	}
	gen, err := generatorTable(d)
	if err != nil {
		t.Fatal(err)
	}
	for r, want := range []string{"open (plan at L = 0), N = 1", "open, N = 1", "closed, N = 10", "corrected, N = 1, E = 200 µs",
		"corrected, N = 10, E = 1 ms", "skip, N = 10", "wrk, N = 10"} {
		if got := gen.rows[r][3]; got != want {
			t.Errorf("generator row %d (%s) recorded as %q, want %q", r, gen.rows[r][0], got, want)
		}
		if gen.rows[r][4] == "" || gen.rows[r][4] == "–" {
			t.Errorf("generator row %d has no p99", r)
		}
	}
	if got := d.CheckedByList(); got != "closed, open, corrected, unpaced and wrk by the closed form; skip by the event reference" {
		t.Errorf("CheckedByList = %q", got)
	}
	d.DesignPoints = nil
	if _, err := designsTable(d); err == nil || !strings.Contains(err.Error(), "no designs sweep") {
		t.Errorf("designsTable without points: %v", err)
	}
	if _, err := generatorTable(d); err == nil || !strings.Contains(err.Error(), "vegeta -max-workers 10: the designs sweep has no designs point at N = 10") {
		t.Errorf("generatorTable without points: %v", err)
	}
}
