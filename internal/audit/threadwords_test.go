package audit

import (
	"strings"
	"testing"
	"time"
)

func TestThreadPlanWords(t *testing.T) {
	full := ThreadPlan{Threads: 20, RampNs: 5e9, ThinkNs: 100e6, PaceNs: 150e6, Types: 3, Pooled: 1, Workers: 16, Extra: 4}
	r := &Result{Threads: &full, Plan: Plan{Slots: 1000}, ResolutionNs: 1e6, Users: Users{Arrivals: ArrivalsClosed, Looping: true}}
	want := "20 threads started over 5s, each sending 100ms after its reply (its think time), a request every 150ms each; " +
		"3 request types, each with its own least latency (1 with fewer than 20 requests share one); " +
		"a server of 16 workers, inferred: the most requests it answered at once unhindered; " +
		"1000 slots, 4 of them the requests that the time lost to pauses kept threads from sending before their last send"
	if got := r.PlanWords(); got != want {
		t.Errorf("full plan:\n got %s\nwant %s", got, want)
	}
	// at its least: one thread, no ramp, a think time within twice the
	// resolution, no pace, one type, one worker given, no extra slot
	bare := ThreadPlan{Threads: 1, ThinkNs: 2e6, Types: 1, Workers: 1, WorkersGiven: true}
	r = &Result{Threads: &bare, Plan: Plan{Slots: 7}, ResolutionNs: 1e6, Sending: Sending{Design: Threads}, Users: Users{Arrivals: ArrivalsClosed, Looping: true}}
	want = "1 thread, each sending at once after its reply; a server of 1 worker, given; 7 slots"
	if got := r.PlanWords(); got != want {
		t.Errorf("bare plan:\n got %s\nwant %s", got, want)
	}
	if got := r.DesignWords(); got != "1 thread looping with no think time: a saturation test, whose latencies measure the queue its own threads made" || !r.SaturationTest() {
		t.Errorf("design at a think time of twice the resolution: %s", got)
	}
	// a ns past twice the resolution it thinks; two types, none pooled
	bare.ThinkNs, bare.Types, bare.PaceNs, bare.RampNs = 2e6+1, 2, 1, 1
	want = "1 thread started over 1ns, each sending 2ms after its reply (its think time), a request every 1ns each; 2 request types, each with its own least latency; a server of 1 worker, given; 7 slots"
	if got := r.PlanWords(); got != want {
		t.Errorf("edge plan:\n got %s\nwant %s", got, want)
	}
	if got := r.DesignWords(); got != "1 thread looping, each thinking before its next send after a reply: a closed model, with no schedule of its own to keep" || r.SaturationTest() {
		t.Errorf("design past twice the resolution: %s", got)
	}
}

func TestRoundDur(t *testing.T) {
	for _, c := range []struct {
		in   int64
		want time.Duration
	}{
		{0, 0}, {999, 999}, {1000, 1000}, {1234, 1230}, {1235, 1240}, {9999, 10000},
		{123_456, 123_000}, {999_499, 999_000}, {5_432_100_000_000, 5_430_000_000_000},
		{1_000_000_000_000_000, 1_000_000_000_000_000}, {1_000_000_400_000_000, 1_000_000_000_000_000},
	} {
		if got := roundDur(c.in); got != c.want {
			t.Errorf("roundDur(%d) = %v, want %v", c.in, got, c.want)
		}
	}
}

func TestSaturatedAndLine(t *testing.T) {
	for _, c := range []struct {
		busy float64
		want bool
	}{{89.999, false}, {90, true}, {150, true}} {
		tp := ThreadPlan{BusyPct: c.busy}
		if tp.Saturated() != c.want {
			t.Errorf("busy %v: saturated %v, want %v", c.busy, !c.want, c.want)
		}
	}
	tp := ThreadPlan{Threads: 2, ThinkNs: 5e6, Types: 1, Workers: 3, BusyPct: 93.4}
	r := &Result{Threads: &tp, Plan: Plan{Slots: 9}, ResolutionNs: 1e6, Sending: Sending{Design: Threads}}
	if line := r.Line("x", "JMeter CSV"); !strings.HasSuffix(line, "; the threads kept the server's 3 workers busy 93 % of the time it worked: an open schedule at their pace queues without bound, so no replay is stated") {
		t.Errorf("saturated line: %s", line)
	}
	// a share of exactly 100 % is stated; above it, never
	tp.BusyPct = 100
	if line := r.Line("x", "JMeter CSV"); !strings.Contains(line, "busy 100 % of the time it worked") {
		t.Errorf("a share of 100 %%: %s", line)
	}
	tp.BusyPct = 100.01
	if line := r.Line("x", "JMeter CSV"); strings.Contains(line, "busy") || !strings.HasSuffix(line, "; the threads' unhindered pace needs more work than the server's 3 workers could do: the server had more, or queued, and no replay is stated") {
		t.Errorf("a share over 100 %%: %s", line)
	}
	tp.BusyPct = 80
	if line := r.Line("x", "JMeter CSV"); strings.Contains(line, "busy") || strings.Contains(line, "-interval") || strings.Contains(line, "needs more work") {
		t.Errorf("unsaturated thread line: %s", line)
	}
	// a saturation test: neither, whatever the share
	tp.BusyPct, tp.ThinkNs = 150, 0
	r.Users = Users{Arrivals: ArrivalsClosed, Looping: true}
	if line := r.Line("x", "JMeter CSV"); strings.Contains(line, "busy") || strings.Contains(line, "needs more work") || !strings.HasSuffix(line, "; no hidden factor is stated for a saturation test") {
		t.Errorf("a saturation test's line: %s", line)
	}
}

func TestSig3Edges(t *testing.T) {
	for _, c := range []struct {
		v    float64
		want string
	}{{99.94, "99.9"}, {99.96, "100"}, {100, "100"}, {100.5, "101"}, {1234.4, "1234"}, {0.5, "0.5"}} {
		if got := Sig3(c.v); got != c.want {
			t.Errorf("Sig3(%v) = %s, want %s", c.v, got, c.want)
		}
	}
}
