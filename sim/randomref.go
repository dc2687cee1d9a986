package sim

import (
	"container/heap"
	"time"
)

// The event reference of the random model, written apart from its loops
// (randomloops.go) as reference.go is from the deterministic ones: the
// sends of a design in a container/heap priority queue, taken in time
// order, ties to the lower connection; a server that serves by preemptive
// resume, its k-th request accruing the k-th service draw only outside
// the stalls; and each design as a rule for a connection's next send.

// refRandomCompletion returns when a request that the server may start at
// t completes after serviceNs of service outside the stalls.
func refRandomCompletion(sc Scenario, t, serviceNs int64) int64 {
	s := sc
	s.Service = time.Duration(serviceNs)
	return refCompletion(s, t)
}

// refRandomDesign is a design as the random reference runs it: its
// connections' first sends, and the rule for a connection's next send
// after the k-th request the server took, sent as s, was replied to at
// reply.
type refRandomDesign struct {
	first func() []refSend
	next  func(s refSend, k int, replyNs int64) (refSend, bool)
	due   func(s refSend) int64
}

// refRandomRun serves a design's sends in time order, the k-th taken in
// the k-th service draw.
func (rs Random) refRandomRun(d refRandomDesign) []Served {
	service := rs.stream(serviceStream, rs.ServiceDist, int64(rs.Service))
	q := refQueue(d.first())
	heap.Init(&q)
	var out []Served
	freeNs := int64(0)
	for k := 0; q.Len() > 0; k++ {
		s := q[0]
		doneNs := refRandomCompletion(rs.Scenario, max(s.atNs, freeNs), service.at(k))
		freeNs = doneNs
		out = append(out, Served{SendNs: s.atNs, DueNs: d.due(s), DoneNs: doneNs})
		if n, ok := d.next(s, k, doneNs+int64(rs.RTT)); ok {
			q[0] = n
			heap.Fix(&q, 0)
		} else {
			heap.Pop(&q)
		}
	}
	return out
}

// The designs, from their definitions, over the due times due.
func refRandomClosed(rs Random, due []int64) refRandomDesign {
	n, N := int64(len(due)), int64(rs.Connections)
	return refRandomDesign{
		first: func() []refSend {
			var s []refSend
			for c := int64(0); c < min(N, n); c++ {
				s = append(s, refSend{atNs: due[c], conn: int(c), index: c})
			}
			return s
		},
		next: func(s refSend, _ int, replyNs int64) (refSend, bool) {
			i := s.index + N
			if i >= n {
				return refSend{}, false
			}
			return refSend{atNs: max(due[i], replyNs), conn: s.conn, index: i}, true
		},
		due: func(s refSend) int64 { return due[s.index] },
	}
}

func refRandomSkip(rs Random, due []int64) refRandomDesign {
	d := refRandomClosed(rs, due)
	n, N := int64(len(due)), int64(rs.Connections)
	d.next = func(s refSend, _ int, replyNs int64) (refSend, bool) {
		slot := s.index + N
		for slot < n && due[slot] <= s.atNs {
			slot += N
		}
		if slot >= n {
			return refSend{}, false
		}
		return refSend{atNs: max(due[slot], replyNs), conn: s.conn, index: slot}, true
	}
	return d
}

// refRandomUnpaced is the design with no plan, and with a think stream
// the think design: a connection sends again at its reply, plus the think
// draw of the request replied to, while that is before T.
func refRandomUnpaced(rs Random, think *stream) refRandomDesign {
	N, T := rs.Connections, int64(rs.Duration)
	return refRandomDesign{
		first: func() []refSend {
			s := make([]refSend, N)
			for c := range s {
				s[c] = refSend{conn: c}
			}
			return s
		},
		next: func(s refSend, k int, replyNs int64) (refSend, bool) {
			at := replyNs
			if think != nil {
				at += think.at(k)
			}
			return refSend{atNs: at, conn: s.conn}, at < T
		},
		due: func(s refSend) int64 { return s.atNs },
	}
}
