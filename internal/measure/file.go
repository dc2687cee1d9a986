package measure

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
	"coordinated-omission/machine"
	"coordinated-omission/sim"
)

// File lays out everything m measured as a raw file, with desc and clock
// as its machine configuration.
func File(desc machine.Description, clock machine.Clock, mode string, m *Measurement) *rawfile.File {
	s := record(desc, clock, mode, m)
	f := s.Encode()
	results.SealExperiments(f)
	return f
}

// record returns everything m measured as the schema's record.
func record(desc machine.Description, clock machine.Clock, mode string, m *Measurement) *results.Sim {
	s := &results.Sim{Config: Config(desc, clock, mode, m.Scenario, len(m.Reps()))}
	if m.Random.Drawn() {
		s.Config.Random = randomConfig(m.Random)
	}
	s.Config.Experiments = m.Experiments
	if v := m.Variance; v != nil {
		s.Theory, s.Think, s.Grid, s.Random = v.Theory, v.Think, v.Grid, v.Random
	}
	n := m.Scenario.Requests()
	for _, rep := range m.Reps() {
		for c, client := range Clients {
			s.Benchmarks = append(s.Benchmarks, rawfile.Benchmark{
				Name:  "Sim/client=" + client.String(),
				Iters: int(n),
				Values: []rawfile.Value{
					{Value: math.Round(nsPerRequest(rep.Loop[c], n)*1000) / 1000, Unit: "ns/op"},
					{Value: float64(atNs(rep.Figures.Sets[client], sim.HalfUp, sim.P99)) / 1000, Unit: "p99-us"},
				},
			})
		}
	}
	for i, r := range m.Runs {
		s.Runs = append(s.Runs, runLines(m.Scenario, i, r)...)
	}
	for _, set := range m.Scenario.Recorded() {
		s.Dists = append(s.Dists, Dists(set, m.Last[set])...)
	}
	for _, pt := range m.Sweep {
		s.Load = append(s.Load, pt.point())
	}
	for _, pt := range m.Conns {
		s.Conns = append(s.Conns, pt.point())
	}
	for _, ex := range m.Examples {
		s.Examples = append(s.Examples, ex.point())
	}
	for _, pt := range m.Designs {
		s.DesignPoints = append(s.DesignPoints, pt.point())
	}
	figures(s, clock, m)
	s.Checks = rawfile.Checks{Passed: m.Passed(), Runs: len(m.Runs)}
	return s
}

// Config returns the configuration: the machine, the clock, the scenario
// and the run.
func Config(desc machine.Description, clock machine.Clock, mode string, sc sim.Scenario, reps int) results.Config {
	var fs rawfile.Fields
	for _, kv := range slices.Concat(desc.KeyValues(), clock.KeyValues()) {
		fs = append(fs, rawfile.KV{Key: kv.Key, Value: kv.Value})
	}
	c := results.Config{Machine: fs, Scenario: Scenario(sc), SlowThreshold: time.Duration(sim.SlowNs), Mode: mode, Reps: reps}
	for _, set := range designSets(sc) {
		c.Designs = append(c.Designs, set.String())
	}
	for _, set := range sc.Recorded() {
		if sc.CheckedBy(set) == sim.ByReference {
			c.ByReference = append(c.ByReference, set.String())
		}
	}
	return c
}

// Scenario returns sc as the schema's record.
func Scenario(sc sim.Scenario) results.Scenario {
	return results.Scenario{Service: sc.Service, Interval: sc.Interval, Stall: sc.Stall, Period: sc.Period,
		FirstStall: sc.FirstStall, Duration: sc.Duration, RTT: sc.RTT, ExpectedInterval: sc.ExpectedInterval,
		Connections: sc.Connections, Requests: sc.Requests()}
}

// runLines returns the checked figures of run i, exactly, in nanoseconds.
func runLines(sc sim.Scenario, i int, r Run) []rawfile.Run {
	l := r.Figures.Loops
	pair := func(a, b int64) string { return fmt.Sprintf("%d,%d", a, b) }
	var stalls, ends []string
	for _, t := range sim.Timelines {
		stalls, ends = append(stalls, strconv.FormatInt(l[t].Stalls, 10)), append(ends, strconv.FormatInt(l[t].EndNs, 10))
	}
	lines := []rawfile.Run{{Index: i, Subject: "loops", Fields: rawfile.Fields{
		{Key: "stalls", Value: strings.Join(stalls, ",")},
		{Key: "end-ns", Value: strings.Join(ends, ",")},
		{Key: "checks", Value: strconv.Itoa(r.Passed)},
	}}}
	join := func(ns [len(sim.Percentiles)]int64) string {
		parts := make([]string, len(ns))
		for j, v := range ns {
			parts[j] = strconv.FormatInt(v, 10)
		}
		return strings.Join(parts, ",")
	}
	for _, set := range sc.Recorded() {
		s := r.Figures.Sets[set]
		fs := rawfile.Fields{
			{Key: "n", Value: strconv.FormatInt(s.Count, 10)},
			{Key: "half-up-ns", Value: join(s.AtNs[sim.HalfUp])},
			{Key: "ceil-ns", Value: join(s.AtNs[sim.Ceil])},
			{Key: "max-ns", Value: strconv.FormatInt(s.MaxNs, 10)},
			{Key: "slow", Value: strconv.FormatInt(s.SlowN, 10)},
			{Key: "delayed", Value: strconv.FormatInt(s.DelayedN, 10)},
			{Key: "delayed-per-stall", Value: pair(s.DelayedPerStall.Min, s.DelayedPerStall.Max)},
			{Key: "sum-ns", Value: strconv.FormatInt(s.SumNs, 10)},
		}
		switch set {
		case sim.Corrected:
			a := r.Figures.AddedPerStall
			fs = append(fs, rawfile.KV{Key: "added-per-stall", Value: pair(a.Min, a.Max)})
		case sim.Wrk:
			a := r.Figures.WrkAddedPerStall
			fs = append(fs, rawfile.KV{Key: "interval-ns", Value: strconv.FormatInt(r.Figures.WrkIntervalNs, 10)},
				rawfile.KV{Key: "added-per-stall", Value: pair(a.Min, a.Max)})
		}
		lines = append(lines, rawfile.Run{Index: i, Subject: set.String(), Fields: fs})
	}
	return lines
}

// Dists returns a recording's progressions in a canonical form: runs of one
// value merged into one line per value, each other run ascending (a
// decreasing run is the same multiset read backwards) with equal runs
// merged, and runs of fewer than three terms, which are not sequences, read
// as single values.
func Dists(set sim.Set, m sim.Multiset) []rawfile.Dist {
	values := map[int64]int64{}      // value → samples
	runs := map[rawfile.Dist]int64{} // run → times
	for _, p := range m {
		switch {
		case p.Count == 0:
		case p.StepNs == 0:
			values[p.FirstNs] += p.Count
		case p.Count < 3:
			for j := range p.Count {
				values[p.FirstNs+j*p.StepNs]++
			}
		default:
			d := rawfile.Dist{Recording: set.String(), FirstNs: p.FirstNs, StepNs: p.StepNs, Count: p.Count}
			if d.StepNs < 0 {
				d.FirstNs, d.StepNs = d.FirstNs+(d.Count-1)*d.StepNs, -d.StepNs
			}
			runs[d]++
		}
	}
	out := make([]rawfile.Dist, 0, len(values)+len(runs))
	for v, n := range values {
		out = append(out, rawfile.Dist{Recording: set.String(), FirstNs: v, Count: n, Times: 1})
	}
	for d, times := range runs {
		d.Times = times
		out = append(out, d)
	}
	slices.SortFunc(out, func(a, b rawfile.Dist) int {
		return cmp.Or(cmp.Compare(a.FirstNs, b.FirstNs), cmp.Compare(a.StepNs, b.StepNs), cmp.Compare(a.Count, b.Count))
	})
	return out
}

func nsPerRequest(d time.Duration, requests int64) float64 {
	return float64(d.Nanoseconds()) / float64(requests)
}

// LiveRandom is the configuration's account of a live server's drawn
// service time: nil for a fixed one, whose file is as it was before the
// random model.
func LiveRandom(rs sim.Random) *results.RandomConfig {
	if rs.ServiceDist.Kind == sim.Det {
		return nil
	}
	return randomConfig(rs)
}

// randomConfig is the configuration's account of rs's drawn pieces.
func randomConfig(rs sim.Random) *results.RandomConfig {
	return &results.RandomConfig{ServiceDist: rs.ServiceDist.String(), Arrivals: rs.Arrivals.String(), Think: rs.Think,
		ThinkDist: rs.ThinkDist.String(), Seed: strconv.FormatUint(rs.Seed, 10)}
}
