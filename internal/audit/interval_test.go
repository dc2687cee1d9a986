package audit

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// TestBusyHeyPlan: live hey logs on a busy machine, the first 8,000
// requests of hey -z 5s -c 10 -q 500 -o csv against the seed's stalling
// server while gremlins ran on both cores: hey-busy.csv, where a third
// of hey's replies came after its 2 ms tick, and hey-starved.csv, where
// 42 % did, hey sent 13,537 requests of its 25,000 and its median reply
// took 1.7 ms of the server's 100 µs. Read as a pool of ten workers, the
// plan of each is the 200 µs it was given, within 4 %; the windows of
// every reply within its type's threshold alone read it over 10 %
// slower, so the fixtures hold what the pool's reading is for.
func TestBusyHeyPlan(t *testing.T) {
	for _, name := range []string{"hey-busy.csv", "hey-starved.csv"} {
		out, err := Run(bytes.NewReader(fixture(t, name)), name, Flags{}, Given{})
		if err != nil {
			t.Fatal(err)
		}
		p := out.Result.Plan
		if p.IntervalNs < 192_000 || p.IntervalNs > 208_000 {
			t.Errorf("%s: plan every %v; want 200µs within 4 %%", name, ns(p.IntervalNs))
		}
		if p.WindowSends != longWindowSends {
			t.Errorf("%s: windows of %d; want %d", name, p.WindowSends, longWindowSends)
		}
		if plain, _ := windowedRate(out.Runs[0].Requests, p.Slow, 0); plain < 220_000 {
			t.Errorf("%s: the type's threshold alone reads %v: the fixture no longer shows the pool's reading", name, ns(plain))
		}
	}
}

// evenLog is n requests sent every intervalNs, each answered in latencyNs,
// naming no connection.
func evenLog(n int, intervalNs, latencyNs int64) []Request {
	reqs := make([]Request, n)
	for i := range reqs {
		reqs[i] = Request{SendNs: int64(i) * intervalNs, LatencyNs: latencyNs, Conn: NoConn}
	}
	return reqs
}

// triples is 600 requests sent three at a time every 64 µs, each answered
// in latencyNs, naming no connection: the three find 0, 1 and 2 others in
// flight (a third each), so the pool's c is 3, and the windows of 64
// sends span 21 triples at their median: a period of 3·21·64/64 = 63 µs.
func triples(latencyNs int64) []Request {
	reqs := make([]Request, 600)
	for i := range reqs {
		reqs[i] = Request{SendNs: int64(i/3) * 64_000, LatencyNs: latencyNs, Conn: NoConn}
	}
	return reqs
}

// TestPacedPoolReadsOnlyAPool: a pool is read where the sends found
// varied counts in flight and the median reply took less than the
// period (62.999 µs of 63), and its plan is then the windows' of replies
// within the period; not where the median reply took the whole period
// (63 µs), nor where every send found the same others in flight, as a
// closed loop's (two of 250 µs replies every 100 µs) and an even pacer's
// of one worker (none) do, nor for a plan of no interval.
func TestPacedPoolReadsOnlyAPool(t *testing.T) {
	slow := slowness{1 << 40}
	if got, k, period := pacedPool(triples(62_999), slow, 21_000); got != 21_000 || k != longWindowSends || period != 63_000 {
		t.Errorf("62.999 µs of 63: %v over %d, a period of %v; want 21µs over %d, 63µs", ns(got), k, ns(period), longWindowSends)
	}
	if got, k, period := pacedPool(triples(63_000), slow, 21_000); got != 0 || k != 0 || period != 0 {
		t.Errorf("63 µs of 63: %v over %d, %v; want none", ns(got), k, ns(period))
	}
	closed := evenLog(200, 100_000, 250_000)
	if got, _, _ := pacedPool(closed, slow, 100_000); got != 0 {
		t.Errorf("a closed loop read as a pool, %v", ns(got))
	}
	if got, _, _ := pacedPool(evenLog(200, 100_000, 10_000), slow, 100_000); got != 0 {
		t.Errorf("one worker read as a pool, %v", ns(got))
	}
	if got, k, period := pacedPool(triples(10_000), slow, 0); got != 0 || k != 0 || period != 0 {
		t.Errorf("no interval: %v over %d, %v; want none", ns(got), k, ns(period))
	}
	if iv, conn, period, k := inferInterval(closed, slow); iv != 100_000 || conn != 0 || period != 0 || k != longWindowSends {
		t.Errorf("the closed loop's plan %v (%v a connection) over %d; want 100µs over %d", ns(iv), ns(conn), k, longWindowSends)
	}
}

// TestPacedPoolHoldsRepliesToThePeriod: in a pool of three, replies later
// than the period (3·23.75 µs) are held out of the windows though within
// their type's threshold: where the triples of the log's first half take
// 75 µs and are sent every 80 µs, the plan is the second half's 64 µs a
// triple, not the first half's, which the type's threshold alone reads.
func TestPacedPoolHoldsRepliesToThePeriod(t *testing.T) {
	reqs := triples(40_000)
	for i := range reqs {
		if i < 297 {
			reqs[i].SendNs = int64(i/3) * 80_000
			reqs[i].LatencyNs = 75_000
		} else {
			reqs[i].SendNs = 99*80_000 + int64(i/3-99)*64_000
		}
	}
	slow := slowness{1 << 40}
	plain, _ := windowedRate(reqs, slow, 0)
	got, k, period := pacedPool(reqs, slow, plain)
	if got != 21_000 || k != longWindowSends || plain <= got || period != 63_000 {
		t.Errorf("plan %v over %d, a period of %v, the plain reading %v; want 21µs over %d, 63µs, and a slower plain one", ns(got), k, ns(period), ns(plain), longWindowSends)
	}
	if iv, _, period, _ := inferInterval(reqs, slow); iv != 21_000 || period != 63_000 {
		t.Errorf("inferred %v, a period of %v; want 21µs, 63µs", ns(iv), ns(period))
	}
}

// TestConnPlanPastMaxSlots: three connections that each sent every 6 ns
// from 1 µs, one of them once more 99.999999 ms later, have a plan of
// one every 2 ns, whose slots over the log (49,999,999) are within
// MaxSlots, but whose connections' own schedules hold MaxSlots + 1: the
// plan is refused, naming the log's span from its first send.
func TestConnPlanPastMaxSlots(t *testing.T) {
	var reqs []Request
	for k := int64(0); k < 10; k++ {
		for c := int64(0); c < 3; c++ {
			reqs = append(reqs, Request{SendNs: 1000 + 6*k, LatencyNs: 1, Conn: int32(c)})
		}
	}
	reqs = append(reqs, Request{SendNs: 1000 + 2*MaxSlots - 1, LatencyNs: 1, Conn: 1})
	_, err := inferPlan(reqs, 0, 0, 1)
	if err == nil || !strings.Contains(err.Error(), "more than 50000000 slots over the log's 99.999999ms, its 3 connections each at one every 6ns") {
		t.Errorf("got %v", err)
	}
}

// TestHeldHeyAudited: a live hey log of a machine so busy that hey sent
// 45 % of its plan (testdata/audit/hey-held.csv, the first 8,000 requests
// of one such run of hey -z 5s -c 10 -q 500 -o csv against the seed's
// stalling server; 55 % of its replies came after its 2 ms tick), once
// refused as "a plan … which no silence of the run explains": its plan
// is 200 µs within 4 %, the slots it did not send are those its late
// replies held its workers from, as the line says, and its bound is at
// or below the truth on the seed's schedule.
func TestHeldHeyAudited(t *testing.T) {
	out, err := Run(bytes.NewReader(fixture(t, "hey-held.csv")), "hey-held.csv", Flags{}, Given{})
	if err != nil {
		t.Fatal(err)
	}
	res := out.Result
	if p := res.Plan; p.IntervalNs < 192_000 || p.IntervalNs > 208_000 || p.PoolPeriodNs != 10*p.IntervalNs {
		t.Errorf("plan every %v, a period of %v; want 200µs within 4 %%, ten times it", ns(p.IntervalNs), ns(p.PoolPeriodNs))
	}
	if line := out.RunLine(out.Runs[0]); !strings.Contains(line, "slots for 8000 requests sent: replies later than its workers' period") {
		t.Errorf("line %q", line)
	}
	boundBelowSeed(t, res, out.Runs[0].Requests)
}

// TestPoolCounts: the others in flight at a send count a reply at the
// send's very instant as come, the sender's own too (a reply of 0 ns),
// and not one sent at the same instant and answered in it before it is
// sent; the pool's others are at the 90th
// percentile of the sends, by the nearest rank (the 9th of ten); and
// sends two at a time, half of which found the one other in flight, are
// read as no pool.
func TestPoolCounts(t *testing.T) {
	got := inFlightAtSends(withReplies([]Request{{SendNs: 0, LatencyNs: 10}, {SendNs: 5, LatencyNs: 1}, {SendNs: 10, LatencyNs: 5}}))
	if !slices.Equal(got, []int64{0, 1, 0}) {
		t.Errorf("in flight %v; want [0 1 0]", got)
	}
	if got := inFlightAtSends(withReplies([]Request{{SendNs: 0, LatencyNs: 1}, {SendNs: 5, LatencyNs: 0}})); !slices.Equal(got, []int64{0, 0}) {
		t.Errorf("a last request answered at once: %v; want [0 0]", got)
	}
	same := []Request{{SendNs: 5, LatencyNs: 10}, {SendNs: 5, LatencyNs: 0}, {SendNs: 5, LatencyNs: 0}, {SendNs: 5, LatencyNs: 3}, {SendNs: 6, LatencyNs: 0}}
	if got := inFlightAtSends(same, sortedReplies(same)); !slices.Equal(got, []int64{0, 1, 1, 1, 2}) {
		t.Errorf("four sent at one instant, two answered in it: %v; want [0 1 1 1 2]", got)
	}
	if got := poolOthers([]int64{0, 0, 0, 0, 0, 0, 0, 0, 1, 5}); got != 1 {
		t.Errorf("the 90th percentile of ten: %d; want 1", got)
	}
	pairs := make([]Request, 400)
	for i := range pairs {
		pairs[i] = Request{SendNs: int64(i/2) * 100_000, LatencyNs: 10_000, Conn: NoConn}
	}
	if got, _, _ := pacedPool(pairs, slowness{1 << 40}, 50_000); got != 0 {
		t.Errorf("pairs read as a pool, %v", ns(got))
	}
}

// sortedReplies are reqs' replies, sorted, as inFlightAtSends takes them.
func sortedReplies(reqs []Request) []int64 {
	out := make([]int64, len(reqs))
	for i, r := range reqs {
		out[i] = r.ReplyNs()
	}
	slices.Sort(out)
	return out
}

// withReplies is reqs and their sorted replies.
func withReplies(reqs []Request) ([]Request, []int64) { return reqs, sortedReplies(reqs) }

// TestCatchUpHey: a live hey log of a machine where two spinning loops
// held both cores (testdata/audit/hey-catchup.csv, the whole of one run
// of hey -z 5s -c 10 -q 500 -o csv against the seed's stalling server,
// the sixth of FULL=1 TestHeyAuditRepeats's twenty; 47 % of its replies
// came after its workers' 2 ms tick, its median reply took 2 ms, and no
// window of 64 sends was quiet). A worker whose reply came late sends at
// once on the tick Go's time.Tick kept, and again on its next, so that
// windows of 16 sends whose replies all came within the period held those
// catch-up sends and read its 200 µs plan as 175 µs; after two periods'
// worth of quiet sends they read it within 4 %. Its bound is at or below
// the truth.
func TestCatchUpHey(t *testing.T) {
	out, err := Run(bytes.NewReader(fixture(t, "hey-catchup.csv")), "hey-catchup.csv", Flags{}, Given{})
	if err != nil {
		t.Fatal(err)
	}
	if p := out.Result.Plan; p.IntervalNs < 192_000 || p.IntervalNs > 208_000 || p.WindowSends != windowSends {
		t.Errorf("plan every %v from windows of %d; want 200µs within 4 %%, from windows of %d", ns(p.IntervalNs), p.WindowSends, windowSends)
	}
	boundBelowSeed(t, out.Result, out.Runs[0].Requests)
}

// TestQuietSpansLead: a window counts only after lead more quiet sends;
// a slow request starts the count again; the long windows need no lead.
func TestQuietSpansLead(t *testing.T) {
	reqs := evenLog(100, 10, 1)
	reqs[30].LatencyNs = 5 // slow, past the threshold of 2
	slow := slowness{0: 2}
	// windows of 16 ending at sends 16…29, then at 47…99
	if got := quietSpans(reqs, slow, 16, 0); len(got) != 14+53 || got[0] != 160 {
		t.Errorf("no lead: %d windows, the first %v", len(got), got[:1])
	}
	// a lead of 20: none before the slow one (30 quiet at most), then
	// ending at 67…99
	if got := quietSpans(reqs, slow, 16, 20); len(got) != 33 {
		t.Errorf("a lead of 20: %d windows, want 33", len(got))
	}
	if got := quietSpans(reqs, slow, 16, 14); len(got) != 39 || got[0] != 160 {
		t.Errorf("a lead of 14: %d windows, want 39 (ending at 61…99: the 30 quiet before the slow one are one too few)", len(got))
	}
}
