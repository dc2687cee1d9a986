package main

import (
	"fmt"
	"slices"

	"coordinated-omission/sim"
)

// tableBuilders are the tables a template can ask for with {{.Table "name"}}.
var tableBuilders = map[string]func(*doc) (table, error){
	"percentiles": percentileTable,
	"counts":      countTable,
	"rankrules":   rankRuleTable,
	"loops":       loopTable,
	"scenario":    scenarioTable,
	"machine":     machineTable,
	"sweep-p99":   sweepTable(0),
	"sweep-p99.9": sweepTable(1),
}

// lookup collects RESULT values, remembering the first missing key.
type lookup struct {
	d   *doc
	err error
}

func (l *lookup) r(format string, args ...any) string {
	r, err := l.d.R(fmt.Sprintf(format, args...))
	if err != nil && l.err == nil {
		l.err = err
	}
	return r.value
}

func (l *lookup) c(key string) string {
	v, err := l.d.C(key)
	if err != nil && l.err == nil {
		l.err = err
	}
	return v
}

// percentileTable: each recording's percentiles side by side, with the
// open-over-closed ratio.
func percentileTable(d *doc) (table, error) {
	l := &lookup{d: d}
	t := table{header: []string{"percentile", "closed (us)", "open (us)", "corrected (us)", "open / closed"}}
	names := []string{}
	for _, p := range sim.Percentiles {
		names = append(names, "p"+p.String())
	}
	names = append(names, "max")
	for _, name := range names {
		row := []string{name}
		for _, set := range sim.Sets {
			row = append(row, l.r("%v.%s", set, name))
		}
		t.rows = append(t.rows, append(row, l.r("ratio.%s", name)))
	}
	return t, l.err
}

// countTable: sample counts, the slow share and the samples a stall touched.
func countTable(d *doc) (table, error) {
	l := &lookup{d: d}
	threshold := l.c("slow-threshold")
	t := table{header: []string{"recording", "samples", "above " + threshold, "share above " + threshold + " (%)", "above the service time", "of them per stall"}}
	for _, set := range sim.Sets {
		t.rows = append(t.rows, []string{set.String(), l.r("%v.n", set), l.r("%v.above_1ms.count", set),
			l.r("%v.above_1ms", set), l.r("%v.delayed.count", set), l.r("%v.delayed_per_stall", set)})
	}
	return t, l.err
}

// rankRuleTable: only the percentiles where the two rank rules differ.
func rankRuleTable(d *doc) (table, error) {
	diffs, err := d.RankDiffs()
	t := table{header: []string{"recording", "percentile", "half-up rank (us)", "ceil rank (us)"}}
	for _, r := range diffs {
		t.rows = append(t.rows, []string{r.Set, r.Percentile, r.HalfUp.value, r.Ceil.value})
	}
	return t, err
}

// loopTable: what each client loop met and what it cost.
func loopTable(d *doc) (table, error) {
	l := &lookup{d: d}
	t := table{header: []string{"client", "stalls met", "last completion (ns)", "min (ns/request)", "median (ns/request)", "cv (%)", "cycles/request"}}
	for _, c := range clients {
		t.rows = append(t.rows, []string{c.String(), l.r("stalls.%v", c), l.r("end.%v", c),
			l.r("cost.%v.min", c), l.r("cost.%v.median", c), l.r("cost.%v.cv", c), l.r("cost.%v.cycles", c)})
	}
	return t, l.err
}

// scenarioTable: the scenario and the run's size.
func scenarioTable(d *doc) (table, error) {
	l := &lookup{d: d}
	t := table{header: []string{"parameter", "value"}}
	for _, key := range append(slices.Clone(scenarioKeys), "requests", "slow-threshold", "mode", "reps") {
		t.rows = append(t.rows, []string{key, l.c(key)})
	}
	t.rows = append(t.rows, []string{"runs", l.r("runs")}, []string{"checks passed", l.r("checks.passed")})
	return t, l.err
}

// machineTable: every configuration line that is not the scenario's.
func machineTable(d *doc) (table, error) {
	t := table{header: []string{"key", "value"}}
	skip := append(slices.Clone(scenarioKeys), "requests", "slow-threshold", "mode", "reps")
	for _, kv := range d.raw.config {
		if !slices.Contains(skip, kv.Key) {
			t.rows = append(t.rows, []string{kv.Key, kv.Value})
		}
	}
	return t, nil
}
