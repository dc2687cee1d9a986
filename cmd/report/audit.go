package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"

	"coordinated-omission/internal/audit"
	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/render"
	"coordinated-omission/internal/results"
)

// validateAudit checks -audit's flags, and that -audit runs alone.
func (o *options) validateAudit() error {
	others := o.check || o.render || o.verify != "" || o.live || o.judge || o.serve || o.explore || o.quick || o.fresh
	if err := o.audit.Check(func(name string) bool { return o.given[name] }, others); err != nil {
		return usageError{err}
	}
	return nil
}

// auditMode audits the log -audit names, prints its line and its detail,
// and writes results/audit-<name>.txt and .svg. A log that cannot be read
// or audited is a usage error, and nothing is written.
func auditMode(o options, stdout, stderr io.Writer) error {
	var in io.Reader = os.Stdin
	if o.audit.File != "-" {
		f, err := os.Open(o.audit.File)
		if err != nil {
			return usagef("-audit %w", err)
		}
		defer f.Close()
		in = f
	}
	debug.SetMemoryLimit(audit.MemoryLimit)
	given := audit.Given{Interval: o.sc.Interval, IntervalGiven: o.given["interval"], RTT: o.sc.RTT, RTTGiven: o.given["rtt"]}
	out, err := audit.Run(in, o.audit.File, o.audit, given)
	if err != nil {
		return usagef("-audit %s: %w", o.audit.File, err)
	}
	back, err := rawfile.Parse(out.Name, bytes.NewReader(out.Raw))
	if err == nil {
		_, err = results.DecodeAudit(back)
	}
	if err != nil {
		return fmt.Errorf("the audit file this run would write does not read back: %w", err)
	}
	unlock, err := o.lock(stderr)
	if err != nil {
		return err
	}
	defer unlock()
	outputs := []render.Output{{Path: filepath.Join(o.results, results.AuditPrefix+out.Name+".txt"), Data: out.Raw},
		{Path: filepath.Join(o.results, results.AuditPrefix+out.Name+".svg"), Data: out.Picture}}
	changed := render.Changed(outputs, maxInput)
	if err := render.WriteAll(outputs); err != nil {
		return err
	}
	out.Print(stdout)
	fmt.Fprintln(stdout, changed)
	return out.FailAbove(o.audit.FailAbove)
}
