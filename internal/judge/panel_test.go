//go:build unix

package judge

import (
	"bufio"
	"bytes"
	"context"
	"coordinated-omission/internal/testenv"
	"coordinated-omission/internal/tools"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/live"
	"coordinated-omission/internal/measure"
	"coordinated-omission/internal/results"
	"coordinated-omission/internal/verdict"
	"coordinated-omission/sim"
)

// TestMissingAndSeconds: a tool not on PATH gets its install row, and a
// panel of other than whole seconds is refused before anything runs.
func TestMissingAndSeconds(t *testing.T) {
	sc := sim.Default()
	sc.Duration = 1500 * time.Millisecond
	if _, err := RunPanel(context.Background(), sim.Random{Scenario: sc}, Panel, &bytes.Buffer{}); err == nil || !strings.Contains(err.Error(), "whole seconds") {
		t.Errorf("1.5 s: %v", err)
	}
	sc.Duration = 0
	if _, err := RunPanel(context.Background(), sim.Random{Scenario: sc}, Panel, &bytes.Buffer{}); err == nil {
		t.Error("0 s: no error")
	}
	// a second, the least whole one, is run: here by none of its tools,
	// which are not installed, so each row says how to install its own,
	// and nothing is run, not even the calibration (its context, ended,
	// would end it)
	sc.Duration = time.Second
	missing := []Entry{{Run: "nope", Args: []string{"no-such-tool-here", "{url}"}, Install: "apt-get install nope"}}
	ended, cancel := context.WithCancel(context.Background())
	cancel()
	if rows, err := RunPanel(ended, sim.Random{Scenario: sc}, missing, &bytes.Buffer{}); err != nil || len(rows) != 1 || rows[0].Missing != "apt-get install nope" {
		t.Errorf("1 s, no tool installed: %+v, %v", rows, err)
	}
	j, err := runEntry(context.Background(), sim.Random{Scenario: sim.Default()}, Entry{Run: "nope", Args: []string{"no-such-tool-here", "{url}"}, Install: "apt-get install nope"}, 0, &bytes.Buffer{})
	if err != nil || j.Missing != "apt-get install nope" || j.Run != "nope" || j.Command[0] != "no-such-tool-here" {
		t.Errorf("a missing tool: %+v, %v", j, err)
	}
}

// TestVersion reads versions as each entry says.
func TestVersion(t *testing.T) {
	ctx := context.Background()
	sh := "/bin/sh"
	if got := version(ctx, sh, Entry{Args: []string{"sh"}, Version: "-c", VersionPattern: `^x \S+`}); got != "" {
		t.Errorf("a version flag that prints nothing: %q", got)
	}
	script := filepath.Join(t.TempDir(), "tool")
	if err := os.WriteFile(script, []byte("#!/bin/sh\necho 'noise'\necho 'tool v1.2.3 (built)'\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if got := version(ctx, script, Entry{Args: []string{"tool"}, Version: "--version", VersionPattern: `^tool \S+`}); got != "tool v1.2.3" {
		t.Errorf("version = %q, want tool v1.2.3 (a failing exit still prints it)", got)
	}
	if got := version(ctx, script, Entry{Args: []string{"tool"}, Version: "buildinfo"}); got != "" {
		t.Errorf("buildinfo of a script = %q", got)
	}
	self, _ := os.Executable()
	if got := version(ctx, self, Entry{Args: []string{"x"}, Version: "buildinfo"}); !strings.HasPrefix(got, "coordinated-omission@") {
		t.Errorf("buildinfo of the test binary = %q", got)
	}
	if _, err := exec.LookPath("dpkg-query"); err == nil {
		if got := version(ctx, "", Entry{Args: []string{"dash"}, Version: "dpkg"}); !strings.HasPrefix(got, "dash ") || len(got) < 6 {
			t.Errorf("dpkg's version of dash = %q", got)
		}
		// a package not named as its tool: dash's, named for "sh"
		if got, want := version(ctx, "", Entry{Args: []string{"sh"}, Version: "dpkg:dash"}), version(ctx, "", Entry{Args: []string{"dash"}, Version: "dpkg"}); got != "sh "+strings.TrimPrefix(want, "dash ") {
			t.Errorf("dpkg's version of dash, for sh = %q, want sh and %q's", got, want)
		}
	}
	if got := firstMatch(ctx, []string{"/no/such"}, `.`, ""); got != "" {
		t.Errorf("firstMatch of a missing command = %q", got)
	}
}

// TestThen runs a follow-up command into a file, and says when it fails.
func TestThen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "out")
	if err := then(context.Background(), []string{"sh", "-c", "echo figures"}, path); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(path); string(b) != "figures\n" {
		t.Errorf("then wrote %q", b)
	}
	if err := then(context.Background(), []string{"sh", "-c", "exit 4"}, path); err == nil || !strings.Contains(err.Error(), "sh -c: exit status 4") {
		t.Errorf("a failing follow-up: %v", err)
	}
	if err := then(context.Background(), []string{"sh", "-c", "true"}, filepath.Join(path, "under-a-file")); err == nil {
		t.Error("an output path under a file: no error")
	}
	sc := sim.Default()
	if got := thenArgs(Entry{Then: []string{"v", "{dir}/r"}}, sc, "{dir}"); strings.Join(got, " ") != "&& v {dir}/r" {
		t.Errorf("thenArgs = %q", got)
	}
	if got := thenArgs(Entry{}, sc, "d"); got != nil {
		t.Errorf("thenArgs of none = %q", got)
	}
}

// TestPanelRun runs a made-up entry, a shell that makes three requests and
// prints a captured wrk report, through the panel, with a follow-up and a
// targets file: the run is judged as the panel judges its tools.
func TestPanelRun(t *testing.T) {
	testenv.WallClock(t, "a live panel run")
	if testing.Short() || !wallClock {
		t.Skip("a live run on the wall clock")
	}
	needCurl(t)
	capture, err := filepath.Abs("../../testdata/tools/wrk.txt")
	if err != nil {
		t.Fatal(err)
	}
	sc := sim.Default()
	sc.Duration = time.Second
	e := Entry{Run: "fake", Args: []string{"sh", "-c", "for i in 1 2 3; do curl -s $(cut -d' ' -f2 {dir}/targets.txt) >/dev/null; done; cp " + capture + " {dir}/saved"},
		Then: []string{"cat", "{dir}/saved"}, Files: vegetaTargets, Format: "wrk", Install: "none", Version: "buildinfo"}
	runs, err := RunPanel(context.Background(), sim.Random{Scenario: sc}, []Entry{e}, &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	j := runs[0]
	if j.View.Requests != 3 || j.Format != "wrk" || j.Exit != "exit status 0" || j.Command[len(j.Command)-1] != "{dir}/saved" || len(j.Models) < len(results.Designs) {
		t.Errorf("the panel's run: %+v", j)
	}
}

// TestPanelRunOnManyWorkers runs a made-up entry against a server of four
// workers, a shell that makes three requests and prints a hey log: the
// model, of one worker, is not its, and the run's audit is held to the
// open loop on the plan against four workers: half its requests take the
// 100 µs service, and its p99, within the first stall of 200 ms (a fifth
// of the plan's requests meet it), between 180 and 200 ms.
func TestPanelRunOnManyWorkers(t *testing.T) {
	testenv.WallClock(t, "a live panel run")
	if testing.Short() || !wallClock {
		t.Skip("a live run on the wall clock")
	}
	needCurl(t)
	log, err := filepath.Abs("../../testdata/audit/hey.csv")
	if err != nil {
		t.Fatal(err)
	}
	sc := sim.Default()
	sc.Duration = time.Second
	e := Entry{Run: "fake-w4", Args: []string{"sh", "-c", "for i in 1 2 3; do curl -s {url} >/dev/null; done; grep -v '^#' " + log},
		Format: tools.Latencies, Options: tools.Options{UnitNs: 1e9, Column: "response-time"}, Install: "none", AuditLog: AuditOutput, Workers: 4}
	runs, err := RunPanel(context.Background(), sim.Random{Scenario: sc}, []Entry{e}, &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	j := runs[0]
	if j.View.Requests != 3 || j.Models != nil || !strings.Contains(j.ModelError, "this one had 4") {
		t.Errorf("the run: %d requests, models %v, %q", j.View.Requests, j.Models, j.ModelError)
	}
	a := j.Audit
	if a == nil || a.Workers != 4 || len(a.Truth) != len(results.AuditLevels) || a.Truth[0] != int64(sc.Service) || a.Truth[2] <= 180e6 || a.Truth[2] > 200e6 {
		t.Fatalf("its audit: %+v", a)
	}
	if one := manyWorkersTruth(sim.Random{Scenario: sc}, 1); one[2] <= a.Truth[2] {
		t.Errorf("one worker's p99 %v is not above four's %v", time.Duration(one[2]), time.Duration(a.Truth[2]))
	}
}

// TestServe serves one phase for requests made by hand, here by curl, and
// judges it from a saved output.
func TestServe(t *testing.T) {
	testenv.WallClock(t, "a served phase")
	if testing.Short() || !wallClock {
		t.Skip("a live run on the wall clock")
	}
	if _, err := exec.LookPath("curl"); err != nil {
		t.Skip("no curl")
	}
	sc := sim.Default()
	sc.Duration = time.Second
	pr, pw := io.Pipe()
	type result struct {
		j   results.Judged
		err error
	}
	done := make(chan result, 1)
	go func() {
		j, err := Serve(context.Background(), Request{Scenario: sim.Random{Scenario: sc}, Run: "serve", OutputFile: "../../testdata/tools/hey.txt"}, pw)
		pw.Close()
		done <- result{j, err}
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "serving http://127.0.0.1:") {
		t.Fatalf("Serve announced %q, %v", line, err)
	}
	url := strings.Fields(line)[1]
	url = strings.TrimSuffix(url, ":")
	for range 3 {
		if out, err := exec.Command("curl", "-s", url).CombinedOutput(); err != nil {
			t.Fatalf("curl %s: %v %s", url, err, out)
		}
	}
	go io.Copy(io.Discard, pr)
	r := <-done
	if r.err != nil || r.j.View.Requests != 3 || r.j.Format != "hey" || r.j.Exit != "served by hand" {
		t.Errorf("Serve = %+v, %v", r.j, r.err)
	}
}

// TestK6Script: the k6 entry's script holds the plan's rate, the duration
// and the server's URL once filled.
func TestK6Script(t *testing.T) {
	sc := sim.Default()
	sc.Duration = 5 * time.Second
	for _, e := range Panel {
		if e.Run != "k6" {
			continue
		}
		got := live.Fill(fill([]string{e.Files["k6.js"]}, sc, "/d"), "http://127.0.0.1:9/", "127.0.0.1:9")[0]
		for _, want := range []string{"rate: 5000,", "duration: '5s'", "http.get('http://127.0.0.1:9/')"} {
			if !strings.Contains(got, want) {
				t.Errorf("k6.js has no %q:\n%s", want, got)
			}
		}
		return
	}
	t.Fatal("no k6 entry")
}

// TestPanelSurvivesItsTools: beside a tool that runs, one that exits 1 at
// once, one that sleeps past its wait for a first request, one that
// cannot start and one that prints garbage each get a row with the
// reason; the good row is as it is alone, and the file round-trips.
func TestPanelSurvivesItsTools(t *testing.T) {
	testenv.WallClock(t, "a live panel of failing tools")
	if testing.Short() || !wallClock {
		t.Skip("a live run on the wall clock")
	}
	needCurl(t)
	wait := live.FirstRequestWait
	live.FirstRequestWait = 500 * time.Millisecond
	defer func() { live.FirstRequestWait = wait }()
	capture, err := filepath.Abs("../../testdata/tools/wrk.txt")
	if err != nil {
		t.Fatal(err)
	}
	notExec := filepath.Join(t.TempDir(), "notexec")
	if err := os.WriteFile(notExec, []byte("#!/bin/sh\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	sc := sim.Default()
	sc.Duration = time.Second
	good := Entry{Run: "good", Args: []string{"sh", "-c", "for i in 1 2 3; do curl -s {url} >/dev/null; done; cat " + capture}, Format: "wrk"}
	entries := []Entry{
		good,
		{Run: "fails", Args: []string{"false"}, Format: "wrk"},
		{Run: "sleeps", Args: []string{"sleep", "1000"}, Format: "wrk"},
		{Run: "cannot", Args: []string{notExec}, Format: "wrk"},
		{Run: "garbage", Args: []string{"sh", "-c", "curl -s {url} >/dev/null; echo '%%% not figures'"}, Format: "wrk"},
	}
	start := time.Now()
	runs, err := RunPanel(context.Background(), sim.Random{Scenario: sc}, entries, &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); took > time.Minute {
		t.Errorf("the panel took %v", took)
	}
	if len(runs) != len(entries) {
		t.Fatalf("%d rows for %d entries", len(runs), len(entries))
	}
	rows := map[string]results.Judged{}
	for _, j := range runs {
		rows[j.Run] = j
	}
	if g := rows["good"]; g.View.Requests != 3 || g.Format != "wrk" || g.ReadError != "" || len(g.Models) < len(results.Designs) {
		t.Errorf("the good row: %+v", g)
	}
	for run, want := range map[string]struct{ exit, read string }{
		"fails":   {"exit status 1", "wrk: no "},
		"sleeps":  {"killed at 500ms: no request had arrived", "wrk: no "},
		"cannot":  {"it did not run: " + notExec + " could not start: permission denied", ""},
		"garbage": {"exit status 0", "wrk: no "},
	} {
		j := rows[run]
		if j.Exit != want.exit || !strings.Contains(j.ReadError, want.read) || j.Run != run {
			t.Errorf("%s: exit %q, read error %q; want %q and %q", run, j.Exit, j.ReadError, want.exit, want.read)
		}
	}
	if rows["garbage"].View.Requests != 1 || rows["sleeps"].View.Requests != 0 {
		t.Errorf("requests: garbage %d, sleeps %d", rows["garbage"].View.Requests, rows["sleeps"].View.Requests)
	}
	js := &results.Judgements{Scenario: measure.Scenario(sc), Runs: runs}
	back, err := verdict.Decode(verdict.Encode(js))
	if err != nil {
		t.Fatalf("the panel's file does not read back: %v", err)
	}
	for i, j := range back.Runs {
		if j.Run != runs[i].Run || j.Exit != runs[i].Exit || j.ReadError != runs[i].ReadError {
			t.Errorf("row %d read back as %q %q %q, want %q %q %q", i, j.Run, j.Exit, j.ReadError, runs[i].Run, runs[i].Exit, runs[i].ReadError)
		}
	}
}

// needCurl skips a test whose fake tools send with curl where there is
// none, unless REQUIRE_TOOLS is set, as in CI.
func needCurl(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("curl"); err != nil {
		if os.Getenv("REQUIRE_TOOLS") != "" {
			t.Fatal("no curl, and REQUIRE_TOOLS is set")
		}
		t.Skip("no curl: the fake tools send with it")
	}
}

// TestHeyCSVEntry: the panel's hey -o csv run is judged on the figures of
// its rows' response times, and its printed rows are its log to audit,
// as hey prints them (the fixture's origin comments taken off).
func TestHeyCSVEntry(t *testing.T) {
	i := slices.IndexFunc(Panel, func(e Entry) bool { return e.Run == "hey-csv" })
	if i < 0 {
		t.Fatal("no hey-csv entry")
	}
	e := Panel[i]
	raw, err := os.ReadFile("../../testdata/audit/hey.csv")
	if err != nil {
		t.Fatal(err)
	}
	var out []byte
	for _, line := range bytes.SplitAfter(raw, []byte("\n")) {
		if !bytes.HasPrefix(line, []byte("#")) {
			out = append(out, line...)
		}
	}
	r, err := tools.ParseWith(e.Format, out, e.Options)
	if err != nil || r.AtNs[results.P99] <= 0 || r.AtNs[results.Max] < 200_000_000 {
		t.Fatalf("its figures: %+v, %v; want a p99, and a max past the 200 ms stall", r, err)
	}
	sc := sim.Default()
	sc.Interval = time.Millisecond // the fixture's plan: -q 100 on 10 connections
	a := auditOf(bytes.NewReader(out), "its output", e.Run, sc)
	if a.Recorded == nil || a.Bound == nil || !strings.Contains(a.Line, "hey-csv") || !strings.Contains(a.Line, "one request every 1ms, given") {
		t.Fatalf("its audit, on the plan the panel gave (1 ms): %+v", a)
	}
	if e.AuditLog != AuditOutput || !slices.Contains(e.Args, "csv") {
		t.Errorf("entry %+v: want its output audited, from -o csv", e)
	}
	if a := auditOf(strings.NewReader("Error: no such host\n"), "its output", e.Run, sc); a.Recorded != nil || !strings.HasPrefix(a.Line, "its log could not be audited: ") {
		t.Errorf("an output that is no log: %+v", a)
	}
}
