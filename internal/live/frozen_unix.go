//go:build unix

package live

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"coordinated-omission/sim"
)

// RunFrozen runs the command args, {url}, {host} and {port} filled in,
// against an nginx of workers worker processes that it starts in dir on
// a free loopback port, and stops from outside on sc's stall schedule:
// every process of its group (master and workers) sent SIGSTOP for
// sc.Stall every sc.Period, from sc.FirstStall after the tool's start,
// then SIGCONT. The tool runs as RunGroup runs it, bounded to
// FirstRequestWait and ToolBound(sc) after its start; nginx is ended,
// its group killed, before RunFrozen returns. prepare, if not nil,
// learns the URL and host before the tool starts.
func RunFrozen(ctx context.Context, sc sim.Scenario, nginx, dir string, workers int, args []string, log io.Writer, prepare func(url, host string) error) (FrozenRun, error) {
	if workers < 1 || workers > MaxWorkers {
		return FrozenRun{}, fmt.Errorf("%d workers: want 1 to %d", workers, MaxWorkers)
	}
	url, host, stop, err := startNginx(ctx, nginx, dir, workers)
	if err != nil {
		return FrozenRun{}, err
	}
	defer stop()
	run := FrozenRun{Command: Fill(args, url, host)}
	if prepare != nil {
		if err := prepare(url, host); err != nil {
			return run, err
		}
	}
	pgid, err := nginxGroup(dir)
	if err != nil {
		return run, err
	}
	bound := FirstRequestWait + ToolBound(sc)
	fmt.Fprintf(log, "live: running %s against nginx at %s, %d workers frozen %v every %v, for at most %v\n", strings.Join(run.Command, " "), url, workers, sc.Stall, sc.Period, bound)
	out := &capped{max: MaxToolOutput}
	freezeCtx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	run.StartNs = time.Now().UnixNano()
	wg.Go(func() { run.Freezes = freeze(freezeCtx, pgid, sc, run.StartNs) })
	run.Exit, err = RunGroup(ctx, run.Command, bound, out)
	cancel()
	wg.Wait()
	run.Output, run.Dropped = out.buf, out.dropped
	return run, err
}

// freeze stops the group pgid on sc's stall schedule from startNs, on the
// wall clock, until ctx ends or the schedule passes sc.Duration, and
// returns each stop as it happened. The group is running when it returns.
func freeze(ctx context.Context, pgid int, sc sim.Scenario, startNs int64) []Freeze {
	var out []Freeze
	if sc.Stall <= 0 || sc.Period <= 0 {
		return nil
	}
	for at := sc.FirstStall; at < sc.Duration; at += sc.Period {
		select {
		case <-ctx.Done():
			return out
		case <-time.After(time.Until(time.Unix(0, startNs).Add(at))):
		}
		f := Freeze{FromNs: time.Now().UnixNano()}
		_ = syscall.Kill(-pgid, syscall.SIGSTOP)
		select { // a run that ends mid-freeze thaws the server at once
		case <-ctx.Done():
		case <-time.After(sc.Stall):
		}
		_ = syscall.Kill(-pgid, syscall.SIGCONT)
		f.ToNs = time.Now().UnixNano()
		out = append(out, f)
	}
	return out
}

// nginxConf is the server RunFrozen starts: every request answered 200
// "ok" at once, no access log, its files in the run's folder.
const nginxConf = `daemon off;
master_process on;
worker_processes %d;
pid %[2]s/nginx.pid;
error_log %[2]s/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  server { listen %[3]s; location / { return 200 "ok\n"; } }
}
`

// startNginx starts nginx in dir, in a process group of its own,
// listening on a free port of 127.0.0.1, and returns its URL and host
// once it answers, and how to end it: SIGCONT to its group, SIGTERM to its
// master, which ends and reaps its workers, and SIGKILL to the group if
// it has not ended in 5 s.
func startNginx(ctx context.Context, nginx, dir string, workers int) (url, host string, stop func(), err error) {
	ln, err := net.Listen("tcp", Loopback)
	if err != nil {
		return "", "", nil, err
	}
	host = ln.Addr().String()
	ln.Close()
	conf := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(conf, fmt.Appendf(nil, nginxConf, workers, dir, host), 0o644); err != nil {
		return "", "", nil, err
	}
	var out bytes.Buffer
	cmd := exec.Command(nginx, "-e", filepath.Join(dir, "error.log"), "-p", dir, "-c", conf)
	cmd.Stdout, cmd.Stderr = &out, &out
	cmd.SysProcAttr = groupAttr()
	if err := cmd.Start(); err != nil {
		return "", "", nil, fmt.Errorf("nginx could not start: %w", unwrapExec(err))
	}
	done := make(chan struct{})
	go func() { _ = cmd.Wait(); close(done) }()
	pgid := cmd.Process.Pid
	unwatch := watchGroup(pgid)
	stop = func() {
		defer unwatch()
		_ = syscall.Kill(-pgid, syscall.SIGCONT)
		_ = syscall.Kill(pgid, syscall.SIGTERM)
		select {
		case <-done:
		case <-time.After(5 * time.Second):
		}
		_ = syscall.Kill(-pgid, syscall.SIGKILL)
		<-done
	}
	for range 100 {
		if c, err := net.DialTimeout("tcp", host, time.Second); err == nil {
			c.Close()
			if _, err := nginxGroup(dir); err == nil {
				return "http://" + host + "/", host, stop, nil
			}
		}
		select {
		case <-done:
			stop()
			return "", "", nil, fmt.Errorf("nginx ended before it listened on %s: %s", host, firstLine(out.String()))
		case <-ctx.Done():
			stop()
			return "", "", nil, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
	stop()
	return "", "", nil, fmt.Errorf("nginx did not listen on %s in 5 s: %s", host, firstLine(out.String()))
}

// nginxGroup is the process group of dir's nginx: its master's pid, from
// its pid file.
func nginxGroup(dir string) (int, error) {
	b, err := os.ReadFile(filepath.Join(dir, "nginx.pid"))
	if err != nil {
		return 0, err
	}
	pid, err := strconv.Atoi(string(bytes.TrimSpace(b)))
	if err != nil || pid <= 1 {
		return 0, errors.New("nginx.pid holds no pid")
	}
	return pid, nil
}

// firstLine is s's first line.
func firstLine(s string) string {
	line, _, _ := strings.Cut(strings.TrimSpace(s), "\n")
	return line
}
