// Package scenarioflag defines the scenario's flags, S, I, D, P, F, T, N,
// L and E and the random model's, and checks them together: the report's
// command line and the explorer's page parse a scenario with the same
// flags, so both refuse the same scenarios with the same one-line reason.
package scenarioflag

import (
	"flag"
	"fmt"

	"coordinated-omission/sim"
)

// Flags are the scenario's flags once parsed.
type Flags struct {
	Scenario sim.Scenario
	Random   RandomFlags
}

// Register defines the scenario's flags on fs, with the seed's scenario as
// their defaults.
func (f *Flags) Register(fs *flag.FlagSet) {
	def, sc := sim.Default(), &f.Scenario
	fs.DurationVar(&sc.Service, "service", def.Service, "`time` the server takes per request (S)")
	fs.DurationVar(&sc.Interval, "interval", def.Interval, "`time` between two requests' due times (I)")
	fs.DurationVar(&sc.Stall, "stall", def.Stall, "`time` each stall lasts (D)")
	fs.DurationVar(&sc.Period, "period", def.Period, "`time` from one stall's start to the next (P)")
	fs.DurationVar(&sc.FirstStall, "first-stall", def.FirstStall, "`time` the first stall begins (F)")
	fs.DurationVar(&sc.Duration, "duration", def.Duration, "simulated `time` over which requests fall due (T); 5s with -quick")
	fs.IntVar(&sc.Connections, "connections", def.Connections, "the closed-loop client's connections (N): request i goes out on connection i mod N")
	fs.DurationVar(&sc.RTT, "rtt", def.RTT, "the network's `time` per round trip (L): a reply reaches the client L after the server completes the request")
	fs.DurationVar(&sc.ExpectedInterval, "expected-interval", 0, "the corrected recording's expected interval `time` (E); connections × interval if not given")
	f.Random.Register(fs)
}

// Check checks the scenario's flags, as fs parsed them, together: an
// expected interval given must be positive; the scenario must be in the
// model's domain; and the random model's flags must agree with it, in a
// live run of liveMode ("-live", "-judge" or "-serve"; "" for none) too.
// It returns the random scenario they make, whose Scenario is Scenario.
func (f *Flags) Check(fs *flag.FlagSet, liveMode string) (sim.Random, error) {
	expected := false
	fs.Visit(func(fl *flag.Flag) { expected = expected || fl.Name == "expected-interval" })
	if expected && f.Scenario.ExpectedInterval <= 0 {
		return sim.Random{}, fmt.Errorf("-expected-interval must be positive, got %v; leave it out for connections × interval", f.Scenario.ExpectedInterval)
	}
	if err := f.Scenario.Validate(); err != nil {
		return sim.Random{}, fmt.Errorf("scenario: %w", err)
	}
	if err := f.Random.Check(fs, f.Scenario, liveMode); err != nil {
		return sim.Random{}, err
	}
	return f.Random.Random, nil
}

// Names are the names of the scenario's flags.
func Names() map[string]bool {
	fs := flag.NewFlagSet("", flag.ContinueOnError)
	var f Flags
	f.Register(fs)
	names := map[string]bool{}
	fs.VisitAll(func(f *flag.Flag) { names[f.Name] = true })
	return names
}
