package audit

import (
	"container/heap"
	"errors"
	"fmt"
	"slices"

	"coordinated-omission/internal/reqlog"
)

// A Request is one request of a log, as package reqlog reads it.
type Request = reqlog.Request

// NoConn is a request's connection where the log names none.
const NoConn = reqlog.NoConn

// MaxSlots bounds a rate plan's slots over the log's span, for a log of
// up to a third as many requests; a longer log's plan may hold three
// slots a request, as a thread plan may (slotCap): the slots are worked
// out again at each walk, not kept, and past exactSlots each re-timing
// takes their figures in a histogram.
const MaxSlots = 50_000_000

// MostSlots bounds -audit-slots: three slots for each of the most
// requests an audit may hold.
const MostSlots = maxSlotsPerRequest * reqlog.MostRequests

// slotLimit is the most slots a rate plan of n requests may hold.
func slotLimit(n int) int64 { return max(MaxSlots, maxSlotsPerRequest*int64(n)) }

// A Plan is the schedule a test was meant to keep: one request every
// IntervalNs from StartNs, Slots of them up to the log's last send; or,
// where it was inferred from connections that each kept a schedule of
// their own (fortio's threads, hey's workers, wrk2's connections), each
// connection one every ConnIntervalNs from its own first send
// (ConnStartsNs) to the last send (EndNs): a ramp's connections start
// their schedules when they start.
type Plan struct {
	IntervalNs, StartNs, Slots int64
	ConnIntervalNs, EndNs      int64
	ConnStartsNs               []int64
	// Given says whether the interval was given (-interval); if not, it
	// was inferred (see inferInterval), from windows of WindowSends
	// consecutive sends.
	Given       bool
	WindowSends int
	// PoolPeriodNs is each worker's period where the plan was read from a
	// log that names no connection as a pool of workers (pacedPool); else
	// 0.
	PoolPeriodNs int64
	// SlowNs is the slow threshold: a request answered in more than it
	// was slow; Slow is each request type's own, where the log names
	// types (a quick type and a slow one mixed have a median of neither).
	SlowNs int64
	Slow   slowness
}

// slowness is each request type's slow threshold, by label.
type slowness []int64

// of is the slow threshold of r's type.
func (s slowness) of(r Request) int64 { return s[r.Label] }

// ErrNoPlan is returned when no plan can be inferred.
var ErrNoPlan = errors.New("no plan can be inferred")

// slowThreshold is the slow threshold of latencies: a request is slow if
// it took more than four times the median latency, and more than four of
// the log's steps above it (a log written to the ms rounds a 100 µs
// request to 0 or 1 ms).
func slowThreshold(medianNs, resolutionNs int64) int64 {
	return max(4*medianNs, medianNs+4*resolutionNs, 1)
}

// median returns the nearest-rank median of sorted values.
func median(sorted []int64) int64 { return atLevel(sorted, P50) }

// inferPlan finds the plan of reqs, sorted by send, or takes intervalNs
// if it is positive. It runs until the last send, or holds slots if that
// is positive.
func inferPlan(reqs []Request, intervalNs, slots, resolutionNs int64) (Plan, error) {
	st, err := statsOf(reqs, labelCount(reqs))
	if err != nil {
		return Plan{}, err
	}
	p := Plan{StartNs: reqs[0].SendNs, SlowNs: slowThreshold(st.all, resolutionNs), Slow: st.slowness(resolutionNs)}
	if intervalNs > 0 {
		p.IntervalNs, p.Given = intervalNs, true
	} else if p.IntervalNs, p.ConnIntervalNs, p.PoolPeriodNs, p.WindowSends = inferInterval(reqs, p.Slow); p.IntervalNs <= 0 {
		within := ns(p.SlowNs).String()
		if len(p.Slow) > 1 {
			within = "four times its type's median"
		}
		return p, fmt.Errorf("%w: no %d requests in a row were answered within %s, so the tool never ran unhindered; give -interval", ErrNoPlan, windowSends+1, within)
	}
	if slots > 0 {
		if most := slotLimit(len(reqs)); slots > most {
			return p, fmt.Errorf("a plan of %d slots is more than the %d an audit of %d requests takes", slots, most, len(reqs))
		}
		p.Slots = slots
		return p, nil
	}
	span := reqs[len(reqs)-1].SendNs - p.StartNs
	if most := slotLimit(len(reqs)); span/p.IntervalNs >= most {
		return p, fmt.Errorf("the plan would have more than %d slots over the log's %v at one every %v; give a longer -interval", most, ns(span), ns(p.IntervalNs))
	}
	p.Slots = span/p.IntervalNs + 1
	if p.ConnIntervalNs > 0 {
		p.EndNs = reqs[len(reqs)-1].SendNs
		p.ConnStartsNs = connStarts(reqs)
		if err := p.connSlots(slotLimit(len(reqs))); err != nil {
			return p, err
		}
	}
	return p, nil
}

// connSlots counts the slots of a plan of connections each on a schedule
// of its own, from its first send to the last send of all, into
// p.Slots; more than most is an error.
func (p *Plan) connSlots(most int64) error {
	p.Slots = 0
	for _, from := range p.ConnStartsNs {
		p.Slots += (p.EndNs-from)/p.ConnIntervalNs + 1
	}
	if p.Slots > most {
		return fmt.Errorf("the plan would have more than %d slots over the log's %v, its %d connections each at one every %v; give a longer -interval", most, ns(p.EndNs-p.StartNs), len(p.ConnStartsNs), ns(p.ConnIntervalNs))
	}
	return nil
}

// connStarts is each connection's first send in reqs, sorted by send.
func connStarts(reqs []Request) []int64 {
	seen := map[int64]bool{}
	var out []int64
	for _, r := range reqs {
		if !seen[int64(r.Conn)] {
			seen[int64(r.Conn)] = true
			out = append(out, r.SendNs)
		}
	}
	return out
}

// SlotNs is when slot k of a plan of one schedule fell due.
func (p Plan) SlotNs(k int64) int64 { return p.StartNs + k*p.IntervalNs }

// eachTime calls f with each of the plan's slots and when it fell due,
// in order: one schedule's, or the connections' schedules merged. Each
// walk works them out again rather than keep them: 8 bytes a slot.
func (p Plan) eachTime(f func(k int, atNs int64)) {
	if p.ConnStartsNs == nil {
		for k := range p.Slots {
			f(int(k), p.SlotNs(k))
		}
		return
	}
	next := slices.Clone(p.ConnStartsNs) // each connection's next slot
	h := timeHeap(next)
	heap.Init(&h)
	for k := 0; len(h) > 0; k++ { // p.Slots of them: connSlots counts them so
		f(k, h[0])
		if h[0]+p.ConnIntervalNs > p.EndNs {
			heap.Pop(&h)
			continue
		}
		h[0] += p.ConnIntervalNs
		heap.Fix(&h, 0)
	}
}

// timeHeap orders the connections' next slots.
type timeHeap []int64

func (h timeHeap) Len() int           { return len(h) }
func (h timeHeap) Less(a, b int) bool { return h[a] < h[b] }
func (h timeHeap) Swap(a, b int)      { h[a], h[b] = h[b], h[a] }
func (h *timeHeap) Push(x any)        { *h = append(*h, x.(int64)) }
func (h *timeHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}
