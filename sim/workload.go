package sim

import (
	"cmp"
	"container/heap"
	"errors"
	"fmt"
	"slices"
	"time"

	"coordinated-omission/internal/workers"
)

// A Workload is a load test as JMeter, k6 and Gatling users run one:
// Threads threads (virtual users), thread j started at j·Ramp/Threads,
// each a closed loop that sends its script's requests in turn (request i
// of a thread is of type i mod len(Services)), waits for each reply, and
// thinks before the next send; until Duration, or for Iterations
// requests. The server has Workers workers behind one first-come-first-
// served queue, or, with Workers 0, a worker for every request: a server
// with no queue. A request of type t takes Services[t] of a worker, and
// its reply takes RTT more to come back. The server pauses as a
// Scenario's stalls: for Stall during [FirstStall + k·Period, … + Stall),
// or, where Pauses are given, in each of them; a pause stops every
// worker, each by Scenario.CompletionNs's rule. With Pace, each thread
// keeps a rate plan instead of thinking: its k-th send is due k·Pace after
// its start, and it sends when due or at its reply before, whichever is
// later (a closed loop that catches up, as fortio's and hey's workers do).
type Workload struct {
	Threads int
	Ramp    time.Duration
	Think   time.Duration
	// Thinks, where given, are the think times after each type of
	// request in place of Think: a script's own pause after each step
	// (Gatling's pause(3) after one request, pause(0.2) after another).
	Thinks []time.Duration
	// ThinkJitterPct spreads each think time uniformly over
	// Think·(1 ± ThinkJitterPct/100), drawn from Seed for each request.
	ThinkJitterPct int
	// ServiceJitterPct spreads each request's service time uniformly over
	// Services[t]·(1 ± ServiceJitterPct/100), drawn from Seed for each
	// request of each thread: a real service's requests differ.
	ServiceJitterPct int
	Duration         time.Duration // no send at or after it; 0 for no limit
	Iterations       int           // requests a thread sends; 0 for no limit
	Services         []time.Duration
	// SessionRequests, if more than 0, splits each thread's requests into
	// sessions of so many, each a user of its own that starts as the one
	// before it ends: a closed model of sessions (Gatling's
	// injectClosed). A session's requests are the script's types from the
	// first, with the think time between them and none after its last:
	// the next user starts at once.
	SessionRequests int
	Workers         int
	RTT             time.Duration
	Pace            time.Duration
	Stall, Period   time.Duration
	FirstStall      time.Duration
	// Pauses, in order and apart, are the server's pauses where given:
	// Stall and Period are then 0.
	Pauses []Pause
	// Starts, where given, are each thread's start in place of the
	// ramp's even steps, one for each thread, in order: arrivals at
	// random (JMeter's Open Model Thread Group's random_arrivals).
	Starts []time.Duration
	Seed   uint64
}

// A Pause is a time the server does no work: [At, At + Length).
type Pause struct{ At, Length time.Duration }

// A WorkloadRequest is one request of a Workload's run: its thread, its
// session (the thread's how-manyth user, from 0; 0 without sessions), its
// type, when it was sent and how long its reply took.
type WorkloadRequest struct {
	Thread, Session, Type int
	SendNs, LatencyNs     int64
	index                 int // the thread's how-manyth request, from 0
}

// MaxWorkloadRequests bounds the requests of one Workload's run.
const MaxWorkloadRequests = 10_000_000

// Validate checks the workload's bounds.
func (w Workload) Validate() error {
	switch {
	case w.Threads < 1 || w.Threads > 1_000_000:
		return fmt.Errorf("threads %d: want 1 to 1000000", w.Threads)
	case w.Workers < 0 || w.Workers > 1_000_000:
		return fmt.Errorf("workers %d: want 1 to 1000000, or 0 for a worker for every request", w.Workers)
	case len(w.Services) == 0 || len(w.Services) > 1000:
		return fmt.Errorf("%d request types: want 1 to 1000", len(w.Services))
	case len(w.Thinks) > 0 && len(w.Thinks) != len(w.Services):
		return fmt.Errorf("%d think times for %d request types: want one for each, or none", len(w.Thinks), len(w.Services))
	case w.Duration <= 0 && w.Iterations <= 0:
		return errors.New("a workload needs a duration or a count of iterations to end")
	case w.SessionRequests < 0:
		return fmt.Errorf("sessions of %d requests: want 0 or more", w.SessionRequests)
	case w.Iterations < 0 || w.ThinkJitterPct < 0 || w.ThinkJitterPct > 100 || w.ServiceJitterPct < 0 || w.ServiceJitterPct > 99:
		return fmt.Errorf("iterations %d, think jitter %d %%, service jitter %d %%: want 0 or more, 0 to 100 %% and 0 to 99 %%", w.Iterations, w.ThinkJitterPct, w.ServiceJitterPct)
	}
	for _, d := range append(append([]time.Duration{w.Ramp, w.Think, w.Duration, w.RTT, w.Stall, w.Period, w.FirstStall, w.Pace}, w.Services...), w.Thinks...) {
		if d < 0 || d > MaxTime {
			return fmt.Errorf("a time of %v: want 0 to %v", d, MaxTime)
		}
	}
	for _, s := range w.Services {
		if s <= 0 {
			return fmt.Errorf("a service time of %v: want more than 0", s)
		}
	}
	if w.Stall > 0 && w.Period <= w.Stall {
		return fmt.Errorf("a pause of %v every %v: want a period longer than the pause", w.Stall, w.Period)
	}
	if len(w.Starts) > 0 && len(w.Starts) != w.Threads || !slices.IsSorted(w.Starts) || len(w.Starts) > 0 && (w.Starts[0] < 0 || w.Starts[len(w.Starts)-1] > MaxTime) {
		return fmt.Errorf("%d starts for %d threads: want one for each, in order, within %v, or none", len(w.Starts), w.Threads, MaxTime)
	}
	if len(w.Pauses) > 0 && (w.Stall > 0 || w.Period > 0) {
		return errors.New("pauses given and a stall every period: want one or the other")
	}
	end := time.Duration(-1)
	for _, p := range w.Pauses {
		if p.At <= end || p.Length <= 0 || p.At > MaxTime || p.Length > MaxTime {
			return fmt.Errorf("a pause of %v at %v: want pauses of more than 0, in order and apart, within %v", p.Length, p.At, MaxTime)
		}
		end = p.At + p.Length
	}
	return nil
}

// startNs is thread j's start: Starts[j] where given, else j·Ramp/Threads.
func (w Workload) startNs(j int) int64 {
	if len(w.Starts) > 0 {
		return int64(w.Starts[j])
	}
	return int64(j) * int64(w.Ramp) / int64(w.Threads)
}

// completionNs is when the server completes a request of work serviceNs
// that it starts at startNs, through the workload's pauses, by
// Scenario.CompletionNs's rule: a pause under way at the start makes it
// wait for the pause's end and then serve it whole; one that begins while
// it is in service holds it for the pause's length.
func (w Workload) completionNs(sc Scenario, startNs int64) int64 {
	if len(w.Pauses) == 0 {
		return sc.CompletionNs(startNs)
	}
	serviceNs := int64(sc.Service)
	doneNs := startNs + serviceNs
	k, _ := slices.BinarySearchFunc(w.Pauses, startNs, func(p Pause, t int64) int { return cmp.Compare(int64(p.At+p.Length), t+1) })
	for ; k < len(w.Pauses) && int64(w.Pauses[k].At) < doneNs; k++ {
		p := w.Pauses[k]
		if int64(p.At) <= startNs {
			doneNs = max(doneNs, int64(p.At+p.Length)+serviceNs)
		} else {
			doneNs += int64(p.Length)
		}
	}
	return doneNs
}

// server is the workload's server for thread j's i-th request, of type
// t: a Scenario's, whose CompletionNs holds the pause rule.
func (w Workload) server(t, j, i int) Scenario {
	s := w.Services[t]
	if spread := int64(s) * int64(w.ServiceJitterPct) / 100; spread > 0 {
		h := splitmix(^w.Seed ^ uint64(j)<<32 ^ uint64(i))
		s += time.Duration(int64(h%uint64(2*spread+1)) - spread)
	}
	return Scenario{Service: s, Stall: w.Stall, Period: w.Period, FirstStall: w.FirstStall}
}

// thinkNs is thread j's think time after its i-th request, of type t.
func (w Workload) thinkNs(j, i, t int) int64 {
	z := int64(w.Think)
	if t < len(w.Thinks) {
		z = int64(w.Thinks[t])
	}
	spread := z * int64(w.ThinkJitterPct) / 100
	if spread == 0 {
		return z
	}
	h := splitmix(w.Seed ^ uint64(j)<<32 ^ uint64(i))
	return z - spread + int64(h%uint64(2*spread+1))
}

// splitmix is SplitMix64's finaliser: a hash whose bits are uniform.
func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// Closed is the workload's run: each thread's closed loop on the pausing
// server, as its tool logs it, in the order of the sends.
func (w Workload) Closed() ([]WorkloadRequest, error) {
	if err := w.Validate(); err != nil {
		return nil, err
	}
	return w.closed(true)
}

// Truth is the workload's schedule kept open: the sends its threads make
// when the server never pauses (Closed without pauses), each sent when
// due to the pausing server whatever its replies. Its latencies are what
// an open loop on that schedule would record: the truth an audit of
// Closed's log is checked against.
func (w Workload) Truth() ([]WorkloadRequest, error) {
	if err := w.Validate(); err != nil {
		return nil, err
	}
	plan, err := w.closed(false)
	if err != nil {
		return nil, err
	}
	free := workers.New(w.Workers)
	for i := range plan {
		r := &plan[i]
		start := max(r.SendNs, free.Earliest())
		done := w.completionNs(w.server(r.Type, r.Thread, r.index), start)
		free.Take(done)
		r.LatencyNs = done + int64(w.RTT) - r.SendNs
	}
	return plan, nil
}

// closed runs the threads' closed loops, on the pausing server or on one
// that never pauses.
func (w Workload) closed(paused bool) ([]WorkloadRequest, error) {
	threads := make(threadHeap, w.Threads)
	for j := range threads {
		threads[j] = threadNext{atNs: w.startNs(j), thread: j}
	}
	heap.Init(&threads)
	free := workers.New(w.Workers)
	var out []WorkloadRequest
	for len(threads) > 0 {
		t := threads[0]
		if w.Duration > 0 && t.atNs >= int64(w.Duration) || w.Iterations > 0 && t.sent == w.Iterations {
			heap.Pop(&threads)
			continue
		}
		if len(out) == MaxWorkloadRequests {
			return nil, fmt.Errorf("the workload sends more than %d requests", MaxWorkloadRequests)
		}
		typ, session := t.sent%len(w.Services), 0
		if w.SessionRequests > 0 {
			typ, session = t.sent%w.SessionRequests%len(w.Services), t.sent/w.SessionRequests
		}
		sc := w.server(typ, t.thread, t.sent)
		start := max(t.atNs, free.Earliest())
		done := start + int64(sc.Service)
		if paused {
			done = w.completionNs(sc, start)
		}
		free.Take(done)
		lat := done + int64(w.RTT) - t.atNs
		out = append(out, WorkloadRequest{Thread: t.thread, Session: session, Type: typ, SendNs: t.atNs, LatencyNs: lat, index: t.sent})
		threads[0].atNs += lat
		if w.Pace > 0 {
			// due k·Pace after the thread's start, or at once if its reply
			// came later
			threads[0].atNs = max(threads[0].atNs, w.startNs(t.thread)+int64(t.sent+1)*int64(w.Pace))
		} else if w.SessionRequests == 0 || (t.sent+1)%w.SessionRequests != 0 {
			threads[0].atNs += w.thinkNs(t.thread, t.sent, typ)
		}
		threads[0].sent++
		heap.Fix(&threads, 0)
	}
	return out, nil
}

// threadNext is a thread's next send.
type threadNext struct {
	atNs         int64
	thread, sent int
}

// threadHeap orders threads by their next send, ties by thread.
type threadHeap []threadNext

func (h threadHeap) Len() int { return len(h) }
func (h threadHeap) Less(a, b int) bool {
	return h[a].atNs < h[b].atNs || h[a].atNs == h[b].atNs && h[a].thread < h[b].thread
}
func (h threadHeap) Swap(a, b int) { h[a], h[b] = h[b], h[a] }
func (h *threadHeap) Push(x any)   { *h = append(*h, x.(threadNext)) }
func (h *threadHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}
