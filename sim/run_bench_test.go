package sim

import (
	"testing"
	"time"
)

// BenchmarkRun times a whole run: both loops, the correction, the three
// summaries and the check against the closed form.
func BenchmarkRun(b *testing.B) {
	for _, tc := range []struct {
		name string
		d    time.Duration
	}{{"20s", 20 * time.Second}, {"1h", time.Hour}} {
		b.Run(tc.name, func(b *testing.B) {
			sc := Default()
			sc.Duration = tc.d
			r, err := NewRunner(sc)
			if err != nil {
				b.Fatal(err)
			}
			want := Expected(sc)
			for b.Loop() {
				if _, err := Check(sc, r.Run(), want); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(int64(b.N)*sc.Requests()), "ns/request")
		})
	}
}

// BenchmarkExpected times the closed form alone.
func BenchmarkExpected(b *testing.B) {
	sc := Default()
	sc.Duration = time.Hour
	for b.Loop() {
		Expected(sc)
	}
}
