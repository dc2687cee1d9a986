package live

import (
	"bytes"
	"cmp"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"testing"
	"time"

	"coordinated-omission/internal/testenv"
	"coordinated-omission/sim"
)

// frozenScenario is the frozen nginx's schedule and the tools' plan:
// every process of its group stopped with SIGSTOP for 200 ms every
// second, from 500 ms after the tool starts, and one request every
// millisecond for 5 s: the fortio -qps 1000 against nginx.
var frozenScenario = sim.Scenario{Service: time.Millisecond / 10, Interval: time.Millisecond, Stall: 200 * time.Millisecond, Period: time.Second,
	FirstStall: 500 * time.Millisecond, Duration: 5 * time.Second, Connections: 1}

// TestFrozenNginxBound runs fortio and hey at one request a millisecond
// against an nginx of 4 worker processes that RunFrozen stops, master and
// workers together (SIGSTOP to its process group), for 200 ms every
// second, three times each, and audits each log told the plan and told
// nothing: the lower bound's p90 and p99 are at or below the truth's,
// within boundSlackNs. The truth is FrozenTruth: the open loop on the
// plan (one request every millisecond from the tool's first send)
// against a server that answers in the log's median latency unless
// frozen, and a request that meets a freeze at the freeze's measured end:
// worked out from the freezes as they happened, not from the audit. Where
// nginx is not installed (.ci/run does not install it) the test is
// skipped.
func TestFrozenNginxBound(t *testing.T) {
	testenv.WallClock(t, "fortio and hey against an nginx frozen from outside")
	nginx := NginxPath()
	if nginx == "" {
		t.Skip("nginx is not installed")
	}
	testenv.Quiet(t)
	sc := frozenScenario
	for _, tool := range pacedTools(sc.Interval, int(sc.Duration/time.Second)) {
		if !lookTool(t, tool.name) {
			continue
		}
		for i := range manyRepeats {
			name := fmt.Sprintf("%s on a frozen nginx, run %d", tool.name, i+1)
			for attempt := 1; ; attempt++ {
				log, requests, truth, late := frozenRun(t, sc, nginx, tool, name)
				if late == "" {
					t.Logf("%s (%d requests): %s", name, requests, checkBound(t, name, log, sc.Interval, truth, boundSlackNs))
					break
				}
				if attempt == frozenAttempts {
					t.Fatalf("%s: in each of %d runs, the server was slow outside its freezes (%s): the truth, worked out from the freezes alone, is not the run's", name, frozenAttempts, late)
				}
				t.Logf("%s: %s: the machine, not the freezes, held the server; run again", name, late)
			}
		}
	}
}

// frozenAttempts is how many times a run is made before the machine is
// taken to be too busy for the truth to be known (frozenLate).
const frozenAttempts = 3

// frozenRun runs tool against nginx frozen as sc says, and gives its log,
// its requests, the truth worked out from the freezes as they happened (FrozenTruth),
// and why that truth is not the run's where the log shows the server slow
// outside them (frozenLate), "" where it is.
func frozenRun(t *testing.T, sc sim.Scenario, nginx string, tool pacedTool, name string) (log []byte, requests int, truth []int64, late string) {
	t.Helper()
	dir := t.TempDir()
	run, err := RunFrozen(context.Background(), sc, nginx, dir, manyWorkers, withDir(tool.args, dir), io.Discard, nil)
	if err != nil || run.Exit != "exit status 0" {
		t.Fatalf("%s: %s %v: %s", name, run.Exit, err, run.Output)
	}
	if want := int((sc.Duration - sc.FirstStall + sc.Period - 1) / sc.Period); len(run.Freezes) != want {
		t.Fatalf("%s: %d freezes, want %d", name, len(run.Freezes), want)
	}
	if log, err = toolLog(run.Output, tool.log, dir); err != nil {
		t.Fatal(err)
	}
	sends, latencies, err := pacedLog(tool.name, log, run.StartNs)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	baseNs := slices.Sorted(slices.Values(latencies))[len(latencies)/2]
	return log, len(sends), FrozenTruth(sends[0], baseNs, sc.Interval, sc.Duration, run.Freezes), frozenLate(sends, latencies, run.Freezes, baseNs)
}

// frozenLateNs is how much later than the freezes allow a reply may come
// and the run still be one of a server slow only in its freezes: a
// loopback's and a busy machine's scheduling, well below a freeze.
const frozenLateNs = int64(20 * time.Millisecond)

// frozenLate says how many replies came more than frozenLateNs after
// their send, or after the end of the freeze they met, and the latest,
// beyond baseNs: a server held by something other than its freezes (the
// machine, busy, kept it or the tool from running), which FrozenTruth
// does not know. "" where none did.
func frozenLate(sends, latencies []int64, freezes []Freeze, baseNs int64) string {
	var n int
	var worstNs int64
	for i, sendNs := range sends {
		dueNs := sendNs
		for _, f := range freezes {
			if f.FromNs <= sendNs+latencies[i] && f.ToNs > sendNs {
				dueNs = max(dueNs, f.ToNs)
			}
		}
		if over := sendNs + latencies[i] - dueNs - baseNs; over > frozenLateNs {
			n++
			worstNs = max(worstNs, over)
		}
	}
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("%d of %d replies came more than %v after the freeze they met, or their send, the latest %v after", n, len(sends), time.Duration(frozenLateNs), time.Duration(worstNs))
}

// pacedLog reads a paced tool's per-request log: each request's send on
// the wall clock in ns, in order, and its latency in ns. fortio's access
// log stamps each send in Unix ns; hey's CSV in seconds since its start,
// taken as startNs, when the test started it (the truth moves with it
// only where a freeze meets the run's edge).
func pacedLog(tool string, log []byte, startNs int64) (sends, latencies []int64, err error) {
	type req struct{ sendNs, latencyNs int64 }
	var reqs []req
	switch tool {
	case "fortio":
		dec := json.NewDecoder(bytes.NewReader(log))
		for {
			var r struct {
				Latency   float64 `json:"latency"`
				Timestamp int64   `json:"timestamp"`
			}
			if err := dec.Decode(&r); err == io.EOF {
				break
			} else if err != nil {
				return nil, nil, fmt.Errorf("fortio's access log: %w", err)
			}
			reqs = append(reqs, req{r.Timestamp, int64(r.Latency * 1e9)})
		}
	case "hey":
		rows, err := csv.NewReader(bytes.NewReader(log)).ReadAll()
		if err != nil {
			return nil, nil, fmt.Errorf("hey's CSV: %w", err)
		}
		for _, row := range rows[min(1, len(rows)):] {
			lat, err1 := strconv.ParseFloat(row[0], 64)
			off, err2 := strconv.ParseFloat(row[len(row)-1], 64)
			if err1 != nil || err2 != nil {
				return nil, nil, fmt.Errorf("hey's CSV: a row %q", row)
			}
			reqs = append(reqs, req{startNs + int64(off*1e9), int64(lat * 1e9)})
		}
	}
	if len(reqs) == 0 {
		return nil, nil, fmt.Errorf("%s's log has no request", tool)
	}
	slices.SortFunc(reqs, func(a, b req) int { return cmp.Compare(a.sendNs, b.sendNs) })
	for _, r := range reqs {
		sends, latencies = append(sends, r.sendNs), append(latencies, r.latencyNs)
	}
	return sends, latencies, nil
}

// TestFrozenLate: replies due at their send, or at the end of the freeze
// they met, and within frozenLateNs of it beyond the base, are the
// freezes' alone; one 50 ms later, the machine's (as in the run that
// measured a p99 of 243 ms against a truth of 226 ms, and replies of up
// to 596 ms, with freezes of about 200).
func TestFrozenLate(t *testing.T) {
	const ms = int64(time.Millisecond)
	freezes := []Freeze{{FromNs: 100 * ms, ToNs: 300 * ms}}
	sends := []int64{0, 50 * ms, 150 * ms, 299 * ms, 400 * ms}
	latencies := []int64{ms, 250*ms + ms, 150*ms + ms, ms + ms, ms}
	if got := frozenLate(sends, latencies, freezes, ms); got != "" {
		t.Errorf("the freezes' own: %q", got)
	}
	latencies[2] += 50 * ms
	latencies[4] += 19 * ms
	if got, want := frozenLate(sends, latencies, freezes, ms), "1 of 5 replies came more than 20ms after the freeze they met, or their send, the latest 50ms after"; got != want {
		t.Errorf("a reply 50 ms past its freeze: %q, want %q", got, want)
	}
}
