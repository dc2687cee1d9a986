package sim

import (
	"fmt"
	"math"
	"math/bits"
)

// This file derives the server timeline from the scenario's constants alone,
// as an exact recurrence over stalls. It never runs the client loops.
//
// Notation (integer nanoseconds): S service, I interval, D stall, P period,
// F first stall, n = ⌈T/I⌉ requests, request i due at d_i = i·I, and the
// open latency o_i = done_i − d_i. Stall k occupies [s_k, s_k + D) with
// s_k = F + k·P.
//
// Between stalls the server follows Lindley's recurrence with a fixed
// service time: request i starts at max(d_i, done_{i−1}), so
//
//	o_i = S + max(0, o_{i−1} − I).
//
// From a request a with latency o_a that no later stall touches, this runs
// free:
//
//	S < I, g = I − S: the next J = ⌈(o_a − I)/g⌉ requests (0 if o_a ≤ I)
//	    are served back to back, o_{a+j} = o_a − j·g and done_{a+j} =
//	    done_a + j·S; every later one is due with the server idle, o = S and
//	    done_i = d_i + S.
//	S ≥ I: the server never idles again: o_{a+j} = o_a + j·(S − I) and
//	    done_{a+j} = done_a + j·S. This is overload: latency grows by S − I
//	    per request without bound.
//
// The state carried from one stall to the next is that free run's start:
// (a, o_a), how far the server is behind the schedule. The next stall s_k
// hits the first request i whose free-run completion passes it, done_i >
// s_k: in the back-to-back part i = a + ⌊(s_k − done_a)/S⌋ + 1, in the idle
// part i = ⌊(s_k − S)/I⌋ + 1. Then each stall s < done_i, in order, acts
// on request i as the model says: one that begins at or before its start
// makes it wait, done_i = max(done_i, s + D + S); one that begins in
// service extends it, done_i += D. The new state is (i, done_i − d_i), and
// every request between a and i keeps its free-run latency. Each step uses
// at least one stall, so the walk costs O(stalls met), and stalls after
// the last completion cost nothing: the walk stops when no request
// completes after the next stall.
//
// Attribution. A request's StallsBefore is the number of stalls consumed
// when it completes: every stall used on request a began before done_a,
// and the next began no earlier than done_{i−1} for every free-run request
// up to the next hit, so a's piece and the free run after it share one
// count, and the hit request takes the count after its stalls.
//
// The last completion is done_{n−1}, and the stalls met are exactly those
// consumed: the walk consumed every stall that began before some
// completion, and the next begins at or after done_{n−1}.

// A piece is requests First … First+Count−1 whose latencies are FirstNs,
// FirstNs+StepNs, …, all with the same attribution.
type piece struct {
	first, count    int64
	firstNs, stepNs int64
	stallsBefore    int64
}

func (p piece) end() int64       { return p.first + p.count }
func (p piece) at(i int64) int64 { return p.firstNs + (i-p.first)*p.stepNs }
func (p piece) lastNs() int64    { return p.at(p.end() - 1) }
func (p piece) progression() Progression {
	return Progression{FirstNs: p.firstNs, StepNs: p.stepNs, Count: p.count, StallsBefore: p.stallsBefore}
}

// MaxEndNs bounds every completion time, so that sums and products of the
// closed form stay inside int64.
const MaxEndNs = 1 << 60

// A walk is the state of the recurrence. It walks the open loop's server
// timeline, and, with a round trip, a one-connection client's (oneConn):
// there every time is a reply, done + L, and every latency reply − due.
type walk struct {
	// S is the time one request holds the schedule back: the service, and
	// with one connection and a round trip the service and the round
	// trip, S + L, since the next request leaves only on the reply.
	// WaitS is the service alone, which follows a stall's end; L shifts
	// every stall by the round trip, so that a stall acts on a request
	// whose completion, reply − L, is after it.
	S, WaitS, L int64
	I, D, P, n  int64
	k           int64 // stalls consumed
	nextStallNs int64 // s_k + L, or math.MaxInt64 once past any completion
	maxStalls   int64
	emit        func(piece)
	maxOpenNs   int64
}

// timeline walks sc's server timeline, handing each piece of open
// latencies to emit in request order, and returns what both loops must
// report and the largest open latency. It fails if more than maxStalls
// stalls are met or a completion passes MaxEndNs.
func timeline(sc Scenario, maxStalls int64, emit func(piece)) (Loop, int64, error) {
	return walkOf(sc, 0, int64(sc.Interval), sc.Requests(), maxStalls, emit)
}

// oneConnection walks the timeline of a client with one connection and a
// round trip L, whose request i is due at i·interval and leaves at the
// later of that and the last reply, over n requests: the latencies it
// hands emit are reply − due (the plan's, and with interval 0 the reply
// times themselves). The server is idle when each request leaves, so
// between stalls this is Lindley's recurrence with a service of S + L:
//
//	o_i = (S + L) + max(0, o_{i−1} − I),
//
// and a stall acts on request i when it begins before the completion,
// reply − L: the walk shifts every stall by L. One that began at or
// before the send makes the request wait for its end and then S, so the
// reply is s + D + S + L.
func oneConnection(sc Scenario, interval, n, maxStalls int64, emit func(piece)) (Loop, int64, error) {
	return walkOf(sc, int64(sc.RTT), interval, n, maxStalls, emit)
}

func walkOf(sc Scenario, rttNs, intervalNs, n, maxStalls int64, emit func(piece)) (Loop, int64, error) {
	w := &walk{S: int64(sc.Service) + rttNs, WaitS: int64(sc.Service), L: rttNs, I: intervalNs, D: int64(sc.Stall), P: int64(sc.Period),
		n: n, nextStallNs: int64(sc.FirstStall) + rttNs, maxStalls: maxStalls, emit: emit}
	if w.D == 0 {
		w.nextStallNs = math.MaxInt64 // no stalls
	}
	done, err := w.applyStalls(0, w.S)
	if err != nil {
		return Loop{}, 0, err
	}
	a, oa := int64(0), done
	w.piece(piece{first: 0, count: 1, firstNs: oa, stallsBefore: w.k})
	for {
		i := w.firstHit(a, oa)
		if i >= w.n {
			break
		}
		w.freeRun(a, oa, i)
		start, done := w.tentative(a, oa, i)
		if done, err = w.applyStalls(start, done); err != nil {
			return Loop{}, 0, err
		}
		a, oa = i, done-i*w.I
		w.piece(piece{first: i, count: 1, firstNs: oa, stallsBefore: w.k})
	}
	last, err := w.freeRunLast(a, oa)
	if err != nil {
		return Loop{}, 0, err
	}
	w.freeRun(a, oa, w.n)
	return Loop{Stalls: w.k, EndNs: (w.n-1)*w.I + last - w.L}, w.maxOpenNs, nil
}

func (w *walk) piece(p piece) {
	if p.count > 0 {
		w.maxOpenNs = max(w.maxOpenNs, p.firstNs, p.lastNs())
		w.emit(p)
	}
}

// applyStalls applies, in order, every stall that begins before done to the
// request that starts at start, and returns its completion.
func (w *walk) applyStalls(start, done int64) (int64, error) {
	for w.nextStallNs < done {
		if w.nextStallNs-w.L <= start {
			done = max(done, w.nextStallNs+w.D+w.WaitS)
		} else {
			done += w.D
		}
		w.k++
		switch {
		case w.k > w.maxStalls:
			return 0, fmt.Errorf("more than %d stalls would be met", w.maxStalls)
		case done > MaxEndNs:
			return 0, fmt.Errorf("a request would complete after %dns", int64(MaxEndNs))
		}
		if w.nextStallNs > MaxEndNs-w.P {
			w.nextStallNs = math.MaxInt64 // no completion reaches it
		} else {
			w.nextStallNs += w.P
		}
	}
	return done, nil
}

// busy returns J: how many requests after a, whose latency is oa, are
// served back to back; n when the server never idles again (S ≥ I).
func (w *walk) busy(oa int64) int64 {
	if w.S >= w.I {
		return w.n
	}
	g := w.I - w.S
	return max(0, (oa-w.I+g-1)/g) // ⌈(oa − I)/g⌉, and 0 for oa ≤ I, where the quotient truncates to 0 or below
}

// firstHit returns the first request after a whose free-run completion is
// after the next stall begins, or n if none is.
func (w *walk) firstHit(a, oa int64) int64 {
	if w.nextStallNs == math.MaxInt64 {
		return w.n
	}
	doneA := a*w.I + oa // ≤ the next stall, which applyStalls left behind it
	J := w.busy(oa)
	if j := (w.nextStallNs-doneA)/w.S + 1; j <= J || w.I == 0 {
		return min(a+j, w.n) // in overload J is n: the run never idles
	}
	// In overload j > n puts the stall after every completion, and the
	// line below gives n too, s ≥ doneA + n·S ≥ (n − 1)·I + S, unless the
	// walk is unpaced (I = 0), with no due times to divide by.
	// The stall begins after the busy run's last completion, doneA + J·S,
	// so it hits the first request due late enough to complete after it,
	// the first i with i·I + S > s. That i is past the busy run: each of
	// its requests completes by doneA + J·S ≤ s, and no earlier than its
	// own i·I + S.
	return min(floorDiv(w.nextStallNs-w.S, w.I)+1, w.n)
}

// tentative returns request i's start and completion in the free run from
// (a, oa), before any stall acts on it.
func (w *walk) tentative(a, oa, i int64) (start, done int64) {
	if i-a <= w.busy(oa) {
		start = a*w.I + oa + (i-a-1)*w.S
	} else {
		start = i * w.I
	}
	return start, start + w.S
}

// freeRun emits the free-run latencies of requests a+1 … to−1: J of them
// still in the backlog, o_{a+j} = o_a − j·(I − S), then the rest at S. In
// overload, S ≥ I, the backlog never drains (busy is n), so every one is
// in the first piece, which grows by S − I.
func (w *walk) freeRun(a, oa, to int64) {
	count := to - 1 - a
	J := min(w.busy(oa), count)
	g := w.I - w.S
	w.piece(piece{first: a + 1, count: J, firstNs: oa - g, stepNs: -g, stallsBefore: w.k})
	w.piece(piece{first: a + 1 + J, count: count - J, firstNs: w.S, stallsBefore: w.k})
}

// freeRunLast returns the latency of the last request in the free run from
// (a, oa), failing if its completion would pass MaxEndNs.
func (w *walk) freeRunLast(a, oa int64) (int64, error) {
	j := w.n - 1 - a
	switch {
	case j == 0:
		return oa, nil
	case w.S < w.I && j > w.busy(oa):
		return w.S, nil
	case w.S < w.I:
		return oa - j*(w.I-w.S), nil
	}
	hi, growth := bits.Mul64(uint64(j), uint64(w.S-w.I))
	if hi != 0 || growth > uint64(MaxEndNs-oa-(w.n-1)*w.I) {
		return 0, fmt.Errorf("the last request would complete after %dns", int64(MaxEndNs))
	}
	return oa + int64(growth), nil
}

// floorDiv returns ⌊a/b⌋ for b > 0.
func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b < 0 { // Go truncates toward 0: a negative remainder is a quotient one too high
		q--
	}
	return q
}
