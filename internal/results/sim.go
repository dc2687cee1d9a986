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
	Recordings    []Recording
	Designs       []Recording
	DesignPoints  []DesignsPoint
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
var timingPrefixes = []string{"cost.", "clock.", "time."}

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
	f.Sweeps = slices.Concat(lines(s.Load), lines(s.Conns), lines(s.Examples), lines(s.DesignPoints))
	var l resultList
	for i := range s.Recordings {
		s.Recordings[i].encode(&l, Percentiles)
	}
	for i := range s.Designs {
		s.Designs[i].encode(&l, Percentiles)
	}
	for _, lp := range s.Loops {
		l.count("stalls."+lp.Name, lp.Stalls, "stalls")
	}
	for _, lp := range s.Loops {
		l.count("end."+lp.Name, lp.EndNs, "ns")
	}
	for _, r := range s.Ratios.lines() {
		if r.Value != "" {
			l.add(r.Key, string(r.Value), "x")
		}
	}
	l.rangeOf(Corrected+".added_per_stall", s.AddedPerStall)
	l.count(Wrk+".interval", s.WrkInterval.Nanoseconds(), "ns")
	l.rangeOf(Wrk+".added_per_stall", s.WrkAddedPerStall)
	s.Counts.encode(&l)
	s.Timing.encode(&l)
	f.Results = l
	return f
}

func (c Counts) encode(l *resultList) {
	if c.Threshold > 0 {
		l.count(ConnectionsSweep+".threshold", c.Threshold, "connections")
	}
	l.count("checks.passed", c.ChecksPassed, "checks")
	l.count("sweep.points", c.SweepPoints, "points")
	l.count("sweep.checks", c.SweepChecks, "checks")
	l.count(ConnectionsSweep+".points", c.ConnectionsPoints, "points")
	l.count(ConnectionsSweep+".checks", c.ConnectionsChecks, "checks")
	l.count(ExamplesSweep+".checks", c.ExamplesChecks, "checks")
	l.count("runs", c.Runs, "runs")
	l.count("reps", c.Reps, "reps")
}

func (rd *reader) counts() Counts {
	var c Counts
	if rd.has(ConnectionsSweep + ".threshold") {
		c.Threshold = rd.count(ConnectionsSweep+".threshold", "connections")
	}
	c.ChecksPassed = rd.count("checks.passed", "checks")
	c.SweepPoints = rd.count("sweep.points", "points")
	c.SweepChecks = rd.count("sweep.checks", "checks")
	c.ConnectionsPoints = rd.count(ConnectionsSweep+".points", "points")
	c.ConnectionsChecks = rd.count(ConnectionsSweep+".checks", "checks")
	c.ExamplesChecks = rd.count(ExamplesSweep+".checks", "checks")
	c.Runs = rd.count("runs", "runs")
	c.Reps = rd.count("reps", "reps")
	return c
}

func costKey(client, field string) string { return "cost." + client + "." + field }

func (t Timing) encode(l *resultList) {
	l.add("clock.ghz", string(t.ClockGHz), "GHz")
	for _, c := range t.Cost {
		l.add(costKey(c.Client, "min"), string(c.MinNs), "ns/request")
		l.add(costKey(c.Client, "median"), string(c.MedianNs), "ns/request")
		l.add(costKey(c.Client, "cv"), string(c.CVPct), "%")
		l.add(costKey(c.Client, "cycles"), string(c.Cycles), "cycles/request")
	}
	l.add("time.runs", string(t.RunsMs), "ms")
	l.add("time.clock_estimate", string(t.ClockEstimateMs), "ms")
}

func (rd *reader) timing() Timing {
	t := Timing{ClockGHz: rd.decimal("clock.ghz", "GHz")}
	for _, client := range Clients {
		t.Cost = append(t.Cost, Cost{Client: client,
			MinNs: rd.decimal(costKey(client, "min"), "ns/request"), MedianNs: rd.decimal(costKey(client, "median"), "ns/request"),
			CVPct: rd.decimal(costKey(client, "cv"), "%"), Cycles: rd.decimal(costKey(client, "cycles"), "cycles/request")})
	}
	t.RunsMs = rd.decimal("time.runs", "ms")
	t.ClockEstimateMs = rd.decimal("time.clock_estimate", "ms")
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
		s.Loops = append(s.Loops, Loop{Name: name, Stalls: rd.count("stalls."+name, "stalls")})
	}
	for i := range s.Loops {
		s.Loops[i].EndNs = rd.count("end."+s.Loops[i].Name, "ns")
	}
	s.Ratios = rd.ratios()
	s.AddedPerStall = rd.rangeOf(Corrected + ".added_per_stall")
	s.WrkInterval = time.Duration(rd.count(Wrk+".interval", "ns"))
	s.WrkAddedPerStall = rd.rangeOf(Wrk + ".added_per_stall")
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
	return s, nil
}
