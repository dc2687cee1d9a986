package results

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"coordinated-omission/internal/rawfile"
)

// A Scenario is the constants of a run as its file states them.
type Scenario struct {
	Service, Interval, Stall, Period, FirstStall, Duration time.Duration
	// RTT is the network's round trip L, and ExpectedInterval the
	// corrected recording's E as it was given: 0 for the default, N·I at
	// each run's N.
	RTT, ExpectedInterval time.Duration
	Connections           int
	Requests              int64 // due before the duration
}

// ScenarioKeys are the configuration keys of the scenario's times.
var ScenarioKeys = []string{"service", "interval", "stall", "period", "first-stall", "duration", "rtt", "expected-interval"}

// times returns pointers to sc's times in ScenarioKeys order.
func (sc *Scenario) times() []*time.Duration {
	return []*time.Duration{&sc.Service, &sc.Interval, &sc.Stall, &sc.Period, &sc.FirstStall, &sc.Duration, &sc.RTT, &sc.ExpectedInterval}
}

// The modes of a file: a full simulation run, a quick (smoke) one whose
// files are prefixed quick- and which leaves the README alone, and a live run.
const (
	Full     = "full"
	Quick    = "quick"
	LiveMode = "live"
)

// A Config is a simulation file's configuration: the machine's lines, then
// the scenario's and the run's, then what the file holds.
type Config struct {
	Machine       rawfile.Fields // every line before the scenario's
	Scenario      Scenario
	SlowThreshold time.Duration
	Mode          string
	Reps          int
	// Designs are the design recordings the file holds (DesignNames, plan
	// only with a round trip); ByReference the recordings the event
	// reference checked, the others the closed form.
	Designs, ByReference []string
}

// The sweeps' names, and the axes each one's configuration line names.
const (
	LoadSweep        = "load"
	ConnectionsSweep = "connections"
	ExamplesSweep    = "examples"
	DesignsSweep     = "designs"
	LiveSweep        = "live"
)

var (
	LoadAxes        = []string{"utilisation", "stall"}
	connectionsAxes = []string{"connections"}
	examplesAxes    = []string{"case"}
	designsAxes     = []string{"connections"}
	liveAxes        = []string{"recording", "above"}
)

func axesKey(sweep string) string { return "sweep-" + sweep + "-axes" }

func join[T ~string](xs []T) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = string(x)
	}
	return strings.Join(s, " ")
}

func (sc Scenario) fields() rawfile.Fields {
	var fs rawfile.Fields
	for i, d := range sc.times() {
		fs = append(fs, rawfile.KV{Key: ScenarioKeys[i], Value: d.String()})
	}
	return append(fs,
		rawfile.KV{Key: "connections", Value: strconv.Itoa(sc.Connections)},
		rawfile.KV{Key: "requests", Value: strconv.FormatInt(sc.Requests, 10)})
}

// Fields returns c as configuration lines, in the order a file holds them.
func (c Config) Fields() rawfile.Fields {
	fs := append(slices.Clip(c.Machine), c.Scenario.fields()...)
	return append(fs,
		rawfile.KV{Key: "slow-threshold", Value: c.SlowThreshold.String()},
		rawfile.KV{Key: "mode", Value: c.Mode},
		rawfile.KV{Key: "reps", Value: strconv.Itoa(c.Reps)},
		rawfile.KV{Key: "recordings", Value: join(Recordings)},
		rawfile.KV{Key: "designs", Value: join(c.Designs)},
		rawfile.KV{Key: "timelines", Value: join(Timelines)},
		rawfile.KV{Key: "checked-by-reference", Value: join(c.ByReference)},
		rawfile.KV{Key: "clients", Value: join(Clients)},
		rawfile.KV{Key: "percentiles", Value: join(Percentiles)},
		rawfile.KV{Key: "rank-rules", Value: join(Rules)},
		rawfile.KV{Key: axesKey(LoadSweep), Value: join(LoadAxes)},
		rawfile.KV{Key: axesKey(ConnectionsSweep), Value: join(connectionsAxes)},
		rawfile.KV{Key: axesKey(ExamplesSweep), Value: join(examplesAxes)},
		rawfile.KV{Key: axesKey(DesignsSweep), Value: join(designsAxes)},
	)
}

// Deterministic reports whether a configuration key is one that a
// re-simulation reproduces: the scenario's, the run's, or the file's
// self-description, but not the machine's.
func Deterministic(key string) bool {
	_, ok := Config{}.Fields().Get(key)
	return ok
}

// machineOf returns the configuration lines before the scenario's first.
func machineOf(f *rawfile.File) rawfile.Fields {
	i := slices.IndexFunc(f.Config, func(kv rawfile.KV) bool { return kv.Key == ScenarioKeys[0] })
	if i < 0 {
		i = len(f.Config)
	}
	return f.Config[:i:i]
}

// scenario reads the scenario's times and size.
func (rd *reader) scenario() Scenario {
	var sc Scenario
	for i, d := range sc.times() {
		*d = rd.duration(ScenarioKeys[i])
	}
	sc.Requests = rd.positive("requests")
	if n := rd.positive("connections"); n <= 1<<30 {
		sc.Connections = int(n)
	} else {
		rd.failf("configuration connections %d: too many", n)
	}
	return sc
}

// names reads a configuration line that lists some of known, each once,
// in known's order.
func (rd *reader) names(key string, known []string) []string {
	got, ok := rd.f.Config.Get(key)
	if !ok {
		rd.failf("no %q configuration line", key)
		return nil
	}
	names := strings.Fields(got)
	last := -1
	for _, n := range names {
		i := slices.Index(known, n)
		if i <= last {
			rd.failf("the configuration line %s: %q, want some of %q in that order", key, got, join(known))
			return nil
		}
		last = i
	}
	return names
}

// list checks that the configuration line key lists want.
func (rd *reader) list(key string, want string) {
	if got, _ := rd.f.Config.Get(key); rd.err == nil && strings.Join(strings.Fields(got), " ") != want {
		rd.failf("the configuration line %s: %q, want %q", key, got, want)
	}
}

// ReadScenario reads the scenario of a file, and nothing else: for
// -verify, which re-simulates it and then compares the whole file. The
// connections may be any whole number, for the simulation to judge, and
// Requests is left 0: the simulation counts them.
func ReadScenario(f *rawfile.File) (Scenario, error) {
	var sc Scenario
	for i, d := range sc.times() {
		v, ok := f.Config.Get(ScenarioKeys[i])
		if !ok {
			return sc, fmt.Errorf("no %q configuration line", ScenarioKeys[i])
		}
		var err error
		if *d, err = time.ParseDuration(v); err != nil {
			return sc, fmt.Errorf("configuration %s: %w", ScenarioKeys[i], err)
		}
	}
	text, ok := f.Config.Get("connections")
	n, err := strconv.Atoi(text)
	if !ok || err != nil {
		return sc, fmt.Errorf("configuration connections %q: want a whole number", text)
	}
	sc.Connections = n
	return sc, nil
}

// config reads a simulation file's configuration.
func (rd *reader) config() Config {
	c := Config{Machine: machineOf(rd.f), Scenario: rd.scenario(), SlowThreshold: rd.duration("slow-threshold")}
	c.Mode, _ = rd.f.Config.Get("mode")
	if c.Mode != Full && c.Mode != Quick {
		rd.failf("configuration mode %q: want %s or %s", c.Mode, Full, Quick)
	}
	text, _ := rd.f.Config.Get("reps")
	reps, err := strconv.Atoi(text)
	if err != nil || reps < 1 {
		rd.failf("configuration reps %q: want a positive whole number", text)
	}
	c.Reps = reps
	c.Designs = rd.names("designs", DesignNames)
	c.ByReference = rd.names("checked-by-reference", slices.Concat(Recordings, DesignNames))
	for _, l := range []struct{ key, want string }{
		{"recordings", join(Recordings)}, {"timelines", join(Timelines)}, {"clients", join(Clients)}, {"percentiles", join(Percentiles)},
		{"rank-rules", join(Rules)}, {axesKey(LoadSweep), join(LoadAxes)},
		{axesKey(ConnectionsSweep), join(connectionsAxes)}, {axesKey(ExamplesSweep), join(examplesAxes)},
		{axesKey(DesignsSweep), join(designsAxes)},
	} {
		rd.list(l.key, l.want)
	}
	return c
}

// A Decimal is a number as the file writes it, so that nothing is lost
// to floating point: a cost, a clock rate, a ratio.
type Decimal string

// Fixed formats v with the given decimals.
func Fixed(v float64, decimals int) Decimal {
	return Decimal(strconv.FormatFloat(v, 'f', decimals, 64))
}

func (d Decimal) String() string { return string(d) }

func (rd *reader) decimal(key, unit string) Decimal { return Decimal(rd.text(key, unit)) }
