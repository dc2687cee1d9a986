package sim

import (
	"math/rand"
	"slices"
	"testing"

	"coordinated-omission/internal/audit"
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
		reqs[i] = audit.Request{SendNs: r.SendNs, LatencyNs: r.LatencyNs, Conn: int64(r.Conn)}
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
