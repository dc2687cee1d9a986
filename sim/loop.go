package sim

// server is the server's part of a scenario in integer nanoseconds, as the
// client loops read it. It has four fields so that the compiler keeps it in
// registers (SSA breaks up structs of at most four fields).
type server struct {
	serviceNs, stallNs, periodNs, firstStallNs int64
}

func (sc Scenario) server() server {
	return server{
		serviceNs:    int64(sc.Service),
		stallNs:      int64(sc.Stall),
		periodNs:     int64(sc.Period),
		firstStallNs: int64(sc.FirstStall),
	}
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

// runClosed simulates the closed-loop client. It has one connection, so it
// sends request i only when the reply to i−1 has arrived: its send time is the
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

// stall applies every stall that begins before doneNs to the request that
// starts at startNs, and returns the request's new completion time, the next
// stall's start and the stall count. A stall [s, s+D) that began at or before
// the start makes the request wait for its end; one that begins while the
// request is in service extends it by D.
func (srv server) stall(startNs, doneNs, nextStallNs, stalls int64) (int64, int64, int64) {
	for nextStallNs < doneNs {
		if stallEndNs := nextStallNs + srv.stallNs; nextStallNs <= startNs {
			doneNs = max(doneNs, stallEndNs+srv.serviceNs)
		} else {
			doneNs += srv.stallNs
		}
		stalls++
		nextStallNs += srv.periodNs
	}
	return doneNs, nextStallNs, stalls
}
