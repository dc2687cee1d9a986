package judge

import (
	"errors"
	"fmt"
	"net"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"coordinated-omission/internal/tools"
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
