package results

import (
	"slices"
	"strconv"
	"time"

	"coordinated-omission/internal/rawfile"
)

// sweepKey is the field of a sweep line that holds a recording's figure
// at a level, in ns: closed.p99-ns, open.max-ns.
func sweepKey(recording string, l Level) string { return recording + "." + string(l) + "-ns" }

// A LoadPoint is one point of the load sweep: the scenario at one
// utilisation S/I and stall length, run for a few periods.
type LoadPoint struct {
	Utilisation                       string // S/I, as the file writes it: "0.1"
	Stall, Interval, Period, Duration time.Duration
	Checks                            int64
	AtNs                              map[string]map[Level]int64 // by recording, at LoadLevels
}

// LoadLevels are the levels each load point states.
var LoadLevels = []Level{P99, P999}

func (pt *LoadPoint) fields() []sweepField {
	return []sweepField{textSweep("utilisation", &pt.Utilisation), durationSweep("stall", &pt.Stall), durationSweep("interval", &pt.Interval),
		durationSweep("period", &pt.Period), durationSweep("duration", &pt.Duration), wholeSweep("checks", &pt.Checks),
		levelsSweep(Recordings, LoadLevels, &pt.AtNs)}
}

func (pt LoadPoint) line() rawfile.Sweep { return lineOf(LoadSweep, pt.fields()) }

func appendLevels(fs rawfile.Fields, recs []string, levels []Level, atNs map[string]map[Level]int64) rawfile.Fields {
	for _, rec := range recs {
		for _, l := range levels {
			fs = append(fs, rawfile.KV{Key: sweepKey(rec, l), Value: strconv.FormatInt(atNs[rec][l], 10)})
		}
	}
	return fs
}

// A ConnsPoint is one point of the connections sweep: the closed and
// corrected recordings of the scenario with N connections.
type ConnsPoint struct {
	Connections int64
	Threshold   bool // N*: the most requests one stall delays
	Checks      int64
	// Closed and Corrected are the two recordings at ConnsLevels; their
	// Samples and Slow are set, and AtNs[HalfUp] only.
	Closed, Corrected Recording
}

// ConnsLevels are the levels each connections point states.
var ConnsLevels = []Level{P90, P99, P999}

func (pt *ConnsPoint) fields() []sweepField {
	threshold := oneSweep("threshold", func() string { return strconv.FormatBool(pt.Threshold) }, func(r *sweepReader, k string) {
		switch th := r.text(k); th {
		case "true", "false":
			pt.Threshold = th == "true"
		default:
			r.failf("%s=%q is not true or false", k, th)
		}
	})
	pt.Closed.Name, pt.Corrected.Name = Closed, Corrected
	return slices.Concat([]sweepField{wholeSweep("connections", &pt.Connections), threshold, wholeSweep("checks", &pt.Checks)},
		connsRecordingFields(&pt.Closed), connsRecordingFields(&pt.Corrected))
}

// connsRecordingFields is one recording's table in a connections point:
// its figures at ConnsLevels, its samples above the threshold, its
// samples and their share.
func connsRecordingFields(rec *Recording) []sweepField {
	share := oneSweep(rec.Name+".share-pct", func() string { return string(rec.SlowSharePct) },
		func(r *sweepReader, k string) { rec.SlowSharePct = Decimal(r.text(k)) })
	return []sweepField{ruleLevelsSweep(rec, ConnsLevels), integerSweep(rec.Name+".slow", &rec.Slow), integerSweep(samplesField(rec.Name), &rec.Samples), share}
}

// samplesField is the field of a recording's samples in a sweep line.
func samplesField(recording string) string { return recording + ".n" }

func (pt ConnsPoint) line() rawfile.Sweep { return lineOf(ConnectionsSweep, pt.fields()) }

func readConns(f *rawfile.File) ([]ConnsPoint, error) {
	return readSweep(f, ConnectionsSweep, "connections sweep line", func(r *sweepReader) ConnsPoint {
		var pt ConnsPoint
		r.read(pt.fields())
		for _, rec := range []Recording{pt.Closed, pt.Corrected} {
			if r.err == nil && (rec.Samples < 1 || rec.Slow < 0 || rec.Slow > rec.Samples) {
				r.failf("%s.slow and %s.n must be counts, slow at most n", rec.Name, rec.Name)
			}
		}
		if r.err == nil && pt.Connections < 1 {
			r.failf("connections=%d is not positive", pt.Connections)
		}
		return pt
	})
}

// An Example is one run of the examples sweep: the scenario overloaded, or
// without stalls.
type Example struct {
	Case                     string // OverloadCase or NoStallCase
	Service, Stall, Duration time.Duration
	Checks                   int64
	AtNs                     map[string]map[Level]int64 // by recording, at ExampleLevels
}

// The examples' cases.
const (
	OverloadCase = "overload"
	NoStallCase  = "no-stall"
)

// ExampleLevels are the levels each example states.
var ExampleLevels = []Level{P50, P99, Max}

func (ex *Example) fields() []sweepField {
	return []sweepField{textSweep("case", &ex.Case), durationSweep("service", &ex.Service), durationSweep("stall", &ex.Stall),
		durationSweep("duration", &ex.Duration), wholeSweep("checks", &ex.Checks), levelsSweep(Recordings, ExampleLevels, &ex.AtNs)}
}

func (ex Example) line() rawfile.Sweep { return lineOf(ExamplesSweep, ex.fields()) }

func readExamples(f *rawfile.File) ([]Example, error) {
	return readSweep(f, ExamplesSweep, "examples sweep line", func(r *sweepReader) Example {
		var ex Example
		r.read(ex.fields())
		return ex
	})
}

// A DesignsPoint is one point of the designs sweep: every design's
// recording of the scenario with N connections, beside the open loop's.
type DesignsPoint struct {
	// Role is DesignsRole for a point of the designs table, or the tool
	// whose own correction the point runs: AutocannonRole.
	Role        string
	Connections int64
	// ExpectedInterval is the corrected recording's E, 0 for N·I.
	ExpectedInterval time.Duration
	Checks           int64
	// Recordings are open, closed, corrected and the designs', each with
	// Samples and AtNs[HalfUp] at DesignsLevels.
	Recordings []Recording
}

// The roles of a designs point.
const (
	DesignsRole    = "designs"
	AutocannonRole = "autocannon"
)

// DesignsLevels are the levels each designs point states.
var DesignsLevels = []Level{P90, P99, P999}

// DesignsPointNames are the recordings of a designs point: the open
// loop's first, as the truth, then the seed's closed and corrected, then
// designs.
func DesignsPointNames(designs []string) []string {
	return slices.Concat([]string{Open, Closed, Corrected}, designs)
}

// Recording returns the point's recording called name.
func (pt *DesignsPoint) Recording(name string) (*Recording, bool) { return byName(pt.Recordings, name) }

// fields is pt's table, its recordings those of names.
func (pt *DesignsPoint) fields(names []string) []sweepField {
	out := []sweepField{textSweep("role", &pt.Role), wholeSweep("connections", &pt.Connections),
		durationSweep("expected-interval", &pt.ExpectedInterval), wholeSweep("checks", &pt.Checks)}
	if len(pt.Recordings) != len(names) {
		pt.Recordings = make([]Recording, len(names))
	}
	for i, name := range names {
		rec := &pt.Recordings[i]
		rec.Name = name
		out = append(out, ruleLevelsSweep(rec, DesignsLevels), wholeSweep(samplesField(name), &rec.Samples))
	}
	return out
}

func (pt DesignsPoint) line() rawfile.Sweep {
	names := make([]string, len(pt.Recordings))
	for i, rec := range pt.Recordings {
		names[i] = rec.Name
	}
	pt.Recordings = slices.Clone(pt.Recordings)
	return lineOf(DesignsSweep, pt.fields(names))
}

func readDesigns(f *rawfile.File, designs []string) ([]DesignsPoint, error) {
	return readSweep(f, DesignsSweep, "designs sweep line", func(r *sweepReader) DesignsPoint {
		var pt DesignsPoint
		r.read(pt.fields(DesignsPointNames(designs)))
		if r.err == nil && pt.Role != DesignsRole && pt.Role != AutocannonRole {
			r.failf("role=%q is not %s or %s", pt.Role, DesignsRole, AutocannonRole)
		}
		if r.err == nil && pt.Connections < 1 {
			r.failf("connections=%d is not positive", pt.Connections)
		}
		return pt
	})
}
