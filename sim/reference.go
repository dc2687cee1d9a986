package sim

import (
	"cmp"
	"container/heap"
	"slices"
)

// The event reference: the check of the recordings whose server timeline
// the closed form does not derive (skip and unpaced always, closed and
// plan when L > 0). It is written apart from the loops, from the designs'
// definitions: a priority queue of pending sends (container/heap), taken
// in time order, ties to the lower connection; a server that serves by
// preemptive resume, service accruing only outside stalls, and not by the
// loops' stall rule; and each design as a rule for a connection's next
// send. It costs O(requests · log N) and a sort, once per scenario: the
// loops it checks run per rep.

// A pending send of the reference.
type refSend struct {
	atNs  int64
	conn  int
	index int64 // the request (closed, plan) or slot (skip) it sends
}

type refQueue []refSend

func (q refQueue) Len() int { return len(q) }
func (q refQueue) Less(i, j int) bool {
	return q[i].atNs < q[j].atNs || q[i].atNs == q[j].atNs && q[i].conn < q[j].conn
}
func (q refQueue) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *refQueue) Push(x any)   { *q = append(*q, x.(refSend)) }
func (q *refQueue) Pop() any {
	old := *q
	x := old[len(old)-1]
	*q = old[:len(old)-1]
	return x
}

// refCompletion returns when a request that the server may start at t
// completes: it accrues S of service outside the stalls [F + kP, F + kP + D).
func refCompletion(sc Scenario, t int64) int64 {
	S, D, P, F := int64(sc.Service), int64(sc.Stall), int64(sc.Period), int64(sc.FirstStall)
	if D == 0 {
		return t + S
	}
	left := S
	k := max(0, (t-F)/P) // the last stall that began at or before t, or the first; before F the quotient truncates to 0 or below
	for {
		s := F + k*P
		switch {
		case s+D <= t: // over before t
		case s <= t: // t is inside it: wait for its end
			t = s + D
		case s < t+left: // it begins in service: serve up to it, then wait
			left -= s - t
			t = s + D
		default:
			return t + left
		}
		k++
	}
}

// A refSample is one request as the reference served it.
type refSample struct {
	sendNs, dueNs, doneNs int64
	conn                  int
}

// refDesign is a design as the reference runs it: its connections' first
// sends, and the rule for a connection's next send after a request sent
// at send was replied to at reply; ok false ends the connection.
type refDesign struct {
	first func() []refSend
	next  func(s refSend, replyNs int64) (refSend, bool)
	due   func(s refSend) int64 // the plan's time for the request, where there is one
	most  int64                 // a bound on the requests it sends, for the buffer
}

// refRun serves a design's sends in order and hands every request to
// visit, in the order served; it returns how many it served. The earliest
// send is served, then replaced in place by its connection's next one
// (heap.Fix), or popped when the connection is done. It keeps no request:
// a run of 10^7 costs its connections' queue and what visit keeps.
func refRun(sc Scenario, d refDesign, visit func(refSample)) {
	q := refQueue(d.first())
	heap.Init(&q)
	freeNs := int64(0)
	for q.Len() > 0 {
		s := q[0]
		doneNs := refCompletion(sc, max(s.atNs, freeNs))
		freeNs = doneNs
		visit(refSample{sendNs: s.atNs, dueNs: d.due(s), doneNs: doneNs, conn: s.conn})
		if n, ok := d.next(s, doneNs+int64(sc.RTT)); ok {
			q[0] = n
			heap.Fix(&q, 0)
		} else {
			heap.Pop(&q)
		}
	}
}

// refAll is refRun's every request, in the order served.
func refAll(sc Scenario, d refDesign) []refSample {
	out := make([]refSample, 0, d.most)
	refRun(sc, d, func(r refSample) { out = append(out, r) })
	return out
}

// The designs, from their definitions.
func refClosed(sc Scenario) refDesign {
	n, I, N := sc.Requests(), int64(sc.Interval), int64(sc.Connections)
	return refDesign{
		first: func() []refSend {
			var s []refSend
			for c := int64(0); c < min(N, n); c++ {
				s = append(s, refSend{atNs: c * I, conn: int(c), index: c})
			}
			return s
		},
		next: func(s refSend, replyNs int64) (refSend, bool) {
			i := s.index + N // the connection's next request
			return refSend{atNs: max(i*I, replyNs), conn: s.conn, index: i}, i < n
		},
		due:  func(s refSend) int64 { return s.index * I },
		most: n,
	}
}

func refSkip(sc Scenario) refDesign {
	d := refClosed(sc) // the same first sends: connection c at slot c
	n, I, N := sc.Requests(), int64(sc.Interval), int64(sc.Connections)
	d.next = func(s refSend, replyNs int64) (refSend, bool) {
		slot := s.index        // sent at or after it: the loop steps past it
		for slot*I <= s.atNs { // the first of its slots strictly after the send
			slot += N
		}
		return refSend{atNs: max(slot*I, replyNs), conn: s.conn, index: slot}, slot < n
	}
	return d
}

func refUnpaced(sc Scenario) refDesign {
	N, T := sc.Connections, int64(sc.Duration)
	return refDesign{
		first: func() []refSend {
			s := make([]refSend, N)
			for c := range s {
				s[c] = refSend{conn: c}
			}
			return s
		},
		next: func(s refSend, replyNs int64) (refSend, bool) {
			return refSend{atNs: replyNs, conn: s.conn}, replyNs < T
		},
		due:  func(refSend) int64 { return 0 },
		most: sc.UnpacedBound(),
	}
}

// refLoop returns what a loop over these requests must report: the stalls
// that began before the last completion, and that completion.
func refLoop(sc Scenario, lastDoneNs int64) Loop {
	return Loop{Stalls: refStallsBefore(sc, lastDoneNs), EndNs: lastDoneNs}
}

// refStallsBefore returns how many stalls began before t.
func refStallsBefore(sc Scenario, t int64) int64 {
	D, P, F := int64(sc.Stall), int64(sc.Period), int64(sc.FirstStall)
	if D == 0 || t <= F {
		return 0
	}
	return (t-1-F)/P + 1
}

// refValue is a latency v, among the requests completed after k stalls
// began, counted times times.
type refValue struct{ k, v, times int64 }

// refCounted appends x, or counts it with the last value if they are one.
func refCounted(values []refValue, x refValue) []refValue {
	if n := len(values); n > 0 && values[n-1].k == x.k && values[n-1].v == x.v {
		values[n-1].times += x.times
		return values
	}
	return append(values, x)
}

// A refMultiset gathers the latencies latency(r) of the requests, visited
// in time order, as runs of one (attribution, value), so that a quiet
// stretch is one run and nothing is kept a request.
type refMultiset struct {
	sc      Scenario
	latency func(refSample) int64
	runs    []refValue
}

func (b *refMultiset) add(r refSample) {
	b.runs = refCounted(b.runs, refValue{refStallsBefore(b.sc, r.doneNs), b.latency(r), 1})
}

// multiset returns the latencies as a multiset, built from the sorted
// samples, not from their order in time: the runs are sorted by
// attribution and value and counted, and each maximal run of values with
// one step and one count becomes a progression, Times that count.
func (b *refMultiset) multiset() Multiset {
	runs := b.runs
	slices.SortFunc(runs, func(a, b refValue) int { return cmp.Or(cmp.Compare(a.k, b.k), cmp.Compare(a.v, b.v)) })
	var values []refValue
	for _, x := range runs {
		values = refCounted(values, x)
	}
	var m Multiset
	for i := 0; i < len(values); {
		p := Progression{FirstNs: values[i].v, Count: 1, Times: values[i].times, StallsBefore: values[i].k}
		j := i + 1
		if j < len(values) && values[j].k == p.StallsBefore && values[j].times == p.Times {
			p.StepNs = values[j].v - p.FirstNs
			for j < len(values) && values[j].k == p.StallsBefore && values[j].times == p.Times && values[j].v == p.FirstNs+p.Count*p.StepNs {
				p.Count++
				j++
			}
		}
		m = append(m, p)
		i = j
	}
	return m
}

// A Method names how a recording's figures were checked.
type Method string

const (
	ByClosedForm Method = "closed form"     // derived from the constants (closedform.go)
	ByReference  Method = "event reference" // the event reference (reference.go)
)

// CheckedBy returns how Check's expected figures for set s are derived:
// by the closed form for the open loop, for one connection (closed, plan
// and unpaced, through oneConnection) and for the closed loop at L = 0
// (closedPieces); by the event reference for the skip design, and for
// the closed and unpaced designs' timelines with more connections when
// they are not the open loop's.
func (sc Scenario) CheckedBy(s Set) Method {
	switch t := s.Timeline(); {
	case t == Skip:
		return ByReference
	case t == Unpaced && sc.Connections > 1:
		return ByReference
	case t == Closed && sc.RTT > 0 && sc.Connections > 1:
		return ByReference
	}
	return ByClosedForm
}

// referenceRecordings fills the sets the closed form does not derive, and
// returns their timelines' loops.
func referenceRecordings(sc Scenario, rs *recordings, loops *[len(Sets)]Loop, held Held) {
	reply := func(r refSample) int64 { return r.doneNs + int64(sc.RTT) }
	fromSend := func(r refSample) int64 { return reply(r) - r.sendNs }
	// run serves d and gathers its multisets, one a latency, and its loop
	run := func(d refDesign, latencies ...func(refSample) int64) ([]Multiset, Loop) {
		bs := make([]refMultiset, len(latencies))
		for i, l := range latencies {
			bs[i] = refMultiset{sc: sc, latency: l}
		}
		var lastDoneNs int64
		refRun(sc, d, func(r refSample) {
			lastDoneNs = r.doneNs
			for i := range bs {
				bs[i].add(r)
			}
		})
		ms := make([]Multiset, len(bs))
		for i := range bs {
			ms[i] = bs[i].multiset()
		}
		return ms, refLoop(sc, lastDoneNs)
	}
	if sc.CheckedBy(Closed) == ByReference {
		ms, loop := run(refClosed(sc), fromSend, func(r refSample) int64 { return reply(r) - r.dueNs })
		loops[Closed], rs.sets[Closed], rs.sets[Plan] = loop, ms[0], ms[1]
	}
	if !held.Has(Skip) {
		return
	}
	ms, loop := run(refSkip(sc), fromSend)
	loops[Skip], rs.sets[Skip] = loop, ms[0]
	if sc.CheckedBy(Unpaced) == ByReference {
		ms, loop = run(refUnpaced(sc), fromSend)
		loops[Unpaced], rs.sets[Unpaced] = loop, ms[0]
	}
}
