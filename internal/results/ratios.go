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

// ratioPrefix starts the keys of the open loop over the closed one.
const ratioPrefix = "ratio."

// A ratioField is one ratio of the table: its key, its place in Ratios
// (a pointer into r, or into one of its maps), and how it is derived
// from the closed, open and corrected recordings.
type ratioField struct {
	key string
	get func() Decimal
	set func(Decimal)
	of  func(closed, open, corrected *Recording) Decimal
}

// fields is r's table, in file order. Its maps are made if need be, so
// that each ratio has a place.
func (r *Ratios) fields() []ratioField {
	if r.OpenOverClosed == nil {
		r.OpenOverClosed, r.OpenOverCorrected = map[Level]Decimal{}, map[Level]Decimal{}
	}
	at := func(rec *Recording, l Level) float64 { v, _ := rec.At(l); return float64(v) }
	share := func(rec *Recording) float64 { return float64(rec.Slow) / float64(rec.Samples) }
	field := func(key string, d *Decimal, of func(c, o, k *Recording) Decimal) ratioField {
		return ratioField{key, func() Decimal { return *d }, func(v Decimal) { *d = v }, of}
	}
	atLevel := func(key string, m map[Level]Decimal, l Level, of func(c, o, k *Recording) Decimal) ratioField {
		return ratioField{key, func() Decimal { return m[l] }, func(v Decimal) { m[l] = v }, of}
	}
	var out []ratioField
	for _, p := range append(Percentiles[:len(Percentiles):len(Percentiles)], Max) {
		out = append(out, atLevel(ratioPrefix+string(p), r.OpenOverClosed, p, func(c, o, _ *Recording) Decimal { return quotient(at(o, p), at(c, p), 1) }))
	}
	out = append(out,
		field(ratioPrefix+slowKey, &r.OpenOverClosedSlow, func(c, o, _ *Recording) Decimal { return quotient(float64(o.Slow), float64(c.Slow), 1) }),
		field(Closed+".max_over_p99", &r.ClosedMaxOverP99, func(c, _, _ *Recording) Decimal { return quotient(float64(c.MaxNs), at(c, P99), 1) }),
		field(Corrected+".over_closed.p99", &r.CorrectedOverClosedP99, func(c, _, k *Recording) Decimal { return quotient(at(k, P99), at(c, P99), 1) }))
	for _, p := range Percentiles {
		out = append(out, atLevel(Open+".over_corrected."+string(p), r.OpenOverCorrected, p,
			func(_, o, k *Recording) Decimal { return quotient(at(o, p), at(k, p), 3) }))
	}
	return append(out, field(Open+".over_corrected."+slowKey, &r.OpenOverCorrectedSlow,
		func(_, o, k *Recording) Decimal { return quotient(share(o), share(k), 3) }))
}

// SetRatios derives the ratios of s from its recordings.
func (s *Sim) SetRatios() error {
	closed, ok1 := s.Recording(Closed)
	open, ok2 := s.Recording(Open)
	corrected, ok3 := s.Recording(Corrected)
	if !ok1 || !ok2 || !ok3 {
		return fmt.Errorf("the ratios need the closed, open and corrected recordings")
	}
	var r Ratios
	for _, f := range r.fields() {
		f.set(f.of(closed, open, corrected))
	}
	s.Ratios = r
	return nil
}

// lines returns the ratio lines of r in file order, "" where one is left out.
func (r Ratios) lines() []ratio {
	var out []ratio
	for _, f := range r.fields() {
		out = append(out, ratio{f.key, f.get()})
	}
	return out
}

// ratios reads the ratio lines as the file writes them: a file may leave
// out one whose denominator is zero.
func (rd *reader) ratios() Ratios {
	var r Ratios
	for _, f := range r.fields() {
		if rd.has(f.key) {
			f.set(rd.decimal(f.key, "x"))
		}
	}
	return r
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
