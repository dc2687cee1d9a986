package audit

import (
	"bytes"
	"slices"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/testenv"
	"coordinated-omission/sim"
)

// TestServerWithNoQueue audits JMeter logs of 200 threads (think time
// 10–30 ms, service 2–8 ms whatever the load: a server never short of
// workers) that lived through a 300 ms pause every 10 s, for 30 s and,
// under FULL=1, for over 10^6 requests. The truth is the threads'
// schedule kept open (sim.Workload.Truth). Told nothing but the log, the
// audit finds that the server never queued, and takes as many workers as
// were ever in flight (K inferred as the most answered at once would be a
// handful, and the replays a queue the server never had); then the
// server-pause replay is within 10 % of the truth at p90 and p99, no
// re-timing's p90 is above 1.5× the truth's, and the bound is at or
// below the truth.
func TestServerWithNoQueue(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: audits 233,000 requests (a second here, half a minute under emulation); go test without -short runs it")
	}
	durations := []time.Duration{30 * time.Second} // three pauses
	if testenv.Full() {
		durations = append(durations, 130*time.Second) // 8,000 a second: over 10^6
	}
	for _, d := range durations {
		w := sim.Workload{Threads: 200, Think: 20 * time.Millisecond, ThinkJitterPct: 50, Services: []time.Duration{5 * time.Millisecond}, ServiceJitterPct: 60,
			Duration: d, Workers: 200, Seed: 9, Stall: 300 * time.Millisecond, Period: 10 * time.Second, FirstStall: 5 * time.Second}
		var b bytes.Buffer
		fr := fieldRequests(t, w)
		writeJTL(&b, w, fr, ",", "", false)
		out, err := Run(&b, "noqueue.jtl", Flags{}, Given{})
		if err != nil {
			t.Fatal(err)
		}
		res := out.Result
		tr, err := w.Truth()
		if err != nil {
			t.Fatal(err)
		}
		truth := make([]int64, len(tr))
		for i, r := range tr {
			truth[i] = r.LatencyNs
		}
		slices.Sort(truth)
		if res.Threads == nil || !res.Threads.Unqueued || res.Threads.Workers > 200 {
			t.Fatalf("%v, %d requests: not a server that never queued: %s", d, len(fr), out.RunLine(out.Runs[0]))
		}
		for _, l := range []Level{P90, P99} {
			if got, want := res.ReplayServer.At(l), nearestRank(truth, l); got*10 < want*9 || got*10 > want*11 {
				t.Errorf("%v: the server-pause replay's p%v %v, the truth's %v: more than 10 %% off", d, l, ns(got), ns(want))
			}
		}
		p90 := nearestRank(truth, P90)
		for _, row := range res.Retimings()[1:] {
			if row.Stated() && row.Figures[1]*2 > p90*3 {
				t.Errorf("%v: %s's p90 %v, over 1.5× the truth's %v", d, row.Name, ns(row.Figures[1]), ns(p90))
			}
		}
		for _, l := range []Level{P90, P99, P999} {
			if b, want := res.Bound.At(l), nearestRank(truth, l); b > want {
				t.Errorf("%v: the bound's p%v %v above the truth's %v", d, l, ns(b), ns(want))
			}
		}
		t.Logf("%v, %d requests: p90 and p99: truth %v and %v, replay %v and %v", d, len(fr), ns(p90), ns(nearestRank(truth, P99)), ns(res.ReplayServer.At(P90)), ns(res.ReplayServer.At(P99)))
	}
}

// TestFivePausesNoQueue is the case of a server with no queue:
// 200 JMeter threads, think 10–30 ms, service 2–8 ms whatever the load
// (a worker for every request), 130 s (50 s but under FULL=1), five
// 300 ms pauses (three of them in the first 50 s). A queue the
// truth never had, of as many workers as were ever in flight, put the
// server-pause replay's p99 at 96 ms against a truth of 49 ms; replayed
// with no limit on its workers, as the line says, it is within 15 % of
// the truth at p90 and p99, and the bound is at or below it.
func TestFivePausesNoQueue(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: audits half a million requests")
	}
	// the 130 s under FULL=1; else the first 50 s, three pauses
	s, d := time.Second, 50*time.Second
	if testenv.Full() {
		d = 130 * s
	}
	w := sim.Workload{Threads: 200, Think: 20 * time.Millisecond, ThinkJitterPct: 50, Services: []time.Duration{5 * time.Millisecond}, ServiceJitterPct: 60,
		Duration: d, Seed: 9, Pauses: []sim.Pause{{At: 7 * s, Length: 300 * time.Millisecond}, {At: 31 * s, Length: 300 * time.Millisecond},
			{At: 44 * s, Length: 300 * time.Millisecond}, {At: 90 * s, Length: 300 * time.Millisecond}, {At: 121 * s, Length: 300 * time.Millisecond}}}
	var b bytes.Buffer
	writeJTL(&b, w, fieldRequests(t, w), ",", "", false)
	out, err := Run(&b, "noqueue.jtl", Flags{}, Given{})
	if err != nil {
		t.Fatal(err)
	}
	res := out.Result
	truth := truthOf(t, w)
	if res.Threads == nil || !res.Threads.Unqueued || !strings.Contains(res.PlanWords(), "so replayed with no limit on its workers") || !strings.Contains(res.ReplayServer.Assumption, "through as many workers as it needs") {
		t.Fatalf("not replayed with no limit on the workers: %s\n%s", out.RunLine(out.Runs[0]), res.ReplayServer.Assumption)
	}
	for _, l := range []Level{P90, P99} {
		if got, want := res.ReplayServer.At(l), nearestRank(truth, l); relErr(got, want) > 0.15 {
			t.Errorf("the server-pause replay's p%v %v, the truth's %v: more than 15 %% off", l, ns(got), ns(want))
		}
	}
	for _, l := range []Level{P90, P99, P999} {
		if b, want := res.Bound.At(l), nearestRank(truth, l); b > want {
			t.Errorf("the bound's p%v %v above the truth's %v", l, ns(b), ns(want))
		}
	}
	t.Logf("p99: truth %v, server-pause replay %v, request replay %v, bound %v, corrected %v", ns(nearestRank(truth, P99)), ns(res.ReplayServer.At(P99)), ns(res.ReplayRequests.At(P99)), ns(res.Bound.At(P99)), ns(res.Corrected.At(P99)))
}

// truthOf is w's truth (sim.Workload.Truth), its latencies sorted.
func truthOf(t *testing.T, w sim.Workload) []int64 {
	t.Helper()
	tr, err := w.Truth()
	if err != nil {
		t.Fatal(err)
	}
	truth := make([]int64, len(tr))
	for i, r := range tr {
		truth[i] = r.LatencyNs
	}
	slices.Sort(truth)
	return truth
}

// TestSaturationStatesTheBound is the saturation test: 5 JMeter
// threads looping with no think time on a server of one worker, three
// pauses of 15 s in 5 minutes. A replay at the threads' own pace, that of
// the server's queue, never drains a pause's backlog (it once printed 4m25s
// at p50, against a recorded 11 ms); the audit states the bound and the
// recording only, says why of each other row in the table and in the raw
// file, and its hidden line agrees with its first line.
func TestSaturationStatesTheBound(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: audits 127,000 requests")
	}
	w := sim.Workload{Threads: 5, Services: []time.Duration{2 * time.Millisecond}, ServiceJitterPct: 30, Duration: 300 * time.Second, Workers: 1, Seed: 9,
		Stall: 15 * time.Second, Period: 100 * time.Second, FirstStall: 20 * time.Second}
	var b bytes.Buffer
	writeJTL(&b, w, fieldRequests(t, w), ",", "", false)
	out, err := Run(&b, "saturated.jtl", Flags{}, Given{})
	if err != nil {
		t.Fatal(err)
	}
	res := out.Result
	if !res.SaturationTest() || res.Threads.Unqueued {
		t.Fatalf("not a saturation test on a server that queued: %s", out.RunLine(out.Runs[0]))
	}
	for _, rt := range []Retiming{res.ReplayServer, res.ReplayRequests, res.Corrected} {
		if rt.Stated() || !strings.HasPrefix(rt.Unstated, "a saturation test") {
			t.Errorf("%s stated in a saturation test: %v (%q)", rt.Name, rt.Figures, rt.Unstated)
		}
	}
	var printed bytes.Buffer
	out.Print(&printed)
	text := printed.String()
	for _, want := range []string{"replay-server               -            -            -            -  not stated: a saturation test", "hidden: no factor is stated for a saturation test\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("the account does not say %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "×") || strings.Contains(out.Runs[0].Result.Line("x", "jtl"), "×") {
		t.Errorf("a hidden factor stated for a saturation test:\n%s", text)
	}
	raw := string(out.Raw)
	if !strings.Contains(raw, "audit-run1-replay-server-unstated: \"a saturation test") || strings.Contains(raw, "audit.run1.replay-server.") || strings.Contains(raw, "audit.run1.corrected.") || !strings.Contains(raw, "audit.run1.bound.p99 ") {
		t.Errorf("the raw file:\n%s", raw)
	}
	truth := truthOf(t, w)
	for _, l := range []Level{P90, P99, P999} {
		if got, want := res.Bound.At(l), nearestRank(truth, l); got > want {
			t.Errorf("the bound's p%v %v above the truth's %v", l, ns(got), ns(want))
		}
	}
}

// TestQueued: a server of too few workers queues, its latency rising with
// the requests in flight; one never short of them does not; a log whose
// counts in flight do not differ cannot tell, and is said to queue.
func TestQueued(t *testing.T) {
	base := sim.Workload{Threads: 50, Think: 20 * time.Millisecond, ThinkJitterPct: 80, Services: []time.Duration{2 * time.Millisecond}, ServiceJitterPct: 50,
		Duration: 10 * time.Second, Seed: 3}
	for _, tc := range []struct {
		workers int
		want    bool
	}{{50, false}, {2, true}, {5, true}} {
		w := base
		w.Workers = tc.workers
		reqs := workloadLog(t, w)
		canonical(reqs)
		if got := queued(reqs, stats(reqs, 1), 1<<62); got != tc.want {
			t.Errorf("%d threads on %d workers: queued %v, want %v", w.Threads, tc.workers, got, tc.want)
		}
	}
	// one thread: always one in flight, no count to compare
	one := []Request{}
	for i := range 100 {
		one = append(one, Request{SendNs: int64(i) * 10, LatencyNs: 5, Conn: 0})
	}
	if !queued(one, stats(one, 1), 100) {
		t.Error("one thread: said not to queue")
	}
}
