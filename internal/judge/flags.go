package judge

import (
	"errors"
	"flag"
	"fmt"
	"net"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"coordinated-omission/internal/live"
	"coordinated-omission/internal/tools"
	"coordinated-omission/sim"
)

// Figures are how a judged tool's figures are read and where a served
// tool is served: -judge-format, -judge-unit, -judge-column and -listen.
type Figures struct {
	Format, Unit, Column, Listen string
	Serve                        bool // -serve, the only mode -listen is for
}

// FormatNames are the parsers -judge-format names, sorted.
func FormatNames() []string {
	var names []string
	for n := range tools.Parsers {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// Check refuses a format, unit, column or address the run cannot use, in
// one line that names the flag.
func (f Figures) Check() error {
	if _, ok := tools.Parsers[f.Format]; f.Format != "" && !ok {
		return fmt.Errorf("-judge-format %q: want one of %s", f.Format, strings.Join(FormatNames(), ", "))
	}
	if _, ok := tools.UnitNames[f.Unit]; f.Unit != "" && !ok {
		return fmt.Errorf("-judge-unit %q: want ns, us, ms or s", f.Unit)
	}
	switch {
	case f.Unit != "" && !tools.Generic(f.Format):
		return fmt.Errorf("-judge-unit is for -judge-format %s or %s, whose bare numbers have no unit", tools.Percentiles, tools.Latencies)
	case f.Column != "" && !tools.Generic(f.Format):
		return fmt.Errorf("-judge-column is for -judge-format %s (a CSV column) or %s (the line that opens a section)", tools.Latencies, tools.Percentiles)
	}
	return f.checkListen()
}

// checkListen checks -listen: -serve's, an IP address and a port, on
// Linux, whose TCP_INFO times the round trip.
func (f Figures) checkListen() error {
	switch {
	case f.Listen == "":
		return nil
	case !f.Serve:
		return errors.New("-listen is -serve's: -judge and -live run their tools on this machine, against 127.0.0.1")
	case runtime.GOOS != "linux":
		return fmt.Errorf("-listen %s: the round trip to another machine is read from Linux's TCP_INFO, and this is %s", f.Listen, runtime.GOOS)
	}
	host, port, err := net.SplitHostPort(f.Listen)
	if err != nil {
		return fmt.Errorf("-listen %q: want HOST:PORT, such as 0.0.0.0:8080 or 192.168.1.10:8080", f.Listen)
	}
	if net.ParseIP(host) == nil {
		return fmt.Errorf("-listen %q: the host %q is not an IP address", f.Listen, host)
	}
	if p, err := strconv.Atoi(port); err != nil || p < 0 || p > 65535 {
		return fmt.Errorf("-listen %q: the port %q is not a number from 0 to 65535", f.Listen, port)
	}
	return nil
}

// Options are the generic formats' options the flags give.
func (f Figures) Options() tools.Options {
	return tools.Options{UnitNs: tools.UnitNames[f.Unit], Column: f.Column}
}

// Flags are -judge's and -serve's flags.
type Flags struct {
	Judge, Serve bool
	Command      []string // -judge's, after --
	Output       string   // -judge-output
	Figures      Figures
	Workers      int // -serve's server's workers
}

// Register adds -judge's and -serve's flags to fs.
func (f *Flags) Register(fs *flag.FlagSet) {
	fs.BoolVar(&f.Judge, "judge", false, "run the command after -- (its arguments may hold {url}, {host} and {port}) against the stalling server for -live-duration, and judge it: results/judge-<tool>.txt")
	fs.BoolVar(&f.Serve, "serve", false, "serve one phase of the stalling server for a tool started by hand, then print the server's view and the model's figures")
	fs.StringVar(&f.Output, "judge-output", "", "with -judge or -serve, read the tool's figures from this `file` (h2load's --log-file, an .hgrm file, a saved report) instead of its output")
	fs.StringVar(&f.Figures.Format, "judge-format", "", "with -judge or -serve, the `format` of the tool's figures, one of "+strings.Join(FormatNames(), ", ")+"; recognised from the output if not given")
	fs.StringVar(&f.Figures.Listen, "listen", "", "with -serve, listen on `HOST:PORT` (an IP address, 0.0.0.0 for every interface) for a tool on another machine; L is then the kernel's round trip (TCP_INFO), Linux only")
	fs.StringVar(&f.Figures.Unit, "judge-unit", "", "with -judge-format percentiles or latencies, the `unit` of bare numbers: ns, us, ms or s")
	fs.IntVar(&f.Workers, "workers", 1, "with -serve, the server's `workers` behind its one queue; a stall stops every one, and the model's figures are left out above 1")
	fs.StringVar(&f.Figures.Column, "judge-column", "", "with -judge-format latencies, the CSV `column` of the latencies: its header's name, or its number from 1")
}

// Mode names the mode the flags chose: -judge, -serve, or "" for
// neither.
func (f Flags) Mode() string {
	switch {
	case f.Judge:
		return "-judge"
	case f.Serve:
		return "-serve"
	}
	return ""
}

// Check checks -judge's and -serve's flags, and takes -judge's command
// from args, the arguments after --; others says whether -live, -check,
// -render, -verify or -quick was given.
func (f *Flags) Check(args []string, others bool) error {
	f.Command, f.Figures.Serve = args, f.Serve
	switch {
	case f.Judge && f.Serve:
		return errors.New("-judge runs a command and -serve waits for one started by hand; give one of them")
	case (f.Judge || f.Serve) && others:
		return fmt.Errorf("%s cannot be combined with -live, -check, -render, -verify or -quick", f.Mode())
	case f.Judge && len(f.Command) == 0:
		return errors.New("-judge needs a command after --: report -judge -- wrk -t1 -c10 -d5s --latency {url}")
	case f.Judge && f.Command[0] == "":
		return errors.New("-judge: the command after -- is empty")
	case !f.Judge && len(f.Command) > 0:
		return fmt.Errorf("unexpected argument %q; all input is given by flags, and only -judge takes a command after --", f.Command[0])
	case (f.Output != "" || f.Figures.Format != "" || f.Figures.Unit != "" || f.Figures.Column != "") && !f.Judge && !f.Serve:
		return errors.New("-judge-output, -judge-format, -judge-unit and -judge-column are -judge's and -serve's")
	case f.Workers < 1 || f.Workers > live.MaxWorkers:
		return fmt.Errorf("-workers %d: want 1 to %d", f.Workers, live.MaxWorkers)
	case f.Workers > 1 && !f.Serve:
		return errors.New("-workers is -serve's: the panel and -judge compare a tool with the model's one worker")
	}
	return f.Figures.Check()
}

// Request is the judgement the flags ask for, of scenario sc.
func (f Flags) Request(sc sim.Random) Request {
	return Request{Scenario: sc, Command: f.Command, Format: f.Figures.Format, OutputFile: f.Output, Options: f.Figures.Options(), Listen: f.Figures.Listen, Workers: f.Workers}
}
