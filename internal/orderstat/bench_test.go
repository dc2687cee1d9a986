package orderstat

import (
	"math"
	"math/rand"
	"slices"
	"testing"

	"coordinated-omission/internal/rank"
)

// BenchmarkSelect takes the median of 10^6 latencies, written in whole ms
// and in ns, with Select's passes over them beside a sorted copy (the
// reference: what the audit did), and says the passes.
func BenchmarkSelect(b *testing.B) {
	rng := rand.New(rand.NewSource(1))
	for _, c := range []struct {
		name string
		unit int64
	}{{"ms", 1_000_000}, {"ns", 1}} {
		vs := make([]int64, 1_000_000)
		for i := range vs {
			vs[i] = int64(math.Exp(rng.NormFloat64()+16)) / c.unit * c.unit // about 9 ms
		}
		median := func(_ int, n int64) int64 { return rank.HalfUp(50, 100, n) }
		want := slices.Sorted(slices.Values(vs))[median(0, int64(len(vs)))-1]
		b.Run(c.name+"/sorted", func(b *testing.B) {
			for b.Loop() {
				s := slices.Clone(vs)
				slices.Sort(s)
				if s[median(0, int64(len(s)))-1] != want {
					b.Fatal("wrong median")
				}
			}
		})
		b.Run(c.name+"/select", func(b *testing.B) {
			passes := 0
			for b.Loop() {
				got, p, err := Select(func(add func(int, int64)) error {
					for _, v := range vs {
						add(0, v)
					}
					return nil
				}, 1, median, 1<<20)
				if err != nil || got[0] != want {
					b.Fatal("wrong median")
				}
				passes = p
			}
			b.ReportMetric(float64(passes), "passes")
		})
	}
}
