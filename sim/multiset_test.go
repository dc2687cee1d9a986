package sim

import (
	"math/rand"
	"slices"
	"testing"
)

// expand is the slow, obvious reference: every sample of m, sorted.
func expand(m Multiset) []int64 {
	var out []int64
	for _, p := range m {
		for range p.times() {
			for j := range p.Count {
				out = append(out, p.FirstNs+j*p.StepNs)
			}
		}
	}
	slices.Sort(out)
	return out
}

// referenceSummary computes a Summary from a sorted list by the textbook
// definitions, independently of Multiset's counting, and the per-stall
// range from the samples' attributions.
func referenceSummary(m Multiset, serviceNs, stallsMet int64) Summary {
	sorted := expand(m)
	n := int64(len(sorted))
	s := Summary{Count: n, MaxNs: sorted[n-1]}
	for i, p := range Percentiles {
		half := int64(float64(p)/100_000*float64(n) + 0.5) // ties are avoided by the caller
		ceil := (int64(p)*n + 99_999) / 100_000
		s.AtNs[HalfUp][i] = sorted[max(half, 1)-1]
		s.AtNs[Ceil][i] = sorted[max(ceil, 1)-1]
	}
	for _, v := range sorted {
		s.SumNs += v
		if v > SlowNs {
			s.SlowN++
		}
		if v > serviceNs {
			s.DelayedN++
		}
	}
	s.DelayedPerStall = referencePerStall(m, stallsMet, func(v int64) bool { return v > serviceNs })
	return s
}

// referencePerStall counts, sample by sample, those that pass keep for
// each stall 1…stallsMet, and returns the least and the most.
func referencePerStall(m Multiset, stallsMet int64, keep func(int64) bool) Range {
	counts := make([]int64, stallsMet+1)
	for _, p := range m {
		for j := range p.Count {
			if keep(p.FirstNs + j*p.StepNs) {
				counts[p.StallsBefore] += p.times()
			}
		}
	}
	if stallsMet == 0 {
		return Range{}
	}
	return Range{Min: slices.Min(counts[1:]), Max: slices.Max(counts[1:])}
}

// randomMultiset returns a few random progressions, attributed to stalls
// 1…stallsMet or to none.
func randomMultiset(rng *rand.Rand, stallsMet int64) Multiset {
	m := make(Multiset, 1+rng.Intn(6))
	for i := range m {
		m[i] = Progression{FirstNs: rng.Int63n(3_000_000), StepNs: rng.Int63n(400_001) - 200_000, Count: 1 + rng.Int63n(40), Times: rng.Int63n(4), StallsBefore: rng.Int63n(stallsMet + 1)}
		if rng.Intn(3) == 0 {
			m[i].StepNs = 0
		}
		if m[i].lastNs() < 0 { // keep latencies non-negative
			m[i].FirstNs -= m[i].lastNs()
		}
	}
	return m
}

func TestMultisetSummaryAgainstSort(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for range 3000 {
		stallsMet := rng.Int63n(4)
		m := randomMultiset(rng, stallsMet)
		if rng.Intn(4) == 0 { // a progression with no samples counts for nothing, not even the largest
			empty := Progression{FirstNs: rng.Int63n(6_000_000), StepNs: rng.Int63n(400_001) - 200_000, StallsBefore: rng.Int63n(stallsMet + 1)}
			m = slices.Insert(m, rng.Intn(len(m)+1), empty)
		}
		sorted := expand(m)
		n := int64(len(sorted))
		tie := false
		for _, p := range Percentiles {
			tie = tie || int64(p)*n%100_000 == 50_000
		}
		if tie { // the float reference above cannot round a tie reliably
			continue
		}
		serviceNs := rng.Int63n(3_000_000)
		if got, want := m.Summary(serviceNs, stallsMet), referenceSummary(m, serviceNs, stallsMet); got != want {
			t.Fatalf("%+v:\n got %+v\nwant %+v", m, got, want)
		}
	}
}

func TestRankRules(t *testing.T) {
	for _, tc := range []struct {
		p            Percentile
		n            int64
		halfUp, ceil int64
	}{
		{P50, 1, 1, 1},                // at least 1
		{P50, 3, 2, 2},                // 1.5 rounds up; ⌈1.5⌉ = 2
		{P90, 5, 5, 5},                // 4.5 rounds up
		{P99, 119980, 118780, 118781}, // 118780.2: the seed's corrected p99
		{P999, 119980, 119860, 119861},
		{P999, 500, 500, 500}, // 499.5 is a tie: half up, where float64 gives 499
		{P999, 100000, 99900, 99900},
	} {
		if got := HalfUp.Rank(tc.p, tc.n); got != tc.halfUp {
			t.Errorf("HalfUp.Rank(%v, %d) = %d, want %d", tc.p, tc.n, got, tc.halfUp)
		}
		if got := Ceil.Rank(tc.p, tc.n); got != tc.ceil {
			t.Errorf("Ceil.Rank(%v, %d) = %d, want %d", tc.p, tc.n, got, tc.ceil)
		}
	}
	if got := P999.String(); got != "99.9" {
		t.Errorf("P999.String() = %q", got)
	}
}

func TestCompressRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for range 1000 {
		samples := make([]int64, rng.Intn(50))
		for i := range samples {
			samples[i] = rng.Int63n(4) * 100 // few values: long and short runs
		}
		var got []int64
		for _, p := range compress(samples, 0) {
			for j := range p.Count {
				got = append(got, p.FirstNs+j*p.StepNs)
			}
		}
		if !slices.Equal(got, samples) && len(samples) > 0 {
			t.Fatalf("Compress(%v) expands to %v", samples, got)
		}
	}
}

func TestCorrectedAddsAgainstLoop(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for range 500 {
		I := 1 + rng.Int63n(50)
		samples := make([]int64, 1+rng.Intn(30))
		var want []int64
		for i := range samples {
			v := rng.Int63n(10 * I)
			samples[i] = v
			// recordValueWithExpectedInterval, as HdrHistogram writes it.
			for missing := v - I; missing >= I; missing -= I {
				want = append(want, missing)
			}
		}
		slices.Sort(want)
		if got := expand(CorrectedAdds(compress(samples, 0), I)); !slices.Equal(got, want) {
			t.Fatalf("CorrectedAdds(%v, %d) = %v, want %v", samples, I, got, want)
		}
	}
}

// TestRankRulesDifferOnlyBelowHalf checks the package doc's claim: the two
// rules give different ranks exactly when p/100·n has a fraction strictly
// between 0 and ½, and then ranks one apart.
func TestRankRulesDifferOnlyBelowHalf(t *testing.T) {
	for n := int64(1); n <= 3000; n++ {
		for _, p := range Percentiles {
			frac := int64(p) * n % 100_000 // p/100·n = whole + frac/100000
			h, c := HalfUp.Rank(p, n), Ceil.Rank(p, n)
			wantDiffer := frac > 0 && frac < 50_000 && c <= n
			if (h != c) != wantDiffer || (h != c && c-h != 1) {
				t.Fatalf("p%v n=%d: half-up %d, ceil %d, fraction %d/100000", p, n, h, c, frac)
			}
		}
	}
}

// TestRangesByDivision checks atLeast and positive, which find their
// ranges by division, against walking every term.
func TestRangesByDivision(t *testing.T) {
	for first := int64(-9); first <= 9; first++ {
		for step := int64(-4); step <= 4; step++ {
			for count := int64(0); count <= 6; count++ {
				var wantLo, wantHi int64 = -1, -1 // of f0 + j·step > 0
				for j := range count {
					if first+j*step > 0 {
						if wantLo < 0 {
							wantLo = j
						}
						wantHi = j + 1
					}
				}
				lo, hi := positive(first, step, count)
				if wantLo < 0 {
					if lo < hi {
						t.Errorf("positive(%d, %d, %d) = [%d, %d), want an empty range", first, step, count, lo, hi)
					}
				} else if lo != wantLo || hi != wantHi {
					t.Errorf("positive(%d, %d, %d) = [%d, %d), want [%d, %d)", first, step, count, lo, hi, wantLo, wantHi)
				}
				for x := int64(-12); x <= 12; x++ {
					var wantFrom, wantTo int64 = -1, -1 // of first + j·step ≥ x
					for j := range count {
						if first+j*step >= x {
							if wantFrom < 0 {
								wantFrom = j
							}
							wantTo = j + 1
						}
					}
					from, to := atLeast(first, step, count, x)
					if wantFrom < 0 {
						if from < to {
							t.Errorf("atLeast(%d, %d, %d, %d) = [%d, %d), want an empty range", first, step, count, x, from, to)
						}
					} else if from != wantFrom || to != wantTo {
						t.Errorf("atLeast(%d, %d, %d, %d) = [%d, %d), want [%d, %d)", first, step, count, x, from, to, wantFrom, wantTo)
					}
				}
			}
		}
	}
}

// TestCompressIsMaximal: compress keeps an arithmetic run in one
// progression, so a recording costs a few progressions a stall, not one a
// sample.
func TestCompressIsMaximal(t *testing.T) {
	for _, tc := range []struct {
		in   []int64
		want int
	}{{[]int64{5, 7, 9, 11}, 1}, {[]int64{3, 3, 3}, 1}, {[]int64{9, 6, 3, 0, 0, 0}, 2}, {[]int64{1, 2, 4, 8}, 2}} {
		if got := compress(tc.in, 0); len(got) != tc.want {
			t.Errorf("compress(%v) = %+v: %d progressions, want %d", tc.in, got, len(got), tc.want)
		}
	}
}
