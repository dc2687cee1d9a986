package verdict

import (
	"math"
	"strconv"

	"coordinated-omission/internal/results"
)

// Whether a tool sent on a plan is decided from its achieved rate in the
// first stretch without a stall (the server view's EarlyRatePct), in % of
// the plan's:
//   - a tool on a plan sends at most the plan's rate, 100 %, give or take
//     the noise of counting its requests over the stretch;
//   - a tool with no plan sends as fast as its replies come, up to what a
//     closed loop with no plan could send, C/(S_w + L): 100·C·I/(S_w + L) %
//     with C connections.
//
// The edge is PlanEdgeNoises noises above 100 %: a rate above it is faster
// than any plan-keeper sends, so the tool has no plan. The decision is
// flagged, as a figure that is not a finding is, where the rate is within
// one noise of the edge; where it fell more than PlanEdgeNoises noises
// short of the plan (it kept no plan's rate, so its rate cannot say
// whether it had one); or where a closed loop with no plan could not
// have sent faster than the edge and a noise, so that the rate cannot
// tell the two apart.
const PlanEdgeNoises = 2

// A PlanEdge is what the early rate is set against.
type PlanEdge struct {
	RatePct, NoisePct, EdgePct float64
	// UnpacedPct is what a closed loop with no plan could send, in % of
	// the plan; +Inf where S_w + L is not known.
	UnpacedPct float64
	NoPlan     bool // the rate is above the edge
	Unsure     bool // and the decision, either way, is flagged
}

// PlanEdgeOf sets j's early rate against the plan's edge on sc. The noise
// of a count of n planned requests is taken as √n, plus one request a
// connection at each end of the stretch, over n.
func PlanEdgeOf(j *Judged, sc results.Scenario) PlanEdge {
	e := PlanEdge{RatePct: j.View.EarlyRatePct.Float(), UnpacedPct: math.Inf(1)}
	conns := float64(max(j.View.Connections, 1))
	if sc.Interval > 0 {
		if perReq := j.ServiceWorkerNs + j.RTTNs; perReq > 0 {
			e.UnpacedPct = 100 * conns * float64(sc.Interval) / float64(perReq)
		}
		planned := max(float64(QuietNs(sc))/float64(sc.Interval), 1)
		e.NoisePct = 100 * (math.Sqrt(planned) + 2*conns) / planned
	}
	e.EdgePct = 100 + PlanEdgeNoises*e.NoisePct
	if j.View.Requests == 0 {
		return e // nothing arrived: nothing to tell
	}
	e.NoPlan = e.RatePct > e.EdgePct
	e.Unsure = math.Abs(e.RatePct-e.EdgePct) < e.NoisePct ||
		e.RatePct < 100-PlanEdgeNoises*e.NoisePct ||
		e.UnpacedPct < e.EdgePct+e.NoisePct
	return e
}

// QuietNs is the length of the first stretch without a stall on sc, as
// the server view takes it: up to the first stall, or from the end of one
// at 0 to the next; the whole run without stalls.
func QuietNs(sc results.Scenario) int64 {
	switch {
	case sc.Stall <= 0 || sc.Period <= 0 || sc.FirstStall >= sc.Duration:
		return int64(sc.Duration)
	case sc.FirstStall > 0:
		return int64(sc.FirstStall)
	}
	return int64(min(sc.Period, sc.Duration) - sc.Stall)
}

// words says how e decided, with its figures where it is flagged: "its
// rate cannot tell whether it has a plan (101.5 % of the plan's before
// the first stall, against an edge of 102 % ± 1 %)".
func (e PlanEdge) words() string {
	if !e.Unsure {
		if e.NoPlan {
			return "has no plan"
		}
		return ""
	}
	return "its rate cannot tell whether it has a plan (" + pctText(e.RatePct) + " of the plan's before the first stall, against an edge of " +
		pctText(e.EdgePct) + " ± " + pctText(e.NoisePct) + unpacedText(e.UnpacedPct) + ")"
}

func unpacedText(pct float64) string {
	if math.IsInf(pct, 1) {
		return ""
	}
	return "; with no plan it could have sent " + pctText(pct)
}

// pctText is a percentage to four significant digits: "105.6 %".
func pctText(v float64) string { return strconv.FormatFloat(v, 'g', 4, 64) + " %" }
