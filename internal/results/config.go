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

// timeWords is the table of sc's times: a configuration line each.
func (sc *Scenario) timeWords() []word {
	return []word{durationWord("service", &sc.Service), durationWord("interval", &sc.Interval), durationWord("stall", &sc.Stall),
		durationWord("period", &sc.Period), durationWord("first-stall", &sc.FirstStall), durationWord("duration", &sc.Duration),
		durationWord("rtt", &sc.RTT), durationWord("expected-interval", &sc.ExpectedInterval)}
}

// The configuration lines that more than one table holds, or that a
// reader looks up before it reads a table.
const (
	connectionsKey = "connections"
	modeKey        = "mode"
	recordingsKey  = "recordings"
	designsKey     = "designs"
	levelsKey      = "levels"
	runsKey        = "runs"
	repsKey        = "reps"
)

// words is sc's table: its times, its connections and its requests.
func (sc *Scenario) words() []word {
	return append(sc.timeWords(),
		word{connectionsKey, func() string { return strconv.Itoa(sc.Connections) }, func(rd *reader, k string) {
			if n := rd.positive(k); n <= 1<<30 {
				sc.Connections = int(n)
			} else {
				rd.failf("configuration %s %d: too many", k, n)
			}
		}},
		word{"requests", func() string { return strconv.FormatInt(sc.Requests, 10) }, func(rd *reader, k string) { sc.Requests = rd.positive(k) }})
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
	// Random is the random model's part of the scenario, nil if it draws
	// nothing.
	Random *RandomConfig
	// Experiments says where the fixed experiments came from.
	Experiments Experiments
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

func (sc Scenario) fields() rawfile.Fields { return encodeWords(identity, sc.words()) }

// words is c's table after the scenario's: the run's lines, and what the
// file holds.
func (c *Config) words() []word {
	return []word{
		durationWord("slow-threshold", &c.SlowThreshold),
		{modeKey, func() string { return c.Mode }, func(rd *reader, k string) {
			if c.Mode, _ = rd.f.Config.Get(k); c.Mode != Full && c.Mode != Quick {
				rd.failf("configuration %s %q: want %s or %s", k, c.Mode, Full, Quick)
			}
		}},
		{repsKey, func() string { return strconv.Itoa(c.Reps) }, func(rd *reader, k string) {
			text, _ := rd.f.Config.Get(k)
			if reps, err := strconv.Atoi(text); err != nil || reps < 1 {
				rd.failf("configuration %s %q: want a positive whole number", k, text)
			} else {
				c.Reps = reps
			}
		}},
		listWord(recordingsKey, func() string { return join(Recordings) }),
		{designsKey, func() string { return join(c.Designs) }, func(rd *reader, k string) { c.Designs = rd.names(k, DesignNames) }},
		listWord("timelines", func() string { return join(Timelines) }),
		{"checked-by-reference", func() string { return join(c.ByReference) }, func(rd *reader, k string) {
			c.ByReference = rd.names(k, slices.Concat(Recordings, DesignNames))
		}},
		listWord("clients", func() string { return join(Clients) }),
		listWord("percentiles", func() string { return join(Percentiles) }),
		listWord("rank-rules", func() string { return join(Rules) }),
		listWord(axesKey(LoadSweep), func() string { return join(LoadAxes) }),
		listWord(axesKey(ConnectionsSweep), func() string { return join(connectionsAxes) }),
		listWord(axesKey(ExamplesSweep), func() string { return join(examplesAxes) }),
		listWord(axesKey(DesignsSweep), func() string { return join(designsAxes) }),
	}
}

// Fields returns c as configuration lines, in the order a file holds them.
func (c Config) Fields() rawfile.Fields {
	return slices.Concat(slices.Clip(c.Machine), c.Scenario.fields(), c.Random.fields(), encodeWords(identity, c.words()), c.Experiments.fields())
}

// Deterministic reports whether a configuration key is one that a
// re-simulation reproduces: the scenario's, the run's, or the file's
// self-description, but not the machine's.
func Deterministic(key string) bool {
	_, ok := Config{Random: &RandomConfig{}}.Fields().Get(key)
	return ok
}

// machineOf returns the configuration lines before the scenario's first.
func machineOf(f *rawfile.File) rawfile.Fields {
	var sc Scenario
	first := sc.timeWords()[0].key
	i := slices.IndexFunc(f.Config, func(kv rawfile.KV) bool { return kv.Key == first })
	if i < 0 {
		i = len(f.Config)
	}
	return f.Config[:i:i]
}

// scenario reads the scenario's times and size.
func (rd *reader) scenario() Scenario {
	var sc Scenario
	decodeWords(rd, identity, sc.words())
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
	for _, w := range sc.timeWords() {
		rd := newReader(f)
		if _, ok := f.Config.Get(w.key); !ok {
			return sc, fmt.Errorf("no %q configuration line", w.key)
		}
		if w.dec(rd, w.key); rd.err != nil {
			return sc, rd.err
		}
	}
	text, ok := f.Config.Get(connectionsKey)
	n, err := strconv.Atoi(text)
	if !ok || err != nil {
		return sc, fmt.Errorf("configuration %s %q: want a whole number", connectionsKey, text)
	}
	sc.Connections = n
	return sc, nil
}

// config reads a simulation file's configuration.
func (rd *reader) config() Config {
	c := Config{Machine: machineOf(rd.f), Scenario: rd.scenario(), Random: rd.randomConfig()}
	decodeWords(rd, identity, c.words())
	c.Experiments = rd.experiments()
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
