package audit

import (
	"cmp"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestRank: the nearest rank, rounded half up, at least 1.
func TestRank(t *testing.T) {
	for _, tc := range []struct {
		l    Level
		n    int64
		want int64
	}{
		{P50, 1, 1}, {P50, 2, 1}, {P50, 3, 2}, // 1.5 rounds up to 2
		{P90, 5, 5},                     // 4.5 → 5
		{P90, 4, 4},                     // 3.6 → 4
		{P99, 100, 99}, {P99, 150, 149}, // 148.5 → 149
		{P99, 149, 148}, // 147.51 → 148
		{P999, 100, 100}, {P999, 1000, 999}, {P999, 1, 1},
		{P999, 1_000_000_000_000_000, 999_000_000_000_000}, // l·n past 2^63: exact all the same
	} {
		if got := levelRank(tc.l, tc.n); got != tc.want {
			t.Errorf("levelRank(%v, %d) = %d, want %d", tc.l, tc.n, got, tc.want)
		}
	}
	if P999.String() != "99.9" || P50.String() != "50" {
		t.Errorf("levels read %s and %s", P999, P50)
	}
}

// TestLowerBoundByHand: a plan of one request every 10 ns from 0, five
// slots, and three requests that found the server free: (0, 2), (10, 35),
// (45, 2); and one that queued, (12, 100), which must not count. The
// least latency is 2. Slot u gets max(2, latest free reply at or before u
// − u): 2 − 0 → 2; 45 − 10 = 35; 25; 15; 5.
func TestLowerBoundByHand(t *testing.T) {
	reqs := []Request{{SendNs: 0, LatencyNs: 2, Conn: 0}, {SendNs: 10, LatencyNs: 35, Conn: 0}, {SendNs: 12, LatencyNs: 100, Conn: 1}, {SendNs: 45, LatencyNs: 2, Conn: 0}}
	out := make([]int64, 5)
	lowerBound(reqs, Plan{IntervalNs: 10, Slots: 5}.Times(), 2, 0, into(out))
	if want := []int64{2, 35, 25, 15, 5}; !slices.Equal(out, want) {
		t.Errorf("bound %v, want %v", out, want)
	}
	// The floor: a slot long after every reply gets the least latency.
	out = make([]int64, 8)
	lowerBound(reqs, Plan{IntervalNs: 10, Slots: 8}.Times(), 2, 0, into(out))
	if out[7] != 2 {
		t.Errorf("slot 70: %d, want the floor 2", out[7])
	}
	// A request sent at the very instant of the latest reply found the
	// server free: (0, 10), then (10, 100), as a closed loop sends. Slot 20
	// gets 110 − 20 = 90.
	out = make([]int64, 2)
	lowerBound([]Request{{SendNs: 0, LatencyNs: 10}, {SendNs: 10, LatencyNs: 100}}, Plan{IntervalNs: 20, Slots: 2}.Times(), 1, 0, into(out))
	if want := []int64{10, 90}; !slices.Equal(out, want) {
		t.Errorf("a send at the latest reply: bound %v, want %v", out, want)
	}
}

// TestLowerBoundSpread: with a spread of 3 (a request's own work can
// take 3 more than the least), a free request counts for the slots 3 or
// more after its send, at its reply less 3 less the slot: (0, 2), then
// (10, 35) paused; slots every 5. Slot 10 has no term yet: 2. Slot 15:
// 45 − 3 − 15 = 27; 20: 22; 25: 17.
func TestLowerBoundSpread(t *testing.T) {
	reqs := []Request{{SendNs: 0, LatencyNs: 2, Conn: 0}, {SendNs: 10, LatencyNs: 35, Conn: 0}}
	out := make([]int64, 6)
	lowerBound(reqs, Plan{IntervalNs: 5, Slots: 6}.Times(), 2, 3, into(out))
	if want := []int64{2, 2, 2, 27, 22, 17}; !slices.Equal(out, want) {
		t.Errorf("bound %v, want %v", out, want)
	}
	// the spread: of the free requests within the slow threshold 10, the
	// longest (7) over the least (2); a queued one (sent before a reply)
	// and a slow one do not count
	spread := []Request{{SendNs: 0, LatencyNs: 2}, {SendNs: 5, LatencyNs: 7}, {SendNs: 6, LatencyNs: 9}, {SendNs: 20, LatencyNs: 11}, {SendNs: 40, LatencyNs: 10}}
	if got := freeSpread(spread, slowness{10}, 2); got != 8 {
		t.Errorf("spread %d, want 8: (40, 10) free and at the threshold, (6, 9) queued, (20, 11) slow", got)
	}
	if got := freeSpread(spread[3:4], slowness{10}, 11); got != 0 {
		t.Errorf("no free quick request: spread %d, want 0", got)
	}
	// sent at the very time of the latest reply: it found the server free
	if got := freeSpread([]Request{{SendNs: 0, LatencyNs: 2}, {SendNs: 2, LatencyNs: 6}}, slowness{10}, 2); got != 4 {
		t.Errorf("spread %d, want 4: (2, 6) sent at the reply at 2", got)
	}
}

// TestReplayServerByHand: 3 ns a request, a round trip of 1, a pause
// [10, 20); a slot every 5 ns. Slot 0: done 3, 4. Slot 5: done 8, 4. Slot
// 10 arrives in the pause: done 23, 14. Slot 15 waits for 23: done 26, 12.
// Slot 20: 29, 10. Slot 25: 32, 8.
func TestReplayServerByHand(t *testing.T) {
	out := make([]int64, 6)
	replayServer(Plan{IntervalNs: 5, Slots: 6}.eachTime, Server{ServiceNs: 3, RTTNs: 1, Windows: []Window{{10, 20}}}, into(out))
	if want := []int64{4, 4, 14, 12, 10, 8}; !slices.Equal(out, want) {
		t.Errorf("replay %v, want %v", out, want)
	}
	// A pause that opens in service: served 0–2, paused 2–12, then the
	// last 2: done 14. A second pause right after, [14, 15), is not met.
	out = make([]int64, 1)
	replayServer(Plan{IntervalNs: 5, Slots: 1}.eachTime, Server{ServiceNs: 4, Windows: []Window{{2, 12}, {14, 15}}}, into(out))
	if out[0] != 14 {
		t.Errorf("a pause in service: %d, want 14", out[0])
	}
	// Two pauses in one service: 0–1 served, [1, 3) paused, 3–4 served,
	// [4, 6) paused, then the last 2: done 8.
	replayServer(Plan{IntervalNs: 5, Slots: 1}.eachTime, Server{ServiceNs: 4, Windows: []Window{{1, 3}, {4, 6}}}, into(out))
	if out[0] != 8 {
		t.Errorf("two pauses in service: %d, want 8", out[0])
	}
}

// TestReplayRequestsByHand: services 1, 10, 2 and a slot every 5 ns, four
// slots, so the first service comes again: 0+1 → 1; 5+10 = 15 → 10;
// max(10, 15)+2 = 17 → 7; max(15, 17)+1 = 18 → 3.
func TestReplayRequestsByHand(t *testing.T) {
	out := make([]int64, 4)
	replayRequests(Plan{IntervalNs: 5, Slots: 4}.eachTime, Server{Services: durationsOf([]int64{1, 10, 2})}, into(out))
	if want := []int64{1, 10, 7, 3}; !slices.Equal(out, want) {
		t.Errorf("replay %v, want %v", out, want)
	}
	// More requests than slots: the k-th slot takes the k-th service, and
	// the rest are left out. Slot 0: 1 → 1; slot 5: 1 → 1; a round trip
	// of 2 is added: 3, 3. A third slot, at 10, takes the third, 50:
	// 60 − 10 + 2 = 52.
	out = make([]int64, 3)
	replayRequests(Plan{IntervalNs: 5, Slots: 3}.eachTime, Server{Services: durationsOf([]int64{1, 1, 50, 7, 1}), RTTNs: 2}, into(out))
	if want := []int64{3, 3, 52}; !slices.Equal(out, want) {
		t.Errorf("replay of a tool ahead of its plan %v, want %v", out, want)
	}
}

// TestInferByHand inverts departures that can be followed by hand.
func TestInferByHand(t *testing.T) {
	// A closed loop: each sent after the last reply. Idle latencies 3, 3,
	// 25, 3: the median is 3, no request queued, so S = 3 and L = 0. The
	// third: done 45, 45 − 3 − 20 = 22 unexplained: a pause [20, 42).
	reqs := []Request{{SendNs: 0, LatencyNs: 3, Conn: 0}, {SendNs: 10, LatencyNs: 3, Conn: 0}, {SendNs: 20, LatencyNs: 25, Conn: 0}, {SendNs: 50, LatencyNs: 3, Conn: 0}}
	s := infer(reqs, slowness{0}, 1, 0, false)
	if s.ServiceNs != 3 || s.RTTNs != 0 || !slices.Equal(s.Windows, []Window{{20, 42}}) || !slices.Equal(s.Services.All(), []int64{3, 3, 25, 3}) {
		t.Errorf("a closed loop's server: %+v", s)
	}
	// The round trip given, 1: S is the least idle latency less it, 2;
	// completions are replies less 1; the pause is [20, 42) again.
	s = infer(reqs, slowness{0}, 1, 1, true)
	if s.ServiceNs != 2 || s.RTTNs != 1 || !slices.Equal(s.Windows, []Window{{20, 42}}) || !slices.Equal(s.Services.All(), []int64{2, 2, 24, 2}) {
		t.Errorf("with the round trip given: %+v", s)
	}
	// A backlog: request k sent at k, replied at 2(k+1). From the second,
	// each was sent before the latest reply and queued: 11 gaps of 2, so
	// S = 2; the one idle latency is 2, so L = 0; no pause.
	var backlog []Request
	for k := range int64(12) {
		backlog = append(backlog, Request{SendNs: k, LatencyNs: 2*(k+1) - k, Conn: NoConn})
	}
	s = infer(backlog, slowness{0}, 1, 0, false)
	if s.ServiceNs != 2 || s.RTTNs != 0 || len(s.Windows) != 0 {
		t.Errorf("a backlog's server: service %d, round trip %d, %d pauses", s.ServiceNs, s.RTTNs, len(s.Windows))
	}
	// Unexplained time at the resolution is not a pause; above it, it is.
	if s := infer([]Request{{SendNs: 0, LatencyNs: 3, Conn: 0}, {SendNs: 10, LatencyNs: 4, Conn: 0}}, slowness{0}, 1, 0, false); len(s.Windows) != 0 {
		t.Errorf("1 ns over at a resolution of 1: %v", s.Windows)
	}
	if s := infer([]Request{{SendNs: 0, LatencyNs: 3, Conn: 0}, {SendNs: 10, LatencyNs: 5, Conn: 0}}, slowness{0}, 1, 0, false); !slices.Equal(s.Windows, []Window{{10, 12}}) {
		t.Errorf("2 ns over at a resolution of 1: %v", s.Windows)
	}
}

// TestReplySpacing: replies 5 apart span 500 over 100; the spacing is the
// 1st percentile of the spans, so a burst of 9 replies read at once (9
// short spans of 1,000) leaves it at 5, and a burst of 10 takes it to
// the tenth shortest, 495/100 = 4. Each request is sent 100 before the
// one before it is replied to, so about 20 are in flight, fewer than
// 100: a log of 1,000 requests shows no spacing, one of 1,001 does.
func TestReplySpacing(t *testing.T) {
	backlog := func(n, burst int) []Request {
		reqs := make([]Request, n)
		for k := range reqs {
			send := 5*int64(k) - 100
			reply := 5 * int64(min(k, n-burst-1)+1)
			reqs[k] = Request{SendNs: send, LatencyNs: reply - send, Conn: NoConn}
		}
		return reqs
	}
	for _, c := range []struct {
		n, burst int
		want     int64
		ok       bool
	}{
		{1000, 0, 0, false}, {1001, 0, 5, true}, {1100, 9, 5, true}, {1100, 10, 4, true},
	} {
		if got, ok := replySpacing(backlog(c.n, c.burst)); got != c.want || ok != c.ok {
			t.Errorf("%d replies, a burst of %d: %d, %v; want %d, %v", c.n, c.burst, got, ok, c.want, c.ok)
		}
	}
	// 500 sent at once, and replied to 5 apart: 499 in flight at the
	// last send, so the spans are over 499 replies, and 10·499 requests
	// show none
	var many []Request
	for k := range int64(4990) {
		send := max(0, 5*k-2495) // the first 500 at 0, then one each 5
		many = append(many, Request{SendNs: send, LatencyNs: 5*(k+1) - send, Conn: NoConn})
	}
	replies := make([]int64, len(many))
	for i, r := range many {
		replies[i] = r.ReplyNs()
	}
	slices.Sort(replies)
	if got := slices.Max(inFlightAtSends(many, replies)); got != 499 {
		t.Errorf("most in flight %d, want 499", got)
	}
	if _, ok := replySpacing(nil); ok {
		t.Error("no request shows a spacing")
	}
	if _, ok := replySpacing(many); ok {
		t.Error("4,990 requests with 499 in flight show a spacing")
	}
	if got, ok := replySpacing(append(many, Request{SendNs: 5*4990 - 2495, LatencyNs: 5*4991 - (5*4990 - 2495), Conn: NoConn})); !ok || got != 5 {
		t.Errorf("4,991 requests with 499 in flight: %d, %v; want 5", got, ok)
	}
}

// TestInvertReadLate: a tool that reads a reply late is not a server's
// pause. Requests all sent at 0 to a server taking 10 each: replies at
// 10, 20, …; the tool reads the 6th and 7th at once, at 72. The 6th's
// completion goes back to the 7th's less 10, 62, and no pause is
// inferred. A real pause of 12 delays every later reply, and is one.
func TestInvertReadLate(t *testing.T) {
	late, paused := make([]Request, 9), make([]Request, 9)
	for k := range int64(9) {
		late[k] = Request{SendNs: 0, LatencyNs: 10 * (k + 1), Conn: NoConn}
		paused[k] = late[k]
		if k >= 5 {
			paused[k].LatencyNs += 12
		}
	}
	late[5].LatencyNs, late[6].LatencyNs = 72, 72
	s := Server{ServiceNs: 10}
	if s.invert(late, 1); len(s.Windows) != 0 {
		t.Errorf("replies read late: pauses %v", s.Windows)
	}
	s = Server{ServiceNs: 10}
	if s.invert(paused, 1); !slices.Equal(s.Windows, []Window{{50, 62}}) {
		t.Errorf("a pause of 12 at 50: %v", s.Windows)
	}
	// A completion goes back no earlier than its own send plus the
	// service time: S = 3; request 1, queued behind request 0, replied in
	// 1 and request 2 in 6. Request 0's completion goes back to 3, not to
	// 1 − 3: request 2 starts at 3 and leaves a pause [3, 5).
	s = Server{ServiceNs: 3}
	if s.invert([]Request{{SendNs: 0, LatencyNs: 10, Conn: 0}, {SendNs: 1, LatencyNs: 1, Conn: 0}, {SendNs: 2, LatencyNs: 6, Conn: 0}}, 1); !slices.Equal(s.Windows, []Window{{3, 5}}) {
		t.Errorf("a completion taken back before its send: %v", s.Windows)
	}
	// Nor earlier than the next one's send: request 1, sent at 5 and
	// replied in 1, takes request 0's completion back to 5, not 3, and 2
	// of it are unexplained.
	s = Server{ServiceNs: 3}
	if s.invert([]Request{{SendNs: 0, LatencyNs: 10, Conn: 0}, {SendNs: 5, LatencyNs: 1, Conn: 0}}, 1); !slices.Equal(s.Windows, []Window{{0, 2}}) {
		t.Errorf("a completion taken back before the next send: %v", s.Windows)
	}
	// The services are the log's own, not taken back: 10 five times, then
	// 72 − 50, 72 − 72, 80 − 72 and 10.
	s = Server{ServiceNs: 10}
	if s.invert(late, 1); !slices.Equal(s.Services.All(), []int64{10, 10, 10, 10, 10, 22, 0, 8, 10}) {
		t.Errorf("services %v", s.Services.All())
	}
}

// TestInferBusyWithoutRTT: ten connections in a closed loop on a server
// taking 10 ns a request, with a round trip of 50 that the audit is not
// given. The server is busy throughout, so the replies come 10 apart:
// the service time is 10, the round trip the median idle latency less
// it, and no pause is inferred; a pause of 1,000 at 5,000 is inferred
// whole.
func TestInferBusyWithoutRTT(t *testing.T) {
	closed := func(pauseAt, pause int64) []Request {
		next := make([]int64, 10)
		var reqs []Request
		freeNs := int64(0)
		for range 2000 {
			c := int64(slices.Index(next, slices.Min(next)))
			send := next[c]
			start := max(send, freeNs)
			if start >= pauseAt && start < pauseAt+pause {
				start = pauseAt + pause
			}
			freeNs = start + 10
			reqs = append(reqs, Request{SendNs: send, LatencyNs: freeNs + 50 - send, Conn: int32(c)})
			next[c] = freeNs + 50
		}
		slices.SortStableFunc(reqs, func(a, b Request) int { return cmp.Compare(a.SendNs, b.SendNs) })
		return reqs
	}
	s := infer(closed(1<<60, 0), slowness{1 << 60}, 1, 0, false)
	if s.ServiceNs != 10 || len(s.Windows) != 0 {
		t.Errorf("a busy server: service %d, round trip %d, pauses %v", s.ServiceNs, s.RTTNs, s.Windows)
	}
	s = infer(closed(5000, 1000), slowness{1 << 60}, 1, 0, false)
	var paused int64
	for _, w := range s.Windows {
		paused += w.ToNs - w.FromNs
	}
	if s.ServiceNs != 10 || paused < 1000 || paused > 1010 {
		t.Errorf("a pause of 1000: service %d, round trip %d, pauses %v", s.ServiceNs, s.RTTNs, s.Windows)
	}
}

// TestAddWindow merges a window with the last one it meets.
func TestAddWindow(t *testing.T) {
	ws := addWindow(nil, Window{0, 5})
	ws = addWindow(ws, Window{5, 7}) // meets at 5: merged
	ws = addWindow(ws, Window{3, 6}) // inside: merged, the end kept
	ws = addWindow(ws, Window{8, 9}) // apart
	if want := []Window{{0, 7}, {8, 9}}; !slices.Equal(ws, want) {
		t.Errorf("windows %v, want %v", ws, want)
	}
}

// expand is HdrHistogram's recordValueWithExpectedInterval done the slow,
// obvious way: every added sample made.
func expand(values []int64, I int64) []int64 {
	var out []int64
	for _, v := range values {
		out = append(out, v)
		for missing := v - I; I > 0 && v > I && missing >= I; missing -= I {
			out = append(out, missing)
		}
	}
	slices.Sort(out)
	return out
}

// TestCorrectedAgainstExpansion holds the counted correction to the
// expanded one on seeded random samples (a third of them over several
// of countBlock's blocks), and on the edges: values at I, at 2I, just
// below 2I.
func TestCorrectedAgainstExpansion(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 300 {
		I := 1 + rng.Int64N(20)
		values := make([]int64, 1+rng.IntN(60))
		if i%3 == 0 { // several of countBlock's blocks
			values = make([]int64, 1+rng.IntN(5*countBlock))
		}
		for j := range values {
			values[j] = 1 + rng.Int64N(30*I)
		}
		if i < 3 {
			values = []int64{I, 2*I - 1, 2 * I, 3*I + 1}[:i+2]
		}
		slices.Sort(values)
		got, added, err := corrected(values, I)
		ref := expand(values, I)
		var want Figures
		for k, l := range Levels {
			want[k] = atLevel(ref, l)
		}
		if err != nil || got != want || added != int64(len(ref)-len(values)) {
			t.Fatalf("I = %d, %v: %v, added %d, %v; want %v, added %d", I, values, got, added, err, want, len(ref)-len(values))
		}
	}
	if _, _, err := corrected([]int64{1 << 61}, 1); err == nil || !strings.Contains(err.Error(), "more than 2^60 samples") {
		t.Errorf("a correction past 2^60 samples: %v", err)
	}
}

// TestInferPlan infers a plan from windows of unhindered sends.
func TestInferPlan(t *testing.T) {
	var even, twoConns, noisy []Request
	for k := range int64(40) {
		even = append(even, Request{SendNs: 1000 + 10*k, LatencyNs: 3, Conn: NoConn})
		twoConns = append(twoConns, Request{SendNs: 20 * (k / 2), LatencyNs: 3, Conn: int32(k % 2)})
		lat := int64(3)
		if k%2 == 1 {
			lat = 300
		}
		noisy = append(noisy, Request{SendNs: 10 * k, LatencyNs: lat, Conn: NoConn})
	}
	p, err := inferPlan(even, 0, 0, 1)
	if err != nil || p.IntervalNs != 10 || p.Given || p.StartNs != 1000 || p.Slots != 40 || p.SlowNs != 12 {
		t.Errorf("even sends: %+v, %v", p, err)
	}
	if p, err := inferPlan(twoConns, 0, 0, 1); err != nil || p.IntervalNs != 10 {
		t.Errorf("two connections every 20 ns: %+v, %v", p, err)
	}
	if p, err := inferPlan(even, 7, 5, 1); err != nil || p.IntervalNs != 7 || !p.Given || p.Slots != 5 {
		t.Errorf("given: %+v, %v", p, err)
	}
	if _, err := inferPlan(noisy, 0, 0, 1); !errors.Is(err, ErrNoPlan) || !strings.Contains(err.Error(), "never ran unhindered") {
		t.Errorf("every other request slow: %v", err)
	}
	if _, err := inferPlan(even, 0, MaxSlots+1, 1); err == nil || !strings.Contains(err.Error(), "more than the") {
		t.Errorf("too many slots given: %v", err)
	}
	if _, err := inferPlan([]Request{{SendNs: 0, LatencyNs: 1, Conn: 0}, {SendNs: MaxSlots, LatencyNs: 1, Conn: 0}}, 1, 0, 1); err == nil || !strings.Contains(err.Error(), "give a longer -interval") {
		t.Errorf("too many slots inferred: %v", err)
	}
	if got := slowThreshold(100, 1000); got != 4100 {
		t.Errorf("slow threshold at a median of 100 and a resolution of 1000: %d, want 4100", got)
	}
	if got := slowThreshold(100, 1); got != 400 {
		t.Errorf("slow threshold at a median of 100: %d, want 400", got)
	}
}

// TestAuditRefuses: no request, or a negative latency.
func TestAuditRefuses(t *testing.T) {
	if _, err := Audit(nil, Options{}); !errors.Is(err, ErrEmpty) {
		t.Errorf("no request: %v", err)
	}
	if _, err := Audit([]Request{{SendNs: 0, LatencyNs: 1, Conn: 0}, {SendNs: 5, LatencyNs: -1, Conn: 0}}, Options{}); err == nil || !strings.Contains(err.Error(), "request 2: a negative latency") {
		t.Errorf("a negative latency: %v", err)
	}
	// one request on a connection: no users to tell (one connection,
	// no pair of requests on it), and no plan in one send
	if _, err := Audit([]Request{{SendNs: 0, LatencyNs: 5, Conn: 0}}, Options{ResolutionNs: 1}); err == nil || !strings.Contains(err.Error(), "no plan can be inferred") {
		t.Errorf("one request: %v", err)
	}
}

// TestConnectionPlans: a plan inferred from connections that each kept a
// schedule gives each its slots from its own first send: two connections
// of one every 10, from 0 and from 25, to the last send at 50: 0, 10, 20,
// 25, 30, 35, 40, 45, 50.
func TestConnectionPlans(t *testing.T) {
	var reqs []Request
	for k := range int64(6) {
		reqs = append(reqs, Request{SendNs: 10 * k, LatencyNs: 1, Conn: 0})
	}
	for k := range int64(3) {
		reqs = append(reqs, Request{SendNs: 25 + 10*k, LatencyNs: 1, Conn: 1})
	}
	slices.SortStableFunc(reqs, func(a, b Request) int { return int(a.SendNs - b.SendNs) })
	starts := connStarts(reqs)
	p := Plan{StartNs: 0, IntervalNs: 5, ConnIntervalNs: 10, EndNs: 50, ConnStartsNs: starts, Slots: 6 + 3}
	if want := []int64{0, 10, 20, 25, 30, 35, 40, 45, 50}; !slices.Equal(starts, []int64{0, 25}) || !slices.Equal(p.Times(), want) {
		t.Errorf("starts %v, times %v; want [0 25], %v", starts, p.Times(), want)
	}
}

// TestPlanBoundSilences: a rate plan's bound takes the pauses the
// replies' silences show, by boundThreads' rule: a silence from 10 to 30
// whose pause ended at 40, the least latency 2, slots every 5. With the
// round trip unknown it is taken at its worst, from 0 to the least
// latency: slots in [10, 30 − 2) get 40 − 2 + 2 − u. Known, L: slots in
// [10 − L, 30 − L) get 40 − L + 2 − u.
func TestPlanBoundSilences(t *testing.T) {
	for _, tc := range []struct {
		rttNs int64
		want  []int64
	}{
		{-1, []int64{2, 2, 30, 25, 20, 15, 2}},
		{0, []int64{2, 2, 32, 27, 22, 17, 2}},
		{1, []int64{2, 2, 31, 26, 21, 16, 2}},
	} {
		d := planDesign{reqs: []Request{{SendNs: 0, LatencyNs: 2}}, p: Plan{IntervalNs: 5, Slots: 7}, leastNs: 2,
			silences: []evidence{{FromNs: 10, ToNs: 30, EndNs: 40}}, rttNs: tc.rttNs}
		out := make([]int64, d.slots())
		d.bound(into(out))
		if !slices.Equal(out, tc.want) {
			t.Errorf("round trip %d: bound %v, want %v", tc.rttNs, out, tc.want)
		}
	}
}

// TestRoundTripOption: a round trip given is taken, at least 0; none
// given is −1, the bound's unknown.
func TestRoundTripOption(t *testing.T) {
	for _, tc := range []struct {
		o    Options
		want int64
	}{{Options{}, -1}, {Options{RTTNs: 5}, -1}, {Options{RTTGiven: true}, 0}, {Options{RTTGiven: true, RTTNs: 5}, 5}, {Options{RTTGiven: true, RTTNs: -3}, 0}} {
		if got := tc.o.roundTrip(); got != tc.want {
			t.Errorf("%+v: %d, want %d", tc.o, got, tc.want)
		}
	}
}
