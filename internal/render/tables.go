package render

import (
	"coordinated-omission/internal/results"
	"fmt"
	"slices"
	"strconv"
)

// tableBuilders are the tables a template can ask for with {{.Table "name"}}.
var tableBuilders = map[string]func(*Doc) (table, error){
	"percentiles":      percentileTable,
	"counts":           countTable,
	"rankrules":        rankRuleTable,
	"loops":            loopTable,
	"scenario":         scenarioTable,
	"machine":          machineTable,
	"sweep-p99":        sweepTable("p99"),
	"sweep-p99.9":      sweepTable("p99.9"),
	"connections":      connectionsTable,
	"generators":       generatorTable,
	"designs":          designsTable,
	"examples":         examplesTable,
	"live":             liveTable,
	"live-checks":      liveChecksTable,
	"live-disturbance": liveDisturbanceTable,
	"panel":            panelTable,
	"panel-glance":     panelGlanceTable,
	"panel-audit":      panelAuditTable,
	"field-audit":      fieldAuditTable,
	// the random model's
	"theory":              theoryTable,
	"think":               thinkTable,
	"grid-open-closed":    gridTable("open/closed"),
	"grid-corrected-open": gridTable("corrected/open"),
	"grid-undecided":      gridUndecidedTable,
	"random":              randomTable,
	"scenario-checks":     scenarioChecksTable,
}

// liveTable: each live recording's figures beside the model's, with the
// error; hey has no model.
func liveTable(d *Doc) (table, error) {
	t := table{header: []string{"recording", "percentile", "model (µs)", "live (µs)", "error", "disturbance / margin", "finding"}}
	if d.Live == nil {
		return t, fmt.Errorf("no live run")
	}
	for _, rec := range d.Live.Recordings {
		for i, level := range results.LiveLevels {
			name, model, e, st, finding := "", "—", "—", "—", "no"
			if i == 0 {
				name = rec.Name
				if rec.Flagged {
					name += " (flagged: not a finding)"
				}
			}
			if rec.Model != nil {
				model, e = rec.Model[level].Tenths().CellMicros(), rec.Error(level)
				s := rec.Standing[level]
				st = Latency(s.DisturbanceNs).Sig4().String() + " / " + Latency(s.MarginNs).Sig4().String()
			}
			if rec.Finding(level) {
				finding = "yes"
			}
			t.rows = append(t.rows, []string{name, string(level), model, rec.Live[level].Tenths().CellMicros(), e, st, finding})
		}
	}
	return t, nil
}

// liveDisturbanceTable: how far the machine may have moved each phase's
// figures: the worker's lateness, and the generator's schedule error.
func liveDisturbanceTable(d *Doc) (table, error) {
	t := table{header: []string{"phase", "worker late at p99", "schedule error p50", "p99", "max"}, words: 1}
	if d.Live == nil {
		return t, fmt.Errorf("no live run")
	}
	for _, p := range d.Live.Phases {
		row := []string{p.Name, p.WorkerLate.String(), "—", "—", "—"}
		if p.Schedule != nil {
			row[2], row[3], row[4] = p.Schedule[results.P50].String(), p.Schedule[results.P99].String(), p.Schedule[results.Max].String()
		}
		t.rows = append(t.rows, row)
	}
	return t, nil
}

// liveChecksTable: each self-check, its figure, its bound and whether it held.
func liveChecksTable(d *Doc) (table, error) {
	t := table{header: []string{"phase", "self-check", "measured", "bound", "held"}, words: 2}
	if d.Live == nil {
		return t, fmt.Errorf("no live run")
	}
	for _, c := range d.Live.Checks {
		bound := map[results.Comparison]string{results.AtMost: "at most ", results.Below: "below ", results.AtLeast: "at least "}[c.Rule] + c.Bound
		held := "yes"
		if !c.OK {
			held = "no"
		}
		t.rows = append(t.rows, []string{c.Phase, c.What, c.Value, bound, held})
	}
	return t, nil
}

// mainRecordings are the seed's three recordings, and the plan's when a
// round trip parts it from the open loop's.
func (fg *Figures) mainRecordings() []*Recording {
	if fg.Plan != nil {
		return append(slices.Clone(fg.Recordings), fg.Plan)
	}
	return fg.Recordings
}

// percentileTable: each recording's percentiles side by side in exact µs,
// with the open-over-closed ratio.
func percentileTable(d *Doc) (table, error) {
	t := table{header: []string{"percentile"}}
	for _, rec := range d.mainRecordings() {
		t.header = append(t.header, rec.Name+" (µs)")
	}
	t.header = append(t.header, "open / closed")
	for _, label := range append(slices.Clone(d.Percentiles), results.Max) {
		row := []string{string(label)}
		for _, rec := range d.mainRecordings() {
			v, _ := rec.At(label) // every label is the recording's
			row = append(row, v.CellMicros())
		}
		ratio, err := d.Ratios.OpenOverClosedAt(label)
		if err != nil {
			return t, err
		}
		t.rows = append(t.rows, append(row, string(ratio)))
	}
	return t, nil
}

// countTable: sample counts, the slow share and the samples a stall touched.
func countTable(d *Doc) (table, error) {
	threshold, quiet := d.SlowThreshold.String(), "above the service time"
	if d.RTT > 0 {
		quiet = "above S + L"
	}
	t := table{header: []string{"recording", "samples", "above " + threshold, "share above " + threshold, quiet, "of them per stall"}}
	for _, rec := range d.mainRecordings() {
		t.rows = append(t.rows, []string{rec.Name, rec.N.String(), rec.Slow.String(), rec.Share.String(), rec.Delayed.String(), rec.PerStall.Cell()})
	}
	return t, nil
}

// rankRuleTable: only the percentiles where the two rank rules differ.
func rankRuleTable(d *Doc) (table, error) {
	t := table{header: []string{"recording", "percentile", "half-up rank (µs)", "ceil rank (µs)"}}
	for _, r := range d.RankDiffs() {
		t.rows = append(t.rows, []string{r.Recording, r.Percentile, r.HalfUp.CellMicros(), r.Ceil.CellMicros()})
	}
	return t, nil
}

// loopTable: what each client loop met and what it cost.
func loopTable(d *Doc) (table, error) {
	t := table{header: []string{"client", "stalls met", "last completion (µs)", "min (ns/request)", "median (ns/request)", "cv (%)", "cycles/request"}}
	for _, loop := range []Loop{d.ClosedLoop, d.OpenLoop} {
		c, err := d.Timing.CostOf(loop.Name)
		if err != nil {
			return t, err
		}
		t.rows = append(t.rows, []string{loop.Name, loop.Stalls.String(), loop.End.CellMicros(),
			string(c.MinNs), string(c.MedianNs), string(c.CVPct), string(c.Cycles)})
	}
	return t, nil
}

// scenarioTable: the scenario and the run's size.
func scenarioTable(d *Doc) (table, error) {
	t := table{header: []string{"parameter", "value"}}
	for _, p := range []struct {
		name string
		v    Latency
	}{{"service (S)", d.Service}, {"interval (I)", d.Interval}, {"stall (D)", d.Stall}, {"period (P)", d.Period},
		{"first stall (F)", d.FirstStall}, {"duration (T)", d.Duration}, {"round trip (L)", d.RTT}, {"expected interval (E)", d.Expected},
		{"slow threshold", d.SlowThreshold}} {
		t.rows = append(t.rows, []string{p.name, p.v.String()})
	}
	c := d.sim.Config
	t.rows = append(t.rows, []string{"connections", strconv.Itoa(c.Scenario.Connections)},
		[]string{"requests", strconv.FormatInt(c.Scenario.Requests, 10)}, []string{"mode", c.Mode}, []string{"reps", strconv.Itoa(c.Reps)},
		[]string{"runs", fmt.Sprint(d.sim.Checks.Runs)}, []string{"checks passed", fmt.Sprint(d.sim.Checks.Passed)})
	return t, nil
}

// machineTable: the machine and the clock estimate, every configuration
// line before the scenario's first.
func machineTable(d *Doc) (table, error) {
	t := table{header: []string{"key", "value"}}
	for _, kv := range d.sim.Config.Machine {
		t.rows = append(t.rows, []string{kv.Key, kv.Value})
	}
	return t, nil
}
