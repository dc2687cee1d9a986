package coarse

import (
	"cmp"
	"slices"

	"coordinated-omission/internal/rank"
)

// An Atom is N latencies of Ns each.
type Atom struct {
	Ns int64
	N  int64
}

// A Dist is a distribution of latencies as atoms, in order of Ns, each
// Ns once: every latency of an interval, a histogram's buckets at their
// highest equivalent value, or a few percentiles, each band of requests
// between two of them at the upper one's value (so the percentiles given
// read back as they were).
type Dist []Atom

// Count is the latencies the distribution holds.
func (d Dist) Count() int64 {
	var n int64
	for _, a := range d {
		n += a.N
	}
	return n
}

// MinNs is its least latency, 0 for none.
func (d Dist) MinNs() int64 {
	if len(d) == 0 {
		return 0
	}
	return d[0].Ns
}

// MaxNs is its longest latency, 0 for none.
func (d Dist) MaxNs() int64 {
	if len(d) == 0 {
		return 0
	}
	return d[len(d)-1].Ns
}

// Tidy sorts atoms by latency, merges equal ones and drops the empty:
// a Dist from any list of atoms.
func Tidy(atoms []Atom) Dist {
	slices.SortFunc(atoms, func(a, b Atom) int { return cmp.Compare(a.Ns, b.Ns) })
	out := atoms[:0]
	for _, a := range atoms {
		switch {
		case a.N <= 0:
		case len(out) > 0 && out[len(out)-1].Ns == a.Ns:
			out[len(out)-1].N += a.N
		default:
			out = append(out, a)
		}
	}
	return Dist(out)
}

// FromPercentiles is count latencies whose percentiles are given: at
// quantile qs[k] (in (0, 1], increasing), valuesNs[k]. The requests of
// each band (qs[k−1], qs[k]] are spread evenly over (valuesNs[k−1],
// valuesNs[k]], the last at valuesNs[k], so that each percentile given
// reads back as it was and each band's mean is its middle; the first
// band's are at valuesNs[0]. A band's share of count is rounded so that
// the bands sum to count; values that fall are raised to the one before.
func FromPercentiles(count int64, qs []float64, valuesNs []int64) Dist {
	return fromPercentiles(count, qs, valuesNs, spread)
}

// FloorOfPercentiles is as FromPercentiles, but each band at its lower
// value: the least latencies the percentiles allow, for a bound.
func FloorOfPercentiles(count int64, qs []float64, valuesNs []int64) Dist {
	return fromPercentiles(count, qs, valuesNs, atFloor)
}

// bandParts is how many atoms a band of FromPercentiles is spread over.
const bandParts = 8

// CeilOfPercentiles is as FromPercentiles, but each band at its upper
// value: the most latencies the percentiles allow, for the estimate's
// held requests (a band that straddles the slow latency holds a pause's
// held requests near its top, not spread evenly below it).
func CeilOfPercentiles(count int64, qs []float64, valuesNs []int64) Dist {
	return fromPercentiles(count, qs, valuesNs, atCeil)
}

// Where fromPercentiles puts a band's requests.
const (
	spread = iota
	atFloor
	atCeil
)

func fromPercentiles(count int64, qs []float64, valuesNs []int64, mode int) Dist {
	atoms := make([]Atom, 0, len(qs)*bandParts)
	var given, top int64
	for k, q := range qs {
		upto := int64(q*float64(count) + 0.5)
		if k == len(qs)-1 {
			upto = count
		} else if valuesNs[len(valuesNs)-1] > valuesNs[k] {
			upto = min(upto, count-1) // the last value given, the longest, is one request's at least
		}
		upto = min(max(upto, given), count)
		low := top
		top = max(top, valuesNs[k])
		n := upto - given
		switch {
		case k == 0 || low == top:
			atoms = append(atoms, Atom{Ns: top, N: n})
		case mode == atFloor:
			atoms = append(atoms, Atom{Ns: low, N: n})
		case mode == atCeil:
			atoms = append(atoms, Atom{Ns: top, N: n})
		default:
			for j := range int64(bandParts) {
				atoms = append(atoms, Atom{Ns: low + (top-low)*(j+1)/bandParts, N: (j+1)*n/bandParts - j*n/bandParts})
			}
		}
		given = upto
	}
	return Tidy(atoms)
}

// Merge is the distributions together.
func Merge(ds ...Dist) Dist {
	var all []Atom
	for _, d := range ds {
		all = append(all, d...)
	}
	return Tidy(all)
}

// At is the latency at quantile num/10000: the nearest rank, rounded
// half up, as the rest of the report takes it; 0 for an empty one.
func (d Dist) At(num int64) int64 {
	n := d.Count()
	if n == 0 {
		return 0
	}
	want := rank.HalfUp(num, 10_000, n)
	var seen int64
	for _, a := range d {
		if seen += a.N; seen >= want {
			return a.Ns
		}
	}
	return d[len(d)-1].Ns
}

// Uniform is n latencies spread evenly over [fromNs, fromNs+spanNs): in
// at most parts atoms, each at the start of its part, so that no more of
// them lie above any latency than an even spread puts there.
func Uniform(n, fromNs, spanNs int64, parts int) []Atom {
	if n <= 0 {
		return nil
	}
	if spanNs <= 0 {
		return []Atom{{Ns: fromNs, N: n}}
	}
	p := int64(min(int64(parts), n, spanNs))
	atoms := make([]Atom, 0, p)
	for j := range p {
		// part j holds the requests from j·n/p up to (j+1)·n/p
		lo, hi := j*n/p, (j+1)*n/p
		atoms = append(atoms, Atom{Ns: fromNs + j*spanNs/p, N: hi - lo})
	}
	return atoms
}

// Excess is the time the distribution's latencies above overNs spent
// beyond baseNs: Σ N·(Ns − baseNs) over the atoms above overNs.
func (d Dist) Excess(overNs, baseNs int64) int64 {
	var e int64
	for _, a := range d {
		if a.Ns > overNs {
			e += a.N * (a.Ns - baseNs)
		}
	}
	return e
}
