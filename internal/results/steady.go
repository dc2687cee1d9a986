package results

import "math/big"

// ModelBandPct is how near the model's figure, in %, a live figure must be
// for the report to call it within the model's: the live section's prose
// says a figure is within ModelBandPct % of the model's, or apart from it.
const ModelBandPct = 10

// WithinBand reports whether a live figure is within ModelBandPct % of the
// model's, edges included: 100·|live − model| ≤ ModelBandPct·model, in
// exact integers. A model of 0 has no band.
func WithinBand(liveNs, modelNs int64) bool {
	if modelNs <= 0 {
		return false
	}
	diff := new(big.Int).Abs(new(big.Int).Sub(big.NewInt(liveNs), big.NewInt(modelNs)))
	return diff.Mul(diff, big.NewInt(100)).Cmp(new(big.Int).Mul(big.NewInt(modelNs), big.NewInt(ModelBandPct))) <= 0
}

// BandMarginNs is how far a live figure is from changing its standing to
// the model's, within ModelBandPct % or apart: its distance to the nearer
// edge of the band, model·(100 ± ModelBandPct)/100, in whole nanoseconds,
// rounded down, in exact integers. A figure on an edge has a margin of 0.
func BandMarginNs(liveNs, modelNs int64) int64 {
	live100 := new(big.Int).Mul(big.NewInt(liveNs), big.NewInt(100))
	dist := func(pct int64) *big.Int { // |100·live − pct·model|
		edge := new(big.Int).Mul(big.NewInt(modelNs), big.NewInt(pct))
		return edge.Abs(edge.Sub(live100, edge))
	}
	lo, hi := dist(100-ModelBandPct), dist(100+ModelBandPct)
	if hi.Cmp(lo) < 0 {
		lo = hi
	}
	return lo.Quo(lo, big.NewInt(100)).Int64()
}

// scheduleLevelFor is the level of a generator's schedule error that
// bounds how far its late sends moved a figure at level: the same level
// where ScheduleLevels has it, else the next one above (p90 the p99's,
// p99.9 the max's).
func scheduleLevelFor(level Level) Level {
	switch level {
	case P50:
		return P50
	case P90, P99:
		return P99
	}
	return Max
}

// DisturbanceNs is how far the machine may have moved the phase's figures
// at level, either way: the worker's lateness at p99, how late the server
// finished against its schedule, plus, for a generator with a plan of its
// own, its schedule error at level (scheduleLevelFor), how late it sent.
// A request sent e late and served l late is timed up to e + l off; a
// percentile of such requests moves by no more than the most they moved.
func (p *Phase) DisturbanceNs(level Level) int64 {
	d := p.WorkerLateP99Ns
	if p.Paced() {
		d += p.ScheduleErrorNs[scheduleLevelFor(level)]
	}
	return d
}

// A Standing is what the machine could have changed of one live figure:
// how far it is from the band's edges, and how far the machine may have
// moved it.
type Standing struct {
	MarginNs, DisturbanceNs int64
}

// Finding reports whether the disturbance cannot move the figure across an
// edge of the band: the disturbance is less than the margin.
func (s Standing) Finding() bool { return s.DisturbanceNs < s.MarginNs }

// Standing returns the standing of recording's live figure at level
// against its model's; ok is false for a recording the model does not
// predict, or one the file does not hold.
func (l *Live) Standing(recording string, level Level) (Standing, bool) {
	rec, ok1 := l.Recording(recording)
	name, ok2 := ModelOf(recording)
	if !ok1 || !ok2 {
		return Standing{}, false
	}
	m, ok3 := l.Model(name)
	p, ok4 := l.Phase(PhaseOf(recording))
	if !ok3 || !ok4 {
		return Standing{}, false
	}
	return Standing{MarginNs: BandMarginNs(rec.AtNs[level], m.AtNs[level]), DisturbanceNs: p.DisturbanceNs(level)}, true
}
