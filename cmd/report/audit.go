package main

import (
	"fmt"
	"io"
	"os"

	"coordinated-omission/internal/audit"
	"coordinated-omission/internal/progress"
	"coordinated-omission/internal/render"
	"coordinated-omission/machine"
)

// validateAudit checks -audit's flags, and that -audit runs alone.
func (o *options) validateAudit() error {
	others := o.check || o.render || o.verify != "" || o.live || o.judge.Mode() != "" || o.explore || o.quick || o.fresh
	if err := o.audit.Check(func(name string) bool { return o.given[name] }, others); err != nil {
		return usageError{err}
	}
	return nil
}

// auditMode audits the log -audit names, prints its line and its detail,
// and writes results/audit-<name>.txt and .svg. A log that cannot be read
// or audited is a usage error, and nothing is written.
func auditMode(o options, stdout, stderr io.Writer) error {
	given := audit.Given{Interval: o.sc.Interval, IntervalGiven: o.given["interval"], RTT: o.sc.RTT, RTTGiven: o.given["rtt"],
		MaxRequests: audit.ReadyProcess(machine.FreeMemoryBytes(os.Getenv))} // the heap's soft limit, and as many requests as fit
	watch, done := progress.Watch(o.audit.File, stderr) // a line on a terminal while a long log is read
	out, err := audit.RunFile(o.audit.File, os.Stdin, o.audit, given, watch)
	done()
	if err != nil {
		return usagef("-audit %w", err)
	}
	unlock, err := o.lock(stderr)
	if err != nil {
		return err
	}
	defer unlock()
	var outputs []render.Output
	for _, f := range out.Files(o.results) {
		outputs = append(outputs, render.Output{Path: f.Path, Data: f.Data})
	}
	changed := render.Changed(outputs, maxInput)
	if err := render.WriteAll(outputs); err != nil {
		return err
	}
	out.Print(stdout)
	fmt.Fprintln(stdout, changed)
	return out.FailAbove(o.audit.FailAbove)
}
