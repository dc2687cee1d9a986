package judge

import (
	"bytes"
	"context"
	"debug/buildinfo"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"coordinated-omission/internal/audit"
	"coordinated-omission/internal/live"
	"coordinated-omission/internal/results"
	"coordinated-omission/internal/tools"
	"coordinated-omission/internal/verdict"
	"coordinated-omission/sim"
)

// An Entry is one command of the live panel. Its arguments may hold the
// run's placeholders: {url}, {host} and {port} as -judge fills them, and
// {secs} (the live duration in whole seconds), {rate} (1/I per second),
// {rate10} (a tenth of it: per connection of ten), {count} (the plan's
// requests, T/I) and {dir} (a folder of the run's own).
type Entry struct {
	Run     string
	Args    []string
	Format  string   // the parser of its figures; "" to recognise them
	Output  string   // where its figures are, if not its output: a path under {dir}
	Then    []string // a command that prints its figures from Output, run after it: vegeta report
	Install string   // how to install it, for a row when it is missing
	// Version is how to learn its version: "buildinfo" reads a Go
	// binary's module version; anything else is a flag whose output's
	// first line that matches VersionPattern is the version.
	Version, VersionPattern string
	// Files are written to {dir} once the server listens, by name, each
	// with every placeholder filled: vegeta's targets, k6's script.
	Files map[string]string
	// Options are a generic Format's unit and section.
	Options tools.Options
	// AuditLog is where the tool writes its own per-request log in the
	// same run, a path under {dir}, or AuditOutput for its output: the
	// run's log is audited on the plan the panel gave the tool. "" for a
	// tool that writes none.
	AuditLog string
}

// AuditOutput is an Entry's AuditLog when the log is what the tool
// printed: hey -o csv prints its per-request rows instead of its summary.
const AuditOutput = "{output}"

// Panel is the live panel: the common load generators, each run the way
// its users run it to hold a rate, or to find the most a server does.
var Panel = []Entry{
	{Run: "wrk-1", Args: []string{"wrk", "-t1", "-c1", "-d{secs}s", "--latency", "{url}"}, Format: "wrk", Install: "apt-get install wrk", Version: "-v", VersionPattern: `^wrk \S+`},
	{Run: "wrk-10", Args: []string{"wrk", "-t1", "-c10", "-d{secs}s", "--latency", "{url}"}, Format: "wrk", Install: "apt-get install wrk", Version: "-v", VersionPattern: `^wrk \S+`},
	{Run: "hey", Args: []string{"hey", "-z", "{secs}s", "-c", "10", "-q", "{rate10}", "{url}"}, Format: "hey", Install: "apt-get install hey", Version: "dpkg"},
	{Run: "hey-csv", Args: []string{"hey", "-z", "{secs}s", "-c", "10", "-q", "{rate10}", "-o", "csv", "{url}"}, Format: tools.Latencies,
		Options: tools.Options{UnitNs: 1e9, Column: "response-time"}, Install: "apt-get install hey", Version: "dpkg", AuditLog: AuditOutput},
	{Run: "ab", Args: []string{"ab", "-t", "{secs}", "-n", "{count}", "-c", "10", "{url}"}, Format: "ab", Install: "apt-get install apache2-utils", Version: "-V", VersionPattern: `ApacheBench, Version \S+`},
	{Run: "bombardier", Args: []string{"bombardier", "-c", "10", "-d", "{secs}s", "-l", "-r", "{rate}", "-p", "r", "{url}"}, Format: "bombardier", Install: "go install github.com/codesenberg/bombardier@latest", Version: "buildinfo"},
	{Run: "httperf", Args: []string{"httperf", "--server", "127.0.0.1", "--port", "{port}", "--uri", "/", "--rate", "{rate}", "--num-conns", "{count}", "--timeout", "5"}, Format: "httperf", Install: "apt-get install httperf", Version: "--version", VersionPattern: `httperf-\S+`},
	{Run: "vegeta", Args: []string{"vegeta", "attack", "-targets", "{dir}/targets.txt", "-rate", "{rate}", "-duration", "{secs}s", "-output", "{dir}/results.bin"},
		Then: []string{"vegeta", "report", "-type=json", "{dir}/results.bin"}, Format: "vegeta-json", Files: vegetaTargets, Install: "go install github.com/tsenart/vegeta/v12@v12.13.0", Version: "buildinfo", AuditLog: "{dir}/results.bin"},
	{Run: "vegeta-w10", Args: []string{"vegeta", "attack", "-targets", "{dir}/targets.txt", "-rate", "{rate}", "-duration", "{secs}s", "-max-workers", "10", "-output", "{dir}/results.bin"},
		Then: []string{"vegeta", "report", "-type=json", "{dir}/results.bin"}, Format: "vegeta-json", Files: vegetaTargets, Install: "go install github.com/tsenart/vegeta/v12@v12.13.0", Version: "buildinfo", AuditLog: "{dir}/results.bin"},
	{Run: "autocannon", Args: []string{"autocannon", "-c", "10", "-d", "{secs}", "-R", "{rate}", "-j", "{url}"}, Format: "autocannon", Install: "npm install -g autocannon", Version: "--version", VersionPattern: `^autocannon \S+`},
	{Run: "h2load", Args: []string{"h2load", "--h1", "-c", "10", "-D", "{secs}", "--log-file={dir}/h2load.log", "{url}"}, Format: "h2load", Output: "{dir}/h2load.log", Install: "apt-get install nghttp2-client", Version: "--version", VersionPattern: `nghttp2/\S+`, AuditLog: "{dir}/h2load.log"},
	{Run: "fortio", Args: []string{"fortio", "load", "-qps", "{rate}", "-c", "10", "-t", "{secs}s", "-access-log-file", "{dir}/fortio.jsonl", "{url}"}, Format: tools.Percentiles,
		Options: tools.Options{UnitNs: 1e9, Column: "Aggregated Function Time"}, Install: "go install fortio.org/fortio@v1.68.2", Version: "buildinfo", AuditLog: "{dir}/fortio.jsonl"},
	{Run: "loadtest", Args: []string{"loadtest", "-c", "10", "--rps", "{rate}", "-t", "{secs}", "{url}"}, Format: tools.Percentiles,
		Install: "npm install -g loadtest@8.2.1", Version: "--version", VersionPattern: `Loadtest version: \S+`},
	{Run: "k6", Args: []string{"k6", "run", "--no-usage-report", "--summary-trend-stats", "med,p(90),p(99),p(99.9),max", "{dir}/k6.js"}, Files: map[string]string{"k6.js": k6Script}, Format: "k6", Install: "go install go.k6.io/k6@latest (not installed here: k6 is under the AGPL, which this machine's package policy does not use)", Version: "version", VersionPattern: `k6 v\S+`},
}

// fill replaces the panel's placeholders but {url}, {host} and {port},
// which the run fills once its server listens.
func fill(args []string, sc sim.Scenario, dir string) []string {
	rate := verdict.ToolRatePerSec(sc.Interval)
	r := strings.NewReplacer("{secs}", strconv.FormatInt(int64(sc.Duration/time.Second), 10), "{rate}", strconv.FormatInt(rate, 10),
		"{rate10}", strconv.FormatInt(max(1, rate/10), 10), "{count}", strconv.FormatInt(sc.Requests(), 10), "{dir}", dir)
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = r.Replace(a)
	}
	return out
}

// vegetaTargets is vegeta's targets file.
var vegetaTargets = map[string]string{"targets.txt": "GET {url}\n"}

// k6Script is the constant-arrival-rate scenario the k6 entry runs.
const k6Script = `import http from 'k6/http';
export const options = { scenarios: { plan: { executor: 'constant-arrival-rate', rate: {rate}, timeUnit: '1s', duration: '{secs}s', preAllocatedVUs: 10, maxVUs: 2000 } } };
export default function () { http.get('{url}'); }
`

// RunPanel runs each entry whose tool is on PATH against its own fresh
// stalling server, and returns a judged run for each entry: a missing
// tool's says how to install it. The panel's live duration must be whole
// seconds, as the tools take it.
func RunPanel(ctx context.Context, sc sim.Random, entries []Entry, log io.Writer) ([]results.Judged, error) {
	if sc.Duration%time.Second != 0 || sc.Duration < time.Second {
		return nil, fmt.Errorf("the panel runs for whole seconds, as the tools take them; -live-duration is %v", sc.Duration)
	}
	var out []results.Judged
	if !slices.ContainsFunc(entries, func(e Entry) bool { _, err := exec.LookPath(e.Args[0]); return err == nil }) {
		for _, e := range entries { // none is installed: nothing to calibrate for
			out = append(out, results.Judged{Run: e.Run, Command: e.Args, Missing: e.Install})
		}
		return out, nil
	}
	rtt, err := live.Calibrate(ctx, live.ToolBound(sc.Scenario))
	if err != nil {
		return nil, err
	}
	for _, e := range entries {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		j, err := runEntry(ctx, sc, e, rtt, log)
		if err != nil { // the entry's row says why; the rest of the panel stands
			fmt.Fprintf(log, "panel %s: %v\n", e.Run, err)
			j = failedRow(e, sc.Scenario, err)
		}
		out = append(out, j)
	}
	return out, nil
}

// failedRow is the row of an entry that gave no run: its tool could not
// start, or the run around it failed. Its exit is the reason, and, as for
// a tool that ran and sent nothing, there is nothing to read or model.
func failedRow(e Entry, sc sim.Scenario, err error) results.Judged {
	return results.Judged{Run: e.Run, Command: shownCommand(e, sc),
		Exit: "it did not run: " + err.Error(), ModelError: "no request arrived, so there is no run to model"}
}

// runEntry runs one entry in a folder of its own, removed after.
func runEntry(ctx context.Context, sc sim.Random, e Entry, rtt time.Duration, log io.Writer) (results.Judged, error) {
	path, err := exec.LookPath(e.Args[0])
	if errors.Is(err, exec.ErrNotFound) {
		return results.Judged{Run: e.Run, Command: e.Args, Missing: e.Install}, nil
	}
	if err != nil { // there, but not to be run: not executable
		var ee *exec.Error
		if errors.As(err, &ee) {
			err = ee.Err
		}
		return results.Judged{}, fmt.Errorf("%s could not start: %w", e.Args[0], err)
	}
	dir, err := os.MkdirTemp("", "coordinated-omission-panel-")
	if err != nil {
		return results.Judged{}, err
	}
	defer os.RemoveAll(dir)
	req := Request{Scenario: sc, Run: e.Run, Version: version(ctx, path, e), Format: e.Format, Options: e.Options, Command: fill(e.Args, sc.Scenario, dir)}
	if e.Output != "" {
		req.OutputFile = fill([]string{e.Output}, sc.Scenario, dir)[0]
	}
	run, err := live.RunToolWith(ctx, sc, req.Command, log, func(url, host string) error {
		for name, text := range e.Files {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(live.Fill(fill([]string{text}, sc.Scenario, dir), url, host)[0]), 0o644); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return results.Judged{}, err
	}
	if len(e.Then) > 0 {
		if err := then(ctx, fill(e.Then, sc.Scenario, dir), filepath.Join(dir, "figures.txt")); err != nil {
			run.Exit += "; " + err.Error()
		}
		req.OutputFile = filepath.Join(dir, "figures.txt")
	}
	j := Assemble(req, run, rtt)
	// as its reader would type it: the server's URL and the run's folder
	// are the run's own
	j.Command = shownCommand(e, sc.Scenario)
	switch e.AuditLog {
	case "":
	case AuditOutput:
		j.Audit = auditOf(bytes.NewReader(run.Output), "its output", e.Run, sc.Scenario)
	default:
		path := fill([]string{e.AuditLog}, sc.Scenario, dir)[0]
		f, err := os.Open(path)
		if err != nil {
			j.Audit = &results.JudgedAudit{Line: "it wrote no log to audit: " + err.Error()}
			break
		}
		j.Audit = auditOf(f, path, e.Run, sc.Scenario)
		f.Close()
	}
	return j, nil
}

// auditOf audits the per-request log a panel run's tool wrote, read from
// r and named source, on the plan the panel gave it: one request every
// second over the rate.
func auditOf(r io.Reader, source, run string, sc sim.Scenario) *results.JudgedAudit {
	plan := time.Second / time.Duration(verdict.ToolRatePerSec(sc.Interval))
	out, err := audit.Run(r, source, audit.Flags{}, audit.Given{Interval: plan, IntervalGiven: true})
	if err != nil {
		return &results.JudgedAudit{Line: "its log could not be audited: " + err.Error()}
	}
	return out.Judged(run)
}

// shownCommand is an entry's command as its reader would type it, and
// as the panel's table shows it: the run's folder left as {dir}.
func shownCommand(e Entry, sc sim.Scenario) []string {
	return append(fill(e.Args, sc, "{dir}"), thenArgs(e, sc, "{dir}")...)
}

// thenArgs is the follow-up command as the panel's table shows it: "&&"
// and its arguments.
func thenArgs(e Entry, sc sim.Scenario, dir string) []string {
	if len(e.Then) == 0 {
		return nil
	}
	return append([]string{"&&"}, fill(e.Then, sc, dir)...)
}

// then runs a follow-up command, bounded to 30 s in its own group, with its
// output to the file at path.
func then(ctx context.Context, args []string, path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	how, err := live.RunGroup(ctx, args, 30*time.Second, f)
	if err == nil && how != "exit status 0" {
		err = fmt.Errorf("%s: %s", args[0]+" "+args[1], how)
	}
	return err
}

// version learns the version of the tool at path, as e says: "" if it
// cannot.
func version(ctx context.Context, path string, e Entry) string {
	switch e.Version {
	case "buildinfo":
		info, err := buildinfo.ReadFile(path)
		if err != nil {
			return ""
		}
		return info.Main.Path + "@" + info.Main.Version
	case "dpkg":
		return firstMatch(ctx, []string{"dpkg-query", "-W", "-f=${Version}", e.Args[0]}, `\S+`, e.Args[0]+" ")
	}
	return firstMatch(ctx, []string{path, e.Version}, e.VersionPattern, "")
}

// firstMatch runs args, bounded to 5 s, and returns prefix and the first
// match of pattern in its output.
func firstMatch(ctx context.Context, args []string, pattern, prefix string) string {
	var out strings.Builder
	if _, err := live.RunGroup(ctx, args, 5*time.Second, &out); err != nil {
		return ""
	}
	re := regexp.MustCompile(`(?m)` + pattern)
	if m := re.FindString(out.String()); m != "" {
		return prefix + m
	}
	return ""
}
