package judge

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"time"

	"coordinated-omission/internal/live"
	"coordinated-omission/internal/reqlog"
	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
)

// frozenModelError is a frozen run's reason for having no model.
const frozenModelError = "the server was nginx, frozen from outside, which the model does not serve"

// nginxPath finds nginx: live.NginxPath, a variable for tests.
var nginxPath = live.NginxPath

// frozenServer names the server of an entry run against a frozen nginx,
// and how it was frozen: as live.RunFrozen freezes it, or never, where
// no stall of the scenario falls in the run.
func frozenServer(e Entry, sc sim.Scenario) string {
	if sc.Stall <= 0 || sc.Period <= 0 || sc.FirstStall >= sc.Duration {
		return fmt.Sprintf("an nginx of %d worker processes, never frozen, as no stall falls in the run", e.Frozen)
	}
	return fmt.Sprintf("an nginx of %d worker processes, frozen from outside for %v every %v from %v after the tool's start "+
		"(every process of its group, master and workers, stopped with SIGSTOP and continued with SIGCONT)", e.Frozen, sc.Stall, sc.Period, sc.FirstStall)
}

// runFrozenEntry runs an entry against an nginx of e.Frozen worker
// processes that live.RunFrozen stops on the scenario's stall schedule,
// in a folder of its own, removed after, and audits its log against the
// truth worked out from the freezes as they happened. There is no server
// of ours to see the requests, so no model and no verdict: the row is its
// audit's. A missing tool, or a missing nginx, gives a row that says how
// to install it.
func runFrozenEntry(ctx context.Context, sc sim.Random, e Entry, log io.Writer) (results.Judged, error) {
	path, err := exec.LookPath(e.Args[0])
	if errors.Is(err, exec.ErrNotFound) {
		return missingRow(e, sc.Scenario, e.Install), nil
	}
	if err != nil {
		return results.Judged{}, fmt.Errorf("%s could not start: %w", e.Args[0], err)
	}
	nginx := nginxPath()
	if nginx == "" {
		return missingRow(e, sc.Scenario, "apt-get install nginx (the server it runs against)"), nil
	}
	dir, err := os.MkdirTemp("", "coordinated-omission-frozen-")
	if err != nil {
		return results.Judged{}, err
	}
	defer os.RemoveAll(dir)
	run, err := live.RunFrozen(ctx, sc.Scenario, nginx, dir, e.Frozen, fill(e.Args, sc.Scenario, dir), log, func(url, host string) error {
		return writeFiles(e, sc.Scenario, dir, url, host)
	})
	if err != nil {
		return results.Judged{}, err
	}
	j := results.Judged{Run: e.Run, Command: shownCommand(e, sc.Scenario), Version: version(ctx, path, e), Exit: run.Exit, View: noView(), ModelError: frozenModelError}
	readFigures(&j, Request{Format: e.Format, Options: e.Options}, filepath.Base(e.Args[0]), run.Output, run.Dropped)
	j.Audit = frozenAudit(e, sc.Scenario, run, dir)
	j.Audit.Server, j.Audit.Workers = frozenServer(e, sc.Scenario), e.Frozen
	return j, nil
}

// missingRow is the row of an entry whose tool, or server, is not
// installed: how says how to install it. An entry against a frozen
// nginx keeps its server, so that its row is told with the frozen runs.
func missingRow(e Entry, sc sim.Scenario, how string) results.Judged {
	j := results.Judged{Run: e.Run, Command: e.Args, Missing: how}
	if e.Frozen > 0 {
		j.Audit = &results.JudgedAudit{Line: "not run: not installed", Server: frozenServer(e, sc)}
	}
	return j
}

// frozenAudit audits the log of a frozen run on the plan the panel gave
// the tool, and works out its truth (frozenTruth).
func frozenAudit(e Entry, sc sim.Scenario, run live.FrozenRun, dir string) *results.JudgedAudit {
	a, out := auditLogOf(e, sc, run.Output, dir)
	if out != nil {
		a.Truth, a.SlackNs = frozenTruth(out.Log.Requests, run, toolPlan(sc), sc)
	}
	return a
}

// frozenTruth is a frozen run's truth at results.AuditLevels, and its
// slack. The truth is live.FrozenTruth from the log's first send, each
// request answered in the log's median latency unless it meets a
// freeze; the slack is the log's spread in quiet time, its p99 − p50 over
// the requests sent at least a freeze's length after one ended and
// answered before the next began. The log's sends are on the wall clock
// where they are within a minute of the tool's start (fortio's Unix ns),
// and else offsets from that start (hey's seconds since it began).
func frozenTruth(reqs []reqlog.Request, run live.FrozenRun, plan time.Duration, sc sim.Scenario) (truth []int64, slackNs int64) {
	if len(reqs) == 0 {
		return nil, 0
	}
	first := slices.MinFunc(reqs, func(a, b reqlog.Request) int { return cmp.Compare(a.SendNs, b.SendNs) }).SendNs // fortio's log is in order of replies
	shift := shiftOf(first, run.StartNs)
	all := make([]int64, len(reqs))
	var quiet []int64
	for i, r := range reqs {
		all[i] = r.LatencyNs
		if inQuiet(r.SendNs+shift, r.SendNs+shift+r.LatencyNs, int64(sc.Stall), run.Freezes) {
			quiet = append(quiet, r.LatencyNs)
		}
	}
	open := live.QuantilesOf(live.FrozenTruth(first+shift, live.QuantilesOf(all)[results.P50], plan, sc.Duration, run.Freezes))
	for _, l := range results.AuditLevels {
		truth = append(truth, open[l])
	}
	q := live.QuantilesOf(quiet) // none: no figure, and no slack
	return truth, q[results.P99] - q[results.P50]
}

// shiftOf is what puts a log's sends on the wall clock, from its first
// send and the tool's start, in ns: nothing if that send is within a
// minute of the start, and else the start.
func shiftOf(firstNs, startNs int64) int64 {
	if d := firstNs - startNs; d > -int64(time.Minute) && d < int64(time.Minute) {
		return 0
	}
	return startNs
}

// inQuiet reports whether a request sent at fromNs and answered at toNs
// kept away from every freeze: sent at least gapNs after each that ended
// before it, and answered before the next began.
func inQuiet(fromNs, toNs, gapNs int64, freezes []live.Freeze) bool {
	for _, f := range freezes {
		if toNs >= f.FromNs && fromNs < f.ToNs+gapNs {
			return false
		}
	}
	return true
}
