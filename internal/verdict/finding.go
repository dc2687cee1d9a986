package verdict

import (
	"strconv"
	"strings"

	"coordinated-omission/internal/hiding"
	"coordinated-omission/internal/results"
)

// A Finding is what a verdict finds of how a tool times its requests.
type Finding string

// The findings, one per verdict.
const (
	FindsNothing  Finding = ""         // its figures could not be read, no stall fell in its run, or it prints no tail
	FindsHiding   Finding = "hides"    // its tail is HideFactor or more below the truth's
	FindsThrough  Finding = "through"  // it sent through the stalls with so many in flight that every design shows them
	FindsUntold   Finding = "untold"   // timing from the send would report within HideFactor of the truth: nothing tells the designs apart
	FindsNoMatch  Finding = "nomatch"  // no design is within MatchFactor of its figures
	FindsCorrects Finding = "corrects" // it matches a correction
	FindsPlan     Finding = "plan"     // it matches a design that times from the plan
	FindsSend     Finding = "send"     // it matches one that times from the send, but is short of hiding the stalls
)

// hiddenBy is the largest ratio, at the tool's tail levels, of the
// truth's figure to figuresNs, each with the tool's resolution added.
func hiddenBy(j *Judged, truth *results.LiveRecording, figuresNs map[Level]int64) float64 {
	hidden := 0.0
	for _, l := range Tail(j) {
		hidden = max(hidden, hiding.Hidden(truth.AtNs[l], figuresNs[l]+max(j.ResolutionNs[l], 1)))
	}
	return hidden
}

// finding is what v, once matched, finds. A tool that hides the stalls
// does, whatever it matches. Otherwise the run must tell the designs
// apart: some design that times from the send must be HideFactor below
// the truth. None is when the stall is too short to lift the truth's
// tail, or when the tool kept so many requests in flight that its sends
// were on time whatever it times from; the stalls then show in its
// figures, if they lift the truth HideFactor above a quiet request.
func finding(j *Judged, v Verdict, truth *results.LiveRecording) Finding {
	tells := false
	for _, name := range fromSend(v) {
		if m, ok := j.Model(name); ok && hiding.Hides(hiddenBy(j, truth, m.AtNs)) {
			tells = true
		}
	}
	lifted := hiding.Hides(hiddenBy(j, truth, quietFigures(j)))
	return findingOf(v.Hides, tells, lifted, v.Open, v.Within, v.Match)
}

// quietFigures are a quiet request's time, S_w + L, at every level.
func quietFigures(j *Judged) map[Level]int64 {
	quiet := j.ServiceWorkerNs + j.RTTNs
	return map[Level]int64{results.P90: quiet, results.P99: quiet, results.P999: quiet}
}

// findingOf is the finding of a verdict that hides the stalls or not,
// whose run tells the designs apart or not, whose truth the stalls lift
// or not, that sends through the stalls or not, and whose match, within
// MatchFactor or not, is match.
func findingOf(hides, tells, lifted, open, within bool, match string) Finding {
	if hides {
		return FindsHiding
	}
	// an if-chain, not a switch, so that a mutation tester mutates its conditions
	if !tells && lifted && open {
		return FindsThrough
	}
	if !tells {
		return FindsUntold
	}
	if !within {
		return FindsNoMatch
	}
	if match == results.Corrected || match == results.Wrk || match == results.FittedCorrected {
		return FindsCorrects
	}
	if match == results.Open || match == results.Plan {
		return FindsPlan
	}
	return FindsSend
}

// fromSend are v's candidate designs that time from the actual send: a
// tool that matches one of them hides what the stalls do to the plan.
func fromSend(v Verdict) []string {
	if v.PlanUnsure {
		return []string{results.Closed, results.Skip, results.Unpaced}
	}
	if v.NoPlan {
		return []string{results.Unpaced}
	}
	return []string{results.Closed, results.Skip}
}

// words puts v in words.
func words(j *Judged, v Verdict) string {
	var what string
	switch {
	case j.ReadError != "" || j.Format == "":
		what = unread(j)
	case !haveModel(j) && j.ModelError != "":
		what = "no model could be made of its run (" + j.ModelError + "), so there is nothing to judge it against"
	case !haveModel(j):
		what = "no model could be made of its run, so there is nothing to judge it against"
	case v.NoStall:
		what = "no stall fell inside its run, so there is nothing to judge"
	case v.Finding == FindsNothing:
		what = "it prints no tail percentile to judge"
	case v.Finding == FindsHiding:
		what = "hides " + slowMoments(j) + " (" + timesText(v.Hidden) + " below the truth)"
	case v.Finding == FindsThrough:
		what = "shows " + slowMoments(j) + ", as every design does with as many requests in flight as it kept, so its figures cannot tell what it times from"
	case v.Finding == FindsUntold:
		what = "timing from the send would report within " + strconv.Itoa(HideFactor) + " times of the truth here, too close to tell the designs apart"
	case v.Finding == FindsNoMatch:
		what = "matches no design within ×" + strconv.Itoa(MatchFactor)
	case v.Match == results.Corrected:
		what = "corrects, at N·I = " + msText(j.CorrectedIntervalNs)
	case v.Match == results.Wrk:
		what = "corrects, at wrk's interval E_w = " + msText(j.WrkIntervalNs)
	case v.Match == results.FittedCorrected:
		what = "corrects, at about E = " + msText(j.FittedIntervalNs) + ", the interval that fits its figures best"
	case v.Finding == FindsPlan:
		what = "times from its plan"
	default:
		what = "times from its actual send, " + timesText(v.Hidden) + " below the truth, short of the " + strconv.Itoa(HideFactor) + " times that hides " + slowMoments(j)
	}
	if v.Sending != "" {
		what += "; " + v.Sending
	}
	if (j.ReadError != "" || j.Format == "") && j.View.Requests > 0 {
		what += "; " + possibleWords(v)
	}
	return what
}

// sending puts in words how v's tool sent.
func sending(v Verdict) string {
	var parts []string
	if w := v.Edge.words(); w != "" {
		parts = append(parts, w)
	}
	switch {
	case v.Open:
		parts = append(parts, "sends through the stalls")
	case v.After == results.SkippedUp:
		parts = append(parts, "skips slots")
	case v.After == results.FellBehind:
		parts = append(parts, "falls behind")
	case v.After == results.CatchingUp && !v.NoPlan:
		parts = append(parts, "catches up only in part after each stall")
	case v.After == results.CaughtUp && !v.NoPlan:
		parts = append(parts, "catches up after each stall")
	}
	return strings.Join(parts, "; ")
}

// timesText is a ratio to one decimal: "84.8×".
func timesText(x float64) string { return strconv.FormatFloat(roundTo(x, 1), 'f', -1, 64) + "×" }

// haveModel reports whether j has the model's figures, the truth's among
// them.
func haveModel(j *Judged) bool { _, ok := j.Model(results.Open); return ok }

// slowMoments names the server's slow moments that a tool may hide: its
// stalls, and with a drawn service time its slow requests.
func slowMoments(j *Judged) string {
	switch stalled := len(j.View.StallArrivals) > 0; {
	case !j.ServiceDrawn:
		return "the stalls"
	case stalled:
		return "the stalls and slow requests"
	}
	return "the slow requests"
}

// unread says why a tool's figures could not be read: how it ended, if
// not as a tool that ran should, and the parser's reason.
func unread(j *Judged) string {
	what := "its figures could not be read"
	if j.ReadError != "" {
		what += " (" + j.ReadError + ")"
	}
	if j.Exit != "" && j.Exit != "exit status 0" && j.Exit != results.ServedByHand {
		what = j.Exit + "; " + what
	}
	return what
}
