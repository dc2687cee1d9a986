package audit

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"testing"

	"coordinated-omission/internal/reqlog"
	"coordinated-omission/internal/testenv"
)

// h2loadLog makes an h2load log of n requests as it is read, without
// holding it: one every 100 µs on a closed loop's schedule, 100 µs each,
// but for a 200 ms stall every second, which the requests sent in it wait
// out.
func h2loadLog(n int64) io.Reader {
	return testenv.NewLines("", n, func(dst []byte, i int64) []byte {
		sendUs := 1_796_286_500_000_000 + i*100
		lat := int64(100)
		if phase := (i * 100) % 1_000_000; phase >= 500_000 && phase < 700_000 {
			lat = 700_000 - phase + 100
		}
		return fmt.Appendf(dst, "%d\t200\t%d\n", sendUs, lat)
	})
}

// BenchmarkAuditTenMillion streams a log of 10^7 requests through the
// reader and audits it: the bound is under 30 s and 1 GiB on two
// cores. It reports the heap at its peak, as the runtime saw it after the
// audit (HeapSys: what the heap took from the system), in MiB.
func BenchmarkAuditTenMillion(b *testing.B) {
	n := int64(10_000_000)
	if testing.Short() {
		n = 100_000
	}
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(MemoryLimit)) // as -audit runs
	for b.Loop() {
		log, err := reqlog.Read(h2loadLog(n), reqlog.FormatH2load, reqlog.Generic{})
		if err != nil {
			b.Fatal(err)
		}
		res, err := Audit(log.Requests, Options{ResolutionNs: log.ResolutionNs})
		if err != nil {
			b.Fatal(err)
		}
		if res.Requests != n {
			b.Fatalf("%d requests, want %d", res.Requests, n)
		}
	}
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	b.ReportMetric(float64(m.HeapSys)/(1<<20), "heap-MiB")
	b.ReportMetric(float64(n), "requests")
}
