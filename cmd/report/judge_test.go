//go:build unix

package main

import (
	"bytes"
	"coordinated-omission/internal/testenv"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/live"
	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
	"coordinated-omission/internal/verdict"
)

// TestJudgeWrk is -judge end to end with wrk: the server's view, wrk's
// figures, every design and a verdict on the terminal, and its file.
func TestJudgeWrk(t *testing.T) {
	testenv.WallClock(t, "a 2 s live run of wrk")
	if testing.Short() {
		t.Skip("a 2 s live run")
	}
	if _, err := exec.LookPath("wrk"); err != nil {
		if os.Getenv("REQUIRE_TOOLS") != "" {
			t.Fatal("no wrk, and REQUIRE_TOOLS is set")
		}
		t.Skip("no wrk")
	}
	dir := t.TempDir()
	var out, errOut bytes.Buffer
	err := run([]string{"-results", dir, "-live-duration", "2s", "-judge", "--", "wrk", "-t1", "-c10", "-d2s", "--latency", "{url}"}, os.Getenv, &out, &errOut)
	if err != nil {
		t.Fatalf("%v\n%s", err, errOut.String())
	}
	text := out.String()
	for _, want := range []string{"the server's view: ", "its figures: p50 ", "read as wrk", "open (the truth)", "corrected at N·I = 2 ms", "wrk, E_w = ", "verdict: matches ", "wrote: "} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in\n%s", want, text)
		}
	}
	f, err := rawfile.ReadFile(filepath.Join(dir, "judge-wrk.txt"))
	if err != nil {
		t.Fatal(err)
	}
	js, err := verdict.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	j := js.Runs[0]
	if j.Format != "wrk" || len(j.Models) != len(results.Designs)+1 || j.View.Requests == 0 || j.ModelConnections != 10 {
		t.Errorf("judged %+v", j)
	}
	// wrk corrects at its own interval: its p99 is the stalls', wherever
	// the machine's noise puts its body
	if v := verdict.Decide(&j, js.Scenario); v.Hides {
		t.Errorf("wrk's verdict %+v: it hides the stalls", v)
	}
}

// TestJudgeHostile: a command that does not exist, one that exits at once,
// one that outlives the bound, and one whose output is garbage each end
// in one line that says so.
func TestJudgeHostile(t *testing.T) {
	testenv.WallClock(t, "live runs of hostile tools")
	if testing.Short() {
		t.Skip("live runs")
	}
	dir := t.TempDir()
	judge := func(args ...string) (string, error) {
		var out, errOut bytes.Buffer
		err := run(append([]string{"-results", dir, "-live-duration", "1s", "-judge", "--"}, args...), os.Getenv, &out, &errOut)
		first, _, _ := strings.Cut(out.String(), "\n")
		return first, err
	}
	file := filepath.Join(dir, "a-file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := run([]string{"-results", file, "-judge", "--", "sleep", "29.5"}, os.Getenv, &out, &bytes.Buffer{}); err == nil || !strings.Contains(err.Error(), "not a folder") || out.Len() != 0 {
		t.Errorf("-results a file: %v, printed %q; want a refusal before the tool runs", err, out.String())
	}
	if _, err := judge("/no/such/tool", "{url}"); err == nil || !strings.Contains(err.Error(), "/no/such/tool could not start") {
		t.Errorf("a missing tool: %v", err)
	}
	if first, err := judge("true"); err != nil || first != "true: exit status 0; its figures could not be read (the output is empty); flagged by its self-checks, not a finding" {
		t.Errorf("true: %q, %v", first, err)
	}
	// 29.5 s: no other test's sleep, which go test may run meanwhile; it
	// sends nothing, so it is ended at the wait for its first request
	wait := live.FirstRequestWait
	live.FirstRequestWait = 2 * time.Second
	defer func() { live.FirstRequestWait = wait }()
	if first, err := judge("sleep", "29.5"); err != nil || !strings.HasPrefix(first, "sleep 29.5: killed at 2s: no request had arrived; its figures could not be read") {
		t.Errorf("sleep 29.5: %q, %v", first, err)
	}
	if first, err := judge("sh", "-c", "head -c 1000 /dev/urandom"); err != nil || !strings.Contains(first, "its figures could not be read") {
		t.Errorf("garbage: %q, %v", first, err)
	}
	if out, _ := exec.Command("pgrep", "-f", "^sleep 29.5$").Output(); len(out) > 0 {
		t.Errorf("left running: %s", out)
	}
}

// TestJudgeUsage: -judge's mistakes are usage errors.
func TestJudgeUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-judge"}, "-judge needs a command after --"},
		{[]string{"-judge", "--", ""}, "-judge: the command after -- is empty"},
		{[]string{"-judge", "-serve", "--", "x"}, "give one of them"},
		{[]string{"-judge", "-live", "--", "x"}, "cannot be combined"},
		{[]string{"-judge-output", "f"}, "-judge-output, -judge-format, -judge-unit and -judge-column are -judge's and -serve's"},
		{[]string{"-judge-column", "2"}, "-judge-output, -judge-format, -judge-unit and -judge-column are -judge's and -serve's"},
		{[]string{"-judge", "-judge-unit", "ms", "--", "x"}, "-judge-unit is for -judge-format percentiles or latencies"},
		{[]string{"-judge", "-judge-format", "wrk", "-judge-unit", "ms", "--", "x"}, "-judge-unit is for -judge-format percentiles or latencies"},
		{[]string{"-judge", "-judge-format", "percentiles", "-judge-unit", "parsecs", "--", "x"}, `-judge-unit "parsecs": want ns, us, ms or s`},
		{[]string{"-serve", "-judge-format", "hey", "-judge-column", "2"}, "-judge-column is for -judge-format latencies"},
		{[]string{"-judge", "-judge-format", "nope", "--", "x"}, `-judge-format "nope": want one of`},
		{[]string{"--", "wrk"}, `unexpected argument "wrk"`},
		{[]string{"-live", "-live-duration", "1500ms"}, "whole seconds"},
		{[]string{"-live", "-interval", "2s", "-duration", "1m"}, "-interval 2s: the live panel's tools take whole requests a second"},
	} {
		err := run(c.args, os.Getenv, &bytes.Buffer{}, &bytes.Buffer{})
		var u usageError
		if err == nil || !strings.Contains(err.Error(), c.want) || !errors.As(err, &u) {
			t.Errorf("%q: %v, want a usage error with %q", c.args, err, c.want)
		}
	}
}

// TestLiveWithNoToolInstalled runs -live as a newcomer would, with none of
// the panel's load generators on PATH: it ends well, the README's panel
// section says which tools it would have run and how to install each,
// with no picture, an old picture is removed, and -check passes on what
// it wrote.
func TestLiveWithNoToolInstalled(t *testing.T) {
	testenv.WallClock(t, "a live run")
	if testing.Short() {
		t.Skip("a live run on the wall clock")
	}
	t.Setenv("PATH", t.TempDir()) // not parallel: PATH is the process's
	w := newWorkspace(t, handREADME)
	mustWrite(t, w.path("results/generators.svg"), []byte("<svg>an old run's</svg>\n"))
	stdout, stderr, err := w.run(nil, "-reps", "1", "-live", "-live-duration", "1s")
	if err != nil {
		t.Fatalf("-live with no tool installed: %v\n%s", err, stderr)
	}
	if want := "removed: " + w.path("results/generators.svg"); !strings.Contains(stdout, want) {
		t.Errorf("stdout does not say %q:\n%s", want, stdout)
	}
	readme := string(w.read(t, "README.md"))
	for _, want := range []string{"None of the panel's load generators is installed on this machine", "how to install it", "apt-get install wrk"} {
		if !strings.Contains(readme, want) {
			t.Errorf("the README has no %q", want)
		}
	}
	if strings.Contains(readme, "generators.svg") {
		t.Error("the README links a picture of no run")
	}
	if _, err := os.Stat(w.path("results/generators.svg")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the old picture: %v, want it removed", err)
	}
	if out, _, err := w.run(nil, "-check"); err != nil {
		t.Errorf("-check after the run: %v\n%s", err, out)
	}
}
