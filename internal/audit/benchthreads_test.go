package audit

import (
	"bytes"
	"io"
	"runtime"
	"runtime/debug"
	"testing"

	"coordinated-omission/internal/gatlinglog"
	"coordinated-omission/internal/reqlog"
	"coordinated-omission/internal/testenv"
)

// BenchmarkReadJTL reads a JMeter CSV of 10^6 samples: the rate is
// reported as requests a second, on one core.
func BenchmarkReadJTL(b *testing.B) {
	n := int64(1_000_000)
	if testing.Short() {
		n = 10_000
	}
	text, err := io.ReadAll(testenv.NewJTL(n))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if _, err := reqlog.Read(bytes.NewReader(text), reqlog.FormatJTL, reqlog.Generic{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "requests/s")
}

// BenchmarkReadGatlingBinary reads a binary simulation.log (Gatling 3.13
// on) of 10^6 requests of 200 users and 4 names.
func BenchmarkReadGatlingBinary(b *testing.B) {
	n := 1_000_000
	if testing.Short() {
		n = 10_000
	}
	var buf bytes.Buffer
	g := gatlinglog.NewWriter(&buf, "3.14.2", "shop.Browse", "", fieldEpochMs, []string{"Browse"})
	for i := range n {
		startMs := fieldEpochMs + int64(i)/10
		g.Request(nil, fieldLabels[i%len(fieldLabels)], startMs, startMs+int64(i%50), i%97 != 0, "")
	}
	b.SetBytes(int64(buf.Len()))
	for b.Loop() {
		if _, err := reqlog.Read(bytes.NewReader(buf.Bytes()), reqlog.FormatGatlingBin, reqlog.Generic{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "requests/s")
}

// BenchmarkAuditThreadsTenMillion reads and audits a JMeter CSV of 10^7
// samples of 200 threads, and reports the heap at its peak, in MiB.
func BenchmarkAuditThreadsTenMillion(b *testing.B) {
	n := int64(10_000_000)
	if testing.Short() {
		n = 100_000
	}
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(MemoryLimit)) // as -audit runs
	for b.Loop() {
		log, err := reqlog.Read(testenv.NewJTL(n), reqlog.FormatJTL, reqlog.Generic{})
		if err != nil {
			b.Fatal(err)
		}
		res, err := Audit(log.Requests, Options{ResolutionNs: log.ResolutionNs})
		if err != nil {
			b.Fatal(err)
		}
		if res.Threads == nil {
			b.Fatalf("not a thread plan: %s", res.Line("x", "jtl"))
		}
	}
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	b.ReportMetric(float64(m.HeapSys)/(1<<20), "heap-MiB")
}
