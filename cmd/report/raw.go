package main

import (
	"bufio"
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"coordinated-omission/machine"
)

// A raw file is results/raw.txt: the single source of every rendered figure.
// It is Go benchmark format, so benchstat reads it:
//
//	key: value                         configuration (machine, clock, scenario)
//	BenchmarkSim/client=closed N x ns/op y p99-us
//	                                   one line per timed rep and client
//	# comment
//	run I WHAT k=v …                   the checked figures of run I (0 is the warmup)
//	dist SET k=v …                     the last run's exact distributions
//	sweep k=v …                        one checked point of the load and stall sweep
//	asm …                              the client loops' machine code, if run.sh gave it
//	RESULT key value unit              one reported figure
//	N closed-form checks passed over M runs
//
// benchstat reads the configuration and Benchmark lines and ignores the rest.
type raw struct {
	config  []machine.KV
	benches []string // the Benchmark lines, as written
	runs    []string // the run lines, as written
	dists   []distLine
	sweep   []sweepPoint
	asm     []string // the disassembly of the client loops, without the "asm " prefix
	results []result
	checks  string // the last line
}

// A result is one RESULT line.
type result struct {
	key, value, unit string
}

// String returns the value as written, which is how templates print it.
func (r result) String() string { return r.value }

// Num returns the value as a number, for templates that compare figures.
func (r result) Num() float64 {
	f, _ := strconv.ParseFloat(r.value, 64) // parseRaw checked it
	return f
}

func (f *raw) get(key string) (string, bool) {
	for _, kv := range f.config {
		if kv.Key == key {
			return kv.Value, true
		}
	}
	return "", false
}

func (f *raw) result(key string) (result, bool) {
	for _, r := range f.results {
		if r.key == key {
			return r, true
		}
	}
	return result{}, false
}

// bytes returns the file's text.
func (f *raw) bytes() []byte {
	var b bytes.Buffer
	for _, kv := range f.config {
		fmt.Fprintf(&b, "%s: %s\n", kv.Key, kv.Value)
	}
	b.WriteString("\n")
	for _, l := range f.benches {
		b.WriteString(l + "\n")
	}
	b.WriteString("\n# run 0 is the warmup; every run's figures below were checked against the closed form\n")
	for _, l := range f.runs {
		b.WriteString(l + "\n")
	}
	b.WriteString("\n# the last run's recordings, exactly: arithmetic progressions of samples\n")
	for _, d := range f.dists {
		b.WriteString(d.String() + "\n")
	}
	b.WriteString("\n# the sweep: p99 and p99.9 of each recording at each point, checked against the closed form\n")
	for _, pt := range f.sweep {
		b.WriteString(pt.String() + "\n")
	}
	if len(f.asm) > 0 {
		b.WriteString("\n# the client loops' machine code: go tool objdump of the binary that ran\n")
		for _, l := range f.asm {
			b.WriteString(strings.TrimRight("asm "+l, " ") + "\n")
		}
	}
	b.WriteString("\n")
	for _, r := range f.results {
		fmt.Fprintf(&b, "RESULT %s %s %s\n", r.key, r.value, r.unit)
	}
	b.WriteString(f.checks + "\n")
	return b.Bytes()
}

// parseRaw parses a raw file. Errors start with name:line.
func parseRaw(name string, data []byte) (*raw, error) {
	f := &raw{}
	s := bufio.NewScanner(bytes.NewReader(data))
	s.Buffer(nil, 1<<20)
	seen := map[string]bool{}
	line := 0
	fail := func(format string, args ...any) error {
		return fmt.Errorf("%s:%d: %s", name, line, fmt.Sprintf(format, args...))
	}
	for s.Scan() {
		line++
		text := s.Text()
		switch {
		case text == "" || strings.HasPrefix(text, "#"):
		case strings.HasPrefix(text, "Benchmark"):
			if len(f.runs) > 0 || len(f.results) > 0 {
				return nil, fail("Benchmark line after the run lines")
			}
			f.benches = append(f.benches, text)
		case strings.HasPrefix(text, "run "):
			f.runs = append(f.runs, text)
		case text == "asm" || strings.HasPrefix(text, "asm "):
			f.asm = append(f.asm, strings.TrimPrefix(strings.TrimPrefix(text, "asm"), " "))
		case strings.HasPrefix(text, "sweep "):
			pt, err := parseSweep(text)
			if err != nil {
				return nil, fail("%v", err)
			}
			f.sweep = append(f.sweep, pt)
		case strings.HasPrefix(text, "dist "):
			d, err := parseDist(text)
			if err != nil {
				return nil, fail("%v", err)
			}
			f.dists = append(f.dists, d)
		case strings.HasPrefix(text, "RESULT "):
			fields := strings.Fields(text)
			if len(fields) != 4 {
				return nil, fail("RESULT line has %d fields, want 4: RESULT key value unit", len(fields))
			}
			r := result{key: fields[1], value: fields[2], unit: fields[3]}
			if _, err := strconv.ParseFloat(r.value, 64); err != nil {
				return nil, fail("RESULT %s: value %q is not a number", r.key, r.value)
			}
			if seen["RESULT "+r.key] {
				return nil, fail("RESULT %s appears twice", r.key)
			}
			seen["RESULT "+r.key] = true
			f.results = append(f.results, r)
		case strings.HasSuffix(text, " runs") && strings.Contains(text, " closed-form checks passed over "):
			f.checks = text
		default:
			key, value, ok := configLine(text)
			if !ok {
				return nil, fail("unrecognized line %q", text)
			}
			if len(f.benches) > 0 {
				return nil, fail("configuration line %q after the Benchmark lines would split benchstat's tables", key)
			}
			if seen[key] {
				return nil, fail("configuration key %q appears twice", key)
			}
			seen[key] = true
			f.config = append(f.config, machine.KV{Key: key, Value: value})
		}
	}
	if err := s.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if f.checks == "" {
		return nil, fmt.Errorf("%s: no closing line \"N closed-form checks passed over M runs\"", name)
	}
	return f, nil
}

// configLine parses a configuration line by the benchmark format's rule: a
// key that starts with a lower-case letter and has no spaces or upper-case
// letters, a colon, and the value after one or more spaces or tabs.
func configLine(text string) (key, value string, ok bool) {
	key, value, found := strings.Cut(text, ":")
	if !found || key == "" {
		return "", "", false
	}
	for i, r := range key {
		if (i == 0 && !unicode.IsLower(r)) || unicode.IsSpace(r) || unicode.IsUpper(r) {
			return "", "", false
		}
	}
	if value != "" && value[0] != ' ' && value[0] != '\t' {
		return "", "", false
	}
	return key, strings.TrimLeft(value, " \t"), true
}
