package verdict

import (
	"math"
	"strconv"
	"time"

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
// whether it had one); or where, below the edge, a closed loop with no
// plan could not have sent faster than the edge and a noise, so that the
// rate cannot tell the two apart. A rate above the edge by more than a
// noise is no plan's, whatever the tool was thought able to send.
//
// A tool with no plan sends nothing while the server stalls, so over the
// whole run it makes its early rate times the share of the run without a
// stall. A tool that sent above the edge early, yet over the whole run
// made its plan's rate, within PlanEdgeNoises noises, and not what such a
// tool would, by more than as many (autocannon's -R, which lets each connection
// send its second's quota as fast as replies come), kept a plan in
// bursts: its decision is flagged, and the designs of both kinds are
// candidates.
const PlanEdgeNoises = 2

// A PlanEdge is what the early rate is set against.
type PlanEdge struct {
	RatePct, NoisePct, EdgePct float64
	// UnpacedPct is what a closed loop with no plan could send, in % of
	// the plan; +Inf where S_w + L is not known. Where the tool caught up
	// only in part after the stalls, or fell further behind, it is at
	// most the rate it sent then, CatchUpPct: behind its plan, it sent as
	// fast as it could.
	UnpacedPct, CatchUpPct float64
	NoPlan                 bool // the rate is above the edge
	Unsure                 bool // and the decision, either way, is flagged
	// WholePct is the rate over the whole run, in % of the plan, and
	// WholeNoisePct its noise; Bursts is set where the tool kept its plan
	// in bursts (see PlanEdgeNoises).
	WholePct, WholeNoisePct float64
	Bursts                  bool
}

// PlanEdgeOf sets j's early rate against the plan's edge on sc. The noise
// of a count of n planned requests is taken as √n, plus one request a
// connection at each end of the stretch, over n.
func PlanEdgeOf(j *Judged, sc results.Scenario) PlanEdge {
	sc = j.PlanOf(sc) // the plan this run was given
	e := PlanEdge{RatePct: j.View.EarlyRatePct.Float(), WholePct: j.View.RatePct.Float(), UnpacedPct: math.Inf(1)}
	conns := float64(max(j.View.Connections, 1))
	if sc.Interval > 0 {
		if perReq := j.ServiceWorkerNs + j.RTTNs; perReq > 0 {
			e.UnpacedPct = 100 * conns * float64(sc.Interval) / float64(perReq)
		}
		e.NoisePct = countNoisePct(float64(QuietNs(sc))/float64(sc.Interval), conns)
		e.WholeNoisePct = countNoisePct(float64(sc.Duration)/float64(sc.Interval), conns)
	}
	if after := MostCommon(j.View.AfterStalls); (after == results.CatchingUp || after == results.FellBehind) && j.View.CatchUpRatePct.Float() > 0 {
		e.CatchUpPct = j.View.CatchUpRatePct.Float()
		e.UnpacedPct = min(e.UnpacedPct, e.CatchUpPct)
	}
	e.EdgePct = 100 + PlanEdgeNoises*e.NoisePct
	if j.View.Requests == 0 {
		return e // nothing arrived: nothing to tell
	}
	e.NoPlan = e.RatePct > e.EdgePct
	e.Unsure = math.Abs(e.RatePct-e.EdgePct) < e.NoisePct ||
		e.RatePct < 100-PlanEdgeNoises*e.NoisePct ||
		!e.NoPlan && e.UnpacedPct < e.EdgePct+e.NoisePct
	if e.NoPlan && sc.Interval > 0 && math.Abs(e.WholePct-100) <= PlanEdgeNoises*e.WholeNoisePct &&
		math.Abs(e.WholePct-e.RatePct*QuietShare(sc)) > PlanEdgeNoises*e.WholeNoisePct {
		e.NoPlan, e.Unsure, e.Bursts = false, true, true
	}
	return e
}

// countNoisePct is the noise of a count of planned requests, in % of it:
// √planned, plus one request a connection at each end of the stretch,
// over planned (at least one).
func countNoisePct(planned, conns float64) float64 {
	planned = max(planned, 1)
	return 100 * (math.Sqrt(planned) + 2*conns) / planned
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

// QuietShare is the share of sc's run that no stall covers.
func QuietShare(sc results.Scenario) float64 {
	if sc.Duration <= 0 {
		return 1
	}
	var stalled time.Duration
	for at := sc.FirstStall; sc.Stall > 0 && sc.Period > 0 && at < sc.Duration; at += sc.Period {
		stalled += min(sc.Stall, sc.Duration-at)
	}
	return 1 - float64(stalled)/float64(sc.Duration)
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
	if e.Bursts {
		return "its rate cannot tell whether it has a plan (" + pctText(e.RatePct) + " of the plan's before the first stall, above an edge of " +
			pctText(e.EdgePct) + ", yet " + pctText(e.WholePct) + " over the run: a plan kept in bursts, or none)"
	}
	return "its rate cannot tell whether it has a plan (" + pctText(e.RatePct) + " of the plan's before the first stall, against an edge of " +
		pctText(e.EdgePct) + " ± " + pctText(e.NoisePct) + e.unpacedText() + ")"
}

func (e PlanEdge) unpacedText() string {
	switch {
	case math.IsInf(e.UnpacedPct, 1):
		return ""
	case e.CatchUpPct > 0 && e.UnpacedPct == e.CatchUpPct:
		return "; behind its plan after the stalls, as fast as it could, it sent " + pctText(e.UnpacedPct)
	}
	return "; with no plan it could have sent " + pctText(e.UnpacedPct)
}

// pctText is a percentage to four significant digits: "105.6 %".
func pctText(v float64) string { return strconv.FormatFloat(v, 'g', 4, 64) + " %" }
