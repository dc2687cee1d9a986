package live

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"

	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
)

// sleepClock is the wall clock without the spin: inside a synctest bubble
// time.Sleep advances a fake clock exactly, and the spin would never let
// it advance.
type sleepClock struct{ start time.Time }

func (c sleepClock) Now() time.Duration         { return time.Since(c.start) }
func (c sleepClock) SleepUntil(t time.Duration) { time.Sleep(t - c.Now()) }
func (c sleepClock) SpinUntil(t time.Duration)  { time.Sleep(t - c.Now()) }
func (c sleepClock) PaceUntil(t time.Duration)  { time.Sleep(t - c.Now()) }

// replies hands each connection's replies from Send to Receive, which may
// wait for the Send, as a socket's reader waits for a reply; abort makes
// every Receive return.
type replies struct {
	once  sync.Once
	abort chan struct{}
	mu    sync.Mutex
	by    map[int]chan time.Duration // by connection: when its reply is read
}

func newReplies() *replies {
	return &replies{abort: make(chan struct{}), by: map[int]chan time.Duration{}}
}

func (r *replies) of(conn int) chan time.Duration {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.by[conn] == nil {
		r.by[conn] = make(chan time.Duration, 1)
	}
	return r.by[conn]
}

// wait returns when conn's next reply is read, or false after an abort.
func (r *replies) wait(conn int) (time.Duration, bool) {
	select {
	case t := <-r.of(conn):
		return t, true
	case <-r.abort:
		return 0, false
	}
}

func (r *replies) Abort() { r.once.Do(func() { close(r.abort) }) }

// modelServer is the server of the model in the generator's time, with no
// loopback, as a Transport: one worker, first come first served, on a
// Schedule. Send works out when the request completes; Receive waits for it.
type modelServer struct {
	*replies
	clock    Clock
	schedule Schedule
	mu       sync.Mutex
	free     time.Duration
}

func (s *modelServer) Send(conn int) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.free = s.schedule.Completion(max(s.clock.Now(), s.free))
	s.of(conn) <- s.free
	return nil
}

func (s *modelServer) Receive(conn int) error {
	done, ok := s.wait(conn)
	if !ok {
		return errors.New("aborted")
	}
	s.clock.SleepUntil(done)
	return nil
}

// generate runs our generator against the model's server on a fake clock.
func generate(t *testing.T, sc sim.Scenario) (st Stamps) {
	t.Helper()
	synctest.Test(t, func(t *testing.T) {
		clock := sleepClock{start: time.Now()}
		srv := &modelServer{replies: newReplies(), clock: clock, schedule: Schedule{Service: sc.Service, Stall: sc.Stall, Period: sc.Period, FirstStall: sc.FirstStall}}
		var err error
		st, err = Generate(context.Background(), clock, Plan{Requests: int(sc.Requests()), Interval: sc.Interval, Connections: sc.Connections}, srv)
		if err != nil {
			t.Fatal(err)
		}
	})
	return st
}

// scenarios are small ones with stalls that begin on a due instant, inside
// a request, as one completes, in idle time, and between back-to-back requests, with one
// connection and several, and none at all, and overload. Their times are
// not multiples of one another, so no two requests are ever free to go at
// the same instant, where the order in which goroutines wake is not the
// model's.
var scenarios = []struct {
	name string
	sc   sim.Scenario
}{
	{"seed-like", sim.Scenario{Service: 100, Interval: 200, Stall: 20_000, Period: 100_000, FirstStall: 50_000, Duration: 400_000, Connections: 1}},
	{"stall-in-service", sim.Scenario{Service: 77, Interval: 200, Stall: 5_001, Period: 20_011, FirstStall: 1_030, Duration: 90_000, Connections: 1}},
	{"stall-on-due", sim.Scenario{Service: 77, Interval: 200, Stall: 5_001, Period: 20_000, FirstStall: 1_000, Duration: 90_000, Connections: 1}},
	{"stall-at-completion", sim.Scenario{Service: 77, Interval: 200, Stall: 5_001, Period: 20_000, FirstStall: 1_077, Duration: 90_000, Connections: 1}},
	{"three-connections", sim.Scenario{Service: 77, Interval: 200, Stall: 5_001, Period: 20_011, FirstStall: 1_030, Duration: 90_000, Connections: 3}},
	{"many-connections", sim.Scenario{Service: 61, Interval: 100, Stall: 7_003, Period: 30_007, FirstStall: 2_011, Duration: 90_000, Connections: 50}},
	{"no-stalls", sim.Scenario{Service: 77, Interval: 200, Period: 20_011, Duration: 50_000, Connections: 2}},
	{"overload", sim.Scenario{Service: 213, Interval: 200, Stall: 3_001, Period: 20_011, FirstStall: 1_030, Duration: 40_000, Connections: 1}},
}

// TestGenerateIsTheModel drives our generator on a fake clock against the
// model's server with no loopback: its three recordings, derived from the
// same requests, are the simulation's, request by request, and their
// percentiles the closed form's.
func TestGenerateIsTheModel(t *testing.T) {
	for _, tc := range scenarios {
		t.Run(tc.name, func(t *testing.T) {
			sc := tc.sc
			if err := sc.Validate(); err != nil {
				t.Fatal(err)
			}
			st := generate(t, sc)
			r, err := sim.NewRunner(sc)
			if err != nil {
				t.Fatal(err)
			}
			r.Run()
			closedNs, openNs := r.Samples()
			for i := range st.Send {
				if got := int64(st.Done[i] - st.Send[i]); got != closedNs[i] {
					t.Fatalf("request %d: closed %d ns, the simulation's %d", i, got, closedNs[i])
				}
				if got := int64(st.Done[i] - st.Due[i]); got != openNs[i] {
					t.Fatalf("request %d: open %d ns, the simulation's %d", i, got, openNs[i])
				}
				if st.Send[i] != st.Free[i] {
					t.Fatalf("request %d: sent at %v, free at %v: a schedule error on a fake clock", i, st.Send[i], st.Free[i])
				}
			}
			want := sim.Expected(sc)
			closed, open, corrected := Recordings(st, time.Duration(sc.Connections)*sc.Interval)
			for set, m := range map[sim.Set]sim.Multiset{sim.Closed: closed, sim.Open: open, sim.Corrected: corrected} {
				q := Quantiles(m)
				w := want.Sets[set]
				for i := range sim.Percentiles {
					if l := results.LiveLevels[i]; q[l] != w.AtNs[sim.HalfUp][i] {
						t.Errorf("%v %s = %d ns, closed form %d", set, l, q[l], w.AtNs[sim.HalfUp][i])
					}
				}
				if q[results.Max] != w.MaxNs || m.Count() != w.Count {
					t.Errorf("%v max = %d ns of %d samples, closed form %d of %d", set, q[results.Max], m.Count(), w.MaxNs, w.Count)
				}
			}
		})
	}
}

// TestServiceEffOnTheModel: on the model's server with no loopback, the
// requests that met no stall and found the server idle took S exactly.
func TestServiceEffOnTheModel(t *testing.T) {
	for _, tc := range scenarios[:5] {
		sc := tc.sc
		st := generate(t, sc)
		eff, _, ok := serviceEff(st, Schedule{Service: sc.Service, Stall: sc.Stall, Period: sc.Period, FirstStall: sc.FirstStall})
		if !ok || eff != sc.Service {
			t.Errorf("%s: S_eff = %v (%v), want S = %v", tc.name, eff, ok, sc.Service)
		}
	}
}

// instant is a server that answers at once; onSend sees each send.
type instant struct {
	*replies
	mu     sync.Mutex
	onSend func(conn int) error
}

func (s *instant) Send(conn int) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.onSend(conn); err != nil {
		return err
	}
	s.of(conn) <- 0
	return nil
}

func (s *instant) Receive(conn int) error {
	if _, ok := s.wait(conn); !ok {
		return errors.New("aborted")
	}
	return nil
}

// TestGenerateStopsAtTheFirstError: every connection stops, and the error
// names the request and its connection.
func TestGenerateStopsAtTheFirstError(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		clock := sleepClock{start: time.Now()}
		sent := 0
		broken := errors.New("connection reset")
		_, err := Generate(context.Background(), clock, Plan{Requests: 1000, Interval: 100, Connections: 4}, &instant{replies: newReplies(), onSend: func(int) error {
			sent++
			if sent == 10 {
				return broken
			}
			return nil
		}})
		if !errors.Is(err, broken) || !strings.Contains(err.Error(), "request 9 on connection 1") {
			t.Errorf("err = %v, want request 9 on connection 1: connection reset", err)
		}
		if sent > 10+3 {
			t.Errorf("%d requests sent after the 10th failed; each of the other 3 connections should stop at its next request", sent)
		}
	})
}

// TestGeneratePacing: on a server that takes no time, every request goes
// out when due, on connection i mod N.
func TestGeneratePacing(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		clock := sleepClock{start: time.Now()}
		var got []string
		st, err := Generate(context.Background(), clock, Plan{Requests: 7, Interval: time.Millisecond, Connections: 3}, &instant{replies: newReplies(), onSend: func(conn int) error {
			got = append(got, fmt.Sprintf("%v@%v", conn, clock.Now()))
			return nil
		}})
		if err != nil {
			t.Fatal(err)
		}
		want := "0@0s 1@1ms 2@2ms 0@3ms 1@4ms 2@5ms 0@6ms"
		if strings.Join(got, " ") != want {
			t.Errorf("sends %v, want %v", got, want)
		}
		for i := range st.Due {
			if st.Due[i] != time.Duration(i)*time.Millisecond || st.Send[i] != st.Due[i] {
				t.Errorf("request %d: due %v, sent %v", i, st.Due[i], st.Send[i])
			}
		}
	})
}

// TestGenerateStopsWhenItsContextIsDone: a context cancelled from outside
// stops every connection and the pacer, and Generate says why.
func TestGenerateStopsWhenItsContextIsDone(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		clock := sleepClock{start: time.Now()}
		ctx, cancel := context.WithCancel(context.Background())
		var sent atomic.Int64
		srv := &modelServer{replies: newReplies(), clock: clock, schedule: Schedule{Service: 100, Stall: 1_000_000, Period: 10_000_000, FirstStall: 1000}}
		go func() {
			time.Sleep(5000) // inside the first stall: the connection waits for its reply
			cancel()
		}()
		// the pacer has passed every due time by 1.8 µs: only the context stops the connections
		_, err := Generate(ctx, clock, Plan{Requests: 10, Interval: 200, Connections: 2}, &counting{Transport: srv, sent: &sent})
		if !errors.Is(err, context.Canceled) {
			t.Errorf("err = %v, want context.Canceled", err)
		}
		if n := sent.Load(); n > 10 || n < 5 {
			t.Errorf("%d requests sent of 10", n)
		}
	})
}

// counting counts the requests sent through a Transport.
type counting struct {
	Transport
	sent *atomic.Int64
}

func (c *counting) Send(conn int) error {
	c.sent.Add(1)
	return c.Transport.Send(conn)
}
