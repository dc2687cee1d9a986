package verdict

import (
	"slices"

	"coordinated-omission/internal/results"
)

// A verdict is a finding only if what the machine did to the run could
// not have changed it. The server's worker was late by up to its
// lateness, so each design's figure, at each level, could have been off
// by that much either way: its figures are the server's timeline, which
// the model assumes kept. The rule: re-decide the verdict with every
// design's figure at every level moved by up to a disturbance δ, each
// independently, in both directions; the verdict holds at δ if every
// such decision gives the same finding and the same match. Steady is the
// least δ at which it no longer holds, and the verdict is a finding if
// the worker's lateness at p99 is below it.
//
// The designs are moved, not the tool's figures: moving both would count
// the one disturbance twice, since only their difference decides. The
// tool's own client is the ClientFloorNs that every comparison adds.

// SteadyCapNs is the most Steady says: a verdict that no disturbance
// below 10 s changes is steady at 10 s.
const SteadyCapNs = 10_000_000_000

// Disturbance is how far the machine could have moved each design's
// figures in j's run: the worker's lateness at p99.
func Disturbance(j *Judged) int64 { return j.Phase.WorkerLateP99Ns }

// Steady is the least disturbance, in ns, that could change j's finding
// or its match, at most SteadyCapNs: 0 if a tie already leaves the
// match to the designs' order. A verdict with no finding to change (its
// figures could not be read, there is no model or no stall) is steady at
// SteadyCapNs.
func Steady(j *Judged, sc results.Scenario) int64 {
	v := Decide(j, sc)
	if v.Finding == FindsNothing {
		return SteadyCapNs
	}
	want := outcome{v.Finding, v.Match}
	holds := func(d int64) bool {
		got := outcomesWithin(j, v, d)
		return len(got) == 1 && got[want]
	}
	if !holds(0) {
		return 0
	}
	if holds(SteadyCapNs) {
		return SteadyCapNs
	}
	lo, hi := int64(0), int64(SteadyCapNs) // holds at lo, not at hi
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		if holds(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return hi
}

// outcome is what a decision finds and matches.
type outcome struct {
	finding Finding
	match   string
}

// span is the range of a figure of the verdict as the designs move.
type span struct{ lo, hi float64 }

// can says which sides of bound s reaches: at or above it, and below it.
func (s span) can(bound float64) (atOrAbove, below bool) { return s.hi >= bound, s.lo < bound }

// factorSpan is the range of Factor between j's figures and m's, each of
// m's figures moved by up to d. FactorAt falls to 1 inside the tool's
// band and rises either side of it, so its most is at an end of the
// range and its least at the point of the range nearest the tool's
// figure.
func factorSpan(j *Judged, m *results.LiveRecording, d int64) span {
	s := span{1, 1}
	for _, l := range Compared(j) {
		a, b := max(m.AtNs[l]-d, 0), m.AtNs[l]+d
		s.hi = max(s.hi, FactorAt(j, l, a), FactorAt(j, l, b))
		s.lo = max(s.lo, FactorAt(j, l, min(max(j.ReportedNs[l], a), b)))
	}
	return s
}

// hiddenSpan is the range of hiddenBy of truth to figuresNs, the truth's
// figures moved by up to dTruth and the others by up to dFigures.
func hiddenSpan(j *Judged, truth map[Level]int64, figuresNs map[Level]int64, dTruth, dFigures int64) span {
	var s span
	for _, l := range Tail(j) {
		res := max(j.ResolutionNs[l], 1)
		s.lo = max(s.lo, float64(max(truth[l]-dTruth, 0))/float64(max(figuresNs[l]+dFigures+res, 1)))
		s.hi = max(s.hi, float64(truth[l]+dTruth)/float64(max(max(figuresNs[l]-dFigures, 0)+res, 1)))
	}
	return s
}

// outcomesWithin is every outcome Decide could give j, whose verdict
// unmoved is v, were each design's figures moved by up to d: the
// findings of every way the verdict's conditions could then fall, each
// with every design that could then be the match. How the tool sent
// (its plan, its sends through the stalls) is the server's count, which
// a late worker does not move.
func outcomesWithin(j *Judged, v Verdict, d int64) map[outcome]bool {
	truth, _ := j.Model(results.Open)
	hides, keeps := hiddenSpan(j, truth.AtNs, j.ReportedNs, d, 0).can(HideFactor)
	tellsCan, tellsCant := false, true
	for _, name := range fromSend(v) {
		if m, ok := j.Model(name); ok {
			above, below := hiddenSpan(j, truth.AtNs, m.AtNs, d, d).can(HideFactor)
			tellsCan, tellsCant = tellsCan || above, tellsCant && below
		}
	}
	lifted, flat := hiddenSpan(j, truth.AtNs, quietFigures(j), d, 0).can(HideFactor)
	base, fitted := possibleMatches(j, v, d)
	out := map[outcome]bool{}
	for _, h := range sides(hides, keeps) {
		matches := base
		if !h { // Decide tries the fit only for a tool that does not hide the stalls
			matches = fitted
		}
		for _, t := range sides(tellsCan, tellsCant) {
			for _, lf := range sides(lifted, flat) {
				for match, within := range matches {
					for _, w := range within {
						out[outcome{findingOf(h, t, lf, v.Open, w, match), match}] = true
					}
				}
			}
		}
	}
	return out
}

// sides are the values a condition can take: true if it can hold, false
// if it can fail.
func sides(can, cannot bool) []bool {
	var out []bool
	if can {
		out = append(out, true)
	}
	if cannot {
		out = append(out, false)
	}
	return out
}

// A candidate is a design that could be the match, with the range of
// its Factor.
type candidate struct {
	name   string
	factor span
}

// possibleMatches are the designs that could be j's match were each
// design's figures moved by up to d, each with whether it could then be
// within MatchFactor: a candidate whose least factor is at most the
// least of the candidates' most. Of candidates whose figures are the
// same at every compared level, the first stands for all, as Decide
// takes it. base are those of a tool that hides the stalls; fitted those
// of one that does not, which Decide also tries against the fitted
// correction if the tool is on a plan and does not send through the
// stalls: the fit is a match if it could beat the best candidate, and a
// candidate that the fit always beats is not.
func possibleMatches(j *Judged, v Verdict, d int64) (base, fitted map[string][]bool) {
	var cands []candidate
	var kept []*results.LiveRecording
	for _, name := range candidatesOf(v) {
		m, _ := j.Model(name)
		if slices.ContainsFunc(kept, func(k *results.LiveRecording) bool { return sameAt(j, k, m) }) {
			continue
		}
		kept = append(kept, m)
		cands = append(cands, candidate{name, factorSpan(j, m, d)})
	}
	least := cands[0].factor.hi
	for _, c := range cands {
		least = min(least, c.factor.hi)
	}
	withinSides := func(f span) []bool { return sides(f.lo <= MatchFactor, f.hi > MatchFactor) }
	base, fitted = map[string][]bool{}, map[string][]bool{}
	fit, ok := j.Model(results.FittedCorrected)
	// a fit at a candidate's own figures (the fit tries N·I) is that
	// candidate, which Decide keeps on a tie
	ok = ok && !v.Open && !v.NoPlan && !slices.ContainsFunc(kept, func(k *results.LiveRecording) bool { return sameAt(j, k, fit) })
	var fitSpan span
	if ok {
		fitSpan = factorSpan(j, fit, d)
		ok = fitSpan.lo < least
	}
	for _, c := range cands {
		if c.factor.lo <= least {
			base[c.name] = withinSides(c.factor)
			if !ok || fitSpan.hi >= c.factor.lo {
				fitted[c.name] = base[c.name]
			}
		}
	}
	if ok {
		fitted[results.FittedCorrected] = withinSides(fitSpan)
	}
	return base, fitted
}

// sameAt reports whether a and b give the same figure at every level
// compared for j.
func sameAt(j *Judged, a, b *results.LiveRecording) bool {
	for _, l := range Compared(j) {
		if a.AtNs[l] != b.AtNs[l] {
			return false
		}
	}
	return true
}
