package sim

import (
	"errors"
	"fmt"
	"strings"
)

// Check compares a run's figures with the closed form's. It returns how many
// figures agree and an error that lists every one that does not. The figures
// are each loop's stall count and last completion, the two loops' agreement
// on both, for each recording its count, every percentile under both rank
// rules, max, slow count, delayed count, the least and the most delayed
// samples per stall, and latency sum, and the least and the most samples
// the correction adds per stall.
func Check(got, want Figures) (passed int, err error) {
	var mismatches []string
	check := func(name string, got, want int64) {
		if got == want {
			passed++
			return
		}
		mismatches = append(mismatches, fmt.Sprintf("%s: got %d, want %d", name, got, want))
	}
	for _, c := range [...]Set{Closed, Open} {
		check(c.String()+" stalls", got.Loops[c].Stalls, want.Loops[c].Stalls)
		check(c.String()+" end ns", got.Loops[c].EndNs, want.Loops[c].EndNs)
	}
	check("open stalls against closed", got.Loops[Open].Stalls, got.Loops[Closed].Stalls)
	check("open end ns against closed", got.Loops[Open].EndNs, got.Loops[Closed].EndNs)
	for _, s := range Sets {
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
	if len(mismatches) > 0 {
		return passed, errors.New("closed form mismatch: " + strings.Join(mismatches, "; "))
	}
	return passed, nil
}

// ChecksPerRun is how many figures Check compares.
const ChecksPerRun = 2*2 + 2 + len(Sets)*(1+len(Rules)*len(Percentiles)+6) + 2
