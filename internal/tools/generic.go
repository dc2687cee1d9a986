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
	// from 1. "" for a file of one column. For Percentiles, it is the text
	// of the line that opens the section to read, for an output with more
	// than one histogram (fortio's "Aggregated Function Time"): reading
	// starts there and stops where a level comes again.
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
	read := func(s string) (Report, error) { return parsePercentiles(s, o.UnitNs, o.Column) }
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

// parsePercentiles finds, anywhere in a tool's whole output, a percentile
// paired with a duration: "p99 12.3ms", "p(99)=12.3ms", "99% 12.3 ms",
// "99% in 0.0123 secs" (hey), "# target 99% 0.0052" (fortio, its unit
// given), "  99%      200 ms" (loadtest's table), "99th percentile: 12
// ms", "p999" for 99.9, "max 200ms", Go benchmark-style "12.3 p99-ms",
// and, at a line's start, a bare percentile before its time ("99.0
// 0.0123", ab's -e CSV "99,12.5") with the unit given. A line may pair
// more than one. A line that pairs nothing (prose, a header, "Max time
// (s): 5") is skipped. It refuses, with the line, a pair it cannot read:
// a time with no unit and none given, a unit it does not know, a
// percentile above 100 or one that could be a fraction ("0.99"); and,
// with both lines, two figures for one level (fortio's three histograms
// each print a p99: give one), or figures that fall as the level rises.
func parsePercentiles(out string, unitNs float64, section string) (Report, error) {
	r := newReport()
	paired := false
	lineOf := map[results.Level]int{}
	inSection := section == ""
	for i, line := range lines(out) {
		if inSection = inSection || strings.Contains(line, section); !inSection {
			continue
		}
		pairs, err := pairsIn(line, unitNs)
		if err != nil {
			return r, lineError(i+1, line, "%v", err)
		}
		for _, p := range pairs {
			paired = true
			level, kept := levelOf(p.pct)
			if !kept {
				continue
			}
			if _, twice := r.AtNs[level]; twice && section != "" {
				return finish(r, paired) // the section's histogram has ended
			}
			if was, twice := r.AtNs[level]; twice && was != p.ns {
				return r, fmt.Errorf("lines %d and %d give %s as %d ns and %d ns: two histograms? Keep the lines of the one that times the requests (grep), and give those, or name its section with -judge-column", lineOf[level], i+1, level, was, p.ns)
			}
			if _, twice := r.AtNs[level]; !twice {
				lineOf[level] = i + 1
			}
			r.set(level, p.ns, p.step)
		}
	}
	if !inSection {
		return r, fmt.Errorf("no line holds the section %q given with -judge-column", section)
	}
	return finish(r, paired)
}

// finish checks what percentile lines gave.
func finish(r Report, paired bool) (Report, error) {
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

// A pair is one percentile and its time, as a line prints them.
type pair struct {
	pct      string
	ns, step int64
}

// splitLine splits a generic line into its fields.
func splitLine(line string) []string {
	return strings.FieldsFunc(line, func(c rune) bool {
		return c == ' ' || c == '\t' || c == ':' || c == '=' || c == ',' || c == '|' || c == ';'
	})
}

// pairsIn finds the pairs of one line.
func pairsIn(line string, unitNs float64) ([]pair, error) {
	fields := splitLine(line)
	var out []pair
	for i := 0; i < len(fields); i++ {
		if p, ok, err := benchPair(fields, i); err != nil || ok {
			if err != nil {
				return nil, err
			}
			out = append(out, p)
			i++
			continue
		}
		pct, ok, err := percentileToken(fields[i], i == 0 && i+1 < len(fields) && startsWithDigit(fields[i+1]))
		if err != nil {
			return nil, err
		}
		if !ok {
			continue
		}
		j := i + 1
		if j < len(fields) && fields[j] == "in" { // hey: "99% in 0.0123 secs"
			j++
		}
		if j < len(fields) && (strings.ToLower(fields[j]) == "percentile") { // "99th percentile: 12 ms"
			j++
		}
		if j >= len(fields) || !startsWithDigit(fields[j]) {
			continue // a percentile word that pairs no time: "Max time (s): 5"
		}
		value := fields[j : j+1]
		if j+1 < len(fields) && isUnit(fields[j+1]) && strings.Trim(fields[j], "0123456789.") == "" {
			value = fields[j : j+2]
		}
		ns, step, err := genericValue(value, unitNs)
		if err != nil {
			return nil, err
		}
		out = append(out, pair{pct, ns, step})
		i = j + len(value) - 1
	}
	return out, nil
}

// benchPair reads a Go benchmark's metric at fields[i]: a number, then a
// unit that names a percentile and a time, "12.3 p99-ms" or "100 p99-us".
func benchPair(fields []string, i int) (pair, bool, error) {
	if i+1 >= len(fields) || !startsWithDigit(fields[i]) {
		return pair{}, false, nil
	}
	name, unit, ok := strings.Cut(fields[i+1], "-")
	if !ok || !isUnit(unit) || !strings.HasPrefix(strings.ToLower(name), "p") {
		return pair{}, false, nil
	}
	pct, ok, err := percentileToken(name, false)
	if err != nil || !ok {
		return pair{}, false, err
	}
	ns, step, err := withUnit(fields[i], unit)
	return pair{pct, ns, step}, err == nil, err
}

func startsWithDigit(s string) bool { return s != "" && s[0] >= '0' && s[0] <= '9' }

// isUnit reports whether s is a unit a generic time may carry.
func isUnit(s string) bool { _, ok := genericUnits[strings.ToLower(s)]; return ok }

// percentileToken reads one field as a percentile, as levelOf takes it
// ("99", "99.9", "100"): p99, P99, p(99), p999, p99_9, 99%, 99th, max. A
// bare number is one only where bare says so: at a line's start, before
// a number. ok is false for any other field.
func percentileToken(field string, bare bool) (pct string, ok bool, err error) {
	first := strings.ToLower(field)
	switch {
	case first == "max" || first == "maximum":
		return "100", true, nil
	case strings.HasPrefix(first, "p(") && strings.HasSuffix(first, ")"):
		pct = first[2 : len(first)-1]
	case strings.HasPrefix(first, "p"):
		pct = strings.ReplaceAll(first[1:], "_", ".")
		if !strings.Contains(pct, ".") && strings.HasPrefix(pct, "99") { // p999 is 99.9, p9999 99.99; p99 stays 99
			pct = "99." + pct[2:]
		}
	case strings.HasSuffix(first, "%"):
		pct = strings.TrimSuffix(first, "%")
	case strings.HasSuffix(first, "th") || strings.HasSuffix(first, "st") || strings.HasSuffix(first, "nd") || strings.HasSuffix(first, "rd"):
		pct = first[:len(first)-2]
	case bare:
		pct = first
	default:
		return "", false, nil
	}
	bare = bare && pct == first // a bare number, not p50 or 50%
	v, perr := strconv.ParseFloat(pct, 64)
	if perr != nil || pct == "" || strings.Trim(pct, "0123456789.") != "" {
		return "", false, nil // a word: "ping", "p(x)"
	}
	switch {
	case v > 100 && bare:
		return "", false, nil // a count at a line's start: "23678 requests"
	case v > 100:
		return "", false, fmt.Errorf("percentile %s is above 100", pct)
	case v < 1 && strings.Contains(pct, "."):
		return "", false, fmt.Errorf("percentile %s is ambiguous: a fraction of one, or a percent? Give percents, as 99 or 99.9", pct)
	}
	if strings.Contains(pct, ".") {
		pct = strings.TrimSuffix(strings.TrimRight(pct, "0"), ".")
	}
	return pct, true, nil
}
