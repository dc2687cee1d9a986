package tools

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"coordinated-omission/internal/results"
)

type at = map[results.Level]int64

const us, ms = int64(1_000), int64(1_000_000)

// TestPercentiles reads the forms tools print a percentile in, figures
// and steps worked by hand.
func TestPercentiles(t *testing.T) {
	for _, c := range []struct {
		name, out string
		unitNs    float64
		want      at
		step      at
	}{
		{"p forms", "p50 1.2ms\np90: 3ms\np99=12.3 ms\np99.9 150.25ms\nmax 200ms\n", 0,
			at{results.P50: 1_200 * us, results.P90: 3 * ms, results.P99: 12_300 * us, results.P999: 150_250 * us, results.Max: 200 * ms},
			at{results.P50: 100 * us, results.P90: ms, results.P99: 100 * us, results.P999: 10 * us, results.Max: ms}},
		{"percent and words", "Latency\n  50% 900 us\n  99%  12.3 ms\n  99.90% 0.02s\n  100% 25 milliseconds\n", 0,
			at{results.P50: 900 * us, results.P99: 12_300 * us, results.P999: 20 * ms, results.Max: 25 * ms},
			at{results.P50: us, results.P99: 100 * us, results.P999: 10 * ms, results.Max: ms}},
		{"bare numbers in a stated unit", "percentile seconds\n50.0 0.0010\n99.0 0.0123\n99.99 0.5\n", 1e9,
			at{results.P50: ms, results.P99: 12_300 * us}, at{results.P50: 100 * us, results.P99: 100 * us}},
		{"ordinals", "50th percentile: 1 ms\n99th percentile: 12 ms\n99.9th percentile: 13 ms\n", 0,
			at{results.P50: ms, results.P99: 12 * ms, results.P999: 13 * ms}, at{results.P50: ms, results.P99: ms, results.P999: ms}},
		{"k6 and p999", "p(90)=2.5ms\np(95)=3ms\np(99)=12ms\np999 20ms\np99_9 20ms\nP50 1ms\n", 0,
			at{results.P50: ms, results.P90: 2_500 * us, results.P99: 12 * ms, results.P999: 20 * ms},
			at{results.P50: ms, results.P90: 100 * us, results.P99: ms, results.P999: ms}},
		{"ab's -e CSV", "Percentage served,Time in ms\n0,0.123\n1,0.2\n50,1.250\n90,2\n99,12.5\n100,201.125\n", 1e6,
			at{results.P50: 1_250 * us, results.P90: 2 * ms, results.P99: 12_500 * us, results.Max: 201_125 * us},
			at{results.P50: us, results.P90: ms, results.P99: 100 * us, results.Max: us}},
		{"prose is skipped", "Running 20s test\n  1 threads and 10 connections\n  23678 requests in 20.00s\n  0.020 [11979] |###\n  99% 2ms\n", 0,
			at{results.P99: 2 * ms}, at{results.P99: ms}},
		{"the same figure twice", "p99 2ms\n\n99% 2.0ms\n", 0, at{results.P99: 2 * ms}, at{results.P99: 100 * us}},
		{"equal figures at two levels", "p50 1ms\np90 1ms\n", 0, at{results.P50: ms, results.P90: ms}, at{results.P50: ms, results.P90: ms}},
	} {
		r, err := ParseWith(Percentiles, []byte(c.out), Options{UnitNs: c.unitNs})
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if fmt.Sprint(r.AtNs) != fmt.Sprint(c.want) || fmt.Sprint(r.ResolutionNs) != fmt.Sprint(c.step) || r.Tool != Percentiles || r.Requests != 0 {
			t.Errorf("%s: %s %v steps %v, %d requests; want %v steps %v", c.name, r.Tool, r.AtNs, r.ResolutionNs, r.Requests, c.want, c.step)
		}
	}
}

// TestPercentilesOfRealTools: wrk's and hey's captured outputs read as
// percentile lines give the figures their own parsers give.
func TestPercentilesOfRealTools(t *testing.T) {
	for _, tool := range []struct{ name, file string }{{"wrk", "wrk.txt"}, {"hey", "hey.txt"}} {
		out := []byte(captured(t, tool.file))
		own, err1 := Parse(tool.name, out)
		generic, err2 := ParseWith(Percentiles, out, Options{})
		if err1 != nil || err2 != nil {
			t.Fatalf("%s: %v, %v", tool.name, err1, err2)
		}
		for _, l := range []results.Level{results.P50, results.P90, results.P99} {
			if generic.AtNs[l] != own.AtNs[l] || generic.ResolutionNs[l] != own.ResolutionNs[l] {
				t.Errorf("%s at %s: %d ns (step %d), its own parser %d (step %d)", tool.name, l, generic.AtNs[l], generic.ResolutionNs[l], own.AtNs[l], own.ResolutionNs[l])
			}
		}
		if _, ok := generic.AtNs[results.Max]; ok || len(generic.AtNs) != 3 {
			t.Errorf("%s: %v, want p50, p90 and p99 only", tool.name, generic.AtNs)
		}
	}
}

// TestPercentilesRefuse: what is ambiguous or broken is refused, naming
// the line.
func TestPercentilesRefuse(t *testing.T) {
	for _, c := range []struct {
		out, want string
		unitNs    float64
	}{
		{"p99 12.3\n", `line 1 "p99 12.3": "12.3" has no unit: give -judge-unit`, 0},
		{"header\n0.99 12ms\n", `line 2 "0.99 12ms": percentile 0.99 is ambiguous`, 0},
		{"p101 5ms\n", `line 1 "p101 5ms": percentile 101 is above 100`, 0},
		{"101% 5ms\n", `percentile 101 is above 100`, 0},
		{"p99 2ms\n99% 3ms\n", `lines 1 and 2 give p99 as 2000000 ns and 3000000 ns: two histograms?`, 0},
		{"p90 20ms\np99 12ms\n", `the figure at p99, 12000000 ns, is below the one at p90, 20000000 ns`, 0},
		{"p99 12parsecs\n", `unknown unit "parsecs"`, 0},
		{"p99 1e3ms\n", `unknown unit "e3ms"`, 0},
		{"p99 6.2e-05\n", `"6.2e-05" has no unit: give -judge-unit`, 0},
		{"p99 6.2e-0500\n", `unknown unit "e-0500"`, 1e9},
		{"hello\nworld\n", `no line pairing a percentile with a time`, 0},
		{"p99\n99th\nMAXIMUM\np99 -3ms\n", `no line pairing a percentile with a time`, 0}, // words that pair no time: skipped
		{"", `no line pairing a percentile with a time`, 0},
		{"p75 3ms\np95 4ms\n", `no figure at p50, p90, p99, p99.9 or the max`, 0},
		{"p99 12ms", `no line pairing`, 0}, // cut mid-line: the last line has no end
	} {
		_, err := ParseWith(Percentiles, []byte(c.out), Options{UnitNs: c.unitNs})
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "percentiles: ") || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: %v, want one line with %q", c.out, err, c.want)
		}
	}
}

// TestLatencies reads latencies a line and a CSV's column; the figures
// are the samples' at each level by the half-up rank, checked against a
// sort by hand of 1,000 shuffled samples.
func TestLatencies(t *testing.T) {
	var lines, csvRows strings.Builder
	csvRows.WriteString("response-time,DNS+dialup,status-code\n")
	for _, k := range rand.New(rand.NewPCG(1, 2)).Perm(1000) {
		fmt.Fprintf(&lines, "%d.%d\n", (k+1)/10, (k+1)%10) // 0.1 … 100.0 in ms
		fmt.Fprintf(&csvRows, "0.%04d,0.0000,200\n", k+1)  // 0.1 … 100 ms in s
	}
	// ranks 500, 900, 990, 999 of 1,000 by the half-up rule: the 1000·p
	// nearest whole sample, half up
	want := at{results.P50: 50 * ms, results.P90: 90 * ms, results.P99: 99 * ms, results.P999: 99_900 * us, results.Max: 100 * ms}
	for _, c := range []struct {
		name, out string
		o         Options
		step      int64
	}{
		{"a line each", "latency_ms\n# a comment\n\n" + lines.String(), Options{UnitNs: 1e6}, 100 * us},
		{"named column", csvRows.String(), Options{UnitNs: 1e9, Column: "response-time"}, 100 * us},
		{"numbered column", strings.SplitN(csvRows.String(), "\n", 2)[1], Options{UnitNs: 1e9, Column: "1"}, 100 * us},
	} {
		r, err := ParseWith(Latencies, []byte(c.out), c.o)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if fmt.Sprint(r.AtNs) != fmt.Sprint(want) || r.Requests != 1000 || r.ResolutionNs[results.P99] != c.step || r.Tool != Latencies {
			t.Errorf("%s: %v, %d requests, step %d; want %v, 1000, %d", c.name, r.AtNs, r.Requests, r.ResolutionNs[results.P99], want, c.step)
		}
	}
	// the coarsest step printed: 1 ms of "3ms", not 100 µs of "2.5ms"
	r, err := ParseWith(Latencies, []byte("3ms\n1ms\n2.5ms\n"), Options{})
	if err != nil || r.AtNs[results.P50] != 2_500*us || r.AtNs[results.P999] != 3*ms || r.ResolutionNs[results.P50] != ms {
		t.Errorf("three latencies with units: %v %v, %v", r.AtNs, r.ResolutionNs, err)
	}
}

// TestLatenciesRefuse: each broken input is refused in one line that
// names where.
func TestLatenciesRefuse(t *testing.T) {
	for _, c := range []struct {
		out  string
		o    Options
		want string
	}{
		{"1.5\n2\n", Options{}, `line 1 "1.5": "1.5" has no unit: give -judge-unit`},
		{"1\n2\nthree\n", Options{UnitNs: 1e6}, `line 3 "three": "three" is not a time`},
		{"1\n-2\n", Options{UnitNs: 1e6}, `line 2 "-2"`},
		{"1 2\n", Options{UnitNs: 1e6}, `2 fields "1 2" where one time is wanted`},
		{"1 parsecs\n", Options{UnitNs: 1e6}, `unknown unit "parsecs"`},
		{"a,b\n1,2\n", Options{UnitNs: 1e6}, `row 1 has 2 columns: name the latencies' with -judge-column`},
		{"a,b\n1,2\n", Options{UnitNs: 1e6, Column: "c"}, `the header "a,b" names column "c" nowhere`},
		{"a,a\n1,2\n", Options{UnitNs: 1e6, Column: "a"}, `names column "a" twice`},
		{"1,2\n", Options{UnitNs: 1e6, Column: "3"}, `row 1 has 2 columns, no column 3`},
		{"1,2\n", Options{UnitNs: 1e6, Column: "0"}, `column 0: columns are numbered from 1`},
		{"a,b\n1,x\n", Options{UnitNs: 1e6, Column: "b"}, `row 2, column 2: "x" is not a time`},
		{"\"1,2\n", Options{UnitNs: 1e6, Column: "1"}, `row 1: `},
		{"latency\n", Options{UnitNs: 1e6}, `no latency in one latency a line`},
		{"", Options{UnitNs: 1e6}, `no latency in one latency a line`},
		{"t\n", Options{UnitNs: 1e6, Column: "t"}, `no latency in one column of a CSV`},
	} {
		_, err := ParseWith(Latencies, []byte(c.out), c.o)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "latencies: ") || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q %+v: %v, want one line with %q", c.out, c.o, err, c.want)
		}
	}
	big := make([]byte, MaxOutput+1)
	if _, err := ParseWith(Latencies, big, Options{UnitNs: 1}); err == nil || !strings.Contains(err.Error(), "more than the") {
		t.Errorf("%d bytes: %v", len(big), err)
	}
}

// TestGenericIsNeverGuessed: Detect does not take output for a generic
// format, and ParseWith reads the others as Parse does.
func TestGenericIsNeverGuessed(t *testing.T) {
	if _, err := Detect("", []byte("p99 12ms\n")); err == nil {
		t.Error("Detect read percentile lines unasked")
	}
	for _, f := range Formats {
		if Generic(f) {
			t.Errorf("Formats guesses %s", f)
		}
	}
	out := []byte(captured(t, "wrk.txt"))
	a, err1 := ParseWith("wrk", out, Options{UnitNs: 1e9, Column: "2"})
	b, err2 := Parse("wrk", out)
	if err1 != nil || err2 != nil || fmt.Sprint(a) != fmt.Sprint(b) {
		t.Errorf("ParseWith(wrk) = %v, %v; Parse = %v, %v", a, err1, b, err2)
	}
	if !Generic(Percentiles) || !Generic(Latencies) || Generic("wrk") {
		t.Error("Generic names the wrong formats")
	}
}

// TestStartsWithLetter at the edges of both alphabets.
func TestStartsWithLetter(t *testing.T) {
	for text, want := range map[string]bool{"a": true, "z": true, "A": true, "Z": true, "`": false, "{": false, "@": false, "[": false, "1": false, "": false} {
		if startsWithLetter(text) != want {
			t.Errorf("startsWithLetter(%q) = %v", text, !want)
		}
	}
}

// TestGenericOutputAtTheBound: output of exactly MaxOutput bytes is read;
// one byte more is refused for its size.
func TestGenericOutputAtTheBound(t *testing.T) {
	out := []byte(strings.Repeat("\n", MaxOutput))
	if _, err := ParseWith(Latencies, out, Options{UnitNs: 1}); err == nil || strings.Contains(err.Error(), "more than the") {
		t.Errorf("%d bytes: %v, want the content refused, not its size", len(out), err)
	}
	if _, err := Parse("wrk", out); err == nil || strings.Contains(err.Error(), "more than the") {
		t.Errorf("wrk, %d bytes: %v, want the content refused, not its size", len(out), err)
	}
	out = append(out, '\n')
	for _, err := range []error{second(ParseWith(Latencies, out, Options{UnitNs: 1})), second(Parse("wrk", out))} {
		if err == nil || !strings.Contains(err.Error(), "more than the") {
			t.Errorf("%d bytes: %v, want them refused for their size", len(out), err)
		}
	}
}

func second[T any](_ T, err error) error { return err }

// TestEdgesOfAReading: a line of 80 bytes is quoted whole in an error,
// one of 81 cut; a time with no number is named whole; a time at 2^62
// ns is read, and one past it, in any unit, refused.
func TestEdgesOfAReading(t *testing.T) {
	l80 := strings.Repeat("x", 80)
	if err := lineError(3, l80, "bad"); err.Error() != `line 3 "`+l80+`": bad` {
		t.Errorf("80 bytes: %v", err)
	}
	if err := lineError(3, l80+"y", "bad"); err.Error() != `line 3 "`+l80+`…": bad` {
		t.Errorf("81 bytes: %v", err)
	}
	if _, _, err := duration("ms"); err == nil || err.Error() != `"ms" is not a time` {
		t.Errorf("a unit alone: %v", err)
	}
	if ns, _, err := scaled("4611686018427387904", 1); err != nil || ns != 1<<62 {
		t.Errorf("2^62 ns: %d, %v", ns, err)
	}
	for _, c := range []struct {
		number string
		scale  float64
	}{{"4611686018427388905", 1}, {"5000000000", 1e9}, {"76861433640", 60e9}} {
		if _, _, err := scaled(c.number, c.scale); err == nil {
			t.Errorf("%s of %v ns: read", c.number, c.scale)
		}
	}
}

// TestPercentilesOfWholeOutputs reads percentile lines wherever a tool's
// whole output holds them: fortio's "# target 99% 0.016" (seconds), in
// the section of its requests' histogram, and loadtest's table, whose
// "Max time (s): 3" pairs nothing.
func TestPercentilesOfWholeOutputs(t *testing.T) {
	fortio := []byte(captured(t, "fortio.txt"))
	_, err := ParseWith(Percentiles, fortio, Options{UnitNs: 1e9})
	if err == nil || !strings.Contains(err.Error(), "lines 18 and 34 give max as 9698559 ns and 203565873 ns: two histograms?") {
		t.Errorf("fortio's three histograms, none named: %v", err)
	}
	r, err := ParseWith(Percentiles, fortio, Options{UnitNs: 1e9, Column: "Aggregated Function Time"})
	if err != nil {
		t.Fatal(err)
	}
	// Aggregated Function Time : … max 0.203565873 …; # target 50% 0.00152024
	// … 90% 0.00367808 … 99% 0.016 … 99.9% 0.2
	if want := (at{results.P50: 1_520_240, results.P90: 3_678_080, results.P99: 16 * ms, results.P999: 200 * ms, results.Max: 203_565_873}); fmt.Sprint(r.AtNs) != fmt.Sprint(want) {
		t.Errorf("fortio's function time: %v, want %v", r.AtNs, want)
	}
	// the first connection's timing after the histogram in scientific
	// notation, as fortio prints a time under 0.0001 s: it ends the
	// section as the plain one does
	sci := bytes.Replace(fortio, []byte("avg 0.000696155 +/- 0 min 0.000696155 max 0.000696155 sum 0.000696155"), []byte("avg 6.96155e-05 +/- 0 min 6.96155e-05 max 6.96155e-05 sum 6.96155e-05"), 1)
	if bytes.Equal(sci, fortio) {
		t.Fatal("the capture's first connection timing is not there")
	}
	if r, err := ParseWith(Percentiles, sci, Options{UnitNs: 1e9, Column: "Aggregated Function Time"}); err != nil || r.AtNs[results.Max] != 203_565_873 {
		t.Errorf("a connection timing in scientific notation: %v, %v", r.AtNs, err)
	}
	if _, err := ParseWith(Percentiles, fortio, Options{UnitNs: 1e9, Column: "No Such Histogram"}); err == nil || !strings.Contains(err.Error(), `no line holds the section "No Such Histogram"`) {
		t.Errorf("a section not there: %v", err)
	}
	r, err = ParseWith(Percentiles, []byte(captured(t, "loadtest.txt")), Options{})
	if err != nil {
		t.Fatal(err)
	}
	// 50% 8 ms, 90% 163 ms, 99% 210 ms, 100% 227 ms (longest request)
	if want := (at{results.P50: 8 * ms, results.P90: 163 * ms, results.P99: 210 * ms, results.Max: 227 * ms}); fmt.Sprint(r.AtNs) != fmt.Sprint(want) {
		t.Errorf("loadtest: %v, want %v", r.AtNs, want)
	}
}

// TestPercentilePairsInALine: a line may pair more than one percentile,
// a Go benchmark's metric names its level in its unit, and what follows a
// pair's time is not read.
func TestPercentilePairsInALine(t *testing.T) {
	for _, c := range []struct {
		name, out string
		want      at
	}{
		{"k6's summary", "http_req_duration..: avg=2ms p(90)=2.5ms p(99)=12ms max=20ms\n", at{results.P90: 2_500 * us, results.P99: 12 * ms, results.Max: 20 * ms}},
		{"a Go benchmark", "BenchmarkSim/client=closed 100000 1.248 ns/op 100 p99-us 2.5 p99.9-ms\n", at{results.P99: 100 * us, results.P999: 2_500 * us}},
		{"a time and more", "p99 12ms 13ms\n", at{results.P99: 12 * ms}},
		{"a time in two fields, and words", "p99 12 ms extra\n", at{results.P99: 12 * ms}},
		{"a count at the start is no percentile", "23678 12ms\np99 3ms\n", at{results.P99: 3 * ms}},
	} {
		r, err := ParseWith(Percentiles, []byte(c.out), Options{})
		if err != nil || fmt.Sprint(r.AtNs) != fmt.Sprint(c.want) {
			t.Errorf("%s: %v, %v; want %v", c.name, r.AtNs, err, c.want)
		}
	}
}

// TestScientificTimes: bare times in scientific notation read in the unit
// given, each to the step of its mantissa's last digit: 6.2e-05 s is
// 62 µs to 1 µs, 1.5E-3 s 1.5 ms to 100 µs, 2e-03 s 2 ms to 1 ms.
func TestScientificTimes(t *testing.T) {
	r, err := ParseWith(Percentiles, []byte("p50 6.2e-05\np99 1.5E-3\nmax 2e-03\n"), Options{UnitNs: 1e9})
	if err != nil {
		t.Fatal(err)
	}
	if want := (at{results.P50: 62_000, results.P99: 1_500_000, results.Max: 2_000_000}); fmt.Sprint(r.AtNs) != fmt.Sprint(want) {
		t.Errorf("figures %v, want %v", r.AtNs, want)
	}
	if want := (at{results.P50: 1000, results.P99: 100_000, results.Max: 1_000_000}); fmt.Sprint(r.ResolutionNs) != fmt.Sprint(want) {
		t.Errorf("steps %v, want %v", r.ResolutionNs, want)
	}
}

// TestValueEdges: a field that begins with no digit is no time, whether
// or not a unit is given; 0 in scientific notation is 0.
func TestValueEdges(t *testing.T) {
	for _, unitNs := range []float64{0, 1e9} {
		if _, _, err := genericValue([]string{"ms"}, unitNs); err == nil || !strings.Contains(err.Error(), `"ms" is not a time`) {
			t.Errorf("unit %v: %v", unitNs, err)
		}
	}
	if ns, step, err := sciScaled("0e-05", 1e9); err != nil || ns != 0 || step != 10_000 {
		t.Errorf("0e-05 s: %d ns to %d, %v; want 0 to 10000", ns, step, err)
	}
}
