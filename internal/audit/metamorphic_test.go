package audit

import (
	"bytes"
	"cmp"
	"coordinated-omission/internal/reqlog"
	"fmt"
	"os"
	"slices"
	"testing"
	"time"

	"coordinated-omission/sim"
)

// Where no truth is known, transform (STYLE.md, habit 20): the same
// requests in another format must audit the same, and a known cause
// injected into a log, a pause lived through as a closed loop lives
// through it, must be found, its size known.

// auditOf reads a log and audits its one run.
func auditOf(t *testing.T, name string, input []byte, rd reqlog.Reading) *Result {
	t.Helper()
	log, err := reqlog.ReadWith(bytes.NewReader(input), rd)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	closedUsersIfUnnamed(log) // as Run does
	res, err := Audit(log.Requests, Options{ResolutionNs: log.ResolutionNs})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return res
}

// TestSameRequestsSameAudit writes one workload's requests as JMeter's
// CSV (with its rows that are not requests), its XML, its CSV with dates,
// and the generic CSV, all to the ms; as Gatling's text log (3.9) and its
// binary one (3.14); and as k6's JSON and its CSV at µs.
// Each group must audit to the same figures, plan and design.
func TestSameRequestsSameAudit(t *testing.T) {
	w := fieldWorkload(true)
	generic := reqlog.Generic{Send: "sent", Latency: "took_ms", Conn: "thread", Type: "label"}
	for _, group := range [][]struct {
		name  string
		write func(b *bytes.Buffer)
		rd    reqlog.Reading
	}{
		{
			{"JTL CSV", func(b *bytes.Buffer) { writeJTL(b, w, fieldRequests(t, w), ",", "", true) }, reqlog.Reading{}},
			{"JTL XML", func(b *bytes.Buffer) { writeJTLXML(t, b, w, false) }, reqlog.Reading{}},
			{"JTL with dates", func(b *bytes.Buffer) { writeJTL(b, w, fieldRequests(t, w), "\t", "2006/01/02 15:04:05.000", true) }, reqlog.Reading{}},
			{"generic CSV", func(b *bytes.Buffer) { writeGenericThreads(t, b, w) }, reqlog.Reading{Format: reqlog.FormatCSV, Generic: generic}},
			{"Gatling 3.0", func(b *bytes.Buffer) { writeGatling(t, b, w, "3.0.3") }, reqlog.Reading{}},
		},
		{
			{"Gatling 3.9, text", func(b *bytes.Buffer) { writeGatling(t, b, w, "3.9.5") }, reqlog.Reading{}},
			{"Gatling 3.14, binary", func(b *bytes.Buffer) { writeGatlingBinary(t, b, w, "3.14.2") }, reqlog.Reading{}},
		},
		{
			{"k6 JSON", func(b *bytes.Buffer) { writeK6JSON(t, b, w) }, reqlog.Reading{}},
			{"k6 CSV at µs", func(b *bytes.Buffer) { writeK6CSV(t, b, w, 19) }, reqlog.Reading{}},
		},
	} {
		var first *Result
		for _, f := range group {
			var b bytes.Buffer
			f.write(&b)
			res := auditOf(t, f.name, b.Bytes(), f.rd)
			if first == nil {
				first = res
				if res.Threads == nil || !res.Hid() && res.Recorded.Figures == res.Bound.Figures {
					t.Errorf("%s: %s", f.name, res.Line("x", "y"))
				}
				continue
			}
			for _, row := range []struct {
				name      string
				got, want Retiming
			}{{"recorded", res.Recorded, first.Recorded}, {"bound", res.Bound, first.Bound}, {"replay-server", res.ReplayServer, first.ReplayServer},
				{"replay-requests", res.ReplayRequests, first.ReplayRequests}, {"corrected", res.Corrected, first.Corrected}} {
				if row.got != row.want {
					t.Errorf("%s: %s %v, want %v as %s gives", f.name, row.name, row.got, row.want, group[0].name)
				}
			}
			if res.PlanWords() != first.PlanWords() || res.Sending.Design != first.Sending.Design {
				t.Errorf("%s: plan %q, design %s; %s gives %q, %s", f.name, res.PlanWords(), res.Sending.Design, group[0].name, first.PlanWords(), first.Sending.Design)
			}
		}
	}
}

// injectPauses is a log as its closed loops would have written it had the
// server paused in pauses: a request in flight or sent during a pause
// waits for its end (its latency grows by the time the pause held it),
// and its thread's later requests move back by that wait. It also
// returns the truth: the original schedule kept open, each request sent
// when it was, meeting the same pauses. reqs are sorted by send and name
// their threads.
func injectPauses(reqs []Request, pauses []Window) (lived []Request, truth []int64) {
	lived = slices.Clone(reqs)
	truth = make([]int64, len(reqs))
	shift := map[int32]int64{}
	for i, r := range reqs {
		truth[i] = servedAround(pauses, r.SendNs, r.LatencyNs) - r.SendNs
		send := r.SendNs + shift[r.Conn]
		lived[i].SendNs = send
		lived[i].LatencyNs = servedAround(pauses, send, r.LatencyNs) - send
		shift[r.Conn] += lived[i].LatencyNs - r.LatencyNs
	}
	slices.SortStableFunc(lived, func(a, b Request) int { return cmp.Compare(a.SendNs, b.SendNs) })
	slices.Sort(truth)
	return lived, truth
}

// pausesIn lays out n pauses of length each, spread over reqs' span.
func pausesIn(reqs []Request, n int, length int64) []Window {
	first, last := reqs[0].SendNs, reqs[len(reqs)-1].SendNs
	var out []Window
	for k := 1; k <= n; k++ {
		from := first + (last-first)*int64(k)/int64(n+1)
		out = append(out, Window{from, from + length})
	}
	return out
}

// threadedFixtures are the fixtures whose requests name their threads and
// whose server did not pause of its own: their truth with pauses injected
// is known.
var threadedFixtures = []string{"jmeter.jtl", "jmeter-dates.jtl", "jmeter-2x.jtl", "jmeter.xml", "jmeter-crash.jtl", "jmeter-failed.jtl",
	"gatling-v30.log", "gatling-v39.log", "gatling-v314.log", "k6-18.csv", "k6-19.csv", "k6-keys.json"}

// TestInjectedPauses injects server-wide pauses into the logs of every
// fixture with threads, and into logs of each format written from
// workloads of many threads, a ramp and think time, as closed loops live
// through them; the truth is each original schedule kept open, meeting
// the same pauses. The audit must keep its lower bound at or below the
// truth (p90, p99, p99.9), find the tail (its bound at least twice the
// recorded p99 wherever the truth is at least four times it), and put one
// re-timing within 25 % of the truth at p99.
func TestInjectedPauses(t *testing.T) {
	type input struct {
		name string
		reqs []Request
		res  int64
	}
	var inputs []input
	for _, f := range threadedFixtures {
		b, err := os.ReadFile("../../testdata/audit/" + f)
		if err != nil {
			t.Fatal(err)
		}
		log, err := reqlog.Read(bytes.NewReader(b), "", reqlog.Generic{})
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		closedUsersIfUnnamed(log)
		inputs = append(inputs, input{f, log.Requests, log.ResolutionNs})
	}
	for i, w := range []sim.Workload{
		{Threads: 200, Ramp: 20 * time.Second, Think: 2 * time.Second, ThinkJitterPct: 50, ServiceJitterPct: 30, Duration: 60 * time.Second,
			Services: []time.Duration{20 * time.Millisecond, 80 * time.Millisecond}, Workers: 64, RTT: time.Millisecond, Seed: 3},
		{Threads: 50, Ramp: 5 * time.Second, Think: 300 * time.Millisecond, ThinkJitterPct: 20, ServiceJitterPct: 10, Duration: 30 * time.Second,
			Services: []time.Duration{5 * time.Millisecond}, Workers: 16, Seed: 4},
		{Threads: 10, Ramp: time.Second, ServiceJitterPct: 50, Duration: 20 * time.Second, // JMeter with no timer: each thread sends at once
			Services: []time.Duration{2 * time.Millisecond, 6 * time.Millisecond}, Workers: 16, Seed: 5},
	} {
		rs, err := w.Closed()
		if err != nil {
			t.Fatal(err)
		}
		reqs := make([]Request, len(rs))
		for k, r := range rs {
			reqs[k] = Request{SendNs: r.SendNs / 1e6 * 1e6, LatencyNs: r.LatencyNs / 1e6 * 1e6, Conn: int32(r.Thread), Label: int32(r.Type)}
		}
		inputs = append(inputs, input{fmt.Sprintf("workload %d", i+1), reqs, 1e6})
	}
	for _, in := range inputs {
		slices.SortStableFunc(in.reqs, func(a, b Request) int { return cmp.Compare(a.SendNs, b.SendNs) })
		span := in.reqs[len(in.reqs)-1].SendNs - in.reqs[0].SendNs
		for _, length := range []int64{span / 50, span / 20} { // three pauses of 2 % of the run each, then of 5 %
			lived, truth := injectPauses(in.reqs, pausesIn(in.reqs, 3, length))
			res, err := Audit(lived, Options{ResolutionNs: in.res})
			if err != nil {
				t.Errorf("%s, pauses of %v: %v", in.name, ns(length), err)
				continue
			}
			name := fmt.Sprintf("%s, 3 pauses of %v", in.name, ns(length))
			for _, l := range []Level{P90, P99, P999} {
				if b, want := res.Bound.At(l), atLevel(truth, l); b > want {
					t.Errorf("%s: the bound's p%v %v is above the truth's %v", name, l, ns(b), ns(want))
				}
			}
			recorded, want := max(in.res, res.Recorded.At(P99)), atLevel(truth, P99)
			if want >= 4*recorded && res.Bound.At(P99) < 2*recorded {
				t.Errorf("%s: the truth's p99 %v is %.1f× the recorded %v, and the bound's %v not 2×", name, ns(want), float64(want)/float64(recorded), ns(recorded), ns(res.Bound.At(P99)))
			}
			best := min(relErr(res.ReplayServer.At(P99), want), relErr(res.ReplayRequests.At(P99), want), relErr(res.Bound.At(P99), want))
			if best > 0.25 {
				t.Errorf("%s: no re-timing within 25 %% of the truth's p99 %v: bound %v, replays %v and %v", name, ns(want), ns(res.Bound.At(P99)), ns(res.ReplayServer.At(P99)), ns(res.ReplayRequests.At(P99)))
			}
			t.Logf("%s: truth p99 %v, recorded %v, bound %v, replays %v and %v (%s)", name, ns(want), ns(res.Recorded.At(P99)), ns(res.Bound.At(P99)), ns(res.ReplayServer.At(P99)), ns(res.ReplayRequests.At(P99)), res.Sending.Design)
		}
	}
}

func relErr(got, want int64) float64 {
	d := float64(got - want)
	if d < 0 {
		d = -d
	}
	return d / float64(max(1, want))
}

// closedUsersIfUnnamed gives a Gatling 3.4-on log's requests to users,
// as Run does.
func closedUsersIfUnnamed(log *reqlog.Log) {
	slices.SortStableFunc(log.Requests, func(a, b Request) int { return cmp.Compare(a.SendNs, b.SendNs) })
	log.NameUsers()
}
