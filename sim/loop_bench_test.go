package sim

import "testing"

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
