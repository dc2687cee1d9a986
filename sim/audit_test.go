package sim

import (
	"fmt"
	"math/rand"
	"slices"
	"testing"
	"time"

	"coordinated-omission/internal/audit"
	"coordinated-omission/internal/testenv"
	"coordinated-omission/sim/theory"
)

// auditLog is the log of design s on sc as the audit reads it.
func auditLog(t *testing.T, sc Scenario, s Set) []audit.Request {
	t.Helper()
	log, err := sc.Log(s)
	if err != nil {
		t.Fatalf("%+v: %v", sc, err)
	}
	reqs := make([]audit.Request, len(log))
	for i, r := range log {
		reqs[i] = audit.Request{SendNs: r.SendNs, LatencyNs: r.LatencyNs, Conn: int32(r.Conn)}
		if r.Conn < 0 {
			reqs[i].Conn = audit.NoConn
		}
	}
	return reqs
}

// truthAt is the open loop's figure at level l on sc: its latencies from
// the plan, by the nearest rank rounded half up, written out here apart
// from the audit's own.
func truthAt(sorted []int64, l audit.Level) int64 {
	n := int64(len(sorted))
	r := (int64(l)*n + 5000) / 10000
	return sorted[max(1, r)-1]
}

// TestAuditOnTheModel audits every design's log on the scenarios that
// TestClosedFormMatchesSimulation draws, where the truth is known: the
// open loop's own recording of the same plan on the same server. With
// the plan (its interval and its requests) and the round trip given, as a
// user can give them:
//   - the lower bound is never above the truth, at any level, wherever its
//     floor's assumption holds: one request of the log met neither a queue
//     nor a pause, so the least latency seen is S + L (in the rest, every
//     request met a stall, and the floor is not one);
//   - the server-pause replay of the one-connection closed loop with no
//     round trip is within one service time of the truth at every level
//     (a request in service when a stall begins shows the stall from its
//     start, up to S early). Elsewhere the log does not show when a pause
//     began while no request was at the server, and the replay is not
//     held to S: the test logs how often it is.
func TestAuditOnTheModel(t *testing.T) {
	t.Parallel() // long under FULL=1: the heavy tests share the processors
	rng := rand.New(rand.NewSource(1))
	designs := []Set{Closed, Skip, Unpaced, Open}
	unfloored, pairs, within := 0, 0, 0
	for range propertyCases() {
		sc := randomScenario(rng, 3000)
		for !bruteForceable(sc) {
			sc = randomScenario(rng, 3000)
		}
		open, err := sc.Log(Open)
		if err != nil {
			t.Fatal(err)
		}
		truth := make([]int64, len(open))
		for i, r := range open {
			truth[i] = r.LatencyNs
		}
		slices.Sort(truth)
		S, L := int64(sc.Service), int64(sc.RTT)
		for _, s := range designs {
			res, err := audit.Audit(auditLog(t, sc, s), audit.Options{IntervalNs: int64(sc.Interval), Slots: sc.Requests(), ResolutionNs: 1, RTTNs: L, RTTGiven: true})
			if err != nil {
				t.Fatalf("%+v, %v: %v", sc, s, err)
			}
			floored := res.LeastNs == S+L
			if !floored {
				unfloored++
			}
			held := s == Closed && sc.Connections == 1 && L == 0
			pairs++
			ok := true
			for _, l := range audit.Levels {
				want := truthAt(truth, l)
				if b := res.Bound.At(l); floored && b > want {
					t.Errorf("%+v, %v: the lower bound's %v is %d ns, above the truth's %d", sc, s, l, b, want)
				}
				if r := res.ReplayServer.At(l); r < want-S || r > want+S {
					ok = false
					if held {
						t.Errorf("%+v, %v: the server-pause replay's %v is %d ns, not within S = %v of the truth's %d", sc, s, l, r, sc.Service, want)
					}
				}
			}
			if ok {
				within++
			}
		}
	}
	t.Logf("the floor's assumption failed in %d of %d logs; the server-pause replay was within S at every level in %d of them", unfloored, pairs, within)
	if unfloored*20 > pairs { // more than 5 %
		t.Errorf("the floor's assumption failed in %d of %d logs: the drawn scenarios no longer test the bound", unfloored, pairs)
	}
}

// TestRequestReplayReproducesTheOpenLoop: with drawn service times and no
// stall, the request replay of a closed loop's log, at N = 1 and 10, is
// the open loop of the same plan on the same server, sample for sample:
// the closed loop's server takes the k-th draw for the k-th request, as
// the open loop's does, and inverting first-come-first-served departures
// gives each draw back. So it also holds the queueing theory's quantiles,
// within their regenerative intervals: M/M/1 and M/H2/1 on the Poisson
// plan's own arrivals (audit.ReplayRequestsAt: a log does not say them),
// and D/M/1 on the schedule, through the audit itself with the interval
// given, whose replay figures are the truth's at every level.
func TestRequestReplayReproducesTheOpenLoop(t *testing.T) {
	S, I := 100*time.Microsecond, 125*time.Microsecond
	s, i := float64(S), float64(I)
	const p, slow = 0.05, 1e6 // M/H2/1: one request in 20 of mean 1 ms
	h2gap := theory.BimodalMoments(s, p, slow).M1 / 0.7
	seconds := time.Duration(testenv.Count(20, 200)) * time.Second
	for _, tc := range []struct {
		name     string
		rs       Random
		quantile func(q float64) float64
	}{
		{"M/M/1", noStall(S, I, seconds, Dist{Kind: Exp}, Poisson, 21), func(q float64) float64 { return theory.MM1Quantile(s, i, q) }},
		{"M/H2/1", noStall(S, time.Duration(h2gap), seconds, Dist{Kind: Bimodal, P: p, Slow: time.Duration(slow)}, Poisson, 22),
			func(q float64) float64 { return theory.MH2Quantile(s, p, slow, h2gap, q) }},
		{"D/M/1", noStall(S, I, seconds, Dist{Kind: Exp}, Schedule, 23), func(q float64) float64 { return theory.DM1Quantile(s, i, q) }},
	} {
		due := tc.rs.DueNs()
		truth, _, cycles := tc.rs.runRandomOpen(due) // reply − due, with no round trip
		for _, n := range []int{1, 10} {
			rs := tc.rs
			rs.Connections = n
			closed, _ := rs.runRandomClosed(due)
			reqs := make([]audit.Request, len(closed))
			late := 0
			for k, r := range closed {
				reqs[k] = audit.Request{SendNs: r.SendNs, LatencyNs: r.LatencyNs(0), Conn: int32(k % n)}
				if r.SendNs > r.DueNs {
					late++
				}
			}
			if late == 0 {
				t.Fatalf("%s N = %d: no request was sent late: the closed loop hid nothing to replay", tc.name, n)
			}
			replay := audit.ReplayRequestsAt(slices.Clone(reqs), due, 0)
			if k := firstDiff(replay, truth); k >= 0 {
				t.Fatalf("%s N = %d: slot %d replays to %d ns, the open loop recorded %d (%d of %d sent late)", tc.name, n, k, replay[k], truth[k], late, len(reqs))
			}
			if tc.rs.Arrivals == Schedule {
				res, err := audit.Audit(slices.Clone(reqs), audit.Options{IntervalNs: int64(I), RTTGiven: true, Slots: int64(len(due))})
				if err != nil {
					t.Fatal(err)
				}
				sorted := slices.Sorted(slices.Values(truth))
				for _, l := range audit.Levels {
					if got, want := res.ReplayRequests.At(l), truthAt(sorted, l); got != want {
						t.Errorf("%s N = %d: the audit's request replay at p%v is %d ns, the truth %d", tc.name, n, l, got, want)
					}
				}
			}
		}
		z := theory.Z(checkConfidencePct, len(theoryLevels))
		for k, c := range theory.QuantileCIs(truth, cycles, theoryLevels, z) {
			c.Name, c.Theory, c.ConfidencePct = fmt.Sprintf("replay p%g", 100*theoryLevels[k]), tc.quantile(theoryLevels[k]), checkConfidencePct
			t.Logf("%s %v", tc.name, c)
			if !c.Holds() {
				t.Errorf("%s: %v: the theory is outside the replay's interval", tc.name, c)
			}
		}
	}
}

// firstDiff returns the first index where a and b differ, or -1 if they
// are equal.
func firstDiff(a, b []int64) int {
	for k := range max(len(a), len(b)) {
		if k >= len(a) || k >= len(b) || a[k] != b[k] {
			return k
		}
	}
	return -1
}

// TestLogConnections: the open loop's log names no connection (-1) and
// sends request i at i·I; a closed loop's and an unpaced one's name each
// request's connection, every one of the N in use; the unpaced loop's N
// first sends are all at 0, the lower connection's first.
func TestLogConnections(t *testing.T) {
	sc := Default()
	sc.Duration, sc.Connections = 2*time.Second, 3
	open, err := sc.Log(Open)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range open {
		if r.Conn != -1 || r.SendNs != int64(i)*int64(sc.Interval) {
			t.Fatalf("open log, request %d: %+v, want conn -1 sent at %d", i, r, int64(i)*int64(sc.Interval))
		}
	}
	for i, r := range refAll(sc, refOpen(sc)) { // the reference's open loop sends each request when due
		if r.dueNs != r.sendNs {
			t.Fatalf("the reference's open loop, request %d: due at %d, sent at %d", i, r.dueNs, r.sendNs)
		}
	}
	for _, s := range []Set{Closed, Unpaced} {
		log, err := sc.Log(s)
		if err != nil {
			t.Fatal(err)
		}
		used := map[int]bool{}
		for _, r := range log {
			if r.Conn < 0 || r.Conn >= sc.Connections {
				t.Fatalf("%v log: connection %d of %d", s, r.Conn, sc.Connections)
			}
			used[r.Conn] = true
		}
		if len(used) != sc.Connections {
			t.Errorf("%v log: %d connections in use, want %d", s, len(used), sc.Connections)
		}
		if s != Unpaced {
			continue
		}
		for c := range sc.Connections { // all send at 0: the lower connection first
			if log[c].SendNs != 0 || log[c].Conn != c {
				t.Errorf("%v log, request %d: %+v, want connection %d sent at 0", s, c, log[c], c)
			}
		}
	}
}
