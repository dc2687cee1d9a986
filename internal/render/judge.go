package render

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"

	"coordinated-omission/internal/results"
	"coordinated-omission/internal/verdict"
)

// judgeLevels are the levels a judged tool's figures are shown at.
var judgeLevels = []Level{results.P90, results.P99, results.P999, results.Max}

// Judgement returns what -judge and -serve print of a judged run: the
// server's view, the tool's figures, every design's, and the verdict.
func Judgement(j *results.Judged, sc results.Scenario, random *results.RandomConfig) string {
	sc = j.PlanOf(sc) // the plan this run was given
	var b bytes.Buffer
	fmt.Fprintln(&b, Outcome(j, sc))
	fmt.Fprintf(&b, "the server's view: %s\n", serverView(j, sc))
	fmt.Fprintf(&b, "its figures: %s\n", reported(j))
	if j.ModelError != "" {
		fmt.Fprintf(&b, "the model: none: %s\n", j.ModelError)
	} else {
		fmt.Fprintf(&b, "the model, with %s, L = %v, N = %s, one request every %v for %v:\n",
			modelService(j, sc, random), Latency(j.RTTNs), Count(int64(j.ModelConnections)).Of("connection", "connections"), Latency(sc.Interval), Latency(j.ModelDurationNs))
		w := tabwriter.NewWriter(&b, 0, 0, 3, ' ', tabwriter.AlignRight)
		fmt.Fprint(w, "\t")
		for _, l := range judgeLevels {
			fmt.Fprintf(w, "%s\t", l)
		}
		fmt.Fprintln(w)
		for _, m := range j.Models {
			fmt.Fprintf(w, "%s\t", designLabel(j, m.Name))
			for _, l := range judgeLevels {
				fmt.Fprintf(w, "%v\t", Latency(m.AtNs[l]).Sig4())
			}
			fmt.Fprintln(w)
		}
		_ = w.Flush()
	}
	fmt.Fprintf(&b, "verdict: %s\n", VerdictLine(j, sc))
	fmt.Fprintf(&b, "self-checks: %s\n", selfChecks(j, sc))
	return b.String()
}

// Outcome is a judged run in one line: how the command ended, the verdict
// and whether the self-checks held.
func Outcome(j *results.Judged, sc results.Scenario) string {
	sc = j.PlanOf(sc) // the plan this run was given
	trust := "self-checks held"
	if !verdict.Believable(j, sc) {
		trust = "flagged by its self-checks, not a finding"
	}
	words := verdict.Decide(j, sc).Words
	if !strings.HasPrefix(words, j.Exit+"; ") { // words that say how it ended already
		words = j.Exit + "; " + words
	}
	return fmt.Sprintf("%s: %s; %s", j.CommandLine(), words, trust)
}

// designLabel names a design for a table, with its interval where it has one.
func designLabel(j *results.Judged, name string) string {
	switch name {
	case results.Open:
		return "open (the truth)"
	case results.Corrected:
		return "corrected at N·I = " + Latency(j.CorrectedIntervalNs).String()
	case results.Wrk:
		return "wrk, E_w = " + Latency(j.WrkIntervalNs).String()
	case results.FittedCorrected:
		return "corrected at E = " + Latency(j.FittedIntervalNs).Sig4().String() + ", fitted"
	}
	return name
}

// serverView is the server's view in one line.
func serverView(j *results.Judged, sc results.Scenario) string {
	v := j.View
	if v.Requests == 0 {
		return "no scheduled request arrived"
	}
	arrivals := make([]string, len(v.StallArrivals))
	for i, a := range v.StallArrivals {
		arrivals[i] = strconv.Itoa(a)
	}
	after := "no stall ended before its last request"
	if len(v.AfterStalls) > 0 {
		after = "after each stall: " + strings.Join(v.AfterStalls, ", ")
	}
	perStall := int64(0)
	if sc.Interval > 0 {
		perStall = int64(sc.Stall / sc.Interval)
	}
	return fmt.Sprintf("%s on %s; arrivals during each stall: %s (an open loop sends %s); peak in flight %s; rate %s %% of the plan's one per %v (%s %% in the first stretch without a stall); %s; first arrival %v after the start; S_w %v, L %v",
		Count(v.Requests).Of("request", "requests"), Count(int64(v.Connections)).Of("connection", "connections"),
		orNone(strings.Join(arrivals, ", ")), Count(perStall), Count(int64(v.PeakInFlight)), v.RatePct, Latency(sc.Interval), v.EarlyRatePct,
		after, Latency(v.StartupNs).Sig4(), Latency(j.ServiceWorkerNs).Sig4(), Latency(j.RTTNs).Sig4()) + rttFrom(j)
}

// rttFrom says where L came from when it is not the loopback's pings,
// and where the server and the tool ran if they were placed apart.
func rttFrom(j *results.Judged) string {
	s := ""
	if j.RTTFrom == results.RTTKernel {
		s = " (the kernel's least round trip on its connections, from TCP_INFO)"
	}
	if j.Placement != "" {
		s += "; " + j.Placement
	}
	return s
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// reported is the tool's own figures in one line.
func reported(j *results.Judged) string {
	if j.ReadError != "" {
		return "could not be read: " + j.ReadError
	}
	var parts []string
	for _, l := range append([]Level{results.P50}, judgeLevels...) {
		if ns, ok := j.ReportedNs[l]; ok {
			parts = append(parts, fmt.Sprintf("%s %v", l, Latency(ns)))
		}
	}
	s := fmt.Sprintf("%s (read as %s", strings.Join(parts, ", "), j.Format)
	if step, ok := j.ResolutionNs[results.P99]; ok {
		s += fmt.Sprintf(", to %v", Latency(step))
	}
	if j.Note != "" {
		s += "; " + j.Note
	}
	return s + ")"
}

// VerdictLine is the verdict, with the match and its figures.
func VerdictLine(j *results.Judged, sc results.Scenario) string {
	sc = j.PlanOf(sc) // the plan this run was given
	v := verdict.Decide(j, sc)
	if v.Match == "" {
		return v.Words
	}
	levels := verdict.Compared(j)
	names := make([]string, len(levels))
	for i, l := range levels {
		names[i] = string(l)
	}
	match, words := "matches "+designLabel(j, v.Match), v.Words
	if !v.Within {
		match = "matches no design within ×" + strconv.Itoa(verdict.MatchFactor) + "; nearest is " + designLabel(j, v.Match)
	}
	if v.Finding == verdict.FindsNoMatch { // its words would say the first part again
		words = v.Sending
	}
	line := fmt.Sprintf("%s (within ×%s at %s)", match, strconv.FormatFloat(v.Factor, 'f', 2, 64), strings.Join(names, ", "))
	if words == "" {
		return line
	}
	return line + "; " + words
}

// selfChecks says whether the run's self-checks held, and which did not,
// and how far the worker's lateness was from changing the verdict.
func selfChecks(j *results.Judged, sc results.Scenario) string {
	var failed []string
	margin := ""
	for _, c := range verdict.Checks(j, sc) {
		switch {
		case c.Name == j.Run+".worker_late" && c.OK:
			margin = fmt.Sprintf("; the worker was %s late at p99, and %s would change the verdict", withUnit(c.Value, c.Unit), steadyText(c.Bound))
		case c.Name == j.Run+".worker_late":
			failed = append(failed, fmt.Sprintf("%s %s, and %s could change the verdict", c.What, withUnit(c.Value, c.Unit), steadyText(c.Bound)))
		case !c.OK:
			value, bound := checkFigures(c.Value, c.Bound, c.Unit)
			failed = append(failed, fmt.Sprintf("%s %s, bound %s", c.What, value, bound))
		}
	}
	if len(failed) == 0 {
		return "held: the verdict is a finding" + margin
	}
	return "flagged, not a finding: " + strings.Join(failed, "; ")
}

// steadyText is the least disturbance that could change a verdict, in
// µs as its check states it: "439.1 µs", or "no lateness below 10 s" at
// the cap, and "any lateness" at 0, a tie.
func steadyText(us float64) string {
	switch {
	case us >= verdict.SteadyCapNs/1e3:
		return "no lateness below " + Latency(verdict.SteadyCapNs).String()
	case us <= 0:
		return "any lateness at all (a tie among the designs)"
	}
	return "a lateness of " + Latency(int64(math.Round(us*1e3))).Sig4().String()
}

// modelService is the service time the model of a judged run takes: the
// worker's own, S_w, or with a drawn one, the worker's draws themselves.
func modelService(j *results.Judged, sc results.Scenario, random *results.RandomConfig) string {
	if random == nil {
		return fmt.Sprintf("S_w = %v", Latency(j.ServiceWorkerNs))
	}
	return fmt.Sprintf("the worker's own service times, drawn %s of mean %v from seed %s", random.ServiceDist, Latency(sc.Service), random.Seed)
}

// lateShort is the worker's lateness at p99 beside the verdict's margin,
// the least lateness that could change it, in a table cell: "112.3 µs /
// 439.1 µs"; "—" for the margin of a verdict with nothing to change.
func lateShort(j *results.Judged, sc results.Scenario) string {
	sc = j.PlanOf(sc) // the plan this run was given
	late := Latency(verdict.Disturbance(j)).Sig4().String()
	steady := verdict.Steady(j, sc)
	if steady >= verdict.SteadyCapNs {
		return late + " / —"
	}
	return late + " / " + Latency(steady).Sig4().String()
}
