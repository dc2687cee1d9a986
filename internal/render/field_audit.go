package render

import (
	"fmt"
	"strings"

	"coordinated-omission/internal/results"
)

// FieldAuditFile is the audit the README shows of a JMeter results file
// written from a workload, as the full run writes it.
const FieldAuditFile = "audit-jmeter-paused.txt"

// A FieldAudit is an audit file as the README shows it: each run's line,
// the rows set aside, and the first audited run's figures.
type FieldAudit struct {
	a *results.Audit
}

// Source is the log the audit read.
func (f *FieldAudit) Source() string { return f.a.Source }

// Lines are each run's line, as the command printed it.
func (f *FieldAudit) Lines() []string {
	var out []string
	for _, r := range f.a.Runs {
		out = append(out, r.Line)
	}
	return out
}

// Runs is how many runs the log holds, in words: "1 run".
func (f *FieldAudit) Runs() string { return Count(f.a.RunCount).Of("run", "runs") }

// Aside says the rows set aside, by kind, and the failed requests kept,
// in words: "324 transaction parent rows, …"; "none" if nothing was.
func (f *FieldAudit) Aside() string {
	names := map[string][2]string{"transactions": {"transaction parent row", "transaction parent rows"}, "subresults": {"sub-result", "sub-results"},
		"nourl": {"sample with no URL", "samples with no URL"}, "zerotime": {"row never started", "rows never started"}, "cutoff": {"cut-off last record", "cut-off last records"}}
	var parts []string
	for i, kind := range results.AuditAside {
		if n := f.a.Aside[i]; n > 0 {
			parts = append(parts, Count(n).Of(names[kind][0], names[kind][1]))
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// Failed is the log's failed requests, kept, in words.
func (f *FieldAudit) Failed() string {
	return Count(f.a.Failed).Of("failed request", "failed requests")
}

// first is the first audited run, nil if every run was refused.
func (f *FieldAudit) first() *results.AuditRun {
	for i := range f.a.Runs {
		if f.a.Runs[i].Refused == "" {
			return &f.a.Runs[i]
		}
	}
	return nil
}

// fieldAuditTable: the first audited run's five recordings, p50 to p99.9.
func fieldAuditTable(d *Doc) (table, error) {
	t := table{header: []string{"recording", "p50", "p90", "p99", "p99.9"}}
	if d.FieldAudit == nil {
		return t, fmt.Errorf("no field audit")
	}
	r := d.FieldAudit.first()
	if r == nil {
		return t, fmt.Errorf("every run of %s was refused", d.FieldAudit.a.Source)
	}
	for i, name := range results.AuditRecordings {
		row := []string{name}
		if r.Figures[i] == nil { // its assumption does not hold: the file says why
			t.rows = append(t.rows, append(row, "not stated", "not stated", "not stated", "not stated"))
			continue
		}
		for _, v := range r.Figures[i] {
			row = append(row, Latency(v).Sig4().String())
		}
		t.rows = append(t.rows, row)
	}
	return t, nil
}
