package audit

import (
	"bytes"
	"coordinated-omission/internal/gatlinglog"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"testing"

	"coordinated-omission/internal/reqlog"
)

// jtlReader makes a JMeter CSV of n samples as it is read, without
// holding it: 200 threads, each a closed loop sending 20 ms after its
// reply, each request 5 ms, or held to the end of a pause of 2 s every
// 60 s; labels Home and Search in turn. It writes one thread's samples,
// then the next's: a log need not be in order.
type jtlReader struct {
	n, i   int64
	buf    []byte
	header bool
	atMs   int64 // the current thread's next send
}

func (r *jtlReader) Read(p []byte) (int, error) {
	if !r.header {
		r.buf = append(r.buf, "timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,failureMessage,bytes,sentBytes,grpThreads,allThreads,URL,Latency,IdleTime,Connect\n"...)
		r.header = true
	}
	const threads, t0 = 200, 1_796_286_500_000
	per := (r.n + threads - 1) / threads
	for len(r.buf) < len(p) && r.i < r.n {
		thread, k := r.i/per, r.i%per
		if k == 0 {
			r.atMs = t0 + thread/8
		}
		el := int64(5)
		if phase := (r.atMs - t0) % 60_000; phase >= 30_000 && phase < 32_000 {
			el += 32_000 - phase
		}
		label := "Home"
		if k%2 == 1 {
			label = "Search"
		}
		r.buf = fmt.Appendf(r.buf, "%d,%d,%s,200,OK,Users 1-%d,text,true,,512,128,200,200,http://shop.example/,%d,0,1\n", r.atMs, el, label, thread+1, el)
		r.atMs += el + 20
		r.i++
	}
	if len(r.buf) == 0 {
		return 0, io.EOF
	}
	n := copy(p, r.buf)
	r.buf = r.buf[n:]
	return n, nil
}

// BenchmarkReadJTL reads a JMeter CSV of 10^6 samples: the rate is
// reported as requests a second, on one core.
func BenchmarkReadJTL(b *testing.B) {
	n := int64(1_000_000)
	if testing.Short() {
		n = 10_000
	}
	text, err := io.ReadAll(&jtlReader{n: n})
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
		log, err := reqlog.Read(&jtlReader{n: n}, reqlog.FormatJTL, reqlog.Generic{})
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
