package verdict

import (
	"coordinated-omission/internal/results"
)

// MostCommon returns the word most of words are, the first such in
// KeptUp, CaughtUp, SkippedUp, CatchingUp, FellBehind order on a tie; ""
// of none.
func MostCommon(words []string) string {
	n := map[string]int{}
	for _, w := range words {
		n[w]++
	}
	best := ""
	for _, w := range []string{results.KeptUp, results.CaughtUp, results.SkippedUp, results.CatchingUp, results.FellBehind} {
		if n[w] > n[best] {
			best = w
		}
	}
	return best
}

// Recovery is the server's word for what a tool did after a stall, from
// how far behind the plan it was, in requests, at the stall's end (d0)
// and at the next stall's start or its last arrival (d1), with a
// tolerance tol: it kept up (d0 within tol), caught up (d1 within tol),
// skipped the slots it missed (d1 within tol of d0), caught up in part
// (d1 below that), or fell further behind (d1 above it).
func Recovery(d0, d1, tol int64) string {
	if d0 <= tol {
		return results.KeptUp
	}
	if d1 <= tol {
		return results.CaughtUp
	}
	if d1 > d0+tol {
		return results.FellBehind
	}
	if d1 >= d0-tol {
		return results.SkippedUp
	}
	return results.CatchingUp
}

// Checks returns the self-checks of j's phase: the tool's achieved rate
// in the first stretch without a stall, at least ToolRateBoundPct % (the
// machine could make the load), and the worker's lateness at p99, the
// disturbance, below the least that could change the verdict (Steady);
// and other processes' CPU, at most results.OtherCPUBoundPct % of one
// processor: beyond it they crowd the tool itself, whose delays the
// worker's lateness does not measure.
func Checks(j *Judged, sc results.Scenario) []results.Check {
	sc = j.PlanOf(sc) // the plan this run was given
	us := func(ns int64) float64 { return float64(ns) / 1e3 }
	mk := func(name, what, unit string, rule results.Comparison, value, bound float64) results.Check {
		return results.Check{Phase: j.Run, Name: j.Run + "." + name, What: what, Unit: unit, Rule: rule, Value: value, Bound: bound, OK: rule.Holds(value, bound)}
	}
	return []results.Check{
		mk("early_rate", "its achieved rate in the first stretch without a stall, of the plan", "%", results.AtLeast, j.View.EarlyRatePct.Float(), ToolRateBoundPct),
		mk("worker_late", "the worker's lateness at p99", "us", results.Below, us(Disturbance(j)), us(Steady(j, sc))),
		results.OtherCPUCheck(j.Run, "other processes' CPU during its run, of one processor", &j.Phase),
	}
}

// Believable reports whether every check of j's phase holds.
func Believable(j *Judged, sc results.Scenario) bool { return results.AllHold(Checks(j, sc)) }
