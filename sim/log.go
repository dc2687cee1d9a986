package sim

import "fmt"

// A LoggedRequest is one request as a load generator's per-request log
// holds it: when it was sent, how long it took from that send to its
// reply, and on which connection.
type LoggedRequest struct {
	SendNs, LatencyNs int64
	Conn              int // -1 where each request has a connection of its own (the open loop)
}

// Log returns the per-request log that the tool of design s would write
// on sc: each request's actual send, the time from that send to its reply,
// and its connection, in the order they were sent. It runs the event
// reference (reference.go), not the loops. The corrected, plan and wrk
// recordings re-time the closed and unpaced timelines, so their tools'
// logs are those timelines'; the open loop sends each request at its due
// time. sc must be valid; the log holds every request, so its size is the
// caller's to bound.
func (sc Scenario) Log(s Set) ([]LoggedRequest, error) {
	if err := sc.Validate(); err != nil {
		return nil, err
	}
	var d refDesign
	switch s.Timeline() {
	case Closed:
		d = refClosed(sc)
	case Skip:
		d = refSkip(sc)
	case Unpaced:
		d = refUnpaced(sc)
	case Open:
		d = refOpen(sc)
	default:
		return nil, fmt.Errorf("no log for the %v design", s)
	}
	out := refAll(sc, d)
	log := make([]LoggedRequest, len(out))
	for i, r := range out {
		log[i] = LoggedRequest{SendNs: r.sendNs, LatencyNs: r.doneNs + int64(sc.RTT) - r.sendNs, Conn: r.conn}
		if s.Timeline() == Open {
			log[i].Conn = -1
		}
	}
	return log, nil
}

// refOpen is the open loop as the reference runs it: one sender whose
// next send is the next due time, whatever the replies.
func refOpen(sc Scenario) refDesign {
	n, I := sc.Requests(), int64(sc.Interval)
	return refDesign{
		first: func() []refSend { return []refSend{{}} },
		next: func(s refSend, _ int64) (refSend, bool) {
			i := s.index + 1
			return refSend{atNs: i * I, index: i}, i < n
		},
		due:  func(s refSend) int64 { return s.index * I },
		most: n,
	}
}
