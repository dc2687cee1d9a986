package render

import (
	"fmt"
	"strings"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
)

// liveClaims decides the live section's claims from lv's exact figures;
// sim is the simulation's, nil if there is none. A claim about live
// figures rests only on findings: figures whose phase's checks held and
// whose phase's disturbance could not have moved them across the edge the
// claim draws.
func liveClaims(lv *Live, sim *Figures) LiveClaims {
	var c LiveClaims
	// off: the figure is a finding, and more than ModelBandPct % off the
	// model's; within: a finding, and within it
	off := func(r *LiveRecording, level Level) bool {
		return r.Finding(level) && !results.WithinBand(int64(r.Live[level]), int64(r.Model[level]))
	}
	within := func(r *LiveRecording, level Level) bool {
		return r.Finding(level) && results.WithinBand(int64(r.Live[level]), int64(r.Model[level]))
	}
	// apart: a's figure at level is above b's at level by more than gap,
	// however far each phase's disturbance moved either
	apart := func(a, b *LiveRecording, level Level, gap Latency) bool {
		return int64(a.Live[level])-a.Standing[level].DisturbanceNs > int64(b.Live[level])+b.Standing[level].DisturbanceNs+int64(gap)
	}
	c.TailWithin10 = within(lv.Open, results.P99) && within(lv.Open, results.P999)
	fixed := lv.Drawn == "" // the claims below that rest on one S_w hold only for a fixed service time
	c.ClosedSpreads = fixed && (off(lv.Closed, results.P90) || off(lv.Closed, results.P99))
	// the model's figure stands for the model: it has no disturbance
	model := &LiveRecording{Live: lv.Open.Model, Standing: map[Level]results.Standing{}}
	c.DrainsSlower = fixed && lv.ServiceMean > lv.ServiceEff && !lv.Open.Flagged && apart(lv.Open, model, results.P50, 0)
	c.HeyShort = lv.Hey.N < lv.Scenario.Requests
	c.HeyInPhase = lv.Scenario.Connections > 1
	c.HeyBelowSkip = lv.Hey.N < lv.Hey.ModelN
	s := lv.Scenario
	c.Stalled = s.Stall > 0 && s.FirstStall < s.Duration
	c.ClosedBelowOpen = !lv.Open.Flagged && apart(lv.Open, lv.Closed, results.P99, 0)
	// both explain the body by the backlogs stalls leave
	openApart := c.Stalled && (off(lv.Open, results.P50) || off(lv.Open, results.P90))
	c.OpenBodyApart, c.DrawnBodyApart = fixed && openApart, !fixed && openApart
	c.VegetaBodyApart = c.Stalled && off(lv.Vegeta, results.P50)
	c.Carried = c.Stalled && !lv.Open.Flagged && apart(lv.Open, lv.Closed, results.Max, 10*s.Interval)
	c.ModelCarried = lv.Open.Model[results.Max] > lv.Closed.Model[results.Max]+10*s.Interval
	c.SameScenario = fixed && sim != nil && s.Service == sim.Service && s.Interval == sim.Interval && s.Stall == sim.Stall &&
		s.Period == sim.Period && s.FirstStall == sim.FirstStall && s.Connections == sim.Connections
	return c
}

// Unsteady names the figures, recording by recording, that the
// disturbance of a phase whose checks held could have moved across an
// edge of the band: "closed p99.9; vegeta p50, p99.9 and max"; "" for
// none.
func (lv *Live) Unsteady() string {
	var out []string
	for _, r := range lv.Recordings {
		if levels := r.Unsteady(); len(levels) > 0 {
			out = append(out, r.Name+" "+List(levels))
		}
	}
	return strings.Join(out, "; ")
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
	if u := lv.Unsteady(); u != "" && lv.Ours.Believable {
		verdict += "; figures the machine could have moved, flagged: " + u
	}
	vegeta := ""
	if !lv.Vegeta.Finding(results.P99) {
		vegeta = ", flagged"
	}
	return fmt.Sprintf("live: open p99 %v (model %v, %s%s), closed p99 %v%s, vegeta p99 %v%s; %s",
		lv.Open.At(results.P99), lv.Open.ModelAt(results.P99), lv.Open.Error(results.P99), lv.Open.Mark(results.P99), lv.Closed.At(results.P99),
		lv.Closed.Flag(results.P99), lv.Vegeta.At(results.P99), vegeta, verdict)
}
