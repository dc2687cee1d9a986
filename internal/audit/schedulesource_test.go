package audit

import (
	"strings"
	"testing"

	"coordinated-omission/internal/reqlog"
)

// TestOptionsTakeTheLogsSchedule: a log's own schedule (Artillery 1.x's
// phases) is its plan of open arrivals unless -audit-arrivals or
// -audit-schedule says otherwise; each schedule's error names where it
// came from.
func TestOptionsTakeTheLogsSchedule(t *testing.T) {
	const own, given = "rate(3/s) even_arrivals(20 s)", "rate(9/s) even_arrivals(10 s)"
	log := &reqlog.Log{ResolutionNs: 1e6, Schedule: own}
	for _, c := range []struct {
		f        Flags
		want     string // the schedule taken, "" for none
		arrivals string
	}{{Flags{}, own, ArrivalsOpen}, {Flags{Arrivals: ArrivalsClosed}, "", ArrivalsClosed}, {Flags{Schedule: given}, given, ArrivalsOpen}} {
		o, err := optionsOf(log, c.f, Given{})
		if err != nil {
			t.Fatal(err)
		}
		if got := o.Schedule != nil; got != (c.want != "") || o.Arrivals != c.arrivals {
			t.Errorf("%+v: a schedule %v, arrivals %q: want %q, %q", c.f, got, o.Arrivals, c.want, c.arrivals)
		}
		if c.want == given && o.Schedule.Arrivals() != 90 {
			t.Errorf("%+v: the log's schedule taken over -audit-schedule's", c.f)
		}
	}
	if _, err := optionsOf(&reqlog.Log{Schedule: "rate(x)"}, Flags{}, Given{}); err == nil || !strings.Contains(err.Error(), "the log's own schedule (rate(x))") {
		t.Errorf("a bad schedule of the log's: %v", err)
	}
	if _, err := optionsOf(&reqlog.Log{}, Flags{Schedule: "rate(x)"}, Given{}); err == nil || !strings.HasPrefix(err.Error(), "-audit-schedule: ") {
		t.Errorf("a bad -audit-schedule: %v", err)
	}
}
