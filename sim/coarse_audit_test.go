package sim

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/audit"
	"coordinated-omission/internal/coarse"
	"coordinated-omission/internal/rank"
	"coordinated-omission/internal/testenv"
)

// coarsened is a Workload's closed run as a log of intervals of width
// widthNs from 0, as Locust's history or k6's whole seconds hold it: the
// requests answered in each interval, every latency, and the users live
// through it (started by the ramp, on average and at most; a thread ends
// at its last reply).
func coarsened(w Workload, rs []WorkloadRequest, widthNs int64) *coarse.Log {
	lastNs := int64(0)
	ends := make([]int64, w.Threads)
	for _, r := range rs {
		lastNs = max(lastNs, r.SendNs+r.LatencyNs)
		ends[r.Thread] = max(ends[r.Thread], r.SendNs+r.LatencyNs)
	}
	n := lastNs/widthNs + 1
	lats := make([][]coarse.Atom, n)
	counts := make([]int64, n)
	for _, r := range rs {
		k := (r.SendNs + r.LatencyNs) / widthNs
		counts[k]++
		lats[k] = append(lats[k], coarse.Atom{Ns: r.LatencyNs, N: 1})
	}
	l := &coarse.Log{Tool: "the model", Format: "model", Arrivals: coarse.Closed, ResolutionNs: 1}
	if w.Iterations > 0 {
		l.Arrivals = coarse.Open
	}
	for k := range n {
		from, to := k*widthNs, (k+1)*widthNs
		var users, most, arrived float64
		for j := range w.Threads {
			live := max(0, min(to, ends[j])-max(from, w.startNs(j)))
			users += float64(live) / float64(widthNs)
			if live > 0 {
				most++
			}
			if s := w.startNs(j); s >= from && s < to {
				arrived++
			}
		}
		l.Intervals = append(l.Intervals, coarse.Interval{StartNs: from, WidthNs: widthNs, Users: users, UsersMax: most, Arrivals: arrived, Count: counts[k], Lat: coarse.Tidy(lats[k])})
	}
	return l
}

// locustQuantiles are Locust's default percentiles (PERCENTILES_TO_REPORT).
var locustQuantiles = []float64{0.5, 0.66, 0.75, 0.8, 0.9, 0.95, 0.98, 0.99, 0.999, 0.9999, 1}

// percentiled is l as Locust's history holds it: each interval's
// latencies as Locust's default percentiles of them, each rounded as
// Locust rounds a response time (to 10 ms from 100 ms, to 100 ms from
// 1 s, to 1 s from 10 s), with the run's least latency so far, its
// longest, and the sum of its latencies (Locust's average times its
// count).
func percentiled(l *coarse.Log) *coarse.Log {
	out := *l
	out.Intervals, out.ResolutionNs = slices.Clone(l.Intervals), 1e6
	least := int64(-1)
	for i := range out.Intervals {
		iv := &out.Intervals[i]
		if iv.Count == 0 {
			continue
		}
		for _, a := range iv.Lat {
			iv.SumNs += a.N * a.Ns
		}
		iv.Summed, iv.MaxNs = true, iv.Lat.MaxNs()
		if least < 0 || iv.Lat.MinNs() < least {
			least = iv.Lat.MinNs()
		}
		qs := append([]float64{1 / float64(iv.Count)}, locustQuantiles...)
		vals := []int64{least}
		for _, q := range locustQuantiles {
			vals = append(vals, locustRounded(iv.Lat.At(int64(math.Round(q*10_000)))))
		}
		if qs[0] >= qs[1] || least > vals[1] {
			qs, vals = qs[1:], vals[1:]
		}
		iv.Lat, iv.LatFloor, iv.LatCeil = coarse.FromPercentiles(iv.Count, qs, vals), coarse.FloorOfPercentiles(iv.Count, qs, vals), coarse.CeilOfPercentiles(iv.Count, qs, vals)
	}
	return &out
}

// locustRounded is a latency as Locust keeps it for its percentiles.
func locustRounded(ns int64) int64 {
	step := locustStep(ns)
	return int64(math.Round(float64(ns)/float64(step))) * step
}

// locustStep is the step Locust rounds a latency to: 1 ms below 100 ms,
// 10 ms below 1 s, 100 ms below 10 s, 1 s from there.
func locustStep(ns int64) int64 {
	switch {
	case ns >= 10e9:
		return 1e9
	case ns >= 1e9:
		return 100e6
	case ns >= 100e6:
		return 10e6
	}
	return 1e6
}

// drawCoarseWorkload draws a load test of the length coarse logs are
// kept for: 30 to 90 s, 1 to 200 threads thinking 0 to 1 s, 1 to 64
// workers, a load of 5 to 85 %, and pauses of 20 ms to 2 s, or the
// seed's stall (200 ms each second), or none; the threads loop, or run
// sessions of 2 to 20 requests one after another (closed sessions), or
// arrive over the run, each a user of 1 to 20 requests (open arrivals).
func drawCoarseWorkload(rng *rand.Rand) Workload {
	us := func(lo, hi int) time.Duration { return time.Duration(lo+rng.IntN(hi-lo+1)) * time.Microsecond }
	w := Workload{Threads: 1 + rng.IntN(200), Workers: 1 + rng.IntN(64), Services: []time.Duration{us(50, 2000)}, RTT: us(0, 500),
		ThinkJitterPct: rng.IntN(50), Seed: rng.Uint64(), Duration: time.Duration(30+rng.IntN(61)) * time.Second}
	w.Workers = min(w.Workers, w.Threads)
	load := 0.05 + 0.8*rng.Float64()
	z := float64(w.Threads)*float64(w.Services[0])/(float64(w.Workers)*load) - float64(w.Services[0]+w.RTT)
	w.Think = time.Duration(max(0, min(z, float64(time.Second))))
	// at most 10^6 requests: lengthen the cycle, not the run
	cycle := w.Services[0] + w.RTT + w.Think
	if perSec := float64(w.Threads) / cycle.Seconds(); perSec*w.Duration.Seconds() > 1e6 {
		w.Think += time.Duration(float64(time.Second) * (perSec*w.Duration.Seconds()/1e6 - 1) * cycle.Seconds())
	}
	if rng.IntN(4) == 0 {
		w.Ramp = time.Duration(rng.Int64N(int64(w.Duration) / 3))
	}
	switch rng.IntN(4) {
	case 0:
		w.SessionRequests = 2 + rng.IntN(19)
	case 1: // open: users arrive evenly over the run, at most 100 a second
		w.Iterations = 1 + rng.IntN(20)
		w.Threads = min(int(100*w.Duration.Seconds()), max(10, int(float64(w.Threads)*w.Duration.Seconds()/(float64(w.Iterations)*cycle.Seconds()))))
		w.Ramp, w.Duration = w.Duration, 0
	}
	switch rng.IntN(4) {
	case 0: // none
	case 1:
		w.Stall, w.Period, w.FirstStall = 200*time.Millisecond, time.Second, 500*time.Millisecond
	default:
		n := 1 + rng.IntN(10)
		w.Pauses = drawPauses(rng, max(w.Duration, w.Ramp), n, 0.005+0.1*rng.Float64())
		for i := range w.Pauses {
			w.Pauses[i].Length = max(w.Pauses[i].Length, 20*time.Millisecond)
		}
		w.Pauses = apart(w.Pauses)
	}
	return w
}

// apart drops the pauses that run into the one before.
func apart(ps []Pause) []Pause {
	var out []Pause
	for _, p := range ps {
		if len(out) == 0 || p.At > out[len(out)-1].At+out[len(out)-1].Length {
			out = append(out, p)
		}
	}
	return out
}

// TestCoarseAuditOfWorkloads audits drawn workloads' runs
// (drawCoarseWorkload), coarsened to 1 s and to 10 s as a tool's log of
// intervals holds them, and to 10 s in Locust's default percentiles with
// their sums (percentiled), against their truth (Workload.Truth: the
// schedule the users keep when the server never pauses, sent open to the
// pausing server):
//   - the bound is at or below the truth at p90, p99 and p99.9 in every
//     one (in percentiles, to a step of Locust's rounding); of up to 40
//     closed runs of 200,000 requests or fewer, it is also held beside
//     the per-request audit's bound of the same run, told nothing: the
//     two rest on different assumptions, and where the interval's is the
//     tighter (under FULL=1, at 2 levels of 1 run of the 35 compared: 15
//     threads in sessions on 2 workers, the seed's stall each second, p90
//     40.4 against 19.7 ms, p99 157 against 144 ms, the truth's 151 and
//     197 ms), both are at or below the truth, and the test logs it;
//   - an open model is said to hide nothing: its re-timings are the
//     recording, and it left no request unsent;
//   - a closed log in percentiles with no quiet interval that gives its
//     sum says its unsent are rough and states no estimate (39 of 600
//     under FULL=1); of every other closed one, the unsent requests are
//     within 10 % of the truth's (or of two users' worth) in 95 % or
//     more, and the estimate, where stated, within 25 % of the truth at
//     p99 in 97 % or more (under FULL=1: 410 of 417, and 361 of 367; 50
//     more are not stated, their p99 moving more than a quarter across
//     the loads the log allows (37), or when the requests they re-time
//     are a tenth fewer or more (7), or the busiest load shown saturating
//     the server (6)). Of its 6 misses, 3 are of a server busier than
//     the estimate answers for with no load shown (of 23 such stated, 20
//     held all the same), one of them saturated, its truth's queue
//     growing to 8 times the estimate; the others a load shown wrongly
//     (users in sessions of 20, each on a worker of its own) and a p99
//     the estimate overstates at the true load too (docs/audit-coarse.md).
func TestCoarseAuditOfWorkloads(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(59, 1))
	cases := testenv.Count(6, 200)
	var closed, unsentNear, stated, estNear, open, compared, tighter, rough, beyond, beyondNear int
	for range cases {
		w := drawCoarseWorkload(rng)
		rs, err := w.Closed()
		if err != nil {
			t.Fatal(err)
		}
		truthRs, truth := sortedTruth(t, w)
		at := func(l int64) int64 { return truth[rank.HalfUp(l, 10_000, int64(len(truth)))-1] }
		for _, v := range []struct {
			width int64
			pcts  bool
		}{{1e9, false}, {10e9, false}, {10e9, true}} {
			width := v.width
			l := coarsened(w, rs, width)
			if v.pcts {
				l = percentiled(l)
			}
			res, err := coarse.Audit(l)
			if err != nil {
				t.Fatalf("%+v: %v", w, err)
			}
			what := fmt.Sprintf("%v intervals (percentiles %v), %d threads (%d workers, think %v, S %v, RTT %v, sessions %d, iterations %d; pauses %v; a stall of %v)",
				time.Duration(width), v.pcts, w.Threads, w.Workers, w.Think, w.Services[0], w.RTT, w.SessionRequests, w.Iterations, w.Pauses, w.Stall)
			for i, l := range []int64{9000, 9900, 9990} {
				// a log in Locust's percentiles is held to the truth a step of
				// Locust's rounding up: the recording is no finer; and of open
				// arrivals, whose bound is the recording, the windows'
				// percentiles merged, only to that
				truthAt := at(l)
				if v.pcts {
					truthAt = at(l) + locustStep(at(l))
				}
				if b := res.Bound.Figures[i+1]; b > truthAt && !(v.pcts && w.Iterations > 0) {
					t.Errorf("%s: the bound's p%v is %v, above the truth's %v", what, float64(l)/100, time.Duration(b), time.Duration(truthAt))
				}
			}
			if w.Iterations > 0 {
				open++
				if res.Bound.Figures != res.Recorded.Figures || res.Estimate.Figures != res.Recorded.Figures || res.Unsent != 0 {
					t.Errorf("%s: open arrivals, re-timed to %v and %v from the recording's %v, with %d unsent", what, res.Bound.Figures, res.Estimate.Figures, res.Recorded.Figures, res.Unsent)
				}
				continue
			}
			closed++
			if len(rs) <= 200_000 && compared < 40 && width == 1e9 {
				compared++
				if fine, err := audit.Audit(workloadLog(rs), audit.Options{ResolutionNs: 1}); err == nil {
					for i, l := range []audit.Level{audit.P90, audit.P99, audit.P999} {
						if c := res.Bound.Figures[i+1]; c > fine.Bound.At(l) {
							tighter++
							t.Logf("%s: the bound's p%v is %v by interval, above the per-request audit's %v (both at or below the truth's %v)", what, l, time.Duration(c), time.Duration(fine.Bound.At(l)), time.Duration(at(int64(l))))
						}
					}
				}
			}
			if res.Rough != "" {
				rough++ // the unsent a rough guess, the estimate not stated
				continue
			}
			unsentTruth := int64(len(truthRs) - len(rs))
			if d := abs(res.Unsent - unsentTruth); d*10 <= unsentTruth || d <= int64(2*w.Threads) {
				unsentNear++
			} else {
				t.Logf("%s: %d unsent, the truth %d", what, res.Unsent, unsentTruth)
			}
			if !res.Estimate.Stated() {
				t.Logf("%s: no estimate: %s; the truth's p99 %v", what, res.Estimate.Unstated, time.Duration(at(9900)))
				continue
			}
			stated++
			// beyond: no load shown, and the server busier than the estimate
			// answers for (its assumption says a busier one's tail is longer)
			out := !res.LoadShown && busyWhenUp(w) > coarse.UnshownBusiest
			if out {
				beyond++
			}
			// in Locust's percentiles, to a step of its rounding too
			if e, want := res.Estimate.Figures[2], at(9900); relErr(e, want) <= 0.25 || v.pcts && abs(e-want) <= locustStep(want) {
				estNear++
				if out {
					beyondNear++
				}
			} else {
				t.Logf("%s: the estimate's p99 is %v, the truth's %v (recorded %v; loads %+v, shown by %d intervals; the workload's server busy %.2f of the time it was not paused)",
					what, time.Duration(e), time.Duration(want), time.Duration(res.Recorded.Figures[2]), res.Loads, res.LoadShows, busyWhenUp(w))
			}
		}
	}
	// 6 draws by default, at least three quarters of whose estimates
	// hold; 200 under FULL=1, of which 97 %
	want := 97
	if !testenv.Full() {
		want = 75
	}
	if closed -= rough; unsentNear*100 < closed*95 || estNear*100 < stated*want {
		t.Errorf("unsent within 10 %% in %d of %d closed logs; the estimate within 25 %% at p99 in %d of %d stated", unsentNear, closed, estNear, stated)
	}
	t.Logf("of %d runs audited request by request too, the bound by interval was above that audit's at %d levels", compared, tighter)
	t.Logf("%d logs of open arrivals, each said to hide nothing; %d closed in percentiles with no quiet interval that gives its sum, said to be rough; %d closed: unsent within 10 %% (or two users) in %d; the estimate stated in %d, within 25 %% at p99 in %d (of those, %d of a server busier than it answers for, with no load shown: %d within)",
		open, rough, closed, unsentNear, stated, estNear, beyond, beyondNear)
}

// busyWhenUp is the share of its capacity w's plan keeps its server busy
// while it is not paused: a user's cycle is its request and its think
// time, but for the last of a session's, which has none.
func busyWhenUp(w Workload) float64 {
	think := float64(w.Think)
	if k := float64(w.SessionRequests); k > 0 {
		think *= (k - 1) / k
	}
	load := float64(w.Threads) * float64(w.Services[0]) / (float64(w.Workers) * (float64(w.Services[0]+w.RTT) + think))
	paused := float64(w.Stall) / float64(max(1, w.Period))
	if len(w.Pauses) > 0 {
		var sum time.Duration
		for _, p := range w.Pauses {
			sum += p.Length
		}
		paused = float64(sum) / float64(max(w.Duration, w.Ramp))
	}
	return load / (1 - paused)
}

func abs(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}

// TestEstimateNotFixedByLog: two closed runs whose users each hold a
// worker of their own, on 2 workers and on 64, send and are answered
// alike, so every log of intervals they write is the same; but an open
// loop at their plan's pace keeps 2 workers 80 % busy and 64 under 3 %,
// and answers a pause's backlog so much later on 2 that the truths'
// p99 are more than 5/3 apart: no figure is within 25 % of both. No slow
// moment shows the load, and the estimate's p99 moves more than a
// quarter between an idle server and a busy one, so it is not stated,
// and says why.
func TestEstimateNotFixedByLog(t *testing.T) {
	t.Parallel()
	w := Workload{Threads: 2, Workers: 2, Services: []time.Duration{time.Millisecond}, RTT: 50 * time.Microsecond, Think: 200 * time.Microsecond,
		Duration: 50 * time.Second, Pauses: []Pause{{At: 20 * time.Second, Length: time.Second}}}
	wide := w
	wide.Workers = 64
	var p99 [2]int64
	var logs [2]*coarse.Log
	for i, w := range []Workload{w, wide} {
		rs, err := w.Closed()
		if err != nil {
			t.Fatal(err)
		}
		_, truth := sortedTruth(t, w)
		p99[i] = truth[rank.HalfUp(9900, 10_000, int64(len(truth)))-1]
		logs[i] = coarsened(w, rs, 1e9)
	}
	if !reflect.DeepEqual(logs[0], logs[1]) {
		t.Fatal("the two runs' logs of intervals differ")
	}
	if p99[0]*3 <= p99[1]*5 {
		t.Errorf("the truths' p99: %v on 2 workers, %v on 64: want more than 5/3 apart", time.Duration(p99[0]), time.Duration(p99[1]))
	}
	res, err := coarse.Audit(logs[0])
	if err != nil {
		t.Fatal(err)
	}
	if res.LoadShown || res.Estimate.Stated() || !strings.Contains(res.Estimate.Unstated, "and the log does not tell them apart") {
		t.Errorf("load shown %v; the estimate %v (%q): want it not stated, the load unfixed", res.LoadShown, res.Estimate.Figures, res.Estimate.Unstated)
	}
	t.Logf("the truths' p99: %v on 2 workers, %v on 64; the estimate: %s", time.Duration(p99[0]), time.Duration(p99[1]), res.Estimate.Unstated)
}
