package judge

import (
	"bytes"
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/live"
	"coordinated-omission/internal/measure"
	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/reqlog"
	"coordinated-omission/internal/results"
	"coordinated-omission/internal/testenv"
	"coordinated-omission/internal/tools"
	"coordinated-omission/internal/verdict"
	"coordinated-omission/sim"
)

// TestPanelRunOnFrozenNginx runs a made-up entry against an nginx of four
// worker processes frozen from outside: a shell that makes three
// requests, waits out the run's one freeze, and prints a hey log. Its row has no model and no verdict, its audit
// names the server and is held to the truth worked out from the one
// freeze of a 1 s run (200 ms from 500 ms): a fifth of the plan's
// requests meet it, so the truth's p99 is in the freeze, between 180 ms
// and the freeze as measured, and its p50 is the log's median.
func TestPanelRunOnFrozenNginx(t *testing.T) {
	testenv.WallClock(t, "a live panel run against nginx")
	if testing.Short() || !wallClock {
		t.Skip("a live run on the wall clock")
	}
	if live.NginxPath() == "" {
		t.Skip("nginx is not installed")
	}
	needCurl(t)
	log, err := filepath.Abs("../../testdata/audit/hey.csv")
	if err != nil {
		t.Fatal(err)
	}
	sc := sim.Default()
	sc.Duration = time.Second
	e := Entry{Run: "fake-nginx4", Args: []string{"sh", "-c", "for i in 1 2 3; do curl -s {url} >/dev/null; done; sleep 1; grep -v '^#' " + log},
		Format: tools.Latencies, Options: tools.Options{UnitNs: 1e9, Column: "response-time"}, Install: "none", AuditLog: AuditOutput, Frozen: 4}
	runs, err := RunPanel(context.Background(), sim.Random{Scenario: sc}, []Entry{e}, &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	j := runs[0]
	if j.Missing != "" || j.Exit != "exit status 0" || j.Models != nil || j.ModelError != frozenModelError || j.View.Requests != 0 {
		t.Fatalf("the run: %+v", j)
	}
	a := j.Audit
	if a == nil || a.Workers != 4 || a.Server != "an nginx of 4 worker processes, frozen from outside for 200ms every 1s from 500ms after the tool's start (every process of its group, master and workers, stopped with SIGSTOP and continued with SIGCONT)" || len(a.Truth) != len(results.AuditLevels) || a.Recorded == nil {
		t.Fatalf("its audit: %+v", a)
	}
	if a.Truth[2] < 180e6 || a.Truth[2] > 260e6 || a.Truth[0] != a.Recorded[0] {
		t.Errorf("its truth %v, its recorded p50 %v", a.Truth, a.Recorded[0])
	}
	// the row as the panel's file writes it, and reads it back
	text := rawfile.Write(verdict.Encode(&results.Judgements{Scenario: measure.Scenario(sc), Runs: runs}))
	f, err := rawfile.Parse("generators.txt", bytes.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	back, err := verdict.Decode(f)
	if err != nil || len(back.Runs) != 1 || back.Runs[0].Audit == nil || back.Runs[0].Audit.Server != a.Server || !slices.Equal(back.Runs[0].Audit.Truth, a.Truth) {
		t.Errorf("read back: %v, %+v", err, back)
	}
}

// TestFrozenMissing: an entry against a frozen nginx whose tool, or
// nginx, is not installed gives a row that says how to install it, and
// keeps its server, so that the README tells it with the frozen runs.
func TestFrozenMissing(t *testing.T) {
	sc := sim.Default()
	sc.Duration = time.Second
	e := onFrozenNginx(Entry{Run: "nope", Args: []string{"no-such-tool-here"}, Install: "apt-get install nope"}, 4)
	runs, err := RunPanel(context.Background(), sim.Random{Scenario: sc}, []Entry{e}, &bytes.Buffer{})
	if err != nil || len(runs) != 1 || runs[0].Missing != "apt-get install nope" || runs[0].Audit == nil || !strings.Contains(runs[0].Audit.Server, "nginx of 4 worker processes") || runs[0].Run != "nope-nginx4" {
		t.Fatalf("%v: %+v", err, runs)
	}
	was := nginxPath
	t.Cleanup(func() { nginxPath = was })
	nginxPath = func() string { return "" }
	e.Args = []string{"sh"}
	j, err := runEntry(context.Background(), sim.Random{Scenario: sc}, e, 0, &bytes.Buffer{})
	if err != nil || !strings.Contains(j.Missing, "apt-get install nginx") || j.Audit == nil || j.Audit.Server == "" {
		t.Errorf("no nginx: %v: %+v", err, j)
	}
	// an entry against a server of ours needs no nginx, and its figures
	// are read from its output file; its row of a missing tool has no
	// audit
	capture, err := filepath.Abs("../../testdata/tools/wrk.txt")
	if err != nil {
		t.Fatal(err)
	}
	ours := Entry{Run: "ours", Args: []string{"sh", "-c", "cp " + capture + " {dir}/saved"}, Output: "{dir}/saved", Format: "wrk", Install: "none"}
	if j, err := runEntry(context.Background(), sim.Random{Scenario: sc}, ours, 0, &bytes.Buffer{}); err != nil || j.Missing != "" || j.Exit != "exit status 0" || j.Format != "wrk" || j.ReadError != "" || j.Audit != nil {
		t.Errorf("an entry against a server of ours, with no nginx and no log to audit: %v: %+v", err, j)
	}
	for _, never := range []func(*sim.Scenario){func(s *sim.Scenario) { s.Stall = 0 }, func(s *sim.Scenario) { s.Period = 0 }, func(s *sim.Scenario) { s.FirstStall = s.Duration }} {
		s := sc
		never(&s)
		if got := frozenServer(e, s); got != "an nginx of 4 worker processes, never frozen, as no stall falls in the run" {
			t.Errorf("%+v: %q", s, got)
		}
	}
	if !strings.Contains(frozenServer(e, sim.Scenario{Stall: sc.Stall, Period: sc.Period, FirstStall: sc.Duration - 1, Duration: sc.Duration}), "frozen from outside") || !strings.Contains(frozenServer(e, sim.Scenario{Stall: 1, Period: 1, Duration: 1}), "frozen from outside") {
		t.Errorf("a stall in the run's last ns, or at its start, not said")
	}
	if j := missingRow(Entry{Run: "x", Args: []string{"x"}}, sc, "how"); j.Audit != nil || j.Missing != "how" {
		t.Errorf("a missing row against a server of ours: %+v", j)
	}
}

// TestFrozenTruth works a frozen run's truth out by hand: a log of
// offsets from the tool's start (hey's), twenty requests a millisecond
// apart answered in 1 ms, but four in a freeze from 5 to 10 ms; the plan's
// twenty slots from the first send, a freeze of 5 ms measured. Slots 4 to
// 9 meet it (slot 4 within the median before it) and are answered 1 ms
// after its end; the rest in 1 ms. The slack is the quiet requests'
// spread: none sent within a freeze's length after it, so from 15 ms on,
// and before it.
func TestFrozenTruth(t *testing.T) {
	const ms = int64(time.Millisecond)
	start := int64(1_700_000_000) * int64(time.Second)
	var reqs []reqlog.Request
	for i := range int64(20) {
		lat := ms
		if i >= 5 && i < 10 {
			lat = 10*ms - i*ms + ms
		}
		if i == 17 {
			lat = 3 * ms // a slow one in quiet time: the slack's p99
		}
		reqs = append(reqs, reqlog.Request{SendNs: i * ms, LatencyNs: lat})
	}
	run := live.FrozenRun{StartNs: start, Freezes: []live.Freeze{{FromNs: start + 5*ms, ToNs: start + 10*ms}}}
	sc := sim.Scenario{Stall: 5 * time.Millisecond, Duration: 20 * time.Millisecond}
	truth, slack := frozenTruth(reqs, run, time.Millisecond, sc)
	open := live.FrozenTruth(start, ms, time.Millisecond, sc.Duration, run.Freezes)
	want := []int64{ms, ms, ms, ms, 7 * ms, 6 * ms, 5 * ms, 4 * ms, 3 * ms, 2 * ms, ms, ms, ms, ms, ms, ms, ms, ms, ms, ms}
	if !slices.Equal(open, want) {
		t.Fatalf("the open loop: %v, want %v", open, want)
	}
	q := live.QuantilesOf(slices.Clone(want))
	if !slices.Equal(truth, []int64{q[results.P50], q[results.P90], q[results.P99], q[results.P999]}) || truth[2] != 7*ms {
		t.Errorf("the truth %v", truth)
	}
	if slack != 2*ms {
		t.Errorf("the slack %v, want 2ms: quiet requests 0–3 and 15–19, one of them 3 ms", time.Duration(slack))
	}
	// the same log on the wall clock (fortio's Unix ns), in the order of
	// its replies: the same truth, from its first send
	for i := range reqs {
		reqs[i].SendNs += start
	}
	slices.Reverse(reqs)
	if again, s := frozenTruth(reqs, run, time.Millisecond, sc); !slices.Equal(again, truth) || s != slack {
		t.Errorf("on the wall clock: %v and %v, want %v and %v", again, s, truth, slack)
	}
	// a first send a minute or more from the tool's start is an offset
	// from it; within a minute, on the wall clock
	minute := int64(time.Minute)
	for first, want := range map[int64]int64{start - minute: start, start - minute + 1: 0, start + minute - 1: 0, start + minute: start, 0: start} {
		if got := shiftOf(first, start); got != want {
			t.Errorf("a first send at %d, the tool's start at %d: shifted by %d, want %d", first, start, got, want)
		}
	}
	if got, s := frozenTruth([]reqlog.Request{{SendNs: 6 * ms, LatencyNs: ms}}, run, time.Millisecond, sc); s != 0 || len(got) != 4 {
		t.Errorf("no request in quiet time: slack %v, truth %v", s, got)
	}
	if got, s := frozenTruth(nil, run, time.Millisecond, sc); got != nil || s != 0 {
		t.Errorf("no request: %v, %v", got, s)
	}
}

// TestInQuiet at its edges: a request answered as a freeze begins met
// it; one sent a freeze's length after one ended kept away.
func TestInQuiet(t *testing.T) {
	fs := []live.Freeze{{FromNs: 50, ToNs: 100}}
	for _, c := range []struct {
		from, to int64
		want     bool
	}{{10, 49, true}, {10, 50, false}, {120, 130, false}, {149, 160, false}, {150, 160, true}, {60, 70, false}} {
		if got := inQuiet(c.from, c.to, 50, fs); got != c.want {
			t.Errorf("inQuiet(%d, %d) = %v", c.from, c.to, got)
		}
	}
}
