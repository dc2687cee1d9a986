package measure

import (
	"slices"
	"time"

	"coordinated-omission/internal/results"
	"coordinated-omission/machine"
	"coordinated-omission/sim"
)

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
	f.Held = reps[0].Figures.Held
	for c := range f.Loops {
		fields(func(g *sim.Figures) *int64 { return &g.Loops[c].Stalls }, median)
		fields(func(g *sim.Figures) *int64 { return &g.Loops[c].EndNs }, median)
	}
	fields(func(g *sim.Figures) *int64 { return &g.WrkIntervalNs }, median)
	fields(func(g *sim.Figures) *int64 { return &g.WrkAddedPerStall.Min }, median)
	fields(func(g *sim.Figures) *int64 { return &g.WrkAddedPerStall.Max }, median)
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

// level names a sim percentile in the schema: P99 is "p99".
func level(p sim.Percentile) results.Level { return results.Level("p" + p.String()) }

// rule names a sim rank rule in the schema.
func rule(r sim.RankRule) results.Rule { return results.Rule(r.String()) }

// recording returns a sim summary as the schema's record.
func recording(set sim.Set, s sim.Summary) results.Recording {
	r := results.Recording{Name: set.String(), Samples: s.Count, AtNs: map[results.Rule]map[results.Level]int64{},
		MaxNs: s.MaxNs, Slow: s.SlowN, SlowSharePct: results.Decimal(results.Share(s.SlowN, s.Count)), Delayed: s.DelayedN, SumNs: s.SumNs,
		DelayedPerStall: results.Range{Min: s.DelayedPerStall.Min, Max: s.DelayedPerStall.Max}}
	for ri, ru := range sim.Rules {
		r.AtNs[rule(ru)] = map[results.Level]int64{}
		for i, p := range sim.Percentiles {
			r.AtNs[rule(ru)][level(p)] = s.AtNs[ri][i]
		}
	}
	return r
}

// figures fills the RESULT figures of s from m.
func figures(s *results.Sim, clock machine.Clock, m *Measurement) {
	f := aggregate(m.Reps())
	for _, set := range []sim.Set{sim.Closed, sim.Open, sim.Corrected} {
		s.Recordings = append(s.Recordings, recording(set, f.Sets[set]))
	}
	for _, set := range designSets(m.Scenario) {
		s.Designs = append(s.Designs, recording(set, f.Sets[set]))
	}
	for _, t := range sim.Timelines {
		s.Loops = append(s.Loops, results.Loop{Name: t.String(), Stalls: f.Loops[t].Stalls, EndNs: f.Loops[t].EndNs})
	}
	s.WrkInterval = time.Duration(f.WrkIntervalNs)
	s.WrkAddedPerStall = results.Range{Min: f.WrkAddedPerStall.Min, Max: f.WrkAddedPerStall.Max}
	_ = s.SetRatios() // the three recordings are there
	s.AddedPerStall = results.Range{Min: f.AddedPerStall.Min, Max: f.AddedPerStall.Max}
	c := &s.Counts
	for _, pt := range m.Sweep {
		c.SweepChecks += int64(pt.Checks)
	}
	for _, pt := range m.Conns {
		c.ConnectionsChecks += int64(pt.Checks)
		if pt.Threshold {
			c.Threshold = int64(pt.Connections)
		}
	}
	for _, ex := range m.Examples {
		c.ExamplesChecks += int64(ex.Checks)
	}
	c.ChecksPassed, c.Runs, c.Reps = int64(m.Passed()), int64(len(m.Runs)), int64(len(m.Reps()))
	c.SweepPoints, c.ConnectionsPoints = int64(len(m.Sweep)), int64(len(m.Conns))
	s.Timing = timings(clock, m)
}

// timings returns the figures of the wall clock and the machine.
func timings(clock machine.Clock, m *Measurement) results.Timing {
	t := results.Timing{ClockGHz: results.Fixed(clock.ConversionGHz(), 3)}
	n := m.Scenario.Requests()
	for c, client := range Clients {
		ns := make([]float64, len(m.Reps()))
		for i, rep := range m.Reps() {
			ns[i] = nsPerRequest(rep.Loop[c], n)
		}
		lo, med, cv := summarizeCost(ns)
		t.Cost = append(t.Cost, results.Cost{Client: client.String(), MinNs: results.Fixed(lo, 3), MedianNs: results.Fixed(med, 3),
			CVPct: results.Fixed(cv, 1), Cycles: results.Fixed(clock.Cycles(lo), 2)})
	}
	t.RunsMs = results.Fixed(float64(m.Total.Microseconds())/1000, 1)
	t.ClockEstimateMs = results.Fixed(float64(clock.EstimateTotal.Microseconds())/1000, 1)
	return t
}
