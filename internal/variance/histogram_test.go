package variance

import (
	"maps"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	hdrhistogram "github.com/HdrHistogram/hdrhistogram-go"

	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
)

// TestEncodeHistogram: the encoding decodes to every sample, each in the
// bucket of its value, at HistogramDigits, from 1 ns up; a single sample
// of 1 ns, the smallest a draw gives, too.
func TestEncodeHistogram(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 5))
	samples := make([]int64, 100_000)
	for i := range samples {
		samples[i] = 1 + rng.Int64N(1<<40>>rng.IntN(40))
	}
	samples = append(samples, 1, 1<<40)
	for _, tc := range [][]int64{samples, {1}} {
		enc, err := encodeHistogram(tc)
		if err != nil {
			t.Fatal(err)
		}
		h, err := hdrhistogram.Decode([]byte(enc))
		if err != nil {
			t.Fatal(err)
		}
		if h.TotalCount() != int64(len(tc)) || h.SignificantFigures() != HistogramDigits || h.LowestTrackableValue() != 1 {
			t.Fatalf("%d samples, %d digits, lowest %d; want %d, %d, 1", h.TotalCount(), h.SignificantFigures(), h.LowestTrackableValue(), len(tc), HistogramDigits)
		}
		want := hdrhistogram.New(1, max(2, h.HighestTrackableValue()), HistogramDigits)
		for _, v := range tc {
			_ = want.RecordValue(v)
		}
		if !h.Equals(want) {
			t.Errorf("the decoded histogram is not the samples'")
		}
	}
}

// TestScenarioOneLoopAtATime: Scenario, which runs one loop at a time and
// sorts what it need not keep in place, gives every design's line and
// every check that one run of all the designs gives, with and without a
// stall, a round trip and a think time.
func TestScenarioOneLoopAtATime(t *testing.T) {
	base := sim.Random{Scenario: sim.Scenario{Service: 100 * time.Microsecond, Interval: 200 * time.Microsecond, Period: time.Second,
		Duration: 2 * time.Second, Connections: 3}, ServiceDist: sim.Dist{Kind: sim.Exp}, Arrivals: sim.Poisson, Seed: 7, Think: time.Millisecond}
	stalled := base
	stalled.Stall, stalled.RTT, stalled.ServiceDist = 100*time.Millisecond, 50*time.Microsecond, sim.Dist{Kind: sim.Bimodal, P: 0.01, Slow: 2 * time.Millisecond}
	for _, rs := range []sim.Random{base, stalled} {
		designs, checks, err := Scenario(rs)
		if err != nil {
			t.Fatal(err)
		}
		all, err := sim.RunRandom(rs)
		if err != nil {
			t.Fatal(err)
		}
		var want []results.RandomDesign
		for i, set := range sim.Sets {
			if len(all.Samples[i]) > 0 {
				d, _ := summarize(rs, set.String(), all.Samples[i])
				want = append(want, d)
			}
		}
		d, _ := summarize(rs, ThinkCase, all.Think)
		want = append(want, d)
		if len(designs) != len(want) || len(designs) < 7 {
			t.Fatalf("%d designs, want %d", len(designs), len(want))
		}
		for i := range want {
			if g, w := designs[i], want[i]; g.Design != w.Design || g.Samples != w.Samples || !maps.Equal(g.AtNs, w.AtNs) || g.Histogram != w.Histogram {
				t.Errorf("%s: %d samples at %v; one run gives %s: %d at %v", g.Design, g.Samples, g.AtNs, w.Design, w.Samples, w.AtNs)
			}
		}
		if wantChecks := scenarioChecks(rs, all); !slices.Equal(checks, wantChecks) || (rs.Stall == 0) != (len(checks) > 0) {
			t.Errorf("%d checks, one run gives %d", len(checks), len(wantChecks))
		}
	}
}

// TestSummarize: the exact nearest ranks and max, on ten samples and on
// 10,000 (past AtRanks's sort of a small input), the samples left in the
// order they came.
func TestSummarize(t *testing.T) {
	samples := []int64{5, 1, 4, 2, 3, 9, 8, 7, 6, 10}
	many := make([]int64, 10_000)
	for i := range many {
		many[i] = int64((i*7919)%10_000) + 1 // 1 … 10,000, shuffled
	}
	for _, c := range []struct {
		in   []int64
		want map[results.Level]int64
	}{
		{samples, map[results.Level]int64{results.P50: 5, results.P90: 9, results.P99: 10, results.P999: 10, results.Max: 10}},
		{many, map[results.Level]int64{results.P50: 5000, results.P90: 9000, results.P99: 9900, results.P999: 9990, results.Max: 10_000}},
	} {
		in := slices.Clone(c.in)
		d, err := summarize(sim.Random{}, "x", in)
		if err != nil {
			t.Fatal(err)
		}
		if !maps.Equal(d.AtNs, c.want) || d.Samples != int64(len(in)) {
			t.Errorf("%d samples: %v, want %v", len(in), d.AtNs, c.want)
		}
		if !slices.Equal(in, c.in) {
			t.Errorf("%d samples: moved", len(in))
		}
	}
}
