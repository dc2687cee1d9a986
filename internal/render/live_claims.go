package render

import (
	"fmt"
	"math"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
)

// liveClaims decides the live section's claims from lv's exact figures;
// sim is the simulation's, nil if there is none.
func liveClaims(lv *Live, sim *Figures) LiveClaims {
	within := func(live, model Latency, pct float64) bool {
		return math.Abs(float64(live)/float64(model)-1) <= pct/100
	}
	var c LiveClaims
	off := func(r *LiveRecording, level Level, pct float64) bool {
		return !within(r.Live[level], r.Model[level], pct)
	}
	c.TailWithin10 = !off(lv.Open, results.P99, 10) && !off(lv.Open, results.P999, 10)
	fixed := lv.Drawn == "" // the claims below that rest on one S_w hold only for a fixed service time
	c.ClosedSpreads = fixed && (off(lv.Closed, results.P90, 10) || off(lv.Closed, results.P99, 10))
	c.DrainsSlower = fixed && lv.ServiceMean > lv.ServiceEff && lv.Open.Live[results.P50] > lv.Open.Model[results.P50]
	c.HeyShort = lv.Hey.N < lv.Scenario.Requests
	c.HeyInPhase = lv.Scenario.Connections > 1
	c.HeyBelowSkip = lv.Hey.N < lv.Hey.ModelN
	s := lv.Scenario
	c.Stalled = s.Stall > 0 && s.FirstStall < s.Duration
	c.ClosedBelowOpen = lv.Closed.Live[results.P99] < lv.Open.Live[results.P99]
	// both explain the body by the backlogs stalls leave
	openApart := c.Stalled && (off(lv.Open, results.P50, 10) || off(lv.Open, results.P90, 10))
	c.OpenBodyApart, c.DrawnBodyApart = fixed && openApart, !fixed && openApart
	c.VegetaBodyApart = c.Stalled && off(lv.Vegeta, results.P50, 10)
	c.Carried = c.Stalled && lv.Open.Live[results.Max] > lv.Closed.Live[results.Max]+10*s.Interval
	c.ModelCarried = lv.Open.Model[results.Max] > lv.Closed.Model[results.Max]+10*s.Interval
	c.SameScenario = fixed && sim != nil && s.Service == sim.Service && s.Interval == sim.Interval && s.Stall == sim.Stall &&
		s.Period == sim.Period && s.FirstStall == sim.FirstStall && s.Connections == sim.Connections
	return c
}

// LiveLine sums up a live file in one line for the terminal.
func LiveLine(f *rawfile.File) string {
	l, err := results.DecodeLive(f)
	if err != nil {
		return "live: " + err.Error()
	}
	lv := readLive(l, nil)
	verdict := "every self-check held"
	switch {
	case !lv.Ours.Believable:
		verdict = "a self-check of our generator's phase failed, so these are not findings: " + List(lv.Ours.Failed)
	case !lv.Believable:
		var flagged []string
		for _, p := range lv.Flagged() {
			flagged = append(flagged, p.Who+" ("+List(p.Failed)+")")
		}
		verdict = "our generator's self-checks held; flagged, not findings: " + List(flagged)
	}
	vegeta := ""
	if lv.Vegeta.Flagged {
		vegeta = ", flagged"
	}
	return fmt.Sprintf("live: open p99 %v (model %v, %s), closed p99 %v, vegeta p99 %v%s; %s",
		lv.Open.At(results.P99), lv.Open.ModelAt(results.P99), lv.Open.Error(results.P99), lv.Closed.At(results.P99), lv.Vegeta.At(results.P99), vegeta, verdict)
}
