package sim

import (
	"fmt"
	"slices"
	"testing"
	"time"
)

func benchmarkLoop(b *testing.B, run func(server, int64, []int64) Loop) {
	sc := Default()
	latencyNs := make([]int64, sc.Requests())
	for b.Loop() {
		run(sc.server(), int64(sc.Interval), latencyNs)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(int64(b.N)*sc.Requests()), "ns/request")
}

func BenchmarkClosedLoop(b *testing.B) { benchmarkLoop(b, runClosed) }
func BenchmarkOpenLoop(b *testing.B)   { benchmarkLoop(b, runOpen) }

// BenchmarkConnsOverOne runs the one-connection closed loop and the
// N-connection loop alternately, one of each per iteration, so that both
// meet the same machine conditions, and reports the ratio of their median
// times per request: the cost of the ring of last completions.
func BenchmarkConnsOverOne(b *testing.B) {
	for _, n := range []int{2, 100, 1000, 4096} {
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) {
			sc := Default()
			sc.Connections = n
			r, err := NewRunner(sc)
			if err != nil {
				b.Fatal(err)
			}
			one := make([]int64, sc.Requests())
			var times [2][]time.Duration
			for b.Loop() {
				t0 := time.Now()
				runClosed(sc.server(), int64(sc.Interval), one)
				t1 := time.Now()
				r.RunClosed()
				t2 := time.Now()
				times[0], times[1] = append(times[0], t1.Sub(t0)), append(times[1], t2.Sub(t1))
			}
			median := func(d []time.Duration) float64 { s := slices.Clone(d); slices.Sort(s); return float64(s[len(s)/2]) }
			b.ReportMetric(median(times[1])/median(times[0]), "conns/one")
			b.ReportMetric(median(times[1])/float64(sc.Requests()), "conns-ns/request")
		})
	}
}
