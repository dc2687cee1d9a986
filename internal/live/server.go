package live

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"coordinated-omission/internal/workers"
	"coordinated-omission/sim"
)

// A Server is an HTTP/1.1 server on 127.0.0.1 with one worker that serves
// requests first come, first served, on a Schedule: it spends the service
// time on each request busy, not sleeping, and stalls, asleep, as the
// schedule says, measured on the phase's clock from Begin. An idle worker
// costs nothing: no goroutine waits for requests but net/http's.
//
// The worker is a baton that the requests' handlers pass along in the
// order the requests arrived: a request starts when it arrived or when the
// previous one completed, whichever is later, completes when the schedule
// says, and its handler holds the baton, asleep through stalls and busy
// through the service time, until
// then. One request is in service at a time, and one handler works, as
// one worker thread would; a request that finds the worker idle costs no
// hand-over between goroutines, which on this kind of machine costs tens
// of microseconds. Before Begin, and for
// the path /warm at any time, it answers at once without the worker, so
// that generators can open their connections before the phase starts.
type Server struct {
	URL      string // of the scheduled path; URL + "warm" is answered at once
	Host     string // 127.0.0.1:port
	schedule Schedule
	draws    *sim.ServiceDraws // the drawn service times, nil for a fixed one
	limit    int64             // scheduled requests it serves; the rest get 503
	clock    atomic.Pointer[Clock]
	armed    atomic.Bool  // BeginAtFirstArrival was called
	beganNs  atomic.Int64 // the first arrival's instant on the monotonic clock, with BeginAtFirstArrival
	taken    atomic.Int64
	http     *http.Server
	serving  sync.WaitGroup
	expiry   *time.Timer
	mu       sync.Mutex
	free     time.Duration        // when the worker completes its last request
	frees    *workers.Free        // with more workers: when each comes free, in ns
	last     chan struct{}        // closed when the last request's handler is done with the worker
	served   []Served             // one per scheduled request, in service order
	conns    map[string]bool      // the remote addresses that carried a scheduled request
	rtts     map[string]RoundTrip // each connection's kernel round trip, by remote address
}

// Served is what the worker did with one request, on the phase's clock:
// when the request arrived, when the schedule let it start and complete,
// and when the worker actually finished it; and its service time, drawn
// or fixed.
type Served struct {
	Arrived, Start, Done, Finished time.Duration
	Service                        time.Duration
}

// Loopback is where the server listens unless told otherwise: an
// ephemeral port of 127.0.0.1.
const Loopback = "127.0.0.1:0"

// StartServer listens on an ephemeral port of 127.0.0.1, never another
// address, and serves at most limit scheduled requests. It closes itself
// after lifetime whatever happens; Close stops it sooner.
func StartServer(schedule Schedule, limit int, lifetime time.Duration) (*Server, error) {
	return StartServerAt(Loopback, false, schedule, limit, lifetime)
}

// StartServerAt is StartServer listening on addr, an IP and a port: a
// non-loopback address only when the user asked for it (-serve -listen).
// Any path but the scheduled "/" and "/warm" gets 404. With kernelRTT, it
// reads each connection's round trip from the kernel (RoundTrip), at a
// system call a request; without, it adds nothing to a request's path.
func StartServerAt(addr string, kernelRTT bool, schedule Schedule, limit int, lifetime time.Duration) (*Server, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("live server: %w", err)
	}
	s := &Server{
		URL: "http://" + ln.Addr().String() + "/", Host: ln.Addr().String(), schedule: schedule, draws: schedule.draws(), limit: int64(limit),
		last: make(chan struct{}), conns: map[string]bool{}, rtts: map[string]RoundTrip{},
	}
	close(s.last)
	if schedule.Workers > 1 {
		s.frees = workers.New(schedule.Workers)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/warm", func(w http.ResponseWriter, r *http.Request) { _, _ = w.Write(okBody) })
	mux.HandleFunc("/{$}", s.handle)
	s.http = &http.Server{Handler: mux, ReadHeaderTimeout: lifetime}
	if kernelRTT {
		s.http.ConnState = s.connState
	}
	s.serving.Add(1)
	go func() {
		defer s.serving.Done()
		_ = s.http.Serve(ln)
	}()
	s.expiry = time.AfterFunc(lifetime, func() { _ = s.http.Close() })
	return s, nil
}

// Begin starts the phase: scheduled requests are timed on clock from now on.
func (s *Server) Begin(clock Clock) { s.clock.Store(&clock) }

// BeginAtFirstArrival starts the phase when the first scheduled request
// arrives: it arrives at the phase's instant 0, and the stalls count from
// it. A tool that takes its time to start (node's take 0.3–0.4 s) meets
// the first stall when the scenario says, not early in its run.
func (s *Server) BeginAtFirstArrival() { s.armed.Store(true) }

// BeganNs is the instant, on MonotonicNs's clock, that the first
// scheduled request arrived at after BeginAtFirstArrival; 0 before.
func (s *Server) BeganNs() int64 { return s.beganNs.Load() }

// Connections is how many connections carried a scheduled request.
func (s *Server) Connections() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.conns)
}

// handle serves a scheduled request: it takes the worker's next slot,
// waits for the previous request to let go of the worker, and holds it
// until the schedule's completion.
func (s *Server) handle(w http.ResponseWriter, r *http.Request) {
	clock := s.clock.Load()
	if clock == nil && s.armed.Load() {
		c := NewWallClock()
		if s.clock.CompareAndSwap(nil, &c) { // the first to arrive begins the phase
			s.beganNs.Store(MonotonicNs())
		}
		clock = s.clock.Load()
	}
	if clock == nil {
		_, _ = w.Write(okBody) // before the phase: a warm-up
		return
	}
	if s.taken.Add(1) > s.limit {
		http.Error(w, "over the run's request limit", http.StatusServiceUnavailable)
		return
	}
	if s.frees != nil {
		s.handleWorkers(w, r, *clock)
		return
	}
	mine := make(chan struct{})
	s.mu.Lock()
	arrived := (*clock).Now()
	s.conns[r.RemoteAddr] = true
	start := max(arrived, s.free)
	service := s.schedule.Service
	if s.draws != nil { // the k-th request taken, the k-th draw, as in the model
		service = time.Duration(s.draws.Next())
	}
	done := s.schedule.CompletionAfter(start, service)
	prev := s.last
	s.free, s.last = done, mine
	s.mu.Unlock()
	<-prev // at once if the worker was idle
	// busy through the service time, asleep through the stalls: the
	// order makes no difference to when it finishes
	(*clock).SleepUntil(done - service)
	(*clock).SpinUntil(done)
	finished := (*clock).Now()
	s.mu.Lock()
	s.served = append(s.served, Served{Arrived: arrived, Start: start, Done: done, Finished: finished, Service: service})
	s.mu.Unlock()
	close(mine)
	_, _ = w.Write(okBody)
}

// handleWorkers serves a scheduled request on a server of several
// workers behind one queue: it takes the worker that comes free first,
// starts when it arrived or when that worker came free, whichever is
// later, and completes as the schedule says, a stall stopping every
// worker. Its handler sleeps until then rather than spin, since more
// workers than cores would spin past each other.
func (s *Server) handleWorkers(w http.ResponseWriter, r *http.Request, clock Clock) {
	s.mu.Lock()
	arrived := clock.Now()
	s.conns[r.RemoteAddr] = true
	start := max(arrived, time.Duration(s.frees.Earliest()))
	service := s.schedule.Service
	if s.draws != nil {
		service = time.Duration(s.draws.Next())
	}
	done := s.schedule.CompletionAfter(start, service)
	s.frees.Take(int64(done))
	s.mu.Unlock()
	clock.SleepUntil(done)
	finished := clock.Now()
	s.mu.Lock()
	s.served = append(s.served, Served{Arrived: arrived, Start: start, Done: done, Finished: finished, Service: service})
	s.mu.Unlock()
	_, _ = w.Write(okBody)
}

// Served returns what the worker did, in service order.
func (s *Server) Served() []Served {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Served(nil), s.served...)
}

// Close shuts the server down: no listener is left when it returns, and
// no goroutine once the handlers in service have finished, which they do
// by the schedule's completion.
func (s *Server) Close() error {
	s.expiry.Stop()
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	err := s.http.Shutdown(ctx)
	if err != nil {
		err = s.http.Close() // handlers still waiting: drop their connections
	}
	s.serving.Wait()
	if errors.Is(err, http.ErrServerClosed) {
		err = nil
	}
	return err
}

// okBody is every reply's body.
var okBody = []byte("ok\n")
