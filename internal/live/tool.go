package live

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
)

// MaxToolOutput is the most of a tool's output a run keeps: 64 MiB, what
// the parsers read. The rest is counted and dropped.
const MaxToolOutput = 64 << 20

// A ToolRun is one run of someone's load generator against a fresh
// stalling server: what the server saw, and what the tool printed.
type ToolRun struct {
	Command   []string // as run, with {url}, {host} and {port} filled in
	Served    []Served
	View      View
	Phase     results.Phase // its wall time, other processes' CPU and the worker's lateness
	Service   time.Duration // the worker's achieved service time S_w, median; 0 if every request met a stall
	StartupNs int64         // the tool's start to the first scheduled arrival; 0 if none arrived
	Output    []byte        // its standard output and error, interleaved, at most MaxToolOutput
	Dropped   int64         // bytes of output beyond that
	Exit      string        // how it ended, in words: "exit status 0", "killed at the bound 7s"
	// RoundTrip is the kernel's least round trip, the median over
	// RoundTripConns connections (Server.RoundTrip); 0 where it is not read.
	RoundTrip      time.Duration
	RoundTripConns int
	// Placement says where the server and the tool ran, "the server on
	// CPU 1, the tool on CPU 0", if they were placed apart; "" if not.
	Placement string
}

// Isolate is whether a tool's run gives the server a processor of its
// own where the machine allows it (Linux, two processors or more): the
// report's threads on the last, the tool's process group on the rest.
// Off unless CO_ISOLATE=1. On this project's two-core machine, one panel
// each way in the same session: it cut the worker's lateness at p99 for
// nine tools of ten (vegeta's 1,359 µs to 49 µs, ab's 260 to 50), but
// made httperf's worse (7.1 ms to 28.8 ms: the server accepts 5,000
// connections a second on one processor) and slowed the unpaced closed
// loops (wrk -c1 from 122 % of the plan's rate to 69 %, wrk -c10 from
// 176 % to 67 %: every reply crosses processors), which flags them.
var Isolate = false

// Fill replaces {url}, {host} and {port} in each argument: nothing else
// is interpreted, and no shell sees the arguments.
func Fill(args []string, url, host string) []string {
	_, port, _ := strings.Cut(host, ":")
	r := strings.NewReplacer("{url}", url, "{host}", "127.0.0.1", "{port}", port)
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = r.Replace(a)
	}
	return out
}

// FirstRequestWait is how long a tool may take from its start to its
// first request: results.FirstRequestWait, a variable for tests only.
var FirstRequestWait = results.FirstRequestWait

// ToolBound is how long a tool may run in a live phase of duration T,
// from its first request: T, the model's drain past T, and 3 s to print.
func ToolBound(sc sim.Scenario) time.Duration {
	size, _ := sc.Size()
	return sc.Duration + max(0, time.Duration(size.EndNs)-sc.Duration) + 3*time.Second
}

// RunTool runs the command args, its placeholders filled in, against a
// fresh stalling server with sc's schedule, which begins at the first
// scheduled arrival. The command runs directly, in a process group of its
// own, and at ToolBound(sc) after its first request, or at
// FirstRequestWait after its start if none arrives, the group is sent
// SIGTERM, and SIGKILL a second later; when the command ends, whatever is left of its group is
// killed. A command that cannot start is an error; one that fails is not:
// its exit is part of the run.
func RunTool(ctx context.Context, sc sim.Random, args []string, log io.Writer) (ToolRun, error) {
	return RunToolWith(ctx, sc, args, log, nil)
}

// RunToolWith is RunTool with a step, prepare, that learns the server's
// URL and host before the command starts: to write a targets file.
func RunToolWith(ctx context.Context, sc sim.Random, args []string, log io.Writer, prepare func(url, host string) error) (ToolRun, error) {
	return RunToolOn(ctx, sc, 1, args, log, prepare)
}

// RunToolOn is RunToolWith against a server of workers workers behind
// one queue, every one stopped by a stall, as -serve -workers serves.
func RunToolOn(ctx context.Context, sc sim.Random, workers int, args []string, log io.Writer, prepare func(url, host string) error) (ToolRun, error) {
	if len(args) == 0 {
		return ToolRun{}, errors.New("no command to run")
	}
	if workers < 1 || workers > MaxWorkers {
		return ToolRun{}, fmt.Errorf("%d workers: want 1 to %d", workers, MaxWorkers)
	}
	schedule := ScheduleOf(sc)
	schedule.Workers = workers
	bound := ToolBound(sc.Scenario)
	srv, err := StartServer(schedule, MaxRequests, FirstRequestWait+bound+5*time.Second)
	if err != nil {
		return ToolRun{}, err
	}
	srv.BeginAtFirstArrival()
	run := ToolRun{Command: Fill(args, srv.URL, srv.Host)}
	if prepare != nil {
		if err := prepare(srv.URL, srv.Host); err != nil {
			return run, errors.Join(err, srv.Close())
		}
	}
	fmt.Fprintf(log, "live: running %s against %s for at most %v after its first request, which may take %v\n", strings.Join(run.Command, " "), srv.URL, bound, FirstRequestWait)
	out := &capped{max: MaxToolOutput}
	before := readUsage()
	startNs := MonotonicNs()
	began := func() (time.Duration, bool) {
		at := srv.BeganNs()
		return time.Duration(at - startNs), at != 0
	}
	start, restore, placed := place()
	run.Placement = placed
	run.Exit, err = runGroupWith(ctx, run.Command, FromFirstRequest(FirstRequestWait, bound, began), out, start)
	restore()
	run.Output, run.Dropped = out.buf, out.dropped
	return run, errors.Join(err, run.finish(srv, schedule, sc.Interval, before, startNs))
}

// finish closes the server and gives run what the server saw from
// before, the usage read at the run's start, and startNs, its instant.
func (run *ToolRun) finish(srv *Server, schedule Schedule, interval time.Duration, before usage, startNs int64) error {
	after := readUsage()
	if err := srv.Close(); err != nil {
		return err
	}
	other, wall, ok := before.others(after)
	if !ok {
		return errors.New("the machine's CPU time could not be read, so the run cannot be checked")
	}
	run.Served = srv.Served()
	run.View = ViewOf(run.Served, schedule, interval, srv.Connections())
	var late time.Duration
	run.Service, late = worker(run.Served, schedule)
	run.Phase = results.Phase{WallNs: int64(wall), OtherCPUNs: int64(other), WorkerLateP99Ns: int64(late)}
	if began := srv.BeganNs(); began > 0 {
		run.StartupNs = max(0, began-startNs)
	}
	return nil
}

// MaxServeWait is how long ServeTool waits for a tool started by hand to
// send its first request.
const MaxServeWait = 10 * time.Minute

// ServeTool serves one phase of a stalling server with sc's schedule for
// a tool that someone starts by hand: it calls announce with the server's
// URL, waits up to MaxServeWait for the first scheduled request, and
// serves until sc's duration and the model's drain have passed since
// then, plus a second. The phase's wall time and other processes' CPU
// are measured from the first arrival; the tool's own CPU counts as
// other processes'.
func ServeTool(ctx context.Context, sc sim.Random, listen string, workers int, announce func(url string)) (ToolRun, error) {
	schedule := ScheduleOf(sc)
	schedule.Workers = workers
	serve := ToolBound(sc.Scenario) - 2*time.Second
	srv, err := StartServerAt(listen, listen != Loopback, schedule, MaxRequests, MaxServeWait+serve+5*time.Second)
	if err != nil {
		return ToolRun{}, err
	}
	srv.BeginAtFirstArrival()
	announce(srv.URL)
	startNs := MonotonicNs()
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	for srv.BeganNs() == 0 {
		select {
		case <-ctx.Done():
			return ToolRun{}, errors.Join(ctx.Err(), srv.Close())
		case <-tick.C:
			if time.Duration(MonotonicNs()-startNs) > MaxServeWait {
				return ToolRun{}, errors.Join(fmt.Errorf("no request arrived at %s in %v", srv.URL, MaxServeWait), srv.Close())
			}
		}
	}
	before := readUsage()
	run := ToolRun{Exit: results.ServedByHand}
	select {
	case <-ctx.Done():
	case <-time.After(serve - time.Duration(MonotonicNs()-srv.BeganNs())):
	}
	err = run.finish(srv, schedule, sc.Interval, before, startNs)
	run.RoundTrip, run.RoundTripConns = srv.RoundTrip()
	return run, errors.Join(ctx.Err(), err)
}

// capped is a writer that keeps its first max bytes and counts the rest.
type capped struct {
	mu      sync.Mutex
	max     int
	buf     []byte
	dropped int64
}

func (c *capped) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	keep := min(len(p), c.max-len(c.buf))
	c.buf = append(c.buf, p[:keep]...)
	c.dropped += int64(len(p) - keep)
	return len(p), nil
}
