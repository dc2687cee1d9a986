package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// fixturePath is a fixture of testdata/audit, from this folder.
func fixturePath(name string) string { return filepath.Join("..", "..", "testdata", "audit", name) }

// TestAuditEveryFixture: -audit runs on a fixture of every format and
// prints its design, its plan and its verdict, and writes its raw file and
// its picture; -verify audits the log again from the path it records.
func TestAuditEveryFixture(t *testing.T) {
	t.Parallel()
	w := newWorkspace(t, handREADME)
	for _, tc := range []struct {
		file  string
		extra []string
		words string
	}{
		{"vegeta.bin", nil, "sent on its plan"},
		{"vegeta.csv", nil, "hid nothing"},
		{"vegeta.json", nil, "(vegeta-json)"},
		{"fortio.jsonl", nil, "hid the slow moments: its p99 at least"},
		{"hey.csv", nil, "the log names no connection to tell more"},
		{"h2load.log", []string{"-interval", "1ms"}, "one request every 1ms, given"},
		{"jtl.csv", nil, "(jtl): waited for each reply"},
		{"k6.json", nil, "(k6-json)"},
		{"k6.csv", nil, "(k6-csv)"},
		{"gatling.log", nil, "(gatling)"},
		{"generic.csv", []string{"-audit-format", "csv", "-audit-send", "sent", "-audit-latency", "3", "-audit-conn", "worker"}, "(csv): waited for each reply"},
		{"jmeter.jtl", nil, "plan: 20 threads started over 9.5s, each sending 1.01s after its reply (its think time)"},
		{"jmeter-paused.jtl", nil, "plan: 20 threads started over 9.5s, each sending 101ms after its reply (its think time)"},
		{"jmeter-dates.jtl", nil, "(jtl): 20 threads looping, each thinking before its next send after a reply: a closed model"},
		{"jmeter-2x.jtl", nil, "(jtl): 20 threads looping, each thinking before its next send after a reply: a closed model"},
		{"jmeter-crash.jtl", nil, "(jtl): 20 threads looping, each thinking before its next send after a reply: a closed model"},
		{"jmeter-failed.jtl", nil, "(jtl): 20 threads looping, each thinking before its next send after a reply: a closed model"},
		{"jmeter-appended.jtl", nil, "jmeter-appended run 1 of 2 (jtl)"},
		{"jmeter-appended.jtl", []string{"-audit-run", "2"}, "jmeter-appended run 2 of 2 (jtl)"},
		{"jmeter.jtl", []string{"-audit-label", "Home", "-audit-workers", "8"}, "a server of 8 workers, given"},
		{"jmeter.xml", nil, "(jtl-xml): 20 threads looping, each thinking before its next send after a reply: a closed model"},
		{"gatling-v30.log", nil, "(gatling): 20 threads looping, each thinking before its next send after a reply: a closed model"},
		{"gatling-v39.log", nil, "(gatling): 20 threads looping, each thinking before its next send after a reply: a closed model"},
		{"gatling-v314.log", nil, "(gatling-bin): 20 threads looping, each thinking before its next send after a reply: a closed model"},
		{"k6-18.csv", nil, "(k6-csv): 20 threads looping, each thinking before its next send after a reply: a closed model"},
		{"k6-19.csv", nil, "(k6-csv): 20 threads looping, each thinking before its next send after a reply: a closed model"},
		{"k6-keys.json", nil, "(k6-json): 20 threads looping, each thinking before its next send after a reply: a closed model"},
		{"gatling-open.log", nil, "(gatling): 90 users arrived at 3 a second over 29.7s on an even schedule, which its injector kept exactly, each running 4 requests (a median): an open model"},
		{"gatling-v36-open.log", nil, "(gatling): 90 users arrived at 3 a second over 29.7s"},
		{"gatling-closed.log", nil, "(gatling-bin): 15 users held, a new one started as each ended"},
		{"jmeter-once.jtl", nil, "(jtl): 100 users arrived at 1 a second over 1m39s on an even schedule, which its injector kept exactly, each running 16 requests (a median): an open model"},
		{"jmeter-loop.jtl", nil, "(jtl): 20 threads looping with no think time: a saturation test"},
		{"jmeter-single.jtl", nil, "(jtl): 500 users arrived at 10 a second over 49.9s on an even schedule, which its injector kept exactly, each running 1 request"},
		{"k6-vus.json", nil, "(k6-json): 10 threads looping, each thinking before its next send after a reply: a closed model"},
		{"jmeter-open-model.jtl", []string{"-audit-schedule", "rate(10/s) random_arrivals(1 min)"}, "held against the schedule given, rate(10/s) random_arrivals(1 min): 600 arrivals due, 600 started; the starts strayed from it by at most"},
		{"jmeter-once.jtl", []string{"-audit-schedule", "rate(1/s) even_arrivals(100 s)"}, "held against the schedule given, rate(1/s) even_arrivals(100 s): 100 arrivals due, 100 started; each start came at its arrival's instant, to the log's clock"},
		{"generic-threads.csv", []string{"-audit-format", "csv", "-audit-send", "sent", "-audit-latency", "took_ms", "-audit-conn", "thread", "-audit-type", "label"}, "(csv): 20 threads looping, each thinking before its next send after a reply: a closed model"},
	} {
		out, _, err := w.run(nil, append([]string{"-audit", fixturePath(tc.file)}, tc.extra...)...)
		if err != nil {
			t.Errorf("%s: %v", tc.file, err)
			continue
		}
		first := strings.SplitN(out, "\n", 2)[0]
		// an open model's line states its users, not a plan
		if !strings.HasPrefix(first, "audit: ") || strings.Contains(first, "; plan: ") == strings.Contains(first, "an open model") || !strings.Contains(first, tc.words) {
			t.Errorf("%s: the line %q does not say %q", tc.file, first, tc.words)
		}
		name := strings.SplitN(tc.file, ".", 2)[0]
		raw := w.path("results/audit-" + name + ".txt")
		if _, err := os.Stat(w.path("results/audit-" + name + ".svg")); err != nil {
			t.Errorf("%s: no picture: %v", tc.file, err)
		}
		if out, _, err := w.run(nil, "-verify", raw); err != nil || !strings.Contains(out, "reproduces") {
			t.Errorf("%s: -verify: %v\n%s", tc.file, err, out)
		}
	}
}

// TestAuditFailAbove: -audit-fail-above exits 1 when the lower bound's p99
// is more than X times the recorded, after writing the audit; and not
// when it is not.
func TestAuditFailAbove(t *testing.T) {
	t.Parallel()
	w := newWorkspace(t, handREADME)
	_, _, err := w.run(nil, "-audit", fixturePath("fortio.jsonl"), "-audit-fail-above", "10")
	var factor float64
	if err != nil {
		fmt.Sscanf(strings.TrimPrefix(err.Error(), "-audit-fail-above 10: the lower bound's p99 is "), "%g", &factor)
	}
	if err == nil || errors.As(err, new(usageError)) || !strings.HasPrefix(err.Error(), "-audit-fail-above 10: the lower bound's p99 is ") || !strings.HasSuffix(err.Error(), "× the recorded p99") || factor <= 10 {
		t.Errorf("fortio, which hid over 10×, above 10: %v", err)
	}
	if _, err := os.Stat(w.path("results/audit-fortio.txt")); err != nil {
		t.Errorf("a failed gate writes its audit all the same: %v", err)
	}
	if _, _, err := w.run(nil, "-audit", fixturePath("fortio.jsonl"), "-audit-fail-above", "100"); err != nil {
		t.Errorf("fortio above 100: %v", err)
	}
	if _, _, err := w.run(nil, "-audit", fixturePath("vegeta.csv"), "-audit-fail-above", "1.5"); err != nil {
		t.Errorf("vegeta, which hid nothing, above 1.5: %v", err)
	}
}

// TestAuditRefusals: a log that cannot be audited gets one line naming it,
// exit 2, and nothing is written.
func TestAuditRefusals(t *testing.T) {
	t.Parallel()
	w := newWorkspace(t, handREADME)
	mustWrite(t, w.path("empty.log"), nil)
	mustWrite(t, w.path("bad.log"), []byte("1796286514940274\t200\t971\n1796286514940300\t200\n"))
	mustWrite(t, w.path("summary.txt"), []byte("Latencies     [min, mean, 50, 90, 95, 99, max]  1ms, 2ms, 3ms\n"))
	mustWrite(t, w.path("locust_stats.csv"), []byte("Type,Name,Request Count,Failure Count,Median Response Time\n,Aggregated,100,2,25\n"))
	mustWrite(t, w.path("artillery-empty.json"), []byte(`{"aggregate": {"counters": {}}, "intermediate": []}`))
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-audit", w.path("missing.log")}, "no such file or directory"},
		{[]string{"-audit", w.path("empty.log")}, "the log is empty"},
		{[]string{"-audit", w.path("bad.log")}, "line 2: want h2load's 3 tab-separated columns, got 2"},
		{[]string{"-audit", w.path("summary.txt")}, "(-judge-output reads those)"},
		{[]string{"-audit", fixturePath("ab.tsv")}, "sorted by total time"},
		{[]string{"-audit", w.path("locust_stats.csv")}, "give the _stats_history.csv that --csv PREFIX writes beside it (with --csv-full-history"},
		{[]string{"-audit", w.path("artillery-empty.json")}, "artillery run --output report.json"},
		{[]string{"-audit", fixturePath("artillery-2.json"), "-audit-label", "Login"}, `-audit-label "Login": the report has no endpoint of that name; it has "Home", "Recherche — résultats"`},
		{[]string{"-audit", fixturePath("k6-15.csv"), "-audit-workers", "4"}, "-audit-workers and -audit-run are for a per-request log; k6-15 is a log of intervals"},
		{[]string{"-audit", fixturePath("jmeter-appended.jtl"), "-audit-run", "3"}, "-audit-run 3: the log holds 2 runs"},
		{[]string{"-audit", fixturePath("jmeter.jtl"), "-audit-label", "Login"}, `-audit-label "Login": the log has no request of that label; it has "Home", "Recherche — résultats"`},
		{[]string{"-audit", fixturePath("jmeter.jtl"), "-audit-time-format", "yyyy/MM/dd Q"}, "-audit-time-format: time format"},
		{[]string{"-audit", fixturePath("hey.csv"), "-check"}, "-audit reads a log alone"},
		{[]string{"-audit-format", "hey"}, "-audit-format is -audit's"},
		{[]string{"-audit", fixturePath("generic.csv"), "-audit-format", "csv", "-audit-send", "sent", "-audit-latency", "worker", "-audit-unit", "ms"}, `the latency: "w0" is not a number`},
	} {
		before := w.snapshot(t)
		_, _, err := w.run(nil, tc.args...)
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") || !errors.As(err, new(usageError)) {
			t.Errorf("%v: %v, want a one-line usage error containing %q", tc.args, err, tc.want)
		}
		if after := w.snapshot(t); len(after) != len(before) {
			t.Errorf("%v: %d files before, %d after", tc.args, len(before), len(after))
		}
	}
}

// TestAuditStandardInput: -audit - reads standard input, as a stranger's
// pipe does, and names the audit stdin.
func TestAuditStandardInput(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command")
	}
	t.Parallel()
	dir := t.TempDir()
	in, err := os.Open(fixturePath("vegeta.bin"))
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	cmd := exec.Command("go", "run", ".", "-audit", "-", "-results", dir)
	cmd.Stdin = in
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "audit: stdin (vegeta): sent on its plan") {
		t.Fatalf("%v\n%s", err, out)
	}
	if _, err := os.Stat(filepath.Join(dir, "audit-stdin.txt")); err != nil {
		t.Error(err)
	}
}
