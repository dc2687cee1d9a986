package audit

import (
	"fmt"
	"slices"

	"coordinated-omission/internal/workers"
)

// planThreads lays out the thread plan's slots: the threads' closed
// loops run again on the server inferred, with no pause. Each thread
// starts at its first send in the log (a ramp started it then, whatever
// the server did); each of its requests takes its own service time, less
// the pauses it met (at least its type's, floors less the round trip),
// on k workers behind one queue; and the thread sends its next request
// its think time in the log after the reply. A thread that ran to a
// duration goes on at its median think time, its script's types in turn
// at their least service, until the log's last send: the test ran at
// least that long, and a thread that a pause held at its end sent its
// last request sooner. Where nothing
// paused, the slots are the log's own sends.
//
// A thread that went on at its pace to the log's last send could hold
// more slots than any log: one that sent twice in the same ms, in a run
// of a day. The plan stops, and the run is refused, at maxSlotsPerRequest
// slots for each request of the log, or minSlotCap if that is more.
func planThreads(reqs []Request, srv Server, floors []int64, tp *ThreadPlan) (threadRun, error) {
	ths, next := threadsOf(reqs)
	tp.Bounded = ranToDuration(reqs, ths)
	// the test's end, for a duration: no sooner than the last send
	lastSendNs := reqs[len(reqs)-1].SendNs
	u, err := unhinderedOf(reqs, srv, floors)
	if err != nil {
		return threadRun{}, err
	}
	free := workers.New(int(tp.replayWorkers()))
	spreads := make([]int64, len(ths))
	for j, t := range ths {
		spreads[j] = t.thinkSpreadNs
	}
	run := newThreadRun(spreads, u.spread, reqs[0].SendNs+tp.RampNs) // the threads' first slot is the log's first send
	for len(next) > 0 {
		j := next[0].thread
		t := &ths[j]
		s := planSlot{slot: slot{atNs: next[0].atNs, of: -1 - int32(j)}, thread: int32(j)} // an Extra slot's of: its thread
		var thinkNs int64
		if t.k < len(t.idx) {
			s.of = t.idx[t.k]
			s.label, s.serviceNs, thinkNs = t.logged(reqs, u)
			s.ownNs = max(1, srv.Services.At(int(s.of)))
		} else {
			if !tp.Bounded || s.atNs > lastSendNs {
				next.pop()
				continue
			}
			if run.n >= slotCap(len(reqs)) {
				run.close()
				r := reqs[t.idx[len(t.idx)-1]]
				return threadRun{}, errImpossible{fmt.Sprintf("the thread plan would hold more than %d slots for the %d requests sent: a thread whose last request was sent %v into the run, going on at its own pace (%v of think time, %v of service) to the log's last send at %v, would send more than the whole log did; no figure is stated", run.n, len(reqs), ns(r.SendNs-reqs[0].SendNs), ns(t.thinkNs), ns(u.typical[r.Label]), ns(lastSendNs-reqs[0].SendNs))}
			}
			s.label = reqs[t.idx[t.k%len(t.idx)]].Label
			s.serviceNs, thinkNs = u.typical[s.label], t.thinkNs
			s.ownNs = s.serviceNs
			tp.Extra++
		}
		run.put(s)
		done := max(s.atNs, free.Earliest()) + max(1, s.serviceNs)
		free.Take(done)
		t.k++
		next[0].atNs = max(s.atNs+1, done+srv.RTTNs+thinkNs)
		next.down(0)
	}
	if err := run.tape.Flush(); err != nil {
		run.close()
		return threadRun{}, fmt.Errorf("the thread plan's slots: %w", err)
	}
	return run, nil
}

// logged is the thread's next slot of the log's own request: its type,
// its unhindered service, and the think time after it (the log's, or the
// thread's median after its last).
func (t *planned) logged(reqs []Request, u unhindered) (label int32, serviceNs, thinkNs int64) {
	of := t.idx[t.k]
	r := reqs[of]
	label, serviceNs, thinkNs = r.Label, u.service(int(of)), t.thinkNs
	if t.k+1 < len(t.idx) {
		thinkNs = max(0, reqs[t.idx[t.k+1]].SendNs-r.ReplyNs())
	}
	return label, serviceNs, thinkNs
}

// maxSlotsPerRequest bounds a thread plan's slots by its log's requests:
// the slots the pauses took are a share of the run, not a multiple of it.
// slotCap is the most slots a thread plan of a log of n requests holds.
func slotCap(n int) int { return max(minSlotCap, maxSlotsPerRequest*n) }

// minSlotCap is the cap of a small log's plan: a few MB of slots.
const (
	maxSlotsPerRequest = 3
	minSlotCap         = 1 << 20
)

// A planned thread is one thread of the plan: its requests in the log,
// in order, the next it sends, its median think time and their spread
// (halfRange).
type planned struct {
	idx                    []int32
	k                      int
	thinkNs, thinkSpreadNs int64
}

// halfRange is half the spread of the middle 80 % of sorted values: how
// far one of them may lie from their median, but for the rarest.
func halfRange(sorted []int64) int64 {
	return (atLevel(sorted, P90) - atLevel(sorted, 1000) + 1) / 2
}

// threadsOf groups reqs, sorted by send, by thread, in the order of their
// first sends, and returns each thread's first send on a heap.
func threadsOf(reqs []Request) ([]planned, sendHeap) {
	// each thread's requests, a run of byConns' order
	order := byConns(reqs)
	var ths []planned
	for k, from := 1, 0; k <= len(order); k++ {
		if k == len(order) || reqs[order[k]].Conn != reqs[order[from]].Conn {
			ths = append(ths, planned{idx: order[from:k:k]})
			from = k
		}
	}
	next := make(sendHeap, len(ths))
	var thinks []int64
	for j := range ths {
		idx := ths[j].idx
		thinks = thinks[:0]
		for k := 0; k+1 < len(idx); k++ {
			thinks = append(thinks, max(0, reqs[idx[k+1]].SendNs-reqs[idx[k]].ReplyNs()))
		}
		if len(thinks) > 0 {
			slices.Sort(thinks)
			ths[j].thinkNs, ths[j].thinkSpreadNs = median(thinks), halfRange(thinks)
		}
		next[j] = threadSend{atNs: reqs[idx[0]].SendNs, thread: j}
	}
	next.init()
	return ths, next
}

// threadSend is a thread's next send in planThreads.
type threadSend struct {
	atNs   int64
	thread int
}

// sendHeap orders threads by their next send, ties by thread.
type sendHeap []threadSend

// ranToDuration tells whether the threads ran until a time, rather than
// for a count of requests each: unless each sent as many requests as the
// others and they ended far apart (a ramp's threads, or Gatling's users,
// each running its script once), the threads are taken to have run to a
// duration. That is the side a lower bound errs safely on: a thread
// taken to run to a duration goes on at its pace after a pause held it,
// with slots the unhindered would have had, that only lower a percentile.
func ranToDuration(reqs []Request, ths []planned) bool {
	lo, hi := int64(1<<63-1), int64(-1<<63)
	var paces []int64
	for _, th := range ths {
		idx := th.idx
		if len(idx) != len(ths[0].idx) {
			return true
		}
		last := reqs[idx[len(idx)-1]].SendNs
		lo, hi = min(lo, last), max(hi, last)
		if len(idx) > 1 {
			paces = append(paces, (last-reqs[idx[0]].SendNs)/int64(len(idx)-1))
		}
	}
	if len(paces) == 0 {
		return false
	}
	slices.Sort(paces)
	return hi-lo <= 10*median(paces)
}

func (h sendHeap) before(a, b int) bool { return h[a].before(h[b]) }

// before says whether s comes before o: sooner, or at once and of a
// lower thread.
func (s threadSend) before(o threadSend) bool {
	return s.atNs < o.atNs || s.atNs == o.atNs && s.thread < o.thread
}

// down sifts h[i] down to its place: the hole it leaves goes down the
// path of the first children to a leaf, and h[i] rises from there
// (Floyd's, as workers.Free.Take): one comparison a level, and a thread's
// next send, later than most, rises little. The order is total (no two
// threads alike), so any heap pops the one order.
func (h sendHeap) down(i int) {
	if i >= len(h) {
		return // the last popped
	}
	x, j := h[i], i
	for {
		l := 2*j + 1
		if l >= len(h) {
			break
		}
		if l+1 < len(h) && h.before(l+1, l) {
			l++
		}
		h[j] = h[l]
		j = l
	}
	for j > i {
		p := (j - 1) / 2
		if h[p].before(x) {
			break
		}
		h[j] = h[p]
		j = p
	}
	h[j] = x
}

// init makes h a heap.
func (h sendHeap) init() {
	for i := len(h)/2 - 1; i >= 0; i-- {
		h.down(i)
	}
}

// pop drops the top.
func (h *sendHeap) pop() {
	old := *h
	n := len(old) - 1
	old[0] = old[n]
	*h = old[:n]
	h.down(0)
}
