package sim

import "math"

// server is the server's part of a scenario in integer nanoseconds, as the
// client loops read it. It has four fields so that the compiler keeps it in
// registers (SSA breaks up structs of at most four fields).
type server struct {
	serviceNs, stallNs, periodNs, firstStallNs int64
}

// server returns sc's server. With no stalls (D = 0) the first stall is
// put out of every completion's reach, so that none is met.
func (sc Scenario) server() server {
	srv := server{
		serviceNs:    int64(sc.Service),
		stallNs:      int64(sc.Stall),
		periodNs:     int64(sc.Period),
		firstStallNs: int64(sc.FirstStall),
	}
	if sc.Stall == 0 {
		srv.firstStallNs = math.MaxInt64
	}
	return srv
}

// A Loop is what one client's loop reports besides its samples.
type Loop struct {
	Stalls int64 // the stalls that began before EndNs
	EndNs  int64 // when the last request completed
}

// The two client loops below walk one server timeline: request i is due at
// i·I, starts at the later of that and the previous completion, and completes
// S later unless a stall intervenes. They are the same loop, line for line,
// except for the one marked ◆: the time each subtracts from the completion.

// runClosed simulates the closed-loop client with one connection: it sends
// request i only when the reply to i−1 has arrived, so its send time is the
// start time, and it records completion − send.
//
// Both loops stay out of line, so the binary holds one copy of each for
// run.sh to disassemble; a call per run costs nothing.
//
//go:noinline
func runClosed(srv server, intervalNs int64, latencyNs []int64) Loop {
	var dueNs, doneNs, stalls int64
	nextStallNs := srv.firstStallNs
	for i := range latencyNs {
		startNs := max(dueNs, doneNs)
		doneNs = startNs + srv.serviceNs
		if nextStallNs < doneNs {
			doneNs, nextStallNs, stalls = srv.stall(startNs, doneNs, nextStallNs, stalls)
		}
		latencyNs[i] = doneNs - startNs // ◆ closed loop: completion − actual send
		dueNs += intervalNs
	}
	return Loop{Stalls: stalls, EndNs: doneNs}
}

// runOpen simulates the open-loop client. It sends request i at its due time
// whatever is outstanding; the server queues it and starts it at the same
// instant as in runClosed. It records completion − due, as wrk2 does.
//
//go:noinline
func runOpen(srv server, intervalNs int64, latencyNs []int64) Loop {
	var dueNs, doneNs, stalls int64
	nextStallNs := srv.firstStallNs
	for i := range latencyNs {
		startNs := max(dueNs, doneNs)
		doneNs = startNs + srv.serviceNs
		if nextStallNs < doneNs {
			doneNs, nextStallNs, stalls = srv.stall(startNs, doneNs, nextStallNs, stalls)
		}
		latencyNs[i] = doneNs - dueNs // ◆ open loop: completion − intended send
		dueNs += intervalNs
	}
	return Loop{Stalls: stalls, EndNs: doneNs}
}

// runDone walks the server timeline as runClosed and runOpen do and
// stores each request's completion: the first of the two passes of the
// closed-loop client with N ≥ 2 connections (see Runner.RunClosed).
// The server starts request i at max(due, done_{i−1}) whatever N is, since
// a connection's previous reply, done_{i−N} ≤ done_{i−1}, never delays it
// further. It has runOpen's signature, so that its loop gets the same
// registers.
//
//go:noinline
func runDone(srv server, intervalNs int64, doneNs []int64) Loop {
	var dueNs, endNs, stalls int64
	nextStallNs := srv.firstStallNs
	for i := range doneNs {
		startNs := max(dueNs, endNs)
		endNs = startNs + srv.serviceNs
		if nextStallNs < endNs {
			endNs, nextStallNs, stalls = srv.stall(startNs, endNs, nextStallNs, stalls)
		}
		doneNs[i] = endNs
		dueNs += intervalNs
	}
	return Loop{Stalls: stalls, EndNs: endNs}
}

// sendLate is the second pass of the closed-loop client with N ≥ 2
// connections: request i goes out on connection i mod N when it is due and
// that connection's previous reply, to request i−N, has arrived, send_i =
// max(due_i, done_{i−N}), and it records done_i − send_i. It turns
// runDone's completions into those latencies, in place and backwards, so
// that done_{i−N} is still a completion when request i needs it. A request
// with no earlier one on its connection (i < N) is sent when due.
//
// Measured side by side (BenchmarkConnsOverOne), the two passes cost about
// 1.55 times the one-connection loop; one loop that kept the last N
// completions (a ring, or a second half of the buffer) cost 1.9 to 2.7
// times, because beside the inlined stall path it has more live values
// than registers and spills them on every request.
func sendLate(doneNs []int64, intervalNs int64, conns int) {
	conns = min(conns, len(doneNs))
	dueNs := int64(len(doneNs)-1) * intervalNs
	later, earlier := doneNs[conns:], doneNs[:len(doneNs)-conns]
	for j := len(later) - 1; j >= 0; j-- {
		later[j] -= max(dueNs, earlier[j])
		dueNs -= intervalNs
	}
	first := doneNs[:conns]
	for j := range first { // request j < N is sent when due, at j·I
		first[j] -= int64(j) * intervalNs
	}
}

// stall applies every stall that begins before doneNs to the request that
// starts at startNs, and returns the request's new completion time, the next
// stall's start and the stall count. A stall [s, s+D) that began at or before
// the start makes the request wait for its end; one that begins while the
// request is in service extends it by D. The caller has checked that the
// first, nextStallNs, begins before doneNs: its loop keeps that test in line
// and this out of it.
func (srv server) stall(startNs, doneNs, nextStallNs, stalls int64) (int64, int64, int64) {
	for {
		if stallEndNs := nextStallNs + srv.stallNs; nextStallNs <= startNs {
			doneNs = max(doneNs, stallEndNs+srv.serviceNs)
		} else {
			doneNs += srv.stallNs
		}
		stalls++
		if nextStallNs += srv.periodNs; nextStallNs >= doneNs {
			return doneNs, nextStallNs, stalls
		}
	}
}

// CompletionNs returns when a request that the server starts at startNs
// completes, alone, by the loops' own stall rule (server.stall): the rule
// the live server serves by too. The first stall it can meet is the first
// that has not ended by startNs: k = ⌊(start − F − D)/P⌋ + 1 once
// start ≥ F + D, else the first.
func (sc Scenario) CompletionNs(startNs int64) int64 {
	srv := sc.server()
	next := srv.firstStallNs
	if startNs >= srv.firstStallNs+srv.stallNs { // never with no stalls: F is then the largest int64, and D is 0
		next += ((startNs-srv.firstStallNs-srv.stallNs)/srv.periodNs + 1) * srv.periodNs
	}
	doneNs := startNs + srv.serviceNs
	if next < doneNs {
		doneNs, _, _ = srv.stall(startNs, doneNs, next, 0)
	}
	return doneNs
}
