package rawfile

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// A File is a parsed raw file.
type File struct {
	Config     Fields // the key: value lines, in order
	Benchmarks []Benchmark
	Runs       []Run
	Dists      []Dist
	Sweeps     []Sweep
	Asm        []string // the disassembly, one line each, without the "asm " prefix
	Results    []Result
	Checks     Checks
}

// A KV is one key and its value: a configuration line, or a k=v field.
type KV struct{ Key, Value string }

// Fields are key-value pairs in order.
type Fields []KV

// Get returns the value of key.
func (fs Fields) Get(key string) (string, bool) {
	for _, kv := range fs {
		if kv.Key == key {
			return kv.Value, true
		}
	}
	return "", false
}

// Int returns the value of key as a whole number.
func (fs Fields) Int(key string) (int64, error) {
	v, ok := fs.Get(key)
	if !ok {
		return 0, fmt.Errorf("no %s", key)
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%s=%q is not a whole number", key, v)
	}
	return n, nil
}

// List returns the value of key split at spaces, or nil if there is no key.
func (fs Fields) List(key string) []string {
	v, ok := fs.Get(key)
	if !ok {
		return nil
	}
	return strings.Fields(v)
}

// A Benchmark is one line of Go benchmark format: the name without its
// "Benchmark" prefix, the iterations, and each value with its unit.
type Benchmark struct {
	Name   string
	Iters  int
	Values []Value
}

// A Value is one measurement of a Benchmark line.
type Value struct {
	Value float64
	Unit  string
}

// A Run is one run line: the figures of one subject (the loops, or one
// recording) in run Index, as written: "run 3 open n=100000 …".
type Run struct {
	Index   int
	Subject string
	Fields  Fields
}

// A Dist is one dist line: the arithmetic progression First, First+Step, …,
// Count terms, occurring Times times in Recording. Step is never negative.
type Dist struct {
	Recording                     string
	FirstNs, StepNs, Count, Times int64
}

// LastNs returns the progression's largest term.
func (d Dist) LastNs() int64 { return d.FirstNs + (d.Count-1)*d.StepNs }

// A Sweep is one sweep line: one point of the named sweep, as fields. The
// configuration line "sweep-NAME-axes: a b" says which fields are the
// point's coordinates.
type Sweep struct {
	Name   string
	Fields Fields
}

// A Result is one RESULT line. Value is the number as written, so that
// nothing is lost to floating point.
type Result struct{ Key, Value, Unit string }

// Float returns the value as a float64.
func (r Result) Float() float64 {
	f, _ := strconv.ParseFloat(r.Value, 64) // Parse checked it
	return f
}

// Checks is the last line: how many checks passed over how many runs.
type Checks struct{ Passed, Runs int }

func (c Checks) String() string {
	return fmt.Sprintf("%d checks passed over %d runs", c.Passed, c.Runs)
}

// Result returns the RESULT line with key.
func (f *File) Result(key string) (Result, bool) {
	for _, r := range f.Results {
		if r.Key == key {
			return r, true
		}
	}
	return Result{}, false
}

// DistsOf returns the dist lines of one recording.
func DistsOf(dists []Dist, recording string) []Dist {
	return filter(dists, func(d Dist) bool { return d.Recording == recording })
}

// SweepOf returns the points of the named sweep.
func (f *File) SweepOf(name string) []Sweep {
	return filter(f.Sweeps, func(s Sweep) bool { return s.Name == name })
}

func filter[T any](xs []T, keep func(T) bool) []T {
	var out []T
	for _, x := range xs {
		if keep(x) {
			out = append(out, x)
		}
	}
	return out
}

// decimal matches a RESULT value: a plain decimal number. strconv.ParseFloat
// alone would also take "NaN", "Inf", "1e9" and "0x1p3".
var decimal = regexp.MustCompile(`^-?[0-9]{1,20}(\.[0-9]{1,20})?$`)

// String returns the value as written, which is how templates print it.
func (r Result) String() string { return r.Value }
