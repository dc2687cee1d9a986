package measure

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
	"coordinated-omission/machine"
	"coordinated-omission/sim"
)

// quickFile returns the raw file of a quick run with one rep and the sweep,
// as -verify re-simulates it, and its text. It is computed once.
var quickFile = sync.OnceValues(func() (*rawfile.File, error) {
	m, err := Measure(sim.Quick(), 1, nil)
	if err != nil {
		return nil, err
	}
	f := File(machine.Description{}, machine.Clock{}, results.Quick, m)
	for i, kv := range f.Config {
		if kv.Value == "" { // an empty description; a raw file has no empty value
			f.Config[i].Value = machine.Unknown
		}
	}
	return f, nil
})

func mustQuick(t *testing.T) (*rawfile.File, string) {
	t.Helper()
	f, err := quickFile()
	if err != nil {
		t.Fatal(err)
	}
	return f, string(rawfile.Write(f))
}

// tamper changes one value the way a careless or hostile edit would: its
// last digit goes up by one, or, without a digit, it gains a letter.
func tamper(v string) string {
	for i := len(v) - 1; i >= 0; i-- {
		if c := v[i]; c >= '0' && c <= '9' {
			return v[:i] + string('0'+(c-'0'+1)%10) + v[i+1:]
		}
	}
	return v + "x"
}

// TestCompareNamesEveryTamperedField tampers, one at a time, every value of
// every line that a re-simulation reproduces, and checks that Compare
// reports a difference naming it.
func TestCompareNamesEveryTamperedField(t *testing.T) {
	want, text := mustQuick(t)
	if d := Compare(want, want); len(d) != 0 {
		t.Fatalf("Compare(f, f) = %q", d)
	}
	tampers := 0
	// try tampers a copy with edit and expects Compare's first difference
	// to name the field and, for the lists, the line (names[1]).
	try := func(what, name string, edit func(f *rawfile.File), names ...string) {
		t.Helper()
		got, err := rawfile.Parse("raw.txt", strings.NewReader(text))
		if err != nil {
			t.Fatal(err)
		}
		edit(got)
		tampers++
		diffs := Compare(got, want)
		for _, n := range append([]string{name}, names...) {
			if len(diffs) == 0 || !strings.Contains(diffs[0], n) {
				t.Errorf("%s: Compare = %q, want a difference naming %q", what, diffs, n)
			}
		}
	}
	for i, kv := range want.Config {
		if results.Deterministic(kv.Key) {
			try("configuration "+kv.Key, kv.Key, func(f *rawfile.File) { f.Config[i].Value = tamper(kv.Value) })
		}
	}
	for i, b := range want.Benchmarks {
		name := fmt.Sprintf("Benchmark line %d", i+1)
		try(name+" iterations", name, func(f *rawfile.File) { f.Benchmarks[i].Iters++ })
		try(name+" name", name, func(f *rawfile.File) { f.Benchmarks[i].Name += "x" })
		try(name+" p99", "p99-us", func(f *rawfile.File) { f.Benchmarks[i].Values[1].Value++ })
		try(name+" unit", "unit", func(f *rawfile.File) { f.Benchmarks[i].Values[1].Unit = "p99-ms" })
		try(name+" values", "values", func(f *rawfile.File) { f.Benchmarks[i].Values = b.Values[:1] })
	}
	for i, r := range want.Runs {
		line := fmt.Sprintf("run line %d ", i+1)
		for j, kv := range r.Fields {
			try(r.String(), kv.Key+"=", func(f *rawfile.File) { f.Runs[i].Fields[j].Value = tamper(kv.Value) }, line)
		}
		try(r.String()+" subject", line+"is ", func(f *rawfile.File) { f.Runs[i].Subject += "x" })
	}
	for i := range want.Dists {
		try(fmt.Sprintf("dist %d count", i), "count=", func(f *rawfile.File) { f.Dists[i].Count++ }, fmt.Sprintf("dist line %d ", i+1))
		try(fmt.Sprintf("dist %d first", i), "first-ns=", func(f *rawfile.File) { f.Dists[i].FirstNs++ })
		try(fmt.Sprintf("dist %d step", i), "step-ns=", func(f *rawfile.File) { f.Dists[i].StepNs++ })
		try(fmt.Sprintf("dist %d times", i), "times=", func(f *rawfile.File) { f.Dists[i].Times++ })
		try(fmt.Sprintf("dist %d recording", i), "dist line", func(f *rawfile.File) { f.Dists[i].Recording += "x" })
	}
	for i, s := range want.Sweeps {
		for j, kv := range s.Fields {
			try(s.String(), kv.Key+"=", func(f *rawfile.File) { f.Sweeps[i].Fields[j].Value = tamper(kv.Value) }, fmt.Sprintf("sweep line %d ", i+1))
		}
	}
	for i, r := range want.Results {
		try("RESULT "+r.Key+" unit", "RESULT "+r.Key, func(f *rawfile.File) { f.Results[i].Unit += "x" })
		if !results.IsTiming(r.Key) {
			try("RESULT "+r.Key, "RESULT "+r.Key, func(f *rawfile.File) { f.Results[i].Value = tamper(r.Value) })
		}
		try("RESULT "+r.Key+" deleted", "no RESULT "+r.Key, func(f *rawfile.File) { f.Results = slices.Delete(slices.Clone(f.Results), i, i+1) })
	}
	try("an extra RESULT", "unknown RESULT extra", func(f *rawfile.File) {
		f.Results = append(f.Results, rawfile.Result{Key: "extra", Value: "1", Unit: "x"})
	})
	try("checks", "closing line", func(f *rawfile.File) { f.Checks.Passed++ })
	try("an extra configuration key", "configuration keys", func(f *rawfile.File) { f.Config = append(f.Config, rawfile.KV{Key: "extra", Value: "1"}) })
	try("a deleted run line", "run lines", func(f *rawfile.File) { f.Runs = f.Runs[:len(f.Runs)-1] })
	try("an extra dist line", "dist lines", func(f *rawfile.File) { f.Dists = append(f.Dists, f.Dists[0]) })
	try("a deleted sweep line", "sweep lines", func(f *rawfile.File) { f.Sweeps = f.Sweeps[:len(f.Sweeps)-1] })
	try("a deleted Benchmark line", "Benchmark lines", func(f *rawfile.File) { f.Benchmarks = f.Benchmarks[1:] })
	t.Logf("%d tampers, each reported", tampers)
}

// TestCompareIgnoresTheWallClock changes what a re-simulation cannot
// reproduce: timings, the machine, the clock and the disassembly.
func TestCompareIgnoresTheWallClock(t *testing.T) {
	want, text := mustQuick(t)
	got, err := rawfile.Parse("raw.txt", strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range got.Results {
		if results.IsTiming(r.Key) {
			got.Results[i].Value = tamper(r.Value)
		}
	}
	for i, kv := range got.Config {
		if !results.Deterministic(kv.Key) {
			got.Config[i].Value = tamper(kv.Value)
		}
	}
	for i := range got.Benchmarks {
		got.Benchmarks[i].Values[0].Value += 1
	}
	got.Asm = []string{"anything"}
	if d := Compare(got, want); len(d) != 0 {
		t.Errorf("Compare = %q, want no difference", d)
	}
}

func TestScenarioOf(t *testing.T) {
	f, text := mustQuick(t)
	sc, reps, err := ScenarioOf(f)
	want := sim.Quick()
	if err != nil || sc != want || reps != 1 {
		t.Fatalf("ScenarioOf = %+v, %d, %v", sc, reps, err)
	}
	for _, tc := range []struct{ from, to, want string }{
		{"service: 100µs", "service: fast", `configuration service "fast": want a duration`},
		{"stall: 200ms", "stall: 1s", "scenario: stall (1s) must be shorter than period (1s)"},
		{"connections: 1\n", "connections: many\n", `configuration connections "many": want a whole number`},
		{"connections: 1\n", "connections: 0\n", "scenario: connections (0) must be from 1 to 1048576"},
		{"reps: 1\n", "reps: 0\n", `configuration reps "0": want a whole number from 1 to 100000`},
		{"reps: 1\n", "reps: 100001\n", `configuration reps "100001": want a whole number from 1 to 100000`},
		{"period: 1s\n", "", `no "period" configuration line`},
	} {
		g, err := rawfile.Parse("raw.txt", strings.NewReader(strings.Replace(text, tc.from, tc.to, 1)))
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := ScenarioOf(g); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q → %q: err = %v, want %q", tc.from, tc.to, err, tc.want)
		}
	}
	g, err := rawfile.Parse("raw.txt", strings.NewReader(strings.Replace(text, "reps: 1\n", "reps: 100000\n", 1)))
	if err != nil {
		t.Fatal(err)
	}
	if _, reps, err := ScenarioOf(g); err != nil || reps != MaxReps {
		t.Errorf("reps: 100000: ScenarioOf = %d, %v; want %d, nil", reps, err, MaxReps)
	}
}

func TestDistsCanonical(t *testing.T) {
	m := sim.Multiset{
		{FirstNs: 5, StepNs: -1, Count: 3},  // 5 4 3, read as 3 4 5
		{FirstNs: 3, StepNs: 1, Count: 3},   // the same run again
		{FirstNs: 7, StepNs: 0, Count: 4},   // a value
		{FirstNs: 9, StepNs: -2, Count: 2},  // 9 7: two values
		{FirstNs: 1, Count: 0},              // nothing
		{FirstNs: 20, StepNs: -2, Count: 4}, // 20 18 16 14, read as 14 16 18 20
	}
	got := Dists(sim.Open, m)
	want := []rawfile.Dist{
		{Recording: "open", FirstNs: 3, StepNs: 1, Count: 3, Times: 2},
		{Recording: "open", FirstNs: 7, Count: 5, Times: 1},
		{Recording: "open", FirstNs: 9, Count: 1, Times: 1},
		{Recording: "open", FirstNs: 14, StepNs: 2, Count: 4, Times: 1},
	}
	if !slices.Equal(got, want) {
		t.Errorf("Dists = %+v\nwant %+v", got, want)
	}
}

// TestAggregate gives two reps different figures and checks which each
// RESULT takes: the minimum of a latency, the median (the upper of two) of
// a count.
func TestAggregate(t *testing.T) {
	a, b := sim.Expected(sim.Quick()), sim.Expected(sim.Quick())
	b.Sets[sim.Open].AtNs[sim.HalfUp][2] -= 7
	b.Sets[sim.Open].MaxNs += 5
	b.Sets[sim.Open].Count += 3
	b.Sets[sim.Corrected].DelayedPerStall.Max += 2
	b.AddedPerStall.Min += 1
	b.Loops[sim.Open].EndNs += 11
	got := aggregate([]Run{{Figures: a}, {Figures: b}})
	if got.Sets[sim.Open].AtNs[sim.HalfUp][2] != b.Sets[sim.Open].AtNs[sim.HalfUp][2] || got.Sets[sim.Open].MaxNs != a.Sets[sim.Open].MaxNs {
		t.Errorf("latencies are not the minimum: %+v", got.Sets[sim.Open])
	}
	if got.Sets[sim.Open].Count != b.Sets[sim.Open].Count || got.Sets[sim.Corrected].DelayedPerStall.Max != b.Sets[sim.Corrected].DelayedPerStall.Max ||
		got.AddedPerStall.Min != b.AddedPerStall.Min || got.Loops[sim.Open].EndNs != b.Loops[sim.Open].EndNs {
		t.Errorf("counts are not the median: %+v", got)
	}
	if one := aggregate([]Run{{Figures: a}}); one != a {
		t.Errorf("aggregate of one rep = %+v, want it unchanged", one)
	}
}

// TestUndefinedRatiosAreLeftOut: with stalls in idle time no sample is
// above 1 ms, so the share ratios have no denominator.
func TestUndefinedRatiosAreLeftOut(t *testing.T) {
	sc := sim.Scenario{Service: 100 * time.Microsecond, Interval: 200 * time.Microsecond, Stall: 50 * time.Microsecond,
		Period: time.Millisecond, FirstStall: 100 * time.Microsecond, Duration: 10 * time.Millisecond, Connections: 1}
	m, err := Simulate(sc, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	f := File(machine.Description{}, machine.Clock{}, results.Full, m)
	for _, key := range []string{"ratio.above_1ms", "open.over_corrected.above_1ms"} {
		if r, ok := f.Result(key); ok {
			t.Errorf("RESULT %s %s is written; its denominator is zero", key, r.Value)
		}
	}
	if r, ok := f.Result("ratio.p99"); !ok || r.Value != "1.0" {
		t.Errorf("ratio.p99 = %+v, %v", r, ok)
	}
	if bytes.Contains(rawfile.Write(f), []byte("NaN")) {
		t.Error("the raw file says NaN")
	}
}

func TestSummarizeCost(t *testing.T) {
	lo, med, cv := summarizeCost([]float64{3, 1, 2})
	if lo != 1 || med != 2 || fmt.Sprintf("%.1f", cv) != "50.0" {
		t.Errorf("summarizeCost = %v, %v, %v; want 1, 2, 50.0", lo, med, cv)
	}
	if _, _, cv := summarizeCost([]float64{1, 3}); fmt.Sprintf("%.2f", cv) != "70.71" { // √2/2
		t.Errorf("cv of 1, 3 = %v, want 70.71", cv)
	}
	if _, _, cv := summarizeCost([]float64{4}); cv != 0 {
		t.Errorf("cv of one = %v", cv)
	}
}

// TestSimulateReportsProgress: the callback hears of each run, the warmup
// first, out of every run.
func TestSimulateReportsProgress(t *testing.T) {
	var calls [][2]int
	if _, err := Simulate(sim.Quick(), 2, func(done, total int) { calls = append(calls, [2]int{done, total}) }); err != nil {
		t.Fatal(err)
	}
	if want := [][2]int{{1, 3}, {2, 3}, {3, 3}}; !slices.Equal(calls, want) {
		t.Errorf("progress %v, want %v", calls, want)
	}
}

// TestRecordingsAreTheSchemas: the simulation's recordings and client
// loops are the schema's, in its order, so that none is written that the
// schema does not read back.
func TestRecordingsAreTheSchemas(t *testing.T) {
	names := func(sets []sim.Set) []string {
		var out []string
		for _, s := range sets {
			out = append(out, s.String())
		}
		return out
	}
	sets, clients, timelines := names(sim.Sets[:]), names(Clients[:]), names(sim.Timelines[:])
	if !slices.Equal(sets, slices.Concat(results.Recordings, results.DesignNames)) || !slices.Equal(clients, results.Clients) || !slices.Equal(timelines, results.Timelines) {
		t.Errorf("sim's recordings %v, clients %v and timelines %v; the schema's %v and %v, %v and %v", sets, clients, timelines,
			results.Recordings, results.DesignNames, results.Clients, results.Timelines)
	}
	if seed := names(sim.Seed[:]); !slices.Equal(seed, results.Recordings) {
		t.Errorf("sim's seed recordings %v; the schema's %v", seed, results.Recordings)
	}
	var levels []results.Level
	for _, p := range sim.Percentiles {
		levels = append(levels, level(p))
	}
	if !slices.Equal(levels, results.Percentiles) || rule(sim.HalfUp) != results.HalfUp || rule(sim.Ceil) != results.Ceil {
		t.Errorf("sim's percentiles %v, the schema's %v", levels, results.Percentiles)
	}
}
