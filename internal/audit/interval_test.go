package audit

import (
	"bytes"
	"testing"
)

// TestBusyHeyPlan: a live hey log on a busy machine
// (testdata/audit/hey-busy.csv, the first 8,000 requests of hey -z 5s
// -c 10 -q 500 -o csv against the seed's stalling server while gremlins
// ran on both cores), whose replies came after hey's 2 ms tick in a
// third of its requests: read as a pool of ten workers, its plan is the
// 200 µs it was given, within 2 %; the windows of every reply within its
// type's threshold alone read it more than 10 % slower, so the fixture
// holds what the pool's reading is for.
func TestBusyHeyPlan(t *testing.T) {
	out, err := Run(bytes.NewReader(fixture(t, "hey-busy.csv")), "hey-busy.csv", Flags{}, Given{})
	if err != nil {
		t.Fatal(err)
	}
	p := out.Result.Plan
	if p.IntervalNs < 196_000 || p.IntervalNs > 204_000 {
		t.Errorf("plan every %v; want 200µs within 2 %%", ns(p.IntervalNs))
	}
	if p.WindowSends != longWindowSends {
		t.Errorf("windows of %d; want %d", p.WindowSends, longWindowSends)
	}
	if plain, _ := windowedRate(out.Runs[0].Requests, p.Slow); plain < 220_000 {
		t.Errorf("the type's threshold alone reads %v: the fixture no longer shows the pool's reading", ns(plain))
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

// TestPacedPoolReadsOnlyAPool: an even pacer that never had two requests
// in flight has a period of its interval, and is read as a pool only
// where its median reply took under half of it: at 49 µs of 100 µs it is,
// and its plan is the interval; at 50 µs, exactly half, it is not, and
// the plan is the windows' of the type's threshold; a closed loop whose
// replies take its workers' whole period is not read as a pool either.
// A plan of no interval reads none.
func TestPacedPoolReadsOnlyAPool(t *testing.T) {
	slow := slowness{1 << 40}
	if got, k := pacedPool(evenLog(200, 100_000, 49_000), slow, 100_000); got != 100_000 || k != longWindowSends {
		t.Errorf("49 µs of 100: %v over %d; want 100µs over %d", ns(got), k, longWindowSends)
	}
	if got, k := pacedPool(evenLog(200, 100_000, 50_000), slow, 100_000); got != 0 || k != 0 {
		t.Errorf("50 µs of 100: %v over %d; want none", ns(got), k)
	}
	closed := evenLog(200, 100_000, 250_000) // two others in flight at each send: a period of 300 µs
	if got, _ := pacedPool(closed, slow, 100_000); got != 0 {
		t.Errorf("a closed loop read as a pool, %v", ns(got))
	}
	if got, k := pacedPool(evenLog(200, 100_000, 10_000), slow, 0); got != 0 || k != 0 {
		t.Errorf("no interval: %v over %d; want none", ns(got), k)
	}
	if iv, conn, k := inferInterval(closed, slow); iv != 100_000 || conn != 0 || k != longWindowSends {
		t.Errorf("the closed loop's plan %v (%v a connection) over %d; want 100µs over %d", ns(iv), ns(conn), k, longWindowSends)
	}
}
