package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/sim"
)

func TestAsmFlag(t *testing.T) {
	t.Parallel()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(mustRead(t, exe))
	f, err := rawfile.ReadFile("../../testdata/raw.txt")
	if err != nil || len(f.Asm) == 0 {
		t.Fatalf("testdata/raw.txt has no disassembly: %v", err)
	}
	body := strings.Join(f.Asm[1:], "\n") + "\n" // the testdata header names another binary

	w := newWorkspace(t, handREADME)
	mustWrite(t, w.path("other.s"), []byte("# sha256 "+strings.Repeat("0", 64)+"\n"+body))
	before := w.snapshot(t)
	if _, _, err := w.run(nil, "-reps", "1", "-asm", w.path("other.s")); err == nil || !strings.Contains(err.Error(), "disassembled from another binary") {
		t.Errorf("err = %v, want a refusal of another binary's disassembly", err)
	}
	for p, b := range w.snapshot(t) {
		if before[p] != b {
			t.Errorf("%s changed", p)
		}
	}
	mustWrite(t, w.path("bad.s"), []byte("no hash line\n"+body))
	if _, _, err := w.run(nil, "-reps", "1", "-asm", w.path("bad.s")); err == nil || !strings.Contains(err.Error(), `bad.s:1: want a first line "# sha256 <hex>"`) {
		t.Errorf("err = %v, want a refusal of a file without a hash line", err)
	}

	mustWrite(t, w.path("this.s"), []byte("# sha256 "+hex.EncodeToString(sum[:])+"\n"+body))
	if _, _, err := w.run(nil, "-reps", "1", "-asm", w.path("this.s")); err != nil {
		t.Fatal(err)
	}
	full := string(w.read(t, "results/summary.md"))
	if !strings.Contains(full, "Neither function contains a `CALL` anywhere") || !strings.Contains(full, "the closed loop subtracts the start (`SUBQ") || !strings.Contains(full, "; latency = done − due") {
		t.Errorf("the full results do not state the loops' checked properties")
	}
	if readme := string(w.read(t, "README.md")); !strings.Contains(readme, "The closed and open loops compile to") || !strings.Contains(readme, "(results/summary.md#the-loops-as-compiled)") {
		t.Errorf("README does not sum up the compiled loops, with a link to them")
	}
	if got := string(w.read(t, "results/sim_"+runtime.GOARCH+".s")); got != string(mustRead(t, w.path("this.s"))) {
		t.Errorf("results/sim_%s.s is not the disassembly given", runtime.GOARCH)
	}
}

// TestVerifyEndToEnd runs -verify on a fresh raw file, then on copies with
// one value changed in each kind of line that reaches a rendered file, and
// on timings, which it must not compare. measure's tests tamper every
// field one by one; this checks the command's wiring and message.
func TestVerifyEndToEnd(t *testing.T) {
	t.Parallel()
	w := newWorkspace(t, handREADME)
	if _, _, err := w.run(nil, "-reps", "2", "-quick"); err != nil {
		t.Fatal(err)
	}
	raw := w.read(t, "results/quick-raw.txt")
	if out, _, err := w.run(nil, "-verify", w.path("results/quick-raw.txt")); err != nil || !strings.Contains(out, "reproduces") {
		t.Fatalf("-verify on a fresh raw file: %v\n%s", err, out)
	}
	for _, tc := range []struct{ from, to, name string }{
		{"slow-threshold: 1ms", "slow-threshold: 5ms", "configuration slow-threshold"},
		{"requests: 25000", "requests: 123", "configuration requests"},
		{"mode: quick", "mode: full", "configuration mode"},
		{"BenchmarkSim/client=open 25000", "BenchmarkSim/client=open 25001", "Benchmark line 2 (Sim/client=open): iterations 25001"},
		{"RESULT corrected.n 29995 samples\n", "", "no RESULT corrected.n"},
		{"RESULT open.p99 195100.0 us", "RESULT open.p99 195000.0 us", "RESULT open.p99 195000.0 us"},
		{"n=25000 half-up-ns=100000,150100000,", "n=25000 half-up-ns=100000,150000000,", "half-up-ns=100000,150000000"},
		{"checks passed over 3 runs", "checks passed over 4 runs", "closing line"},
	} {
		bad := bytes.Replace(raw, []byte(tc.from), []byte(tc.to), 1)
		if bytes.Equal(bad, raw) {
			t.Fatalf("%q not found", tc.from)
		}
		mustWrite(t, w.path("quick-bad.txt"), bad)
		_, _, err := w.run(nil, "-verify", w.path("quick-bad.txt"))
		if err == nil || !strings.Contains(err.Error(), "does not reproduce") || !strings.Contains(err.Error(), tc.name) {
			t.Errorf("%q → %q: -verify err = %v, want one naming %q", tc.from, tc.to, err, tc.name)
		}
	}
	// A quick run's file under a full run's name: the mode line is wrong for it.
	mustWrite(t, w.path("raw.txt"), raw)
	if _, _, err := w.run(nil, "-verify", w.path("raw.txt")); err == nil || !strings.Contains(err.Error(), `configuration mode: "quick", re-simulated "full"`) {
		t.Errorf("a quick file named raw.txt: err = %v", err)
	}
	// Timings cannot be reproduced and are not compared.
	timing := regexp.MustCompile(`RESULT cost.open.min \S+`).ReplaceAll(raw, []byte("RESULT cost.open.min 99.999"))
	mustWrite(t, w.path("quick-timing.txt"), timing)
	if _, _, err := w.run(nil, "-verify", w.path("quick-timing.txt")); err != nil {
		t.Errorf("-verify with a changed timing: %v", err)
	}
}

// TestRenderAfterTemplateEdit edits the README template, sees -check fail
// and name -render, runs -render, and sees -check pass; -render keeps the
// hand-edit refusal.
func TestRenderAfterTemplateEdit(t *testing.T) {
	t.Parallel()
	w := goodWorkspace(t)
	raw := w.read(t, "results/raw.txt")
	tmpl := w.read(t, "README.md.tmpl")
	mustWrite(t, w.path("README.md.tmpl"), bytes.Replace(tmpl, []byte("hides the stall"), []byte("hides every stall"), 1))
	if _, _, err := w.run(nil, "-check"); err == nil || !strings.Contains(err.Error(), "-render") {
		t.Fatalf("-check after a template edit: err = %v, want one naming -render", err)
	}
	out, _, err := w.run(nil, "-render")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "rendered from") || !bytes.Contains(w.read(t, "README.md"), []byte("hides every stall")) {
		t.Errorf("-render did not apply the edit: %s", out)
	}
	if !bytes.Equal(w.read(t, "results/raw.txt"), raw) {
		t.Error("-render changed raw.txt")
	}
	if _, _, err := w.run(nil, "-check"); err != nil {
		t.Errorf("-check after -render: %v", err)
	}
	edited := bytes.Replace(w.read(t, "README.md"), []byte("hides every stall"), []byte("hides a stall"), 1)
	mustWrite(t, w.path("README.md"), edited)
	if _, _, err := w.run(nil, "-render"); err == nil || !strings.Contains(err.Error(), "edited by hand") {
		t.Errorf("-render over a hand edit: err = %v", err)
	}
	if _, _, err := w.run(nil, "-render", "-force"); err != nil {
		t.Errorf("-render -force: %v", err)
	}
}

// TestHgrmFootersMatchResults checks each .hgrm file's footer against the
// RESULT lines of the same run.
func TestHgrmFootersMatchResults(t *testing.T) {
	t.Parallel()
	w := goodWorkspace(t)
	f, err := rawfile.ReadFile(w.path("results/raw.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, set := range sim.Seed {
		hgrm := string(w.read(t, "results/"+set.String()+".hgrm"))
		maxUs, _ := f.Result(set.String() + ".max")
		n, _ := f.Result(set.String() + ".n")
		want := "#[Max     = " + strings.Repeat(" ", 12-len(maxUs.Value+"0000")) + maxUs.Value + "0000, Total count    = " + strings.Repeat(" ", 12-len(n.Value)) + n.Value + "]\n"
		if !strings.Contains(hgrm, want) {
			t.Errorf("%v.hgrm: no footer %q", set, want)
		}
	}
}

// TestRoundTripRendersThePlan: with -rtt the README shows the plan's
// recording beside the open and closed ones, says what a round trip does
// to timing from the plan, and -check passes on what it wrote; the raw
// file has every design's RESULT lines and says which the event
// reference checked.
func TestRoundTripRendersThePlan(t *testing.T) {
	t.Parallel()
	w := newWorkspace(t, handREADME)
	args := []string{"-reps", "1", "-rtt", "23140ns", "-service", "100200ns"}
	if _, _, err := w.run(nil, args...); err != nil {
		t.Fatal(err)
	}
	readme := string(w.read(t, "README.md"))
	for _, want := range []string{
		"| percentile | closed (µs) | open (µs)  | corrected (µs) | plan (µs)  | open / closed |",
		"A round trip parts timing from the plan from the open loop",
		"its p99 is 196.29034 ms against the open loop's 195.13334 ms, 1.157 ms more",
		"walks a server timeline of its own",
	} {
		if !strings.Contains(readme, want) {
			t.Errorf("the README does not say %q", want)
		}
	}
	raw := string(w.read(t, "results/raw.txt"))
	for _, want := range []string{"\nrtt: 23.14µs\n", "\ndesigns: plan skip unpaced wrk\n", "\nchecked-by-reference: skip\n",
		"\nRESULT plan.p99 196290.34 us\n", "\nRESULT skip.n ", "\nRESULT unpaced.n ", "\nRESULT wrk.interval "} {
		if !strings.Contains(raw, want) {
			t.Errorf("raw.txt has no %q", strings.TrimSpace(want))
		}
	}
	if _, stderr, err := w.run(nil, "-check"); err != nil {
		t.Errorf("-check after a run with a round trip: %v\n%s", err, stderr)
	}
}
