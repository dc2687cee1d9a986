package live

import (
	"bytes"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"coordinated-omission/internal/audit"
	"coordinated-omission/internal/testenv"
	"coordinated-omission/sim"
)

// heyRepeats is how many times TestHeyAuditRepeats runs hey.
const heyRepeats = 20

// TestHeyAuditRepeats runs hey at the seed's rate (hey -z 5s -c 10 -q 500
// -o csv: ten workers, each a ticker every 2 ms) against a fresh stalling
// server 20 times in a row, and audits each log told nothing, as a user
// would: every time, the plan inferred is within 10 % of the 200 µs the
// run was given, and the lower bound's p99 is at least 10 times the
// recorded p99. Once in seventeen runs, on a fresh machine, an audit of
// such a log said the bound's p99 was 0.39 times the recorded one. A run
// that fails keeps its log in a folder of its own under the system's
// temporary folder, named in the failure, for a test of its own.
// Wall-clock: FULL=1 runs it (20 runs of 5 s), as .ci/run does, and with
// REQUIRE_TOOLS set a missing hey fails it. It holds the tests' lock
// alone: with two of this module's test packages beside it on two cores,
// hey's tickers fell behind their plan (time.Tick drops the ticks a slow
// receiver misses), so that it sent one request every 228 to 259 µs
// while nothing was slow, and the plan inferred from its sends was that,
// in 6 runs of 20 (its hidden factor still over 10 in each).
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
	for i := range heyRepeats {
		run, err := runOnce(sc, args)
		if err != nil {
			t.Fatalf("run %d: %v", i+1, err)
		}
		out, err := audit.Run(bytes.NewReader(run), "hey.csv", audit.Flags{}, audit.Given{})
		why := ""
		switch {
		case err != nil:
			why = err.Error()
		case relErr(out.Result.Plan.IntervalNs, int64(sc.Interval)) > 0.10:
			why = "the plan inferred, one every " + time.Duration(out.Result.Plan.IntervalNs).String() + ", is over 10 % from 200µs"
		case out.Result.Hidden(out.Result.Bound.Figures, audit.P99) < 10:
			why = "the bound's p99 is under 10 times the recorded p99: " + out.RunLine(out.Runs[0])
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

// runOnce runs args against a fresh stalling server of sc and returns
// what the tool printed.
func runOnce(sc sim.Scenario, args []string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	run, err := RunTool(ctx, sim.Random{Scenario: sc}, args, io.Discard)
	return run.Output, err
}

// relErr is |got − want| over want.
func relErr(got, want int64) float64 {
	d := float64(got - want)
	if d < 0 {
		d = -d
	}
	return d / float64(want)
}
