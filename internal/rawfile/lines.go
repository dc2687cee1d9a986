package rawfile

import (
	"bytes"
	"math"
	"math/bits"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// This file parses each kind of line into the File.

// configLine parses a configuration line by the benchmark format's rule: a
// key that starts with a lower-case letter and has no spaces or upper-case
// letters, a colon, and the value after one or more spaces or tabs.
func (p *parser) configLine(text string) error {
	key, value, found := strings.Cut(text, ":")
	ok := found && key != "" && (value == "" || value[0] == ' ' || value[0] == '\t')
	for i, r := range key {
		ok = ok && !(i == 0 && !unicode.IsLower(r)) && !unicode.IsSpace(r) && !unicode.IsUpper(r)
	}
	value = strings.TrimLeft(value, " \t")
	switch {
	case !ok:
		return p.errorf("unrecognized line %q", clip(text))
	case value == "":
		return p.errorf("configuration line %q has no value", key)
	case p.config[key]:
		return p.errorf("configuration key %q appears twice", key)
	}
	if p.kind > kindConfig {
		return p.errorf("configuration line %q after the %s lines would split benchstat's tables", key, kindNames[p.kind])
	}
	p.config[key] = true
	p.f.Config = append(p.f.Config, KV{key, value})
	return nil
}

func (p *parser) benchmark(text string, f []string) error {
	if len(f) < 2 || len(f)%2 != 0 || f[0] == "Benchmark" {
		return p.errorf("Benchmark line %q: want BenchmarkName iterations value unit …", clip(text))
	}
	iters, err := strconv.Atoi(f[1])
	if err != nil || iters < 1 {
		return p.errorf("Benchmark line: iterations %q, want a positive whole number", clip(f[1]))
	}
	b := Benchmark{Name: strings.TrimPrefix(f[0], "Benchmark"), Iters: iters}
	for i := 2; i < len(f); i += 2 {
		v, err := strconv.ParseFloat(f[i], 64)
		if err != nil || math.IsInf(v, 0) || math.IsNaN(v) {
			return p.errorf("Benchmark line: value %q is not a finite number", clip(f[i]))
		}
		b.Values = append(b.Values, Value{v, f[i+1]})
	}
	p.f.Benchmarks = append(p.f.Benchmarks, b)
	return nil
}

// fields parses k=v words.
func (p *parser) fields(what string, words []string) (Fields, error) {
	fs := make(Fields, 0, len(words))
	for _, w := range words {
		k, v, ok := strings.Cut(w, "=")
		if !ok || k == "" || v == "" {
			return nil, p.errorf("%s line: field %q is not key=value", what, clip(w))
		}
		if _, dup := fs.Get(k); dup {
			return nil, p.errorf("%s line: field %q appears twice", what, k)
		}
		fs = append(fs, KV{k, v})
	}
	return fs, nil
}

func (p *parser) run(_ string, f []string) error {
	if len(f) < 4 {
		return p.errorf("run line has %d fields, want run INDEX SUBJECT key=value …", len(f))
	}
	i, err := strconv.Atoi(f[1])
	if err != nil || i < 0 || strings.Contains(f[2], "=") {
		return p.errorf("run line: want run INDEX SUBJECT key=value …, with INDEX a whole number")
	}
	fs, err := p.fields("run", f[3:])
	if err != nil {
		return err
	}
	p.f.Runs = append(p.f.Runs, Run{Index: i, Subject: f[2], Fields: fs})
	return nil
}

func (p *parser) dist(_ string, f []string) error {
	if len(f) != 6 {
		return p.errorf("dist line has %d fields, want 6: dist RECORDING first-ns= step-ns= count= times=", len(f))
	}
	d := Dist{Recording: f[1]}
	for j, want := range []struct {
		key string
		v   *int64
	}{{"first-ns", &d.FirstNs}, {"step-ns", &d.StepNs}, {"count", &d.Count}, {"times", &d.Times}} {
		k, v, ok := strings.Cut(f[2+j], "=")
		n, err := strconv.ParseInt(v, 10, 64)
		if !ok || k != want.key || err != nil {
			return p.errorf("dist line: field %q, want %s=<whole number>", clip(f[2+j]), want.key)
		}
		*want.v = n
	}
	if d.StepNs < 0 || d.Count < 1 || d.Times < 1 || d.FirstNs < 0 {
		return p.errorf("dist line: want first-ns ≥ 0, step-ns ≥ 0, count ≥ 1 and times ≥ 1")
	}
	// The largest term, and the samples, must fit an int64 with room to sum.
	hi, lo := bits.Mul64(uint64(d.Count-1), uint64(d.StepNs))
	if hi != 0 || lo > uint64(math.MaxInt64/4-d.FirstNs) || d.Count > math.MaxInt64/4/d.Times {
		return p.errorf("dist line: the progression's terms or sample count are too large")
	}
	p.f.Dists = append(p.f.Dists, d)
	return nil
}

func (p *parser) sweep(_ string, f []string) error {
	if len(f) < 3 || strings.Contains(f[1], "=") {
		return p.errorf("sweep line: want sweep NAME key=value …")
	}
	fs, err := p.fields("sweep", f[2:])
	if err != nil {
		return err
	}
	p.f.Sweeps = append(p.f.Sweeps, Sweep{Name: f[1], Fields: fs})
	return nil
}

func (p *parser) result(_ string, f []string) error {
	if len(f) != 4 {
		return p.errorf("RESULT line has %d fields, want 4: RESULT key value unit", len(f))
	}
	r := Result{Key: f[1], Value: f[2], Unit: f[3]}
	if !decimal.MatchString(r.Value) {
		return p.errorf("RESULT %s: value %q is not a decimal number", clip(r.Key), clip(r.Value))
	}
	if p.results[r.Key] {
		return p.errorf("RESULT %s appears twice", r.Key)
	}
	p.results[r.Key] = true
	p.f.Results = append(p.f.Results, r)
	return nil
}

var checksLine = regexp.MustCompile(`^([0-9]{1,18}) checks passed over ([0-9]{1,18}) runs$`)

func (p *parser) checks(text string, _ []string) error {
	m := checksLine.FindStringSubmatch(text)
	passed, err1 := strconv.Atoi(m[1])
	runs, err2 := strconv.Atoi(m[2])
	if err1 != nil || err2 != nil {
		return p.errorf("closing line: counts too large")
	}
	p.f.Checks = Checks{Passed: passed, Runs: runs}
	return nil
}

// clip shortens text for an error message.
func clip(text string) string {
	const most = 60
	if len(text) <= most {
		return text
	}
	return string(bytes.ToValidUTF8([]byte(text[:most]), nil)) + "…"
}
