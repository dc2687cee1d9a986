package results

import (
	"slices"
	"strconv"
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

// A Check is one self-check of a live run: a figure of the run against
// its bound. A run whose checks do not all hold cannot be believed, and
// the report says so instead of presenting its figures as findings.
type Check struct {
	Name  string // its RESULT keys' last part: live.check.NAME
	What  string // what the figure is, for prose
	Unit  string // "us" or "%"
	Rule  Comparison
	Value float64
	Bound float64
	OK    bool
}

// RateBoundPct is the least achieved rate, in % of the target, a run may have.
const RateBoundPct = 99

// Checks returns the self-checks of l, its figures against bounds that
// follow from the interval I, here and only here:
//   - our generator's schedule error at p99 is at most I/2: a generator
//     that falls behind its own schedule is itself a source of
//     coordinated omission;
//   - the open-loop phase achieved at least RateBoundPct % of 1/I: the
//     machine could make the load;
//   - S_eff < I: between stalls, the server and the loopback keep up with
//     the schedule, as the model assumes;
//   - the worker's lateness at p99, how long after the schedule's
//     completion it finished, is at most I/2: the server kept its schedule.
func (l *Live) Checks() []Check {
	us := func(ns int64) float64 { return float64(ns) / 1e3 }
	interval := l.Scenario.Interval
	half := int64(interval / 2)
	rate := l.RatePct.Float()
	out := []Check{
		{Name: "schedule_error", What: "our generator's schedule error at p99", Unit: "us", Rule: AtMost,
			Value: us(l.ScheduleErrorNs[P99]), Bound: us(half)},
		{Name: "rate", What: "vegeta's achieved rate, of the target", Unit: "%", Rule: AtLeast,
			Value: rate, Bound: RateBoundPct},
		{Name: "service_eff", What: "S_eff, the median request time between stalls", Unit: "us", Rule: Below,
			Value: us(l.ServiceEffNs), Bound: us(int64(interval))},
		{Name: "worker_late", What: "the worker's lateness at p99", Unit: "us", Rule: AtMost,
			Value: us(l.WorkerLateP99Ns), Bound: us(half)},
	}
	for i := range out {
		out[i].OK = out[i].Rule.Holds(out[i].Value, out[i].Bound)
	}
	return out
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
	unit := c.Unit
	if unit == "us" {
		unit = "µs"
	}
	return strconv.FormatFloat(v, 'f', -1, 64) + " " + unit
}
