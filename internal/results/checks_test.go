package results

import (
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
// past it, and fails alone, in its own phase.
func TestChecksAtTheirBounds(t *testing.T) {
	const I = 200 * time.Microsecond
	const tenth = int64(500 * time.Millisecond) // 10 % of 5 s
	for _, tc := range []struct {
		name       string
		eff        time.Duration
		phase      int // whose figures differ from quiet
		figures    phaseFigures
		fails      string // "" when all hold
		failsPhase string
	}{
		{"all hold", I / 2, 0, quiet, "", ""},
		{"schedule error at I/2", I / 2, 0, phaseFigures{sched: I / 2, rate: "100.000"}, "", ""},
		{"schedule error past I/2", I / 2, 0, phaseFigures{sched: I/2 + 1, rate: "100.000"}, "ours.schedule_error", Ours},
		{"vegeta's schedule error past I/2", I / 2, 1, phaseFigures{sched: I/2 + 1, rate: "100.000"}, "vegeta.schedule_error", Vegeta},
		{"rate at 99%", I / 2, 1, phaseFigures{rate: "99.000"}, "", ""},
		{"rate below 99%", I / 2, 1, phaseFigures{rate: "98.999"}, "vegeta.rate", Vegeta},
		{"our rate below 99%", I / 2, 0, phaseFigures{rate: "98.999"}, "ours.rate", Ours},
		{"S_eff just under I", I - 1, 0, quiet, "", ""},
		{"S_eff at I", I, 0, quiet, "ours.service_eff", Ours},
		{"worker late by I/2", I / 2, 2, phaseFigures{late: I / 2}, "", ""},
		{"worker later than I/2", I / 2, 2, phaseFigures{late: I/2 + 1}, "hey.worker_late", Hey},
		{"others at 10 %", I / 2, 2, phaseFigures{otherNs: tenth}, "", ""},
		// the share is rounded to a thousandth of a percent: 10.0005 % is over
		{"others within a rounding of 10 %", I / 2, 2, phaseFigures{otherNs: tenth + 24_999}, "", ""},
		{"others past 10 %", I / 2, 2, phaseFigures{otherNs: tenth + 25_000}, "hey.other_cpu", Hey},
		{"others past 10 % in our phase", I / 2, 0, phaseFigures{otherNs: tenth + 25_000, rate: "100.000"}, "ours.other_cpu", Ours},
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
	if got := strings.Join(names, " "); got != "ours.schedule_error ours.rate ours.service_eff ours.worker_late ours.other_cpu "+
		"vegeta.schedule_error vegeta.rate vegeta.worker_late vegeta.other_cpu hey.worker_late hey.other_cpu" {
		t.Errorf("checks %s", got)
	}
	if c[0].Value != 3 || c[0].Bound != 100 || c[0].Unit != "us" || c[1].Bound != RateBoundPct || c[1].Unit != "%" ||
		c[2].Bound != 200 || c[3].Bound != 100 || c[4].Bound != OtherCPUBoundPct || c[4].Unit != "%" || c[10].Value != 2.469 {
		t.Errorf("values and bounds in µs and %%: %+v", c)
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
