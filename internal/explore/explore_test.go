package explore

import (
	"bytes"
	"encoding/xml"
	"flag"
	"io"
	"math"
	"math/rand"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
	"coordinated-omission/internal/scenarioflag"
	"coordinated-omission/internal/variance"
	"coordinated-omission/sim"
)

// readRaw decodes the committed results/raw.txt, the README's figures.
func readRaw(t *testing.T) *results.Sim {
	t.Helper()
	text, err := os.ReadFile("../../results/raw.txt")
	if err != nil {
		t.Fatal(err)
	}
	f, err := rawfile.Parse("raw.txt", bytes.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	s, err := results.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// rowsOf returns a view's rows by design, failing on an error.
func rowsOf(t *testing.T, query string) map[string]ViewRow {
	t.Helper()
	v := Explore(query)
	if v.Error != nil {
		t.Fatalf("%q: %v", query, v.Error)
	}
	out := map[string]ViewRow{}
	for _, r := range v.Rows {
		out[r.Design] = r
	}
	return out
}

// TestAgainstTheClosedForm: for deterministic scenarios, every row equals
// the closed form and the event reference (sim.Expected), derived apart
// from the loops the page runs, under the half-up rule: each percentile,
// the max, the count and the samples above 1 ms.
func TestAgainstTheClosedForm(t *testing.T) {
	all := "&designs=open,closed,corrected,plan,skip,unpaced,wrk"
	for _, tc := range []struct {
		query string
		sc    func(*sim.Scenario)
	}{
		{"duration=5s" + all, func(sc *sim.Scenario) { sc.Duration = 5 * time.Second }},
		{"duration=5s&connections=100" + all, func(sc *sim.Scenario) { sc.Duration, sc.Connections = 5*time.Second, 100 }},
		{"duration=3s&rtt=1ms&connections=3" + all, func(sc *sim.Scenario) { sc.Duration, sc.RTT, sc.Connections = 3*time.Second, time.Millisecond, 3 }},
		{"duration=2s&stall=0s" + all, func(sc *sim.Scenario) { sc.Duration, sc.Stall = 2*time.Second, 0 }},
		{"duration=2s&expected-interval=1ms&service=150us" + all, func(sc *sim.Scenario) {
			sc.Duration, sc.ExpectedInterval, sc.Service = 2*time.Second, time.Millisecond, 150*time.Microsecond
		}},
	} {
		sc := sim.Default()
		tc.sc(&sc)
		want := sim.Expected(sc)
		rows := rowsOf(t, tc.query)
		for _, d := range Designs {
			row, ok := rows[d.Name]
			if d.Set == Think {
				if ok {
					t.Errorf("%s: a think row without a think time", tc.query)
				}
				continue
			}
			set := d.Set
			if !want.Held.Has(set) { // L = 0: the plan's recording is the open loop's
				set = sim.Open
			}
			s := want.Sets[set]
			wantNs := append(s.AtNs[0][:], s.MaxNs)
			if !ok || !slices.Equal(row.Ns, wantNs) || row.Count != s.Count || row.SlowN != s.SlowN {
				t.Errorf("%s: %s %v count %d slow %d; the closed form %v count %d slow %d", tc.query, d.Name, row.Ns, row.Count, row.SlowN, wantNs, s.Count, s.SlowN)
			}
		}
	}
}

// TestTheSeedsScenarioAsTheReadme: the bare page is the seed's scenario,
// and its figures are the ones the README states, from results/raw.txt;
// with 100 connections, the closed p99 is the connections sweep's.
func TestTheSeedsScenarioAsTheReadme(t *testing.T) {
	raw := readRaw(t)
	rows := rowsOf(t, "")
	for _, name := range []string{results.Closed, results.Open, results.Corrected} {
		rec, ok := raw.Recording(name)
		if !ok {
			t.Fatalf("raw.txt has no %s", name)
		}
		row := rows[name]
		for i, level := range []results.Level{results.P50, results.P90, results.P99, results.P999} {
			if row.Ns[i] != rec.AtNs[results.HalfUp][level] {
				t.Errorf("%s %s: %d ns, the README's %d", name, level, row.Ns[i], rec.AtNs[results.HalfUp][level])
			}
		}
		if row.Ns[4] != rec.MaxNs || row.Count != rec.Samples || row.SlowN != rec.Slow {
			t.Errorf("%s: max %d, count %d, slow %d; the README's %d, %d, %d", name, row.Ns[4], row.Count, row.SlowN, rec.MaxNs, rec.Samples, rec.Slow)
		}
	}
	hundred := rowsOf(t, "connections=100")
	for _, pt := range raw.Conns {
		if pt.Connections != 100 {
			continue
		}
		if got, want := hundred["closed"].Ns[2], pt.Closed.AtNs[results.HalfUp][results.P99]; got != want || got != hundred["open"].Ns[2] {
			t.Errorf("N = 100: closed p99 %d ns, the connections table's %d, the open loop's %d", got, want, hundred["open"].Ns[2])
		}
		return
	}
	t.Fatal("raw.txt's connections sweep has no N = 100")
}

// TestRandomAsTheReport: a random scenario's rows are the report's random
// model's (variance.Scenario, what the command line runs): each level by
// nearest rank, the max and the count.
func TestRandomAsTheReport(t *testing.T) {
	for _, query := range []string{
		"service-dist=exp&arrivals=poisson&stall=0s&interval=125us&duration=2s",
		"service-dist=bimodal:0.01:5ms&duration=2s&connections=4&seed=7",
		"service-dist=exp&think=968.5us&connections=10&stall=0s&duration=1s",
	} {
		in, err := Parse(query)
		if err != nil {
			t.Fatal(err)
		}
		designs, _, err := variance.Scenario(in.Random)
		if err != nil {
			t.Fatal(err)
		}
		in.Designs = nil
		for _, d := range Designs {
			in.Designs = append(in.Designs, d.Name)
		}
		_, rows, err := run(in)
		if err != nil {
			t.Fatal(err)
		}
		if len(designs) == 0 {
			t.Fatalf("%s: the report ran no design", query)
		}
		for _, d := range designs {
			row, ok := rows[d.Design]
			want := []int64{d.AtNs[results.P50], d.AtNs[results.P90], d.AtNs[results.P99], d.AtNs[results.P999], d.AtNs[results.Max]}
			if !ok || !slices.Equal(append(row.AtNs[:], row.MaxNs), want) || row.Count != d.Samples {
				t.Errorf("%s: %s %v count %d; the report's %v count %d", query, d.Design, append(row.AtNs[:], row.MaxNs), row.Count, want, d.Samples)
			}
		}
	}
}

// TestRefusesAsTheReport: each query the report would refuse gets the
// report's own reason (its scenario flags' parse and Check, derived here
// from the same flags), naming the control, and the page's own bounds get
// theirs.
func TestRefusesAsTheReport(t *testing.T) {
	report := func(args ...string) string {
		var f scenarioflag.Flags
		fs := flag.NewFlagSet("report", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		f.Register(fs)
		if err := fs.Parse(args); err != nil {
			return err.Error()
		}
		_, err := f.Check(fs, "")
		if err == nil {
			return ""
		}
		return err.Error()
	}
	for _, tc := range []struct {
		query, field string
		args         []string
	}{
		{"interval=0s", "interval", []string{"-interval=0s"}},
		{"service=abc", "service", []string{"-service=abc"}},
		{"stall=2s", "stall", []string{"-stall=2s"}},
		{"connections=0", "connections", []string{"-connections=0"}},
		{"expected-interval=0s", "expected-interval", []string{"-expected-interval=0s"}},
		{"service-dist=gamma", "service-dist", []string{"-service-dist=gamma"}},
		{"think-dist=det", "think-dist", []string{"-think-dist=det"}},
		{"seed=-1", "seed", []string{"-seed=-1"}},
		{"first-stall=-1s", "first-stall", []string{"-first-stall=-1s"}},
		{"nope=1", "", []string{"-nope=1"}},
	} {
		v := Explore(tc.query)
		want := report(tc.args...)
		if want == "" {
			t.Fatalf("%s: the report takes it", tc.query)
		}
		if v.Error == nil || v.Error.Message != want || v.Error.Field != tc.field || len(v.Rows) != 0 {
			t.Errorf("%s: %+v, want %q on %q", tc.query, v.Error, want, tc.field)
		}
	}
	for _, tc := range []struct{ query, field, want string }{
		{"designs=open,nope", "designs", `designs: "nope" is not a design`},
		{"duration=1h", "duration", "the explorer simulates at most 3000000 requests a view"},
		{"%zz", "", "query: invalid URL escape"},
	} {
		if v := Explore(tc.query); v.Error == nil || v.Error.Field != tc.field || !strings.Contains(v.Error.Message, tc.want) {
			t.Errorf("%s: %+v, want %q on %q", tc.query, v.Error, tc.want, tc.field)
		}
	}
	// the page's bound, at its edge: 3·T/I + T/S requests, 25,000 a
	// simulated second of the seed's scenario, so 120 s is 3,000,000
	if _, err := Parse("duration=120s"); err != nil {
		t.Errorf("at the bound: %v", err)
	}
	if _, err := Parse("duration=120001ms"); err == nil || !strings.Contains(err.Error(), "takes about 3000025") {
		t.Errorf("past the bound: %v", err)
	}
}

// TestQueryRoundTrip: the canonical query of a view parses back to the
// same input, for random queries in the domain; the seed's scenario's is
// empty.
func TestQueryRoundTrip(t *testing.T) {
	if q := Explore("").Query; q != "" {
		t.Errorf("the seed's scenario's query is %q, want empty", q)
	}
	rng := rand.New(rand.NewSource(1))
	pick := func(options ...string) string { return options[rng.Intn(len(options))] }
	for range 200 {
		q := strings.Join([]string{
			"service=" + pick("50us", "100us", "1ms"), "interval=" + pick("200us", "1ms"), "stall=" + pick("0s", "20ms"),
			"connections=" + pick("1", "7"), "rtt=" + pick("0s", "1ms"), "duration=" + pick("1s", "500ms"),
			"service-dist=" + pick("det", "exp", "bimodal:0.1:2ms"), "arrivals=" + pick("schedule", "poisson"),
			"seed=" + pick("1", "9"), "designs=" + pick("open", "closed,open", "wrk,skip"),
		}, "&")
		in, err := Parse(q)
		if err != nil {
			continue // a scenario outside the domain, as service 1 ms at interval 200 µs can be
		}
		back, err := Parse(QueryOf(in))
		if err != nil || back.Random != in.Random || strings.Join(back.Designs, ",") != strings.Join(in.Designs, ",") {
			t.Fatalf("%s → %s → %+v, %v", q, QueryOf(in), back, err)
		}
	}
}

// TestWords: the words name the designs that hide the slow moments, by
// the hiding rule's factor, at its edge.
func TestWords(t *testing.T) {
	row := func(name string, p99, p999 int64) Row { return Row{Design: name, AtNs: [4]int64{1, 2, p99, p999}} }
	for _, tc := range []struct {
		rows  []Row
		shown []string
		want  string
	}{
		{[]Row{row("open", 300, 300), row("closed", 100, 100)}, []string{"open", "closed"}, "Here closed (3.00× below) hides the slow moments: its p99 or p99.9 is 3 or more times below the truth's."},
		{[]Row{row("open", 300, 300), row("closed", 101, 101)}, []string{"open", "closed"}, "No design shown hides the slow moments here. closed stays within 3 times of the truth's at p99 and p99.9."},
		{[]Row{row("open", 300, 300), row("closed", 300, 100), row("wrk", 290, 290)}, []string{"open", "closed", "wrk"}, "wrk stays within 3 times of the truth's at p99 and p99.9."},
		{[]Row{row("open", 300, 300), row("unpaced", 300, 900), row("wrk", 899, 899)}, []string{"open", "unpaced", "wrk"},
			"No design shown hides the slow moments here. unpaced (3.00× above) reports a p99 or p99.9 3 or more times above the truth's. wrk stays within 3 times"},
		{[]Row{row("open", 300, 300), row("unpaced", 900, 900), row("skip", 900, 900)}, []string{"open", "unpaced", "skip"},
			"unpaced (3.00× above) and skip (3.00× above) report a p99 or p99.9 3 or more times above the truth's."},
		{[]Row{row("open", 300, 300)}, []string{"open"}, "Choose a design to set beside it."},
		{[]Row{row("open", 300, 300), row("closed", 100, 100), row("skip", 1, 1)}, []string{"open", "closed", "skip"},
			"Here closed (3.00× below) and skip (300× below) hide the slow moments: their p99 or p99.9 is 3 or more times below the truth's."},
	} {
		rows := map[string]Row{}
		for _, r := range tc.rows {
			rows[r.Design] = r
		}
		got := strings.Join(words(rows, tc.shown), " ")
		if !strings.Contains(got, tc.want) || strings.Contains(got, "  ") || (len(tc.rows) == 3 && tc.rows[2].Design == "skip" && strings.Contains(got, "within")) {
			t.Errorf("%v: %q, want %q", tc.rows, got, tc.want)
		}
	}
}

// TestPlot: the plot is well-formed SVG with one curve per shown design,
// and its axis names the percentiles.
func TestPlot(t *testing.T) {
	v := Explore("duration=2s&designs=open,closed,skip")
	if err := xml.Unmarshal([]byte(v.SVG), new(struct{ XMLName xml.Name })); err != nil {
		t.Fatalf("not XML: %v", err)
	}
	if n := strings.Count(v.SVG, "<path "); n != 3 {
		t.Errorf("%d curves, want 3", n)
	}
	for _, label := range []string{">0%<", ">90%<", ">99.9%<", ">99.999%<", ">open<", ">skip<"} {
		if !strings.Contains(v.SVG, label) {
			t.Errorf("the plot lacks %s", label)
		}
	}
	for _, tc := range []struct {
		max, top, step float64
	}{{0, 1, 1}, {195_100_000, 200_000_000, 50_000_000}, {100_000, 100_000, 20_000}, {101_000, 150_000, 50_000}} {
		if top, step := niceAxis(tc.max); top != tc.top || step != tc.step {
			t.Errorf("niceAxis(%v) = %v, %v; want %v, %v", tc.max, top, step, tc.top, tc.step)
		}
	}
}

// TestFormats: durations to four significant digits, ratios and counts.
func TestFormats(t *testing.T) {
	for ns, want := range map[int64]string{0: "0 ns", 12: "12 ns", 100_000: "100 µs", 195_100_000: "195.1 ms", 1_500_000_000: "1.5 s", 999_999: "1000 µs", 123_456: "123.5 µs"} {
		if got := Duration(ns); got != want {
			t.Errorf("Duration(%d) = %q, want %q", ns, got, want)
		}
	}
	for x, want := range map[float64]string{1951.02: "1,951×", 12.54: "12.5×", 1.041: "1.04×"} {
		if got := Times(x); got != want {
			t.Errorf("Times(%v) = %q, want %q", x, got, want)
		}
	}
	for n, want := range map[int64]string{0: "0", 999: "999", 1000: "1,000", 119_980: "119,980", -25_000: "-25,000"} {
		if got := Whole(n); got != want {
			t.Errorf("Whole(%d) = %q, want %q", n, got, want)
		}
	}
}

var update = flag.Bool("update", false, "rewrite testdata/seed.svg")

// TestPlotGolden: the seed's scenario's plot, point for point, against
// testdata/seed.svg (go test -update rewrites it; look at it before you
// commit it).
func TestPlotGolden(t *testing.T) {
	got := []byte(Explore("designs=open,closed,corrected,wrk").SVG)
	if *update {
		if err := os.WriteFile("testdata/seed.svg", got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile("testdata/seed.svg")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("the plot differs from testdata/seed.svg (go test -update to accept)")
	}
}

// TestCells: the seed's rows as the page shows them, and their labels.
func TestCells(t *testing.T) {
	v := Explore("designs=open,closed,plan")
	if v.Rule != "half-up rank, as the report's tables" || strings.Join(v.Header, "|") != "design|p50|p90|p99|p99.9|max|count|above 1 ms|truth ÷ p99" {
		t.Errorf("rule %q, header %v", v.Rule, v.Header)
	}
	want := map[string]string{
		"open (the truth)":              "100 µs|150.1 ms|195.1 ms|199.6 ms|200.1 ms|100,000|39.82 %|—",
		"closed":                        "100 µs|100 µs|100 µs|100 µs|200.1 ms|100,000|0.02 %|1,951×",
		"plan (the open loop's: L = 0)": "100 µs|150.1 ms|195.1 ms|199.6 ms|200.1 ms|100,000|39.82 %|1.00×",
	}
	if len(v.Rows) != len(want) {
		t.Fatalf("%d rows", len(v.Rows))
	}
	for _, r := range v.Rows {
		if got := strings.Join(r.Cells, "|"); got != want[r.Label] {
			t.Errorf("%s: %s, want %s", r.Label, got, want[r.Label])
		}
	}
	if r := Explore("service-dist=exp&duration=1s"); r.Rule != "nearest rank (⌈pn⌉), as the report's random model" || r.Error != nil {
		t.Errorf("a random scenario's rule: %q, %v", r.Rule, r.Error)
	}
	if r := Explore("rtt=1ms&duration=1s&designs=plan"); len(r.Rows) != 1 || r.Rows[0].Label != "plan" {
		t.Errorf("with L > 0 the plan is its own: %+v", r.Rows)
	}
}

// TestMoreFormats: the formats at their edges.
func TestMoreFormats(t *testing.T) {
	for ns, want := range map[int64]string{999: "999 ns", 1_000: "1 µs", 1_000_000: "1 ms", 1_000_000_000: "1 s", 9_999_000_000: "9.999 s", 12_345_678_901: "12.35 s"} {
		if got := Duration(ns); got != want {
			t.Errorf("Duration(%d) = %q, want %q", ns, got, want)
		}
	}
	for x, want := range map[float64]string{100: "100×", 99.99: "100.0×", 10: "10.0×", 9.999: "10.00×", math.Inf(1): "—", math.NaN(): "—", 0.5: "0.50×"} {
		if got := Times(x); got != want {
			t.Errorf("Times(%v) = %q, want %q", x, got, want)
		}
	}
	if Whole(-1000) != "-1,000" || Whole(1_000_000) != "1,000,000" || Whole(100) != "100" {
		t.Error(Whole(-1000), Whole(1_000_000), Whole(100))
	}
	for msg, want := range map[string]string{
		"flag provided but not defined: -nope":                        "",
		`invalid value "x" for flag -service-dist: "x": want det`:     "service-dist",
		"scenario: duration (1h0m0s) at interval (1µs) makes 3600000": "duration",
		"-expected-interval must be positive":                         "expected-interval",
		"scenario: think (-1ms) must be from 0":                       "think",
	} {
		if got := fieldOf(msg); got != want {
			t.Errorf("fieldOf(%q) = %q, want %q", msg, got, want)
		}
	}
	if list(nil) != "" || list([]string{"a"}) != "a" || list([]string{"a", "b"}) != "a and b" || list([]string{"a", "b", "c"}) != "a, b and c" {
		t.Error("list")
	}
	if q := QueryOf(Input{Random: mustParse(t, "think=1ms&think-dist=det").Random, Designs: DefaultDesigns}); q != "think=1ms&think-dist=det" {
		t.Errorf("a think time's query: %q", q)
	}
	if q := QueryOf(mustParse(t, "think-dist=exp&think=1ms")); q != "think=1ms" {
		t.Errorf("the default think distribution left out: %q", q)
	}
}

// TestSlowAndOrder: the random model's slow count is the samples above
// 1 ms, and the designs come in Designs' order whatever the query's.
func TestSlowAndOrder(t *testing.T) {
	for _, tc := range []struct {
		sorted []int64
		want   int64
	}{{nil, 0}, {[]int64{999_999, 1_000_000}, 0}, {[]int64{1_000_000, 1_000_001}, 1}, {[]int64{5, 1_000_001, 2_000_000}, 2}} {
		if got := slowOf(tc.sorted); got != tc.want {
			t.Errorf("slowOf(%v) = %d, want %d", tc.sorted, got, tc.want)
		}
	}
	if in := mustParse(t, "designs=wrk,open,closed,wrk"); strings.Join(in.Designs, ",") != "open,closed,wrk" {
		t.Errorf("designs %v", in.Designs)
	}
}

func mustParse(t *testing.T, q string) Input {
	t.Helper()
	in, err := Parse(q)
	if err != nil {
		t.Fatal(err)
	}
	return in
}
