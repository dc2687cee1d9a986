//go:build cgo

package cloop

import (
	"slices"
	"testing"
	"time"

	"coordinated-omission/sim"
)

// randomScenario is the seed's stalling server with Poisson arrivals and
// exponential service: 20 simulated seconds, about 100,000 requests.
func randomScenario() sim.Random {
	return sim.Random{Scenario: sim.Default(), ServiceDist: sim.Dist{Kind: sim.Exp}, Arrivals: sim.Poisson, Seed: 1}
}

// TestRandomTwinIsTheModel: the C twin is the same loop and sampler, on
// another generator: its open loop over the same scenario meets every
// stall and its samples' median is the Go loop's within 5 %.
func TestRandomTwinIsTheModel(t *testing.T) {
	rs := randomScenario()
	goNs, loop := rs.RunOpen(nil)
	cNs := make([]int64, len(goNs))
	stalls, _ := RunRandomOpen(int64(rs.Service), int64(rs.Interval), int64(rs.Stall), int64(rs.Period), int64(rs.FirstStall), cNs, 7)
	if stalls != loop.Stalls {
		t.Errorf("C met %d stalls, Go %d", stalls, loop.Stalls)
	}
	med := func(s []int64) float64 { c := slices.Clone(s); slices.Sort(c); return float64(c[len(c)/2]) }
	if g, c := med(goNs), med(cNs); c < 0.95*g || c > 1.05*g {
		t.Errorf("median latency: C %v ns, Go %v ns", c, g)
	}
}

// BenchmarkRandomGoOverC runs the Go and the C random open loops
// alternately, one of each per iteration, and reports the ratio of their
// median times, go/c-random, and each one's ns/request: the random loops'
// cost against a C reference of the same loop and sampler.
func BenchmarkRandomGoOverC(b *testing.B) {
	rs := randomScenario()
	goNs, _ := rs.RunOpen(nil)
	n := len(goNs)
	cNs := make([]int64, n)
	var times [2][]time.Duration
	for b.Loop() {
		t0 := time.Now()
		goNs, _ = rs.RunOpen(goNs[:0])
		t1 := time.Now()
		RunRandomOpen(int64(rs.Service), int64(rs.Interval), int64(rs.Stall), int64(rs.Period), int64(rs.FirstStall), cNs, 7)
		t2 := time.Now()
		times[0], times[1] = append(times[0], t1.Sub(t0)), append(times[1], t2.Sub(t1))
	}
	median := func(d []time.Duration) float64 { s := slices.Clone(d); slices.Sort(s); return float64(s[len(s)/2]) }
	b.ReportMetric(median(times[0])/median(times[1]), "go/c-random")
	b.ReportMetric(median(times[0])/float64(n), "go-ns/request")
	b.ReportMetric(median(times[1])/float64(n), "c-ns/request")
}
