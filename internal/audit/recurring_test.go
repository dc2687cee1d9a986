package audit

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"coordinated-omission/sim"
)

// A pacer is how one worker of a tool picks its next send, from its
// schedule's interval, its k-th due time and its last send and reply.
type pacer func(intervalNs, dueNs, lastSendNs, replyNs int64) int64

// The pacers of the tools whose logs TestRecurringStalls audits, as each
// tool's source has them.
var (
	// catchUp sends at the due time, or at the reply if that is later:
	// fortio's periodic runner, which does not sleep when it is behind,
	// and vegeta's pacer, which blocks on a busy pool and then sends each
	// tick it owes.
	catchUp pacer = func(_, dueNs, _, replyNs int64) int64 { return max(dueNs, replyNs) }
	// oneTick is hey's worker, which waits on time.Tick before each
	// request: a ticker holds one tick for a slow receiver and drops the
	// rest, so a worker held past a tick sends at its reply, and then on
	// the ticks again.
	oneTick pacer = func(intervalNs, dueNs, lastSendNs, replyNs int64) int64 {
		if replyNs <= dueNs {
			return dueNs
		}
		held := lastSendNs + intervalNs // the first tick after the last send
		if held <= replyNs {
			return replyNs
		}
		return held
	}
	// pacing is Locust's constant_pacing: each task starts its interval
	// after the last began, or when the last ended if it took longer.
	pacing pacer = func(intervalNs, _, lastSendNs, replyNs int64) int64 {
		return max(lastSendNs+intervalNs, replyNs)
	}
)

// pacedRequest is one request of pacedLog.
type pacedRequest struct {
	sendNs, latencyNs int64
	worker            int
}

// pacedLog runs workers, each sending one request every
// workers·intervalNs as pace says, from worker j's offset of j·intervalNs,
// against one first-come-first-served worker of sc's service time that
// stalls as sc says, over sc.Duration. It returns the requests in the
// order they were sent, and the open loop's latencies of the plan of one
// request every intervalNs on the same server: the truth.
func pacedLog(sc sim.Scenario, workers int, intervalNs int64, pace pacer) (log []pacedRequest, truth []int64) {
	type worker struct{ k, nextNs, lastNs int64 }
	ws := make([]worker, workers)
	each := int64(workers) * intervalNs
	for j := range ws {
		ws[j].nextNs = int64(j) * intervalNs
	}
	freeNs := int64(0)
	for {
		j := 0
		for i := range ws {
			if ws[i].nextNs < ws[j].nextNs {
				j = i
			}
		}
		w := &ws[j]
		if w.nextNs >= int64(sc.Duration) {
			break
		}
		doneNs := sc.CompletionNs(max(w.nextNs, freeNs))
		freeNs = doneNs
		log = append(log, pacedRequest{w.nextNs, doneNs - w.nextNs, j})
		w.k++
		w.lastNs = w.nextNs
		w.nextNs = pace(each, int64(j)*intervalNs+w.k*each, w.lastNs, doneNs)
	}
	freeNs = 0
	for dueNs := int64(0); dueNs < int64(sc.Duration); dueNs += intervalNs {
		freeNs = sc.CompletionNs(max(dueNs, freeNs))
		truth = append(truth, freeNs-dueNs)
	}
	slices.Sort(truth)
	return log, truth
}

// nearestRank is the nearest-rank percentile of sorted at l, the rank
// rounded half up: ⌊l·n/10000 + 1/2⌋, at least 1.
func nearestRank(sorted []int64, l Level) int64 {
	n := int64(len(sorted))
	return sorted[max(1, (int64(l)*n+5000)/10000)-1]
}

// The formats TestRecurringStalls writes: each tool's log of the requests,
// as the tool writes it.
var pacedFormats = []struct {
	tool  string
	pace  pacer
	write func(b *bytes.Buffer, log []pacedRequest)
}{
	{"hey -c 2 -q 500 -o csv", oneTick, func(b *bytes.Buffer, log []pacedRequest) {
		b.WriteString("response-time,DNS+dialup,DNS,Request-write,Response-delay,Response-read,status-code,offset\n")
		for _, r := range log {
			fmt.Fprintf(b, "%.4f,0.0000,0.0000,0.0000,%.4f,0.0000,200,%.4f\n", float64(r.latencyNs)/1e9, float64(r.latencyNs)/1e9, float64(r.sendNs+3e6)/1e9)
		}
	}},
	{"Locust, 2 users, constant_pacing(0.002), contrib/locust/co_log.py", pacing, func(b *bytes.Buffer, log []pacedRequest) {
		b.WriteString("start_s,latency_ms,user,name,ok\n")
		for _, r := range log {
			fmt.Fprintf(b, "%.6f,%.3f,%d,/,true\n", float64(r.sendNs+1_796_000_000e9)/1e9, float64(r.latencyNs)/1e6, r.worker+1)
		}
	}},
	{"vegeta attack -rate 1000 -max-workers 2, vegeta encode -to csv", catchUp, func(b *bytes.Buffer, log []pacedRequest) {
		sorted := slices.Clone(log)
		slices.SortStableFunc(sorted, func(a, b pacedRequest) int { return int(a.sendNs - b.sendNs) })
		for i, r := range sorted {
			fmt.Fprintf(b, "%d,200,%d,0,3,,b2sK,,%d,GET,http://127.0.0.1:8080/,\n", r.sendNs+1_796_000_000e9, r.latencyNs, i)
		}
	}},
	{"fortio load -qps 1000 -c 2 -access-log-file", catchUp, func(b *bytes.Buffer, log []pacedRequest) {
		for _, r := range log {
			fmt.Fprintf(b, "{\"latency\":%.9f,\"timestamp\":%d,\"thread\":%d,\"iter\":0,\"ok\":true,\"details\":\"200\"}\n", float64(r.latencyNs)/1e9, r.sendNs+1_796_000_000e9, r.worker)
		}
	}},
}

// TestRecurringStalls audits, with the plan inferred, the logs of four
// tools that keep a plan of 1000 requests a second on two workers, each
// a closed loop, against a server that stalls within every second: for
// 200 ms every second, and for 60 ms every 300 ms. No whole second of
// such a run holds the plan's sends, and the plan is still the tool's
// (issue 52). Each log is audited on its plan, within 1 %; it hid the
// stalls, the lower bound's p99 at least 10× the recorded p99; and the
// bound is at or below the truth, the open loop's figures on the same
// server, at p90, p99 and p99.9.
func TestRecurringStalls(t *testing.T) {
	stalls := []struct{ stall, period, first time.Duration }{
		{200 * time.Millisecond, time.Second, 500 * time.Millisecond},
		{60 * time.Millisecond, 300 * time.Millisecond, 100 * time.Millisecond},
	}
	for _, st := range stalls {
		sc := sim.Default()
		sc.Stall, sc.Period, sc.FirstStall, sc.Duration = st.stall, st.period, st.first, 10*time.Second
		for _, f := range pacedFormats {
			t.Run(fmt.Sprintf("%s, %v every %v", f.tool, st.stall, st.period), func(t *testing.T) {
				log, truth := pacedLog(sc, 2, 1e6, f.pace)
				var b bytes.Buffer
				f.write(&b, log)
				out, err := Run(&b, "paced.log", Flags{}, Given{})
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				res := out.Result
				if d := res.Plan.IntervalNs - 1e6; d < -1e4 || d > 1e4 {
					t.Errorf("plan: one every %v, want 1ms within 1 %%", ns(res.Plan.IntervalNs))
				}
				if line := out.RunLine(out.Runs[0]); !strings.Contains(line, "hid the slow moments") {
					t.Errorf("line: %s", line)
				}
				if b, r := res.Bound.At(P99), res.Recorded.At(P99); b < 10*r {
					t.Errorf("bound p99 %v, recorded %v: want at least 10×", ns(b), ns(r))
				}
				for _, l := range []Level{P90, P99, P999} {
					if b, tr := res.Bound.At(l), nearestRank(truth, l); b > tr {
						t.Errorf("bound %v at %v above the truth, %v", ns(b), l, ns(tr))
					}
				}
			})
		}
	}
}

// TestWholeMillisecondLatencies: Locust's FastHttpUser reports each
// response time in whole ms, so that the hook's log stamps sends to the µs
// and writes latencies of 0.000 for every quick reply. The latencies'
// own clock (1 ms) is measured from their values, said in a note, and
// the hidden factor divides by no recorded figure below it: the bound's
// p99 over 1 ms, not over 1 µs (it once said "hid 190047×").
func TestWholeMillisecondLatencies(t *testing.T) {
	sc := sim.Default()
	sc.Stall, sc.Period, sc.FirstStall, sc.Duration = 200*time.Millisecond, time.Second, 500*time.Millisecond, 10*time.Second
	log, _ := pacedLog(sc, 2, 1e6, pacing)
	var b bytes.Buffer
	b.WriteString("start_s,latency_ms,user,name,ok\n")
	for _, r := range log {
		fmt.Fprintf(&b, "%.6f,%.3f,%d,/,true\n", float64(r.sendNs+1_796_000_000e9)/1e9, float64(r.latencyNs/1e6), r.worker+1)
	}
	out, err := Run(&b, "fasthttp.csv", Flags{}, Given{})
	if err != nil {
		t.Fatal(err)
	}
	res := out.Result
	if res.LatencyResolutionNs != 1e6 || res.ResolutionNs != 1000 || res.Recorded.At(P99) != 0 {
		t.Fatalf("latencies to %v, sends to %v, recorded p99 %v: want 1ms, 1µs and 0", ns(res.LatencyResolutionNs), ns(res.ResolutionNs), ns(res.Recorded.At(P99)))
	}
	if want := float64(res.Bound.At(P99)) / 1e6; res.Hidden(res.Bound.Figures, P99) != want || want > 200 {
		t.Errorf("hidden at p99: %v, want the bound's p99 over 1 ms, %v", res.Hidden(res.Bound.Figures, P99), want)
	}
	if !slices.ContainsFunc(out.Log.Notes, func(n string) bool {
		return strings.Contains(n, "its latencies are written to 1ms, coarser than its sends (1µs)")
	}) {
		t.Errorf("no note of the latencies' clock: %q", out.Log.Notes)
	}
	if raw := string(out.Raw); !strings.Contains(raw, "RESULT audit.run1.latency-resolution 1000.0 us") {
		t.Errorf("the raw file does not state the latencies' clock:\n%s", raw)
	}
}

// TestClusteredTickers: hey's ten workers each tick every 2 ms, their
// phases a few tens of µs apart, and its CSV writes times to 100 µs. A
// window of 16 sends spans one cluster of ticks or two more often than
// its share, and its median read the 200 µs plan as 218.75 µs in every
// real log; windows of 64 read it within 5 % (the clusters here are
// tighter than hey's, whose logs read within 2 %). A log with no 65 quiet
// sends in a row falls back to windows of 16, and says so.
func TestClusteredTickers(t *testing.T) {
	var b bytes.Buffer
	b.WriteString("response-time,DNS+dialup,DNS,Request-write,Response-delay,Response-read,status-code,offset\n")
	var sends []int64
	for k := int64(0); k < 1000; k++ {
		for j := int64(0); j < 10; j++ {
			sends = append(sends, 3_000_000+k*2_000_000+j*37_000)
		}
	}
	slices.Sort(sends)
	for _, s := range sends {
		fmt.Fprintf(&b, "0.0003,0.0000,0.0000,0.0000,0.0003,0.0000,200,%.4f\n", float64(s)/1e9)
	}
	out, err := Run(bytes.NewReader(b.Bytes()), "hey.csv", Flags{}, Given{})
	if err != nil {
		t.Fatal(err)
	}
	if p := out.Result.Plan; p.WindowSends != 64 || p.IntervalNs < 190_000 || p.IntervalNs > 210_000 {
		t.Errorf("plan every %v from windows of %d, want 200µs within 5 %% from windows of 64", ns(p.IntervalNs), p.WindowSends)
	}
	// every 20th request slow: no 65 quiet in a row, windows of 16
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	for i := 20; i < len(lines); i += 20 {
		lines[i] = strings.Replace(lines[i], "0.0003,0.0000,0.0000,0.0000,0.0003", "0.0500,0.0000,0.0000,0.0000,0.0500", 1)
	}
	out, err = Run(strings.NewReader(strings.Join(lines, "\n")+"\n"), "hey.csv", Flags{}, Given{})
	if err != nil {
		t.Fatal(err)
	}
	if p := out.Result.Plan; p.WindowSends != 16 || !strings.Contains(out.Result.PlanWords(), "(16 in a row)") {
		t.Errorf("windows of %d, %q; want 16", p.WindowSends, out.Result.PlanWords())
	}
}

// TestHeyFlatBound: a live hey log (testdata/audit/hey-clustered.csv, the
// first 2.6 s of a run of hey -z 5s -c 10 -q 500 -o csv against the
// seed's stalling server) whose ten workers' sends came in clusters, so
// that no request sent to a free server met a stall: the bound of free
// requests alone stayed at the least latency ("the lower bound cannot
// tell"), in 4 of 20 runs here. The replies' silences, while requests
// were in flight, show each stall: the bound's p99 is at least 10 times
// the recorded, and at or below the open loop's on the seed's schedule
// (a stall of 200 ms every 1 s from 500 ms after the first send, 100 µs a
// request), less hey's clock step.
func TestHeyFlatBound(t *testing.T) {
	out, err := Run(bytes.NewReader(fixture(t, "hey-clustered.csv")), "hey-clustered.csv", Flags{}, Given{})
	if err != nil {
		t.Fatal(err)
	}
	res := out.Result
	if d := res.Plan.IntervalNs - 200_000; d < -20_000 || d > 20_000 || res.Hidden(res.Bound.Figures, P99) < 10 || res.BoundFlat {
		t.Fatalf("plan every %v, hidden %.1f×: %s", ns(res.Plan.IntervalNs), res.Hidden(res.Bound.Figures, P99), out.RunLine(out.Runs[0]))
	}
	boundBelowSeed(t, res, out.Runs[0].Requests)
}

// boundBelowSeed checks that the bound of res, the audit of a live log
// reqs of the seed's scenario, is at or below the open loop's on the
// seed's schedule (a stall of 200 ms every 1 s from 500 ms after the
// first send, 100 µs a request, one every 200 µs to the last send) at
// p90, p99 and p99.9, less the log's clock step.
func boundBelowSeed(t *testing.T, res *Result, reqs []Request) {
	t.Helper()
	first, last := reqs[0].SendNs, reqs[len(reqs)-1].SendNs
	var truth []int64
	for u := first; u <= last; u += 200_000 {
		lat := int64(100_000)
		if into := (u - first - 500_000_000) % 1_000_000_000; u-first >= 500_000_000 && into < 200_000_000 {
			lat += 200_000_000 - into
		}
		truth = append(truth, lat)
	}
	slices.Sort(truth)
	for _, l := range []Level{P90, P99, P999} {
		if b, tr := res.Bound.At(l), nearestRank(truth, l); b > tr+res.ResolutionNs {
			t.Errorf("the bound's p%v %v above the truth's %v", l, ns(b), ns(tr))
		}
	}
}
