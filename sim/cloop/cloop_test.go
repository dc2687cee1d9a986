//go:build cgo

package cloop

import (
	"slices"
	"testing"
	"time"

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

// BenchmarkGoOverC runs the Go and C loops alternately, one of each per
// iteration, so that both meet the same machine conditions, and reports
// the ratio of their median times: go/c-closed and go/c-open. Sequential
// benchmarks on this shared machine drift by more than the gap measured.
func BenchmarkGoOverC(b *testing.B) {
	r, err := sim.NewRunner(sim.Default())
	if err != nil {
		b.Fatal(err)
	}
	cNs := make([]uint64, sim.Default().Requests())
	var times [4][]time.Duration // go closed, C closed, go open, C open
	for b.Loop() {
		t0 := time.Now()
		r.RunClosed()
		t1 := time.Now()
		Run(false, cNs)
		t2 := time.Now()
		r.RunOpen()
		t3 := time.Now()
		Run(true, cNs)
		t4 := time.Now()
		for k, d := range [...]time.Duration{t1.Sub(t0), t2.Sub(t1), t3.Sub(t2), t4.Sub(t3)} {
			times[k] = append(times[k], d)
		}
	}
	median := func(d []time.Duration) float64 { s := slices.Clone(d); slices.Sort(s); return float64(s[len(s)/2]) }
	b.ReportMetric(median(times[0])/median(times[1]), "go/c-closed")
	b.ReportMetric(median(times[2])/median(times[3]), "go/c-open")
	n := float64(sim.Default().Requests())
	b.ReportMetric(median(times[1])/n, "c-closed-ns/request")
	b.ReportMetric(median(times[3])/n, "c-open-ns/request")
}
