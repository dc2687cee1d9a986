package judge

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
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
	// Workers are the stalling server's workers behind its queue, as
	// -serve -workers serves: 0 for the model's one. The model serves one
	// worker, so a run against more is not judged against it; its audit
	// is held to the open loop on the plan against the same server,
	// worked out from its schedule (live.OpenTruth).
	Workers int
	// Slower, if above 1, gives the tool a plan this many times slower
	// (planFor): its server, model, truth, audit and row are all of it.
	Slower int
	// Frozen, if not 0, runs the entry instead against an nginx of as
	// many worker processes, stopped from outside on the scenario's stall
	// schedule (live.RunFrozen): no server of ours sees its requests, so
	// its row is its audit's, held to the truth worked out from the
	// freezes.
	Frozen int
}

// AuditOutput is an Entry's AuditLog when the log is what the tool
// printed: hey -o csv prints its per-request rows instead of its summary.
const AuditOutput = "{output}"

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
			out = append(out, missingRow(e, sc.Scenario, e.Install))
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
		esc := planFor(e, sc)
		j, err := runEntry(ctx, esc, e, rtt, log)
		if err != nil { // the entry's row says why; the rest of the panel stands
			fmt.Fprintf(log, "panel %s: %v\n", e.Run, err)
			j = failedRow(e, esc.Scenario, err)
		}
		out = append(out, ownPlan(j, e, esc))
	}
	return out, nil
}

// failedRow is the row of an entry that gave no run: its tool could not
// start, or the run around it failed. Its exit is the reason, and, as for
// a tool that ran and sent nothing, there is nothing to read or model.
func failedRow(e Entry, sc sim.Scenario, err error) results.Judged {
	return results.Judged{Run: e.Run, Command: shownCommand(e, sc), View: noView(),
		Exit: "it did not run: " + err.Error(), ModelError: "no request arrived, so there is no run to model"}
}

// noView is the server's view of a run that no server of ours saw: no
// request, at a rate of none, as the file writes it.
func noView() results.ServerView {
	return results.ServerView{RatePct: results.Fixed(0, 3), EarlyRatePct: results.Fixed(0, 3)}
}

// runEntry runs one entry in a folder of its own, removed after.
func runEntry(ctx context.Context, sc sim.Random, e Entry, rtt time.Duration, log io.Writer) (results.Judged, error) {
	if e.Frozen > 0 {
		return runFrozenEntry(ctx, sc, e, log)
	}
	path, err := exec.LookPath(e.Args[0])
	if errors.Is(err, exec.ErrNotFound) {
		return missingRow(e, sc.Scenario, e.Install), nil
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
	req := Request{Scenario: sc, Run: e.Run, Version: version(ctx, path, e), Format: e.Format, Options: e.Options, Command: fill(e.Args, sc.Scenario, dir), Workers: e.Workers}
	if e.Output != "" {
		req.OutputFile = fill([]string{e.Output}, sc.Scenario, dir)[0]
	}
	run, err := live.RunToolOn(ctx, sc, max(1, e.Workers), req.Command, log, func(url, host string) error {
		return writeFiles(e, sc.Scenario, dir, url, host)
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
	j.Audit = auditEntry(e, sc, run.Output, dir)
	return j, nil
}

// writeFiles writes e's files to dir, by name, each with every
// placeholder filled, once the server listens at url and host.
func writeFiles(e Entry, sc sim.Scenario, dir, url, host string) error {
	for name, text := range e.Files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(live.Fill(fill([]string{text}, sc, dir), url, host)[0]), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// auditEntry audits the per-request log an entry's run wrote, its output
// or a file under dir: nil for an entry that writes none. A run against
// many workers is held to their truth.
func auditEntry(e Entry, sc sim.Random, output []byte, dir string) *results.JudgedAudit {
	if e.AuditLog == "" {
		return nil
	}
	a, _ := auditLogOf(e, sc.Scenario, output, dir)
	if e.Workers > 1 {
		a.Workers = e.Workers
		a.Truth = manyWorkersTruth(sc, e.Workers)
	}
	return a
}

// auditLogOf audits the per-request log an entry's run wrote, its output
// or a file under dir, and returns the audit's outcome too: nil where the
// log could not be read or audited, and the line says why.
func auditLogOf(e Entry, sc sim.Scenario, output []byte, dir string) (*results.JudgedAudit, *audit.Outcome) {
	if e.AuditLog == AuditOutput {
		return auditRun(bytes.NewReader(output), "its output", e.Run, sc)
	}
	path := fill([]string{e.AuditLog}, sc, dir)[0]
	f, err := os.Open(path)
	if err != nil {
		return &results.JudgedAudit{Line: "it wrote no log to audit: " + err.Error()}, nil
	}
	defer f.Close()
	return auditRun(f, path, e.Run, sc)
}

// manyWorkersTruth is the truth of an audit of a run against the stalling
// server of workers workers, at results.AuditLevels: the open loop on the
// plan against it, from its schedule; nil for drawn service times, whose
// open loop on many workers is not worked out.
func manyWorkersTruth(sc sim.Random, workers int) []int64 {
	s := live.ScheduleOf(sc)
	s.Workers = workers
	truth := live.OpenTruth(s, sc.Interval, sc.Duration)
	if truth == nil {
		return nil
	}
	at := live.QuantilesOf(truth)
	out := make([]int64, len(results.AuditLevels))
	for i, l := range results.AuditLevels {
		out[i] = at[l]
	}
	return out
}

// auditOf audits the per-request log a panel run's tool wrote, read from
// r and named source, on the plan the panel gave it (toolPlan).
func auditOf(r io.Reader, source, run string, sc sim.Scenario) *results.JudgedAudit {
	a, _ := auditRun(r, source, run, sc)
	return a
}

// auditRun is auditOf with the audit's outcome: nil where the log could
// not be audited, and the line says why.
func auditRun(r io.Reader, source, run string, sc sim.Scenario) (*results.JudgedAudit, *audit.Outcome) {
	out, err := audit.Run(r, source, audit.Flags{}, audit.Given{Interval: toolPlan(sc), IntervalGiven: true})
	if err != nil {
		return &results.JudgedAudit{Line: "its log could not be audited: " + err.Error()}, nil
	}
	return out.Judged(run), out
}

// toolPlan is the plan the panel gives the tools: one request every
// second over the rate they take.
func toolPlan(sc sim.Scenario) time.Duration {
	return time.Second / time.Duration(verdict.ToolRatePerSec(sc.Interval))
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
