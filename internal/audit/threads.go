package audit

import (
	"cmp"
	"container/heap"
	"fmt"
	"slices"
)

// The plan of a thread workload: a log whose threads (JMeter's threads,
// k6's virtual users, Gatling's users) each ran a closed loop, waiting for
// each reply and thinking before the next send, with no schedule of their
// own to keep. Its plan is each thread's own pace when nothing hindered
// it: the thread's first send where the log has it (a ramp started it
// then, whatever the server did), and each next send its think time after
// the reply the request would have had unhindered. The re-timings then
// hold on a server of K workers behind one queue (docs/audit-bound.md).

// A ThreadPlan is the plan a thread workload was meant to keep.
type ThreadPlan struct {
	Threads int64
	// RampNs is from the first thread's first send to the last thread's.
	RampNs int64
	// ThinkNs is the median time from a reply to its thread's next send,
	// PaceNs the median time between a thread's sends, both where nothing
	// was slow.
	ThinkNs, PaceNs int64
	// Types counts the request types; Pooled those with fewer than
	// minTypeRequests requests, whose least latency is taken together.
	Types, Pooled int
	// Workers is the server's workers, given (WorkersGiven) or inferred:
	// the most requests in flight while each was answered within its
	// type's least latency and the log's resolution.
	Workers      int64
	WorkersGiven bool
	// Bounded says the threads ran to a duration, not for a count of
	// requests, so that the time a pause took from them would have
	// carried Extra more requests before each thread's last send.
	Bounded bool
	Extra   int64
	// Floors are each type's least latency, by label.
	Floors []int64
	// BusyPct is how much of the time the server worked, once the ramp
	// was over, its workers were busy with the plan's service times: at
	// 90 % or more the threads saturated it, and an open schedule at their
	// pace queues without bound.
	BusyPct float64
}

// Saturated reports whether the threads kept the server's workers busy
// 90 % of the time it worked or more.
func (tp *ThreadPlan) Saturated() bool { return tp.BusyPct >= 90 }

// busyPct is the share of the time from the ramp's end (the last
// thread's first send) to the plan's last slot, less the windows when
// the server did no work, that k workers would spend on the unhindered
// service times of the slots then.
func busyPct(run threadRun, fromNs, k int64, windows []Window) float64 {
	var work float64
	last := run.slots[len(run.slots)-1].atNs
	for j, s := range run.slots {
		if s.atNs >= fromNs {
			work += float64(run.service[j])
		}
	}
	span := last - fromNs - overlap(windows, fromNs, last)
	return 100 * work / (float64(k) * float64(max(1, span)))
}

// minTypeRequests is the fewest requests a type needs for its own least
// latency; the rarer types share theirs.
const minTypeRequests = 20

// A slot is one planned send: when, and of which type.
type slot struct {
	atNs  int64
	label int32
}

// threadRun is what the thread plan re-times: its slots in time order,
// each slot's request (or -1 for an Extra slot), and each slot's
// unhindered service: its request's service less the pauses it met, at
// least its type's least; an Extra slot's its type's median of those.
type threadRun struct {
	slots   []slot
	ofSlot  []int
	service []int64
}

// isThreadWorkload reports whether reqs, sorted by send, are a thread
// workload: every request names its thread, nearly every thread waited
// for each reply before sending again, and no thread kept a schedule: a
// thread that kept one sends sooner after a slow reply, to catch up, than
// after a quick one, and a thread that thinks waits its think time after
// either.
func isThreadWorkload(reqs []Request, s Sending, slowNs, resolutionNs int64) bool {
	if s.Conns == 0 || s.Pairs == 0 || s.Waited*100 < s.Pairs*closedSharePct {
		return false
	}
	var afterQuick, afterSlow []int64
	forEachPair(reqs, func(prev, r Request) {
		think := max(0, r.SendNs-prev.ReplyNs())
		if prev.LatencyNs > slowNs {
			afterSlow = append(afterSlow, think)
		} else {
			afterQuick = append(afterQuick, think)
		}
	})
	if len(afterSlow) == 0 || len(afterQuick) == 0 {
		return true // nothing was slow: a schedule kept or not, nothing to catch up
	}
	slices.Sort(afterQuick)
	slices.Sort(afterSlow)
	quick := median(afterQuick)
	if quick <= resolutionNs {
		return true // no think time: it sent at once, on no schedule
	}
	// a pacer catches up: after a slow reply it sends at once, or sooner
	// than after a quick one; a thinker waits the same
	return 5*median(afterSlow) >= 4*quick
}

// forEachPair calls f with each thread's consecutive requests, in the
// order of their sends; reqs are sorted by send.
func forEachPair(reqs []Request, f func(prev, r Request)) {
	last := map[int64]int{}
	for i, r := range reqs {
		if j, ok := last[r.Conn]; ok {
			f(reqs[j], r)
		}
		last[r.Conn] = i
	}
}

// typeFloors returns each label's least latency: a label's own, where it
// has minTypeRequests requests or more, else the least of the rare
// labels', taken together; and how many labels were pooled.
func typeFloors(reqs []Request, labels int) ([]int64, int) {
	least := make([]int64, labels)
	count := make([]int64, labels)
	for i := range least {
		least[i] = 1<<63 - 1
	}
	for _, r := range reqs {
		least[r.Label] = min(least[r.Label], r.LatencyNs)
		count[r.Label]++
	}
	pooled, pooledLeast := 0, int64(1<<63-1)
	for t := range least {
		if count[t] > 0 && count[t] < minTypeRequests {
			pooled++
			pooledLeast = min(pooledLeast, least[t])
		}
	}
	for t := range least {
		if count[t] < minTypeRequests {
			least[t] = pooledLeast
		}
	}
	if pooled == 0 {
		pooled = 0
	}
	return least, pooled
}

// typeCeilings returns each label's longest unhindered service: the
// 99th percentile of its requests' services (their completions less
// their starts, the queue left out) within four times their median and
// four of the log's steps, pooled for the rare labels as typeFloors pools
// them. A request in service is done within it unless something held it:
// a pause, or its own slowness, which only the rarest requests of its
// type show.
func typeCeilings(reqs []Request, services []int64, labels int, resolutionNs int64) []int64 {
	by := make([][]int64, labels)
	for i, r := range reqs {
		by[r.Label] = append(by[r.Label], services[i])
	}
	var pooled []int64
	for t := range by {
		if len(by[t]) > 0 && len(by[t]) < minTypeRequests {
			pooled = append(pooled, by[t]...)
		}
	}
	ceil := func(v []int64) int64 {
		slices.Sort(v)
		slow := slowThreshold(median(v), resolutionNs)
		n, _ := slices.BinarySearch(v, slow+1)
		return atLevel(v[:max(1, n)], P99)
	}
	out := make([]int64, labels)
	pooledCeil := int64(0)
	if len(pooled) > 0 {
		pooledCeil = ceil(pooled)
	}
	for t := range by {
		if len(by[t]) >= minTypeRequests {
			out[t] = ceil(by[t])
		} else {
			out[t] = pooledCeil
		}
	}
	return out
}

// inferWorkers is the most requests ever in flight at once while each
// of them was answered near its type's least latency, within half as
// much again and the log's resolution: met no queue. A server that
// answered that many at once unqueued has at least that many workers;
// one that a load saturated answers near its least latency only before
// its queue forms. reqs are sorted by send.
func inferWorkers(reqs []Request, floors []int64, resolutionNs int64) int64 {
	within := make([]int64, len(floors))
	for t, f := range floors {
		within[t] = f + f/2 + resolutionNs
	}
	type event struct {
		atNs  int64
		delta int64
	}
	var events []event
	for _, r := range reqs {
		if r.LatencyNs <= within[r.Label] {
			events = append(events, event{r.SendNs, 1}, event{r.ReplyNs(), -1})
		}
	}
	slices.SortFunc(events, func(a, b event) int {
		if c := cmp.Compare(a.atNs, b.atNs); c != 0 {
			return c
		}
		return cmp.Compare(a.delta, b.delta) // a reply before a send at the same instant
	})
	var now, most int64
	for _, e := range events {
		now += e.delta
		most = max(most, now)
	}
	return max(1, most)
}

// invertWorkers fills s's services and windows from reqs, sorted by
// send, on a server of k workers behind one first-come-first-served
// queue: a request starts when it arrives or when the first of the
// workers comes free, whichever is later, and its service is its
// completion (its reply less the round trip) less its start. What a
// service leaves beyond its type's longest unhindered service (the 99th
// percentile of the type's services within four times their median) is
// its excess: a pause met.
//
// Where the pause fell within a service is not in one request: it may
// have been served a while first. But the requests that met one pause
// tell it together. A request in service when the pause began was held
// for all of it, so the pause lasted the most excess among them; and one
// that arrived in it, or was the last to start before it, started its
// service as it ended, so the pause ended at the latest completion less
// service among them. The requests are grouped by that end, each group
// within the longest service of the next; each gives one window, [end −
// most excess, end). Unless a request was in service when the pause
// began, that start is only the first request the pause held: the pause
// began in the idle time since the completion before, and the window
// starts in its middle, which errs by at most half of it either way. A
// window in which other requests were answered was one request's own
// slowness: only its longest silent part is kept (silentPart).
func (s *Server) invertWorkers(reqs []Request, k int64, floors []int64, toleranceNs int64) {
	free := newFreeWorkers(k)
	s.Services = make([]int64, len(reqs))
	starts := make([]int64, len(reqs))
	dones := make([]int64, len(reqs))
	byType := make([][]int64, len(floors))
	for i, r := range reqs {
		done := r.ReplyNs() - s.RTTNs
		starts[i] = min(done, max(r.SendNs, free.earliest()))
		free.take(max(done, free.earliest()))
		s.Services[i], dones[i] = done-starts[i], done
		byType[r.Label] = append(byType[r.Label], s.Services[i])
	}
	ceiling := make([]int64, len(floors))
	longest := int64(1)
	for t, v := range byType {
		if len(v) == 0 {
			continue
		}
		slices.Sort(v)
		// a pause only lengthens services: the lower half is the type's
		// own, and its spread below the median, mirrored, bounds the
		// upper half's
		ceiling[t] = max(floors[t]-s.RTTNs, 2*median(v)-atLevel(v, 100))
		longest = max(longest, ceiling[t])
	}
	type held struct{ freedNs, excessNs int64 }
	var hit []held
	for i, r := range reqs {
		if excess := s.Services[i] - ceiling[r.Label]; excess > toleranceNs {
			hit = append(hit, held{dones[i] - ceiling[r.Label], excess})
		}
	}
	slices.Sort(dones)
	slices.SortFunc(hit, func(a, b held) int { return cmp.Compare(a.freedNs, b.freedNs) })
	for i := 0; i < len(hit); {
		g := hit[i]
		j := i + 1
		for ; j < len(hit) && hit[j].freedNs <= hit[j-1].freedNs+longest; j++ {
			g.freedNs = max(g.freedNs, hit[j].freedNs)
			g.excessNs = max(g.excessNs, hit[j].excessNs)
		}
		from := g.freedNs - g.excessNs
		if k, _ := slices.BinarySearch(dones, from); k > 0 {
			from -= (from - dones[k-1]) / 2 // it began in the idle time before, or at its end: the middle
		}
		if w, ok := silentPart(dones, Window{from, g.freedNs}); ok && w.ToNs-w.FromNs > toleranceNs {
			s.Windows = insertWindow(s.Windows, w)
		}
		i = j
	}
}

// silentPart is the longest part of w in which no completion of dones,
// sorted, fell: a pause stops every worker, so a request answered in it
// shows that the server was working then, and the excess that made the
// window was one request's own slowness, not a pause of the server's.
func silentPart(dones []int64, w Window) (Window, bool) {
	k, _ := slices.BinarySearch(dones, w.FromNs+1)
	best, from := Window{}, w.FromNs
	for ; k < len(dones) && dones[k] < w.ToNs; k++ {
		if dones[k]-from > best.ToNs-best.FromNs {
			best = Window{from, dones[k]}
		}
		from = dones[k]
	}
	if w.ToNs-from > best.ToNs-best.FromNs {
		best = Window{from, w.ToNs}
	}
	return best, best.ToNs > best.FromNs
}

// insertWindow adds w to ws, kept merged and in order: windows come in
// the order of their requests' sends, not of their starts.
func insertWindow(ws []Window, w Window) []Window {
	if n := len(ws); n == 0 || w.FromNs > ws[n-1].ToNs {
		return append(ws, w)
	}
	i, _ := slices.BinarySearchFunc(ws, w.FromNs, func(x Window, t int64) int { return cmp.Compare(x.ToNs, t) })
	j := i
	for j < len(ws) && ws[j].FromNs <= w.ToNs {
		w.FromNs, w.ToNs = min(w.FromNs, ws[j].FromNs), max(w.ToNs, ws[j].ToNs)
		j++
	}
	return slices.Replace(ws, i, j, w)
}

// freeWorkers are the times a server's workers come free, a min-heap.
type freeWorkers []int64

func newFreeWorkers(k int64) *freeWorkers {
	w := make(freeWorkers, k)
	for i := range w {
		w[i] = -1 << 62
	}
	return &w
}

func (w *freeWorkers) earliest() int64 { return (*w)[0] }

// take gives the worker free first a request it completes at doneNs.
func (w *freeWorkers) take(doneNs int64) {
	h := *w
	h[0] = doneNs
	for i := 0; ; {
		l, least := 2*i+1, i
		if l < len(h) && h[l] < h[least] {
			least = l
		}
		if r := l + 1; r < len(h) && h[r] < h[least] {
			least = r
		}
		if least == i {
			return
		}
		h[i], h[least] = h[least], h[i]
		i = least
	}
}

// overlap is the time of ws within [from, to).
func overlap(ws []Window, from, to int64) int64 {
	i, _ := slices.BinarySearchFunc(ws, from, func(x Window, t int64) int { return cmp.Compare(x.ToNs, t+1) })
	var sum int64
	for ; i < len(ws) && ws[i].FromNs < to; i++ {
		sum += max(0, min(to, ws[i].ToNs)-max(from, ws[i].FromNs))
	}
	return sum
}

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
func planThreads(reqs []Request, s Server, floors []int64, tp *ThreadPlan) threadRun {
	byThread := map[int64][]int{}
	var order []int64
	for i, r := range reqs {
		if _, ok := byThread[r.Conn]; !ok {
			order = append(order, r.Conn)
		}
		byThread[r.Conn] = append(byThread[r.Conn], i)
	}
	tp.Bounded = ranToDuration(reqs, byThread)
	// the test's end, for a duration: no sooner than the last send
	lastSendNs := reqs[len(reqs)-1].SendNs
	unhindered := make([]int64, len(reqs))
	byLabel := map[int32][]int64{}
	for i, r := range reqs {
		unhindered[i] = max(1, floors[r.Label]-s.RTTNs, s.Services[i]-overlap(s.Windows, r.SendNs, r.ReplyNs()))
		byLabel[r.Label] = append(byLabel[r.Label], unhindered[i])
	}
	typical := map[int32]int64{}
	for l, v := range byLabel {
		slices.Sort(v)
		typical[l] = median(v)
	}
	type thread struct {
		idx     []int
		k       int   // its next request
		thinkNs int64 // its median think time
	}
	ths := make([]thread, len(order))
	next := make(sendHeap, len(order))
	for j, c := range order {
		idx := byThread[c]
		var thinks []int64
		for k := 0; k+1 < len(idx); k++ {
			thinks = append(thinks, max(0, reqs[idx[k+1]].SendNs-reqs[idx[k]].ReplyNs()))
		}
		ths[j] = thread{idx: idx}
		if len(thinks) > 0 {
			slices.Sort(thinks)
			ths[j].thinkNs = median(thinks)
		}
		next[j] = threadSend{atNs: reqs[idx[0]].SendNs, thread: j}
	}
	heap.Init(&next)
	free := newFreeWorkers(tp.Workers)
	var run threadRun
	for len(next) > 0 {
		t := &ths[next[0].thread]
		at := next[0].atNs
		var label int32
		var serviceNs, thinkNs int64
		of := -1
		if t.k < len(t.idx) {
			of = t.idx[t.k]
			r := reqs[of]
			label, serviceNs = r.Label, unhindered[of]
			thinkNs = t.thinkNs
			if t.k+1 < len(t.idx) {
				thinkNs = max(0, reqs[t.idx[t.k+1]].SendNs-r.ReplyNs())
			}
		} else {
			if !tp.Bounded || at > lastSendNs {
				heap.Pop(&next)
				continue
			}
			label = reqs[t.idx[t.k%len(t.idx)]].Label
			serviceNs, thinkNs = typical[label], t.thinkNs
			tp.Extra++
		}
		run.slots = append(run.slots, slot{at, label})
		run.ofSlot = append(run.ofSlot, of)
		run.service = append(run.service, serviceNs)
		done := max(at, free.earliest()) + max(1, serviceNs)
		free.take(done)
		t.k++
		next[0].atNs = max(at+1, done+s.RTTNs+thinkNs)
		heap.Fix(&next, 0)
	}
	return run
}

// threadSend is a thread's next send in planThreads.
type threadSend struct {
	atNs   int64
	thread int
}

// sendHeap orders threads by their next send, ties by thread.
type sendHeap []threadSend

func (h sendHeap) Len() int { return len(h) }
func (h sendHeap) Less(a, b int) bool {
	return h[a].atNs < h[b].atNs || h[a].atNs == h[b].atNs && h[a].thread < h[b].thread
}
func (h sendHeap) Swap(a, b int) { h[a], h[b] = h[b], h[a] }
func (h *sendHeap) Push(x any)   { *h = append(*h, x.(threadSend)) }
func (h *sendHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// ranToDuration tells whether the threads ran until a time, rather than
// for a count of requests each: unless each sent as many requests as the
// others and they ended far apart (a ramp's threads, or Gatling's users,
// each running its script once), the threads are taken to have run to a
// duration. That is the side a lower bound errs safely on: a thread
// taken to run to a duration goes on at its pace after a pause held it,
// with slots the unhindered would have had, that only lower a percentile.
func ranToDuration(reqs []Request, byThread map[int64][]int) bool {
	n := -1
	lo, hi := int64(1<<63-1), int64(-1<<63)
	var paces []int64
	for _, idx := range byThread {
		if n >= 0 && len(idx) != n {
			return true
		}
		n = len(idx)
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

// describeThreads fills the plan's words: threads, ramp, think time and
// pace, from reqs sorted by send.
func describeThreads(reqs []Request, slowNs int64, tp *ThreadPlan) {
	first := map[int64]int64{}
	for _, r := range reqs {
		if _, ok := first[r.Conn]; !ok {
			first[r.Conn] = r.SendNs
		}
	}
	tp.Threads = int64(len(first))
	lo, hi := int64(1<<63-1), int64(-1<<63)
	for _, at := range first {
		lo, hi = min(lo, at), max(hi, at)
	}
	tp.RampNs = hi - lo
	var thinks, paces []int64
	forEachPair(reqs, func(prev, r Request) {
		if prev.LatencyNs <= slowNs {
			thinks = append(thinks, max(0, r.SendNs-prev.ReplyNs()))
			paces = append(paces, r.SendNs-prev.SendNs)
		}
	})
	if len(thinks) > 0 {
		slices.Sort(thinks)
		slices.Sort(paces)
		tp.ThinkNs, tp.PaceNs = median(thinks), median(paces)
	}
}

// evidence is a pause that a silence of the replies shows: for a slot u
// in [FromNs, ToNs), no open loop's request sent at u could have had its
// reply before EndNs plus its type's service time.
type evidence struct{ FromNs, ToNs, EndNs int64 }

// silences finds the pauses that the replies' silences show. Wherever no
// reply came for G while requests were in flight, the earliest sent of
// them, h, was at the front of the queue: a server of any number of
// workers, serving in order, was working on it, and would have answered
// it within its type's longest unhindered latency F_h (ceilings) unless
// it paused. So it paused
// for at least P = G − F_h within the silence: the pause began by
// g1 − P and ended after t0 + P, where t0 and g1 are the silence's ends
// (docs/audit-bound.md). rttNs is the round trip if known, else −1: a
// request's floor less the round trip is its service, and unknown, the
// round trip is taken at its worst, from 0 to the least floor.
func silences(reqs []Request, ceilings []int64, resolutionNs int64) []evidence {
	type event struct {
		atNs  int64
		reply bool
		i     int
	}
	events := make([]event, 0, 2*len(reqs))
	for i, r := range reqs {
		if r.LatencyNs > 0 { // one of no latency is never in flight
			events = append(events, event{r.SendNs, false, i}, event{r.ReplyNs(), true, i})
		}
	}
	slices.SortFunc(events, func(a, b event) int {
		if c := cmp.Compare(a.atNs, b.atNs); c != 0 {
			return c
		}
		if a.reply != b.reply {
			if a.reply {
				return -1
			}
			return 1
		}
		return cmp.Compare(a.i, b.i)
	})
	inFlight := make([]bool, len(reqs))
	front := 0 // no request before it is in flight
	n := 0
	var t0 int64
	var out []evidence
	for _, e := range events {
		if !e.reply {
			inFlight[e.i] = true
			if n == 0 {
				t0 = e.atNs
			}
			n++
			continue
		}
		for front < len(reqs) && !inFlight[front] {
			front++
		}
		h := front // the earliest sent in flight
		g1 := e.atNs
		if p := g1 - t0 - ceilings[reqs[h].Label]; p > 2*resolutionNs {
			out = append(out, evidence{FromNs: g1 - p, ToNs: t0 + p, EndNs: t0 + p})
		}
		inFlight[e.i] = false
		n--
		t0 = g1
	}
	return out
}

// boundThreads fills out, one figure per slot, with the lower bound at
// the thread plan's slots: at least the slot's type's least latency F_t,
// and wherever a silence shows a pause over the slot, the pause's end
// less the slot, plus the slot's type's service time. With the round
// trip L known (rttNs ≥ 0), a slot u in [g1 − P − L, t0 + P − L) gets
// t0 + P − L + F_t − u; unknown (rttNs < 0), it is taken at its worst
// for each slot, anywhere from 0 to the least floor F_min: the range
// [g1 − P, t0 + P − F_min) and the figure t0 + P − F_min + F_t − u.
func boundThreads(slots []slot, ev []evidence, floors []int64, rttNs int64, out []int64) {
	fromLess, toLess, valueLess := rttNs, rttNs, rttNs
	if rttNs < 0 {
		fromLess, toLess, valueLess = 0, slices.Min(floors), slices.Min(floors)
	}
	slices.SortFunc(ev, func(a, b evidence) int { return cmp.Compare(a.FromNs, b.FromNs) })
	var active endHeap
	j := 0
	for k, s := range slots {
		for ; j < len(ev) && ev[j].FromNs-fromLess <= s.atNs; j++ {
			heap.Push(&active, evidence{ToNs: ev[j].ToNs - toLess, EndNs: ev[j].EndNs})
		}
		for len(active) > 0 && active[0].ToNs <= s.atNs {
			heap.Pop(&active) // ended: an ended one below the top goes when it reaches the top
		}
		v := floors[s.label]
		if len(active) > 0 {
			v = max(v, active[0].EndNs-valueLess+floors[s.label]-s.atNs)
		}
		out[k] = v
	}
}

// endHeap keeps the evidence over a slot with the latest end on top.
type endHeap []evidence

func (h endHeap) Len() int           { return len(h) }
func (h endHeap) Less(a, b int) bool { return h[a].EndNs > h[b].EndNs }
func (h endHeap) Swap(a, b int)      { h[a], h[b] = h[b], h[a] }
func (h *endHeap) Push(x any)        { *h = append(*h, x.(evidence)) }
func (h *endHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// replayWorkers fills out, one figure per slot, with the slots served in
// order by k workers behind one queue, slot j taking serviceOf(j) of a
// worker, the server doing no work in windows, and the reply rttNs
// after: a request in service when a window opens resumes after it, one
// that would start in a window waits for its end.
func replayWorkers(slots []slot, k int64, windows []Window, serviceOf func(j int) int64, rttNs int64, out []int64) {
	free := newFreeWorkers(k)
	for j, s := range slots {
		done := servedAround(windows, max(s.atNs, free.earliest()), serviceOf(j))
		free.take(done)
		out[j] = done + rttNs - s.atNs
	}
}

// servedAround is when work started at startNs completes on a server
// that does no work in windows.
func servedAround(windows []Window, startNs, work int64) int64 {
	w, _ := slices.BinarySearchFunc(windows, startNs, func(x Window, t int64) int { return cmp.Compare(x.ToNs, t+1) })
	for ; w < len(windows); w++ {
		if windows[w].FromNs <= startNs {
			startNs = windows[w].ToNs
			continue
		}
		if windows[w].FromNs < startNs+work {
			work -= windows[w].FromNs - startNs
			startNs = windows[w].ToNs
			continue
		}
		break
	}
	return startNs + work
}

// auditThreads audits a thread workload's log, reqs sorted by send.
func auditThreads(reqs []Request, o Options, s Sending, slowNs, resolutionNs int64) (*Result, error) {
	labels := 1
	for _, r := range reqs {
		labels = max(labels, int(r.Label)+1)
	}
	tp := &ThreadPlan{}
	tp.Floors, tp.Pooled = typeFloors(reqs, labels)
	for _, f := range tp.Floors {
		if f < 1<<63-1 {
			tp.Types++
		}
	}
	describeThreads(reqs, slowNs, tp)
	tp.Workers, tp.WorkersGiven = o.Workers, o.Workers > 0
	if !tp.WorkersGiven {
		tp.Workers = inferWorkers(reqs, tp.Floors, resolutionNs)
	}
	rtt := int64(-1)
	srv := Server{}
	if o.RTTGiven {
		rtt = max(0, o.RTTNs)
		srv.RTTNs = rtt
	}
	srv.invertWorkers(reqs, tp.Workers, tp.Floors, resolutionNs)
	srv.ServiceNs = max(1, slices.Min(tp.Floors)-srv.RTTNs)
	run := planThreads(reqs, srv, tp.Floors, tp)
	res := &Result{Requests: int64(len(reqs)), Threads: tp, Server: srv, ResolutionNs: resolutionNs}
	s.Design = Threads
	res.Sending = s
	first, last := run.slots[0].atNs, run.slots[len(run.slots)-1].atNs
	tp.BusyPct = busyPct(run, first+tp.RampNs, tp.Workers, srv.Windows)
	res.Plan = Plan{StartNs: first, Slots: int64(len(run.slots)), SlowNs: slowNs, IntervalNs: max(1, (last-first)/max(1, int64(len(run.slots))-1))}
	res.Sending.Skipped = tp.Extra

	keep := func(label int32) bool { return !o.OneLabel || label == o.Label }
	var lat []int64
	for _, r := range reqs {
		if keep(r.Label) {
			lat = append(lat, r.LatencyNs)
		}
	}
	if len(lat) == 0 {
		return nil, fmt.Errorf("no request of the label asked for")
	}
	res.Recorded = figuresOf(lat)
	res.LeastNs = lat[0]
	var err error
	if res.Corrected, res.CorrectedAdded, err = corrected(lat, max(1, tp.PaceNs)); err != nil {
		return nil, err
	}
	res.Plan.TypicalNs = median(lat)
	all := make([]int64, len(run.slots))
	figures := func() Figures {
		var kept []int64
		for k, v := range all {
			if keep(run.slots[k].label) {
				kept = append(kept, v)
			}
		}
		return figuresOf(kept)
	}
	ceilings := typeCeilings(reqs, srv.Services, labels, resolutionNs)
	for t := range ceilings {
		ceilings[t] += srv.RTTNs
	}
	boundThreads(run.slots, silences(reqs, ceilings, resolutionNs), tp.Floors, rtt, all)
	res.BoundCurve = slotCurve(run.slots, all, first)
	res.Bound = figures()
	res.BoundFlat = res.Bound.At(P999) <= res.LeastNs
	replayWorkers(run.slots, tp.Workers, srv.Windows, func(j int) int64 { return run.service[j] }, srv.RTTNs, all)
	res.ReplayServer = figures()
	replayWorkers(run.slots, tp.Workers, nil, func(j int) int64 {
		if i := run.ofSlot[j]; i >= 0 {
			return max(1, srv.Services[i])
		}
		return run.service[j]
	}, srv.RTTNs, all)
	res.ReplayRequests = figures()
	return res, nil
}

// slotCurve is a figure per slot over time for the picture: the most of
// each of at most curvePoints runs of consecutive slots.
func slotCurve(slots []slot, values []int64, startNs int64) []Point {
	per := (len(slots) + curvePoints - 1) / curvePoints
	var out []Point
	for k := 0; k < len(slots); k += per {
		out = append(out, Point{AtNs: slots[k].atNs - startNs, LatencyNs: slices.Max(values[k:min(k+per, len(slots))])})
	}
	return out
}
