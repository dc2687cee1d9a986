package audit

import (
	"slices"

	"coordinated-omission/internal/orderstat"
)

// The server behind a log, inferred by inverting first-come-first-served
// departures: its service time, its round trip, when it did no work, and
// each request's own service time, for the two replays (replay.go).

// A Window is a stretch when the server did no work, [FromNs, ToNs).
type Window struct{ FromNs, ToNs int64 }

// A Server is what inverting first-come-first-served departures infers
// of the server behind a log.
type Server struct {
	ServiceNs int64    // the typical service time, the round trip left out
	RTTNs     int64    // the round trip: the typical latency less ServiceNs
	Windows   []Window // when it did no work, merged and in order
	// Services are each request's own service time, in send order: its
	// completion less the later of its send and the completion before it.
	Services Durations
}

// infer inverts the departures of reqs, sorted by send, on a server that
// completes them in the order they arrive. A request sent before the
// completion before its own (its reply less the round trip, if given),
// in the order they completed, waited in the queue, and was served in
// the gap between the two (queuedGaps).
//
// With the round trip given (rttGiven), the service time is the median of
// those gaps where ten or more queued, or else the least latency of a
// request that found the server idle, less the round trip: exact wherever
// one request met neither a queue nor a pause.
//
// Without it, a tool's own time (its round trip, its reading and its
// writing) cannot be told from the server's in one request's latency,
// so the service time is the least of three: the median latency of the
// requests that found the server idle, at or above it; the mean of the
// middle half of the gaps of ten or more slow requests that waited in
// the queue (interquartileMean), which scatter both ways around it as a
// tool reads its replies late, in bursts and to its log's resolution;
// and the pace of the replies where the server was busy (replySpacing),
// at or above it. The round trip is the median idle latency less it. A
// log in which no request waited cannot tell them apart, and takes the
// round trip as 0. The server-pause replay's tail hardly moves with a
// service time below the true one, and grows without bound with one
// above it that leaves the server no time to drain its backlog between
// pauses: the least of the three errs on the side that holds.
//
// Wherever a request's completion, less the service time, comes more
// than the log's resolution after the later of its arrival and the
// completion before it, the time between is a window when the server did
// no work (invert).
func infer(reqs []Request, slow slowness, resolutionNs, rttNs int64, rttGiven bool) Server {
	var idle []int64
	known := max(0, rttNs) // the round trip known: 0 if not given
	if !rttGiven {
		known = 0
	}
	latest := int64(-1 << 62) // the latest completion so far
	for _, r := range reqs {
		if r.SendNs >= latest {
			idle = append(idle, r.LatencyNs)
		}
		latest = max(latest, r.ReplyNs()-known)
	}
	queued := queuedGaps(reqs, slow, known, rttGiven)
	slices.Sort(idle) // reqs[0] found the server idle: idle is never empty
	var s Server
	slices.Sort(queued)
	switch {
	case len(queued) >= 10 && rttGiven:
		s.RTTNs, s.ServiceNs = max(0, rttNs), median(queued)
	case rttGiven:
		s.RTTNs, s.ServiceNs = max(0, rttNs), idle[0]-max(0, rttNs)
	default:
		s.ServiceNs = median(idle)
		if len(queued) >= 10 {
			s.ServiceNs = min(s.ServiceNs, interquartileMean(queued))
		}
		if sp, ok := replySpacing(reqs); ok {
			s.ServiceNs = min(s.ServiceNs, sp)
		}
		s.RTTNs = median(idle) - s.ServiceNs // each of the three is at most median(idle)
	}
	s.ServiceNs = max(1, s.ServiceNs)
	s.invert(reqs, resolutionNs)
	return s
}

// queuedGaps are the gaps between the completions of reqs (their replies
// less the round trip known) that queued, in the order they completed: a
// request sent before the completion before it waited in the queue, and
// was served in the gap. The order of completion, not of sending, is the
// server's: a tool stamps a send before its client has a connection and
// has written it, and requests can reach the server in another order
// than the log's (hey's, held through a stall). Without the round trip
// only slow requests count: a request merely in flight beside others (a
// round trip longer than the plan's interval) is not queued.
func queuedGaps(reqs []Request, slow slowness, known int64, rttGiven bool) []int64 {
	var gaps []int64
	before, first := int64(0), true
	completionsInOrder(reqs, func(i int) {
		r := reqs[i]
		doneNs := r.ReplyNs() - known
		if !first && r.SendNs < before && (rttGiven || doneNs-r.SendNs > slow.of(r)) {
			gaps = append(gaps, doneNs-before)
		}
		before, first = doneNs, false
	})
	return gaps
}

// completionsInOrder calls f with the index of each request of reqs,
// sorted by send, in the order of their replies, ties in the order of
// their sends (a stable sort's): the replies to come on a heap, each
// given once no request sent later can be answered before it. Memory by
// the requests in flight, not by the log (a copy sorted by completion
// took 24 bytes a request). Its twin for the times alone, completions,
// keeps them on the heap of int64s, twice as quick (pendingHeap).
func completionsInOrder(reqs []Request, f func(i int)) {
	var due pendingHeap
	for i, r := range reqs {
		for len(due) > 0 && due[0].replyNs <= r.SendNs {
			f(due.pop().index)
		}
		due.push(pending{replyNs: r.ReplyNs(), index: i})
	}
	for len(due) > 0 {
		f(due.pop().index)
	}
}

// interquartileMean is the mean of the middle half of sorted, at least
// one value: the gaps between a backlog's completions as a tool read
// them, late and in bursts, and to its log's resolution, scatter around
// the service time both ways (a 100 µs service read to 0.1 ms gives gaps
// of 0, 100 and 200 µs), where their median can land a step off.
func interquartileMean(sorted []int64) int64 {
	n := len(sorted)
	lo, hi := n/4, (3*n+3)/4 // hi > lo for any n ≥ 1
	var sum int64
	for _, v := range sorted[lo:hi] {
		sum += v
	}
	return sum / int64(hi-lo)
}

// spacingReplies is the fewest replies in a row replySpacing spans.
const spacingReplies = 100

// replySpacing is the service time that the replies' pace shows, and
// whether the log is long enough to show one: a first-come-first-served
// server completes requests no closer than its service time apart, so
// that any K+1 replies in a row span at least K service times wherever it
// was busy throughout. A tool reads replies late and in bursts, by up to
// the replies it has in flight, so K is the most it ever had in flight,
// and at least spacingReplies; the least spans are its noise, so the 1st
// percentile of the spans, over K, is the spacing. A log of ten K or
// fewer shows none.
func replySpacing(reqs []Request) (int64, bool) {
	if len(reqs) == 0 {
		return 0, false
	}
	k := max(spacingReplies, mostInFlight(reqs)-1) // in flight beside one sent
	if len(reqs) <= 10*k {
		return 0, false
	}
	// the spans of k+1 replies in a row, the replies in order off a heap
	// (completions), the last k+1 in a ring: their 1st percentile
	// in passes (orderstat), with no array of replies or of spans
	ring := make([]int64, k+1)
	v, _, err := orderstat.Select(func(add func(int, int64)) error {
		n := 0
		completions(reqs, 0, func(replyNs int64) {
			ring[n%(k+1)] = replyNs
			if n >= k {
				add(0, ring[n%(k+1)]-ring[(n-k)%(k+1)])
			}
			n++
		})
		return nil
	}, 1, func(_ int, n int64) int64 { return levelRank(100, n) }, spanBudget)
	if err != nil {
		panic(err) // passes over requests in memory cannot fail
	}
	return v[0] / int64(k), true
}

// spanBudget is the most numbers a pass of replySpacing's keeps (a var:
// the tests make it small, to take several passes).
var spanBudget = 1 << 16

// invert fills the services and the windows of reqs, sorted by send. A
// request's service is its completion (its reply less the round trip)
// less the later of its send and the completion before it. A window is
// time that the service time does not explain, of more than toleranceNs,
// on completions taken back where the tool read them late: a request
// queued behind another completes at least one service time after it,
// so a completion recorded later than the next one's less the service
// time was read late (a tool busy elsewhere, or reading replies in a
// burst), and the server's was no later than that. Without it, each
// delay of the tool's own would be a pause of the server's.
func (s *Server) invert(reqs []Request, toleranceNs int64) {
	s.Services = makeDurations(len(reqs))
	// each completion as its time after its send: 4 bytes a request while
	// a latency fits an int32 (Durations), not 8
	after := makeDurations(len(reqs))
	done := func(i int) int64 { return reqs[i].SendNs + after.At(i) }
	freeNs := int64(-1 << 62)
	for i, r := range reqs {
		d := r.ReplyNs() - s.RTTNs
		after.set(i, d-r.SendNs)
		s.Services.set(i, max(0, d-max(r.SendNs, freeNs)))
		freeNs = max(freeNs, d)
	}
	for i := len(reqs) - 2; i >= 0; i-- { // taken back, the last first
		if d := done(i); d > reqs[i+1].SendNs { // the next was queued behind it
			after.set(i, max(reqs[i].SendNs+s.ServiceNs, min(d, max(done(i+1)-s.ServiceNs, reqs[i+1].SendNs)))-reqs[i].SendNs)
		}
	}
	freeNs = int64(-1 << 62)
	for i, r := range reqs {
		startNs := max(r.SendNs, freeNs)
		d := done(i)
		if d-s.ServiceNs-startNs > toleranceNs {
			s.Windows = addWindow(s.Windows, Window{startNs, d - s.ServiceNs})
		}
		freeNs = max(freeNs, d)
	}
}

// addWindow appends w to ws, which are merged and in order of start,
// merging it with the last if they meet.
func addWindow(ws []Window, w Window) []Window {
	if n := len(ws); n > 0 && w.FromNs <= ws[n-1].ToNs {
		ws[n-1].ToNs = max(ws[n-1].ToNs, w.ToNs)
		return ws
	}
	return append(ws, w)
}
