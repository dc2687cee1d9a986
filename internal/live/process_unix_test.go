//go:build unix

package live

import (
	"bufio"
	"bytes"
	"context"
	"coordinated-omission/sim"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Our generator runs in a process of its own, this program started again
// with childEnv set, so that its CPU time is its own: the server's worker
// spins through each service time in the parent. The two share the
// machine's monotonic clock, so the child's stamps are on the phase's
// clock. The conversation, on the child's stdin and stdout:
//
//	child:  "ready\n"                 once its connections are open and warm
//	parent: "origin NS\n"             the phase's origin on the monotonic clock
//	child:  "stamps N\n", then N × (due, free, send, done) as little-endian
//	        int64 ns, then "cpu NS\n": its CPU time from the origin on
//
// The child gives up when its stdin closes, and the parent kills the
// child's process group at the phase's bound.
const childEnv = "COORDINATED_OMISSION_LIVE_GENERATOR"

func init() {
	if spec, ok := os.LookupEnv(childEnv); ok {
		os.Exit(childMain(spec, os.Stdin, os.Stdout, os.Stderr))
	}
}

// A childSpec is what the child is told through its environment.
type childSpec struct {
	host     string // 127.0.0.1:port, never another address
	plan     Plan
	lifetime time.Duration // how long it may live
}

func (s childSpec) String() string {
	return fmt.Sprintf("host=%s requests=%d interval=%d connections=%d lifetime=%d",
		s.host, s.plan.Requests, int64(s.plan.Interval), s.plan.Connections, int64(s.lifetime))
}

// parseChildSpec reads a childSpec, refusing anything but what String writes.
func parseChildSpec(text string) (childSpec, error) {
	var s childSpec
	fields := strings.Fields(text)
	if len(fields) != 5 {
		return s, fmt.Errorf("generator spec %q: want 5 fields", text)
	}
	num := func(f, key string, max int64) int64 {
		v, ok := strings.CutPrefix(f, key+"=")
		n, err := strconv.ParseInt(v, 10, 64)
		if !ok || err != nil || n < 1 || n > max {
			return -1
		}
		return n
	}
	host, _ := strings.CutPrefix(fields[0], "host=")
	if port, ok := strings.CutPrefix(host, "127.0.0.1:"); !ok || num("port="+port, "port", 65535) < 0 {
		return s, fmt.Errorf("generator spec %q: the host must be 127.0.0.1:port", text)
	}
	s.host = host
	r, i := num(fields[1], "requests", MaxRequests), num(fields[2], "interval", int64(time.Hour))
	c, l := num(fields[3], "connections", MaxConnections), num(fields[4], "lifetime", int64(2*MaxDuration+MaxDrain+time.Minute))
	if r < 0 || i < 0 || c < 0 || l < 0 {
		return s, fmt.Errorf("generator spec %q: a field is missing or out of range", text)
	}
	s.plan, s.lifetime = Plan{Requests: int(r), Interval: time.Duration(i), Connections: int(c)}, time.Duration(l)
	return s, nil
}

// childMain is the child's whole life; it returns its exit status.
func childMain(specText string, stdin io.Reader, stdout, stderr io.Writer) int {
	if err := child(specText, stdin, stdout); err != nil {
		fmt.Fprintln(stderr, "our generator:", err)
		return 1
	}
	return 0
}

func child(specText string, stdin io.Reader, stdout io.Writer) error {
	spec, err := parseChildSpec(specText)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), spec.lifetime)
	defer cancel() // closes every connection
	cs, err := openConns(ctx, spec.host, min(spec.plan.Connections, spec.plan.Requests), time.Now().Add(spec.lifetime))
	if err != nil {
		return err
	}
	out := bufio.NewWriter(stdout)
	if _, err := io.WriteString(out, "ready\n"); err != nil || out.Flush() != nil {
		return errors.New("the parent is gone")
	}
	in := bufio.NewReader(stdin)
	line, err := in.ReadString('\n')
	var origin int64
	if n, _ := fmt.Sscanf(line, "origin %d\n", &origin); err != nil || n != 1 {
		return fmt.Errorf("no origin from the parent: %q", line)
	}
	go func() { // the parent is gone: stop
		_, _ = io.Copy(io.Discard, in)
		cancel()
		cs.Abort()
	}()
	cpu0 := processCPU()
	st, err := Generate(ctx, WallClockAt(origin), spec.plan, cs)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "stamps %d\n", len(st.Due))
	buf := make([]byte, 0, 32)
	for i := range st.Due {
		buf = buf[:0]
		for _, d := range []time.Duration{st.Due[i], st.Free[i], st.Send[i], st.Done[i]} {
			buf = binary.LittleEndian.AppendUint64(buf, uint64(d))
		}
		_, _ = out.Write(buf)
	}
	fmt.Fprintf(out, "cpu %d\n", int64(processCPU()-cpu0))
	return out.Flush()
}

// childRun is what our generator's process reported.
type childRun struct {
	stamps Stamps
	cpu    time.Duration // from the origin to its last stamp
}

// runChild runs our generator in its own process against srv, for plan,
// and begins srv's phase at the origin it gives the child. The child
// lives at most lifetime; then its process group is killed.
func runChild(ctx context.Context, srv *Server, plan Plan, lifetime time.Duration) (childRun, error) {
	exe, err := os.Executable()
	if err != nil {
		return childRun{}, fmt.Errorf("our generator: %w", err)
	}
	ctx, cancel := context.WithTimeout(ctx, lifetime)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe)
	spec := childSpec{host: srv.Host, plan: plan, lifetime: lifetime}
	cmd.Env = append(os.Environ(), childEnv+"="+spec.String())
	ownGroup(cmd)
	cmd.WaitDelay = time.Second
	var stderr bytes.Buffer
	cmd.Stderr = &limited{w: &stderr, n: 4096}
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return childRun{}, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return childRun{}, err
	}
	if err := cmd.Start(); err != nil {
		return childRun{}, fmt.Errorf("our generator: %w", err)
	}
	run, talkErr := talk(srv, plan, stdin, bufio.NewReader(stdout))
	stdin.Close()
	waitErr := cmd.Wait()
	if talkErr != nil || waitErr != nil {
		if line := firstLine(stderr.String()); line != "" {
			return childRun{}, errors.New(line)
		}
		if ctx.Err() != nil {
			return childRun{}, fmt.Errorf("our generator: still running after %v, so it was killed", lifetime)
		}
		return childRun{}, fmt.Errorf("our generator: %w", errors.Join(talkErr, waitErr))
	}
	return run, nil
}

// talk is the parent's side of the conversation.
func talk(srv *Server, plan Plan, stdin io.Writer, stdout *bufio.Reader) (childRun, error) {
	if line, err := stdout.ReadString('\n'); err != nil || line != "ready\n" {
		return childRun{}, fmt.Errorf("it did not say it was ready: %q", line)
	}
	// a little ahead, for the child to read it before its first request
	origin := MonotonicNs() + int64(5*time.Millisecond)
	srv.Begin(WallClockAt(origin))
	if _, err := fmt.Fprintf(stdin, "origin %d\n", origin); err != nil {
		return childRun{}, err
	}
	var run childRun
	var n int
	if line, err := stdout.ReadString('\n'); err != nil {
		return run, err
	} else if _, err := fmt.Sscanf(line, "stamps %d\n", &n); err != nil || n != plan.Requests {
		return run, fmt.Errorf("it reported %q, want %d stamps", line, plan.Requests)
	}
	st := Stamps{Due: make([]time.Duration, n), Free: make([]time.Duration, n), Send: make([]time.Duration, n), Done: make([]time.Duration, n)}
	buf := make([]byte, 32)
	for i := range n {
		if _, err := io.ReadFull(stdout, buf); err != nil {
			return run, fmt.Errorf("stamps of request %d: %w", i, err)
		}
		for k, into := range []*time.Duration{&st.Due[i], &st.Free[i], &st.Send[i], &st.Done[i]} {
			*into = time.Duration(binary.LittleEndian.Uint64(buf[8*k:]))
		}
	}
	var cpu int64
	if line, err := stdout.ReadString('\n'); err != nil {
		return run, err
	} else if _, err := fmt.Sscanf(line, "cpu %d\n", &cpu); err != nil || cpu < 0 {
		return run, fmt.Errorf("it reported %q, want its CPU time", line)
	}
	return childRun{stamps: st, cpu: time.Duration(cpu)}, nil
}

// limited writes at most n bytes to w, and drops the rest.
type limited struct {
	w io.Writer
	n int
}

func (l *limited) Write(p []byte) (int, error) {
	if k := min(len(p), l.n); k > 0 {
		_, _ = l.w.Write(p[:k])
		l.n -= k
	}
	return len(p), nil
}

// ownGroup starts cmd in a process group of its own, and has its
// cancellation kill the whole group.
func ownGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
}

// cpuOf is a finished process's CPU time, user and system.
func cpuOf(ps *os.ProcessState) time.Duration { return ps.UserTime() + ps.SystemTime() }

// runWrk runs wrk, unpaced, with conns connections on one thread for
// duration against srv, and returns how many requests it completed and
// its CPU time.
func runWrk(path string, srv *Server, conns int, duration time.Duration) (int, time.Duration, error) {
	ctx, cancel := context.WithTimeout(context.Background(), duration+10*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, "-t1", "-c"+strconv.Itoa(conns), "-d"+strconv.Itoa(int(duration/time.Second))+"s", srv.URL)
	ownGroup(cmd)
	out, err := cmd.Output()
	if err != nil {
		return 0, 0, fmt.Errorf("wrk: %w", err)
	}
	// "  10171 requests in 1.00s, 0.87MB read"
	for _, line := range strings.Split(string(out), "\n") {
		var n int
		if _, err := fmt.Sscanf(strings.TrimSpace(line), "%d requests in", &n); err == nil {
			return n, cpuOf(cmd.ProcessState), nil
		}
	}
	return 0, 0, fmt.Errorf("wrk printed no request count:\n%s", out)
}

// BenchmarkGenerator measures our generator's CPU time per request in a
// process of its own, beside wrk's, Debian's wrk 4, unpaced, with the same
// connections, against the same server: the live server with the default
// scenario's service time and no stalls. wrk runs for a second, and our
// generator then sends the same number of requests twice: paced at the
// default interval, as a live run sends them, and unpaced, at an interval
// of 1 ns, as wrk sends them. It reports each one's CPU µs per request
// and ours over wrk's.
func BenchmarkGenerator(b *testing.B) {
	wrk, err := exec.LookPath("wrk")
	if err != nil {
		b.Skip("wrk is not installed (Debian: apt-get install wrk)")
	}
	sc := sim.Default()
	for _, conns := range []int{1, 10, 100} {
		b.Run(fmt.Sprintf("connections=%d", conns), func(b *testing.B) {
			var wrkCPU, pacedCPU, unpacedCPU time.Duration
			var requests int
			for b.Loop() {
				srv, err := StartServer(Schedule{Service: sc.Service, Period: sc.Period}, 1<<30, time.Minute)
				if err != nil {
					b.Fatal(err)
				}
				srv.Begin(NewWallClock())
				n, cpu, err := runWrk(wrk, srv, conns, time.Second)
				srv.Close()
				if err != nil {
					b.Fatal(err)
				}
				requests += n
				wrkCPU += cpu
				for _, interval := range []time.Duration{sc.Interval, 1} {
					srv, err := StartServer(Schedule{Service: sc.Service, Period: sc.Period}, n, time.Minute)
					if err != nil {
						b.Fatal(err)
					}
					run, err := runChild(context.Background(), srv, Plan{Requests: n, Interval: interval, Connections: conns}, time.Minute)
					srv.Close()
					if err != nil {
						b.Fatal(err)
					}
					if interval == 1 {
						unpacedCPU += run.cpu
					} else {
						pacedCPU += run.cpu
					}
				}
			}
			per := func(d time.Duration) float64 { return float64(d) / 1e3 / float64(requests) }
			b.ReportMetric(per(wrkCPU), "wrk-cpu-us/req")
			b.ReportMetric(per(pacedCPU), "paced-cpu-us/req")
			b.ReportMetric(per(unpacedCPU), "unpaced-cpu-us/req")
			b.ReportMetric(per(pacedCPU)/per(wrkCPU), "paced/wrk")
			b.ReportMetric(per(unpacedCPU)/per(wrkCPU), "unpaced/wrk")
			b.ReportMetric(0, "ns/op")
		})
	}
}
