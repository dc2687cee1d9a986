package measure

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	hdrhistogram "github.com/HdrHistogram/hdrhistogram-go"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
)

// ScenarioOf reads the scenario and the number of timed reps back from a
// raw file's configuration, and validates both.
func ScenarioOf(f *rawfile.File) (sim.Scenario, int, error) {
	r, err := results.ReadScenario(f)
	if err != nil {
		return sim.Scenario{}, 0, err
	}
	sc := sim.Scenario{Service: r.Service, Interval: r.Interval, Stall: r.Stall, Period: r.Period,
		FirstStall: r.FirstStall, Duration: r.Duration, Connections: r.Connections, RTT: r.RTT, ExpectedInterval: r.ExpectedInterval}
	if err := sc.Validate(); err != nil {
		return sc, 0, fmt.Errorf("scenario: %w", err)
	}
	text, _ := f.Config.Get("reps")
	reps, err := strconv.Atoi(text)
	if err != nil || reps < 1 || reps > MaxReps {
		return sc, 0, fmt.Errorf("configuration reps %q: want a whole number from 1 to %d", text, MaxReps)
	}
	if _, err := Estimate(sc, reps); err != nil {
		return sc, 0, fmt.Errorf("scenario: %w", err)
	}
	return sc, reps, nil
}

// RandomOf reads the random model's part of a raw file's configuration
// around sc: the deterministic model's defaults if the file has none.
func RandomOf(f *rawfile.File, sc sim.Scenario) (sim.Random, error) {
	rs := sim.Random{Scenario: sc, ServiceDist: sim.Dist{Kind: sim.Det}, ThinkDist: sim.Dist{Kind: sim.Exp}, Seed: 1}
	c, err := results.ReadRandomConfig(f)
	if err != nil || c == nil {
		return rs, err
	}
	if rs.ServiceDist, err = sim.ParseDist(c.ServiceDist); err != nil {
		return rs, fmt.Errorf("configuration service-dist: %w", err)
	}
	if rs.Arrivals, err = sim.ParseArrivals(c.Arrivals); err != nil {
		return rs, fmt.Errorf("configuration arrivals: %w", err)
	}
	if rs.ThinkDist, err = sim.ParseDist(c.ThinkDist); err != nil || rs.ThinkDist.Kind == sim.Bimodal {
		return rs, fmt.Errorf("configuration think-dist %q: want det or exp", c.ThinkDist)
	}
	rs.Think = c.Think
	if rs.Seed, err = strconv.ParseUint(c.Seed, 10, 64); err != nil {
		return rs, fmt.Errorf("configuration seed %q: want a whole number", c.Seed)
	}
	if err := rs.Validate(); err != nil {
		return rs, fmt.Errorf("random scenario: %w", err)
	}
	if n := rs.BusiestRequests(); n > sim.MaxRandomRequests {
		return rs, fmt.Errorf("random scenario: about %d requests, more than %d", n, sim.MaxRandomRequests)
	}
	return rs, nil
}

// MaxReps is the most timed reps a run may make.
const MaxReps = 100_000

// Compare returns every difference between a raw file got and want, its
// re-simulation, in what does not depend on the wall clock or the machine:
// the configuration's keys, and the values of all but the machine's and
// the clock's; each Benchmark line's name, iterations, units and p99; every
// run, dist and sweep line; every RESULT key and unit, and every value but
// the timings; and the closing line. The disassembly is not compared: it
// comes from a binary, not from the scenario.
func Compare(got, want *rawfile.File) []string {
	var d differences
	d.config(got.Config, want.Config)
	d.benchmarks(got.Benchmarks, want.Benchmarks)
	d.lines("run", len(got.Runs), len(want.Runs), func(i int) (string, string, rawfile.Fields, rawfile.Fields) {
		g, w := got.Runs[i], want.Runs[i]
		return fmt.Sprintf("run %d %s", g.Index, g.Subject), fmt.Sprintf("run %d %s", w.Index, w.Subject), g.Fields, w.Fields
	})
	d.lines("dist", len(got.Dists), len(want.Dists), func(i int) (string, string, rawfile.Fields, rawfile.Fields) {
		g, w := got.Dists[i], want.Dists[i]
		return "dist " + g.Recording, "dist " + w.Recording, distFields(g), distFields(w)
	})
	d.lines("sweep", len(got.Sweeps), len(want.Sweeps), func(i int) (string, string, rawfile.Fields, rawfile.Fields) {
		g, w := got.Sweeps[i], want.Sweeps[i]
		return "sweep " + g.Name, "sweep " + w.Name, g.Fields, w.Fields
	})
	d.results(got.Results, want.Results)
	if got.Checks != want.Checks {
		d.add("closing line %q, re-simulated %q", got.Checks, want.Checks)
	}
	return d
}

type differences []string

func (d *differences) add(format string, args ...any) { *d = append(*d, fmt.Sprintf(format, args...)) }

func (d *differences) config(got, want rawfile.Fields) {
	keys := func(fs rawfile.Fields) []string {
		out := make([]string, len(fs))
		for i, kv := range fs {
			out[i] = kv.Key
		}
		return out
	}
	if g, w := keys(got), keys(want); !slices.Equal(g, w) {
		d.add("configuration keys %s, re-simulated %s", strings.Join(g, " "), strings.Join(w, " "))
	}
	for _, kv := range want {
		if g, ok := got.Get(kv.Key); ok && results.Deterministic(kv.Key) && g != kv.Value {
			d.add("configuration %s: %q, re-simulated %q", kv.Key, g, kv.Value)
		}
	}
}

func (d *differences) benchmarks(got, want []rawfile.Benchmark) {
	if len(got) != len(want) {
		d.add("%d Benchmark lines, re-simulated %d", len(got), len(want))
	}
	for i := range min(len(got), len(want)) {
		g, w := got[i], want[i]
		name := fmt.Sprintf("Benchmark line %d (%s)", i+1, w.Name)
		switch {
		case g.Name != w.Name:
			d.add("%s: name %s", name, g.Name)
		case g.Iters != w.Iters:
			d.add("%s: iterations %d, re-simulated %d", name, g.Iters, w.Iters)
		case len(g.Values) != len(w.Values):
			d.add("%s: %d values, re-simulated %d", name, len(g.Values), len(w.Values))
		}
		for j := range min(len(g.Values), len(w.Values)) {
			gv, wv := g.Values[j], w.Values[j]
			if gv.Unit != wv.Unit {
				d.add("%s: unit %s, re-simulated %s", name, gv.Unit, wv.Unit)
			} else if wv.Unit != "ns/op" && gv.Value != wv.Value { // ns/op is the wall clock's
				d.add("%s: %s %v, re-simulated %v", name, wv.Unit, gv.Value, wv.Value)
			}
		}
	}
}

// lines compares two lists of lines one for one: line i's name (its kind
// and subject) and then each field, so that a difference names the field.
func (d *differences) lines(kind string, got, want int, line func(i int) (gotName, wantName string, g, w rawfile.Fields)) {
	for i := range min(got, want) {
		gn, wn, g, w := line(i)
		if gn != wn {
			d.add("%s line %d is %q, re-simulated %q", kind, i+1, gn, wn)
			continue
		}
		for _, kv := range w {
			if v, ok := g.Get(kv.Key); !ok {
				d.add("%s line %d (%s): no %s; re-simulated %s=%s", kind, i+1, gn, kv.Key, kv.Key, kv.Value)
			} else if v != kv.Value && !(results.IsHistogram(kv.Key) && sameHistogram(v, kv.Value)) {
				d.add("%s line %d (%s): %s=%s, re-simulated %s", kind, i+1, gn, kv.Key, clip(v), clip(kv.Value))
			}
		}
		for _, kv := range g {
			if _, ok := w.Get(kv.Key); !ok {
				d.add("%s line %d (%s): unknown field %s", kind, i+1, gn, kv.Key)
			}
		}
	}
	if got != want {
		d.add("%d %s lines, re-simulated %d", got, kind, want)
	}
}

// sameHistogram reports whether two encoded histograms decode to the
// same counts: their zlib streams may differ from one Go version to
// another.
func sameHistogram(a, b string) bool {
	ha, err1 := hdrhistogram.Decode([]byte(a))
	hb, err2 := hdrhistogram.Decode([]byte(b))
	return err1 == nil && err2 == nil && ha.Equals(hb)
}

// clip shortens a field's value for a difference's line.
func clip(v string) string {
	if len(v) > 60 {
		return v[:60] + "…"
	}
	return v
}

func distFields(x rawfile.Dist) rawfile.Fields {
	n := func(v int64) string { return strconv.FormatInt(v, 10) }
	return rawfile.Fields{{Key: "first-ns", Value: n(x.FirstNs)}, {Key: "step-ns", Value: n(x.StepNs)}, {Key: "count", Value: n(x.Count)}, {Key: "times", Value: n(x.Times)}}
}

func (d *differences) results(got, want []rawfile.Result) {
	byKey := func(rs []rawfile.Result) map[string]rawfile.Result {
		m := make(map[string]rawfile.Result, len(rs))
		for _, r := range rs {
			m[r.Key] = r
		}
		return m
	}
	gotByKey, wantByKey := byKey(got), byKey(want)
	for _, w := range want {
		g, ok := gotByKey[w.Key]
		switch {
		case !ok:
			d.add("no RESULT %s; re-simulated %s %s", w.Key, w.Value, w.Unit)
		case g.Unit != w.Unit || (!results.IsTiming(w.Key) && g.Value != w.Value):
			d.add("RESULT %s %s %s; re-simulated %s %s", w.Key, g.Value, g.Unit, w.Value, w.Unit)
		}
	}
	for _, g := range got {
		if _, ok := wantByKey[g.Key]; !ok {
			d.add("unknown RESULT %s", g.Key)
		}
	}
}
