package explore

import (
	"slices"

	"coordinated-omission/sim"
)

// Levels are the percentiles a row states, in sim's units, the max apart.
var Levels = []sim.Percentile{sim.P50, sim.P90, sim.P99, sim.P999}

// A Row is one design's figures, exact, under the rank rule the report
// states them by: half-up for the deterministic model, nearest rank
// (⌈pn⌉, sim.Ceil) for the random one.
type Row struct {
	Design string
	AtNs   [4]int64 // at Levels
	MaxNs  int64
	Count  int64
	SlowN  int64 // samples above sim.SlowNs, 1 ms
	// Same names the design whose recording this one is, when the model
	// records them as one: the plan's is the open loop's when L = 0.
	Same string
}

// A recording is one design's samples, in a form that answers ranks: a
// sim.Multiset for the deterministic model, sorted samples for the
// random one.
type recording struct {
	count  int64
	rule   sim.RankRule
	atRank func(k int64) int64
}

// at is the sample at percentile p by the recording's rank rule.
func (r recording) at(p sim.Percentile) int64 { return r.atRank(r.rule.Rank(p, r.count)) }

// run runs every design of in, and returns each design's recording by
// name, and the think design's if in has a think time.
func run(in Input) (map[string]recording, map[string]Row, error) {
	recs, rows := map[string]recording{}, map[string]Row{}
	rs := in.Random
	if rs.Drawn() {
		out, err := sim.RunRandom(rs)
		if err != nil {
			return nil, nil, err
		}
		for _, d := range Designs {
			samples := out.Think
			if d.Set != Think {
				samples = out.Samples[d.Set]
			}
			if len(samples) == 0 {
				continue
			}
			sorted := slices.Clone(samples)
			slices.Sort(sorted)
			r := recording{count: int64(len(sorted)), rule: sim.Ceil, atRank: func(k int64) int64 { return sorted[k-1] }}
			recs[d.Name], rows[d.Name] = r, rowOf(d.Name, r, sorted[len(sorted)-1], slowOf(sorted))
		}
		planIsOpen(recs, rows)
		return recs, rows, nil
	}
	runner, err := sim.NewRunner(rs.Scenario)
	if err != nil {
		return nil, nil, err
	}
	figures := runner.Run()
	sets := runner.Recordings()
	for _, d := range Designs {
		if d.Set == Think || !figures.Held.Has(d.Set) {
			continue
		}
		m, s := sets[d.Set], figures.Sets[d.Set]
		r := recording{count: s.Count, rule: sim.HalfUp, atRank: m.AtRank}
		recs[d.Name] = r
		rows[d.Name] = Row{Design: d.Name, AtNs: s.AtNs[0], MaxNs: s.MaxNs, Count: s.Count, SlowN: s.SlowN}
	}
	planIsOpen(recs, rows)
	return recs, rows, nil
}

// planIsOpen gives the plan the open loop's recording where the model
// records none of its own: with L = 0 the two time the same requests
// from the same due times.
func planIsOpen(recs map[string]recording, rows map[string]Row) {
	if _, ok := rows["plan"]; !ok {
		row := rows["open"]
		row.Design, row.Same = "plan", "open"
		recs["plan"], rows["plan"] = recs["open"], row
	}
}

// slowOf counts the sorted samples above sim.SlowNs, 1 ms, as the report
// counts them.
func slowOf(sorted []int64) int64 {
	atMost, _ := slices.BinarySearch(sorted, sim.SlowNs+1)
	return int64(len(sorted) - atMost)
}

// rowOf is a random recording's row.
func rowOf(name string, r recording, maxNs, slowN int64) Row {
	row := Row{Design: name, MaxNs: maxNs, Count: r.count, SlowN: slowN}
	for i, p := range Levels {
		row.AtNs[i] = r.at(p)
	}
	return row
}
