package spill

import (
	"math/rand"
	"os"
	"slices"
	"testing"

	"coordinated-omission/internal/reqlog"
)

// jtlLike are n requests as a JTL of 200 closed threads has them: sends
// a few ms apart, out of order by up to a latency, 5 types.
func jtlLike(n int) []reqlog.Request {
	rng := rand.New(rand.NewSource(1))
	out := make([]reqlog.Request, n)
	var at int64 = 1_700_000_000_000_000_000
	for i := range out {
		at += rng.Int63n(100_000)
		out[i] = reqlog.Request{SendNs: at - rng.Int63n(5_000_000), LatencyNs: 1_000_000 + rng.Int63n(50_000_000), Conn: rng.Int31n(200), Label: int32(i % 5)}
	}
	return out
}

// BenchmarkSpill spills 10^6 requests by send and reads them back once,
// beside sorting them in memory (the reference: what the audit does
// today), in one run and in 16 merged; says the bytes a request takes
// on disk; and times a pass over the file in order alone.
func BenchmarkSpill(b *testing.B) {
	reqs := jtlLike(1_000_000)
	b.Run("memory", func(b *testing.B) {
		for b.Loop() {
			held := slices.Clone(reqs)
			slices.SortFunc(held, BySend.Compare)
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(reqs)), "ns/request")
	})
	for _, c := range []struct {
		name string
		set  Settings
	}{{"spill", Default}, {"spill-in-16-runs", Settings{RunLen: 1 << 16, Fan: 64, BufferBytes: 64 << 10}}} {
		b.Run(c.name, func(b *testing.B) { spillOnce(b, reqs, c.set) })
	}
	b.Run("pass", func(b *testing.B) {
		s, err := New(b.TempDir(), BySend, Default)
		if err != nil {
			b.Fatal(err)
		}
		defer s.Close()
		for _, r := range reqs {
			s.Add(r)
		}
		s.Finish()
		var sum int64
		for b.Loop() {
			s.Each(func(r reqlog.Request) bool { sum += r.LatencyNs; return true })
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(reqs)), "ns/request")
	})
}

// spillOnce spills reqs and reads them back once, b.N times.
func spillOnce(b *testing.B, reqs []reqlog.Request, set Settings) {
	var size int64
	for b.Loop() {
		s, err := New(b.TempDir(), BySend, set)
		if err != nil {
			b.Fatal(err)
		}
		for _, r := range reqs {
			s.Add(r)
		}
		if err := s.Finish(); err != nil {
			b.Fatal(err)
		}
		n := 0
		s.Each(func(reqlog.Request) bool { n++; return true })
		if n != len(reqs) {
			b.Fatalf("read back %d of %d", n, len(reqs))
		}
		fi, _ := os.Stat(s.merged)
		size = fi.Size()
		s.Close()
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(reqs)), "ns/request")
	b.ReportMetric(float64(size)/float64(len(reqs)), "bytes/request")
}
