package results

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"coordinated-omission/internal/rawfile"
)

// A Sim is everything a simulation's raw file states: results/raw.txt.
type Sim struct {
	Config     Config
	Benchmarks []rawfile.Benchmark
	Runs       []rawfile.Run
	Dists      []rawfile.Dist
	Load       []LoadPoint
	Conns      []ConnsPoint
	Examples   []Example
	Asm        []string
	// Recordings are closed, open and corrected; Designs the other
	// designs' (Config.Designs); Loops the four timelines'.
	Recordings   []Recording
	Designs      []Recording
	DesignPoints []DesignsPoint
	// The random model's: theory checks, Schroeder's comparison, the
	// grid, and the command line's random scenario; none in a file
	// written before the random model.
	Theory        []TheoryCheck
	Think         []ThinkPoint
	Grid          []GridPoint
	Random        []RandomDesign
	Loops         []Loop
	Ratios        Ratios
	AddedPerStall Range // the samples the correction adds per stall
	// WrkInterval is E_w, the interval wrk's correction used, and
	// WrkAddedPerStall the samples it added per stall.
	WrkInterval      time.Duration
	WrkAddedPerStall Range
	Counts           Counts
	Timing           Timing
	Checks           rawfile.Checks
}

// A Loop is what one client loop met: the stalls, and its last completion.
type Loop struct {
	Name   string
	Stalls int64
	EndNs  int64
}

// Counts are the run's sizes and the checks it passed.
type Counts struct {
	// Threshold is N*, the most requests one stall delays, if the
	// connections sweep has it, and 0 if not.
	Threshold                            int64
	ChecksPassed                         int64
	SweepPoints, SweepChecks             int64
	ConnectionsPoints, ConnectionsChecks int64
	ExamplesChecks                       int64
	Runs, Reps                           int64
}

// Timing are the figures of the wall clock and the machine: the only ones
// a re-simulation does not reproduce.
type Timing struct {
	ClockGHz        Decimal
	Cost            []Cost // by client
	RunsMs          Decimal
	ClockEstimateMs Decimal
}

// A Cost is one client loop's wall cost per simulated request.
type Cost struct {
	Client                 string
	MinNs, MedianNs, CVPct Decimal
	Cycles                 Decimal
}

// timingPrefixes start the RESULT keys of Timing.
var timingPrefixes = []string{costPrefix, "clock.", "time."}

// costPrefix starts a client loop's cost keys: cost.closed.min.
const costPrefix = "cost."

// IsTiming reports whether a RESULT key depends on the wall clock or the
// machine; every other RESULT is a function of the scenario and reps alone.
func IsTiming(key string) bool {
	return slices.ContainsFunc(timingPrefixes, func(p string) bool { return strings.HasPrefix(key, p) })
}

// Recording returns the recording called name, a seed recording or a design's.
func (s *Sim) Recording(name string) (*Recording, bool) {
	if r, ok := byName(s.Recordings, name); ok {
		return r, true
	}
	return byName(s.Designs, name)
}

// lines returns each sweep point's line.
func lines[T interface{ line() rawfile.Sweep }](pts []T) []rawfile.Sweep {
	out := make([]rawfile.Sweep, len(pts))
	for i, pt := range pts {
		out[i] = pt.line()
	}
	return out
}

// Encode lays s out as a raw file.
func (s *Sim) Encode() *rawfile.File {
	f := &rawfile.File{Config: s.Config.Fields(), Benchmarks: s.Benchmarks, Runs: s.Runs, Dists: s.Dists, Asm: s.Asm, Checks: s.Checks}
	f.Sweeps = slices.Concat(lines(s.Load), lines(s.Conns), lines(s.Examples), lines(s.DesignPoints),
		lines(s.Theory), lines(s.Think), lines(s.Grid), lines(s.Random))
	var l resultList
	for i := range s.Recordings {
		s.Recordings[i].encode(&l, Percentiles)
	}
	for i := range s.Designs {
		s.Designs[i].encode(&l, Percentiles)
	}
	for _, lp := range s.Loops {
		l.count(stallsKey(lp.Name), lp.Stalls, "stalls")
	}
	for _, lp := range s.Loops {
		l.count(endKey(lp.Name), lp.EndNs, "ns")
	}
	for _, r := range s.Ratios.lines() {
		if r.Value != "" {
			l.add(r.Key, string(r.Value), "x")
		}
	}
	encodeFields(&l, identity, s.correctionFields())
	s.Counts.encode(&l)
	s.Timing.encode(&l)
	f.Results = l
	return f
}

// thresholdField is N*, which a file states only when the connections
// sweep has it.
func thresholdField(n *int64) field {
	key := ConnectionsSweep + ".threshold"
	return field{func(rl *resultList, k func(string) string) {
		if *n > 0 {
			rl.count(k(key), *n, "connections")
		}
	}, func(rd *reader, k func(string) string) {
		if rd.has(k(key)) {
			*n = rd.count(k(key), "connections")
		}
	}}
}

// fields is c's table.
func (c *Counts) fields() []field {
	return []field{thresholdField(&c.Threshold), countField("checks.passed", "checks", &c.ChecksPassed),
		countField("sweep.points", "points", &c.SweepPoints), countField("sweep.checks", "checks", &c.SweepChecks),
		countField(ConnectionsSweep+".points", "points", &c.ConnectionsPoints), countField(ConnectionsSweep+".checks", "checks", &c.ConnectionsChecks),
		countField(ExamplesSweep+".checks", "checks", &c.ExamplesChecks), countField(runsKey, "runs", &c.Runs), countField(repsKey, "reps", &c.Reps)}
}

func (c Counts) encode(l *resultList) { encodeFields(l, identity, c.fields()) }

func (rd *reader) counts() Counts {
	var c Counts
	decodeFields(rd, identity, c.fields())
	return c
}

// correctionFields is the table of the corrections' figures: what each
// adds per stall, and wrk's interval.
func (s *Sim) correctionFields() []field {
	added := func(key string, r *Range) field {
		return field{func(rl *resultList, k func(string) string) { rl.rangeOf(k(key), *r) },
			func(rd *reader, k func(string) string) { *r = rd.rangeOf(k(key)) }}
	}
	wrk := field{func(rl *resultList, k func(string) string) {
		rl.count(k(Wrk+".interval"), s.WrkInterval.Nanoseconds(), "ns")
	},
		func(rd *reader, k func(string) string) {
			s.WrkInterval = time.Duration(rd.count(k(Wrk+".interval"), "ns"))
		}}
	return []field{added(Corrected+".added_per_stall", &s.AddedPerStall), wrk, added(Wrk+".added_per_stall", &s.WrkAddedPerStall)}
}

// A loop's keys: the stalls it met, and its last completion.
func stallsKey(loop string) string { return "stalls." + loop }
func endKey(loop string) string    { return "end." + loop }

func costKey(client, field string) string { return costPrefix + client + "." + field }

// costFields is the table of one client's cost.
func costFields(c *Cost) []field {
	k := func(field string) string { return costKey(c.Client, field) }
	return []field{decimalField(k("min"), "ns/request", &c.MinNs), decimalField(k("median"), "ns/request", &c.MedianNs),
		decimalField(k("cv"), "%", &c.CVPct), decimalField(k("cycles"), "cycles/request", &c.Cycles)}
}

// fields is t's table: the clock, each client's cost, and the times.
func (t *Timing) fields() []field {
	return []field{decimalField("clock.ghz", "GHz", &t.ClockGHz),
		{func(rl *resultList, _ func(string) string) {
			for i := range t.Cost {
				encodeFields(rl, identity, costFields(&t.Cost[i]))
			}
		}, func(rd *reader, _ func(string) string) {
			t.Cost = nil
			for _, client := range Clients {
				c := Cost{Client: client}
				decodeFields(rd, identity, costFields(&c))
				t.Cost = append(t.Cost, c)
			}
		}},
		decimalField("time.runs", "ms", &t.RunsMs), decimalField("time.clock_estimate", "ms", &t.ClockEstimateMs)}
}

func (t Timing) encode(l *resultList) { encodeFields(l, identity, t.fields()) }

func (rd *reader) timing() Timing {
	var t Timing
	decodeFields(rd, identity, t.fields())
	return t
}

// CostOf returns the cost of the client loop called client.
func (t Timing) CostOf(client string) (Cost, error) {
	for _, c := range t.Cost {
		if c.Client == client {
			return c, nil
		}
	}
	return Cost{}, fmt.Errorf("no cost of the %s client", client)
}

// Decode reads a simulation's raw file. It refuses a file that lacks a
// figure, has one in the wrong unit, or states a figure that the file's
// other figures contradict: a share, a ratio.
func Decode(f *rawfile.File) (*Sim, error) {
	rd := newReader(f)
	s := &Sim{Config: rd.config(), Benchmarks: f.Benchmarks, Runs: f.Runs, Dists: f.Dists, Asm: f.Asm, Checks: f.Checks}
	for _, name := range Recordings {
		s.Recordings = append(s.Recordings, rd.recording(name, Percentiles))
	}
	for _, name := range s.Config.Designs {
		s.Designs = append(s.Designs, rd.recording(name, Percentiles))
	}
	for _, name := range Timelines {
		s.Loops = append(s.Loops, Loop{Name: name, Stalls: rd.count(stallsKey(name), "stalls")})
	}
	for i := range s.Loops {
		s.Loops[i].EndNs = rd.count(endKey(s.Loops[i].Name), "ns")
	}
	s.Ratios = rd.ratios()
	decodeFields(rd, identity, s.correctionFields())
	s.Counts = rd.counts()
	s.Timing = rd.timing()
	if rd.err != nil {
		return nil, rd.err
	}
	var err error
	if s.Load, err = readLoad(f); err != nil {
		return nil, err
	}
	if s.Conns, err = readConns(f); err != nil {
		return nil, err
	}
	if s.Examples, err = readExamples(f); err != nil {
		return nil, err
	}
	if s.DesignPoints, err = readDesigns(f, s.Config.Designs); err != nil {
		return nil, err
	}
	if s.Theory, err = readTheory(f); err != nil {
		return nil, err
	}
	if s.Think, err = readThink(f); err != nil {
		return nil, err
	}
	if s.Grid, err = readGrid(f); err != nil {
		return nil, err
	}
	if s.Random, err = readRandom(f); err != nil {
		return nil, err
	}
	if err := s.checkExperiments(f); err != nil {
		return nil, err
	}
	return s, nil
}
