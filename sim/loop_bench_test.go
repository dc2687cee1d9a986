package sim

import (
	"fmt"
	"slices"
	"testing"
	"time"
)

func benchmarkLoop(b *testing.B, run func(server, int64, []int64) Loop) {
	sc := Default()
	latencyNs := make([]int64, sc.Requests())
	for b.Loop() {
		run(sc.server(), int64(sc.Interval), latencyNs)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(int64(b.N)*sc.Requests()), "ns/request")
}

func BenchmarkClosedLoop(b *testing.B) { benchmarkLoop(b, runClosed) }
func BenchmarkOpenLoop(b *testing.B)   { benchmarkLoop(b, runOpen) }

// BenchmarkConnsOverOne runs the one-connection closed loop and the
// N-connection loop alternately, one of each per iteration, so that both
// meet the same machine conditions, and reports the ratio of their median
// times per request: the cost of the ring of last completions.
func BenchmarkConnsOverOne(b *testing.B) {
	for _, n := range []int{2, 100, 1000, 4096} {
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) {
			sc := Default()
			sc.Connections = n
			r, err := NewRunner(sc)
			if err != nil {
				b.Fatal(err)
			}
			one := make([]int64, sc.Requests())
			var times [2][]time.Duration
			for b.Loop() {
				t0 := time.Now()
				runClosed(sc.server(), int64(sc.Interval), one)
				t1 := time.Now()
				r.RunClosed()
				t2 := time.Now()
				times[0], times[1] = append(times[0], t1.Sub(t0)), append(times[1], t2.Sub(t1))
			}
			median := func(d []time.Duration) float64 { s := slices.Clone(d); slices.Sort(s); return float64(s[len(s)/2]) }
			b.ReportMetric(median(times[1])/median(times[0]), "conns/one")
			b.ReportMetric(median(times[1])/float64(sc.Requests()), "conns-ns/request")
		})
	}
}

// BenchmarkDesignLoops times each design's loop per request it sends, the
// seed's scenario at N connections, and, as a ratio measured in the same
// iteration, against the one-connection closed loop over the schedule:
// design/closed.
func BenchmarkDesignLoops(b *testing.B) {
	for _, n := range []int{1, 100} {
		sc := Default()
		sc.Connections = n
		rtt := sc
		rtt.RTT = 23 * time.Microsecond
		srv, I := sc.server(), int64(sc.Interval)
		closed := make([]int64, sc.Requests())
		for _, d := range []struct {
			name string
			run  func(latencyNs, doneNs []int64) int
		}{
			{"closed+plan,L=23us", func(latencyNs, doneNs []int64) int {
				runDoneRTT(srv, I, int64(rtt.RTT), n, latencyNs)
				closedAndPlan(latencyNs, doneNs, I, int64(rtt.RTT), n)
				return len(latencyNs)
			}},
			{"skip", func(latencyNs, doneNs []int64) int {
				_, sent := runSkip(srv, I, 0, sc.Requests(), n, latencyNs, doneNs)
				return sent
			}},
			{"unpaced", func(latencyNs, doneNs []int64) int {
				_, sent := runUnpaced(srv, 0, int64(sc.Duration), n, latencyNs, doneNs)
				return sent
			}},
		} {
			b.Run(fmt.Sprintf("%s/N=%d", d.name, n), func(b *testing.B) {
				size := sc.UnpacedBound()
				latencyNs, doneNs := make([]int64, size), make([]int64, size)
				if d.name != "unpaced" {
					latencyNs, doneNs = latencyNs[:sc.Requests()], doneNs[:sc.Requests()]
				}
				var times [2][]time.Duration
				sent := 0
				for b.Loop() {
					t0 := time.Now()
					sent = d.run(latencyNs, doneNs)
					t1 := time.Now()
					runClosed(srv, I, closed)
					t2 := time.Now()
					times[0], times[1] = append(times[0], t1.Sub(t0)), append(times[1], t2.Sub(t1))
				}
				median := func(d []time.Duration) float64 { s := slices.Clone(d); slices.Sort(s); return float64(s[len(s)/2]) }
				b.ReportMetric(median(times[0])/float64(sent), "ns/request")
				b.ReportMetric((median(times[0])/float64(sent))/(median(times[1])/float64(sc.Requests())), "design/closed")
			})
		}
	}
}

// BenchmarkReference times the event reference of the seed's scenario
// per request it serves, for the skip and unpaced designs together.
func BenchmarkReference(b *testing.B) {
	sc := Default()
	var sent int
	count := func(refSample) { sent++ }
	for b.Loop() {
		sent = 0
		refRun(sc, refSkip(sc), count)
		refRun(sc, refUnpaced(sc), count)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(int64(b.N)*int64(sent)), "ns/request")
}
