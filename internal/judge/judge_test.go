package judge

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/live"
	"coordinated-omission/internal/measure"
	"coordinated-omission/internal/render"
	"coordinated-omission/internal/results"
	"coordinated-omission/internal/verdict"
	"coordinated-omission/sim"
)

// TestAssemble judges a made-up run of wrk's captured output: the model
// runs at the server's peak in flight, over the arrivals' span.
func TestAssemble(t *testing.T) {
	out, err := os.ReadFile("../../testdata/tools/wrk.txt")
	if err != nil {
		t.Fatal(err)
	}
	sc := sim.Default()
	sc.Duration = 2 * time.Second
	run := live.ToolRun{Command: []string{"/usr/bin/wrk", "-c10", "http://127.0.0.1:1/"}, Output: out, Exit: "exit status 0", Service: 100 * time.Microsecond,
		View: live.View{Requests: 10000, Connections: 10, StallArrivals: []int{5, 5}, PeakInFlight: 10, LastArrival: 1999_950 * time.Microsecond, RatePct: 150, EarlyRatePct: 150}}
	j := Assemble(Request{Scenario: sim.Random{Scenario: sc}, Command: []string{"wrk"}}, run, 10*time.Microsecond)
	if j.Run != "wrk" || j.Format != "wrk" || j.ReadError != "" || j.ModelConnections != 10 || j.ModelDurationNs != int64(2*time.Second) ||
		len(j.Models) != len(results.Designs)+1 || j.CorrectedIntervalNs != int64(10*sc.Interval) || j.WrkIntervalNs <= 0 {
		t.Fatalf("Assemble = %+v", j)
	}
	if v := verdict.Decide(&j, results.Scenario{Interval: sc.Interval, Stall: sc.Stall, Period: sc.Period, FirstStall: sc.FirstStall, Duration: sc.Duration}); v.Match != results.Wrk || !v.NoPlan || v.PlanUnsure {
		t.Errorf("verdict %+v, want wrk's design and no plan", v)
	}
	// with no stall (-stall 0), the fit's grid is I/20 alone, not 0
	noStall := sc
	noStall.Stall = 0
	if j := Assemble(Request{Scenario: sim.Random{Scenario: noStall}, Command: []string{"wrk"}}, run, 10*time.Microsecond); len(j.Models) != len(results.Designs)+1 || j.FittedIntervalNs <= 0 {
		t.Errorf("with no stall: fitted at %d ns, %d models", j.FittedIntervalNs, len(j.Models))
	}
	// from a file, and a file that is not there
	path := filepath.Join(t.TempDir(), "out.txt")
	if err := os.WriteFile(path, out, 0o644); err != nil {
		t.Fatal(err)
	}
	run.Output = nil
	if j := Assemble(Request{Scenario: sim.Random{Scenario: sc}, Command: []string{"x"}, OutputFile: path}, run, 0); j.Format != "wrk" {
		t.Errorf("from a file: %+v", j)
	}
	if j := Assemble(Request{Scenario: sim.Random{Scenario: sc}, Command: []string{"x"}, OutputFile: path + ".no"}, run, 0); strings.Count(j.ReadError, "out.txt.no") != 1 {
		t.Errorf("from a missing file: %q", j.ReadError)
	}
	if j := Assemble(Request{Scenario: sim.Random{Scenario: sc}, Command: []string{"x"}, Format: "hey"}, live.ToolRun{Command: []string{"x"}, Output: out}, 0); j.ReadError == "" || j.ModelError == "" {
		t.Errorf("a named format that does not read, and no arrivals: %+v", j)
	}
}

// TestFill fills the panel's placeholders, leaving the server's.
func TestFill(t *testing.T) {
	sc := sim.Default()
	sc.Duration = 5 * time.Second
	got := fill([]string{"-d{secs}s", "-r", "{rate}", "-q", "{rate10}", "-n", "{count}", "{dir}/x", "{url}"}, sc, "/tmp/d")
	want := []string{"-d5s", "-r", "5000", "-q", "500", "-n", "25000", "/tmp/d/x", "{url}"}
	if !slices.Equal(got, want) {
		t.Errorf("fill = %q, want %q", got, want)
	}
	for _, e := range Panel {
		if e.Run != results.RunName(e.Run) || e.Install == "" || len(e.Args) == 0 {
			t.Errorf("panel entry %+v", e)
		}
	}
}

// TestAssembleDrawn: against a server that draws its service times, the
// model runs the worker's draws (the same seed, in the order taken): its
// closed loop on one connection with no stall records, at each level, a
// draw of the service stream plus L, and not S + L.
func TestAssembleDrawn(t *testing.T) {
	sc := sim.Default()
	sc.Duration, sc.Stall = 2*time.Second, 0
	rs := sim.Random{Scenario: sc, ServiceDist: sim.Dist{Kind: sim.Exp}, Seed: 3}
	run := live.ToolRun{Command: []string{"x"}, Output: []byte("nothing to read"), Service: 100 * time.Microsecond,
		View: live.View{Requests: 10000, Connections: 1, PeakInFlight: 1, LastArrival: 1999_800 * time.Microsecond, RatePct: 100, EarlyRatePct: 100}}
	const L = 10 * time.Microsecond
	j := Assemble(Request{Scenario: rs, Command: []string{"x"}}, run, L)
	var closed *results.LiveRecording
	for i := range j.Models {
		if j.Models[i].Name == results.Closed {
			closed = &j.Models[i]
		}
	}
	if j.ModelError != "" || closed == nil || closed.Samples != 10000 {
		t.Fatalf("Assemble = %+v", j)
	}
	// on one connection each send finds the worker idle, its last reply
	// in, so a closed sample is its own draw plus L (a draw above I only
	// delays the next send)
	draws := rs.ServiceDraws()
	lat := make([]int64, 10000)
	for i := range lat {
		lat[i] = draws.Next() + int64(L)
	}
	slices.Sort(lat)
	if p50 := lat[sim.HalfUp.Rank(sim.P50, 10000)-1]; closed.AtNs[results.P50] != p50 || p50 == int64(sc.Service+L) {
		t.Errorf("the model's closed p50 %d ns, want the draws' plus L, %d", closed.AtNs[results.P50], p50)
	}
	text := render.Judgement(&j, measure.Scenario(sc), measure.LiveRandom(rs))
	if !strings.Contains(text, "the model, with the worker's own service times, drawn exp of mean 100 µs from seed 3, L = 10 µs") {
		t.Errorf("the judgement does not say the model took the draws:\n%s", text)
	}
}
