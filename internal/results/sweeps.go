package results

import (
	"fmt"
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

func (pt LoadPoint) line() rawfile.Sweep {
	fs := fieldsOf("utilisation", pt.Utilisation, "stall", pt.Stall.String(), "interval", pt.Interval.String(),
		"period", pt.Period.String(), "duration", pt.Duration.String(), "checks", strconv.FormatInt(pt.Checks, 10))
	fs = appendLevels(fs, Recordings, LoadLevels, pt.AtNs)
	return rawfile.Sweep{Name: LoadSweep, Fields: fs}
}

// fieldsOf returns the fields of alternate keys and values.
func fieldsOf(kv ...string) rawfile.Fields {
	var fs rawfile.Fields
	for i := 0; i < len(kv); i += 2 {
		fs = append(fs, rawfile.KV{Key: kv[i], Value: kv[i+1]})
	}
	return fs
}

func appendLevels(fs rawfile.Fields, recs []string, levels []Level, atNs map[string]map[Level]int64) rawfile.Fields {
	for _, rec := range recs {
		for _, l := range levels {
			fs = append(fs, rawfile.KV{Key: sweepKey(rec, l), Value: strconv.FormatInt(atNs[rec][l], 10)})
		}
	}
	return fs
}

// A sweepReader reads one sweep line's fields, keeping the first error.
type sweepReader struct {
	what string // for errors: "a load sweep line"
	fs   rawfile.Fields
	err  error
}

func (r *sweepReader) failf(format string, args ...any) {
	if r.err == nil {
		r.err = fmt.Errorf(r.what+": "+format, args...)
	}
}

func (r *sweepReader) text(key string) string {
	v, ok := r.fs.Get(key)
	if !ok {
		r.failf("no %s", key)
	}
	return v
}

func (r *sweepReader) whole(key string) int64 {
	n := r.integer(key)
	if r.err == nil && n < 0 {
		r.failf("%s=%d is not a whole number", key, n)
	}
	return n
}

// integer reads a field that is an integer, of either sign.
func (r *sweepReader) integer(key string) int64 {
	v := r.text(key)
	n, err := strconv.ParseInt(v, 10, 64)
	if r.err == nil && err != nil {
		r.failf("%s=%q is not a whole number", key, v)
	}
	return n
}

// latency reads a figure that is at least a service time: positive.
func (r *sweepReader) latency(key string) int64 {
	n := r.whole(key)
	if r.err == nil && n <= 0 {
		r.failf("%s=%d is not positive", key, n)
	}
	return n
}

func (r *sweepReader) duration(key string) time.Duration {
	v := r.text(key)
	d, err := time.ParseDuration(v)
	if r.err == nil && (err != nil || d < 0) {
		r.failf("%s=%q is not a duration", key, v)
	}
	return d
}

func (r *sweepReader) levels(recs []string, levels []Level) map[string]map[Level]int64 {
	out := map[string]map[Level]int64{}
	for _, rec := range recs {
		out[rec] = map[Level]int64{}
		for _, l := range levels {
			out[rec][l] = r.latency(sweepKey(rec, l))
		}
	}
	return out
}

// readSweep reads the lines of the named sweep, each with read; what
// names a line in errors: "load sweep line".
func readSweep[T any](f *rawfile.File, name, what string, read func(r *sweepReader) T) ([]T, error) {
	var out []T
	for i, s := range f.SweepOf(name) {
		r := &sweepReader{what: fmt.Sprintf("%s %d", what, i+1), fs: s.Fields}
		pt := read(r)
		if r.err != nil {
			return nil, r.err
		}
		out = append(out, pt)
	}
	return out, nil
}

func readLoad(f *rawfile.File) ([]LoadPoint, error) {
	return readSweep(f, LoadSweep, "load sweep line", func(r *sweepReader) LoadPoint {
		pt := LoadPoint{Utilisation: r.text("utilisation"), Stall: r.duration("stall"), Interval: r.duration("interval"),
			Period: r.duration("period"), Duration: r.duration("duration"), Checks: r.whole("checks")}
		pt.AtNs = r.levels(Recordings, LoadLevels)
		if r.err == nil && pt.Period <= 0 {
			r.failf("period=%v is not positive", pt.Period)
		}
		return pt
	})
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

func (pt ConnsPoint) line() rawfile.Sweep {
	fs := fieldsOf("connections", strconv.FormatInt(pt.Connections, 10), "threshold", strconv.FormatBool(pt.Threshold),
		"checks", strconv.FormatInt(pt.Checks, 10))
	for _, rec := range []Recording{pt.Closed, pt.Corrected} {
		fs = appendLevels(fs, []string{rec.Name}, ConnsLevels, map[string]map[Level]int64{rec.Name: rec.AtNs[HalfUp]})
		fs = append(fs,
			rawfile.KV{Key: rec.Name + ".slow", Value: strconv.FormatInt(rec.Slow, 10)},
			rawfile.KV{Key: rec.Name + ".n", Value: strconv.FormatInt(rec.Samples, 10)},
			rawfile.KV{Key: rec.Name + ".share-pct", Value: string(rec.SlowSharePct)})
	}
	return rawfile.Sweep{Name: ConnectionsSweep, Fields: fs}
}

func readConns(f *rawfile.File) ([]ConnsPoint, error) {
	return readSweep(f, ConnectionsSweep, "connections sweep line", func(r *sweepReader) ConnsPoint {
		pt := ConnsPoint{Connections: r.whole("connections"), Checks: r.whole("checks"),
			Closed: r.connsRecording(Closed), Corrected: r.connsRecording(Corrected)}
		switch th := r.text("threshold"); th {
		case "true", "false":
			pt.Threshold = th == "true"
		default:
			r.failf("threshold=%q is not true or false", th)
		}
		if r.err == nil && pt.Connections < 1 {
			r.failf("connections=%d is not positive", pt.Connections)
		}
		return pt
	})
}

// connsRecording reads one recording's fields of a connections point.
func (r *sweepReader) connsRecording(name string) Recording {
	rec := Recording{Name: name, AtNs: map[Rule]map[Level]int64{HalfUp: r.levels([]string{name}, ConnsLevels)[name]},
		Slow: r.integer(name + ".slow"), Samples: r.integer(name + ".n"), SlowSharePct: Decimal(r.text(name + ".share-pct"))}
	if r.err == nil && (rec.Samples < 1 || rec.Slow < 0 || rec.Slow > rec.Samples) {
		r.failf("%s.slow and %s.n must be counts, slow at most n", name, name)
	}
	return rec
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

func (ex Example) line() rawfile.Sweep {
	fs := fieldsOf("case", ex.Case, "service", ex.Service.String(), "stall", ex.Stall.String(),
		"duration", ex.Duration.String(), "checks", strconv.FormatInt(ex.Checks, 10))
	return rawfile.Sweep{Name: ExamplesSweep, Fields: appendLevels(fs, Recordings, ExampleLevels, ex.AtNs)}
}

func readExamples(f *rawfile.File) ([]Example, error) {
	return readSweep(f, ExamplesSweep, "examples sweep line", func(r *sweepReader) Example {
		ex := Example{Case: r.text("case"), Service: r.duration("service"), Stall: r.duration("stall"),
			Duration: r.duration("duration"), Checks: r.whole("checks")}
		ex.AtNs = r.levels(Recordings, ExampleLevels)
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

func (pt DesignsPoint) line() rawfile.Sweep {
	fs := fieldsOf("role", pt.Role, "connections", strconv.FormatInt(pt.Connections, 10), "expected-interval", pt.ExpectedInterval.String(),
		"checks", strconv.FormatInt(pt.Checks, 10))
	for _, rec := range pt.Recordings {
		fs = appendLevels(fs, []string{rec.Name}, DesignsLevels, map[string]map[Level]int64{rec.Name: rec.AtNs[HalfUp]})
		fs = append(fs, rawfile.KV{Key: rec.Name + ".n", Value: strconv.FormatInt(rec.Samples, 10)})
	}
	return rawfile.Sweep{Name: DesignsSweep, Fields: fs}
}

func readDesigns(f *rawfile.File, designs []string) ([]DesignsPoint, error) {
	return readSweep(f, DesignsSweep, "designs sweep line", func(r *sweepReader) DesignsPoint {
		pt := DesignsPoint{Role: r.text("role"), Connections: r.whole("connections"), ExpectedInterval: r.duration("expected-interval"), Checks: r.whole("checks")}
		if r.err == nil && pt.Role != DesignsRole && pt.Role != AutocannonRole {
			r.failf("role=%q is not %s or %s", pt.Role, DesignsRole, AutocannonRole)
		}
		for _, name := range DesignsPointNames(designs) {
			rec := Recording{Name: name, AtNs: map[Rule]map[Level]int64{HalfUp: r.levels([]string{name}, DesignsLevels)[name]}, Samples: r.whole(name + ".n")}
			pt.Recordings = append(pt.Recordings, rec)
		}
		if r.err == nil && pt.Connections < 1 {
			r.failf("connections=%d is not positive", pt.Connections)
		}
		return pt
	})
}
