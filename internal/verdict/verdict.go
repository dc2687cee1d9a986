// Package verdict is the judge's policy and its English: how a load
// generator's figures and the server's view of its run decide what it
// does with the stalls (Decide), the tolerances that decision rests on,
// the run's self-checks (Checks), and the server's word for what it did
// after each stall (Recovery). The schema, internal/results, holds the
// figures and what a file recorded of the verdict; this package decides
// the verdict, records it (Record) and checks a recorded one against the
// figures (Validate). The schema does not import it.
package verdict

import (
	"coordinated-omission/internal/hiding"
	"math"
	"strconv"
	"time"

	"coordinated-omission/internal/results"
)

type (
	// Level is a percentile level, as the schema names it.
	Level = results.Level
	// Judged is one tool's run, as the schema holds it.
	Judged = results.Judged
)

// MatchLevels are the levels a tool is matched to a design at, those of
// them it prints; TailLevels those it is said to hide the stalls at: its
// p99 and p99.9, or its p90 if it prints neither.
var (
	MatchLevels = []Level{results.P90, results.P99, results.P999}
	TailLevels  = []Level{results.P99, results.P999}
)

// ToolRatePerSec is the plan's rate as the live panel gives it to the
// tools, which take whole requests a second: 1 s / I, rounded down.
func ToolRatePerSec(interval time.Duration) int64 { return int64(time.Second / interval) }

// The verdict's tolerances.
const (
	// MatchFactor is how far a tool's figure may be from a design's, as a
	// ratio either way of the two plus ClientFloorNs, after the tool's
	// resolution, for the design to match it at that level. The designs'
	// tails on the stalling server fall into bands two orders of
	// magnitude apart.
	MatchFactor = 4
	// ClientFloorNs is added to both figures before they are compared: a
	// tool's own client adds to every request's time. On this project's
	// two-core machine, tools that hide the stalls reported p99s of 1.7 to
	// 5 ms where the closed loop's model gives 1 ms.
	ClientFloorNs = 1_000_000
	// HideFactor is how many times below the truth a tool's figure must be,
	// at one of its tail levels, for the tool to hide the stalls: the
	// hiding rule's, which the explorer's words share.
	HideFactor = hiding.Factor
	// OpenShare is the share of the plan's D/I arrivals per stall from
	// which a tool sends through the stalls, as an open loop does.
	OpenShare = 0.5
	// ToolRateBoundPct is the least rate a tool must achieve before the
	// first stall, in % of the plan, for its phase to be believed: the
	// machine could make the load. Below our generator's RateBoundPct,
	// since tools pace with coarser timers.
	ToolRateBoundPct = 90
)

// Compared are the levels of MatchLevels the tool prints.
func Compared(j *Judged) []Level { return printed(j, MatchLevels) }

// Tail are the levels of TailLevels the tool prints, or its p90 if none.
func Tail(j *Judged) []Level {
	if out := printed(j, TailLevels); len(out) > 0 {
		return out
	}
	return printed(j, []Level{results.P90})
}

func printed(j *Judged, levels []Level) []Level {
	var out []Level
	for _, l := range levels {
		if _, ok := j.ReportedNs[l]; ok {
			out = append(out, l)
		}
	}
	return out
}

// Factor is the largest FactorAt over the compared levels between the
// tool's figures and the model's recording m.
func Factor(j *Judged, m *results.LiveRecording) float64 {
	f := 1.0
	for _, l := range Compared(j) {
		f = max(f, FactorAt(j, l, m.AtNs[l]))
	}
	return f
}

// FactorAt is how far the tool's figure at level is from ns, as a ratio
// of at least 1 of the two plus ClientFloorNs, after its resolution: a
// tool that prints whole milliseconds and says 1 ms may have seen
// anything from 0 to 2 ms.
func FactorAt(j *Judged, level Level, ns int64) float64 {
	got, step := j.ReportedNs[level], max(j.ResolutionNs[level], 1)
	lo, hi := float64(max(got-step, 0)+ClientFloorNs), float64(got+step+ClientFloorNs)
	want := float64(max(ns, 0) + ClientFloorNs)
	switch {
	case want < lo:
		return lo / want
	case want > hi:
		return want / hi
	}
	return 1
}

// A Verdict is what the figures say of a tool.
type Verdict struct {
	Finding Finding
	Match   string  // the design nearest the tool's tail; "" if none could be judged
	Factor  float64 // the largest ratio, at a compared level, between the tool's figure and the match's
	Within  bool    // Factor ≤ MatchFactor
	// Hidden is the largest ratio of the truth's figure to the tool's at a
	// compared level: how many times the tool's tail is below the truth.
	Hidden float64
	Hides  bool // Hidden ≥ HideFactor
	NoPlan bool // it sent faster than the plan, beyond its noise (PlanEdgeOf)
	// PlanUnsure flags NoPlan, either way: the rate cannot tell whether
	// the tool had a plan, and the designs of both kinds are candidates.
	PlanUnsure bool
	Edge       PlanEdge
	// NoStall is true if no stall began before its last request and the
	// server's service time is fixed: its figures say nothing of how it
	// meets a slow moment, and it matches no design.
	NoStall bool
	Open    bool // it sent through the stalls
	// After is the server's most common word for what it did after the
	// stalls, "" if no stall ended before its last request.
	After string
	// Sending is the words for how it sent, Words the whole verdict's.
	Sending, Words string
}

// Decide judges j from its figures and the server's view, never from its
// name. The server's view says how it sent: with no plan, or on one. Of
// the designs that send so, the match is the one whose figures are
// nearest the tool's at MatchLevels; the tool hides the stalls if its
// figures at TailLevels are HideFactor below the truth's.
func Decide(j *Judged, sc results.Scenario) Verdict {
	sc = j.PlanOf(sc) // the plan this run was given
	edge := PlanEdgeOf(j, sc)
	v := Verdict{NoPlan: edge.NoPlan, PlanUnsure: edge.Unsure, Edge: edge, After: MostCommon(j.View.AfterStalls)}
	if len(j.View.StallArrivals) > 0 && sc.Interval > 0 && sc.Stall >= sc.Interval { // an open loop sends at least one request a stall
		perStall := float64(sc.Stall) / float64(sc.Interval)
		sum := 0
		for _, a := range j.View.StallArrivals {
			sum += a
		}
		v.Open = float64(sum)/float64(len(j.View.StallArrivals)) >= OpenShare*perStall
	}
	compared := Compared(j)
	truth, haveModel := j.Model(results.Open)
	v.NoStall = len(j.View.StallArrivals) == 0 && !j.ServiceDrawn
	if j.ReadError == "" && haveModel && len(compared) > 0 && !v.NoStall {
		v.Factor = math.Inf(1)
		for _, name := range candidatesOf(v) {
			m, _ := j.Model(name)
			if f := Factor(j, m); f < v.Factor {
				v.Match, v.Factor = name, f
			}
		}
		v.Hidden = hiddenBy(j, truth, j.ReportedNs)
		v.Hides = hiding.Hides(v.Hidden)
		// a closed loop on a plan that shows the stalls either times from
		// the plan or corrects: at the interval that fits, if it fits better
		if fit, ok := j.Model(results.FittedCorrected); ok && !v.Hides && !v.Open && !v.NoPlan {
			if f := Factor(j, fit); f < v.Factor {
				v.Match, v.Factor = results.FittedCorrected, f
			}
		}
		v.Within = v.Factor <= MatchFactor
		v.Finding = finding(j, v, truth)
	}
	v.Sending = sending(v)
	v.Words = words(j, v)
	return v
}

// candidatesOf are the designs whose sending is what the server saw of
// v's tool: both kinds if its rate cannot tell whether it had a plan.
func candidatesOf(v Verdict) []string {
	if v.PlanUnsure {
		return append(candidates(false), candidates(true)...)
	}
	return candidates(v.NoPlan)
}

// candidates are the designs whose sending is what the server saw: the
// unpaced ones if the tool had no plan, the paced ones if it had.
func candidates(noPlan bool) []string {
	if noPlan {
		return []string{results.Unpaced, results.Wrk}
	}
	return []string{results.Open, results.Closed, results.Plan, results.Corrected, results.Skip}
}

// msText is ns in milliseconds to four significant digits: "1.251 ms".
func msText(ns int64) string { return strconv.FormatFloat(float64(ns)/1e6, 'g', 4, 64) + " ms" }

// roundTo rounds v to the given decimals.
func roundTo(v float64, decimals int) float64 {
	p := math.Pow(10, float64(decimals))
	return math.Round(v*p) / p
}
