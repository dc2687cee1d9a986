package results

import (
	"fmt"
	"strconv"
	"time"

	"coordinated-omission/internal/rawfile"
)

// A sweepField is one field of a sweep line, or a group of them: enc
// writes it and dec reads it back into the point. A point's fields, in
// line order, are its one table: line and read both walk it.
type sweepField struct {
	enc func() rawfile.Fields
	dec func(r *sweepReader)
}

// lineOf is the sweep line of a point whose table is fields.
func lineOf(name string, fields []sweepField) rawfile.Sweep {
	var fs rawfile.Fields
	for _, f := range fields {
		fs = append(fs, f.enc()...)
	}
	return rawfile.Sweep{Name: name, Fields: fs}
}

// read reads a point's table.
func (r *sweepReader) read(fields []sweepField) {
	for _, f := range fields {
		f.dec(r)
	}
}

// oneSweep is a field of one key, whose value is text.
func oneSweep(key string, text func() string, dec func(r *sweepReader, key string)) sweepField {
	return sweepField{func() rawfile.Fields { return rawfile.Fields{{Key: key, Value: text()}} }, func(r *sweepReader) { dec(r, key) }}
}

func textSweep(key string, s *string) sweepField {
	return oneSweep(key, func() string { return *s }, func(r *sweepReader, k string) { *s = r.text(k) })
}

func durationSweep(key string, d *time.Duration) sweepField {
	return oneSweep(key, func() string { return d.String() }, func(r *sweepReader, k string) { *d = r.duration(k) })
}

func wholeSweep(key string, n *int64) sweepField {
	return oneSweep(key, func() string { return strconv.FormatInt(*n, 10) }, func(r *sweepReader, k string) { *n = r.whole(k) })
}

func integerSweep(key string, n *int64) sweepField {
	return oneSweep(key, func() string { return strconv.FormatInt(*n, 10) }, func(r *sweepReader, k string) { *n = r.integer(k) })
}

// levelsSweep is a group of fields: each of recs' figures at levels, in ns.
func levelsSweep(recs []string, levels []Level, atNs *map[string]map[Level]int64) sweepField {
	return sweepField{func() rawfile.Fields { return appendLevels(nil, recs, levels, *atNs) },
		func(r *sweepReader) { *atNs = r.levels(recs, levels) }}
}

// ruleLevelsSweep is one recording's figures at levels under the half-up
// rule, in ns: a connections or designs point's.
func ruleLevelsSweep(rec *Recording, levels []Level) sweepField {
	return sweepField{func() rawfile.Fields {
		return appendLevels(nil, []string{rec.Name}, levels, map[string]map[Level]int64{rec.Name: rec.AtNs[HalfUp]})
	}, func(r *sweepReader) {
		rec.AtNs = map[Rule]map[Level]int64{HalfUp: r.levels([]string{rec.Name}, levels)[rec.Name]}
	}}
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
		var pt LoadPoint
		r.read(pt.fields())
		if r.err == nil && pt.Period <= 0 {
			r.failf("period=%v is not positive", pt.Period)
		}
		return pt
	})
}
