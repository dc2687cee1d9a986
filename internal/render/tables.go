package render

import (
	"fmt"
	"slices"
)

// tableBuilders are the tables a template can ask for with {{.Table "name"}}.
var tableBuilders = map[string]func(*Doc) (table, error){
	"percentiles": percentileTable,
	"counts":      countTable,
	"rankrules":   rankRuleTable,
	"loops":       loopTable,
	"scenario":    scenarioTable,
	"machine":     machineTable,
	"sweep-p99":   sweepTable("p99"),
	"sweep-p99.9": sweepTable("p99.9"),
	"connections": connectionsTable,
	"generators":  generatorTable,
	"examples":    examplesTable,
	"live":        liveTable,
	"live-checks": liveChecksTable,
}

// liveTable: each live recording's figures beside the model's, with the
// error; hey has no model.
func liveTable(d *Doc) (table, error) {
	t := table{header: []string{"recording", "percentile", "model (µs)", "live (µs)", "error"}}
	if d.Live == nil {
		return t, fmt.Errorf("no live run")
	}
	for _, rec := range d.Live.Recordings {
		for i, level := range liveLevels {
			name, model, e := "", "—", "—"
			if i == 0 {
				name = rec.Name
			}
			if rec.Model != nil {
				model, e = rec.Model[i].Tenths().Micros(), rec.Error(level)
			}
			t.rows = append(t.rows, []string{name, level, model, rec.Live[i].Tenths().Micros(), e})
		}
	}
	return t, nil
}

// liveChecksTable: each self-check, its figure, its bound and whether it held.
func liveChecksTable(d *Doc) (table, error) {
	t := table{header: []string{"self-check", "measured", "bound", "held"}}
	if d.Live == nil {
		return t, fmt.Errorf("no live run")
	}
	for _, c := range d.Live.Checks {
		bound := "at most " + c.Bound
		switch {
		case !c.below:
			bound = "at least " + c.Bound
		case c.strict:
			bound = "below " + c.Bound
		}
		held := "yes"
		if !c.OK {
			held = "no"
		}
		t.rows = append(t.rows, []string{c.What, c.Value, bound, held})
	}
	return t, nil
}

// percentileTable: each recording's percentiles side by side in exact µs,
// with the open-over-closed ratio.
func percentileTable(d *Doc) (table, error) {
	t := table{header: []string{"percentile"}}
	for _, rec := range d.Recordings {
		t.header = append(t.header, rec.Name+" (µs)")
	}
	t.header = append(t.header, "open / closed")
	for _, label := range append(slices.Clone(d.Percentiles), "max") {
		row := []string{label}
		for _, rec := range d.Recordings {
			v, _ := rec.At(label) // every label is the recording's
			row = append(row, v.Micros())
		}
		ratio, err := d.R("ratio." + label)
		if err != nil {
			return t, err
		}
		t.rows = append(t.rows, append(row, ratio.Value))
	}
	return t, nil
}

// countTable: sample counts, the slow share and the samples a stall touched.
func countTable(d *Doc) (table, error) {
	threshold := d.SlowThreshold.String()
	t := table{header: []string{"recording", "samples", "above " + threshold, "share above " + threshold, "above the service time", "of them per stall"}}
	for _, rec := range d.Recordings {
		t.rows = append(t.rows, []string{rec.Name, rec.N.String(), rec.Slow.String(), rec.Share.String(), rec.Delayed.String(), rec.PerStall.Cell()})
	}
	return t, nil
}

// rankRuleTable: only the percentiles where the two rank rules differ.
func rankRuleTable(d *Doc) (table, error) {
	t := table{header: []string{"recording", "percentile", "half-up rank (µs)", "ceil rank (µs)"}}
	for _, r := range d.RankDiffs() {
		t.rows = append(t.rows, []string{r.Recording, r.Percentile, r.HalfUp.Micros(), r.Ceil.Micros()})
	}
	return t, nil
}

// loopTable: what each client loop met and what it cost.
func loopTable(d *Doc) (table, error) {
	t := table{header: []string{"client", "stalls met", "last completion (µs)", "min (ns/request)", "median (ns/request)", "cv (%)", "cycles/request"}}
	for c, client := range d.file.Config.List("clients") {
		if c >= len(d.Stalls) {
			return t, fmt.Errorf("the configuration line clients: names %d clients, want 2", len(d.file.Config.List("clients")))
		}
		row := []string{client, d.Stalls[c].String(), d.End[c].Micros()}
		for _, key := range []string{"min", "median", "cv", "cycles"} {
			r, err := d.R("cost." + client + "." + key)
			if err != nil {
				return t, err
			}
			row = append(row, r.Value)
		}
		t.rows = append(t.rows, row)
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
		{"first stall (F)", d.FirstStall}, {"duration (T)", d.Duration}, {"slow threshold", d.SlowThreshold}} {
		t.rows = append(t.rows, []string{p.name, p.v.String()})
	}
	for _, key := range []string{"connections", "requests", "mode", "reps"} {
		v, err := d.C(key)
		if err != nil {
			return t, err
		}
		t.rows = append(t.rows, []string{key, v})
	}
	t.rows = append(t.rows, []string{"runs", fmt.Sprint(d.file.Checks.Runs)}, []string{"checks passed", fmt.Sprint(d.file.Checks.Passed)})
	return t, nil
}

// machineTable: the machine and the clock estimate, every configuration
// line before the scenario's first.
func machineTable(d *Doc) (table, error) {
	t := table{header: []string{"key", "value"}}
	for _, kv := range d.file.Config {
		if kv.Key == "service" {
			return t, nil
		}
		t.rows = append(t.rows, []string{kv.Key, kv.Value})
	}
	return t, fmt.Errorf("no service: configuration line after the machine's")
}
