package judge

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/live"
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
		View: live.View{Requests: 10000, Connections: 300, StallArrivals: []int{5, 5}, PeakInFlight: 10, LastArrival: 1999_950 * time.Microsecond, RatePct: 150, EarlyRatePct: 150}}
	j := Assemble(Request{Scenario: sc, Command: []string{"wrk"}}, run, 10*time.Microsecond)
	if j.Run != "wrk" || j.Format != "wrk" || j.ReadError != "" || j.ModelConnections != 10 || j.ModelDurationNs != int64(2*time.Second) ||
		len(j.Models) != len(results.Designs)+1 || j.CorrectedIntervalNs != int64(10*sc.Interval) || j.WrkIntervalNs <= 0 {
		t.Fatalf("Assemble = %+v", j)
	}
	if v := verdict.Decide(&j, results.Scenario{Interval: sc.Interval, Stall: sc.Stall}); v.Match != results.Wrk || !v.NoPlan {
		t.Errorf("verdict %+v, want wrk's design and no plan", v)
	}
	// with no stall (-stall 0), the fit's grid is I/20 alone, not 0
	noStall := sc
	noStall.Stall = 0
	if j := Assemble(Request{Scenario: noStall, Command: []string{"wrk"}}, run, 10*time.Microsecond); len(j.Models) != len(results.Designs)+1 || j.FittedIntervalNs <= 0 {
		t.Errorf("with no stall: fitted at %d ns, %d models", j.FittedIntervalNs, len(j.Models))
	}
	// from a file, and a file that is not there
	path := filepath.Join(t.TempDir(), "out.txt")
	if err := os.WriteFile(path, out, 0o644); err != nil {
		t.Fatal(err)
	}
	run.Output = nil
	if j := Assemble(Request{Scenario: sc, Command: []string{"x"}, OutputFile: path}, run, 0); j.Format != "wrk" {
		t.Errorf("from a file: %+v", j)
	}
	if j := Assemble(Request{Scenario: sc, Command: []string{"x"}, OutputFile: path + ".no"}, run, 0); strings.Count(j.ReadError, "out.txt.no") != 1 {
		t.Errorf("from a missing file: %q", j.ReadError)
	}
	if j := Assemble(Request{Scenario: sc, Command: []string{"x"}, Format: "hey"}, live.ToolRun{Command: []string{"x"}, Output: out}, 0); j.ReadError == "" || j.ModelError == "" {
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
