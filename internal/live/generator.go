package live

import (
	"context"
	"fmt"
	"sync"
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
// reply to the connection's request in flight has been read; Abort makes
// every Receive return, after a failure.
type Transport interface {
	Send(conn int) error
	Receive(conn int) error
	Abort()
}

// Generate runs plan on clock over t: one goroutine per connection, each
// waiting on the clock until its next request is free to go, sending it,
// and reading its reply. It stops at the first error, and returns it.
//
// On two cores, this suits few connections: each goroutine spins through
// the last stretch of its wait, and a goroutine per connection spins at
// once when the connections' due times fall close together. A single
// pacer spinning for every due time was tried: it kept a core busy through
// every backlog too, and one connection's mean round trip went from 145 µs
// to 253 µs. With many connections the self-checks say so.
func Generate(ctx context.Context, clock Clock, plan Plan, t Transport) (Stamps, error) {
	n := plan.Requests
	st := Stamps{Due: make([]time.Duration, n), Free: make([]time.Duration, n), Send: make([]time.Duration, n), Done: make([]time.Duration, n)}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		wg      sync.WaitGroup
		once    sync.Once
		failure error
	)
	for c := range min(plan.Connections, n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := st.connection(ctx, clock, plan, c, t); err != nil {
				once.Do(func() {
					failure = err
					cancel()
					t.Abort()
				})
			}
		}()
	}
	wg.Wait()
	return st, failure
}

// connection sends connection c's requests, c, c+N, c+2N, …, in turn.
func (st *Stamps) connection(ctx context.Context, clock Clock, plan Plan, c int, t Transport) error {
	var replied time.Duration // the previous reply on this connection
	for i := c; i < plan.Requests; i += plan.Connections {
		if err := ctx.Err(); err != nil {
			return err
		}
		due := time.Duration(i) * plan.Interval
		free := max(due, replied)
		clock.SleepUntil(free)
		sent := clock.Now()
		err := t.Send(c)
		if err == nil {
			err = t.Receive(c)
		}
		if err != nil {
			return fmt.Errorf("request %d on connection %d: %w", i, c, err)
		}
		replied = clock.Now()
		st.Due[i], st.Free[i], st.Send[i], st.Done[i] = due, free, sent, replied
	}
	return nil
}
