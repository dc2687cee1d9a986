package live

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"coordinated-omission/internal/audit"
	"coordinated-omission/internal/results"
	"coordinated-omission/internal/testenv"
	"coordinated-omission/sim"
)

// heyRepeats is how many times TestHeyAuditRepeats runs hey.
const heyRepeats = 20

// TestHeyAuditRepeats runs hey at the seed's rate (hey -z 5s -c 10 -q 500
// -o csv: ten workers, each a ticker every 2 ms) against a fresh stalling
// server 20 times in a row, and audits each log told nothing, as a user
// would. Every time: the plan inferred is never over 10 % faster than the
// 200 µs the run was given (a plan faster than the tool's would count
// slots it never had, and the bound could pass the truth), and the lower
// bound's p99 is at or below the truth's (the open loop on the seed's
// schedule, live.OpenTruth, with the live slack of TestManyWorkersBound)
// and at least 90 % of it: the audit sees what the run hid. Where hey's
// workers were free at most of their ticks (under heyHinderedShare of
// its replies later than a tick), the plan is within 10 % of 200 µs;
// where the machine left hey alone (under heyQuietShare), the bound's p99
// is at least 10 times hey's own. Once in seventeen runs, on a fresh
// machine, an audit of such a log said the bound's p99 was 0.39 times the
// recorded one; on a busy machine, where 29 to 45 % of hey's replies came
// after its workers' next tick, the plan read 218 to 271 µs until the
// audit read a log that names no connection as a pool of workers
// (hey-busy.csv and hey-starved.csv, in package audit); and where over
// half did, hey sent under half its plan, and the audit refused it
// (hey-held.csv), until it counted the slots late replies held hey's
// workers from; with two spinning loops on both cores, one run in twenty
// read 175 µs (hey-catchup.csv), until a pool's short windows followed
// two periods of quiet sends. A run that fails keeps its log in a folder of its own
// under the system's temporary folder, named in the failure, for a test
// of its own. Wall-clock: FULL=1 runs it (20 runs of 5 s), by hand:
// .ci/run skips it, as it wants a quiet machine for two minutes. With
// REQUIRE_TOOLS set a missing hey fails it. It holds the
// tests' lock alone, and logs each run's share of replies later than a
// worker's tick, so that a failure says how busy the machine was.
func TestHeyAuditRepeats(t *testing.T) {
	testenv.WallClock(t, "20 runs of hey against the stalling server")
	testenv.Quiet(t)
	if _, err := exec.LookPath("hey"); err != nil {
		if os.Getenv("REQUIRE_TOOLS") != "" {
			t.Fatal("no hey, and REQUIRE_TOOLS is set")
		}
		t.Skip("hey is not installed")
	}
	sc := sim.Default()
	sc.Duration = 5 * time.Second
	args := []string{"hey", "-z", "5s", "-c", "10", "-q", "500", "-o", "csv", "{url}"}
	truthP99 := QuantilesOf(OpenTruth(ScheduleOf(sim.Random{Scenario: sc}), sc.Interval, sc.Duration))[results.P99]
	for i := range heyRepeats {
		tr, err := runOnce(sc, args)
		if err != nil {
			t.Fatalf("run %d: %v", i+1, err)
		}
		run := tr.Output
		out, err := audit.Run(bytes.NewReader(run), "hey.csv", audit.Flags{}, audit.Given{})
		why := ""
		switch {
		case err != nil:
			why = err.Error()
		case float64(out.Result.Plan.IntervalNs) < 0.9*float64(sc.Interval):
			why = fmt.Sprintf("the plan inferred, one every %v, is over 10 %% faster than 200µs", time.Duration(out.Result.Plan.IntervalNs))
		case relErr(out.Result.Plan.IntervalNs, int64(sc.Interval)) > 0.10 && hindered(run, heyTick) < heyHinderedShare:
			why = fmt.Sprintf("the plan inferred, one every %v, is over 10 %% from 200µs, and %.1f %% of hey's replies came after its workers' next tick",
				time.Duration(out.Result.Plan.IntervalNs), 100*hindered(run, heyTick))
		case out.Result.Bound.At(audit.P99) > truthP99+boundSlackNs+tr.Phase.WorkerLateP99Ns:
			why = fmt.Sprintf("the bound's p99 %v is above the truth's %v: %s", time.Duration(out.Result.Bound.At(audit.P99)), time.Duration(truthP99), out.RunLine(out.Runs[0]))
		case out.Result.Bound.At(audit.P99)*10 < truthP99*9:
			why = fmt.Sprintf("the bound's p99 %v is under 90 %% of the truth's %v: the audit missed what the run hid: %s", time.Duration(out.Result.Bound.At(audit.P99)), time.Duration(truthP99), out.RunLine(out.Runs[0]))
		case out.Result.Hidden(out.Result.Bound.Figures, audit.P99) < 10 && hindered(run, heyTick) < heyQuietShare:
			why = "the bound's p99 is under 10 times the recorded p99: " + out.RunLine(out.Runs[0])
		}
		if err == nil {
			t.Logf("run %d: %.1f %% of hey's replies came after its workers' next tick; the plan read is one every %v",
				i+1, 100*hindered(run, heyTick), time.Duration(out.Result.Plan.IntervalNs))
		}
		if why == "" {
			continue
		}
		dir, err := os.MkdirTemp("", "co-hey-failed-")
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, "hey.csv")
		if err := os.WriteFile(path, run, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Errorf("run %d of %d: %s; its log is kept at %s", i+1, heyRepeats, why, path)
	}
}

// heyTick is the time between one of hey's workers' ticks at -q 500: its
// schedule, known from its arguments, not from the log.
const heyTick = 2 * time.Millisecond

// heyHinderedShare is the share of hey's replies later than its workers'
// next tick under which its sends show its plan: hey's workers were free
// at most of their ticks, and windows of replies within a worker's
// period read the plan. Over it, on a machine with gremlins running on
// both cores beside it, they read 200 µs within 10 % in 38 runs of 40
// (31 to 54 % of the replies late), and 220 and 253 µs in two (40 %
// late): windows of replies within the period still took in sends a
// late reply before them had held. Idle, 2 to 3 % of hey's replies are
// late, stalls and all.
const heyHinderedShare = 1.0 / 3

// heyQuietShare is the share of hey's replies later than its workers'
// next tick under which the machine left hey alone, and the p99 hey
// records is its own: there the bound's p99 is at least 10 times it.
// Over it the hidden factor is the run's, not the audit's: in CI, with
// other packages' tests beside it, hey's own p99 was 21 and 27 ms in two
// runs of 20 (33 and 77 % of its replies late), and the bound's, at 94
// and 99 % of the truth's, 8.9 and 7 times it.
const heyQuietShare = 1.0 / 4

// hindered returns the share of the requests of hey's CSV log answered
// later than tick, from its first column (response-time, in seconds).
func hindered(log []byte, tick time.Duration) float64 {
	rows, err := csv.NewReader(bytes.NewReader(log)).ReadAll()
	if err != nil || len(rows) < 2 {
		return 0
	}
	late := 0
	for _, row := range rows[1:] {
		if s, err := strconv.ParseFloat(row[0], 64); err == nil && s > tick.Seconds() {
			late++
		}
	}
	return float64(late) / float64(len(rows)-1)
}

// runOnce runs args against a fresh stalling server of sc.
func runOnce(sc sim.Scenario, args []string) (ToolRun, error) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	return RunTool(ctx, sim.Random{Scenario: sc}, args, io.Discard)
}

// relErr is |got − want| over want.
func relErr(got, want int64) float64 {
	d := float64(got - want)
	if d < 0 {
		d = -d
	}
	return d / float64(want)
}
