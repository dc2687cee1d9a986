package tools

import (
	"errors"
	"fmt"
	"iter"
	"math"
	"strconv"
	"strings"

	"coordinated-omission/internal/results"
)

// A Report is what a tool printed about its latencies.
type Report struct {
	Tool string
	// AtNs are its figures at the levels it prints of results.LiveLevels,
	// in ns: wrk prints no p99.9, httperf only a median and a max.
	AtNs map[results.Level]int64
	// ResolutionNs is the step its figures print in, by level: 10 µs for
	// wrk's "189.65ms", 1 ms for ab's whole milliseconds, 1 ns for exact
	// figures.
	ResolutionNs map[results.Level]int64
	Requests     int64  // the replies it counts; 0 if it prints no count
	Note         string // how its figures are made, where that matters: "whole milliseconds"
}

// Parsers are the tools whose output Parse reads, by name.
var Parsers = map[string]func(string) (Report, error){
	"wrk": parseWrk, "hey": parseHey, "ab": parseAb, "bombardier": parseBombardier, "httperf": parseHttperf,
	"vegeta": parseVegetaText, "vegeta-json": parseVegetaJSON, "autocannon": parseAutocannon, "h2load": parseH2load,
	"k6": parseK6, "locust": parseLocust, "artillery": parseArtillery, "hgrm": hgrm(1e6), "hgrm-us": hgrm(1e3),
	// the generic formats, with no unit or column given: ParseWith gives them
	Percentiles: func(s string) (Report, error) { return parsePercentiles(s, 0, "") },
	Latencies:   func(s string) (Report, error) { return parseLatencies(s, 0, "") },
}

// Detect reads out with the parser named hint if there is one and it
// reads it, and otherwise with the first of Formats that does: the format
// is recognised from the output, whatever the tool is called.
func Detect(hint string, out []byte) (Report, error) {
	if _, ok := Parsers[hint]; ok {
		r, err := Parse(hint, out)
		if err == nil {
			return r, nil
		}
		if other, err2 := detect(out); err2 == nil {
			return other, nil
		}
		return Report{}, err
	}
	return detect(out)
}

// detect reads out with the first of Formats that reads it.
func detect(out []byte) (Report, error) {
	for _, name := range Formats {
		if r, err := Parse(name, out); err == nil {
			return r, nil
		}
	}
	first, _, _ := strings.Cut(string(out[:min(len(out), 200)]), "\n")
	if len(out) == 0 {
		return Report{}, errors.New("the output is empty")
	}
	return Report{}, fmt.Errorf("%d bytes of output in none of the formats %s; its first line is %q", len(out), strings.Join(Formats, ", "), strings.ToValidUTF8(first, "?"))
}

// Formats are the parsers Detect tries, in order: the strictest first, so
// that no output is taken for another's. hgrm-us is never guessed: an
// .hgrm file that is not in wrk2's milliseconds must be named.
var Formats = []string{"vegeta-json", "autocannon", "hgrm", "h2load", "wrk", "hey", "ab", "bombardier", "httperf", "vegeta", "k6", "locust", "artillery"}

// MaxOutput is the most output Parse reads: 64 MiB, an h2load log of about
// three million requests.
const MaxOutput = 64 << 20

// Parse reads tool's output.
func Parse(tool string, out []byte) (Report, error) {
	parse, ok := Parsers[tool]
	if !ok {
		return Report{}, fmt.Errorf("no parser for %q", tool)
	}
	if len(out) > MaxOutput {
		return Report{}, fmt.Errorf("%s: %d bytes of output, more than the %d read", tool, len(out), MaxOutput)
	}
	r, err := parse(string(out))
	if err != nil {
		return Report{}, fmt.Errorf("%s: %w", tool, err)
	}
	r.Tool = tool
	return r, nil
}

// lineError is an error at a line of the output, numbered from 1.
func lineError(n int, line, format string, args ...any) error {
	if len(line) > 80 {
		line = line[:80] + "…"
	}
	return fmt.Errorf("line %d %q: %s", n, strings.TrimSpace(line), fmt.Sprintf(format, args...))
}

// errNone is a section a tool's output must have and this one lacks.
func errNone(what string) error { return errors.New("no " + what) }

// units are the time units tools print, in ns.
var units = map[string]float64{"ns": 1, "us": 1e3, "µs": 1e3, "ms": 1e6, "s": 1e9, "m": 60e9, "h": 3600e9}

// duration reads a number followed by a unit, "189.65ms", as ns, and the
// step it is printed to: 10 µs for two decimals of a millisecond.
func duration(text string) (ns, step int64, err error) {
	i := strings.IndexFunc(text, func(r rune) bool { return (r < '0' || r > '9') && r != '.' })
	if i <= 0 {
		return 0, 0, fmt.Errorf("%q is not a time", text)
	}
	scale, ok := units[text[i:]]
	if !ok {
		return 0, 0, fmt.Errorf("%q: unknown unit %q", text, text[i:])
	}
	return scaled(text[:i], scale)
}

// scaled reads a decimal number of units of scale ns, as ns, and the step
// its last digit stands for.
func scaled(number string, scale float64) (ns, step int64, err error) {
	v, err := strconv.ParseFloat(number, 64)
	if err != nil || v < 0 || math.IsInf(v, 0) || math.IsNaN(v) || v*scale > math.MaxInt64/2 || strings.ContainsAny(number, "eExXpP_+-") {
		return 0, 0, fmt.Errorf("%q is not a time", number)
	}
	decimals := 0
	if _, frac, ok := strings.Cut(number, "."); ok {
		decimals = len(frac)
	}
	return int64(math.Round(v * scale)), max(1, int64(math.Round(scale/math.Pow(10, float64(decimals))))), nil
}

// lines splits output into its complete lines, without their line ends. A
// last line that no line end closes is left out: output cut short mid-line
// may still read as a figure ("200.744m" of "200.744ms" is in minutes).
// They come one at a time, numbered from 0: 64 MiB of output is not a
// slice of millions of strings.
func lines(out string) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		for i := 0; ; i++ {
			end := strings.IndexByte(out, '\n')
			if end < 0 {
				return
			}
			line := strings.TrimSuffix(out[:end], "\r")
			out = out[end+1:]
			if !yield(i, line) {
				return
			}
		}
	}
}

// count reads a whole number of requests.
func count(text string) (int64, error) {
	n, err := strconv.ParseInt(text, 10, 64)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("%q is not a count", text)
	}
	return n, nil
}

// newReport is a report with its maps made.
func newReport() Report {
	return Report{AtNs: map[results.Level]int64{}, ResolutionNs: map[results.Level]int64{}}
}

// A reader reads a printed time as ns, and the step it is printed to.
type reader func(text string) (ns, step int64, err error)

// inUnit reads a bare number of units of scale ns: hey's seconds, ab's ms.
func inUnit(scale float64) reader {
	return func(text string) (int64, int64, error) { return scaled(text, scale) }
}

// at reads text with read and records it at level.
func (r *Report) at(level results.Level, text string, read reader) error {
	ns, step, err := read(text)
	if err == nil {
		r.set(level, ns, step)
	}
	return err
}

// percentile reads text with read and records it at the level pct, as the
// tool prints it ("99%"), stands for, if it is one the report keeps.
func (r *Report) percentile(pct, text string, read reader) error {
	ns, step, err := read(text)
	if level, ok := levelOf(pct); ok && err == nil {
		r.set(level, ns, step)
	}
	return err
}

// set records a figure at level.
func (r *Report) set(level results.Level, ns, step int64) {
	r.AtNs[level], r.ResolutionNs[level] = ns, step
}

// levelOf is the level a printed percentile stands for, if it is one of
// results.LiveLevels: "99%", "99.9", "p99_9".
func levelOf(pct string) (results.Level, bool) {
	switch strings.TrimSuffix(pct, "%") {
	case "50", "50.0", "50.00":
		return results.P50, true
	case "90", "90.0", "90.00":
		return results.P90, true
	case "99", "99.0", "99.00":
		return results.P99, true
	case "99.9", "99.90":
		return results.P999, true
	case "100", "100.0", "100.00":
		return results.Max, true
	}
	return "", false
}

// need refuses a report without a figure at each of levels.
func (r *Report) need(levels ...results.Level) error {
	for _, l := range levels {
		if _, ok := r.AtNs[l]; !ok {
			return errNone("figure at " + string(l))
		}
	}
	return nil
}
