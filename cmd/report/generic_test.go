//go:build unix

package main

import (
	"bytes"
	"coordinated-omission/internal/testenv"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
	"coordinated-omission/internal/verdict"
)

// judgeGeneric runs -judge with args before -- and command after it, and
// returns what it printed and the run it wrote.
func judgeGeneric(t *testing.T, dir string, args []string, command ...string) (string, results.Judged) {
	t.Helper()
	var out, errOut bytes.Buffer
	all := append(append([]string{"-results", dir, "-live-duration", "2s", "-judge"}, args...), "--")
	if err := run(append(all, command...), os.Getenv, &out, &errOut); err != nil {
		t.Fatalf("%v\n%s", err, errOut.String())
	}
	name := results.RunName(filepath.Base(command[0]))
	f, err := rawfile.ReadFile(filepath.Join(dir, "judge-"+name+".txt"))
	if err != nil {
		t.Fatal(err)
	}
	js, err := verdict.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return out.String(), js.Runs[0]
}

// TestJudgeGenericFile: figures handed over in a generic form are read
// from -judge-output with the unit given, with no load generator needed.
func TestJudgeGenericFile(t *testing.T) {
	testenv.WallClock(t, "live runs")
	if testing.Short() {
		t.Skip("live runs")
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "figures.txt")
	text, j := judgeGeneric(t, dir, []string{"-judge-format", "percentiles", "-judge-unit", "ms", "-judge-output", file},
		"sh", "-c", `printf 'p50 0.5\np90 1.25\np99 190\np99.9 199.5\n' > `+file)
	want := map[results.Level]int64{results.P50: 500_000, results.P90: 1_250_000, results.P99: 190_000_000, results.P999: 199_500_000}
	if j.Format != "percentiles" || j.ReadError != "" || len(j.ReportedNs) != 4 {
		t.Fatalf("read %q %v (%s)\n%s", j.Format, j.ReportedNs, j.ReadError, text)
	}
	for l, ns := range want {
		if j.ReportedNs[l] != ns {
			t.Errorf("%s: %d ns, want %d", l, j.ReportedNs[l], ns)
		}
	}
	if !strings.Contains(text, "read as percentiles") {
		t.Errorf("no format named in\n%s", text)
	}
	// the same file refused: the line is named, and the run is still judged
	if err := os.WriteFile(file, []byte("p101 1ms\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, j = judgeGeneric(t, dir, []string{"-judge-format", "percentiles", "-judge-unit", "ms", "-judge-output", file}, "sh", "-c", "true")
	if !strings.Contains(j.ReadError, `line 1 "p101 1ms": percentile 101 is above 100`) {
		t.Errorf("a refused line: %q", j.ReadError)
	}
}

// TestJudgeGenericTools: real tools' figures in the generic forms: hey's
// per-request CSV (-o csv, seconds) as a latencies column, and wrk's
// report saved to a file as percentile lines. Both are judged.
func TestJudgeGenericTools(t *testing.T) {
	testenv.WallClock(t, "live runs")
	if testing.Short() {
		t.Skip("live runs")
	}
	for _, tool := range []string{"hey", "wrk"} {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("REQUIRE_TOOLS") != "" {
				t.Fatalf("no %s, and REQUIRE_TOOLS is set", tool)
			}
			t.Skipf("no %s", tool)
		}
	}
	dir := t.TempDir()
	csv, report := filepath.Join(dir, "hey.csv"), filepath.Join(dir, "wrk.txt")
	for _, c := range []struct {
		args    []string
		command []string
		format  string
	}{
		{[]string{"-judge-format", "latencies", "-judge-column", "response-time", "-judge-unit", "s", "-judge-output", csv},
			[]string{"sh", "-c", "hey -z 2s -c 10 -q 500 -o csv {url} > " + csv}, "latencies"},
		{[]string{"-judge-format", "percentiles", "-judge-output", report},
			[]string{"sh", "-c", "wrk -t1 -c10 -d2s --latency {url} > " + report}, "percentiles"},
	} {
		text, j := judgeGeneric(t, dir, c.args, c.command...)
		v := verdict.Decide(&j, results.Scenario{})
		if j.Format != c.format || j.ReadError != "" || len(verdict.Compared(&j)) == 0 || v.Match == "" {
			t.Errorf("%s: format %q, figures %v, read error %q, match %q\n%s", c.command[2], j.Format, j.ReportedNs, j.ReadError, v.Match, text)
		}
		if c.format == "latencies" && (j.View.Requests == 0 || j.ReportedNs[results.Max] == 0) {
			t.Errorf("hey's CSV: %d requests served, max %d ns", j.View.Requests, j.ReportedNs[results.Max])
		}
	}
}
