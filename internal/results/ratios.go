package results

import (
	"fmt"
)

// Ratios are the ratios between the recordings that the report states.
// Each is derived from the recordings' exact figures, here and only here;
// a ratio whose denominator is zero (no closed-loop sample above 1 ms,
// say) is "" and left out of the file, not written NaN.
type Ratios struct {
	// OpenOverClosed is the open recording over the closed one at each
	// percentile and Max; OpenOverClosedSlow their counts above the slow
	// threshold, which is the ratio of their shares since both hold one
	// sample a request.
	OpenOverClosed     map[Level]Decimal
	OpenOverClosedSlow Decimal
	// ClosedMaxOverP99 is the closed max over its own p99;
	// CorrectedOverClosedP99 the corrected p99 over the closed one.
	ClosedMaxOverP99, CorrectedOverClosedP99 Decimal
	// OpenOverCorrected is the open recording over the corrected one at
	// each percentile, and OpenOverCorrectedSlow their shares above the
	// slow threshold.
	OpenOverCorrected     map[Level]Decimal
	OpenOverCorrectedSlow Decimal
}

// A ratio is one RESULT ratio line, with Value "" when it is left out.
type ratio struct {
	Key   string
	Value Decimal
}

// quotient is num/den with the given decimals, or "" if den is 0.
func quotient(num, den float64, decimals int) Decimal {
	if den == 0 {
		return ""
	}
	return Fixed(num/den, decimals)
}

// ratios returns the ratio lines of s in file order.
func (s *Sim) ratios() ([]ratio, error) {
	closed, ok1 := s.Recording(Closed)
	open, ok2 := s.Recording(Open)
	corrected, ok3 := s.Recording(Corrected)
	if !ok1 || !ok2 || !ok3 {
		return nil, fmt.Errorf("the ratios need the closed, open and corrected recordings")
	}
	at := func(r *Recording, l Level) float64 { v, _ := r.At(l); return float64(v) }
	share := func(r *Recording) float64 { return float64(r.Slow) / float64(r.Samples) }
	var out []ratio
	for _, p := range append(Percentiles[:len(Percentiles):len(Percentiles)], Max) {
		out = append(out, ratio{"ratio." + string(p), quotient(at(open, p), at(closed, p), 1)})
	}
	out = append(out,
		ratio{"ratio." + slowKey, quotient(float64(open.Slow), float64(closed.Slow), 1)},
		ratio{Closed + ".max_over_p99", quotient(float64(closed.MaxNs), at(closed, P99), 1)},
		ratio{Corrected + ".over_closed.p99", quotient(at(corrected, P99), at(closed, P99), 1)})
	for _, p := range Percentiles {
		out = append(out, ratio{Open + ".over_corrected." + string(p), quotient(at(open, p), at(corrected, p), 3)})
	}
	return append(out, ratio{Open + ".over_corrected." + slowKey, quotient(share(open), share(corrected), 3)}), nil
}

// SetRatios derives the ratios of s from its recordings.
func (s *Sim) SetRatios() error {
	rs, err := s.ratios()
	if err != nil {
		return err
	}
	s.Ratios = ratiosOf(func(key string) Decimal {
		for _, r := range rs {
			if r.Key == key {
				return r.Value
			}
		}
		return ""
	})
	return nil
}

// ratiosOf fills the ratios from get, which returns a ratio line's value.
func ratiosOf(get func(key string) Decimal) Ratios {
	out := Ratios{OpenOverClosed: map[Level]Decimal{}, OpenOverCorrected: map[Level]Decimal{}}
	for _, p := range append(Percentiles[:len(Percentiles):len(Percentiles)], Max) {
		out.OpenOverClosed[p] = get("ratio." + string(p))
	}
	for _, p := range Percentiles {
		out.OpenOverCorrected[p] = get(Open + ".over_corrected." + string(p))
	}
	out.OpenOverClosedSlow = get("ratio." + slowKey)
	out.ClosedMaxOverP99 = get(Closed + ".max_over_p99")
	out.CorrectedOverClosedP99 = get(Corrected + ".over_closed.p99")
	out.OpenOverCorrectedSlow = get(Open + ".over_corrected." + slowKey)
	return out
}

// lines returns the ratio lines of r in file order, "" where one is left out.
func (r Ratios) lines() []ratio {
	var out []ratio
	for _, p := range append(Percentiles[:len(Percentiles):len(Percentiles)], Max) {
		out = append(out, ratio{"ratio." + string(p), r.OpenOverClosed[p]})
	}
	out = append(out, ratio{"ratio." + slowKey, r.OpenOverClosedSlow}, ratio{Closed + ".max_over_p99", r.ClosedMaxOverP99},
		ratio{Corrected + ".over_closed.p99", r.CorrectedOverClosedP99})
	for _, p := range Percentiles {
		out = append(out, ratio{Open + ".over_corrected." + string(p), r.OpenOverCorrected[p]})
	}
	return append(out, ratio{Open + ".over_corrected." + slowKey, r.OpenOverCorrectedSlow})
}

// ratios reads the ratio lines as the file writes them: a file may leave
// out one whose denominator is zero.
func (rd *reader) ratios() Ratios {
	return ratiosOf(func(key string) Decimal {
		if !rd.has(key) {
			return ""
		}
		return rd.decimal(key, "x")
	})
}

// OpenOverClosedAt returns the open-over-closed ratio at level, which a
// template prints; its denominator, a latency, is never zero.
func (r Ratios) OpenOverClosedAt(level Level) (Decimal, error) {
	return at(r.OpenOverClosed, "open/closed", level)
}

// OpenOverCorrectedAt returns the open-over-corrected ratio at level.
func (r Ratios) OpenOverCorrectedAt(level Level) (Decimal, error) {
	return at(r.OpenOverCorrected, "open/corrected", level)
}

func at(m map[Level]Decimal, name string, level Level) (Decimal, error) {
	if v := m[level]; v != "" {
		return v, nil
	}
	return "", fmt.Errorf("no %s ratio at %s", name, level)
}
