package audit

import (
	"coordinated-omission/internal/reqlog"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"testing"
)

// linesReader makes an h2load log of n requests as it is read, without
// holding it: one every 100 µs on a closed loop's schedule, 100 µs each,
// but for a 200 ms stall every second, which the requests sent in it wait
// out.
type linesReader struct {
	n, i int64
	buf  []byte
}

func (r *linesReader) Read(p []byte) (int, error) {
	for len(r.buf) < len(p) && r.i < r.n {
		sendUs := 1_796_286_500_000_000 + r.i*100
		lat := int64(100)
		if phase := (r.i * 100) % 1_000_000; phase >= 500_000 && phase < 700_000 {
			lat = 700_000 - phase + 100
		}
		r.buf = fmt.Appendf(r.buf, "%d\t200\t%d\n", sendUs, lat)
		r.i++
	}
	if len(r.buf) == 0 {
		return 0, io.EOF
	}
	n := copy(p, r.buf)
	r.buf = r.buf[n:]
	return n, nil
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
		log, err := reqlog.Read(&linesReader{n: n}, reqlog.FormatH2load, reqlog.Generic{})
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
