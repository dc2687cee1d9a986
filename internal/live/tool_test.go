//go:build unix

package live

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/results"
	"coordinated-omission/internal/testenv"
	"coordinated-omission/sim"
)

// TestAfterStalls on hand-made arrivals, I = 10, stalls of 100 every 400
// from 100: ten requests a stall, tolerance 2.
func TestAfterStalls(t *testing.T) {
	s := Schedule{Stall: 100, Period: 400, FirstStall: 100}
	plan := func(from, to time.Duration) (a []time.Duration) {
		for t := from; t < to; t += 10 {
			a = append(a, t)
		}
		return a
	}
	burst := func(at time.Duration, n int) (a []time.Duration) {
		for range n {
			a = append(a, at)
		}
		return a
	}
	cases := []struct {
		name    string
		arrived []time.Duration
		want    string
	}{
		{"kept up", plan(0, 700), results.KeptUp},
		{"caught up", slices.Concat(plan(0, 100), burst(200, 10), plan(200, 700)), results.CaughtUp},
		{"skipped", slices.Concat(plan(0, 100), plan(200, 700)), results.SkippedUp},
		{"fell behind", slices.Concat(plan(0, 100), plan(200, 300), plan(400, 500), []time.Duration{699}), results.FellBehind},
	}
	for _, c := range cases {
		slices.Sort(c.arrived)
		got := afterStalls(c.arrived, s, 10)
		if len(got) == 0 || got[0] != c.want {
			t.Errorf("%s: afterStalls = %v, want %s first", c.name, got, c.want)
		}
	}
	var served []Served
	for _, a := range plan(0, 700) {
		served = append(served, Served{Arrived: a, Finished: a + 1})
	}
	v := ViewOf(served, s, 10, 1)
	if v.EarlyRatePct != 100 || !slices.Equal(v.AfterStalls, []string{results.KeptUp, results.KeptUp}) {
		t.Errorf("ViewOf: early rate %v, after stalls %v; want 100 and two kept-up", v.EarlyRatePct, v.AfterStalls)
	}
}

// TestFill replaces the placeholders and nothing else.
func TestFill(t *testing.T) {
	got := Fill([]string{"{url}", "--port={port}", "{host}:{port}", "$(rm -rf /)", "{other}"}, "http://127.0.0.1:8080/", "127.0.0.1:8080")
	want := []string{"http://127.0.0.1:8080/", "--port=8080", "127.0.0.1:8080", "$(rm -rf /)", "{other}"}
	if !slices.Equal(got, want) {
		t.Errorf("Fill = %q, want %q", got, want)
	}
}

// TestRunGroup: a command that does not exist, one that exits at once,
// one that fails, and one that outlives the bound with a child that
// ignores SIGTERM; in each case nothing of its group is left.
func TestRunGroup(t *testing.T) {
	ctx := context.Background()
	var out bytes.Buffer
	if _, err := RunGroup(ctx, []string{"/no/such/tool"}, time.Second, &out); err == nil || !strings.Contains(err.Error(), "/no/such/tool could not start") {
		t.Errorf("a missing command: %v", err)
	}
	notExec := filepath.Join(t.TempDir(), "data")
	if err := os.WriteFile(notExec, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := RunGroup(ctx, []string{notExec}, time.Second, &out); err == nil || err.Error() != notExec+" could not start: permission denied" {
		t.Errorf("a file that is not executable: %v", err)
	}
	if _, err := RunGroup(ctx, []string{"nosuchtool-co"}, time.Second, &out); err == nil || err.Error() != "nosuchtool-co could not start: executable file not found in $PATH" {
		t.Errorf("a command not on PATH: %v", err)
	}
	if how, err := RunGroup(ctx, []string{"true"}, time.Second, &out); err != nil || how != "exit status 0" {
		t.Errorf("true: %q, %v", how, err)
	}
	if how, err := RunGroup(ctx, []string{"sh", "-c", "echo hi; exit 3"}, time.Second, &out); err != nil || how != "exit status 3" || out.String() != "hi\n" {
		t.Errorf("exit 3: %q, %v, output %q", how, err, out.String())
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if how, err := RunGroup(cancelled, []string{"sleep", "30"}, time.Minute, &out); err != nil || how != "killed: context canceled" {
		t.Errorf("a cancelled run: %q, %v", how, err)
	}
	pidFile := t.TempDir() + "/pid"
	start := time.Now()
	how, err := RunGroup(ctx, []string{"sh", "-c", "trap '' TERM; sleep 30 & echo $! > " + pidFile + "; wait"}, 300*time.Millisecond, &out)
	if err != nil || how != "killed at the bound 300ms" {
		t.Errorf("past the bound: %q, %v", how, err)
	}
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("past the bound: took %v", took)
	}
	pid, _ := os.ReadFile(pidFile)
	p := strings.TrimSpace(string(pid))
	if p == "" {
		t.Fatal("the child's pid was not written")
	}
	for deadline := time.Now().Add(2 * time.Second); alive(p) && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
	}
	if alive(p) {
		t.Errorf("the child %s outlived its group's end", p)
	}
}

// alive reports whether the process pid runs: it exists and is not a
// zombie waiting for its new parent to reap it.
func alive(pid string) bool {
	stat, err := os.ReadFile("/proc/" + pid + "/stat")
	if err != nil {
		return exec.Command("kill", "-0", pid).Run() == nil // no /proc: ask the kernel
	}
	_, rest, _ := strings.Cut(string(stat), ") ")
	return !strings.HasPrefix(rest, "Z")
}

// TestCapped keeps the first bytes and counts the rest.
func TestCapped(t *testing.T) {
	c := &capped{max: 4}
	for _, s := range []string{"ab", "cde", "f"} {
		if n, err := c.Write([]byte(s)); n != len(s) || err != nil {
			t.Fatalf("Write = %d, %v", n, err)
		}
	}
	if string(c.buf) != "abcd" || c.dropped != 2 {
		t.Errorf("kept %q, dropped %d; want abcd and 2", c.buf, c.dropped)
	}
}

// TestRunTool runs a shell loop of HTTP/1.0 requests with curl, if there
// is one, against the stalling server: the server sees them and the run
// reports the command's exit.
func TestRunTool(t *testing.T) {
	testenv.WallClock(t, "a tool's run")
	if !wallClockTests {
		t.Skip("wall clock")
	}
	if _, err := exec.LookPath("curl"); err != nil {
		t.Skip("no curl")
	}
	sc := sim.Default()
	sc.Duration = time.Second
	run, err := RunTool(context.Background(), sim.Random{Scenario: sc}, []string{"sh", "-c", "for i in 1 2 3; do curl -s {url} >/dev/null; done; echo done"}, &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	if run.View.Requests != 3 || run.Exit != "exit status 0" || string(run.Output) != "done\n" || run.StartupNs <= 0 {
		t.Errorf("RunTool = %+v", run)
	}
	if run.Phase.WallNs <= 0 {
		t.Errorf("no wall time: %+v", run.Phase)
	}
}

// TestQuietStretch: the first stretch without a stall, for stalls that
// begin later, at once, never, or after the run.
func TestQuietStretch(t *testing.T) {
	for _, c := range []struct {
		name     string
		s        Schedule
		end      time.Duration
		from, to time.Duration
	}{
		{"before the first stall", Schedule{Stall: 100, Period: 400, FirstStall: 50}, 1000, 0, 50},
		{"a first stall at 0", Schedule{Stall: 100, Period: 400}, 1000, 100, 400},
		{"a first stall at 0, the run shorter than a period", Schedule{Stall: 100, Period: 400}, 250, 100, 250},
		{"a run inside the first stall", Schedule{Stall: 100, Period: 400}, 80, 0, 80},
		{"no stalls", Schedule{Period: 400}, 1000, 0, 1000},
		{"a first stall after the run", Schedule{Stall: 100, Period: 400, FirstStall: 2000}, 1000, 0, 1000},
		{"a first stall at the run's end", Schedule{Stall: 100, Period: 400, FirstStall: 1000}, 1000, 0, 1000},
	} {
		if from, to := quietStretch(c.s, c.end); from != c.from || to != c.to {
			t.Errorf("%s: [%v, %v), want [%v, %v)", c.name, from, to, c.from, c.to)
		}
	}
	// a tool on plan between stalls that begin at 0: 100 %
	var served []Served
	for a := time.Duration(100); a < 400; a += 10 {
		served = append(served, Served{Arrived: a, Finished: a + 1})
	}
	if v := ViewOf(served, Schedule{Stall: 100, Period: 400}, 10, 1); v.EarlyRatePct != 100 {
		t.Errorf("early rate %v, want 100", v.EarlyRatePct)
	}
}

// TestFromFirstRequest: before the first request, the wait runs from the
// start; after it, the bound runs from the request, however late it came.
func TestFromFirstRequest(t *testing.T) {
	var at time.Duration
	arrived := false
	d := FromFirstRequest(time.Minute, 7*time.Second, func() (time.Duration, bool) { return at, arrived })
	if left, words := d(10 * time.Second); left != 50*time.Second || words != "at 1m0s: no request had arrived" {
		t.Errorf("waiting: %v, %q", left, words)
	}
	if left, _ := d(time.Minute); left != 0 {
		t.Errorf("at the wait: %v left, want 0", left)
	}
	at, arrived = 4800*time.Millisecond, true
	if left, words := d(10 * time.Second); left != 1800*time.Millisecond || words != "at the bound 7s after its first request, 4.8s after its start" {
		t.Errorf("sending: %v, %q", left, words)
	}
	if left, words := Within(3 * time.Second)(time.Second); left != 2*time.Second || words != "at the bound 3s" {
		t.Errorf("Within(3s) at 1s: %v, %q", left, words)
	}
}

// TestRunGroupUntilFirstRequest: a tool whose first request comes late
// runs its bound from that request; one that sends none is ended at the
// wait, with the reason.
func TestRunGroupUntilFirstRequest(t *testing.T) {
	var out bytes.Buffer
	start := time.Now()
	late := func() (time.Duration, bool) { // its first request 300 ms after its start
		return 300 * time.Millisecond, time.Since(start) >= 300*time.Millisecond
	}
	how, err := RunGroupUntil(context.Background(), []string{"sleep", "30"}, FromFirstRequest(time.Minute, 200*time.Millisecond, late), &out)
	took := time.Since(start)
	if err != nil || how != "killed at the bound 200ms after its first request, 300ms after its start" {
		t.Errorf("a late sender: %q, %v", how, err)
	}
	if took < 500*time.Millisecond || took > 10*time.Second {
		t.Errorf("a late sender ran %v, want 500 ms from its start and a little more", took)
	}
	never := func() (time.Duration, bool) { return 0, false }
	how, err = RunGroupUntil(context.Background(), []string{"sleep", "30"}, FromFirstRequest(200*time.Millisecond, time.Hour, never), &out)
	if err != nil || how != "killed at 200ms: no request had arrived" {
		t.Errorf("a silent tool: %q, %v", how, err)
	}
	if how, err := RunGroupUntil(context.Background(), []string{"true"}, FromFirstRequest(time.Minute, time.Hour, never), &out); err != nil || how != "exit status 0" {
		t.Errorf("a tool that ends before its wait: %q, %v", how, err)
	}
}

// TestRunToolOnWorkers: a server of 0 workers, or of more than
// MaxWorkers, is refused before anything starts, naming the count; no
// command at all is refused too.
func TestRunToolOnWorkers(t *testing.T) {
	rs := sim.Random{Scenario: sim.Default()}
	for _, w := range []int{0, -1, MaxWorkers + 1} {
		_, err := RunToolOn(context.Background(), rs, w, []string{"true"}, &bytes.Buffer{}, nil)
		if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("%d workers: want 1 to %d", w, MaxWorkers)) {
			t.Errorf("RunToolOn(%d workers) = %v", w, err)
		}
	}
	if _, err := RunToolOn(context.Background(), rs, 1, nil, &bytes.Buffer{}, nil); err == nil || err.Error() != "no command to run" {
		t.Errorf("RunToolOn(no command) = %v", err)
	}
}

// TestOpenTruth: two workers of 10 ms, a request every 4 ms for 16 ms:
// the first two served at once (10 ms each), the third and fourth wait
// for the first worker free (at 10 and 14 ms) and take 12 ms; a stall of
// 5 ms from 2 ms stops the one worker: a request sent at 3 ms waits it
// out (done at 8 ms); drawn service times, and no interval, have none.
func TestOpenTruth(t *testing.T) {
	ms := time.Millisecond
	got := OpenTruth(Schedule{Service: 10 * ms, Workers: 2}, 4*ms, 16*ms)
	if want := []int64{int64(10 * ms), int64(10 * ms), int64(12 * ms), int64(12 * ms)}; !slices.Equal(got, want) {
		t.Errorf("two workers: %v; want %v", got, want)
	}
	got = OpenTruth(Schedule{Service: ms, Stall: 5 * ms, Period: 100 * ms, FirstStall: 2 * ms}, 3*ms, 6*ms)
	if want := []int64{int64(ms), int64(5 * ms)}; !slices.Equal(got, want) {
		t.Errorf("a stall: %v; want %v", got, want)
	}
	if got := OpenTruth(Schedule{Service: ms, Dist: sim.Dist{Kind: sim.Exp}}, ms, 10*ms); got != nil {
		t.Errorf("drawn: %v", got)
	}
	if got := OpenTruth(Schedule{Service: ms}, 0, 10*ms); got != nil {
		t.Errorf("no interval: %v", got)
	}
}
