//go:build cgo

package cloop

import "testing"

func benchmarkC(b *testing.B, open bool) {
	const requests = 100_000
	latencyNs := make([]uint64, requests)
	for b.Loop() {
		Run(open, latencyNs)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*requests), "ns/request")
}

func BenchmarkClosedLoopC(b *testing.B) { benchmarkC(b, false) }
func BenchmarkOpenLoopC(b *testing.B)   { benchmarkC(b, true) }
