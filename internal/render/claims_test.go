package render

import (
	"coordinated-omission/internal/results"
	"reflect"
	"testing"
)

func TestLatency(t *testing.T) {
	for ns, want := range map[int64]string{
		0: "0 ns", 7: "7 ns", 999: "999 ns", 1000: "1 µs", 20_040: "20.04 µs", 100_000: "100 µs",
		999_999: "999.999 µs", 1_000_000: "1 ms", 195_100_000: "195.1 ms", 195_100_123: "195.100123 ms",
		19_999_900_000: "19.9999 s", -1500: "-1.5 µs",
	} {
		if got := Latency(ns).String(); got != want {
			t.Errorf("Latency(%d) = %q, want %q", ns, got, want)
		}
	}
	for ns, want := range map[int64]string{0: "0", 100_000: "100", 195_100_000: "195,100", 20_040: "20.04", 1: "0.001", 19_999_900_000: "19,999,900", -1_500_000: "-1,500"} {
		if got := Latency(ns).CellMicros(); got != want {
			t.Errorf("Latency(%d).CellMicros() = %q, want %q", ns, got, want)
		}
	}
}

func TestCountAndRange(t *testing.T) {
	for n, want := range map[int64]string{0: "0", 999: "999", 1000: "1,000", 100_000: "100,000", 1_234_567: "1,234,567", -1234: "-1,234"} {
		if got := Count(n).String(); got != want {
			t.Errorf("Count(%d) = %q, want %q", n, got, want)
		}
	}
	if got := Count(1).Of("stall", "stalls"); got != "1 stall" {
		t.Errorf("Of = %q", got)
	}
	if got := Count(2000).Of("stall", "stalls"); got != "2,000 stalls" {
		t.Errorf("Of = %q", got)
	}
	for _, tc := range []struct {
		r              Range
		text, of, cell string
	}{
		{Range{2000, 2000}, "2,000", "2,000 requests", "2,000"},
		{Range{1, 1}, "1", "1 request", "1"},
		{Range{500, 2000}, "500 to 2,000", "500 to 2,000 requests", "500–2,000"},
		{Range{0, 1}, "0 to 1", "0 to 1 requests", "0–1"},
	} {
		if got := tc.r.String(); got != tc.text {
			t.Errorf("%+v.String() = %q, want %q", tc.r, got, tc.text)
		}
		if got := tc.r.Of("request", "requests"); got != tc.of {
			t.Errorf("%+v.Of() = %q, want %q", tc.r, got, tc.of)
		}
		if got := tc.r.Cell(); got != tc.cell {
			t.Errorf("%+v.Cell() = %q, want %q", tc.r, got, tc.cell)
		}
	}
	if got := List([]string{"a", "b", "c"}); got != "a, b and c" {
		t.Errorf("List = %q", got)
	}
	if List[string](nil) != "" || List([]string{"a"}) != "a" || List([]string{"a", "b"}) != "a and b" {
		t.Error("List of 0, 1 or 2 items")
	}
}

func TestShareLess(t *testing.T) {
	big := Count(1 << 40)
	for _, tc := range []struct {
		a, b Share
		less bool
	}{
		{Share{Part: 1, Whole: 3}, Share{Part: 1, Whole: 2}, true},
		{Share{Part: 1, Whole: 2}, Share{Part: 1, Whole: 3}, false},
		{Share{Part: 2, Whole: 4}, Share{Part: 1, Whole: 2}, false},                // equal
		{Share{Part: big - 1, Whole: big}, Share{Part: big, Whole: big + 1}, true}, // products past 2^64
		{Share{Part: big, Whole: big + 1}, Share{Part: big - 1, Whole: big}, false},
	} {
		if got := tc.a.Less(tc.b); got != tc.less {
			t.Errorf("%+v.Less(%+v) = %v", tc.a, tc.b, got)
		}
	}
	if got := (Share{Text: "39.8200"}).String(); got != "39.8200 %" {
		t.Errorf("String = %q", got)
	}
}

// figuresFor builds Figures of the default scenario's shape from a few
// numbers, for the claims' tests.
func figuresFor(closed, open, corrected [5]Latency) *Figures {
	labels := results.Percentiles
	rec := func(name string, v [5]Latency, n, slow, delayed Count) *Recording {
		r := &Recording{Name: name, at: map[Level]Latency{}, ceil: map[Level]Latency{}, Max: v[4], N: n, Slow: slow, Delayed: delayed}
		for i, l := range labels {
			r.at[l], r.ceil[l] = v[i], v[i]
		}
		r.Share = Share{Part: slow, Whole: n}
		return r
	}
	fg := &Figures{Percentiles: labels, Scenario: Scenario{Service: 100_000, Interval: 200_000, Requests: 100_000, Connections: 1},
		SlowThreshold: 1_000_000, ClosedLoop: Loop{results.Closed, 20, 19_999_900_000}, OpenLoop: Loop{results.Open, 20, 19_999_900_000}}
	fg.Closed = rec("closed", closed, 100_000, 20, 20)
	fg.Open = rec("open", open, 100_000, 39_820, 40_000)
	fg.Corrected = rec("corrected", corrected, 119_980, 19_920, 20_000)
	fg.Recordings = []*Recording{fg.Closed, fg.Open, fg.Corrected}
	return fg
}

// The seed's figures, in ns: p50, p90, p99, p99.9, max.
var (
	seedClosed    = [5]Latency{100_000, 100_000, 100_000, 100_000, 200_100_000}
	seedOpen      = [5]Latency{100_000, 150_100_000, 195_100_000, 199_600_000, 200_100_000}
	seedCorrected = [5]Latency{100_000, 80_300_000, 188_100_000, 198_900_000, 200_100_000}
)

func TestClaimsOfTheSeed(t *testing.T) {
	c := claims(figuresFor(seedClosed, seedOpen, seedCorrected))
	want := Claims{
		Timeline: TimelineClaims{SameTimeline: true, StallsMet: 20, AgreeAt: []string{"p50", "max"}, DifferAt: []string{"p90", "p99", "p99.9"},
			ClosedFlat: true, StallsHidden: true},
		Closed:     ClosedClaims{OneConnection: true, HasSlow: true, SlowBelowP999: true, MaxAboveP99: true, QueueBehindStall: true},
		Open:       OpenClaims{KeepsUp: true, Delayed: true, P99Delayed: true},
		Correction: CorrectionClaims{Adds: true, RaisesP99: true, RaisesP999: true, BelowOpenInBody: true},
	}
	if !c.Timeline.Agree("p50") || c.Timeline.Agree("p99") {
		t.Error("Agree")
	}
	if !reflect.DeepEqual(c, want) {
		t.Errorf("claims:\n got %+v\nwant %+v", c, want)
	}
}

// TestClaimsFlip changes one figure at a time from the seed's and checks
// the one claim it decides.
func TestClaimsFlip(t *testing.T) {
	for _, tc := range []struct {
		name  string
		edit  func(fg *Figures)
		check func(c Claims) bool
	}{
		{"timelines differ in stalls", func(fg *Figures) { fg.OpenLoop.Stalls = 21 }, func(c Claims) bool { return !c.Timeline.SameTimeline && !c.Timeline.NoStall }},
		{"timelines differ in end", func(fg *Figures) { fg.OpenLoop.End++ }, func(c Claims) bool { return !c.Timeline.SameTimeline }},
		{"no stall", func(fg *Figures) { fg.ClosedLoop.Stalls, fg.OpenLoop.Stalls = 0, 0 }, func(c Claims) bool {
			return c.Timeline.NoStall && c.Timeline.StallsMet == 0 && !c.Timeline.StallsHidden
		}},
		{"many connections", func(fg *Figures) { fg.Connections = 2 }, func(c Claims) bool { return !c.Closed.OneConnection && c.Timeline.StallsHidden }},
		{"overload", func(fg *Figures) { fg.Service = 200_000 }, func(c Claims) bool { return !c.Open.KeepsUp }},
		{"overload with many connections", func(fg *Figures) {
			fg.Connections, fg.Service = 2, 200_000
			for _, l := range fg.Percentiles {
				fg.Closed.at[l] = 200_000 // flat at the service time: only the gate can refuse
			}
		}, func(c Claims) bool { return c.Timeline.ClosedFlat && !c.Timeline.StallsHidden }},
		{"overload with one connection", func(fg *Figures) {
			fg.Service = 200_000
			for _, l := range fg.Percentiles {
				fg.Closed.at[l] = 200_000
			}
		}, func(c Claims) bool { return c.Timeline.StallsHidden }},
		{"closed p90 above p50", func(fg *Figures) { fg.Closed.at[results.P90] = 100_001 }, func(c Claims) bool { return !c.Timeline.ClosedFlat && !c.Timeline.StallsHidden }},
		{"closed flat above the service time", func(fg *Figures) {
			for _, l := range fg.Percentiles {
				fg.Closed.at[l] = 150_000
			}
		}, func(c Claims) bool { return c.Timeline.ClosedFlat && !c.Timeline.StallsHidden }},
		{"closed max at the service time", func(fg *Figures) { fg.Closed.Max = 100_000 }, func(c Claims) bool { return c.Timeline.ClosedFlat && !c.Timeline.StallsHidden && !c.Closed.MaxAboveP99 }},
		{"no slow closed sample", func(fg *Figures) { fg.Closed.Slow = 0 }, func(c Claims) bool { return !c.Closed.HasSlow && !c.Closed.SlowBelowP999 }},
		{"closed p99.9 slow", func(fg *Figures) { fg.Closed.at[results.P999] = 1_000_001 }, func(c Claims) bool { return c.Closed.HasSlow && !c.Closed.SlowBelowP999 }},
		{"closed p99.9 at the threshold", func(fg *Figures) { fg.Closed.at[results.P999] = 1_000_000 }, func(c Claims) bool { return c.Closed.SlowBelowP999 }},
		{"no queue", func(fg *Figures) { fg.Open.Delayed = fg.Closed.Delayed }, func(c Claims) bool { return !c.Closed.QueueBehindStall && c.Open.Delayed }},
		{"open not delayed", func(fg *Figures) { fg.Open.Delayed = 0 }, func(c Claims) bool { return !c.Open.Delayed }},
		{"open p99 the service time", func(fg *Figures) { fg.Open.at[results.P99] = 100_000 }, func(c Claims) bool { return !c.Open.P99Delayed }},
		{"correction adds nothing", func(fg *Figures) { fg.Corrected.N = fg.Closed.N }, func(c Claims) bool { return !c.Correction.Adds }},
		{"correction leaves p99", func(fg *Figures) { fg.Corrected.at[results.P99] = 100_000 }, func(c Claims) bool { return !c.Correction.RaisesP99 && !c.Correction.LowersP99 }},
		{"correction lowers p99", func(fg *Figures) { fg.Corrected.at[results.P99] = 99_999 }, func(c Claims) bool { return !c.Correction.RaisesP99 && c.Correction.LowersP99 }},
		{"correction leaves p99.9", func(fg *Figures) { fg.Corrected.at[results.P999] = 100_000 }, func(c Claims) bool { return !c.Correction.RaisesP999 && !c.Correction.LowersP999 }},
		{"correction lowers p99.9", func(fg *Figures) { fg.Corrected.at[results.P999] = 1 }, func(c Claims) bool { return c.Correction.LowersP999 }},
		{"corrected p90 at the open one", func(fg *Figures) { fg.Corrected.at[results.P90] = 150_100_000 }, func(c Claims) bool { return !c.Correction.BelowOpenInBody && !c.Correction.AboveOpen }},
		{"corrected share above", func(fg *Figures) { fg.Corrected.Share.Part = 50_000 }, func(c Claims) bool { return !c.Correction.BelowOpenInBody && c.Correction.AboveOpen }},
		{"corrected share equal", func(fg *Figures) { fg.Corrected.Share = Share{Part: 39_820, Whole: 100_000} }, func(c Claims) bool { return !c.Correction.BelowOpenInBody && !c.Correction.AboveOpen }},
		{"backlog at the end", func(fg *Figures) { fg.ClosedLoop.End, fg.OpenLoop.End = 19_999_800_000+100_001, 19_999_800_000+100_001 }, func(c Claims) bool { return c.Open.BacklogAtEnd }},
		{"no backlog at the end", func(fg *Figures) { fg.ClosedLoop.End, fg.OpenLoop.End = 19_999_800_000+100_000, 19_999_800_000+100_000 }, func(c Claims) bool { return !c.Open.BacklogAtEnd }},
		{"open equals closed at p99.9", func(fg *Figures) { fg.Open.at[results.P999] = 100_000 }, func(c Claims) bool { return c.Timeline.Agree("p99.9") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fg := figuresFor(seedClosed, seedOpen, seedCorrected)
			tc.edit(fg)
			if c := claims(fg); !tc.check(c) {
				t.Errorf("claims = %+v", c)
			}
		})
	}
}
