package rawfile

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// sample is a small raw file in the layout Write produces.
func sample() *File {
	return &File{
		Config: Fields{{"goos", "linux"}, {"cpu", "Evil | CPU `x`"}, {"service", "100µs"}, {"recordings", "closed open"}},
		Benchmarks: []Benchmark{
			{Name: "Sim/client=closed", Iters: 100000, Values: []Value{{1.074, "ns/op"}, {100, "p99-us"}}},
			{Name: "Sim/client=open", Iters: 100000, Values: []Value{{1.5, "ns/op"}, {195100, "p99-us"}}},
		},
		Runs:    []Run{{0, "loops", Fields{{"stalls", "20,20"}}}, {0, "open", Fields{{"n", "100000"}, {"sum-ns", "4012"}}}},
		Dists:   []Dist{{"closed", 100000, 0, 99980, 1}, {"open", 200000, 100000, 2000, 20}},
		Sweeps:  []Sweep{{"load", Fields{{"utilisation", "0.1"}, {"closed.p99-ns", "20000"}}}},
		Asm:     []string{"# sha256 abc", "TEXT x(SB)", ""},
		Results: []Result{{"open.p99", "195100.0", "us"}, {"ratio.p99", "1951.0", "x"}},
		Checks:  Checks{Passed: 53, Runs: 2},
	}
}

func TestRoundTrip(t *testing.T) {
	text := Write(sample())
	f, err := Parse("raw.txt", bytes.NewReader(text))
	if err != nil {
		t.Fatalf("Parse(Write(f)): %v\n%s", err, text)
	}
	if again := Write(f); !bytes.Equal(again, text) {
		t.Errorf("Write(Parse(text)) differs from text:\n%s\nwant\n%s", again, text)
	}
	for _, want := range []string{
		"goos: linux\ncpu: Evil | CPU `x`\nservice: 100µs\nrecordings: closed open\n\nBenchmarkSim/client=closed 100000 1.074 ns/op 100 p99-us\n",
		"run 0 loops stalls=20,20\n",
		"dist open first-ns=200000 step-ns=100000 count=2000 times=20\n",
		"sweep load utilisation=0.1 closed.p99-ns=20000\n",
		"asm # sha256 abc\nasm TEXT x(SB)\nasm\n",
		"RESULT open.p99 195100.0 us\nRESULT ratio.p99 1951.0 x\n53 checks passed over 2 runs\n",
	} {
		if !bytes.Contains(text, []byte(want)) {
			t.Errorf("Write's text lacks %q:\n%s", want, text)
		}
	}
	if v, _ := f.Config.Get("cpu"); v != "Evil | CPU `x`" {
		t.Errorf("cpu = %q", v)
	}
	if got := DistsOf(f.Dists, "open"); len(got) != 1 || got[0].LastNs() != 200000+1999*100000 {
		t.Errorf("DistsOf(open) = %+v", got)
	}
	if got := f.SweepOf("load"); len(got) != 1 || len(f.SweepOf("other")) != 0 {
		t.Errorf("SweepOf = %+v", got)
	}
	if r, ok := f.Result("ratio.p99"); !ok || r.Float() != 1951 || r.String() != "1951.0" {
		t.Errorf("Result(ratio.p99) = %+v, %v", r, ok)
	}
	if _, ok := f.Result("nope"); ok {
		t.Error("Result(nope) found")
	}
}

func TestWriteWithoutBenchmarks(t *testing.T) {
	f := sample()
	f.Benchmarks = nil
	text := Write(f)
	if !strings.HasPrefix(string(text), "goos: linux\ncpu: Evil | CPU `x`\nservice: 100µs\nrecordings: closed open\n\n") {
		t.Errorf("configuration not written without Benchmark lines:\n%s", text)
	}
	if _, err := Parse("raw.txt", bytes.NewReader(text)); err != nil {
		t.Error(err)
	}
}

func TestFields(t *testing.T) {
	fs := Fields{{"n", "12"}, {"x", "a b"}, {"bad", "1.5"}}
	if n, err := fs.Int("n"); n != 12 || err != nil {
		t.Errorf("Int(n) = %d, %v", n, err)
	}
	if _, err := fs.Int("bad"); err == nil || !strings.Contains(err.Error(), `bad="1.5" is not a whole number`) {
		t.Errorf("Int(bad) error = %v", err)
	}
	if _, err := fs.Int("missing"); err == nil || err.Error() != "no missing" {
		t.Errorf("Int(missing) error = %v", err)
	}
	if got := fs.List("x"); len(got) != 2 || got[1] != "b" {
		t.Errorf("List(x) = %q", got)
	}
	if got := fs.List("missing"); got != nil {
		t.Errorf("List(missing) = %q", got)
	}
}

// TestParseRefuses feeds Parse one bad line at a time, in a file that is
// otherwise Write's, and checks the error's file, line and words.
func TestParseRefuses(t *testing.T) {
	good := string(Write(sample()))
	lineOf := func(prefix string) int {
		for i, l := range strings.Split(good, "\n") {
			if strings.HasPrefix(l, prefix) {
				return i + 1
			}
		}
		t.Fatalf("no line %q", prefix)
		return 0
	}
	for _, tc := range []struct {
		name, from, to string
		line           int // 0: the line of from
		want           string
	}{
		{"unknown line", "service: 100µs", "Service 100µs", 0, `unrecognized line "Service 100µs"`},
		{"empty value", "service: 100µs", "service:", 0, `configuration line "service" has no value`},
		{"duplicate key", "cpu: Evil", "goos: Evil", 0, `configuration key "goos" appears twice`},
		{"config after benchmarks", "run 0 loops", "late: x\nrun 0 loops", 0, `configuration line "late" after the Benchmark lines would split`},
		{"benchmark iterations", "BenchmarkSim/client=open 100000", "BenchmarkSim/client=open 0", 0, `iterations "0", want a positive whole number`},
		{"benchmark value", "1.5 ns/op", "NaN ns/op", lineOf("BenchmarkSim/client=open"), `value "NaN" is not a finite number`},
		{"benchmark odd fields", "1.5 ns/op 195100 p99-us", "1.5 ns/op 195100", lineOf("BenchmarkSim/client=open"), "want BenchmarkName iterations value unit"},
		{"run index", "run 0 open", "run x open", 0, "INDEX a whole number"},
		{"run field", "n=100000", "n100000", lineOf("run 0 open"), `field "n100000" is not key=value`},
		{"run duplicate field", "sum-ns=4012", "n=4012", lineOf("run 0 open"), `field "n" appears twice`},
		{"run after dist", "sweep load", "run 1 open n=1\nsweep load", 0, "run line after the dist lines"},
		{"dist fields", "times=20", "times=20 extra=1", lineOf("dist open"), "dist line has 7 fields"},
		{"dist key", "step-ns=100000", "stride-ns=100000", lineOf("dist open"), `field "stride-ns=100000", want step-ns=<whole number>`},
		{"dist negative", "step-ns=100000", "step-ns=-1", lineOf("dist open"), "want first-ns ≥ 0, step-ns ≥ 0, count ≥ 1 and times ≥ 1"},
		{"dist overflow", "count=2000", "count=200000000000000", lineOf("dist open"), "too large"},
		{"sweep name", "sweep load", "sweep a=b", 0, "want sweep NAME key=value"},
		{"result fields", "RESULT ratio.p99 1951.0 x", "RESULT ratio.p99 1951.0", 0, "RESULT line has 3 fields, want 4"},
		{"result NaN", "RESULT ratio.p99 1951.0 x", "RESULT ratio.p99 NaN x", 0, `value "NaN" is not a decimal number`},
		{"result exponent", "RESULT ratio.p99 1951.0 x", "RESULT ratio.p99 1e9 x", 0, `value "1e9" is not a decimal number`},
		{"result twice", "RESULT ratio.p99 1951.0 x", "RESULT open.p99 1.0 x", 0, "RESULT open.p99 appears twice"},
		{"text after closing", "53 checks passed over 2 runs", "53 checks passed over 2 runs\nRESULT z 1 x", lineOf("53 checks passed") + 1, "text after the closing line"},
		{"NUL byte", "goos: linux", "goos: li\x00nux", 0, "NUL byte at column 9"},
		{"asm after RESULT", "RESULT ratio.p99 1951.0 x", "RESULT ratio.p99 1951.0 x\nasm late", lineOf("RESULT ratio.p99") + 1, "asm line after the RESULT lines"},
		{"no space after the colon", "service: 100µs", "service:100µs", 0, `unrecognized line "service:100µs"`},
		{"key starts with a digit", "service: 100µs", "9ervice: 100µs", 0, `unrecognized line "9ervice: 100µs"`},
		{"key starts upper-case", "service: 100µs", "Service: 100µs", 0, `unrecognized line "Service: 100µs"`},
		{"NUL first", "goos: linux", "\x00goos: linux", 0, "NUL byte at column 1"},
		{"dist first negative", "first-ns=200000", "first-ns=-1", lineOf("dist open"), "want first-ns ≥ 0"},
		{"dist count zero", "count=2000", "count=0", lineOf("dist open"), "count ≥ 1"},
		{"dist times zero", "times=20", "times=0", lineOf("dist open"), "times ≥ 1"},
		// (count − 1) · step + first may reach MaxInt64/4, and no further.
		{"dist term past the bound", "first-ns=200000 step-ns=100000 count=2000", "first-ns=2 step-ns=2305843009213693951 count=2", lineOf("dist open"), "too large"},
		// count · times may reach MaxInt64/4, and no further: with times 2,
		// count up to ⌊MaxInt64/4/2⌋ = 1152921504606846975.
		{"dist samples past the bound", "step-ns=100000 count=2000 times=20", "step-ns=0 count=1152921504606846976 times=2", lineOf("dist open"), "too large"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(good, tc.from) {
				t.Fatalf("%q not in the sample", tc.from)
			}
			line := tc.line
			if line == 0 {
				line = lineOf(tc.from)
			}
			_, err := Parse("raw.txt", strings.NewReader(strings.Replace(good, tc.from, tc.to, 1)))
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("err = %v, want a *SyntaxError", err)
			}
			if se.File != "raw.txt" || se.Line != line || !strings.Contains(se.Msg, tc.want) {
				t.Errorf("err = %q (line %d), want raw.txt:%d: …%s…", err, se.Line, line, tc.want)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("error %q is more than one line", err)
			}
		})
	}
}

func TestParseNeedsClosingLine(t *testing.T) {
	good := string(Write(sample()))
	_, err := Parse("raw.txt", strings.NewReader(strings.Replace(good, "53 checks passed over 2 runs\n", "", 1)))
	if err == nil || err.Error() != `raw.txt: no closing line "N checks passed over M runs"` {
		t.Errorf("err = %v", err)
	}
	if _, err := Parse("raw.txt", strings.NewReader("")); err == nil {
		t.Error("an empty file parsed")
	}
}

// TestBounds checks the limits that keep memory bounded.
func TestBounds(t *testing.T) {
	long := strings.Repeat("x", MaxLine+1)
	_, err := Parse("raw.txt", strings.NewReader("goos: linux\ncpu: "+long+"\n"))
	if err == nil || err.Error() != "raw.txt:2: line longer than 1048576 bytes" {
		t.Errorf("a long line: err = %v", err)
	}
	exact := "cpu: " + strings.Repeat("x", MaxLine-5) // exactly MaxLine bytes
	text := strings.Replace(string(Write(sample())), "cpu: Evil | CPU `x`", exact, 1)
	if _, err := Parse("raw.txt", strings.NewReader(text)); err != nil {
		t.Errorf("a line of exactly MaxLine bytes: %v", err)
	}
	if testing.Short() {
		return
	}
	// Many short lines past MaxSize: refused at the size, whatever they say.
	big := strings.Repeat("# comment line of forty bytes, or so...\n", MaxSize/40+2)
	_, err = Parse("raw.txt", strings.NewReader(big))
	if err == nil || !strings.Contains(err.Error(), "raw.txt: larger than 268435456 bytes") {
		t.Errorf("a huge file: err = %v", err)
	}
}

func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	if _, err := ReadFile(dir); err == nil || err.Error() != dir+": is a folder, not a raw file" {
		t.Errorf("a folder: err = %v", err)
	}
	if _, err := ReadFile(filepath.Join(dir, "none")); err == nil || err.Error() != filepath.Join(dir, "none")+": no such file or directory" {
		t.Errorf("a missing file: err = %v", err)
	}
	path := filepath.Join(dir, "raw.txt")
	if err := os.WriteFile(path, Write(sample()), 0o644); err != nil {
		t.Fatal(err)
	}
	if f, err := ReadFile(path); err != nil || f.Checks.Passed != 53 {
		t.Errorf("ReadFile = %v, %v", f, err)
	}
	sparse := filepath.Join(dir, "sparse.txt")
	if err := os.WriteFile(sparse, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(sparse, MaxSize+1); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadFile(sparse); err == nil || !strings.Contains(err.Error(), "268435457 bytes, larger than 268435456") {
		t.Errorf("a 256 MiB + 1 file: err = %v", err)
	}
}

func TestReadFileDevZero(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
	_, err := ReadFile("/dev/zero")
	if err == nil || err.Error() != "/dev/zero: is a device, not a raw file" {
		t.Errorf("err = %v", err)
	}
}

func TestClip(t *testing.T) {
	if got := clip("short"); got != "short" {
		t.Errorf("clip(short) = %q", got)
	}
	if sixty := strings.Repeat("x", 60); clip(sixty) != sixty {
		t.Errorf("clip of 60 bytes = %q, want it whole", clip(sixty))
	}
	long := strings.Repeat("é", 40) // 80 bytes: the cut falls inside a rune
	if got := clip(long); got != strings.Repeat("é", 30)+"…" {
		t.Errorf("clip = %q", got)
	}
}

// TestParseAcceptsEdges parses, one at a time, the edges of each line's
// rules that a well-formed file may reach.
func TestParseAcceptsEdges(t *testing.T) {
	good := string(Write(sample()))
	for _, tc := range []struct{ name, from, to string }{
		{"a tab after the colon", "service: 100µs", "service:\t100µs"},
		{"a hyphen and digits in a key", "service: 100µs", "first-stall2: 100µs"},
		{"one iteration", "BenchmarkSim/client=open 100000", "BenchmarkSim/client=open 1"},
		{"a Benchmark line of one value", "BenchmarkSim/client=open 100000 1.5 ns/op 195100 p99-us", "BenchmarkSim/client=open 100000 1.5 ns/op"},
		{"a Benchmark line of no value", "BenchmarkSim/client=open 100000 1.5 ns/op 195100 p99-us", "BenchmarkSim/client=open 100000"},
		{"a dist of one term at zero", "first-ns=200000 step-ns=100000 count=2000 times=20", "first-ns=0 step-ns=100000 count=1 times=1"},
		{"the largest term", "first-ns=200000 step-ns=100000 count=2000", "first-ns=1 step-ns=2305843009213693950 count=2"},
		{"the most samples", "step-ns=100000 count=2000 times=20", "step-ns=0 count=1152921504606846975 times=2"},
		{"a sweep line of one field", "sweep load utilisation=0.1 closed.p99-ns=20000", "sweep load utilisation=0.1"},
		{"no newline at the end", "over 2 runs\n", "over 2 runs"},
	} {
		text := strings.Replace(good, tc.from, tc.to, 1)
		if text == good {
			t.Fatalf("%s: %q not in the sample", tc.name, tc.from)
		}
		f, err := Parse("raw.txt", strings.NewReader(text))
		if err != nil || f.Checks.Passed != 53 {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}
