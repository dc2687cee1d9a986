package audit

import (
	"fmt"
	"math"
	"slices"

	"coordinated-omission/internal/openschedule"
)

// A ScheduleCheck holds an open model's starts against the schedule the
// test was given (-audit-schedule, in the Open Model Thread Group's
// grammar). The log does not say when the schedule began. Even arrivals
// begin with one at the schedule's start: the first start. Random ones
// do not (JMeter draws each over its step), and the first of them can
// come late, most of all on a ramp from 0 (√(1/n) of the way into a step
// of n): the beginning is taken where the starts stray least from the
// schedule, from the first start back to the instant by which the
// schedule makes its third arrival, which can only make them stray less
// than they did, and the chance stated more.
type ScheduleCheck struct {
	Text         string // the schedule, as given
	Due, Started int64  // the arrivals it makes, and the users the log shows
	// AllEven says every arrival has its instant (even_arrivals): then
	// LateNs and EarlyNs are the most a start came after its arrival's
	// instant and before it, the k-th start held to the k-th instant.
	AllEven         bool
	LateNs, EarlyNs int64
	// Else StrayArrivals is the most the count of starts by any instant
	// strayed from the schedule's, in arrivals (Kolmogorov–Smirnov's
	// statistic times the arrivals due), and ChancePct how often a
	// schedule kept would stray as far or further by chance: a random
	// step's arrivals are drawn, and JMeter fixes their count in each
	// step, which makes a kept schedule stray less than the uniform
	// statistic allows, so the chance is an upper one.
	StrayArrivals float64
	ChancePct     float64
}

// checkSchedule holds startsNs, the users' starts, against s, from a
// log whose clock is resolutionNs: a start within it of its instant is
// at it.
func checkSchedule(startsNs []int64, s openschedule.Schedule, resolutionNs int64) *ScheduleCheck {
	c := &ScheduleCheck{Text: s.Text, Due: s.Arrivals(), Started: int64(len(startsNs)), AllEven: s.AllEven()}
	if len(startsNs) == 0 {
		return c
	}
	starts := slices.Clone(startsNs)
	slices.Sort(starts)
	if c.AllEven {
		t0 := starts[0]
		k := int64(0)
		for _, st := range s.Steps {
			for n := int64(0); n < st.Arrivals && k < c.Started; n, k = n+1, k+1 {
				due := t0 + int64(math.Round((st.StartSec+st.EvenAt(n))*1e9))
				c.LateNs, c.EarlyNs = max(c.LateNs, starts[k]-due), max(c.EarlyNs, due-starts[k])
			}
		}
		if c.LateNs <= resolutionNs && c.EarlyNs <= resolutionNs {
			c.LateNs, c.EarlyNs = 0, 0
		}
		return c
	}
	// the beginning, back from the first start by up to where the
	// schedule has made 3 arrivals: a grid of 32, then 32 more about the
	// best of them, each on every stride-th start (at most fitStarts of
	// them); then the stray of every start from the best
	stride := max(1, len(starts)/fitStarts)
	backSec := dueBySec(s, 3)
	best, bestSec := math.Inf(1), 0.0
	for _, refine := range []bool{false, true} {
		from, step := 0.0, backSec/32
		if refine {
			from, step = max(0, bestSec-step), step/16
		}
		for g := range 33 {
			backNs := int64(math.Round((from + float64(g)*step) * 1e9))
			if d := stray(starts, stride, s, starts[0]-backNs); d < best {
				best, bestSec = d, from+float64(g)*step
			}
		}
	}
	c.StrayArrivals = stray(starts, 1, s, starts[0]-int64(math.Round(bestSec*1e9)))
	c.ChancePct = 100 * ksChance(c.StrayArrivals/float64(max(1, c.Due)), c.Due)
	return c
}

// fitStarts bounds the starts the beginning is fitted on: 66 strays of
// 10^7 starts each would take minutes.
const fitStarts = 100_000

// stray is the most the count of starts, sorted, strayed from the count
// s makes from t0Ns, before or after every stride-th start
// (Kolmogorov–Smirnov's statistic, in arrivals, for stride 1).
func stray(starts []int64, stride int, s openschedule.Schedule, t0Ns int64) float64 {
	d := 0.0
	for i := 0; i < len(starts); i += stride {
		e := s.ExpectedBy(float64(starts[i]-t0Ns) / 1e9)
		d = max(d, float64(i+1)-e, e-float64(i))
	}
	return d
}

// dueBySec is the first instant by which s makes n arrivals, in
// expectation: a search over ExpectedBy, which rises with the instant.
func dueBySec(s openschedule.Schedule, n float64) float64 {
	lo, hi := 0.0, s.Seconds()
	if s.ExpectedBy(0) >= n || s.ExpectedBy(hi) < n {
		return 0
	}
	for range 100 {
		mid := (lo + hi) / 2
		if s.ExpectedBy(mid) >= n {
			hi = mid
		} else {
			lo = mid
		}
	}
	return hi
}

// ksChance is the chance that n uniform draws' empirical distribution
// strays d or more from theirs: Kolmogorov's limit, Q(λ) = 2 Σ (−1)^(k−1)
// e^(−2k²λ²) at λ = (√n + 0.12 + 0.11/√n)·d (Stephens' correction for
// finite n), 1 below λ = 0.2, where the series has not settled and the
// chance is all but 1.
func ksChance(d float64, n int64) float64 {
	rn := math.Sqrt(float64(max(1, n)))
	lambda := (rn + 0.12 + 0.11/rn) * d
	if lambda < 0.2 {
		return 1
	}
	q, sign := 0.0, 1.0
	for k := 1; k <= 100; k++ {
		term := math.Exp(-2 * float64(k*k) * lambda * lambda)
		q += sign * term
		if term < 1e-12 {
			break
		}
		sign = -sign
	}
	return min(1, max(0, 2*q))
}

// words says how the starts kept the schedule given.
func (c *ScheduleCheck) words() string {
	line := fmt.Sprintf("held against the schedule given, %s: %s due, %d started", c.Text, plural(c.Due, "arrival"), c.Started)
	switch {
	case c.Started < c.Due:
		line += fmt.Sprintf(" (the log ends %d short of it)", c.Due-c.Started)
	case c.Started > c.Due:
		line += fmt.Sprintf(" (%d more than it makes: another schedule's, or another group's)", c.Started-c.Due)
	}
	switch {
	case c.Started == 0:
		return line
	case c.AllEven && c.LateNs == 0 && c.EarlyNs == 0:
		return line + "; each start came at its arrival's instant, to the log's clock"
	case c.AllEven:
		return line + fmt.Sprintf("; each start came within %v after its arrival's instant and %v before it", roundDur(c.LateNs), roundDur(c.EarlyNs))
	case c.ChancePct < 1:
		return line + fmt.Sprintf("; the starts strayed from it by as many as %s arrivals, further than a schedule kept strays but under 1 time in 100: the injector did not keep it", Sig3(c.StrayArrivals))
	}
	return line + fmt.Sprintf("; the starts strayed from it by at most %s arrivals, as far as a schedule kept at random strays %s times in 100", Sig3(c.StrayArrivals), Sig3(c.ChancePct))
}
