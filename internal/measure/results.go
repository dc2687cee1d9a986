package measure

import (
	"fmt"
	"slices"
	"strconv"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/machine"
	"coordinated-omission/sim"
)

// TimingPrefixes are the RESULT keys that depend on the wall clock or the
// machine; every other RESULT is a function of the scenario and reps alone.
var TimingPrefixes = []string{"cost.", "clock.", "time."}

// aggregate returns the figures the report states: each percentile and max
// is the minimum over reps (latencies are latency-like), and every count,
// range and sum the median. On a virtual clock the reps are identical, and
// the checks have shown it; the aggregation is the seed's rule all the same.
func aggregate(reps []Run) sim.Figures {
	over := func(pick func(*sim.Figures) *int64, agg func([]int64) int64) int64 {
		v := make([]int64, len(reps))
		for i := range reps {
			v[i] = *pick(&reps[i].Figures)
		}
		return agg(v)
	}
	minimum := func(v []int64) int64 { return slices.Min(v) }
	median := func(v []int64) int64 { slices.Sort(v); return v[len(v)/2] }
	var f sim.Figures
	fields := func(pick func(*sim.Figures) *int64, agg func([]int64) int64) { *pick(&f) = over(pick, agg) }
	for c := range f.Loops {
		fields(func(g *sim.Figures) *int64 { return &g.Loops[c].Stalls }, median)
		fields(func(g *sim.Figures) *int64 { return &g.Loops[c].EndNs }, median)
	}
	for s := range f.Sets {
		for r := range sim.Rules {
			for i := range sim.Percentiles {
				fields(func(g *sim.Figures) *int64 { return &g.Sets[s].AtNs[r][i] }, minimum)
			}
		}
		fields(func(g *sim.Figures) *int64 { return &g.Sets[s].MaxNs }, minimum)
		for _, pick := range []func(*sim.Figures) *int64{
			func(g *sim.Figures) *int64 { return &g.Sets[s].Count },
			func(g *sim.Figures) *int64 { return &g.Sets[s].SlowN },
			func(g *sim.Figures) *int64 { return &g.Sets[s].DelayedN },
			func(g *sim.Figures) *int64 { return &g.Sets[s].DelayedPerStall.Min },
			func(g *sim.Figures) *int64 { return &g.Sets[s].DelayedPerStall.Max },
			func(g *sim.Figures) *int64 { return &g.Sets[s].SumNs },
		} {
			fields(pick, median)
		}
	}
	fields(func(g *sim.Figures) *int64 { return &g.AddedPerStall.Min }, median)
	fields(func(g *sim.Figures) *int64 { return &g.AddedPerStall.Max }, median)
	return f
}

// A results list collects RESULT lines.
type resultList []rawfile.Result

func (l *resultList) add(key, value, unit string) {
	*l = append(*l, rawfile.Result{Key: key, Value: value, Unit: unit})
}

func (l *resultList) count(key string, n int64, unit string) {
	l.add(key, strconv.FormatInt(n, 10), unit)
}

// ratio adds num/den with the given decimals, unless den is 0.
func (l *resultList) ratio(key string, num, den float64, decimals int) {
	if den != 0 {
		l.add(key, strconv.FormatFloat(num/den, 'f', decimals, 64), "x")
	}
}

// results returns the RESULT lines of m.
func results(clock machine.Clock, m *Measurement) []rawfile.Result {
	f := aggregate(m.Reps())
	var l resultList
	for _, set := range sim.Sets {
		l.recording(set, f.Sets[set])
	}
	for c, client := range Clients {
		l.count("stalls."+client.String(), f.Loops[c].Stalls, "stalls")
	}
	for c, client := range Clients {
		l.count("end."+client.String(), f.Loops[c].EndNs, "ns")
	}
	l.ratios(f)
	l.count("corrected.added_per_stall.min", f.AddedPerStall.Min, "samples")
	l.count("corrected.added_per_stall.max", f.AddedPerStall.Max, "samples")
	sweepChecks, connChecks, exampleChecks := 0, 0, 0
	for _, pt := range m.Sweep {
		sweepChecks += pt.Checks
	}
	for _, pt := range m.Conns {
		connChecks += pt.Checks
		if pt.Threshold {
			l.count("connections.threshold", int64(pt.Connections), "connections")
		}
	}
	for _, ex := range m.Examples {
		exampleChecks += ex.Checks
	}
	l.count("checks.passed", int64(m.Passed()), "checks")
	l.count("sweep.points", int64(len(m.Sweep)), "points")
	l.count("sweep.checks", int64(sweepChecks), "checks")
	l.count("connections.points", int64(len(m.Conns)), "points")
	l.count("connections.checks", int64(connChecks), "checks")
	l.count("examples.checks", int64(exampleChecks), "checks")
	l.count("runs", int64(len(m.Runs)), "runs")
	l.count("reps", int64(len(m.Reps())), "reps")
	l.timings(clock, m)
	return l
}

// recording adds one recording's figures.
func (l *resultList) recording(set sim.Set, s sim.Summary) {
	for i, p := range sim.Percentiles {
		l.add(fmt.Sprintf("%v.p%v", set, p), Micros(s.AtNs[sim.HalfUp][i]), "us")
	}
	l.add(fmt.Sprintf("%v.max", set), Micros(s.MaxNs), "us")
	for i, p := range sim.Percentiles {
		l.add(fmt.Sprintf("%v.ceil.p%v", set, p), Micros(s.AtNs[sim.Ceil][i]), "us")
	}
	l.count(set.String()+".n", s.Count, "samples")
	l.add(set.String()+".above_1ms", Share(s.SlowN, s.Count), "%")
	l.count(set.String()+".above_1ms.count", s.SlowN, "samples")
	l.count(set.String()+".delayed.count", s.DelayedN, "samples")
	l.count(set.String()+".delayed_per_stall.min", s.DelayedPerStall.Min, "samples")
	l.count(set.String()+".delayed_per_stall.max", s.DelayedPerStall.Max, "samples")
	l.count(set.String()+".sum", s.SumNs, "ns")
}

// ratios adds the ratios between recordings. A ratio whose denominator is
// zero (no closed-loop sample above 1 ms, say) is left out, not written NaN.
func (l *resultList) ratios(f sim.Figures) {
	closed, open, corrected := f.Sets[sim.Closed], f.Sets[sim.Open], f.Sets[sim.Corrected]
	at := func(s sim.Summary, i int) float64 { return float64(s.AtNs[sim.HalfUp][i]) }
	share := func(s sim.Summary) float64 { return float64(s.SlowN) / float64(s.Count) }
	for i, p := range sim.Percentiles {
		l.ratio(fmt.Sprintf("ratio.p%v", p), at(open, i), at(closed, i), 1)
	}
	l.ratio("ratio.max", float64(open.MaxNs), float64(closed.MaxNs), 1)
	// Both recordings hold one sample a request, so the ratio of their
	// shares above the threshold is that of their counts.
	l.ratio("ratio.above_1ms", float64(open.SlowN), float64(closed.SlowN), 1)
	p99 := slices.Index(sim.Percentiles[:], sim.P99)
	l.ratio("closed.max_over_p99", float64(closed.MaxNs), at(closed, p99), 1)
	l.ratio("corrected.over_closed.p99", at(corrected, p99), at(closed, p99), 1)
	for i, p := range sim.Percentiles {
		l.ratio(fmt.Sprintf("open.over_corrected.p%v", p), at(open, i), at(corrected, i), 3)
	}
	l.ratio("open.over_corrected.above_1ms", share(open), share(corrected), 3)
}

// timings adds the figures of the wall clock and the machine.
func (l *resultList) timings(clock machine.Clock, m *Measurement) {
	l.add("clock.ghz", fmt.Sprintf("%.3f", clock.ConversionGHz()), "GHz")
	n := m.Scenario.Requests()
	for c, client := range Clients {
		ns := make([]float64, len(m.Reps()))
		for i, rep := range m.Reps() {
			ns[i] = nsPerRequest(rep.Loop[c], n)
		}
		lo, med, cv := summarizeCost(ns)
		l.add("cost."+client.String()+".min", fmt.Sprintf("%.3f", lo), "ns/request")
		l.add("cost."+client.String()+".median", fmt.Sprintf("%.3f", med), "ns/request")
		l.add("cost."+client.String()+".cv", fmt.Sprintf("%.1f", cv), "%")
		l.add("cost."+client.String()+".cycles", fmt.Sprintf("%.2f", clock.Cycles(lo)), "cycles/request")
	}
	l.add("time.runs", fmt.Sprintf("%.1f", float64(m.Total.Microseconds())/1000), "ms")
	l.add("time.clock_estimate", fmt.Sprintf("%.1f", float64(clock.EstimateTotal.Microseconds())/1000), "ms")
}
