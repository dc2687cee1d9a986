package audit

import (
	"cmp"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"
)

// planCase is a small thread log and its server: a pause over [25, 125),
// a round trip of 2, types 0 (floor 15) and 1 (floor 5).
func planCase(second bool) ([]Request, Server, []int64) {
	reqs := []Request{
		{SendNs: 0, LatencyNs: 12, Conn: 1},             // service 10
		{SendNs: 20, LatencyNs: 112, Conn: 1, Label: 1}, // service 110, 100 of it paused
		{SendNs: 140, LatencyNs: 12, Conn: 1},           // service 10
	}
	s := Server{RTTNs: 2, Windows: []Window{{25, 125}}, Services: durationsOf([]int64{10, 110, 10})}
	if second {
		// a second thread's one request at 50, held by the pause: its
		// service 10 less the 75 of the pause it met is below its floor
		reqs = slices.Insert(reqs, 2, Request{SendNs: 50, LatencyNs: 92, Conn: 2, Label: 1})
		s.Services = durationsOf(slices.Insert(s.Services.All(), 2, 10))
	}
	return reqs, s, []int64{15, 5}
}

// servicesOf is each slot's unhindered service in run.
func servicesOf(t *testing.T, run threadRun) []int64 {
	var out []int64
	for _, s := range slotsOf(t, run) {
		out = append(out, s.serviceNs)
	}
	return out
}

// TestPlanThreadsOneThread: each request at its own service less the
// pause, at least its floor less the round trip (15 − 2 = 13 for type
// 0), the thread's think times (8) kept, and, the thread having run to a
// duration, slots at its median think time and its types in turn until
// the log's last send (140), that one included.
func TestPlanThreadsOneThread(t *testing.T) {
	reqs, s, floors := planCase(false)
	tp := ThreadPlan{Workers: 1}
	run, _ := planThreads(reqs, s, floors, &tp)
	// each slot: its send, its type, and the log's request it sends
	want := []slot{{0, 0, 0}, {23, 1, 1}, {43, 0, 2}, {66, 0, -1}, {89, 1, -1}, {109, 0, -1}, {132, 0, -1}}
	if got := plainSlots(slotsOf(t, run)); !slices.Equal(got, want) {
		t.Errorf("slots %v, want %v", got, want)
	}
	if w := []int64{13, 10, 13, 13, 10, 13, 13}; !slices.Equal(servicesOf(t, run), w) {
		t.Errorf("services %v, want %v", servicesOf(t, run), w)
	}
	// each slot's own service: its request's inferred one (110 for the
	// one the pause held), an Extra slot's its unhindered one; each of
	// the one thread
	for j, sl := range slotsOf(t, run) {
		own := sl.serviceNs
		if sl.of >= 0 {
			own = s.Services.At(int(sl.of))
		}
		if sl.ownNs != own || sl.thread != 0 {
			t.Errorf("slot %d: own service %d, thread %d; want %d, 0", j, sl.ownNs, sl.thread, own)
		}
	}
	if run.n != len(want) || run.firstNs != 0 || run.lastNs != 132 {
		t.Errorf("%d slots from %d to %d, want %d from 0 to 132", run.n, run.firstNs, run.lastNs, len(want))
	}
	if !tp.Bounded || tp.Extra != 4 {
		t.Errorf("bounded %v extra %d, want true and 4", tp.Bounded, tp.Extra)
	}
}

// TestPlanThreadsTwoThreads: a second thread of one request shares the
// one worker: it waits for the first thread's requests, and the first
// thread wins the ties. Type 1's typical service is now the median of 10
// and 3 (the second thread's floor 5 less the round trip), 3, for both
// threads' slots beyond their requests; the second thread's think time 0.
// By hand: thread 1 at 0 (13, done 13), 23 (10, done 33), 43 (13, done
// 56); thread 2 at 50 waits to 56 (done 59), then 61 (done 64); at 66
// thread 1 (type 0, done 79) then thread 2 (from 79, done 82); 84 (done
// 87); at 89 thread 1 (type 1, done 92) then thread 2 (done 95); 97 (done
// 100); at 102 thread 1 (done 115) then thread 2 (done 118); 120 (done
// 123); at 125 thread 1 (done 138) then thread 2 (done 141); both next
// past 140.
func TestPlanThreadsTwoThreads(t *testing.T) {
	reqs, s, floors := planCase(true)
	tp := ThreadPlan{Workers: 1}
	run, _ := planThreads(reqs, s, floors, &tp)
	want := []slot{
		{0, 0, 0}, {23, 1, 1}, {43, 0, 3}, {50, 1, 2}, {61, 1, -2}, {66, 0, -1}, {66, 1, -2}, {84, 1, -2},
		{89, 1, -1}, {89, 1, -2}, {97, 1, -2}, {102, 0, -1}, {102, 1, -2}, {120, 1, -2}, {125, 0, -1}, {125, 1, -2},
	} // an Extra slot names its thread: −1 the first, −2 the second
	if got := plainSlots(slotsOf(t, run)); !slices.Equal(got, want) {
		t.Errorf("slots %v, want %v", got, want)
	}
	wantService := []int64{13, 10, 13, 3, 3, 13, 3, 3, 3, 3, 3, 13, 3, 3, 13, 3}
	if !slices.Equal(servicesOf(t, run), wantService) {
		t.Errorf("services %v, want %v", servicesOf(t, run), wantService)
	}
	for j, s := range slotsOf(t, run) {
		if thread := map[int64]int32{1: 0, 2: 1}[connOf(reqs, s)]; s.thread != thread {
			t.Errorf("slot %d: thread %d, want %d", j, s.thread, thread)
		}
	}
	if tp.Extra != 12 {
		t.Errorf("extra %d, want 12", tp.Extra)
	}
	// with two workers nothing waits: the second thread's slots come
	// every 5 (3 of service, 2 of round trip) from 50 to 140
	tp = ThreadPlan{Workers: 2}
	run, _ = planThreads(reqs, s, floors, &tp)
	var second []int64
	for _, sl := range slotsOf(t, run) {
		if sl.of == 2 || sl.of == -2 {
			second = append(second, sl.atNs)
		}
	}
	if len(second) != 19 || second[0] != 50 || second[18] != 140 {
		t.Errorf("two workers: the second thread's slots %v, want 50, 55, …, 140", second)
	}
}

// TestPlanThreadsToACount: threads that each sent as many requests and
// ended far apart ran for a count: no slot beyond their requests.
func TestPlanThreadsToACount(t *testing.T) {
	reqs := []Request{
		{SendNs: 0, LatencyNs: 10, Conn: 1}, {SendNs: 20, LatencyNs: 10, Conn: 1},
		{SendNs: 1000, LatencyNs: 10, Conn: 2}, {SendNs: 1020, LatencyNs: 10, Conn: 2},
	}
	s := Server{Services: durationsOf([]int64{10, 10, 10, 10})}
	tp := ThreadPlan{Workers: 1}
	run, _ := planThreads(reqs, s, []int64{10}, &tp)
	got := plainSlots(slotsOf(t, run))
	if want := []slot{{0, 0, 0}, {20, 0, 1}, {1000, 0, 2}, {1020, 0, 3}}; !slices.Equal(got, want) || tp.Bounded || tp.Extra != 0 {
		t.Errorf("slots %v bounded %v extra %d, want %v, false, 0", got, tp.Bounded, tp.Extra, want)
	}
}

func TestRanToDuration(t *testing.T) {
	// each thread sends at 0, 10, 20 from its start: pace 10
	threads := func(starts ...int64) ([]Request, []planned) {
		var reqs []Request
		for c, at := range starts {
			for k := range int64(3) {
				reqs = append(reqs, Request{SendNs: at + 10*k, LatencyNs: 1, Conn: int32(c)})
			}
		}
		slices.SortStableFunc(reqs, func(a, b Request) int { return int(a.SendNs - b.SendNs) })
		ths, _ := threadsOf(reqs)
		return reqs, ths
	}
	for _, c := range []struct {
		starts []int64
		want   bool
	}{
		{[]int64{0, 100}, true},  // ends 100 apart: within 10 paces
		{[]int64{0, 101}, false}, // 101: a ramp's threads, each ran a count
		{[]int64{0, 50, 101}, false},
		{[]int64{0}, true},
	} {
		reqs, ths := threads(c.starts...)
		if got := ranToDuration(reqs, ths); got != c.want {
			t.Errorf("threads from %v: %v, want %v", c.starts, got, c.want)
		}
	}
	// counts that differ: a duration
	reqs, ths := threads(0, 500)
	reqs = append(reqs, Request{SendNs: 600, LatencyNs: 1, Conn: 1})
	ths, _ = threadsOf(reqs)
	if !ranToDuration(reqs, ths) {
		t.Error("counts that differ: not a duration")
	}
	// one request each: no pace, a count
	reqs = []Request{{SendNs: 0, Conn: 1}, {SendNs: 5, Conn: 2}}
	ths, _ = threadsOf(reqs)
	if ranToDuration(reqs, ths) {
		t.Error("one request each: a duration")
	}
	// the pace is a thread's span over its gaps: 0, 30, 60 is 30, so ends
	// 300 apart are within 10 paces and 301 not
	for _, c := range []struct {
		apart int64
		want  bool
	}{{300, true}, {301, false}} {
		reqs = []Request{
			{SendNs: 0, Conn: 1}, {SendNs: 30, Conn: 1}, {SendNs: 60, Conn: 1},
			{SendNs: c.apart, Conn: 2}, {SendNs: c.apart + 30, Conn: 2}, {SendNs: c.apart + 60, Conn: 2},
		}
		slices.SortStableFunc(reqs, func(a, b Request) int { return int(a.SendNs - b.SendNs) })
		ths, _ = threadsOf(reqs)
		if got := ranToDuration(reqs, ths); got != c.want {
			t.Errorf("ends %d apart at pace 30: %v, want %v", c.apart, got, c.want)
		}
	}
}

// TestThreadsOf: threads in the order of their first sends, each with
// its median think time, and the heap's first the earliest.
func TestThreadsOf(t *testing.T) {
	reqs := []Request{
		{SendNs: 0, LatencyNs: 10, Conn: 7},
		{SendNs: 5, LatencyNs: 10, Conn: 3},
		{SendNs: 12, LatencyNs: 10, Conn: 7}, // think 2
		{SendNs: 20, LatencyNs: 10, Conn: 3}, // think 5
		{SendNs: 28, LatencyNs: 10, Conn: 3}, // sent before its reply: think 0
		{SendNs: 30, LatencyNs: 10, Conn: 7}, // think 8
	}
	ths, next := threadsOf(reqs)
	if len(ths) != 2 || !slices.Equal(ths[0].idx, []int32{0, 2, 5}) || !slices.Equal(ths[1].idx, []int32{1, 3, 4}) {
		t.Fatalf("threads %v", ths)
	}
	// thread 7's thinks 2 and 8: the nearest-rank median is the first;
	// thread 3's 0 and 5: 0
	if ths[0].thinkNs != 2 || ths[1].thinkNs != 0 {
		t.Errorf("thinks %d and %d, want 2 and 0", ths[0].thinkNs, ths[1].thinkNs)
	}
	if next[0] != (threadSend{0, 0}) || len(next) != 2 {
		t.Errorf("heap %v, want thread 0 at 0 first", next)
	}
	h := sendHeap{{5, 1}, {5, 0}, {4, 2}}
	if !h.before(2, 0) || h.before(0, 2) || !h.before(1, 0) || h.before(0, 1) || h.before(0, 0) {
		t.Error("the heap does not order by send, ties by thread")
	}
}

func byThread(a, b threadSend) int { return cmp.Compare(a.thread, b.thread) }

// TestSendHeapPopsInOrder: drawn sends, many alike, on the heap as
// planThreads keeps it (the top moved later, or dropped): the top is
// always the first by send, ties by thread.
func TestSendHeapPopsInOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 5))
	for k := range 300 {
		h := make(sendHeap, rng.IntN(40))
		for i := range h {
			h[i] = threadSend{atNs: rng.Int64N(5), thread: i}
		}
		h.init()
		model := slices.Clone(h) // what the heap holds, in any order
		for len(h) > 0 {
			top := h[0]
			if got, want := slices.SortedFunc(slices.Values(h), byThread), slices.SortedFunc(slices.Values(model), byThread); !slices.Equal(got, want) {
				t.Fatalf("draw %d: the heap holds %v, want %v", k, got, want)
			}
			for _, o := range h[1:] {
				if o.atNs < top.atNs || o.atNs == top.atNs && o.thread < top.thread {
					t.Fatalf("draw %d: %v on top, %v below it", k, top, o)
				}
			}
			at := slices.Index(model, top)
			if rng.IntN(3) == 0 {
				h.pop()
				model = slices.Delete(model, at, at+1)
			} else {
				h[0].atNs += rng.Int64N(4)
				model[at].atNs = h[0].atNs
				h.down(0)
			}
		}
	}
}

// TestPlanThreadsCapped: a thread of its own type, whose two requests
// took no time at one instant, in a run of 2 s kept by another thread,
// would go on every ns: the plan stops at its cap and the run is
// refused, naming why.
func TestPlanThreadsCapped(t *testing.T) {
	reqs := []Request{{SendNs: 1e9, LatencyNs: 0, Conn: 1, Label: 1}, {SendNs: 1e9, LatencyNs: 0, Conn: 1, Label: 1}}
	for i := range int64(2000) {
		reqs = append(reqs, Request{SendNs: 1e9 + 1e6*(i+1), LatencyNs: 5000, Conn: 2})
	}
	_, err := auditThreadsOf(reqs, Options{}, Sending{Conns: 2, Pairs: 2000, Waited: 2000}, 1e6, 1)
	var imp errImpossible
	want := "the thread plan would hold more than 1048576 slots for the 2002 requests sent: a thread whose last request was sent 0s into the run, going on at its own pace (0s of think time, 1ns of service) to the log's last send at 2s, would send more than the whole log did; no figure is stated"
	if !errors.As(err, &imp) || err.Error() != want {
		t.Errorf("a thread going on every ns:\n got %v\nwant %s", err, want)
	}
	if slotCap(10) != 1<<20 || slotCap(1<<20) != 3<<20 || slotCap(349_526) != 1_048_578 {
		t.Errorf("caps %d, %d, %d", slotCap(10), slotCap(1<<20), slotCap(349_526))
	}
}

// TestSlotPacks: a slot's request packs into what would pad it.
func TestSlotPacks(t *testing.T) {
	if n := unsafe.Sizeof(slot{}); n != 16 {
		t.Errorf("a slot takes %d bytes, want 16", n)
	}
}

// TestPlanThreadsTypeWithNoRequest: a type numbered below the log's last
// with no request of its own (one set aside, or of another label) has
// no unhindered service to take the median of, and the plan goes on
// without it.
func TestPlanThreadsTypeWithNoRequest(t *testing.T) {
	reqs := []Request{{SendNs: 0, LatencyNs: 10, Conn: 1, Label: 1}, {SendNs: 20, LatencyNs: 10, Conn: 1, Label: 1}}
	run, err := planThreads(reqs, Server{Services: durationsOf([]int64{8, 8})}, []int64{10, 10}, &ThreadPlan{Workers: 1})
	if err != nil || run.n != 2 {
		t.Errorf("%d slots (%v), want 2", run.n, err)
	}
}

// TestPlanThreadsExtraDrift: a thread that goes on past its last request
// at its median think time and its type's median service may drift from
// where the plan puts each Extra slot by the spread of each, once more
// with each slot: the k-th Extra slot by k times their sum.
func TestPlanThreadsExtraDrift(t *testing.T) {
	var reqs []Request
	sendNs := int64(0)
	for k, lat := range []int64{10, 20, 30, 40, 50} { // thinks of 5, 15, 25, 35
		reqs = append(reqs, Request{SendNs: sendNs, LatencyNs: lat, Conn: 1})
		sendNs += lat + 5 + 10*int64(k)
	}
	// a second thread of another type, whose last send ends the run
	reqs = append(reqs, Request{SendNs: 0, LatencyNs: 10, Conn: 2, Label: 1}, Request{SendNs: 1000, LatencyNs: 10, Conn: 2, Label: 1})
	slices.SortFunc(reqs, bySend)
	services := make([]int64, len(reqs))
	for i, r := range reqs {
		services[i] = r.LatencyNs
	}
	tp := ThreadPlan{Workers: 2}
	run, err := planThreads(reqs, Server{Services: durationsOf(services)}, []int64{1, 1}, &tp)
	if err != nil {
		t.Fatal(err)
	}
	step := halfRange([]int64{5, 15, 25, 35}) + halfRange([]int64{10, 20, 30, 40, 50})
	if step <= 0 {
		t.Fatalf("a step of %d: the case shows no drift", step)
	}
	extra := int64(0)
	drift := run.drifts()
	for j, sl := range slotsOf(t, run) {
		d := drift(&sl)
		if sl.of >= 0 {
			if d != 0 {
				t.Errorf("slot %d, the log's request %d: drift %d, want 0 (nothing paused)", j, sl.of, d)
			}
			continue
		}
		if extra++; d != extra*step {
			t.Errorf("Extra slot %d at %d: drift %d, want %d", extra, sl.atNs, d, extra*step)
		}
	}
	if extra < 3 || tp.Extra != extra {
		t.Errorf("%d Extra slots (the plan counts %d): want 3 or more", extra, tp.Extra)
	}
}

// TestServiceOf: a request's unhindered service is its own, less the
// pause it met, at least its type's floor less the round trip; the
// type's typical service is their median.
func TestServiceOf(t *testing.T) {
	reqs := []Request{{SendNs: 0, LatencyNs: 9}, {SendNs: 20, LatencyNs: 30}, {SendNs: 60, LatencyNs: 3}}
	s := Server{RTTNs: 1, Services: durationsOf([]int64{8, 29, 2}), Windows: []Window{{FromNs: 25, ToNs: 45}}}
	u, err := unhinderedOf(reqs, s, []int64{4})
	if err != nil {
		t.Fatal(err)
	}
	if u.typical[0] != 8 {
		t.Errorf("typical %d, want the median of 8, 9 and 3", u.typical[0])
	}
	// 8; 29 less the window's 20 = 9; 2 raised to the floor 4 less 1 = 3
	if got, want := []int64{u.service(0), u.service(1), u.service(2)}, []int64{8, 9, 3}; !slices.Equal(got, want) {
		t.Errorf("services %v, want %v", got, want)
	}
}

// TestDrifts: a slot's drift, walked in order. Thread 0's second request
// met a pause (its unhindered service 8, not the 58 inferred): the slots
// of thread 0 after it drift by the type's spread, 3, and not it nor
// thread 1's; each Extra slot adds its thread's think spread and the
// spread, on top of what its thread drifted before.
func TestDrifts(t *testing.T) {
	ps := func(at int64, of, thread int32, serviceNs, ownNs int64) planSlot {
		return planSlot{slot: slot{atNs: at, of: of}, thread: thread, serviceNs: serviceNs, ownNs: ownNs}
	}
	slots := []planSlot{
		ps(0, 0, 0, 8, 8), ps(50, 1, 1, 8, 8), ps(100, 2, 0, 8, 58), ps(150, 3, 1, 8, 8), ps(200, 4, 0, 8, 8),
		ps(260, -1, 0, 8, 8), ps(270, -2, 1, 8, 8), ps(280, -1, 0, 8, 8),
	}
	run := runOf(slots, []int64{5, 7}, map[int32]int64{0: 3}, 0)
	drift := run.drifts()
	var got []int64
	for _, s := range slotsOf(t, run) {
		got = append(got, drift(&s))
	}
	if want := []int64{0, 0, 0, 0, 3, 11, 10, 19}; !slices.Equal(got, want) {
		t.Errorf("drifts %v, want %v", got, want)
	}
}

// TestUnhinderedAsBySort: each type's typical service and spread, from
// passes over the unhindered services, are the median and halfRange of
// that type's services sorted, on drawn logs of several types, windows
// that some requests meet, and a type of no request.
func TestUnhinderedAsBySort(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 10))
	for range 100 {
		labels := 1 + rng.IntN(4)
		n := 1 + rng.IntN(300)
		reqs := make([]Request, n)
		s := Server{RTTNs: rng.Int64N(3), Services: durationsOf(make([]int64, n)), Windows: []Window{{FromNs: 500, ToNs: 700}, {FromNs: 2000, ToNs: 2100}}}
		var at int64
		for i := range reqs {
			at += rng.Int64N(20)
			l := rng.IntN(labels)
			if l == 1 {
				l = 0 // type 1 of no request
			}
			reqs[i] = Request{SendNs: at, LatencyNs: 5 + rng.Int64N(300), Label: int32(l)}
			s.Services.set(i, reqs[i].LatencyNs-s.RTTNs)
		}
		floors := make([]int64, labels)
		for l := range floors {
			floors[l] = 3 + rng.Int64N(10)
		}
		u, err := unhinderedOf(reqs, s, floors)
		if err != nil {
			t.Fatal(err)
		}
		for l, v := range byLabel(reqs, labels, u.service) {
			if len(v) == 0 {
				if _, ok := u.typical[int32(l)]; ok {
					t.Fatalf("type %d of no request has a typical service", l)
				}
				continue
			}
			slices.Sort(v)
			if u.typical[int32(l)] != median(v) || u.spread[int32(l)] != halfRange(v) {
				t.Fatalf("type %d: typical %d and spread %d, sorted %d and %d", l, u.typical[int32(l)], u.spread[int32(l)], median(v), halfRange(v))
			}
		}
	}
}

// connOf is slot s's thread's connection: its request's, or for an Extra
// slot, thread −1 − of's (1 and 2 in planCase).
func connOf(reqs []Request, s planSlot) int64 {
	if s.of >= 0 {
		return int64(reqs[s.of].Conn)
	}
	return int64(-s.of)
}
