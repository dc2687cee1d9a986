package audit

import (
	"math"
	"slices"
	"testing"
)

func TestServedAround(t *testing.T) {
	ws := []Window{{10, 20}, {30, 40}}
	for _, c := range []struct{ start, work, want int64 }{
		{0, 5, 5},
		{0, 10, 10}, // done as the window opens
		{0, 11, 21}, // one ns left over the window
		{15, 5, 25}, // started in a window: waits for its end
		{10, 1, 21}, // started as it opens
		{20, 5, 25}, // started as it closes
		{5, 30, 55}, // across both
		{30, 0, 40},
		{40, 7, 47},
		{25, 5, 30}, // done as the second opens
		{25, 6, 41},
		{21, 5, 26}, // after the first: not moved back to its end
	} {
		if got := servedAround(ws, c.start, c.work); got != c.want {
			t.Errorf("servedAround(%d, %d) = %d, want %d", c.start, c.work, got, c.want)
		}
	}
	if got := servedAround(nil, 3, 4); got != 7 {
		t.Errorf("no windows: %d, want 7", got)
	}
}

func TestReplayWorkers(t *testing.T) {
	slots := walkOf([]slot{{0, 0, 10}, {0, 0, 10}, {5, 0, 10}}) // each of service 10
	out := make([]int64, 3)
	// one worker: done at 10, 20, 30, replies 2 later
	replayWorkers(slots, 1, nil, false, 2, into(out))
	if want := []int64{12, 22, 27}; !slices.Equal(out, want) {
		t.Errorf("one worker: %v, want %v", out, want)
	}
	// two: done at 10, 10, 20
	replayWorkers(slots, 2, nil, true, 2, into(out))
	if want := []int64{12, 12, 17}; !slices.Equal(out, want) {
		t.Errorf("two workers: %v, want %v", out, want)
	}
	// one, the server idle over [3, 8): done at 15, 25, 35
	replayWorkers(slots, 1, []Window{{3, 8}}, false, 0, into(out))
	if want := []int64{15, 25, 30}; !slices.Equal(out, want) {
		t.Errorf("one worker, a window: %v, want %v", out, want)
	}
	// each slot its own service: 1, 2, 3 on one worker: 1, 3, 8
	slots = walkOf([]slot{{0, 0, 1}, {0, 0, 2}, {5, 0, 3}})
	replayWorkers(slots, 1, nil, false, 0, into(out))
	if want := []int64{1, 3, 3}; !slices.Equal(out, want) {
		t.Errorf("own services: %v, want %v", out, want)
	}
}

func TestBusyPct(t *testing.T) {
	var slots []planSlot
	for at := int64(0); at <= 30; at += 10 {
		slots = append(slots, planSlot{slot: slot{at, 0, -1}, serviceNs: 5, ownNs: 5})
	}
	for _, c := range []struct {
		from, k int64
		ws      []Window
		want    float64
	}{
		{10, 1, nil, 75},                  // 15 of work from 10 to 30
		{10, 2, nil, 37.5},                // on two workers
		{10, 1, []Window{{12, 17}}, 100},  // 5 of the 20 idle
		{0, 1, nil, 100 * 20.0 / 30},      // all four from 0
		{11, 1, nil, 100 * 10.0 / 19},     // the slot at 10 is before
		{30, 1, nil, 500},                 // no span: taken as 1
		{10, 1, []Window{{0, 100}}, 1500}, // all idle: 1
	} {
		run := runOf(slots, []int64{0}, nil, c.from)
		if got := busyPct(run, c.k, c.ws); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("busyPct from %d on %d, windows %v: %v, want %v", c.from, c.k, c.ws, got, c.want)
		}
	}
}

func TestSlotCurve(t *testing.T) {
	// 600 slots from 100, one a ns: 300 stretches of 2 ns, each the larger
	var slots []slot
	var values []int64
	for i := range int64(600) {
		slots = append(slots, slot{atNs: 100 + i})
		values = append(values, i)
	}
	got := slotCurve(slots, values, 100)
	if len(got) != 300 || got[0] != (Point{0, 1}) || got[1] != (Point{2, 3}) || got[299] != (Point{598, 599}) {
		t.Errorf("600 slots: %d points, first %v %v, last %v", len(got), got[0], got[1], got[len(got)-1])
	}
	// 601 slots: stretches of 3 ns (601 over 300, rounded up)
	slots = append(slots, slot{atNs: 700})
	values = append(values, 600)
	got = slotCurve(slots, values, 100)
	if len(got) != 201 || got[0] != (Point{0, 2}) || got[200] != (Point{600, 600}) {
		t.Errorf("601 slots: %d points, first %v, last %v", len(got), got[0], got[len(got)-1])
	}
	// two slots far apart: two points, the second at its stretch's start
	got = slotCurve([]slot{{atNs: 0}, {atNs: 1000}}, []int64{5, 9}, 0)
	if want := []Point{{0, 5}, {1000, 9}}; !slices.Equal(got, want) {
		t.Errorf("two slots: %v, want %v", got, want)
	}
	got = slotCurve([]slot{{atNs: 0}, {atNs: 1001}}, []int64{5, 9}, 0)
	if want := []Point{{0, 5}, {1000, 9}}; !slices.Equal(got, want) {
		t.Errorf("two slots 1001 apart: %v, want %v", got, want)
	}
	got = slotCurve([]slot{{atNs: 7}}, []int64{4}, 7)
	if want := []Point{{0, 4}}; !slices.Equal(got, want) {
		t.Errorf("one slot: %v, want %v", got, want)
	}
}

// auditThreadsOf audits reqs, sorted by send, as a thread workload that
// sent as s says, told nothing of its arrivals, as Audit does once it has
// told one.
func auditThreadsOf(reqs []Request, o Options, s Sending, slowNs, resolutionNs int64) (*Result, error) {
	slow := make(slowness, labelCount(reqs))
	for i := range slow {
		slow[i] = slowNs
	}
	res, d, l, err := auditThreads(reqs, o, workload{users: true, s: s, slowNs: slowNs, slow: slow}, stats(reqs, labelCount(reqs)), resolutionNs)
	if err != nil {
		return nil, err
	}
	return res, res.retime(d, l, spanOf(reqs))
}

// TestAuditThreadsSteady: one thread, a request every 100 ns taking 10,
// nothing slow: its plan is its own sends, its server one worker busy a
// ninth of the time, and every re-timing its log.
func TestAuditThreadsSteady(t *testing.T) {
	reqs := make([]Request, 10)
	for i := range reqs {
		reqs[i] = Request{SendNs: 100 * int64(i), LatencyNs: 10, Conn: 1}
	}
	s := Sending{Conns: 1, Pairs: 9, Waited: 9}
	res, err := auditThreadsOf(reqs, Options{}, s, 40, 1)
	if err != nil {
		t.Fatal(err)
	}
	tp := res.Threads
	if res.Plan.StartNs != 0 || res.Plan.Slots != 10 || res.Plan.IntervalNs != 100 || res.Sending.Skipped != 0 || res.Sending.Design != Threads {
		t.Errorf("plan %+v skipped %d design %s", res.Plan, res.Sending.Skipped, res.Sending.Design)
	}
	if tp.Threads != 1 || tp.Workers != 1 || tp.WorkersGiven || tp.Types != 1 || tp.Pooled != 1 || tp.ThinkNs != 90 || tp.PaceNs != 100 {
		t.Errorf("thread plan %+v", *tp)
	}
	// from the ramp's end (0) to the last slot (900): 100 of work
	if math.Abs(tp.BusyPct-100.0/9) > 1e-9 {
		t.Errorf("busy %v%%, want 11.1", tp.BusyPct)
	}
	ten := Figures{10, 10, 10, 10}
	if res.Recorded.Figures != ten || res.Bound.Figures != ten || res.ReplayServer.Figures != ten || res.ReplayRequests.Figures != ten || res.Corrected.Figures != ten || res.LeastNs != 10 || !res.BoundFlat {
		t.Errorf("recorded %v bound %v replays %v %v corrected %v least %d flat %v", res.Recorded, res.Bound, res.ReplayServer, res.ReplayRequests, res.Corrected, res.LeastNs, res.BoundFlat)
	}
	if res.Server.ServiceNs != 10 || res.Server.RTTNs != 0 || len(res.Server.Windows) != 0 {
		t.Errorf("server %+v", res.Server)
	}
	// given two workers and a round trip of 4: the service is 6, the
	// replays still 10
	res, err = auditThreadsOf(reqs, Options{Workers: 2, RTTNs: 4, RTTGiven: true}, s, 40, 1)
	if err != nil {
		t.Fatal(err)
	}
	if res.Threads.Workers != 2 || !res.Threads.WorkersGiven || res.Server.RTTNs != 4 || res.Server.ServiceNs != 6 || res.ReplayServer.Figures != ten {
		t.Errorf("given: workers %d (%v) rtt %d service %d replay %v", res.Threads.Workers, res.Threads.WorkersGiven, res.Server.RTTNs, res.Server.ServiceNs, res.ReplayServer)
	}
	if math.Abs(res.Threads.BusyPct-100*60.0/(2*900)) > 1e-9 {
		t.Errorf("given: busy %v%%, want 3.3", res.Threads.BusyPct)
	}
	// one in flight at most: no queue on workers given as one or more
	if !res.Threads.Unqueued {
		t.Error("given two workers for one thread: said to queue")
	}
	if res, err = auditThreadsOf(reqs, Options{Workers: 1}, s, 40, 1); err != nil || !res.Threads.Unqueued {
		t.Errorf("given one worker for one thread: %v, said to queue", err)
	}
	// a round trip given negative is taken as 0; one past the floor
	// leaves a service of 1
	res, _ = auditThreadsOf(reqs, Options{RTTNs: -5, RTTGiven: true}, s, 40, 1)
	if res.Server.RTTNs != 0 || res.Server.ServiceNs != 10 {
		t.Errorf("negative round trip: %d and service %d", res.Server.RTTNs, res.Server.ServiceNs)
	}
	res, _ = auditThreadsOf(reqs, Options{RTTNs: 50, RTTGiven: true}, s, 40, 1)
	if res.Server.ServiceNs != 1 {
		t.Errorf("round trip past the floor: service %d, want 1", res.Server.ServiceNs)
	}
	// a label that no request has
	if _, err := auditThreadsOf(reqs, Options{Label: 3, OneLabel: true}, s, 40, 1); err == nil {
		t.Error("no error for a label no request has")
	}
}

// TestAuditThreadsPause: the steady thread, its fifth request held 300
// ns by a pause. The plan keeps the thread's sends at its pace: the
// slots are 0, 100, …, 900 and, the thread having run to a duration,
// three more before the log's last send at 1200 (1000, 1100, 1200).
func TestAuditThreadsPause(t *testing.T) {
	var reqs []Request
	at := int64(0)
	for i := range 10 {
		lat := int64(10)
		if i == 4 {
			lat = 310
		}
		reqs = append(reqs, Request{SendNs: at, LatencyNs: lat, Conn: 1})
		at += lat + 90
	}
	s := Sending{Conns: 1, Pairs: 9, Waited: 9}
	res, err := auditThreadsOf(reqs, Options{}, s, 40, 1)
	if err != nil {
		t.Fatal(err)
	}
	if res.Plan.Slots != 13 || res.Sending.Skipped != 3 || res.Plan.IntervalNs != 100 || !res.Threads.Bounded {
		t.Errorf("slots %d skipped %d interval %d bounded %v, want 13, 3, 100, true", res.Plan.Slots, res.Sending.Skipped, res.Plan.IntervalNs, res.Threads.Bounded)
	}
	// the server's window: the request sent at 400 done at 710, 300 past
	// its ceiling of 10: from 400, moved to the middle of [310, 400): 355
	if want := []Window{{355, 700}}; !slices.Equal(res.Server.Windows, want) {
		t.Errorf("windows %v, want %v", res.Server.Windows, want)
	}
	// the recorded p99 (rank 10 of 10) is the 310. The replay through
	// the window, on one worker: the slot at 400 starts at 700, done 710
	// (310); the one at 500 queues behind it, done 720 (220); then 730
	// (130) and 740 (40); the other nine take 10. Of 13, p90 is rank 12:
	// 220, and p99 rank 13: 310.
	if res.Recorded.At(P99) != 310 || res.ReplayServer.At(P99) != 310 || res.ReplayServer.At(P90) != 220 || res.ReplayServer.At(P50) != 10 {
		t.Errorf("recorded %v replay %v", res.Recorded, res.ReplayServer)
	}
	// the bound: the silence from the send at 400 to its reply at 710,
	// less its ceiling of 10, shows a pause of 300 from 410 to 700. The
	// round trip unknown, anywhere from 0 to the floor of 10, the slots in
	// [410, 700 − 10) get 700 − 10 + 10 − u: 500 gets 200, 600 gets 100,
	// the other eleven the floor, 10. Of 13, p90 is rank 12 and p99 13.
	if want := (Figures{10, 100, 200, 200}); res.Bound.Figures != want {
		t.Errorf("bound %v, want %v", res.Bound, want)
	}
	// given a round trip of 1: from 409 to 699, 709 − u
	res, _ = auditThreadsOf(reqs, Options{RTTNs: 1, RTTGiven: true}, s, 40, 1)
	if want := (Figures{10, 109, 209, 209}); res.Bound.Figures != want {
		t.Errorf("round trip 1: bound %v, want %v", res.Bound, want)
	}
}

// TestAuditThreadsPausedFirst: the first request met the pause. The
// requests' replay serves each slot of the log's requests at its own
// service, the first's 310: done 310, and the slots at 100, 200, 300
// queue behind it (220, 130, 40); the server's replay holds the first
// slot over the window [0, 300) to the same end.
func TestAuditThreadsPausedFirst(t *testing.T) {
	reqs := []Request{{SendNs: 0, LatencyNs: 310, Conn: 1}}
	for at := int64(400); at <= 1200; at += 100 {
		reqs = append(reqs, Request{SendNs: at, LatencyNs: 10, Conn: 1})
	}
	res, err := auditThreadsOf(reqs, Options{}, Sending{Conns: 1, Pairs: 9, Waited: 9}, 40, 1)
	if err != nil {
		t.Fatal(err)
	}
	if want := []Window{{0, 300}}; !slices.Equal(res.Server.Windows, want) {
		t.Errorf("windows %v, want %v", res.Server.Windows, want)
	}
	if res.Plan.Slots != 13 {
		t.Errorf("%d slots, want 13 (0, 100, …, 1200)", res.Plan.Slots)
	}
	if want := (Figures{10, 220, 310, 310}); res.ReplayRequests.Figures != want || res.ReplayServer.Figures != want {
		t.Errorf("replays %v and %v, want %v", res.ReplayServer, res.ReplayRequests, want)
	}
}

// TestTypesCounted: a label no request has is not a type.
func TestTypesCounted(t *testing.T) {
	var reqs []Request
	for i := range int64(20) {
		reqs = append(reqs, Request{SendNs: 100 * i, LatencyNs: 10, Conn: 1, Label: 1})
	}
	tp, _, rtt, _ := inferThreads(reqs, Options{}, stats(reqs, 2), 40, slowness{40, 40}, 1)
	if tp.Types != 1 || tp.Pooled != 0 || rtt != -1 {
		t.Errorf("types %d pooled %d round trip %d, want 1, 0, -1", tp.Types, tp.Pooled, rtt)
	}
}

// TestAuditThreadsTwo: two threads, from 1000 and 1050, each a request
// every 100 ns taking 10: one worker, never both in flight. The plan
// starts at 1000, its 20 slots every 50 on average ((1950 − 1000)/19);
// from the ramp's end (1050) to the last slot (1950), 19 slots of 10 ns
// of work in 900 ns keep the worker busy 21.1 % of the time.
func TestAuditThreadsTwo(t *testing.T) {
	var reqs []Request
	for i := range int64(10) {
		reqs = append(reqs, Request{SendNs: 1000 + 100*i, LatencyNs: 10, Conn: 1}, Request{SendNs: 1050 + 100*i, LatencyNs: 10, Conn: 2})
	}
	res, err := auditThreadsOf(reqs, Options{}, Sending{Conns: 2, Pairs: 18, Waited: 18}, 40, 1)
	if err != nil {
		t.Fatal(err)
	}
	tp := res.Threads
	if res.Plan.StartNs != 1000 || res.Plan.Slots != 20 || res.Plan.IntervalNs != 50 || tp.RampNs != 50 || tp.Workers != 1 || tp.Threads != 2 {
		t.Errorf("plan %+v, threads %+v", res.Plan, *tp)
	}
	if math.Abs(tp.BusyPct-100*190.0/900) > 1e-9 {
		t.Errorf("busy %v %%, want 21.1", tp.BusyPct)
	}
}
