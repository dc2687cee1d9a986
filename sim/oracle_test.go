package sim

import (
	"math/rand"
	"testing"
	"time"

	hdrhistogram "github.com/HdrHistogram/hdrhistogram-go"
)

// TestHdrHistogramOracle records the simulated samples, in whole
// microseconds, into hdrhistogram-go at 5 significant figures, which is exact
// below 262144, and compares its ValueAtQuantile (which takes 0–100) with the
// half-up percentiles. The corrected set goes through RecordCorrectedValue.
func TestHdrHistogramOracle(t *testing.T) {
	scenarios := []Scenario{Default(), Quick()}
	rng := rand.New(rand.NewSource(1))
	for len(scenarios) < 60 { // random scenarios in whole microseconds whose values fit
		sc := randomScenario(rng, 5000)
		sc.RTT, sc.ExpectedInterval = 0, 0 // the seed's three recordings, as HdrHistogram records them
		sc.Service, sc.Interval, sc.Stall = sc.Service*1000, sc.Interval*1000, sc.Stall*1000
		sc.Period, sc.FirstStall, sc.Duration = sc.Period*1000, sc.FirstStall*1000, sc.Duration*1000
		if z, err := sc.Size(); err == nil && sc.validateParams() == nil && z.MaxOpenNs < 262144*int64(time.Microsecond) {
			scenarios = append(scenarios, sc)
		}
	}
	for _, sc := range scenarios {
		r, err := NewRunner(sc)
		if err != nil {
			t.Fatal(err)
		}
		got := r.Run()
		closedNs, openNs := r.closedNs, r.openNs
		intervalUs := int64(sc.Interval/time.Microsecond) * int64(sc.Connections) // each connection's expected interval
		hists := [len(Sets)]*hdrhistogram.Histogram{}
		for s := range hists {
			hists[s] = hdrhistogram.New(1, 262143, 5)
		}
		for i := range closedNs {
			mustRecord(t, hists[Closed].RecordValue(closedNs[i]/1000))
			mustRecord(t, hists[Open].RecordValue(openNs[i]/1000))
			mustRecord(t, hists[Corrected].RecordCorrectedValue(closedNs[i]/1000, intervalUs))
		}
		for _, s := range []Set{Closed, Open, Corrected} {
			h, sum := hists[s], got.Sets[s]
			if h.TotalCount() != sum.Count {
				t.Errorf("%+v %v: hdrhistogram count %d, ours %d", sc, s, h.TotalCount(), sum.Count)
			}
			for i, p := range Percentiles {
				if int64(p)*sum.Count%100_000 == 50_000 {
					continue // a rank tie: hdrhistogram-go rounds p/100·n+0.5 in float64, we round exactly
				}
				if want, ours := h.ValueAtQuantile(float64(p)/1000), sum.AtNs[HalfUp][i]/1000; ours != want {
					t.Errorf("%+v %v p%v: hdrhistogram %dµs, ours %dµs", sc, s, p, want, ours)
				}
			}
			if want, ours := h.ValueAtQuantile(100), sum.MaxNs/1000; ours != want {
				t.Errorf("%+v %v max: hdrhistogram %dµs, ours %dµs", sc, s, want, ours)
			}
		}
	}
}

func mustRecord(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
