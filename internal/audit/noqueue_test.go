package audit

import (
	"bytes"
	"slices"
	"testing"
	"time"

	"coordinated-omission/internal/testenv"
	"coordinated-omission/sim"
)

// TestServerWithNoQueue audits JMeter logs of 200 threads (think time
// 10–30 ms, service 2–8 ms whatever the load: a server never short of
// workers) that lived through a 300 ms pause every 10 s, for 60 s and,
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
		t.Skip("-short: audits 466,393 requests (2.5 s here, a minute under emulation); go test without -short runs it")
	}
	durations := []time.Duration{time.Minute}
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
		for _, row := range res.Rows()[1:] {
			if row.Figures[1]*2 > p90*3 {
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
		if got := queued(reqs, 1, 1<<62); got != tc.want {
			t.Errorf("%d threads on %d workers: queued %v, want %v", w.Threads, tc.workers, got, tc.want)
		}
	}
	// one thread: always one in flight, no count to compare
	one := []Request{}
	for i := range 100 {
		one = append(one, Request{SendNs: int64(i) * 10, LatencyNs: 5, Conn: 0})
	}
	if !queued(one, 1, 100) {
		t.Error("one thread: said not to queue")
	}
}
