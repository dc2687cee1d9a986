package main

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"coordinated-omission/machine"
	"coordinated-omission/sim"
)

// A runRecord is one simulated run: its checked figures and the wall time
// of each client's loop.
type runRecord struct {
	figures sim.Figures
	passed  int                         // figures that agreed with the closed form
	loop    [len(clients)]time.Duration // indexed like clients
}

// clients are the two client loops, in report order.
var clients = [...]sim.Set{sim.Closed, sim.Open}

// A measurement is what simulate returns.
type measurement struct {
	runs  []runRecord
	total time.Duration               // wall time of all runs
	last  [len(sim.Sets)]sim.Multiset // the last run's recordings
	sweep []sweepPoint
}

// measure simulates sc, then the sweep.
func measure(sc sim.Scenario, reps int) (measurement, error) {
	m, err := simulate(sc, reps)
	if err != nil {
		return m, err
	}
	m.sweep, err = sweep()
	return m, err
}

// simulate makes one warmup run and reps timed runs of sc, each checked
// against the closed form; any mismatch fails the whole measurement.
func simulate(sc sim.Scenario, reps int) (measurement, error) {
	r, err := sim.NewRunner(sc)
	if err != nil {
		return measurement{}, err
	}
	var runs []runRecord
	want := sim.Expected(sc)
	start := time.Now()
	for i := range reps + 1 {
		t0 := time.Now()
		closed := r.RunClosed()
		t1 := time.Now()
		open := r.RunOpen()
		t2 := time.Now()
		figures := r.Summarize(closed, open)
		passed, err := sim.Check(figures, want)
		if err != nil {
			return measurement{}, fmt.Errorf("run %d: %w", i, err)
		}
		runs = append(runs, runRecord{figures: figures, passed: passed, loop: [2]time.Duration{t1.Sub(t0), t2.Sub(t1)}})
	}
	return measurement{runs: runs, total: time.Since(start), last: r.Recordings()}, nil
}

// scenarioConfig returns the scenario and run settings as configuration lines.
func scenarioConfig(sc sim.Scenario, quick bool, reps int) []machine.KV {
	mode := "full"
	if quick {
		mode = "quick"
	}
	return []machine.KV{
		{Key: "service", Value: sc.Service.String()},
		{Key: "interval", Value: sc.Interval.String()},
		{Key: "stall", Value: sc.Stall.String()},
		{Key: "period", Value: sc.Period.String()},
		{Key: "first-stall", Value: sc.FirstStall.String()},
		{Key: "duration", Value: sc.Duration.String()},
		{Key: "requests", Value: strconv.FormatInt(sc.Requests(), 10)},
		{Key: "slow-threshold", Value: time.Duration(sim.SlowNs).String()},
		{Key: "mode", Value: mode},
		{Key: "reps", Value: strconv.Itoa(reps)},
	}
}

// scenarioKeys are the configuration keys scenarioFromConfig reads back.
var scenarioKeys = []string{"service", "interval", "stall", "period", "first-stall", "duration"}

// scenarioFromConfig reads the scenario back from a raw file's configuration.
func scenarioFromConfig(f *raw) (sim.Scenario, error) {
	var d [6]time.Duration
	for i, key := range scenarioKeys {
		v, ok := f.get(key)
		if !ok {
			return sim.Scenario{}, fmt.Errorf("no %q configuration line", key)
		}
		var err error
		if d[i], err = time.ParseDuration(v); err != nil {
			return sim.Scenario{}, fmt.Errorf("configuration %s: %w", key, err)
		}
	}
	return sim.Scenario{Service: d[0], Interval: d[1], Stall: d[2], Period: d[3], FirstStall: d[4], Duration: d[5]}, nil
}

// buildRaw lays out everything a run measured as a raw file.
func buildRaw(desc machine.Description, clock machine.Clock, sc sim.Scenario, quick bool, m measurement) *raw {
	runs, reps := m.runs, m.runs[1:]
	f := &raw{config: slices.Concat(desc.KeyValues(), clock.KeyValues(), scenarioConfig(sc, quick, len(reps)))}
	n := sc.Requests()
	p99 := slices.Index(sim.Percentiles[:], sim.P99)
	for _, rec := range reps {
		for c, client := range clients {
			f.benches = append(f.benches, fmt.Sprintf("BenchmarkSim/client=%v %d %.3f ns/op %s p99-us",
				client, n, nsPerRequest(rec.loop[c], n), usText(rec.figures.Sets[client].AtNs[sim.HalfUp][p99])))
		}
	}
	for i, rec := range runs {
		f.runs = append(f.runs, runLines(i, rec)...)
	}
	for set, rec := range m.last {
		f.dists = append(f.dists, distLines(sim.Set(set), rec)...)
	}
	f.sweep = m.sweep
	f.results = results(sc, clock, runs, m.sweep, m.total)
	f.checks = fmt.Sprintf("%d closed-form checks passed over %d runs", checksPassed(runs), len(runs))
	return f
}

// runLines returns the checked figures of run i, exactly, in nanoseconds.
func runLines(i int, rec runRecord) []string {
	l := rec.figures.Loops
	lines := []string{fmt.Sprintf("run %d loops stalls=%d,%d end-ns=%d,%d checks=%d",
		i, l[sim.Closed].Stalls, l[sim.Open].Stalls, l[sim.Closed].EndNs, l[sim.Open].EndNs, rec.passed)}
	join := func(ns [len(sim.Percentiles)]int64) string {
		s := make([]string, len(ns))
		for j, v := range ns {
			s[j] = strconv.FormatInt(v, 10)
		}
		return strings.Join(s, ",")
	}
	for _, set := range sim.Sets {
		s := rec.figures.Sets[set]
		lines = append(lines, fmt.Sprintf("run %d %v n=%d half-up-ns=%s ceil-ns=%s max-ns=%d slow=%d delayed=%d sum-ns=%d",
			i, set, s.Count, join(s.AtNs[sim.HalfUp]), join(s.AtNs[sim.Ceil]), s.MaxNs, s.SlowN, s.DelayedN, s.SumNs))
	}
	return lines
}

// timingPrefixes are the RESULT keys that depend on the wall clock; every
// other RESULT is a deterministic function of the scenario and reps.
var timingPrefixes = []string{"cost.", "clock.", "time."}

// results returns the RESULT lines. Percentiles are latency-like, so each is
// the minimum over reps; counts, shares and sums are medians. On a virtual
// clock every rep gives the same figures, and the checks have shown it.
func results(sc sim.Scenario, clock machine.Clock, runs []runRecord, sweep []sweepPoint, total time.Duration) []result {
	reps := runs[1:]
	var out []result
	add := func(key, value, unit string) { out = append(out, result{key, value, unit}) }
	over := func(pick func(sim.Figures) int64, agg func([]int64) int64) int64 {
		v := make([]int64, len(reps))
		for i, rec := range reps {
			v[i] = pick(rec.figures)
		}
		return agg(v)
	}
	minimum := func(v []int64) int64 { return slices.Min(v) }
	median := func(v []int64) int64 { slices.Sort(v); return v[len(v)/2] }

	type setFigures struct {
		at      [len(sim.Rules)][len(sim.Percentiles)]int64
		max     int64
		n, slow int64
		delayed int64
	}
	var sets [len(sim.Sets)]setFigures
	for _, set := range sim.Sets {
		sf := &sets[set]
		for r := range sim.Rules {
			for i := range sim.Percentiles {
				sf.at[r][i] = over(func(f sim.Figures) int64 { return f.Sets[set].AtNs[r][i] }, minimum)
			}
		}
		sf.max = over(func(f sim.Figures) int64 { return f.Sets[set].MaxNs }, minimum)
		sf.n = over(func(f sim.Figures) int64 { return f.Sets[set].Count }, median)
		sf.slow = over(func(f sim.Figures) int64 { return f.Sets[set].SlowN }, median)
		sf.delayed = over(func(f sim.Figures) int64 { return f.Sets[set].DelayedN }, median)
		sum := over(func(f sim.Figures) int64 { return f.Sets[set].SumNs }, median)

		for i, p := range sim.Percentiles {
			add(fmt.Sprintf("%v.p%v", set, p), usText(sf.at[sim.HalfUp][i]), "us")
		}
		add(fmt.Sprintf("%v.max", set), usText(sf.max), "us")
		for i, p := range sim.Percentiles {
			add(fmt.Sprintf("%v.ceil.p%v", set, p), usText(sf.at[sim.Ceil][i]), "us")
		}
		add(fmt.Sprintf("%v.n", set), strconv.FormatInt(sf.n, 10), "samples")
		add(fmt.Sprintf("%v.above_1ms", set), shareText(sf.slow, sf.n), "%")
		add(fmt.Sprintf("%v.above_1ms.count", set), strconv.FormatInt(sf.slow, 10), "samples")
		add(fmt.Sprintf("%v.delayed.count", set), strconv.FormatInt(sf.delayed, 10), "samples")
		add(fmt.Sprintf("%v.sum", set), strconv.FormatInt(sum, 10), "ns")
	}

	stalls := [2]int64{}
	for c, client := range clients {
		stalls[c] = over(func(f sim.Figures) int64 { return f.Loops[client].Stalls }, median)
		add("stalls."+client.String(), strconv.FormatInt(stalls[c], 10), "stalls")
	}
	for _, client := range clients {
		add("end."+client.String(), strconv.FormatInt(over(func(f sim.Figures) int64 { return f.Loops[client].EndNs }, median), 10), "ns")
	}

	closed, open, corrected := sets[sim.Closed], sets[sim.Open], sets[sim.Corrected]
	for i, p := range sim.Percentiles {
		add(fmt.Sprintf("ratio.p%v", p), ratioText(float64(open.at[sim.HalfUp][i]), float64(closed.at[sim.HalfUp][i]), 1), "x")
	}
	add("ratio.max", ratioText(float64(open.max), float64(closed.max), 1), "x")
	share := func(sf setFigures) float64 { return float64(sf.slow) / float64(sf.n) }
	add("ratio.above_1ms", ratioText(share(open), share(closed), 1), "x")
	p99 := slices.Index(sim.Percentiles[:], sim.P99)
	add("closed.max_over_p99", ratioText(float64(closed.max), float64(closed.at[sim.HalfUp][p99]), 1), "x")
	add("corrected.over_closed.p99", ratioText(float64(corrected.at[sim.HalfUp][p99]), float64(closed.at[sim.HalfUp][p99]), 1), "x")
	for i, p := range sim.Percentiles {
		add(fmt.Sprintf("open.over_corrected.p%v", p), ratioText(float64(open.at[sim.HalfUp][i]), float64(corrected.at[sim.HalfUp][i]), 3), "x")
	}
	add("open.over_corrected.above_1ms", ratioText(share(open), share(corrected), 3), "x")
	stallsMet := stalls[0]
	for _, set := range sim.Sets {
		add(set.String()+".delayed_per_stall", perStallText(sets[set].delayed, stallsMet), "samples")
	}
	add("corrected.added_per_stall", perStallText(corrected.n-closed.n, stallsMet), "samples")

	add("checks.passed", strconv.Itoa(checksPassed(runs)), "checks")
	sweepChecks := 0
	for _, pt := range sweep {
		sweepChecks += pt.checks
	}
	add("sweep.points", strconv.Itoa(len(sweep)), "points")
	add("sweep.checks", strconv.Itoa(sweepChecks), "checks")
	add("runs", strconv.Itoa(len(runs)), "runs")
	add("reps", strconv.Itoa(len(reps)), "reps")

	add("clock.ghz", fmt.Sprintf("%.3f", clock.ConversionGHz()), "GHz")
	n := sc.Requests()
	for c, client := range clients {
		ns := make([]float64, len(reps))
		for i, rec := range reps {
			ns[i] = nsPerRequest(rec.loop[c], n)
		}
		lo, med, cv := summarizeCost(ns)
		add("cost."+client.String()+".min", fmt.Sprintf("%.3f", lo), "ns/request")
		add("cost."+client.String()+".median", fmt.Sprintf("%.3f", med), "ns/request")
		add("cost."+client.String()+".cv", fmt.Sprintf("%.1f", cv), "%")
		add("cost."+client.String()+".cycles", fmt.Sprintf("%.2f", clock.Cycles(lo)), "cycles/request")
	}
	add("time.runs", fmt.Sprintf("%.1f", float64(total.Microseconds())/1000), "ms")
	add("time.clock_estimate", fmt.Sprintf("%.1f", float64(clock.EstimateTotal.Microseconds())/1000), "ms")
	return out
}

// checksPassed counts the checks over every run, the warmup included.
func checksPassed(runs []runRecord) int {
	passed := 0
	for _, rec := range runs {
		passed += rec.passed
	}
	return passed
}

func nsPerRequest(d time.Duration, requests int64) float64 {
	return float64(d.Nanoseconds()) / float64(requests)
}

// summarizeCost returns the minimum, the median and the coefficient of
// variation (sample standard deviation over mean, in percent).
func summarizeCost(ns []float64) (lo, med, cvPct float64) {
	s := slices.Sorted(slices.Values(ns))
	lo, med = s[0], s[len(s)/2]
	if len(s) < 2 {
		return lo, med, 0
	}
	var sum, sq float64
	for _, v := range s {
		sum += v
	}
	mean := sum / float64(len(s))
	for _, v := range s {
		sq += (v - mean) * (v - mean)
	}
	return lo, med, 100 * math.Sqrt(sq/float64(len(s)-1)) / mean
}

// usText formats nanoseconds as microseconds with one decimal, rounding
// halves up in integers so the text never depends on float formatting.
func usText(ns int64) string {
	tenths := (ns + 50) / 100
	return fmt.Sprintf("%d.%d", tenths/10, tenths%10)
}

// shareText formats part/whole as a percentage with four decimals.
func shareText(part, whole int64) string {
	if whole == 0 {
		return "NaN"
	}
	u := (2*part*1_000_000 + whole) / (2 * whole) // in units of 0.0001 %
	return fmt.Sprintf("%d.%04d", u/10_000, u%10_000)
}

// ratioText formats num/den with the given decimals; NaN when either is
// not a number or den is 0.
func ratioText(num, den float64, decimals int) string {
	if den == 0 || math.IsNaN(num) || math.IsNaN(den) {
		return "NaN"
	}
	return strconv.FormatFloat(num/den, 'f', decimals, 64)
}

// perStallText formats count/stalls as a whole number when it divides, else
// with one decimal; NaN without stalls.
func perStallText(count, stalls int64) string {
	if stalls == 0 {
		return "NaN"
	}
	if count%stalls == 0 {
		return strconv.FormatInt(count/stalls, 10)
	}
	return strconv.FormatFloat(float64(count)/float64(stalls), 'f', 1, 64)
}
