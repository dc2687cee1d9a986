package audit

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"coordinated-omission/sim"
)

// modelLog is the log design s's tool would write on the seed's scenario
// for 5 s at n connections; withConns false drops the connections, as a
// log that names none.
func modelLog(t *testing.T, s sim.Set, n int, withConns bool) []Request {
	t.Helper()
	sc := sim.Default()
	sc.Duration, sc.Connections = 5*time.Second, n
	log, err := sc.Log(s)
	if err != nil {
		t.Fatal(err)
	}
	reqs := make([]Request, len(log))
	for i, r := range log {
		reqs[i] = Request{SendNs: r.SendNs, LatencyNs: r.LatencyNs, Conn: int32(r.Conn)}
		if r.Conn < 0 || !withConns {
			reqs[i].Conn = NoConn
		}
	}
	return reqs
}

// TestSendingOnTheModel decides how each of the model's designs sent, from
// its log alone, with the plan inferred; the paced designs' plan is the
// seed's 200 µs.
func TestSendingOnTheModel(t *testing.T) {
	for _, tc := range []struct {
		name      string
		set       sim.Set
		n         int
		conns     bool
		design    string
		plan      time.Duration // 0: not checked (a design with no plan)
		hid       bool
		lineWords string
	}{
		{"closed, N = 1", sim.Closed, 1, true, Closed, 200 * time.Microsecond, true, "caught up after each slow stretch"},
		{"closed, N = 10", sim.Closed, 10, true, Closed, 200 * time.Microsecond, true, "a closed loop"},
		{"skip, N = 1", sim.Skip, 1, true, Skip, 200 * time.Microsecond, true, "dropped 4995 slots"},
		{"unpaced, N = 1", sim.Unpaced, 1, true, Threads, 0, true, "1 thread looping with no think time: a saturation test"},
		{"open", sim.Open, 1, true, Open, 200 * time.Microsecond, false, "hid nothing"},
		{"closed, no connection named", sim.Closed, 1, false, Held, 200 * time.Microsecond, true, "the log names no connection"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Audit(modelLog(t, tc.set, tc.n, tc.conns), Options{ResolutionNs: 1})
			if err != nil {
				t.Fatal(err)
			}
			if res.Sending.Design != tc.design {
				t.Errorf("design %s, want %s (%+v)", res.Sending.Design, tc.design, res.Sending)
			}
			if tc.plan > 0 && res.Plan.IntervalNs != int64(tc.plan) {
				t.Errorf("plan every %v, want %v", ns(res.Plan.IntervalNs), tc.plan)
			}
			if res.Hid() != tc.hid {
				t.Errorf("hid %v (bound p99 %v, recorded %v), want %v", res.Hid(), ns(res.Bound.At(P99)), ns(res.Recorded.At(P99)), tc.hid)
			}
			if line := res.Line("m", "model"); !strings.Contains(line, tc.lineWords) {
				t.Errorf("the line %q does not say %q", line, tc.lineWords)
			}
		})
	}
}

// TestStretchesByHand: a plan every 10 ns from 0, 10 slots; one slow
// request sent at 20 and answered at 55, and one sent in its wait at 40.
// The stretch [20, 55] holds the slots 20, 30, 40, 50: 4 due, 2 sent.
func TestStretchesByHand(t *testing.T) {
	reqs := []Request{{SendNs: 0, LatencyNs: 1, Conn: NoConn}, {SendNs: 10, LatencyNs: 1, Conn: NoConn}, {SendNs: 20, LatencyNs: 35, Conn: NoConn}, {SendNs: 40, LatencyNs: 1, Conn: NoConn}, {SendNs: 60, LatencyNs: 1, Conn: NoConn}, {SendNs: 90, LatencyNs: 1, Conn: NoConn}}
	var s Sending
	stretchesOn(&s, reqs, Plan{IntervalNs: 10, Slots: 10, SlowNs: 4})
	if s.StretchCount != 1 || s.StretchDue != 4 || s.Missed != 2 || s.Stretches[0] != (Stretch{FromNs: 20, ToNs: 55, Due: 4, Sent: 2}) {
		t.Errorf("stretches %+v", s)
	}
	// One more sent at 55, as the stretch's last reply came, is in it.
	reqs = slices.Insert(reqs, 4, Request{SendNs: 55, LatencyNs: 1, Conn: NoConn})
	s = Sending{}
	stretchesOn(&s, reqs, Plan{IntervalNs: 10, Slots: 10, SlowNs: 4})
	if s.Missed != 1 || s.Stretches[0] != (Stretch{FromNs: 20, ToNs: 55, Due: 4, Sent: 3}) {
		t.Errorf("a request sent at the stretch's end: %+v", s)
	}
	// Two slow requests whose waits overlap make one stretch.
	reqs = []Request{{SendNs: 0, LatencyNs: 30, Conn: NoConn}, {SendNs: 20, LatencyNs: 30, Conn: NoConn}, {SendNs: 100, LatencyNs: 1, Conn: NoConn}}
	s = Sending{}
	stretchesOn(&s, reqs, Plan{IntervalNs: 10, Slots: 11, SlowNs: 4})
	if s.StretchCount != 1 || s.Stretches[0].FromNs != 0 || s.Stretches[0].ToNs != 50 || s.Stretches[0].Due != 6 {
		t.Errorf("overlapping waits: %+v", s.Stretches)
	}
	if d := (Stretch{Due: 2, Sent: 5}).Deficit(); d != 0 {
		t.Errorf("a stretch that sent more than was due: deficit %d", d)
	}
}

// TestPairsByHand: two connections, each sending after the reply to the
// one before but one pair, which overlaps.
func TestPairsByHand(t *testing.T) {
	reqs := []Request{{SendNs: 0, LatencyNs: 5, Conn: 0}, {SendNs: 1, LatencyNs: 5, Conn: 1}, {SendNs: 5, LatencyNs: 5, Conn: 0}, {SendNs: 8, LatencyNs: 5, Conn: 1}, {SendNs: 20, LatencyNs: 5, Conn: 0}}
	var s Sending
	s.pairs(reqs, 1)
	// conn 0: (0→5, next 5: waited), (5→10, next 20: waited, idle 10);
	// conn 1: (1→6, next 8: waited, idle 2). Idle 0, 10, 2: median 2.
	if s.Conns != 2 || s.Pairs != 3 || s.Waited != 3 || s.IdleNs != 2 {
		t.Errorf("pairs %+v", s)
	}
	reqs = []Request{{SendNs: 0, LatencyNs: 5, Conn: 0}, {SendNs: 3, LatencyNs: 5, Conn: 0}} // sent 2 ns before the reply, past the resolution of 1
	s = Sending{}
	s.pairs(reqs, 1)
	if s.Waited != 0 || s.Pairs != 1 || s.IdleNs != 0 {
		t.Errorf("an overlap: %+v; want no pair waited, and an idle time of 0, not −2", s)
	}
	s = Sending{}
	s.pairs([]Request{{SendNs: 0, LatencyNs: 5, Conn: NoConn}}, 1)
	if s.Conns != 0 || s.Pairs != 0 {
		t.Errorf("no connection: %+v", s)
	}
}

// TestHeldAtItsEdge: with no connection named, a tool held back if its
// sends stopped for more than half its longest wait. Sends every 10 ns
// but for one gap of g, and one wait of 100 ns: held at g = 51, not at 50.
func TestHeldAtItsEdge(t *testing.T) {
	for _, tc := range []struct {
		gap  int64
		held bool
	}{{51, true}, {50, false}} {
		var reqs []Request
		at := int64(0)
		for k := range 40 {
			lat := int64(1)
			if k == 20 {
				lat = 100 // the slow one, after which the gap
			}
			reqs = append(reqs, Request{SendNs: at, LatencyNs: lat, Conn: NoConn})
			if k == 20 {
				at += tc.gap
			} else {
				at += 10
			}
		}
		s := sendingOn(reqs, Plan{IntervalNs: 10, Slots: 45, SlowNs: 4}, 1)
		if (s.Design == Held) != tc.held || s.LongestGapNs != tc.gap || s.LongestWaitNs != 100 {
			t.Errorf("a gap of %d: design %s, longest gap %d and wait %d", tc.gap, s.Design, s.LongestGapNs, s.LongestWaitNs)
		}
	}
}

// sendingOn is sending on p's own slots, its slow threshold every type's
// where p names none by type.
func sendingOn(reqs []Request, p Plan, resolutionNs int64) Sending {
	if p.Slow == nil {
		p.Slow = slowness{p.SlowNs}
	}
	s, err := sending(reqs, p, resolutionNs)
	if err != nil {
		panic(err) // passes over requests in memory cannot fail
	}
	return s
}

// stretchesOn is s.stretches on p's own slots and slow threshold.
func stretchesOn(s *Sending, reqs []Request, p Plan) {
	s.stretches(reqs, p.eachTime, slowness{p.SlowNs})
}

// TestOrdersAsStableSorts holds byConns and byReplies to stable sorts, on
// drawn requests: by connection, the connections in the order of their
// first requests (numbered densely from 0, sparse, negative, or NoConn),
// and by reply, with ties.
func TestOrdersAsStableSorts(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 3))
	stable := func(reqs []Request, key func(Request) int64) []int32 {
		idx := make([]int32, len(reqs))
		for i := range idx {
			idx[i] = int32(i)
		}
		slices.SortStableFunc(idx, func(a, b int32) int { return cmp.Compare(key(reqs[a]), key(reqs[b])) })
		return idx
	}
	for i := range 400 {
		reqs := make([]Request, rng.IntN(50))
		conns := 1 + rng.Int32N(int32(len(reqs)+2))
		for j := range reqs {
			reqs[j] = Request{SendNs: rng.Int64N(20), LatencyNs: rng.Int64N(20), Conn: rng.Int32N(conns)}
			switch i % 4 {
			case 1:
				reqs[j].Conn *= 1 << 24
			case 2:
				reqs[j].Conn -= conns / 2
			case 3:
				reqs[j].Conn = NoConn
			}
		}
		ids, _ := connIDs(reqs)
		first := func(r Request) int64 {
			return int64(ids[slices.IndexFunc(reqs, func(q Request) bool { return q.Conn == r.Conn })])
		}
		if got, want := byConns(reqs), stable(reqs, first); !slices.Equal(got, want) {
			t.Fatalf("%v: by connection %v, want %v", reqs, got, want)
		}
		if got, want := byReplies(reqs), stable(reqs, Request.ReplyNs); !slices.Equal(got, want) {
			t.Fatalf("%v: by reply %v, want %v", reqs, got, want)
		}
	}
}

// TestStretchesDueAsBySearch: the slots due in each slow stretch, counted
// in one pass over the plan's slots, are those a search of the slots
// laid out finds, on drawn logs and plans of one schedule and of
// connections each on their own, with stretches that begin or end on a
// slot.
func TestStretchesDueAsBySearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 13))
	due := 0
	for range 300 {
		var reqs []Request
		at := int64(0)
		for range 1 + rng.IntN(200) {
			at += rng.Int64N(12)
			lat := 1 + rng.Int64N(4)
			if rng.IntN(15) == 0 {
				lat = 20 + rng.Int64N(60)
			}
			reqs = append(reqs, Request{SendNs: at, LatencyNs: lat, Conn: int32(rng.IntN(3))})
		}
		p := Plan{IntervalNs: 1 + rng.Int64N(9), StartNs: reqs[0].SendNs, SlowNs: 10}
		p.Slots = (at-p.StartNs)/p.IntervalNs + 1
		if rng.IntN(2) == 0 {
			p.ConnIntervalNs, p.EndNs, p.ConnStartsNs = p.IntervalNs, at, connStarts(reqs)
			if err := p.connSlots(MaxSlots); err != nil {
				t.Fatal(err)
			}
		}
		var s Sending
		s.stretches(reqs, p.eachTime, slowness{p.SlowNs})
		times := p.Times()
		for _, st := range s.Stretches {
			lo, _ := slices.BinarySearch(times, st.FromNs)
			hi, _ := slices.BinarySearch(times, st.ToNs+1)
			if st.Due != int64(hi-lo) {
				t.Fatalf("stretch %+v: %d due, want %d", st, st.Due, hi-lo)
			}
			due += hi - lo
		}
	}
	if due < 1000 {
		t.Errorf("only %d slots due in stretches compared", due)
	}
}
