//go:build cgo

package cloop

import (
	"testing"

	"coordinated-omission/sim"
)

// TestSameAsGo checks that the C loops are the same model as sim's: the same
// samples, stall count and last completion for the default scenario.
func TestSameAsGo(t *testing.T) {
	sc := sim.Default()
	r, err := sim.NewRunner(sc)
	if err != nil {
		t.Fatal(err)
	}
	loops := [2]sim.Loop{sim.Closed: r.RunClosed(), sim.Open: r.RunOpen()}
	closedNs, openNs := r.Samples()
	for _, tc := range []struct {
		set  sim.Set
		goNs []int64
	}{{sim.Closed, closedNs}, {sim.Open, openNs}} {
		cNs := make([]uint64, sc.Requests())
		stalls, endNs := Run(tc.set == sim.Open, cNs)
		if want := loops[tc.set]; int64(stalls) != want.Stalls || int64(endNs) != want.EndNs {
			t.Errorf("%v: C gives %d stalls ending at %d ns, Go %d at %d", tc.set, stalls, endNs, want.Stalls, want.EndNs)
		}
		for i := range cNs {
			if int64(cNs[i]) != tc.goNs[i] {
				t.Fatalf("%v sample %d: C %d ns, Go %d ns", tc.set, i, cNs[i], tc.goNs[i])
			}
		}
	}
}

// benchmarkC reports ns per simulated request, like sim's loop benchmarks,
// so that go test -bench 'Loop' ./sim/... shows the two side by side.
func benchmarkC(b *testing.B, open bool) {
	const requests = 100_000 // the default scenario's
	latencyNs := make([]uint64, requests)
	for b.Loop() {
		Run(open, latencyNs)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*requests), "ns/request")
}

func BenchmarkClosedLoopC(b *testing.B) { benchmarkC(b, false) }
func BenchmarkOpenLoopC(b *testing.B)   { benchmarkC(b, true) }
