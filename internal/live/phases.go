package live

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"net"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/rakyll/hey/requester"
	vegeta "github.com/tsenart/vegeta/v12/lib"
)

// A conn is one of our generator's connections: HTTP/1.1 with keep-alive,
// written and parsed directly, as wrk does. On this machine net/http's
// client costs 73 µs a loopback round trip where this costs 33 µs, and
// its general parser, http.ReadResponse, about 8 µs more than this one.
type conn struct {
	c       net.Conn
	r       *bufio.Reader
	path    string // of request
	request []byte
}

// dial opens a connection to the server at host, "127.0.0.1:port", and
// closes it when ctx is done or at deadline.
func dial(ctx context.Context, host string, deadline time.Time) (*conn, error) {
	var d net.Dialer
	c, err := d.DialContext(ctx, "tcp4", host)
	if err != nil {
		return nil, err
	}
	if err := c.SetDeadline(deadline); err != nil {
		c.Close()
		return nil, err
	}
	context.AfterFunc(ctx, func() { c.Close() })
	return &conn{c: c, r: bufio.NewReader(c)}, nil
}

// get sends GET path and reads the reply.
func (c *conn) get(path string) error {
	if err := c.send(path); err != nil {
		return err
	}
	return readReply(c.r)
}

// send writes GET path. The request's bytes are made once per path.
func (c *conn) send(path string) error {
	if c.path != path {
		c.path, c.request = path, []byte("GET "+path+" HTTP/1.1\r\nHost: "+c.c.RemoteAddr().String()+"\r\n\r\n")
	}
	_, err := c.c.Write(c.request)
	return err
}

// conns are our generator's connections as its Transport: each request is
// GET / and each reply must be a 200 with a Content-Length, as the live
// server's replies are.
type conns []*conn

func (cs conns) Send(c int) error    { return cs[c].send("/") }
func (cs conns) Receive(c int) error { return readReply(cs[c].r) }

// Abort closes every connection, so that every Receive returns.
func (cs conns) Abort() {
	for _, c := range cs {
		c.c.Close()
	}
}

// readReply reads one HTTP/1.1 reply from r: a status line, header lines
// up to a blank one, and a body of Content-Length bytes. It refuses any
// status but 200, a reply without a Content-Length, and a line longer
// than r's buffer.
func readReply(r *bufio.Reader) error {
	status, err := r.ReadSlice('\n')
	if err != nil {
		return fmt.Errorf("reading the reply: %w", err)
	}
	if !bytes.HasPrefix(status, []byte("HTTP/1.1 200 ")) {
		return fmt.Errorf("server answered %q", bytes.TrimSpace(status))
	}
	length := -1
	for {
		line, err := r.ReadSlice('\n')
		if err != nil {
			return fmt.Errorf("reading the reply's header: %w", err)
		}
		line = bytes.TrimRight(line, "\r\n")
		if len(line) == 0 {
			break
		}
		key, value, _ := bytes.Cut(line, []byte(":"))
		if bytes.EqualFold(key, []byte("Content-Length")) {
			if length, err = strconv.Atoi(string(bytes.TrimSpace(value))); err != nil || length < 0 {
				return fmt.Errorf("reply with Content-Length %q", value)
			}
		}
	}
	if length < 0 {
		return errors.New("reply without a Content-Length")
	}
	_, err = r.Discard(length)
	return err
}

// runOurs runs our generator's phase against srv, in this process: it
// opens each connection with a warm-up request, then begins the phase on
// a fresh wall clock and sends plan. In this process, a reply reaches
// the generator without waking an idle processor: the server's thread
// finds the generator's goroutine ready when it polls the network. Run
// in a process of its own (as BenchmarkGenerator runs it), each round
// trip on loopback here took 167 µs where it takes 124 µs in process,
// and the default scenario then held its server 83 % busy.
func runOurs(ctx context.Context, srv *Server, plan Plan, lifetime time.Duration) (Stamps, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel() // closes every connection
	// as many as Generate uses: no more than there are requests
	cs, err := openConns(ctx, srv.Host, min(plan.Connections, plan.Requests), time.Now().Add(lifetime))
	if err != nil {
		return Stamps{}, err
	}
	clock := NewWallClock()
	srv.Begin(clock)
	return Generate(ctx, clock, plan, cs)
}

// openConns opens n connections to host and warms each with a request
// that the server answers at once.
func openConns(ctx context.Context, host string, n int, deadline time.Time) (conns, error) {
	cs := make(conns, n)
	for i := range cs {
		c, err := dial(ctx, host, deadline)
		if err != nil {
			return nil, err
		}
		if err := c.get("/warm"); err != nil {
			return nil, fmt.Errorf("warming connection %d: %w", i, err)
		}
		cs[i] = c
	}
	return cs, nil
}

// A vegetaRun is what vegeta reported: each request's latency,
// unadjusted, when it went out, since the attack began, and its plan,
// from vegeta's pacer: hit seq at (seq+1)·I.
type vegetaRun struct {
	latencyNs  []int64
	sent, plan []time.Duration
	failed     int64 // the requests that got no reply
}

// scheduleErrors returns vegeta's sends less their plan, sorted.
func (v vegetaRun) scheduleErrors() []time.Duration {
	errs := make([]time.Duration, len(v.sent))
	for i := range v.sent {
		errs[i] = v.sent[i] - v.plan[i]
	}
	slices.Sort(errs)
	return errs
}

// runVegeta attacks srv with vegeta's library as its user would, open
// loop at one request every interval for duration, with its defaults
// except a cap of maxWorkers goroutines and a timeout.
func runVegeta(srv *Server, interval, duration time.Duration, maxWorkers uint64, timeout time.Duration) (vegetaRun, error) {
	attacker := vegeta.NewAttacker(vegeta.MaxWorkers(maxWorkers), vegeta.Timeout(timeout))
	defer attacker.Stop()
	target := vegeta.NewStaticTargeter(vegeta.Target{Method: http.MethodGet, URL: srv.URL})
	srv.Begin(NewWallClock())
	var run vegetaRun
	// Attack reads its own start just after this, within a microsecond:
	// vegeta's schedule errors are that much too high at most
	began := time.Now()
	for res := range attacker.Attack(target, vegeta.ConstantPacer{Freq: 1, Per: interval}, duration, "live") {
		if res.Error != "" { // refused or reset: no reply to time; the phase's check fails on it
			run.failed++
			continue
		}
		run.sent = append(run.sent, res.Timestamp.Sub(began))
		run.plan = append(run.plan, time.Duration(res.Seq+1)*interval)
		run.latencyNs = append(run.latencyNs, int64(res.Latency))
	}
	return run, nil
}

// runHey runs hey's requester in process as its user would with -c conns
// -q qps -z duration: conns workers, each a closed loop paced by a ticker
// at qps, stopped after duration. Its figures are its CSV output's
// response times, which it prints to 0.1 ms.
func runHey(srv *Server, conns int, interval, duration time.Duration, requests int, timeout time.Duration) ([]int64, error) {
	req, err := http.NewRequest(http.MethodGet, srv.URL, nil)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	w := &requester.Work{
		Request: req, N: requests, C: conns,
		QPS:     float64(time.Second) / float64(interval*time.Duration(conns)),
		Timeout: int(math.Ceil(timeout.Seconds())), Output: "csv", Writer: &out,
	}
	w.Init() // Stop sends on a channel that Init makes
	srv.Begin(NewWallClock())
	stop := time.AfterFunc(duration, w.Stop)
	w.Run()
	stop.Stop()
	return parseHeyCSV(&out)
}

// parseHeyCSV reads the response times, in seconds, of hey's CSV output,
// and refuses any reply but 200.
func parseHeyCSV(r io.Reader) ([]int64, error) {
	sc := bufio.NewScanner(r)
	var ns []int64
	for line := 1; sc.Scan(); line++ {
		fields := strings.Split(sc.Text(), ",")
		if line == 1 || len(fields) == 1 && fields[0] == "" {
			continue // the header, and the blank line hey ends with
		}
		if len(fields) != 8 {
			return nil, fmt.Errorf("hey's CSV line %d: %d fields, want 8", line, len(fields))
		}
		if fields[6] != "200" {
			return nil, fmt.Errorf("hey's CSV line %d: status %s", line, fields[6])
		}
		s, err := strconv.ParseFloat(fields[0], 64)
		if err != nil || s < 0 {
			return nil, fmt.Errorf("hey's CSV line %d: response time %q", line, fields[0])
		}
		ns = append(ns, int64(math.Round(s*1e9)))
	}
	return ns, sc.Err()
}
