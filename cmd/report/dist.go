package main

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"coordinated-omission/sim"
)

// A dist line of the raw file is one arithmetic progression of a
// recording, repeated times times:
//
//	dist open first-ns=200000 step-ns=100000 count=2000 times=20
//
// A recording's dist lines are its exact distribution: the plot and the
// .hgrm files are drawn from them, so they too come from the raw file.
type distLine struct {
	set                    sim.Set
	firstNs, stepNs, count int64
	times                  int64
}

// distLines returns a recording's progressions in a canonical form: runs of
// one value merged into one line per value, each other run ascending (a
// decreasing run is the same multiset read backwards) with equal runs
// merged, and runs of fewer than three terms, which are not sequences, read
// as single values.
func distLines(set sim.Set, m sim.Multiset) []distLine {
	values := map[int64]int64{}  // value → samples
	runs := map[distLine]int64{} // run → times
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
			d := distLine{set: set, firstNs: p.FirstNs, stepNs: p.StepNs, count: p.Count}
			if d.stepNs < 0 {
				d.firstNs, d.stepNs = d.firstNs+(d.count-1)*d.stepNs, -d.stepNs
			}
			runs[d]++
		}
	}
	out := make([]distLine, 0, len(values)+len(runs))
	for v, n := range values {
		out = append(out, distLine{set: set, firstNs: v, count: n, times: 1})
	}
	for d, times := range runs {
		d.times = times
		out = append(out, d)
	}
	slices.SortFunc(out, func(a, b distLine) int {
		return cmp.Or(cmp.Compare(a.firstNs, b.firstNs), cmp.Compare(a.stepNs, b.stepNs), cmp.Compare(a.count, b.count))
	})
	return out
}

func (d distLine) String() string {
	return fmt.Sprintf("dist %v first-ns=%d step-ns=%d count=%d times=%d", d.set, d.firstNs, d.stepNs, d.count, d.times)
}

// parseDist parses a dist line.
func parseDist(text string) (distLine, error) {
	f := strings.Fields(text)
	if len(f) != 6 {
		return distLine{}, fmt.Errorf("dist line has %d fields, want 6", len(f))
	}
	var d distLine
	i := slices.IndexFunc(sim.Sets[:], func(s sim.Set) bool { return s.String() == f[1] })
	if i < 0 {
		return distLine{}, fmt.Errorf("dist line: unknown recording %q", f[1])
	}
	d.set = sim.Sets[i]
	for j, want := range []struct {
		key string
		v   *int64
	}{{"first-ns", &d.firstNs}, {"step-ns", &d.stepNs}, {"count", &d.count}, {"times", &d.times}} {
		k, v, ok := strings.Cut(f[2+j], "=")
		n, err := strconv.ParseInt(v, 10, 64)
		if !ok || k != want.key || err != nil {
			return distLine{}, fmt.Errorf("dist line: field %q, want %s=<whole number>", f[2+j], want.key)
		}
		*want.v = n
	}
	if d.stepNs < 0 || d.count < 1 || d.times < 1 || d.firstNs < 0 {
		return distLine{}, fmt.Errorf("dist line: want first-ns ≥ 0, step-ns ≥ 0, count ≥ 1 and times ≥ 1")
	}
	return d, nil
}

// distsOf returns the raw file's dist lines of one recording.
func (f *raw) distsOf(set sim.Set) []distLine {
	var out []distLine
	for _, d := range f.dists {
		if d.set == set {
			out = append(out, d)
		}
	}
	return out
}
