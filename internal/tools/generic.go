package tools

import (
	"fmt"
	"strconv"
	"strings"

	"coordinated-omission/internal/results"
)

// The generic formats, for tools this project does not know: Percentiles,
// lines that pair a percentile with a duration, and Latencies, one
// latency a line or one column of a CSV. Neither is ever guessed: the
// user names it, with the unit of bare numbers and the column.
const (
	Percentiles = "percentiles"
	Latencies   = "latencies"
)

// Generic reports whether format is one of the generic formats.
func Generic(format string) bool { return format == Percentiles || format == Latencies }

// Options are what the generic formats cannot tell from the output.
type Options struct {
	// UnitNs is the unit of a bare number, in ns: 1e6 for "12.3" meaning
	// 12.3 ms. 0 if not given: a bare number is then refused.
	UnitNs float64
	// Column is the Latencies CSV column: its header's name, or its number
	// from 1. "" for a file of one column.
	Column string
}

// UnitNames are the units -judge-unit takes, in ns.
var UnitNames = map[string]float64{"ns": 1, "us": 1e3, "µs": 1e3, "ms": 1e6, "s": 1e9}

// genericUnits are the units a generic line may print after a number,
// attached or apart: short forms, and the words tools spell out.
var genericUnits = map[string]float64{
	"ns": 1, "nanoseconds": 1, "us": 1e3, "µs": 1e3, "usec": 1e3, "usecs": 1e3, "microseconds": 1e3,
	"ms": 1e6, "msec": 1e6, "msecs": 1e6, "milliseconds": 1e6, "s": 1e9, "sec": 1e9, "secs": 1e9, "seconds": 1e9,
}

// ParseWith reads out in format with o: a generic format with its
// options, any other as Parse does.
func ParseWith(format string, out []byte, o Options) (Report, error) {
	if !Generic(format) {
		return Parse(format, out)
	}
	if len(out) > MaxOutput {
		return Report{}, fmt.Errorf("%s: %d bytes of output, more than the %d read", format, len(out), MaxOutput)
	}
	read := func(s string) (Report, error) { return parsePercentiles(s, o.UnitNs) }
	if format == Latencies {
		read = func(s string) (Report, error) { return parseLatencies(s, o.UnitNs, o.Column) }
	}
	r, err := read(string(out))
	if err != nil {
		return Report{}, fmt.Errorf("%s: %w", format, err)
	}
	r.Tool = format
	return r, nil
}

// genericValue reads a duration as a generic line prints it: a number and
// its unit ("12.3ms", "12.3 ms" as two fields), or a bare number in
// unitNs, as ns and the step its last digit stands for.
func genericValue(fields []string, unitNs float64) (ns, step int64, err error) {
	switch len(fields) {
	case 1:
		number := fields[0]
		i := strings.IndexFunc(number, func(r rune) bool { return (r < '0' || r > '9') && r != '.' })
		if i < 0 {
			if unitNs == 0 {
				return 0, 0, fmt.Errorf("%q has no unit: give -judge-unit", number)
			}
			return scaled(number, unitNs)
		}
		if i == 0 {
			return 0, 0, fmt.Errorf("%q is not a time", number)
		}
		return withUnit(number[:i], number[i:])
	case 2:
		if startsWithLetter(fields[1]) || strings.HasPrefix(fields[1], "µ") {
			return withUnit(fields[0], fields[1])
		}
	}
	return 0, 0, fmt.Errorf("%d fields %q where one time is wanted", len(fields), strings.Join(fields, " "))
}

// withUnit reads number in the unit named unit.
func withUnit(number, unit string) (int64, int64, error) {
	scale, ok := genericUnits[strings.ToLower(unit)]
	if !ok {
		return 0, 0, fmt.Errorf("unknown unit %q", unit)
	}
	return scaled(number, scale)
}

// parsePercentiles reads lines that pair a percentile with a duration:
// "p99 12.3ms", "p(99)=12.3ms", "99% 12.3 ms", "99%,12.3" (ab's -e CSV),
// "99.0 0.0123" with a unit given, "99th percentile: 12 ms", "p999" for
// 99.9, and "max". A line that begins otherwise is a header and is
// skipped. A line that begins with a percentile but pairs it with
// anything other than one duration, a fraction such as "0.99" (of one,
// or a percent?), a level given twice with two figures, or figures that
// fall as the level rises, is refused with the line.
func parsePercentiles(out string, unitNs float64) (Report, error) {
	r := newReport()
	paired := false
	for i, line := range lines(out) {
		fields := strings.FieldsFunc(line, func(c rune) bool {
			return c == ' ' || c == '\t' || c == ':' || c == '=' || c == ',' || c == '|' || c == ';'
		})
		pct, rest, ok, err := percentileOf(fields)
		if err != nil {
			return r, lineError(i+1, line, "%v", err)
		}
		if !ok {
			continue
		}
		if len(rest) > 0 && rest[0] == "in" { // hey: "99% in 0.0123 secs"
			rest = rest[1:]
		}
		ns, step, err := genericValue(rest, unitNs)
		if err != nil {
			return r, lineError(i+1, line, "%v", err)
		}
		paired = true
		level, kept := levelOf(pct)
		if !kept {
			continue
		}
		if was, twice := r.AtNs[level]; twice && was != ns {
			return r, lineError(i+1, line, "%s given twice, as %d ns and now %d ns", level, was, ns)
		}
		r.set(level, ns, step)
	}
	if !paired {
		return r, errNone(`line pairing a percentile with a time, such as "p99 12.3ms" or "99% 12.3 ms"`)
	}
	if len(r.AtNs) == 0 {
		return r, errNone("figure at p50, p90, p99, p99.9 or the max")
	}
	prev := results.Level("")
	for _, l := range results.LiveLevels {
		if ns, ok := r.AtNs[l]; ok {
			if prev != "" && ns < r.AtNs[prev] {
				return r, fmt.Errorf("the figure at %s, %d ns, is below the one at %s, %d ns", l, ns, prev, r.AtNs[prev])
			}
			prev = l
		}
	}
	r.Note = "read from percentile lines"
	return r, nil
}

// percentileOf reads the percentile a generic line begins with, as
// levelOf takes it ("99", "99.9", "100"), and the fields after it. ok is
// false for a line that begins with no percentile: a word ("Latency"), a
// count above 100 ("23678 requests"), or a number followed by words ("1
// threads and 10 connections").
func percentileOf(fields []string) (pct string, rest []string, ok bool, err error) {
	if len(fields) == 0 {
		return "", nil, false, nil
	}
	first := strings.ToLower(fields[0])
	rest = fields[1:]
	bare := false
	switch {
	case first == "max" || first == "maximum":
		return "100", rest, true, nil
	case strings.HasPrefix(first, "p(") && strings.HasSuffix(first, ")"):
		pct = first[2 : len(first)-1]
	case strings.HasPrefix(first, "p"):
		pct = strings.ReplaceAll(first[1:], "_", ".")
		if !strings.Contains(pct, ".") && len(pct) > 2 && strings.HasPrefix(pct, "99") { // p999 is 99.9, p9999 99.99
			pct = "99." + pct[2:]
		}
	case strings.HasSuffix(first, "%"):
		pct = strings.TrimSuffix(first, "%")
	case strings.HasSuffix(first, "th") || strings.HasSuffix(first, "st") || strings.HasSuffix(first, "nd") || strings.HasSuffix(first, "rd"):
		pct = first[:len(first)-2]
		if len(rest) > 0 && strings.ToLower(rest[0]) == "percentile" {
			rest = rest[1:]
		}
	default:
		pct, bare = first, true
	}
	v, perr := strconv.ParseFloat(pct, 64)
	if perr != nil || strings.Trim(pct, "0123456789.") != "" {
		return "", nil, false, nil // a word
	}
	if bare && (v > 100 || len(rest) == 0 || strings.IndexAny(rest[0][:1], "0123456789.") != 0) {
		return "", nil, false, nil // a count, or a number in prose
	}
	switch {
	case v > 100:
		return "", nil, false, fmt.Errorf("percentile %s is above 100", pct)
	case v < 1 && strings.Contains(pct, "."):
		return "", nil, false, fmt.Errorf("percentile %s is ambiguous: a fraction of one, or a percent? Give percents, as 99 or 99.9", pct)
	}
	if strings.Contains(pct, ".") {
		pct = strings.TrimSuffix(strings.TrimRight(pct, "0"), ".")
	}
	return pct, rest, true, nil
}
