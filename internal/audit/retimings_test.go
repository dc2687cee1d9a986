package audit

import (
	"strings"
	"testing"
)

// fixedDesign is a design whose every slot of each re-timing has one
// figure: the bound's, and the replays'; correctNs is the correction's,
// for its latencies (fixedLatencies).
type fixedDesign struct {
	n                                  int
	lower, server, requests, correctNs int64
}

func (d fixedDesign) fill(e emit, v int64) error {
	for k := range d.n {
		e(k, slot{}, v)
	}
	return nil
}

func (d fixedDesign) slots() int                  { return d.n }
func (d fixedDesign) bound(e emit) error          { return d.fill(e, d.lower) }
func (d fixedDesign) replayServer(e emit) error   { return d.fill(e, d.server) }
func (d fixedDesign) replayRequests(e emit) error { return d.fill(e, d.requests) }
func (d fixedDesign) stated(slot) bool            { return true }
func (d fixedDesign) curve() curveOf              { return newRunCurve(d.n, 0) }
func (d fixedDesign) close() error                { return nil }

// TestRetimeLongerThanTheRun: a replay or a correction whose p99.9 is
// longer than the run is not stated, and says so, one exactly as long
// is; the lower bound is stated whatever its length, and so is every
// recording of open arrivals. The server-pause replay's curve goes with
// its figures.
func TestRetimeLongerThanTheRun(t *testing.T) {
	const spanNs = 1000
	lat := []int64{5, 6, 7}
	d := fixedDesign{n: 4, lower: 5000, server: 2000, requests: spanNs, correctNs: 1500}
	res := &Result{Users: Users{Arrivals: ArrivalsClosed}, Plan: Plan{IntervalNs: 100, Given: true}}
	if err := res.retime(d, d.latencies(lat), spanNs); err != nil {
		t.Fatal(err)
	}
	if !res.Bound.Stated() || res.Bound.At(P999) != 5000 {
		t.Errorf("the bound %v (%q): want 5000 stated", res.Bound.Figures, res.Bound.Unstated)
	}
	if !res.ReplayRequests.Stated() || res.ReplayRequests.At(P999) != spanNs {
		t.Errorf("the request replay, as long as the run: %v (%q), want stated", res.ReplayRequests.Figures, res.ReplayRequests.Unstated)
	}
	for _, c := range []struct {
		rt   Retiming
		says string
	}{{res.ReplayServer, "its p99.9 (2µs) would be longer than the run itself (1µs)"}, {res.Corrected, "its p99.9 (1.5µs) would be longer than the run itself (1µs)"}} {
		if c.rt.Stated() || !strings.HasPrefix(c.rt.Unstated, c.says) || c.rt.Figures != (Figures{}) {
			t.Errorf("%s: %v (%q), want unstated: %q", c.rt.Name, c.rt.Figures, c.rt.Unstated, c.says)
		}
	}
	if res.ReplayCurve != nil || res.BoundCurve == nil {
		t.Errorf("curves: replay %v, bound %v: want none and one", res.ReplayCurve, res.BoundCurve)
	}

	// the request replay too long, the server's not: its curve stays
	res = &Result{Users: Users{Arrivals: ArrivalsClosed}, Plan: Plan{IntervalNs: 100, Given: true}}
	short := fixedDesign{n: 4, lower: 5, server: 10, requests: 2000, correctNs: 10}
	if err := res.retime(short, short.latencies(lat), spanNs); err != nil {
		t.Fatal(err)
	}
	if res.ReplayRequests.Stated() || !res.ReplayServer.Stated() || res.ReplayCurve == nil {
		t.Errorf("request replay stated %v, server replay stated %v, its curve %v: want no, yes, kept", res.ReplayRequests.Stated(), res.ReplayServer.Stated(), res.ReplayCurve)
	}

	// open arrivals: every recording stated, however long
	res = &Result{Users: Users{Arrivals: ArrivalsOpen}}
	if err := res.retime(d, d.latencies(lat), spanNs); err != nil {
		t.Fatal(err)
	}
	for _, rt := range res.Retimings() {
		if !rt.Stated() {
			t.Errorf("open arrivals: %s not stated: %q", rt.Name, rt.Unstated)
		}
	}
}

// TestReplayUnsupportedSays: the replays' refusals name the figures they
// rest on: the threads' busy share, and the inferred plan's load.
func TestReplayUnsupportedSays(t *testing.T) {
	busy := &Result{Users: Users{Arrivals: ArrivalsClosed}, Threads: &ThreadPlan{Workers: 4, BusyPct: 93, ThinkNs: 1e9}}
	if got := replayUnsupported(busy); !strings.Contains(got, "keeps the server's 4 workers busy 93 % of the time it worked") {
		t.Errorf("saturated threads: %q", got)
	}
	plan := &Result{Plan: Plan{IntervalNs: 1000}, Server: Server{ServiceNs: 950}}
	if got := replayUnsupported(plan); !strings.Contains(got, "one request every 1µs, loads a server of 950ns a request at 95 %") {
		t.Errorf("an inferred plan near capacity: %q", got)
	}
	if plan.Plan.Given = true; replayUnsupported(plan) != "" {
		t.Errorf("a plan given: %q, want supported", replayUnsupported(plan))
	}
}

// into is an emit that writes each slot's figure to out.
func into(out []int64) emit { return func(k int, _ slot, v int64) { out[k] = v } }

// latencies are what the audit takes of lat for d: its figures, and the
// correction at d.correctNs throughout.
func (d fixedDesign) latencies(lat []int64) latencies {
	l := latenciesOf(lat, 0)
	l.corrected = Figures{d.correctNs, d.correctNs, d.correctNs, d.correctNs}
	return l
}
