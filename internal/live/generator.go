package live

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// A Plan is our generator's schedule, the model's: request i falls due at
// i·Interval and goes out on connection i mod Connections, and each
// connection is a closed loop that sends its next request when it falls
// due or when the reply to the connection's previous request has arrived,
// whichever is later.
type Plan struct {
	Requests    int
	Interval    time.Duration
	Connections int
}

// Stamps are what the generator saw of each request, by request index, on
// the phase's clock: when it fell due, when its connection was free to
// send it (the later of that and the previous reply on the connection),
// when it went out, and when its reply had been read.
type Stamps struct {
	Due, Free, Send, Done []time.Duration
}

// A Transport carries requests on numbered connections: Send writes one
// request on a connection and returns at once; Receive returns once the
// reply to the connection's next request has been read, and may be called
// before that request is sent; Abort makes every Receive return, after a
// failure. Send and Receive on one connection may run at once, from two
// goroutines.
type Transport interface {
	Send(conn int) error
	Receive(conn int) error
	Abort()
}

// Generate runs plan on clock over t. One pacer goroutine walks the
// schedule on its own OS thread: it sleeps until each request falls due
// and sends it, if its connection is free; if not, it passes the request
// by, for the connection to send. Each connection's goroutine blocks
// reading its replies, and when a reply arrives after the connection's
// next request fell due, it sends that request itself, at once. So
// waiting costs no CPU but the clock's final spin, and the pacer wakes
// once a request however many connections there are. It stops at the
// first error, and returns it.
//
// Three other designs were measured (p99 of the schedule error, at 1, 10
// and 100 connections in the default live scenario but for the first, the
// bound being I/2 = 100 µs):
//   - a goroutine per connection that sleeps for its own due times, in
//     the kernel on a locked thread: their sleeps hold the runtime's
//     processors in system calls, and in a test apart, 100 goroutines'
//     sleeps of 50 µs to 2 ms woke 20 ms late at p99;
//   - this pacer sleeping in an ordinary system call: 16 µs at one
//     connection, but 59–172 µs at 100, from waiting for a processor after
//     each stall's backlog, when the server's worker and the connections
//     hold both;
//   - the same with one processor more than the machine has: 163–179 µs.
//
// Holding its processor through the last HoldWindow of each sleep
// (Clock.PaceUntil) took it to 5, 36 and 25 µs.
func Generate(ctx context.Context, clock Clock, plan Plan, t Transport) (Stamps, error) {
	n := plan.Requests
	g := &generation{clock: clock, plan: plan, t: t, conns: make([]connState, min(plan.Connections, n)),
		st: Stamps{Due: make([]time.Duration, n), Free: make([]time.Duration, n), Send: make([]time.Duration, n), Done: make([]time.Duration, n)}}
	ctx, g.cancel = context.WithCancel(ctx)
	defer g.cancel()
	// a context done from outside stops it as a failure does
	stop := context.AfterFunc(ctx, func() { g.fail(ctx.Err()) })
	for i := range n {
		g.st.Due[i] = time.Duration(i) * plan.Interval
	}
	for c := range g.conns {
		g.conns[c].replied = true // its first request goes out when it falls due
	}
	g.paced.Store(-1)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		runtime.LockOSThread() // its sleeps' timer slack stays with it
		defer runtime.UnlockOSThread()
		g.fail(g.pace(ctx))
	}()
	for c := range g.conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			g.fail(g.connection(ctx, c))
		}()
	}
	wg.Wait()
	stop()
	g.mu.Lock() // the context's goroutine may have failed it, unordered with the rest
	defer g.mu.Unlock()
	return g.st, g.failure
}

// A generation is one run of Generate.
type generation struct {
	clock Clock
	plan  Plan
	t     Transport
	st    Stamps
	conns []connState
	// paced is the last request whose due time the pacer has reached, -1
	// before the first: it stores it holding that request's connection's
	// lock.
	paced   atomic.Int64
	cancel  context.CancelFunc
	once    sync.Once
	mu      sync.Mutex
	failure error // the first, under mu
}

// connState is who sends a connection's next request: the pacer, if the
// reply to the previous one arrived before it fell due, else the
// connection, once the reply arrives.
type connState struct {
	mu sync.Mutex
	// replied says the reply to the connection's previous request has
	// arrived (or it has none), and its next request is the pacer's to
	// send when it falls due.
	replied bool
}

// fail records the first error and stops everything.
func (g *generation) fail(err error) {
	if err == nil {
		return
	}
	g.once.Do(func() {
		g.mu.Lock()
		g.failure = err
		g.mu.Unlock()
		g.cancel()
		g.t.Abort()
	})
}

// pace walks the schedule: at each request's due time it sends the
// request if its connection is free, and otherwise passes it by, for the
// connection to send when its reply arrives.
func (g *generation) pace(ctx context.Context) error {
	for i := range g.plan.Requests {
		if err := ctx.Err(); err != nil {
			return err // after the failure that stopped it, which fail keeps
		}
		due := g.st.Due[i]
		g.clock.PaceUntil(due)
		c := &g.conns[i%len(g.conns)]
		c.mu.Lock()
		mine := c.replied
		c.replied = false
		g.paced.Store(int64(i))
		c.mu.Unlock()
		if mine {
			if err := g.send(i, due); err != nil {
				return err
			}
		}
	}
	return nil
}

// send sends request i, free to go at free, and stamps it.
func (g *generation) send(i int, free time.Duration) error {
	c := i % len(g.conns)
	g.st.Free[i], g.st.Send[i] = free, g.clock.Now()
	if err := g.t.Send(c); err != nil {
		return fmt.Errorf("request %d on connection %d: %w", i, c, err)
	}
	return nil
}

// connection reads connection c's replies, to requests c, c+N, c+2N, …,
// and sends each next request whose due time passed before its reply came.
func (g *generation) connection(ctx context.Context, c int) error {
	s := &g.conns[c]
	n := len(g.conns)
	for i := c; i < g.plan.Requests; i += n {
		if err := g.t.Receive(c); err != nil {
			if err := ctx.Err(); err != nil {
				return err // after the failure that stopped it, which fail keeps
			}
			return fmt.Errorf("request %d on connection %d: %w", i, c, err)
		}
		replied := g.clock.Now()
		g.st.Done[i] = replied
		if i+n >= g.plan.Requests {
			break
		}
		s.mu.Lock()
		late := g.paced.Load() >= int64(i+n) // its next request fell due, and the pacer passed it by
		s.replied = !late
		s.mu.Unlock()
		if late {
			if err := g.send(i+n, replied); err != nil {
				return err
			}
		}
	}
	return nil
}
