package render

import (
	"fmt"
	"math"

	"coordinated-omission/internal/rawfile"
)

// liveClaims decides the live section's claims.
func liveClaims(lv *Live, sim *Figures) LiveClaims {
	within := func(live, model Latency, pct float64) bool {
		return math.Abs(float64(live)/float64(model)-1) <= pct/100
	}
	var c LiveClaims
	off := func(r *LiveRecording, i int, pct float64) bool { return !within(r.Live[i], r.Model[i], pct) }
	c.TailWithin10 = !off(lv.Open, 2, 10) && !off(lv.Open, 3, 10)
	c.VegetaWithin15 = !off(lv.Vegeta, 2, 15)
	c.ClosedSpreads = off(lv.Closed, 1, 10) || off(lv.Closed, 2, 10)
	c.MeanAboveMedian = lv.ServiceMean > lv.ServiceEff
	c.HeyShort = lv.Hey.N < lv.Scenario.Requests
	s := lv.Scenario
	c.Stalled = s.Stall > 0 && s.FirstStall < s.Duration
	c.ClosedBelowOpen = lv.Closed.Live[2] < lv.Open.Live[2]
	// both explain the body by the backlogs stalls leave
	c.OpenBodyApart = c.Stalled && (off(lv.Open, 0, 10) || off(lv.Open, 1, 10))
	c.VegetaBodyApart = c.Stalled && off(lv.Vegeta, 0, 10)
	c.Carried = c.Stalled && lv.Open.Live[4] > lv.Closed.Live[4]+10*s.Interval
	c.ModelCarried = lv.Open.Model[4] > lv.Closed.Model[4]+10*s.Interval
	c.SameScenario = sim != nil && s.Service == sim.Service && s.Interval == sim.Interval && s.Stall == sim.Stall &&
		s.Period == sim.Period && s.FirstStall == sim.FirstStall && s.Connections == sim.Connections
	return c
}

// LiveLine sums up a live file in one line for the terminal.
func LiveLine(f *rawfile.File) string {
	lv, err := readLive(f, nil)
	if err != nil {
		return "live: " + err.Error()
	}
	verdict := "every self-check held"
	if !lv.Believable {
		verdict = "a self-check failed, so these are not findings: " + List(lv.Failed())
	}
	return fmt.Sprintf("live: open p99 %v (model %v, %s), closed p99 %v, vegeta p99 %v; %s",
		lv.Open.At("p99"), lv.Open.ModelAt("p99"), lv.Open.Error("p99"), lv.Closed.At("p99"), lv.Vegeta.At("p99"), verdict)
}
