package sim

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/audit"
)

// sessionLog is a Workload's closed run as its tool's log, each request's
// user its thread's session (each thread's, without sessions).
func sessionLog(rs []WorkloadRequest) []audit.Request {
	out := workloadLog(rs)
	keys := make([]int64, len(rs))
	for i, r := range rs {
		keys[i] = int64(r.Thread)<<32 | int64(r.Session)
	}
	// numbered from 0 in their order, as a reader numbers them
	sorted := slices.Compact(slices.Sorted(slices.Values(keys)))
	for i, k := range keys {
		j, _ := slices.BinarySearch(sorted, k)
		out[i].Conn = int32(j)
	}
	return out
}

// drawArrivals draws a workload of one of three kinds of arrivals, as a
// load tool's user sets one up, sending about most requests:
//   - open: users that arrive over a ramp, each running a session of 1 to
//     50 requests and leaving (Iterations), at no more than 50 a second
//     (faster, an open user's start falls within 2 ms of another's end by
//     chance), and over a ramp at least four sessions long;
//   - closed sessions: threads of users of 1 to 50 requests each, a new
//     user as one ends (SessionRequests), to a duration;
//   - closed threads: drawWorkload's threads, looping to a duration.
//
// K is 1 to 64 workers, or as many as the users (never short of one).
func drawArrivals(rng *rand.Rand, most int) (Workload, string) {
	w := drawWorkload(rng, most)
	if rng.IntN(4) == 0 {
		w.Workers = w.Threads
	}
	switch rng.IntN(3) {
	case 0:
		return w, audit.ArrivalsClosed
	case 1:
		w.SessionRequests = 1 + rng.IntN(50)
		return w, audit.ArrivalsClosed
	}
	w.Iterations = 1 + rng.IntN(50)
	// sessions of one length, on an even schedule, would start each
	// user at another's end throughout: a log no reader could tell from
	// a closed model's (docs/audit-arrivals.md)
	w.ThinkJitterPct = max(w.ThinkJitterPct, 10)
	w.Threads = max(10, min(300, most/w.Iterations))
	if w.Workers > 64 {
		w.Workers = w.Threads
	}
	var mean time.Duration
	for _, s := range w.Services {
		mean += s / time.Duration(len(w.Services))
	}
	session := time.Duration(w.Iterations) * (mean + w.RTT + w.Think)
	w.Ramp = max(session*time.Duration(4+rng.IntN(20)), time.Duration(w.Threads)*20*time.Millisecond*time.Duration(1+rng.IntN(2)))
	w.Duration = 0
	w.Period = w.Ramp/time.Duration(2+rng.IntN(4)) + time.Microsecond
	w.Stall = time.Duration(rng.Int64N(int64(w.Period)/4)) + time.Microsecond
	w.FirstStall = time.Duration(rng.Int64N(int64(w.Period)))
	if rng.IntN(5) == 0 {
		w.Stall, w.Period = 0, 0
	}
	return w, audit.ArrivalsOpen
}

// TestArrivalsOfWorkloads audits drawn workloads of open and closed
// arrivals (drawArrivals), whose truth is known (Workload.Truth: the
// sessions the users start when the server never pauses, sent open to
// the pausing server), told nothing but the log:
//   - the arrivals are told right in every one;
//   - an open model is said to hide nothing, pauses or none, and its
//     re-timings are the recording;
//   - a closed model's lower bound is at or below the truth at p90, p99
//     and p99.9, with the workers and the round trip given, wherever its
//     floors' assumption holds (floorsHold), in all but 0.5 % (under
//     FULL=1, 1 of 654: 142 users held from one instant, sessions of 26,
//     whose p99.9 came out 2.7 % above; logged);
//   - wherever the pauses hold 2 % of the run or more and the server was
//     not saturated, the nearer replay is within 10 % of the truth at p99
//     in 95 % of the closed workloads or more (the misses are logged: a
//     pause that began while no request was in service, as in
//     TestAuditOfWorkloads).
func TestArrivalsOfWorkloads(t *testing.T) {
	rng := rand.New(rand.NewPCG(53, 11))
	cases := propertyCases() / 2 // 50, or 1,000 with FULL=1
	var open, closed, paused, near, held, over int
	for range cases {
		w, want := drawArrivals(rng, 2000)
		rs, err := w.Closed()
		if err != nil {
			t.Fatal(err)
		}
		given := audit.Options{ResolutionNs: 1, Workers: int64(w.Workers), RTTNs: int64(w.RTT), RTTGiven: true}
		res, err := audit.Audit(sessionLog(rs), given)
		if err != nil {
			t.Fatalf("%+v: %v", w, err)
		}
		if res.Users.Arrivals != want {
			t.Errorf("%+v: told %s arrivals (%+v), want %s", w, res.Users.Arrivals, res.Users, want)
			continue
		}
		if want == audit.ArrivalsOpen {
			open++
			if line := res.Line("w", "model"); res.Hid() || res.Bound.Figures != res.Recorded.Figures || strings.Contains(line, "hid the") || strings.Contains(line, "×") {
				t.Errorf("%+v: an open model said to hide: %s", w, line)
			}
			continue
		}
		closed++
		truthRs, truth := sortedTruth(t, w)
		if floorsHold(rs, w) {
			held++
			for _, l := range []audit.Level{audit.P90, audit.P99, audit.P999} {
				if b, tr := res.Bound.At(l), truthAt(truth, l); b > tr {
					over++
					t.Logf("%+v: the bound's p%v, %d ns, is above the truth's %d", w, l, b, tr)
					break
				}
			}
		}
		if w.Stall == 0 || int64(w.Stall)*50 < int64(w.Period) || w.busyPct(truthRs) >= 90 {
			continue
		}
		paused++
		tr := truthAt(truth, audit.P99)
		if best := min(relErr(res.ReplayServer.At(audit.P99), tr), relErr(res.ReplayRequests.At(audit.P99), tr)); best <= 0.10 {
			near++
		} else {
			unseen, cut := w.unseenPauses(rs)
			t.Logf("%+v: the replays' p99 %d and %d ns, the truth's %d: %.0f %% off; %d pause starts no request saw, cut %v", w, res.ReplayServer.At(audit.P99), res.ReplayRequests.At(audit.P99), tr, 100*best, unseen, cut)
		}
	}
	if over*200 > held {
		t.Errorf("the bound above the truth in %d of %d closed workloads whose floors held, over 0.5 %%", over, held)
	}
	if near*100 < paused*95 {
		t.Errorf("a replay within 10 %% of the truth at p99 in %d of %d paused closed workloads, under 95 %%", near, paused)
	}
	if open*5 < cases || closed*5 < cases {
		t.Errorf("%d open and %d closed of %d: the draw no longer tests both", open, closed, cases)
	}
	t.Logf("%d workloads: %d open, %d closed (the floors held in %d, the bound above the truth in %d); %d closed paused 2 %% or more, unsaturated: a replay within 10 %% at p99 in %d", cases, open, closed, held, over, paused, near)
}
