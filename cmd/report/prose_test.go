package main

import (
	"coordinated-omission/internal/testenv"
	"math/rand"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"
	"text/template"
	"time"

	"coordinated-omission/internal/measure"
	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/render"
	"coordinated-omission/internal/results"
	"coordinated-omission/machine"
	"coordinated-omission/sim"
)

// A family is a kind of scenario the prose must get right.
type family struct {
	name string
	make func(rng *rand.Rand) sim.Scenario
	// has reports whether a scenario shows what the family is about;
	// each family must produce at least one that does.
	has func(f sim.Figures, sc sim.Scenario) bool
}

// randomBase returns a valid scenario in whole microseconds or, one time in
// four, in nanoseconds, with at most a few thousand requests.
func randomBase(rng *rand.Rand) sim.Scenario {
	unit := time.Microsecond
	if rng.Intn(4) == 0 {
		unit = time.Nanosecond
	}
	I := 2 + rng.Int63n(300)
	S := 1 + rng.Int63n(I-1)
	D := 1 + rng.Int63n(30*I)
	sc := sim.Scenario{Service: time.Duration(S) * unit, Interval: time.Duration(I) * unit, Stall: time.Duration(D) * unit, Connections: 1}
	W, _ := sc.DrainTime()
	sc.Period = W + time.Duration(rng.Int63n(4*I))*unit
	sc.FirstStall = time.Duration(rng.Int63n(3*int64(sc.Period)/int64(unit))) * unit
	sc.Duration = time.Duration(1+rng.Int63n(3000*I)) * unit
	return sc
}

var families = []family{
	{"any", randomBase, func(sim.Figures, sim.Scenario) bool { return true }},
	{"the seed's shape: rare long stalls, a server that keeps up", func(rng *rand.Rand) sim.Scenario {
		sc := sim.Default()
		sc.Stall = time.Duration(20+rng.Int63n(200)) * time.Millisecond
		sc.FirstStall = time.Duration(rng.Int63n(int64(sc.Period)))
		sc.Duration = time.Duration(1+rng.Int63n(3)) * time.Second
		return sc
	}, func(f sim.Figures, _ sim.Scenario) bool {
		return at(f, sim.Corrected, p999) > at(f, sim.Closed, p999) && f.Sets[sim.Closed].SlowN > 0 && at(f, sim.Closed, p999) <= sim.SlowNs
	}},
	{"no stall inside the duration", func(rng *rand.Rand) sim.Scenario {
		sc := randomBase(rng)
		sc.FirstStall = sc.Duration + sc.Service + time.Duration(rng.Int63n(int64(sc.Period)))
		return sc
	}, func(f sim.Figures, _ sim.Scenario) bool { return f.Loops[sim.Closed].Stalls == 0 }},
	{"a ragged duration, or one shorter than the first period", func(rng *rand.Rand) sim.Scenario {
		sc := randomBase(rng)
		periods := time.Duration(rng.Int63n(4))
		sc.Duration = sc.FirstStall + periods*sc.Period + 1 + time.Duration(rng.Int63n(int64(sc.Period)-1))
		return sc
	}, func(f sim.Figures, sc sim.Scenario) bool {
		return (sc.Duration-sc.FirstStall)%sc.Period != 0 && f.Loops[0].Stalls > 0
	}},
	{"many connections", func(rng *rand.Rand) sim.Scenario {
		sc := randomBase(rng)
		sc.Connections = 2 + rng.Intn(3000)
		return sc
	}, func(f sim.Figures, sc sim.Scenario) bool { return sc.Connections > 1 && f.Loops[0].Stalls > 0 }},
	{"overload", func(rng *rand.Rand) sim.Scenario {
		sc := randomBase(rng)
		sc.Service = sc.Interval + time.Duration(rng.Int63n(int64(sc.Interval)))
		sc.Period = sc.Stall + 1 + time.Duration(rng.Int63n(int64(4*sc.Interval)))
		sc.Duration = time.Duration(1+rng.Int63n(500)) * sc.Interval
		if rng.Intn(2) == 0 {
			sc.Connections = 1 + rng.Intn(50)
		}
		return sc
	}, func(f sim.Figures, sc sim.Scenario) bool { return sc.Service >= sc.Interval && f.Loops[0].Stalls > 0 }},
	{"no stalls", func(rng *rand.Rand) sim.Scenario {
		sc := randomBase(rng)
		sc.Stall = 0
		return sc
	}, func(f sim.Figures, sc sim.Scenario) bool { return sc.Stall == 0 }},
	{"stalls too short for the correction to move p99", func(rng *rand.Rand) sim.Scenario {
		sc := randomBase(rng)
		sc.Stall = time.Duration(1 + rng.Int63n(int64(2*sc.Interval)))
		W, _ := sc.DrainTime()
		sc.Period = max(sc.Period, W)
		return sc
	}, func(f sim.Figures, _ sim.Scenario) bool {
		return f.Loops[0].Stalls > 0 && f.Sets[sim.Corrected].AtNs[sim.HalfUp][2] == f.Sets[sim.Closed].AtNs[sim.HalfUp][2]
	}},
	{"the corrected recording above the open loop's in the body", func(rng *rand.Rand) sim.Scenario {
		sc := randomBase(rng)
		sc.Stall = 10*sc.Interval + time.Duration(rng.Int63n(int64(20*sc.Interval)))
		W, _ := sc.DrainTime()
		sc.Period = max(sc.Period, W)
		sc.Duration = sc.FirstStall + sc.Stall/2 + time.Duration(rng.Int63n(int64(sc.Interval)))
		return sc
	}, func(f sim.Figures, _ sim.Scenario) bool { return openShareBelowCorrected(f) }},
}

func share(s sim.Summary) (part, whole int64) { return s.SlowN, s.Count }

func openShareBelowCorrected(f sim.Figures) bool {
	op, ow := share(f.Sets[sim.Open])
	cp, cw := share(f.Sets[sim.Corrected])
	return op*cw < cp*ow
}

// A claim is a sentence of the prose, found by a phrase, and the condition
// under which it must appear, decided from the simulation's figures
// independently of the renderer.
type claim struct {
	phrase string
	holds  func(f sim.Figures, sc sim.Scenario) bool
}

const p50, p90, p99, p999 = 0, 1, 2, 3

func at(f sim.Figures, s sim.Set, i int) int64 { return f.Sets[s].AtNs[sim.HalfUp][i] }

// noStall: neither the closed nor the open loop met a stall.
func noStall(f sim.Figures) bool {
	return f.Loops[sim.Closed].Stalls == 0 && f.Loops[sim.Open].Stalls == 0
}

// main is the condition of the explaining paragraphs: stalls met, and some delayed a request.
func mainCase(f sim.Figures) bool { return !noStall(f) && f.Sets[sim.Open].DelayedN > 0 }

// quiet is the latency of a request no stall touched: S + L.
func quiet(sc sim.Scenario) int64 { return int64(sc.Service + sc.RTT) }

// skipKeepsPace: without a stall the skip design sends every slot.
func skipKeepsPace(sc sim.Scenario) bool {
	return sc.Service < sc.Interval && quiet(sc) <= int64(sc.Connections)*int64(sc.Interval)
}

// hides: some design's p99 is at most a tenth of the open loop's.
func hides(f sim.Figures) bool {
	for _, s := range []sim.Set{sim.Closed, sim.Corrected, sim.Plan, sim.Skip, sim.Unpaced, sim.Wrk} {
		if f.Held.Has(s) && 10*at(f, s, p99) <= at(f, sim.Open, p99) {
			return true
		}
	}
	return false
}

var claimsToCheck = []claim{
	{"it met no stall", func(f sim.Figures, sc sim.Scenario) bool { return sc.RTT == 0 && noStall(f) }},
	{"walks a server timeline of its own", func(_ sim.Figures, sc sim.Scenario) bool { return sc.RTT > 0 }},
	{"No stall, nothing to hide.", func(f sim.Figures, _ sim.Scenario) bool { return noStall(f) }},
	{"Stalls in idle time hide nothing.", func(f sim.Figures, _ sim.Scenario) bool {
		return !noStall(f) && f.Sets[sim.Open].DelayedN == 0
	}},
	{"The closed loop hides the stall.", func(f sim.Figures, _ sim.Scenario) bool { return mainCase(f) }},
	{"times as much.", func(f sim.Figures, _ sim.Scenario) bool { return at(f, sim.Open, p99) != at(f, sim.Closed, p99) }},
	{"as well.", func(f sim.Figures, _ sim.Scenario) bool { return at(f, sim.Open, p99) == at(f, sim.Closed, p99) }},
	{"At p99.9 the ratio is", func(f sim.Figures, _ sim.Scenario) bool { return at(f, sim.Open, p999) != at(f, sim.Closed, p999) }},
	{"shows that the server ever stalled", func(f sim.Figures, sc sim.Scenario) bool {
		c, q := f.Sets[sim.Closed], quiet(sc)
		return at(f, sim.Closed, p50) == q && at(f, sim.Closed, p999) == q && at(f, sim.Closed, p90) == q && at(f, sim.Closed, p99) == q &&
			c.MaxNs > q && f.Loops[sim.Closed].Stalls > 0 && (sc.Connections == 1 || sc.Service < sc.Interval)
	}},
	{"too few to reach p99.9", func(f sim.Figures, _ sim.Scenario) bool {
		return mainCase(f) && f.Sets[sim.Closed].SlowN > 0 && at(f, sim.Closed, p999) <= sim.SlowNs
	}},
	{"times its own p99", func(f sim.Figures, _ sim.Scenario) bool {
		return mainCase(f) && f.Sets[sim.Closed].MaxNs > at(f, sim.Closed, p99)
	}},
	{"The requests that fell due while it waited", func(f sim.Figures, sc sim.Scenario) bool {
		return mainCase(f) && sc.Connections == 1 && f.Sets[sim.Open].DelayedN > f.Sets[sim.Closed].DelayedN
	}},
	{"so it sends nothing. Each stall therefore leaves", func(f sim.Figures, sc sim.Scenario) bool { return mainCase(f) && sc.Connections == 1 }},
	{"waits for its one outstanding reply", func(f sim.Figures, sc sim.Scenario) bool { return mainCase(f) && sc.Connections > 1 }},
	{"Working flat out, the server gains", func(f sim.Figures, sc sim.Scenario) bool { return mainCase(f) && sc.Service < sc.Interval }},
	{"The server cannot keep up", func(f sim.Figures, sc sim.Scenario) bool { return mainCase(f) && sc.Service >= sc.Interval }},
	{"times the closed-loop share", func(f sim.Figures, _ sim.Scenario) bool { return mainCase(f) && f.Sets[sim.Closed].SlowN > 0 }},
	{"is a request that waited on a stall", func(f sim.Figures, sc sim.Scenario) bool {
		return mainCase(f) && at(f, sim.Open, p99) > quiet(sc) && sc.Service < sc.Interval
	}},
	{"only its achieved rate shows the overload", func(_ sim.Figures, sc sim.Scenario) bool { return sc.Service >= sc.Interval }},
	{"during every stall even when", func(f sim.Figures, sc sim.Scenario) bool {
		return sc.Service < sc.Interval && f.Sets[sim.Open].DelayedN > 0
	}},
	{"Here it adds", func(f sim.Figures, _ sim.Scenario) bool {
		return mainCase(f) && f.Sets[sim.Corrected].Count > f.Sets[sim.Closed].Count
	}},
	{"reaches 2E here, so it adds nothing", func(f sim.Figures, _ sim.Scenario) bool {
		return mainCase(f) && f.Sets[sim.Corrected].Count == f.Sets[sim.Closed].Count
	}},
	{"It raises p99 from", func(f sim.Figures, _ sim.Scenario) bool {
		return mainCase(f) && at(f, sim.Corrected, p99) > at(f, sim.Closed, p99)
	}},
	{"It leaves p99 at", func(f sim.Figures, _ sim.Scenario) bool {
		return mainCase(f) && at(f, sim.Corrected, p99) == at(f, sim.Closed, p99)
	}},
	{"It lowers p99 from", func(f sim.Figures, _ sim.Scenario) bool {
		return mainCase(f) && at(f, sim.Corrected, p99) < at(f, sim.Closed, p99)
	}},
	{"raises p99.9 from", func(f sim.Figures, _ sim.Scenario) bool {
		return mainCase(f) && at(f, sim.Corrected, p999) > at(f, sim.Closed, p999)
	}},
	{"lowers p99.9 from", func(f sim.Figures, _ sim.Scenario) bool {
		return mainCase(f) && at(f, sim.Corrected, p999) < at(f, sim.Closed, p999)
	}},
	{"leaves p99.9 at", func(f sim.Figures, _ sim.Scenario) bool {
		return mainCase(f) && at(f, sim.Corrected, p999) == at(f, sim.Closed, p999)
	}},
	{"knows nothing of the recovery", func(f sim.Figures, sc sim.Scenario) bool {
		op, ow := share(f.Sets[sim.Open])
		cp, cw := share(f.Sets[sim.Corrected])
		return mainCase(f) && sc.Service < sc.Interval && at(f, sim.Corrected, p90) < at(f, sim.Open, p90) && cp*ow < op*cw
	}},
	{"It does not reproduce the distribution lower down.", func(f sim.Figures, _ sim.Scenario) bool {
		op, ow := share(f.Sets[sim.Open])
		cp, cw := share(f.Sets[sim.Corrected])
		return mainCase(f) && at(f, sim.Corrected, p90) < at(f, sim.Open, p90) && cp*ow < op*cw
	}},
	{"Here it overshoots", func(f sim.Figures, _ sim.Scenario) bool { return mainCase(f) && openShareBelowCorrected(f) }},
	{"the one given, E =", func(f sim.Figures, sc sim.Scenario) bool { return mainCase(f) && sc.ExpectedInterval > 0 }},
	{"the one each connection expects, E = N × I", func(f sim.Figures, sc sim.Scenario) bool { return mainCase(f) && sc.ExpectedInterval == 0 }},
	{"hide the stall, reporting at most a tenth of it", func(f sim.Figures, sc sim.Scenario) bool {
		return at(f, sim.Open, p99) > quiet(sc) && hides(f)
	}},
	{"no design has a stall to hide", func(f sim.Figures, sc sim.Scenario) bool { return at(f, sim.Open, p99) <= quiet(sc) }},
	{"lifts the unpaced design's p99", func(f sim.Figures, _ sim.Scenario) bool { return at(f, sim.Wrk, p99) > at(f, sim.Unpaced, p99) }},
	{"leaves the unpaced design's p99 at", func(f sim.Figures, _ sim.Scenario) bool { return at(f, sim.Wrk, p99) <= at(f, sim.Unpaced, p99) }},
	{"fewer over", func(f sim.Figures, sc sim.Scenario) bool { return skipKeepsPace(sc) && f.Loops[sim.Skip].Stalls > 0 }},
	{"so it skips slots between stalls too", func(_ sim.Figures, sc sim.Scenario) bool { return !skipKeepsPace(sc) }},
	{"A round trip parts timing from the plan", func(_ sim.Figures, sc sim.Scenario) bool { return sc.RTT > 0 }},
	{"each backlog drains more slowly than the open loop's", func(f sim.Figures, sc sim.Scenario) bool {
		return sc.RTT > 0 && at(f, sim.Plan, p99) > at(f, sim.Open, p99)
	}},
	{"With no round trip, timing from the plan", func(_ sim.Figures, sc sim.Scenario) bool { return sc.RTT == 0 }},
	{"The schedule ended before the server had worked off", func(f sim.Figures, sc sim.Scenario) bool {
		lastDue := (sc.Requests() - 1) * int64(sc.Interval)
		return mainCase(f) && openShareBelowCorrected(f) && f.Loops[sim.Open].EndNs-lastDue > int64(sc.Service)
	}},
}

var sweepOnce = sync.OnceValues(measure.Sweep)

// proseTemplates parses the embedded templates and the README's.
func proseTemplates(t *testing.T) *template.Template {
	t.Helper()
	text, err := os.ReadFile("../../README.md.tmpl")
	if err != nil {
		t.Fatal(err)
	}
	set, err := render.Templates("README.md.tmpl", text)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// TestProseIsTrue renders the README section and the summary for seeded
// random scenarios of every family and checks what they say.
func TestProseIsTrue(t *testing.T) {
	t.Parallel()
	set := proseTemplates(t)
	sweep, err := sweepOnce()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewSource(1))
	perFamily := testenv.Count(6, 60) // FULL=1, as .ci/run sets, draws all 60
	seen, refused := map[string]int{}, 0
	held := map[string][2]int{} // phrase → times it held, times not
	for _, fam := range families {
		for range perFamily {
			sc := fam.make(rng)
			switch rng.Intn(3) { // a round trip, within a service time or up to a few intervals
			case 1:
				sc.RTT = time.Duration(1 + rng.Int63n(int64(sc.Service)))
			case 2:
				sc.RTT = time.Duration(1 + rng.Int63n(int64(3*sc.Interval)))
			}
			if rng.Intn(4) == 0 { // an expected interval given
				sc.ExpectedInterval = time.Duration(1 + rng.Int63n(int64(3*sc.Interval)))
			}
			if err := sc.Validate(); err != nil {
				t.Fatalf("%s made an invalid scenario %+v: %v", fam.name, sc, err)
			}
			if _, err := measure.Estimate(sc, 1); err != nil {
				refused++ // as the report refuses it: a short expected interval at a sweep point's N, say
				continue
			}
			m, err := measure.Simulate(sc, 1, nil)
			if err != nil {
				t.Fatalf("%+v: %v", sc, err)
			}
			m.Sweep = sweep
			figures := m.Runs[1].Figures
			if fam.has(figures, sc) {
				seen[fam.name]++
			}
			section, summary := renderProse(t, set, m)
			checkProse(t, sc, figures, section, summary, held)
		}
	}
	if refused > len(families)*perFamily/20 {
		t.Errorf("%d of %d scenarios refused by the work bound", refused, len(families)*perFamily)
	}
	for _, fam := range families {
		if seen[fam.name] == 0 {
			t.Errorf("family %q: no scenario of %d shows what it is about", fam.name, perFamily)
		}
	}
	for _, c := range claimsToCheck {
		if c.holds != nil && (held[c.phrase][0] == 0 || held[c.phrase][1] == 0) {
			t.Errorf("%q held %d times and failed %d times; the scenarios must try both", c.phrase, held[c.phrase][0], held[c.phrase][1])
		}
	}
}

func renderProse(t *testing.T, set *template.Template, m *measure.Measurement) (section, summary string) {
	t.Helper()
	f := measure.File(machine.Description{}, machine.Clock{GHz: []float64{3}}, results.Full, m)
	for i, kv := range f.Config {
		if kv.Value == "" {
			f.Config[i].Value = machine.Unknown
		}
	}
	f, err := rawfile.Parse("raw.txt", strings.NewReader(string(rawfile.Write(f))))
	if err != nil {
		t.Fatalf("%+v: %v", m.Scenario, err)
	}
	l := render.Layout{Results: "results"}
	s, err := render.Execute(set, "README.md.tmpl", render.Inputs{Raw: f}, l, ".")
	if err != nil {
		t.Fatalf("%+v: README section: %v", m.Scenario, err)
	}
	sum, err := render.Execute(set, "summary.md.tmpl", render.Inputs{Raw: f}, l, "results")
	if err != nil {
		t.Fatalf("%+v: summary: %v", m.Scenario, err)
	}
	return string(s), string(sum)
}

var (
	broken        = regexp.MustCompile(`NaN|Inf|<no value>|\|[ \t]+\|`)
	fractionCount = regexp.MustCompile(`\b\d[\d,]*\.\d+ (requests?|samples?|stalls?)\b`)
	// one unit style: a space between a figure and its unit, and µs, not
	// us; code (a command, a flag's value, a quoted instruction) is exempt
	gluedUnit = regexp.MustCompile(`\d(ns|us|µs|ms|s)\b|\bus\b`)
	code      = regexp.MustCompile("(?s)```.*?```|`[^`]*`")
)

func checkProse(t *testing.T, sc sim.Scenario, f sim.Figures, section, summary string, held map[string][2]int) {
	t.Helper()
	for name, text := range map[string]string{"README section": section, "summary": summary} {
		if m := broken.FindString(text); m != "" {
			t.Errorf("%+v: the %s says %q", sc, name, m)
		}
		if m := fractionCount.FindString(text); m != "" {
			t.Errorf("%+v: the %s counts a fraction: %q", sc, name, m)
		}
		if m := gluedUnit.FindString(code.ReplaceAllString(text, "")); m != "" {
			t.Errorf("%+v: the %s writes a unit in another style: %q", sc, name, m)
		}
	}
	for _, c := range claimsToCheck {
		if c.holds == nil {
			continue
		}
		want := c.holds(f, sc)
		if got := strings.Contains(section, c.phrase); got != want {
			t.Errorf("%+v: %q appears: %v, but its condition is %v", sc, c.phrase, got, want)
		}
		h := held[c.phrase]
		if want {
			h[0]++
		} else {
			h[1]++
		}
		held[c.phrase] = h
	}
}
