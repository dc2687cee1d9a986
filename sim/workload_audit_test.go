package sim

import (
	"math/rand/v2"
	"slices"
	"testing"

	"coordinated-omission/internal/audit"
)

// workloadLog is a Workload's closed run as its tool's log: each request's
// send, latency, thread and type.
func workloadLog(rs []WorkloadRequest) []audit.Request {
	out := make([]audit.Request, len(rs))
	for i, r := range rs {
		out[i] = audit.Request{SendNs: r.SendNs, LatencyNs: r.LatencyNs, Conn: int32(r.Thread), Label: int32(r.Type)}
	}
	return out
}

// TestAuditOfWorkloads audits drawn workloads of the kind real load tests
// run (K from 1 to 64 workers, 1 to 200 threads, a ramp, think time, one
// or two request types of different service times, pauses of every
// worker), whose truth is known: the schedule the threads keep when the
// server never pauses, sent open to the pausing server (Workload.Truth).
// With the workers and the round trip given, as a user can give them:
//   - the lower bound is never above the truth at p90, p99 and p99.9,
//     wherever its floors' assumption holds (each type's least latency is
//     its service time and the round trip: a request of each type met
//     neither a queue nor a pause);
//   - the audit says the threads saturated the server (kept its workers
//     busy 90 % of the time once the ramp was over) wherever the truth's
//     schedule does so at 95 % or more, and not where it does at 80 % or
//     less: there an open schedule at the threads' pace queues without
//     bound, and no replay is the truth's;
//   - wherever the pauses hold 2 % of the run or more and the server was
//     not saturated, the nearer of the two replays is within 10 % of the
//     truth at p99 in 98 % of the workloads or more (under FULL=1, 510 of
//     516; the misses are logged), and the misses the log could have told
//     are 1 % of them or fewer (under FULL=1, 1, of a service jitter of
//     42 %). The other 5 had a pause start while no request was in
//     service, which the log cannot place between the last reply before it
//     and the first request it held (4: threads in bursts, between which
//     the pauses began), or a pause still on at the log's last send, whose
//     length past it the log cannot show (1).
func TestAuditOfWorkloads(t *testing.T) {
	t.Parallel() // long under FULL=1: the heavy tests share the processors
	rng := rand.New(rand.NewPCG(7, 47))
	cases := propertyCases() / 2 // 50, or 1,000 with FULL=1
	var floored, held, paused, near, told, retimed, saturated, blindN, blindHeld, blindUnder int
	for range cases {
		w := drawWorkload(rng, 3000)
		rs, err := w.Closed()
		if err != nil {
			t.Fatal(err)
		}
		truthRs, truth := sortedTruth(t, w)
		res, err := audit.Audit(workloadLog(rs), audit.Options{ResolutionNs: 1, Workers: int64(w.Workers), RTTNs: int64(w.RTT), RTTGiven: true})
		if err != nil {
			t.Fatalf("%+v: %v", w, err)
		}
		if res.Threads == nil {
			continue // a workload whose threads never waited: another design
		}
		// told nothing: the workers inferred, the round trip unknown
		if blind, err := audit.Audit(workloadLog(rs), audit.Options{ResolutionNs: 1}); err == nil && blind.Threads != nil {
			blindN++
			if blind.Bound.At(audit.P99) <= truthAt(truth, audit.P99) && blind.Bound.At(audit.P999) <= truthAt(truth, audit.P999) {
				blindHeld++
			}
			if blind.Threads.Workers <= int64(w.Workers) {
				blindUnder++
			}
		}
		retimed++
		ok := floorsHold(rs, w)
		if ok {
			floored++
		}
		bad := false
		for _, l := range []audit.Level{audit.P90, audit.P99, audit.P999} {
			if b, want := res.Bound.At(l), truthAt(truth, l); ok && b > want {
				bad = true
				t.Errorf("%+v: the lower bound's p%v is %d ns, above the truth's %d", w, l, b, want)
			}
		}
		if !bad && ok {
			held++
		}
		rho := w.busyPct(truthRs)
		if rho >= 95 && !res.Unstable() || rho <= 80 && res.Unstable() {
			t.Errorf("%+v: the truth's schedule keeps the workers busy %.0f %% of the time, and the audit says %.0f %%", w, rho, res.Threads.BusyPct)
		}
		if w.Stall == 0 || int64(w.Stall)*50 < int64(w.Period) {
			continue
		}
		if rho >= 90 {
			saturated++
			continue // its truth queues without bound: the audit says so, and states no replay as the truth
		}
		paused++
		want := truthAt(truth, audit.P99)
		best := min(relErr(res.ReplayServer.At(audit.P99), want), relErr(res.ReplayRequests.At(audit.P99), want))
		if best <= 0.10 {
			near++
		} else {
			unseen, cut := w.unseenPauses(rs)
			if unseen == 0 && !cut {
				told++
			}
			t.Logf("%+v: the replays' p99 are %d and %d ns, the truth's %d: %.0f %% off; %d pause starts no request saw, a pause on at the last send: %v", w, res.ReplayServer.At(audit.P99), res.ReplayRequests.At(audit.P99), want, 100*best, unseen, cut)
		}
	}
	if near*100 < paused*98 {
		t.Errorf("a replay within 10 %% of the truth at p99 in %d of %d paused workloads, under 98 %%", near, paused)
	}
	if told*100 > paused {
		t.Errorf("%d of %d paused workloads missed at p99 although the log saw every pause begin and end: over 1 %%", told, paused)
	}
	if retimed*100 < cases*95 || floored*100 < retimed*90 {
		t.Errorf("%d of %d audited as threads, the floors held in %d: the drawn workloads no longer test the thread plan", retimed, cases, floored)
	}
	t.Logf("told nothing (workers and round trip inferred): the bound under the truth at p99 and p99.9 in %d of %d; the workers inferred at most the true count in %d", blindHeld, blindN, blindUnder)
	t.Logf("%d workloads, %d audited as threads; the floors held in %d, the bound under the truth in %d; %d paused 2 %% of the run or more and %d of those saturated the server; of the rest, a replay within 10 %% at p99 in %d of %d", cases, retimed, floored, held, paused+saturated, saturated, near, paused)
}

// sortedTruth is w's truth (Workload.Truth) and its latencies, sorted.
func sortedTruth(t *testing.T, w Workload) ([]WorkloadRequest, []int64) {
	t.Helper()
	truthRs, err := w.Truth()
	if err != nil {
		t.Fatal(err)
	}
	truth := make([]int64, len(truthRs))
	for i, r := range truthRs {
		truth[i] = r.LatencyNs
	}
	slices.Sort(truth)
	return truthRs, truth
}

// busyPct is the share of the truth's schedule, from the ramp's end to
// its last send less its pauses, that its requests' service times keep
// the workers busy.
func (w Workload) busyPct(truth []WorkloadRequest) float64 {
	from := int64(w.Threads-1) * int64(w.Ramp) / int64(w.Threads)
	last := truth[len(truth)-1].SendNs
	var work float64
	for _, r := range truth {
		if r.SendNs >= from {
			work += float64(w.Services[r.Type])
		}
	}
	paused := int64(0)
	for _, p := range w.pauseSpans(last) {
		paused += max(0, min(last, p[1])-max(from, p[0]))
	}
	return 100 * work / (float64(w.Workers) * float64(max(1, last-from-paused)))
}

// unseenPauses counts the pauses of the closed run rs whose start no
// request was in service for (the log shows nothing of when they began),
// and says whether a pause before the run's end was still on at the last
// send (the log shows nothing of how long the run went on into it).
func (w Workload) unseenPauses(rs []WorkloadRequest) (unseen int, cut bool) {
	last := rs[len(rs)-1].SendNs
	for p := int64(w.FirstStall); w.Stall > 0 && p < max(last+1, int64(w.Duration)); p += int64(w.Period) {
		seen := false
		for _, r := range rs {
			if r.SendNs <= p && p < r.SendNs+r.LatencyNs-int64(w.RTT) {
				seen = true
				break
			}
		}
		if !seen {
			unseen++
		}
		cut = cut || p+int64(w.Stall) > last
	}
	return unseen, cut
}

func relErr(got, want int64) float64 {
	d := float64(got - want)
	if d < 0 {
		d = -d
	}
	return d / float64(max(1, want))
}

// floorsHold reports whether a request of each type met neither a queue
// nor a pause: its latency was its own service time and the round trip,
// so that the type's least latency is no more than any of its requests
// can take.
func floorsHold(rs []WorkloadRequest, w Workload) bool {
	clean := map[int]bool{}
	for _, r := range rs {
		if r.LatencyNs == int64(w.server(r.Type, r.Thread, r.index).Service+w.RTT) {
			clean[r.Type] = true
		}
	}
	seen := map[int]bool{}
	for _, r := range rs {
		seen[r.Type] = true
	}
	return len(clean) == len(seen)
}
