package audit

import (
	"coordinated-omission/internal/orderstat"
)

// The designs an audit tells apart, named as the model names them.
const (
	Open    = "open"    // kept its plan through the slow stretches
	Closed  = "closed"  // waited for each reply, on a plan, and caught up after
	Skip    = "skip"    // waited for each reply, on a plan, and dropped the slots it missed
	Unpaced = "unpaced" // waited for each reply and sent the next at once: no plan
	Held    = "held"    // no connection in the log, and its sends fell behind while replies were slow
	Threads = "threads" // threads that each waited for each reply and thought before the next send, on no schedule
)

// closedSharePct is the share of a connection's consecutive requests that
// must be sent after the reply to the one before for the tool to be a
// closed loop.
const closedSharePct = 99

// maxStretches bounds the slow stretches an audit keeps one by one; its
// totals count them all.
const maxStretches = 1000

// A Stretch is a slow stretch: from the send of a slow request to its
// reply, merged with any it meets. Due counts the plan's slots in it, Sent
// the requests the tool sent in it.
type Stretch struct {
	FromNs, ToNs int64
	Due, Sent    int64
}

// Deficit is how many of its slots the tool did not send in the stretch.
func (s Stretch) Deficit() int64 { return max(0, s.Due-s.Sent) }

// Sending is how the tool sent, from its timestamps alone.
type Sending struct {
	Design string
	// Conns counts the connections the log names, 0 if it names none.
	Conns int64
	// Pairs counts a connection's consecutive requests, and Waited those
	// whose second was sent at or after the first's reply, to within the
	// log's resolution. IdleNs is the median time from a reply to the next
	// send on its connection.
	Pairs, Waited, IdleNs int64
	// Stretches are the first maxStretches slow stretches; the totals
	// count them all.
	Stretches                        []Stretch
	StretchCount, StretchDue, Missed int64
	// Skipped counts the plan's slots beyond the requests sent; Behind the
	// requests sent more than one interval after their slot, the k-th
	// request's being the k-th slot.
	Skipped, Behind int64
	// LongestGapNs is the longest time between two sends, and LongestWaitNs
	// the longest latency: a closed loop's sends stop while it waits, an
	// open loop's go on every interval.
	LongestGapNs, LongestWaitNs int64
}

// sending decides how reqs, sorted by send, were sent on plan p, from a
// log whose timestamps are good to resolutionNs.
func sending(reqs []Request, p Plan, resolutionNs int64) (Sending, error) {
	var s Sending
	// one pass over the plan's slots: the stretches count their due ones
	// as each is checked against the request sent in its turn
	s.stretches(reqs, func(f func(int, int64)) {
		p.eachTime(func(k int, atNs int64) {
			if k < len(reqs) && reqs[k].SendNs-atNs > p.IntervalNs {
				s.Behind++
			}
			f(k, atNs)
		})
	}, p.Slow)
	s.Skipped = max(0, p.Slots-int64(len(reqs)))
	if err := s.pairs(reqs, resolutionNs); err != nil {
		return s, err
	}
	closed := s.waited()
	for i, r := range reqs {
		s.LongestWaitNs = max(s.LongestWaitNs, r.LatencyNs)
		if i > 0 {
			s.LongestGapNs = max(s.LongestGapNs, r.SendNs-reqs[i-1].SendNs)
		}
	}
	// held: its sends stopped for more than half its longest wait
	held := s.StretchCount > 0 && 2*s.LongestGapNs > s.LongestWaitNs
	// no plan of its own: a closed loop that sent the next at once, and,
	// where the plan is given, ran ahead of it
	ahead := !p.Given || int64(len(reqs))*10 > p.Slots*11
	switch {
	case closed && ahead && s.IdleNs <= max(resolutionNs, p.IntervalNs*s.Conns/10):
		s.Design = Unpaced
	case closed && 2*s.Skipped > s.Missed && s.Skipped > 0:
		s.Design = Skip
	case closed:
		s.Design = Closed
	case s.Conns == 0 && held:
		s.Design = Held
	default:
		s.Design = Open
	}
	return s, nil
}

// waited reports whether the log's connections waited for each reply
// before the next send: closedSharePct of their consecutive pairs, and
// at least one (a pair is on a connection).
func (s Sending) waited() bool { return s.Pairs > 0 && s.Waited*100 >= s.Pairs*closedSharePct }

// pairs counts each connection's consecutive requests, those whose second
// was sent after the first's reply, and their median idle time, in passes
// over the pairs (orderstat): no array of idle times. Every request but
// each connection's first is the second of a pair, so the connections
// are the requests less the pairs.
func (s *Sending) pairs(reqs []Request, resolutionNs int64) error {
	if len(reqs) == 0 || reqs[0].Conn == NoConn {
		return nil
	}
	idle, _, err := orderstat.Select(func(add func(int, int64)) error {
		s.Pairs, s.Waited = 0, 0
		forEachPair(reqs, func(prev, r Request) {
			s.Pairs++
			if r.SendNs >= prev.ReplyNs()-resolutionNs {
				s.Waited++
			}
			add(0, max(0, r.SendNs-prev.ReplyNs()))
		})
		return nil
	}, 1, func(_ int, n int64) int64 { return levelRank(P50, n) }, statsBudget)
	if err != nil {
		return err
	}
	s.Conns, s.IdleNs = int64(len(reqs))-s.Pairs, idle[0]
	return nil
}

// byConns are reqs' indices grouped by connection, the connections in
// the order of their first requests (connNumbers), each one's requests
// in the order given: a counting sort, in two passes that number the
// connections as they go, with no array of their numbers (4 bytes a
// request).
func byConns(reqs []Request) []int32 {
	c := newConnNumbers(len(reqs))
	var starts []int32
	for _, r := range reqs {
		id := int(c.of(int64(r.Conn)))
		for id+1 >= len(starts) {
			starts = append(starts, 0)
		}
		starts[id+1]++
	}
	for k := 0; k+1 < len(starts); k++ {
		starts[k+1] += starts[k]
	}
	idx := make([]int32, len(reqs))
	for i, r := range reqs {
		id := c.of(int64(r.Conn))
		idx[starts[id]] = int32(i)
		starts[id]++
	}
	return idx
}

// stretches finds the slow stretches of reqs, sorted by send, and counts
// in each the plan's slots (each gives when they fell due, in order) and
// the requests sent; a request slower than its type's slow threshold is
// slow.
func (s *Sending) stretches(reqs []Request, each func(func(k int, atNs int64)), slow slowness) {
	var all []Stretch
	for _, r := range reqs {
		if r.LatencyNs <= slow.of(r) {
			continue
		}
		if n := len(all); n > 0 && r.SendNs <= all[n-1].ToNs {
			all[n-1].ToNs = max(all[n-1].ToNs, r.ReplyNs())
			continue
		}
		all = append(all, Stretch{FromNs: r.SendNs, ToNs: r.ReplyNs()})
	}
	// the stretches come in order, apart: one pass over the slots counts
	// those due in each
	i := 0
	each(func(_ int, atNs int64) {
		for i < len(all) && all[i].ToNs < atNs {
			i++
		}
		if i < len(all) && atNs >= all[i].FromNs {
			all[i].Due++
		}
	})
	j := 0
	for i := range all {
		st := &all[i]
		for j < len(reqs) && reqs[j].SendNs < st.FromNs {
			j++
		}
		for k := j; k < len(reqs) && reqs[k].SendNs <= st.ToNs; k++ {
			st.Sent++
		}
		s.StretchDue += st.Due
		s.Missed += st.Deficit()
	}
	s.StretchCount = int64(len(all))
	s.Stretches = all[:min(len(all), maxStretches)]
}
