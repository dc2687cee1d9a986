package audit

import (
	"bufio"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"testing"
	"time"

	"coordinated-omission/internal/gatlinglog"
	"coordinated-omission/internal/reqlog"
	"coordinated-omission/internal/testenv"
)

// scanAndAudit times, in each of b's loops, a plain line scan
// (bufio.Scanner) of the log at path and then its whole audit, read from
// the file as -audit reads it, and reports each per request, the audit's
// time over the scan's (issue 61: within 3), and the audit's rate. The
// scan is the reference of the same run: a ratio, not a time, is the
// figure that carries from one machine to another.
func scanAndAudit(b *testing.B, path, format string, n int64) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(MemoryLimit)) // as -audit runs
	var scan, whole time.Duration
	for b.Loop() {
		start := time.Now()
		f, err := os.Open(path)
		if err != nil {
			b.Fatal(err)
		}
		s := bufio.NewScanner(f)
		s.Buffer(make([]byte, 1<<16), 1<<20)
		lines := 0
		for s.Scan() {
			lines++
		}
		f.Close()
		if err := s.Err(); err != nil && err != bufio.ErrTooLong {
			b.Fatal(err)
		}
		scan += time.Since(start)
		start = time.Now()
		f, err = os.Open(path)
		if err != nil {
			b.Fatal(err)
		}
		info, err := f.Stat()
		if err != nil {
			b.Fatal(err)
		}
		// its size given, as -audit gives a file's
		log, err := reqlog.ReadWith(f, reqlog.Reading{Format: format, SizeBytes: info.Size()})
		f.Close()
		if err != nil {
			b.Fatal(err)
		}
		res, err := Audit(log.Requests, Options{ResolutionNs: log.ResolutionNs})
		if err != nil || res.Requests != n {
			b.Fatalf("%v; %d requests audited, want %d", err, res.Requests, n)
		}
		whole += time.Since(start)
	}
	per := float64(n) * float64(b.N)
	b.ReportMetric(float64(scan.Nanoseconds())/per, "scan-ns/request")
	b.ReportMetric(float64(whole.Nanoseconds())/per, "audit-ns/request")
	b.ReportMetric(float64(whole)/float64(scan), "audit/scan")
	b.ReportMetric(per/whole.Seconds(), "audited-requests/s")
}

// benchLog writes a log of n requests, 10^7 (10^5 with -short), named
// name in b's own folder, with write, and returns its path and n.
func benchLog(b *testing.B, name string, write func(w io.Writer, n int64) error) (string, int64) {
	n := int64(10_000_000)
	if testing.Short() {
		n = 100_000
	}
	path := filepath.Join(b.TempDir(), name)
	f, err := os.Create(path)
	if err != nil {
		b.Fatal(err)
	}
	w := bufio.NewWriter(f)
	if err := write(w, n); err != nil {
		b.Fatal(err)
	}
	if err := w.Flush(); err != nil {
		b.Fatal(err)
	}
	if err := f.Close(); err != nil {
		b.Fatal(err)
	}
	return path, n
}

// BenchmarkAuditJTL audits a JMeter CSV of 10^7 samples (10^5 with
// -short) of 200 closed threads with think time and a pause of 2 s every
// minute, written to a file first, beside a line scan of the same file.
func BenchmarkAuditJTL(b *testing.B) {
	path, n := benchLog(b, "big.jtl", func(w io.Writer, n int64) error {
		_, err := io.Copy(w, testenv.NewJTL(n))
		return err
	})
	scanAndAudit(b, path, reqlog.FormatJTL, n)
}

// BenchmarkAuditGatlingBinary audits a binary simulation.log (Gatling
// 3.13 on) of 10^7 requests (10^5 with -short) of 4 names, beside a line
// scan of the same bytes.
func BenchmarkAuditGatlingBinary(b *testing.B) {
	path, n := benchLog(b, "simulation.log", func(w io.Writer, n int64) error {
		g := gatlinglog.NewWriter(w, "3.14.2", "shop.Browse", "", fieldEpochMs, []string{"Browse"})
		for i := range n {
			startMs := fieldEpochMs + i/10
			g.Request(nil, fieldLabels[i%int64(len(fieldLabels))], startMs, startMs+i%50, i%97 != 0, "")
		}
		return nil
	})
	scanAndAudit(b, path, reqlog.FormatGatlingBin, n)
}
