package live

import (
	"bytes"
	"cmp"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"

	"coordinated-omission/internal/testenv"
)

// The frozen nginx's schedule: every process of its group stopped with
// SIGSTOP for frozenFor every frozenEvery, from frozenFirst after the
// tool starts, and the tools' plan, one request every frozenInterval
// for frozenSecs: the fortio -qps 1000 against nginx.
const (
	frozenFor      = 200 * time.Millisecond
	frozenEvery    = time.Second
	frozenFirst    = 500 * time.Millisecond
	frozenInterval = time.Millisecond
	frozenSecs     = 5
)

// A freeze is one stop of nginx, on the wall clock in ns: from just
// before its SIGSTOP to just after its SIGCONT returned.
type freeze struct{ fromNs, toNs int64 }

// TestFrozenNginxBound runs fortio and hey at one request a millisecond
// against an nginx of 4 worker processes that a goroutine here stops,
// master and workers together (SIGSTOP to its process group), for 200 ms
// every second, three times each, and audits each log told the plan and
// told nothing: the lower bound's p90 and p99 are at or below the
// truth's, within boundSlackNs. The truth is the open loop on the plan
// (one request every millisecond from the tool's first send) against a
// server that answers in the log's median latency unless frozen, and a
// request that meets a freeze at the freeze's measured end: worked out
// from the freezes as they happened, not from the audit. Where nginx is
// not installed (.ci/run does not install it) the test is skipped.
func TestFrozenNginxBound(t *testing.T) {
	testenv.WallClock(t, "fortio and hey against an nginx frozen from outside")
	nginx, err := exec.LookPath("nginx")
	if err != nil {
		if _, err2 := os.Stat("/usr/sbin/nginx"); err2 != nil {
			t.Skip("nginx is not installed")
		}
		nginx = "/usr/sbin/nginx"
	}
	testenv.Quiet(t)
	for _, tool := range pacedTools(frozenInterval, frozenSecs) {
		if !lookTool(t, tool.name) {
			continue
		}
		for i := range manyRepeats {
			name := fmt.Sprintf("%s on a frozen nginx, run %d", tool.name, i+1)
			dir := t.TempDir()
			url := startNginx(t, nginx, dir)
			log, startNs, freezes := runFrozen(t, withDir(Fill(tool.args, url, ""), dir), tool.log, dir)
			if len(freezes) < frozenSecs-1 {
				t.Fatalf("%s: %d freezes, want %d", name, len(freezes), frozenSecs)
			}
			sends, latencies, err := pacedLog(tool.name, log, startNs)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			truth := frozenTruth(sends[0], latencies, freezes)
			t.Logf("%s (%d requests): %s", name, len(sends), checkBound(t, name, log, frozenInterval, truth, boundSlackNs))
		}
	}
}

// startNginx starts nginx in dir, listening on a free port of 127.0.0.1,
// in a process group of its own that the test's end kills, and returns
// its URL once it answers.
func startNginx(t *testing.T, nginx, dir string) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	host := ln.Addr().String()
	ln.Close()
	conf := fmt.Sprintf(`daemon off;
master_process on;
worker_processes %d;
pid %[2]s/nginx.pid;
error_log %[2]s/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  server { listen %[3]s; location / { return 200 "ok\n"; } }
}
`, manyWorkers, dir, host)
	path := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(path, []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	cmd := exec.Command(nginx, "-e", filepath.Join(dir, "error.log"), "-p", dir, "-c", path)
	cmd.Stdout, cmd.Stderr = &out, &out
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		t.Fatalf("nginx: %v", err)
	}
	pgid := cmd.Process.Pid
	t.Cleanup(func() { // nginx's master ends its workers on SIGTERM, and reaps them
		_ = syscall.Kill(-pgid, syscall.SIGCONT)
		_ = syscall.Kill(pgid, syscall.SIGTERM)
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
		}
		_ = syscall.Kill(-pgid, syscall.SIGKILL)
		<-done
	})
	for range 100 {
		if c, err := net.Dial("tcp", host); err == nil {
			c.Close()
			return "http://" + host + "/"
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("nginx did not listen on %s in 5 s: %s", host, out.String())
	return ""
}

// runFrozen runs the tool's args, bounded, while a goroutine freezes
// every process of the nginx group that dir's nginx.pid names, and
// returns its per-request log, the wall clock at its start in ns, and
// the freezes as they happened.
func runFrozen(t *testing.T, args []string, logPath, dir string) ([]byte, int64, []freeze) {
	t.Helper()
	pidText, err := os.ReadFile(filepath.Join(dir, "nginx.pid"))
	if err != nil {
		t.Fatal(err)
	}
	pgid, err := strconv.Atoi(string(bytes.TrimSpace(pidText)))
	if err != nil {
		t.Fatalf("nginx.pid: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	var freezes []freeze
	var wg sync.WaitGroup
	startNs := time.Now().UnixNano()
	wg.Add(1)
	go func() {
		defer wg.Done()
		for k := range frozenSecs {
			select {
			case <-ctx.Done():
				return
			case <-time.After(time.Until(time.Unix(0, startNs).Add(frozenFirst + time.Duration(k)*frozenEvery))):
			}
			f := freeze{fromNs: time.Now().UnixNano()}
			_ = syscall.Kill(-pgid, syscall.SIGSTOP)
			time.Sleep(frozenFor)
			_ = syscall.Kill(-pgid, syscall.SIGCONT)
			f.toNs = time.Now().UnixNano()
			freezes = append(freezes, f)
		}
	}()
	var out bytes.Buffer
	how, err := RunGroup(context.Background(), args, frozenSecs*time.Second+10*time.Second, &out)
	cancel()
	wg.Wait()
	_ = syscall.Kill(-pgid, syscall.SIGCONT)
	if err != nil || how != "exit status 0" {
		t.Fatalf("%v: %s %v: %s", args, how, err, out.Bytes())
	}
	log, err := toolLog(out.Bytes(), logPath, dir)
	if err != nil {
		t.Fatal(err)
	}
	return log, startNs, freezes
}

// frozenTruth is the open loop on the plan from firstNs, the tool's first
// send, for frozenSecs: a request answered in the median of latencies,
// or, if it arrives in a freeze or within that median before one, at the
// freeze's end and that median after. The latencies, in ns.
func frozenTruth(firstNs int64, latencies []int64, freezes []freeze) []int64 {
	sorted := slices.Clone(latencies)
	slices.Sort(sorted)
	base := sorted[len(sorted)/2]
	var out []int64
	k := 0
	for at := firstNs; at < firstNs+frozenSecs*int64(time.Second); at += int64(frozenInterval) {
		for k < len(freezes) && freezes[k].toNs <= at {
			k++
		}
		lat := base
		if k < len(freezes) && at >= freezes[k].fromNs-base {
			lat = freezes[k].toNs - at + base
		}
		out = append(out, lat)
	}
	return out
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
