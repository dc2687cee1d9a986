package results

import (
	"math"
	"slices"
	"strings"
	"testing"
	"time"
)

// phaseFigures are one phase's self-check figures.
type phaseFigures struct {
	sched, late time.Duration
	rate        Decimal
	otherNs     int64 // of a phase of 5 s
}

var quiet = phaseFigures{rate: "100.000"}

// liveWith is a live record whose self-check figures are those given, for
// our generator's phase, vegeta's and hey's.
func liveWith(interval, eff time.Duration, phases ...phaseFigures) *Live {
	l := &Live{Scenario: Scenario{Interval: interval}, ServiceEffNs: int64(eff)}
	for i, name := range Phases {
		f := phases[i]
		p := Phase{Name: name, WallNs: int64(5 * time.Second), OtherCPUNs: f.otherNs, WorkerLateP99Ns: int64(f.late)}
		if name != Hey {
			p.ScheduleErrorNs, p.RatePct = map[Level]int64{P99: int64(f.sched)}, f.rate
		}
		l.Phases = append(l.Phases, p)
	}
	return l
}

// TestChecksAtTheirBounds: each check holds at its bound and fails one step
// past it, and fails alone, in its own phase; how late the worker or a
// generator was fails no check.
func TestChecksAtTheirBounds(t *testing.T) {
	const I = 200 * time.Microsecond
	const half = int64(2500 * time.Millisecond) // 50 % of 5 s
	for _, tc := range []struct {
		name       string
		eff        time.Duration
		phase      int // whose figures differ from quiet
		figures    phaseFigures
		fails      string // "" when all hold
		failsPhase string
	}{
		{"all hold", I / 2, 0, quiet, "", ""},
		{"a schedule error far past I/2 is a disturbance, not a check", I / 2, 0, phaseFigures{sched: 100 * I, rate: "100.000"}, "", ""},
		{"rate at 99%", I / 2, 1, phaseFigures{rate: "99.000"}, "", ""},
		{"rate below 99%", I / 2, 1, phaseFigures{rate: "98.999"}, "vegeta.rate", Vegeta},
		{"our rate below 99%", I / 2, 0, phaseFigures{rate: "98.999"}, "ours.rate", Ours},
		{"S_eff just under I", I - 1, 0, quiet, "", ""},
		{"S_eff at I", I, 0, quiet, "ours.service_eff", Ours},
		{"a late worker is a disturbance, not a check", I / 2, 2, phaseFigures{late: 100 * I}, "", ""},
		{"others at 50 %", I / 2, 2, phaseFigures{otherNs: half}, "", ""},
		// the share is rounded to a thousandth of a percent: 50.0005 % is over
		{"others within a rounding of 50 %", I / 2, 2, phaseFigures{otherNs: half + 24_999}, "", ""},
		{"others past 50 %", I / 2, 2, phaseFigures{otherNs: half + 25_000}, "hey.other_cpu", Hey},
		{"others past 50 % in our phase", I / 2, 0, phaseFigures{otherNs: half + 25_000, rate: "100.000"}, "ours.other_cpu", Ours},
	} {
		phases := []phaseFigures{quiet, quiet, quiet}
		phases[tc.phase] = tc.figures
		l := liveWith(I, tc.eff, phases...)
		checks := l.Checks()
		var failed []string
		for _, c := range checks {
			if !c.OK {
				failed = append(failed, c.Name)
			}
		}
		if got := strings.Join(failed, " "); got != tc.fails {
			t.Errorf("%s: failed %q, want %q", tc.name, got, tc.fails)
		}
		if AllHold(checks) != (tc.fails == "") {
			t.Errorf("%s: AllHold = %v", tc.name, AllHold(checks))
		}
		for _, p := range Phases {
			if l.PhaseHolds(p) != (p != tc.failsPhase) {
				t.Errorf("%s: PhaseHolds(%s) = %v", tc.name, p, l.PhaseHolds(p))
			}
		}
	}
	c := liveWith(I, 0, phaseFigures{sched: 3 * time.Microsecond, rate: "0"}, quiet, phaseFigures{otherNs: int64(123456789 * time.Nanosecond)}).Checks()
	var names []string
	for _, ch := range c {
		names = append(names, ch.Name)
	}
	if got := strings.Join(names, " "); got != "ours.rate ours.service_eff ours.other_cpu vegeta.rate vegeta.other_cpu hey.other_cpu" {
		t.Errorf("checks %s", got)
	}
	if c[0].Value != 0 || c[0].Bound != RateBoundPct || c[0].Unit != "%" || c[1].Bound != 200 || c[1].Unit != "us" || c[1].Value != 0 ||
		c[2].Bound != OtherCPUBoundPct || c[2].Unit != "%" || c[5].Value != 2.469 {
		t.Errorf("values and bounds in µs and %%: %+v", c)
	}
	if got := liveWith(I, 0, quiet, quiet, phaseFigures{otherNs: int64(123456789 * time.Nanosecond)}).Phases[2].OtherCPUPct(); got != 2.46913578 {
		t.Errorf("other processes' share of 5 s: %v %%, want 123456789/5e9 = 2.46913578 %%", got)
	}
	if (&Phase{}).OtherCPUPct() != 0 {
		t.Error("a phase of no time: other processes' share is 0")
	}
}

func TestComparison(t *testing.T) {
	for _, tc := range []struct {
		c          Comparison
		value, bnd float64
		holds      bool
	}{
		{AtMost, 1, 1, true}, {AtMost, 1.5, 1, false}, {AtMost, 0.5, 1, true},
		{Below, 1, 1, false}, {Below, 0.5, 1, true}, {Below, 2, 1, false},
		{AtLeast, 1, 1, true}, {AtLeast, 0.5, 1, false}, {AtLeast, 2, 1, true},
	} {
		if got := tc.c.Holds(tc.value, tc.bnd); got != tc.holds {
			t.Errorf("%v.Holds(%v, %v) = %v", tc.c, tc.value, tc.bnd, got)
		}
	}
}

// TestPhaseOf: our generator's three recordings come from its phase, and
// vegeta's and hey's from theirs; Phase finds a phase by name, and no other.
func TestPhaseOf(t *testing.T) {
	for rec, want := range map[string]string{Closed: Ours, Open: Ours, Corrected: Ours, Vegeta: Vegeta, Hey: Hey} {
		if got := PhaseOf(rec); got != want {
			t.Errorf("PhaseOf(%s) = %s, want %s", rec, got, want)
		}
	}
	l := liveWith(time.Millisecond, 0, quiet, quiet, quiet)
	for _, name := range Phases {
		if p, ok := l.Phase(name); !ok || p.Name != name || p != &l.Phases[slices.Index(Phases, name)] {
			t.Errorf("Phase(%s) = %v, %v", name, p, ok)
		}
	}
	if p, ok := l.Phase("wrk"); ok || p != nil {
		t.Errorf("Phase(wrk) = %v, %v", p, ok)
	}
}

// TestDrainCheck: a stall of 200 ms every second at I = 200 µs leaves
// 1,000 requests to make up, at 1/S − 1/I a second: 200 ms at S = 100 µs,
// 600 ms at 150 µs, 799.975 ms at 159.999 µs (200 ms·159,999/40,001),
// and the whole gap of 800 ms at 160 µs, where the
// check fails; at S ≥ I the backlog never drains. With no stall there is
// no check.
func TestDrainCheck(t *testing.T) {
	const I = 200 * time.Microsecond
	for _, c := range []struct {
		mean time.Duration
		us   float64
		ok   bool
	}{{100 * time.Microsecond, 200_000, true}, {150 * time.Microsecond, 600_000, true}, {159_999, 799_975, true},
		{160 * time.Microsecond, 800_000, false}, {I, math.Inf(1), false}, {I + 1, math.Inf(1), false}} {
		l := liveWith(I, I/2, quiet, quiet, quiet)
		l.Scenario.Stall, l.Scenario.Period, l.ServiceMeanNs = 200*time.Millisecond, time.Second, int64(c.mean)
		i := slices.IndexFunc(l.Checks(), func(ch Check) bool { return ch.Name == "ours.drain" })
		if i < 0 {
			t.Fatalf("S_mean %v: no drain check", c.mean)
		}
		ch := l.Checks()[i]
		if ch.Value != c.us || ch.Bound != 800_000 || ch.Unit != "us" || ch.OK != c.ok || l.PhaseHolds(Ours) != c.ok {
			t.Errorf("S_mean %v: %+v, want %v µs against 800,000 µs, holds %v", c.mean, ch, c.us, c.ok)
		}
	}
	// ten connections: ten requests every S_mean = 1.73 ms, 173 µs each,
	// were it not for the worker's S_w; at S_w = 110 µs the catch-up takes
	// 173 µs a request (1.283 s, past the gap); at S_w = 180 µs, 180 µs
	// (1.8 s); at S_mean = 1.1 ms, S_w paces it: 110 µs, 244.444 ms
	for _, c := range []struct {
		mean, worker time.Duration
		us           float64
	}{{1730 * time.Microsecond, 110 * time.Microsecond, 1_281_481}, {1730 * time.Microsecond, 180 * time.Microsecond, 1_800_000}, {1100 * time.Microsecond, 110 * time.Microsecond, 244_444}} {
		l := liveWith(I, I/2, quiet, quiet, quiet)
		l.Scenario.Stall, l.Scenario.Period, l.Scenario.Connections = 200*time.Millisecond, time.Second, 10
		l.ServiceMeanNs, l.ServiceWorkerNs = int64(c.mean), int64(c.worker)
		i := slices.IndexFunc(l.Checks(), func(ch Check) bool { return ch.Name == "ours.drain" })
		if ch := l.Checks()[i]; ch.Value != c.us {
			t.Errorf("N = 10, S_mean %v, S_w %v: %v µs, want %v", c.mean, c.worker, ch.Value, c.us)
		}
	}
	if got := (Check{Unit: "us"}).text(math.Inf(1)); got != "never" {
		t.Errorf("an endless drain reads %q", got)
	}
	if slices.ContainsFunc(liveWith(I, I/2, quiet, quiet, quiet).Checks(), func(ch Check) bool { return ch.Name == "ours.drain" }) {
		t.Error("a run with no stall has a drain check")
	}
}
