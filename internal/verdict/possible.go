package verdict

import (
	"strings"

	"coordinated-omission/internal/results"
)

// Possible are the designs that send as the server saw the tool send,
// whatever its figures say: the unpaced ones if it had no plan; the skip
// design if it dropped the slots it missed; the closed loop's (closed,
// plan and corrected, which send alike and time differently) if it caught
// up or fell behind; and every paced design if it sent through the
// stalls (a closed loop with as many connections does too) or no stall
// ended in its run.
func Possible(v Verdict) []string {
	switch {
	case v.PlanUnsure:
		return candidatesOf(v)
	case v.NoPlan:
		return []string{results.Unpaced, results.Wrk}
	case v.Open || v.After == "" || v.After == results.KeptUp:
		return candidates(false)
	case v.After == results.SkippedUp:
		return []string{results.Skip}
	}
	return []string{results.Closed, results.Plan, results.Corrected}
}

// possibleWords says which designs how v's tool sent leaves: "how it sent
// leaves the closed, plan and corrected designs".
func possibleWords(v Verdict) string {
	p := Possible(v)
	switch len(p) {
	case 1:
		return "how it sent leaves only the " + p[0] + " design"
	case len(candidates(false)):
		return "how it sent leaves every paced design (" + strings.Join(p, ", ") + ")"
	}
	return "how it sent leaves the " + strings.Join(p[:len(p)-1], ", ") + " and " + p[len(p)-1] + " designs"
}
