package results

import (
	"math"
	"slices"
	"strconv"
	"time"
)

// A Comparison is how a self-check's figure must stand to its bound.
type Comparison int

// The comparisons.
const (
	AtMost  Comparison = iota // figure ≤ bound
	Below                     // figure < bound
	AtLeast                   // figure ≥ bound
)

// Holds reports whether value stands to bound as c asks.
func (c Comparison) Holds(value, bound float64) bool {
	switch c {
	case AtMost:
		return value <= bound
	case Below:
		return value < bound
	}
	return value >= bound
}

// A Check is one self-check of a live phase: a figure of the phase
// against its bound. A phase whose checks do not all hold cannot be
// believed, and the report flags its figures instead of presenting them
// as findings.
type Check struct {
	Phase string // one of Phases
	Name  string // its RESULT keys' last part: live.check.PHASE.CHECK
	What  string // what the figure is, for prose
	Unit  string // "us" or "%"
	Rule  Comparison
	Value float64
	Bound float64
	OK    bool
}

// RateBoundPct is the least achieved rate, in % of the target, a paced
// generator may have.
const RateBoundPct = 99

// OtherCPUBoundPct is the most CPU time other processes may take during a
// phase or a judged run, in % of one processor over its wall time: beyond
// it they crowd the generator itself, whose own delays no figure of the
// run measures (the worker's lateness measures the server's). On this
// project's two-core machine, quiet, they took 1.8–7.2 % in every judged
// run of six panels, and 0.7–3.3 % in the live phases; beside two busy
// loops, 95–149 % in two panels, where one tool's verdict changed
// unflagged before this check: autocannon's, which a quiet machine judges
// "has no plan" and a crowded one "catches up". Half a processor flags
// one busy loop and passes the 15 % a newcomer's machine had in the
// background.
const OtherCPUBoundPct = 50

// OtherCPUCheck is the check that other processes took at most
// OtherCPUBoundPct % of one processor during p, named NAME.other_cpu for
// the run or phase NAME; their share is rounded to a thousandth of a
// percent, as the file writes it.
func OtherCPUCheck(name, what string, p *Phase) Check {
	share := math.Round(p.OtherCPUPct()*1000) / 1000
	return Check{Phase: name, Name: name + ".other_cpu", What: what, Unit: "%", Rule: AtMost, Value: share, Bound: OtherCPUBoundPct,
		OK: AtMost.Holds(share, OtherCPUBoundPct)}
}

// Checks returns the self-checks of l's phases, their figures against
// bounds that follow from the interval I, here and only here. They say
// whether the phase ran the load the model predicts; how far the machine
// moved its figures is not a check but each figure's Standing. In our
// generator's phase and in vegeta's, whose generators keep a plan, it
// achieved at least RateBoundPct % of its plan's rate: the machine could
// make the load (vegeta's plan is one every I; ours, a closed loop, is the
// times its replies let each request go, as the model's is). In our generator's, S_eff < I: between stalls, the server and the
// loopback keep up with the schedule, as the model assumes. And in every
// phase other processes took at most OtherCPUBoundPct % of one processor.
func (l *Live) Checks() []Check {
	us := func(ns int64) float64 { return float64(ns) / 1e3 }
	interval := l.Scenario.Interval
	var out []Check
	add := func(p *Phase, name, what, unit string, rule Comparison, value, bound float64) {
		out = append(out, Check{Phase: p.Name, Name: p.Name + "." + name, What: what, Unit: unit, Rule: rule, Value: value, Bound: bound,
			OK: rule.Holds(value, bound)})
	}
	for i := range l.Phases {
		p := &l.Phases[i]
		if p.Paced() {
			add(p, "rate", Whose(p.Name)+" achieved rate, "+rateOf[p.Name], "%", AtLeast, p.RatePct.Float(), RateBoundPct)
		}
		if p.Name == Ours {
			add(p, "service_eff", "S_eff, the median time of the requests that found the server idle", "us", Below, us(l.ServiceEffNs), us(int64(interval)))
			if sc := l.Scenario; sc.Stall > 0 && sc.Period > sc.Stall {
				add(p, "drain", "a stall's backlog's drain, D·S_c/(I − S_c), S_c = max(S_mean/N, the worker's time) a request of the catch-up", "us", Below,
					DrainUs(sc.Stall, interval, CatchUpNs(l)), us(int64(sc.Period-sc.Stall)))
			}
		}
		if p.Failed > 0 { // a check only where there were any: older files have none
			add(p, "failed", Whose(p.Name)+" requests that got no reply", "requests", AtMost, float64(p.Failed), 0)
		}
		out = append(out, OtherCPUCheck(p.Name, "other processes' CPU during "+Whose(p.Name)+" phase, of one processor", p))
	}
	return out
}

// CatchUpNs is how long a request of a closed loop's catch-up after a
// stall takes, S_c: each of its N connections sends again when its reply
// lands, one every S_mean (the mean time of a request that found the
// server idle, the round trip in it), so N of them every S_mean; and the
// worker takes S_w each. The slower of the two paces the catch-up. At
// N = 1 it is S_mean, which holds S_w; at N = 10 on loopback the
// worker's S_w paces it, not the ten round trips in flight.
func CatchUpNs(l *Live) time.Duration {
	n := max(1, l.Scenario.Connections)
	return time.Duration(max(l.ServiceMeanNs/int64(n), l.ServiceWorkerNs))
}

// DrainUs is how long the backlog of a stall of D takes to drain, in whole
// µs, for a closed loop that sends one request every S, its mean time
// a request, where the plan sends one every I: D/I requests missed, made
// up at 1/S − 1/I a second, D·S/(I − S). It is +Inf where S ≥ I: the
// backlog never drains. The live model's tail rests on each stall's
// backlog draining before the next stall begins; near that edge a small
// change in S moves it by I/(I − S) times as much, and the model, which
// takes every request at S_eff, no longer predicts it.
func DrainUs(d, i, s time.Duration) float64 {
	if s >= i {
		return math.Inf(1)
	}
	return math.Round(float64(d) * float64(s) / float64(i-s) / 1e3)
}

// rateOf says what a paced phase's rate is of, for prose.
var rateOf = map[string]string{Ours: "of what its replies let it send", Vegeta: "of the target"}

// Whose names a phase's generator in the possessive: "our generator's".
func Whose(phase string) string {
	return map[string]string{Ours: "our generator's", Vegeta: "vegeta's", Hey: "hey's"}[phase]
}

// PhaseHolds reports whether every check of the phase called name holds.
func (l *Live) PhaseHolds(name string) bool {
	return !slices.ContainsFunc(l.Checks(), func(c Check) bool { return c.Phase == name && !c.OK })
}

// AllHold reports whether every check holds.
func AllHold(checks []Check) bool {
	return !slices.ContainsFunc(checks, func(c Check) bool { return !c.OK })
}

// Float returns d as a number; a Decimal the file holds always is one.
func (d Decimal) Float() float64 {
	v, _ := strconv.ParseFloat(string(d), 64)
	return v
}

// text writes one of the check's figures with its unit: "141.345 µs", "99 %".
func (c Check) text(v float64) string {
	if math.IsInf(v, 1) {
		return "never"
	}
	unit := c.Unit
	if unit == "us" {
		unit = "µs"
	}
	return strconv.FormatFloat(v, 'f', -1, 64) + " " + unit
}
