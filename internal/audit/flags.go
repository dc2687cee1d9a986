package audit

import (
	"flag"
	"fmt"
	"math"
	"strings"

	"coordinated-omission/internal/openschedule"
	"coordinated-omission/internal/reqlog"
)

// Flags are -audit's flags. The plan's interval and the round trip are
// the scenario's -interval and -rtt, when given.
type Flags struct {
	File      string // the log, "-" for standard input
	Format    string
	Generic   reqlog.Generic
	FailAbove float64 // exit 1 when the bound's p99 is more than this over the recorded p99; 0 for never
	Slots     int64   // the plan's requests, if given
	// TimeFormat is JMeter's date pattern, "" to recognise it; Label the
	// request type whose figures are stated, "" for all; Workers the
	// server's workers, 0 to infer them; Run the run audited, 0 for all.
	TimeFormat, Label string
	Workers, Run      int64
	// Arrivals is how the users came, where the log cannot tell: one of
	// ArrivalsOpen, ArrivalsClosed and ArrivalsPlan; "" to tell them
	// from the log.
	Arrivals string
	// Schedule is the open model's arrival schedule the test was given,
	// in the Open Model Thread Group's grammar, to hold its users' starts
	// against; "" for none. It makes the arrivals open.
	Schedule string
}

// Register adds -audit's flags to fs.
func (f *Flags) Register(fs *flag.FlagSet) {
	fs.StringVar(&f.File, "audit", "", "audit the per-request log in `file` (- for standard input) of a load test already run: how it sent, its plan, and how much its figures hid")
	fs.StringVar(&f.Format, "audit-format", "", "with -audit, the log's `format`, one of "+strings.Join(reqlog.Formats, ", ")+"; recognised from its first line if not given")
	fs.Func("audit-send", "with -audit-format csv, the `column` of each request's send: its header's name, or its number from 1", func(s string) error { f.Generic.Send = reqlog.Column(s); return nil })
	fs.Func("audit-latency", "with -audit-format csv, the `column` of each request's latency", func(s string) error { f.Generic.Latency = reqlog.Column(s); return nil })
	fs.Func("audit-conn", "with -audit-format csv, the `column` of each request's connection or thread, if the log has one", func(s string) error { f.Generic.Conn = reqlog.Column(s); return nil })
	fs.Func("audit-type", "with -audit-format csv, the `column` of each request's type (a label or name), if the log has one", func(s string) error { f.Generic.Type = reqlog.Column(s); return nil })
	fs.StringVar(&f.Generic.LatencyUnit, "audit-unit", "", "with -audit-format csv, the latency's `unit` (ns, us, ms or s) where its header does not say it")
	fs.Float64Var(&f.FailAbove, "audit-fail-above", 0, "with -audit, exit 1 when the lower bound's p99 is more than `X` times the recorded p99")
	fs.Int64Var(&f.Slots, "audit-slots", 0, "with -audit, the `requests` the plan held; 0 for a plan that ran until the log's last send")
	fs.StringVar(&f.TimeFormat, "audit-time-format", "", "with -audit, the `pattern` of a JMeter log's dates, as jmeter.save.saveservice.timestamp_format gives it (SimpleDateFormat: yyyy/MM/dd HH:mm:ss.SSS); recognised if not given")
	fs.StringVar(&f.Label, "audit-label", "", "with -audit, state the figures of the requests of this `label` alone (JMeter's label, k6's name, Gatling's request); the plan is inferred from all")
	fs.Int64Var(&f.Workers, "audit-workers", 0, "with -audit, the server's `workers` behind its queue; 0 to infer them from the log")
	fs.StringVar(&f.Arrivals, "audit-arrivals", "", "with -audit, how the users came, where the log cannot tell: `open` (users who arrive on a schedule of their own, each one session: Gatling's injectOpen, JMeter's Open Model Thread Group, k6's arrival-rate executors), closed (users held, each a closed loop) or plan (a tool's own rate plan); told from the log if not given")
	fs.StringVar(&f.Schedule, "audit-schedule", "", "with -audit, the open model's arrival `schedule` the test was given, in the grammar of JMeter's Open Model Thread Group (rate(10/s) random_arrivals(1 min)), to hold the users' starts against: the arrivals are then open")
	fs.Int64Var(&f.Run, "audit-run", 0, "with -audit, audit run `K` alone of a log that holds several (JMeter appends runs to one file); 0 for every run")
}

// Check checks the flags together. given reports whether a flag was set,
// and others whether another mode's was: -audit runs alone.
func (f Flags) Check(given func(string) bool, others bool) error {
	audit := f.File != ""
	if audit && others {
		return fmt.Errorf("-audit reads a log alone; leave out -check, -render, -verify, -live, -judge, -serve, -explore, -quick and -fresh")
	}
	for _, name := range []string{"audit-format", "audit-send", "audit-latency", "audit-conn", "audit-type", "audit-unit", "audit-fail-above", "audit-slots", "audit-time-format", "audit-label", "audit-workers", "audit-run", "audit-arrivals", "audit-schedule"} {
		if given(name) && !audit {
			return fmt.Errorf("-%s is -audit's; add -audit FILE", name)
		}
	}
	csv := f.Format == reqlog.FormatCSV
	for _, name := range []string{"audit-send", "audit-latency", "audit-conn", "audit-type", "audit-unit"} {
		if given(name) && !csv {
			return fmt.Errorf("-%s is for -audit-format csv", name)
		}
	}
	if f.Format != "" && f.Format != reqlog.FormatAb && !contains(reqlog.Formats, f.Format) {
		return fmt.Errorf("-audit-format %q: want one of %s", f.Format, strings.Join(reqlog.Formats, ", "))
	}
	if f.FailAbove < 0 || math.IsNaN(f.FailAbove) || math.IsInf(f.FailAbove, 0) {
		return fmt.Errorf("-audit-fail-above %v: want a factor of 1 or more, or 0 for never", f.FailAbove)
	}
	if f.FailAbove > 0 && f.FailAbove < 1 {
		return fmt.Errorf("-audit-fail-above %v: a bound is never below what it bounds, so a factor under 1 fails every log; want 1 or more", f.FailAbove)
	}
	if f.Slots < 0 || f.Slots > MostSlots {
		return fmt.Errorf("-audit-slots %d: want 0 to %d", f.Slots, MostSlots)
	}
	if f.Workers < 0 || f.Workers > maxWorkers {
		return fmt.Errorf("-audit-workers %d: want 1 to %d, or 0 to infer them", f.Workers, maxWorkers)
	}
	if f.Arrivals != "" && f.Arrivals != ArrivalsOpen && f.Arrivals != ArrivalsClosed && f.Arrivals != ArrivalsPlan {
		return fmt.Errorf("-audit-arrivals %q: want open, closed or plan", f.Arrivals)
	}
	if given("audit-schedule") {
		if f.Arrivals != "" && f.Arrivals != ArrivalsOpen {
			return fmt.Errorf("-audit-schedule is an open model's, and -audit-arrivals is %s; leave one out", f.Arrivals)
		}
		if _, err := openschedule.Parse(f.Schedule); err != nil {
			return fmt.Errorf("-audit-schedule: %w", err)
		}
	}
	if f.Run < 0 {
		return fmt.Errorf("-audit-run %d: want a run from 1, or 0 for every run", f.Run)
	}
	if f.TimeFormat != "" {
		if err := reqlog.CheckTimeFormat(f.TimeFormat); err != nil {
			return fmt.Errorf("-audit-time-format: %w", err)
		}
	}
	if csv {
		if err := reqlog.CheckGeneric(f.Generic); err != nil {
			return reqlog.NamedError(err, flagOf)
		}
	}
	return nil
}

// flagOf is the flag that gives a reader's setting: the readers write
// each as its marker, and the command names it.
func flagOf(s reqlog.Setting) string {
	return map[reqlog.Setting]string{reqlog.SetFormat: "-audit-format", reqlog.SetSend: "-audit-send", reqlog.SetLatency: "-audit-latency",
		reqlog.SetConn: "-audit-conn", reqlog.SetType: "-audit-type", reqlog.SetUnit: "-audit-unit", reqlog.SetTimeFormat: "-audit-time-format",
		reqlog.SetLabel: "-audit-label", reqlog.SetFigures: "-judge-output"}[s]
}

// maxWorkers bounds -audit-workers: a replay keeps a time per worker.
const maxWorkers = 1_000_000

func contains(xs []string, x string) bool {
	for _, s := range xs {
		if s == x {
			return true
		}
	}
	return false
}
