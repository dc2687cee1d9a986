package results

import (
	"strings"
	"testing"
	"time"
)

// liveWith is a live record whose self-check figures are those given.
func liveWith(interval, sched, eff, late time.Duration, rate Decimal) *Live {
	return &Live{Scenario: Scenario{Interval: interval}, ScheduleErrorNs: map[Level]int64{P99: int64(sched)},
		ServiceEffNs: int64(eff), WorkerLateP99Ns: int64(late), RatePct: rate}
}

// TestChecksAtTheirBounds: each check holds at its bound and fails one step
// past it, and fails alone.
func TestChecksAtTheirBounds(t *testing.T) {
	const I = 200 * time.Microsecond
	for _, tc := range []struct {
		name             string
		sched, eff, late time.Duration
		rate             Decimal
		fails            string // "" when all hold
	}{
		{"all hold", 0, I / 2, 0, "100.000", ""},
		{"schedule error at I/2", I / 2, I / 2, 0, "100.000", ""},
		{"schedule error past I/2", I/2 + 1, I / 2, 0, "100.000", "schedule_error"},
		{"rate at 99%", 0, I / 2, 0, "99.000", ""},
		{"rate below 99%", 0, I / 2, 0, "98.999", "rate"},
		{"S_eff just under I", 0, I - 1, 0, "100.000", ""},
		{"S_eff at I", 0, I, 0, "100.000", "service_eff"},
		{"worker late by I/2", 0, I / 2, I / 2, "100.000", ""},
		{"worker later than I/2", 0, I / 2, I/2 + 1, "100.000", "worker_late"},
	} {
		checks := liveWith(I, tc.sched, tc.eff, tc.late, tc.rate).Checks()
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
	}
	c := liveWith(I, 3*time.Microsecond, 0, 0, "0").Checks()
	if c[0].Value != 3 || c[0].Bound != 100 || c[0].Unit != "us" || c[1].Bound != RateBoundPct || c[1].Unit != "%" ||
		c[2].Bound != 200 || c[3].Bound != 100 {
		t.Errorf("values and bounds in µs and %%: %+v", c)
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
