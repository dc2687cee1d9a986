package results

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"coordinated-omission/internal/rawfile"
)

// A reader reads typed figures from a raw file, keeping the first error.
type reader struct {
	f       *rawfile.File
	results map[string]rawfile.Result
	err     error
}

func newReader(f *rawfile.File) *reader {
	r := &reader{f: f, results: make(map[string]rawfile.Result, len(f.Results))}
	for _, res := range f.Results {
		r.results[res.Key] = res
	}
	return r
}

func (r *reader) fail(err error) {
	if r.err == nil {
		r.err = err
	}
}

func (r *reader) failf(format string, args ...any) { r.fail(fmt.Errorf(format, args...)) }

// has reports whether the file has a RESULT line key.
func (r *reader) has(key string) bool {
	_, ok := r.results[key]
	return ok
}

// text returns the value of the RESULT line key, which must be in unit.
func (r *reader) text(key, unit string) string {
	res, ok := r.results[key]
	if !ok {
		r.failf("no RESULT %s", key)
	} else if res.Unit != unit {
		r.failf("RESULT %s is in %s, want %s", key, res.Unit, unit)
	}
	return res.Value
}

// micros reads a RESULT in µs as exact nanoseconds.
func (r *reader) micros(key string) int64 {
	text := r.text(key, "us")
	whole, frac, _ := strings.Cut(text, ".")
	if len(frac) > 3 || strings.HasPrefix(text, "-") {
		r.failf("RESULT %s %s: want a non-negative whole number of nanoseconds", key, text)
		return 0
	}
	w, err1 := strconv.ParseInt(whole, 10, 64)
	f, err2 := strconv.ParseInt(frac+strings.Repeat("0", 3-len(frac)), 10, 64)
	if err1 != nil || err2 != nil || w > (1<<62)/1000 {
		r.failf("RESULT %s %s: not a latency", key, text)
	}
	return w*1000 + f
}

// count reads a RESULT that is a whole number of unit.
func (r *reader) count(key, unit string) int64 {
	text := r.text(key, unit)
	n, err := strconv.ParseInt(text, 10, 64)
	if err != nil || n < 0 {
		r.failf("RESULT %s %s: want a whole number of %s", key, text, unit)
	}
	return n
}

func (r *reader) rangeOf(key string) Range {
	return Range{r.count(key+".min", "samples"), r.count(key+".max", "samples")}
}

// flag reads a RESULT in bool: 1 or 0.
func (r *reader) flag(key string) bool {
	v := r.text(key, "bool")
	if r.err == nil && v != "0" && v != "1" {
		r.failf("RESULT %s %s: want 1 or 0", key, v)
	}
	return v == "1"
}

// float reads a RESULT in unit as a number.
func (r *reader) float(key, unit string) float64 {
	v, _ := strconv.ParseFloat(r.text(key, unit), 64) // rawfile checked it is a decimal
	return v
}

// duration reads a configuration line that is a Go duration.
func (r *reader) duration(key string) time.Duration {
	text, ok := r.f.Config.Get(key)
	d, err := time.ParseDuration(text)
	if !ok || err != nil {
		r.failf("configuration %s %q: want a duration", key, text)
	}
	return d
}

// positive reads a configuration line that is a positive whole number.
func (r *reader) positive(key string) int64 {
	text, _ := r.f.Config.Get(key)
	n, err := strconv.ParseInt(text, 10, 64)
	if err != nil || n < 1 {
		r.failf("configuration %s %q: want a positive whole number", key, text)
	}
	return n
}

// A results list collects RESULT lines in order.
type resultList []rawfile.Result

func (l *resultList) add(key, value, unit string) {
	*l = append(*l, rawfile.Result{Key: key, Value: value, Unit: unit})
}

func (l *resultList) count(key string, n int64, unit string) {
	l.add(key, strconv.FormatInt(n, 10), unit)
}

func (l *resultList) micros(key string, ns int64) { l.add(key, Micros(ns), "us") }

func (l *resultList) rangeOf(key string, r Range) {
	l.count(key+".min", r.Min, "samples")
	l.count(key+".max", r.Max, "samples")
}

func (l *resultList) flag(key string, ok bool) { l.add(key, flagText(ok), "bool") }

// flagText is a verdict as the file writes it: 1 or 0.
func flagText(ok bool) string {
	if ok {
		return "1"
	}
	return "0"
}
