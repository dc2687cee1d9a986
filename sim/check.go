package sim

import (
	"errors"
	"fmt"
	"strings"
)

// Check compares a run's figures with the expected ones (Expected or
// ExpectedSeed) for the scenario sc, for the sets they hold. It returns how many figures agree and an error that lists
// every one that does not. The figures are each timeline's stall count and
// last completion; at L = 0, the closed and open loops' agreement on both;
// for each recording sc records, its count, every percentile under both
// rank rules, max, slow count, delayed count, the least and the most
// delayed samples per stall, and latency sum; the least and the most
// samples each correction adds per stall; and wrk's expected interval.
func Check(sc Scenario, got, want Figures) (passed int, err error) {
	var mismatches []string
	check := func(name string, got, want int64) {
		if got == want {
			passed++
			return
		}
		mismatches = append(mismatches, fmt.Sprintf("%s: got %d, want %d", name, got, want))
	}
	if got.Held != want.Held {
		return 0, fmt.Errorf("closed form mismatch: the run holds %v, the expected figures %v", got.Held.Of(), want.Held.Of())
	}
	for _, c := range Timelines {
		if want.Held.Has(c) {
			check(c.String()+" stalls", got.Loops[c].Stalls, want.Loops[c].Stalls)
			check(c.String()+" end ns", got.Loops[c].EndNs, want.Loops[c].EndNs)
		}
	}
	if sc.SharedTimeline() {
		check("open stalls against closed", got.Loops[Open].Stalls, got.Loops[Closed].Stalls)
		check("open end ns against closed", got.Loops[Open].EndNs, got.Loops[Closed].EndNs)
	}
	for _, s := range want.Held.Of() {
		g, w := got.Sets[s], want.Sets[s]
		check(s.String()+" count", g.Count, w.Count)
		for r, rule := range Rules {
			for i, p := range Percentiles {
				check(fmt.Sprintf("%s p%v (%v) ns", s, p, rule), g.AtNs[r][i], w.AtNs[r][i])
			}
		}
		check(s.String()+" max ns", g.MaxNs, w.MaxNs)
		check(s.String()+" slow count", g.SlowN, w.SlowN)
		check(s.String()+" delayed count", g.DelayedN, w.DelayedN)
		check(s.String()+" least delayed per stall", g.DelayedPerStall.Min, w.DelayedPerStall.Min)
		check(s.String()+" most delayed per stall", g.DelayedPerStall.Max, w.DelayedPerStall.Max)
		check(s.String()+" sum ns", g.SumNs, w.SumNs)
	}
	check("least added per stall", got.AddedPerStall.Min, want.AddedPerStall.Min)
	check("most added per stall", got.AddedPerStall.Max, want.AddedPerStall.Max)
	if want.Held.Has(Wrk) {
		check("wrk least added per stall", got.WrkAddedPerStall.Min, want.WrkAddedPerStall.Min)
		check("wrk most added per stall", got.WrkAddedPerStall.Max, want.WrkAddedPerStall.Max)
		check("wrk expected interval ns", got.WrkIntervalNs, want.WrkIntervalNs)
	}
	if len(mismatches) > 0 {
		return passed, errors.New("closed form mismatch: " + strings.Join(mismatches, "; "))
	}
	return passed, nil
}

// ChecksPerRun returns how many figures Check compares for a full run of sc.
func (sc Scenario) ChecksPerRun() int { return sc.ChecksOf(sc.AllHeld()) }

// ChecksOf returns how many figures Check compares for a run of sc that
// holds held.
func (sc Scenario) ChecksOf(held Held) int {
	n := 2 + len(held.Of())*(1+len(Rules)*len(Percentiles)+6)
	for _, c := range Timelines {
		if held.Has(c) {
			n += 2
		}
	}
	if sc.SharedTimeline() {
		n += 2
	}
	if held.Has(Wrk) {
		n += 3
	}
	return n
}
