package variance

import (
	"runtime"
	"testing"
	"time"

	"coordinated-omission/internal/profile"
	"coordinated-omission/sim"
)

// BenchmarkTenMillionRequests runs the command line's random model on a
// scenario at its limit: 10^7 planned requests, and up to 2·10^7 unpaced
// ones, every design included (the seed's stalling server, exponential
// service, Poisson arrivals, 2,000 simulated s), under the report's soft
// memory limit (profile.LimitMemory), and reports the Go runtime's memory obtained from the system (sys-MiB, an
// upper bound on the peak heap) beside the time. Run it alone, under
// /usr/bin/time -v for the process's peak resident set:
//
//	go test ./internal/variance -run '^$' -bench TenMillion -benchtime 1x
func BenchmarkTenMillionRequests(b *testing.B) {
	rs := sim.Random{Scenario: sim.Default(), ServiceDist: sim.Dist{Kind: sim.Exp}, Arrivals: sim.Poisson, Seed: 1}
	rs.Duration = 2000 * time.Second
	profile.LimitMemory()
	for b.Loop() {
		designs, _, err := Scenario(rs)
		if err != nil {
			b.Fatal(err)
		}
		if designs[1].Samples < 9_900_000 {
			b.Fatalf("the open loop recorded %d requests, want about 10^7", designs[1].Samples)
		}
	}
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	b.ReportMetric(float64(m.Sys)/(1<<20), "sys-MiB")
}
