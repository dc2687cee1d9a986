package audit

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"testing"
	"time"

	"github.com/HdrHistogram/hdrhistogram-go"

	"coordinated-omission/internal/live"
	"coordinated-omission/internal/reqlog"
)

// The real Locust run behind locust-live-paused-history.csv and
// locust-live-paused.csv (their origin lines say how it ran): 10 users,
// each a request every 20 ms (constant_throughput(50)), against the
// stalling server of 100 µs a request that stalled 1.5 s every 20 s from
// 8 s after the first request.
const (
	liveUsers      = 10
	liveCycle      = 20 * time.Millisecond
	livePlan       = liveCycle / liveUsers
	liveService    = 100 * time.Microsecond
	liveStall      = 1500 * time.Millisecond
	livePeriod     = 20 * time.Second
	liveFirstStall = 8 * time.Second
)

// liveTruth is the run's truth: its requests' latencies had an open loop
// sent them on the plan (one every 2 ms from the first request to the
// last) to the same server, worked out from its schedule (live.OpenTruth),
// each with Locust's own time beside the server's (the log's median less
// the service time), sorted; and its unsent requests, each user's plan
// (a request every 20 ms from its first to its last) less what it sent.
func liveTruth(t *testing.T, reqs []reqlog.Request) (sorted []int64, unsent int64) {
	first, last := reqs[0].SendNs, reqs[0].SendNs
	lats := make([]int64, len(reqs))
	byUser := map[int32][]int64{}
	for i, r := range reqs {
		first, last = min(first, r.SendNs), max(last, r.SendNs)
		lats[i] = r.LatencyNs
		byUser[r.Conn] = append(byUser[r.Conn], r.SendNs)
	}
	if len(byUser) != liveUsers {
		t.Fatalf("%d users in the log, want %d", len(byUser), liveUsers)
	}
	for _, sends := range byUser {
		lo, hi := slices.Min(sends), slices.Max(sends)
		unsent += (hi-lo)/int64(liveCycle) + 1 - int64(len(sends))
	}
	slices.Sort(lats)
	own := lats[len(lats)/2] - int64(liveService)
	s := live.Schedule{Service: liveService, Stall: liveStall, Period: livePeriod, FirstStall: liveFirstStall}
	sorted = live.OpenTruth(s, livePlan, time.Duration(last-first))
	for i := range sorted {
		sorted[i] += own
	}
	slices.Sort(sorted)
	return sorted, unsent
}

// wholeSeconds is a per-request log with its send times cut to the
// second, as k6's CSV stamps them by default: the coarse log a k6 user
// holds, from the same requests.
func wholeSeconds(reqs []reqlog.Request) []byte {
	var b bytes.Buffer
	b.WriteString("start_s,latency_ms,user,name,ok\n")
	for _, r := range reqs {
		fmt.Fprintf(&b, "%d,%.3f,%d,//,true\n", r.SendNs/1e9, float64(r.LatencyNs)/1e6, r.Conn+1)
	}
	return b.Bytes()
}

// hlogOf is the requests' HdrHistogram interval log, by the second of
// their replies, written by hdrhistogram-go's HistogramLogWriter.
func hlogOf(t *testing.T, reqs []reqlog.Request) []byte {
	var b bytes.Buffer
	base := slices.MinFunc(reqs, func(a, b reqlog.Request) int { return int(a.SendNs - b.SendNs) }).SendNs / 1e6
	lw := hdrhistogram.NewHistogramLogWriter(&b)
	lw.SetBaseTime(base)
	for _, err := range []error{lw.OutputLogFormatVersion(), lw.OutputStartTime(base), lw.OutputLegend()} {
		if err != nil {
			t.Fatal(err)
		}
	}
	bySec := map[int64][]int64{}
	var lastSec int64
	for _, r := range reqs {
		sec := ((r.SendNs+r.LatencyNs)/1e6 - base) / 1000
		bySec[sec] = append(bySec[sec], r.LatencyNs)
		lastSec = max(lastSec, sec)
	}
	for sec := range lastSec + 1 {
		h := hdrhistogram.New(1, 3_600_000_000_000, 3)
		for _, v := range bySec[sec] {
			if err := h.RecordValue(v); err != nil {
				t.Fatal(err)
			}
		}
		h.SetStartTimeMs(base + sec*1000)
		h.SetEndTimeMs(base + (sec+1)*1000)
		if err := lw.OutputIntervalHistogram(h); err != nil {
			t.Fatal(err)
		}
	}
	return b.Bytes()
}

// TestLiveCoarseAgainstTruth: the coarse logs of a real Locust run
// against the stalling server, held to the run's truth (liveTruth): its
// stats history as Locust wrote it, and its per-request log coarsened to
// whole seconds (k6's default clock) and to an HdrHistogram interval log
// of 1 s. Each one's bound is at or below the truth at p90, p99 and
// p99.9, its estimate within 25 % of it at p99, and its unsent within
// 10 % of the truth's. Locust's own latency moved from 6 to 7.6 ms
// between the history's two quiet windows while the users kept their
// constant_throughput pace to 0.1 %, so the users' time is read from
// that pace (steadyCycle), not from the sums less a quick request's
// mean (here 1513 unsent of the truth's 1524; 1698 from the sums).
func TestLiveCoarseAgainstTruth(t *testing.T) {
	log, err := reqlog.Read(bytes.NewReader(fixture(t, "locust-live-paused.csv")), "", reqlog.Generic{})
	if err != nil {
		t.Fatal(err)
	}
	truth, unsentTruth := liveTruth(t, log.Requests)
	at := func(l Level) int64 { return nearestRank(truth, l) }
	for _, c := range []struct {
		name string
		log  []byte
	}{
		{"locust-live-paused-history.csv", fixture(t, "locust-live-paused-history.csv")},
		{"whole-seconds.csv", wholeSeconds(log.Requests)},
		{"live.hlog", hlogOf(t, log.Requests)},
	} {
		out, err := Run(bytes.NewReader(c.log), c.name, Flags{}, Given{})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		r := out.Coarse
		if r == nil {
			t.Fatalf("%s: not audited as a log of intervals", c.name)
		}
		t.Logf("%s: %d unsent, the truth %d; p99 bound %v, estimate %v, truth %v; p99.9 bound %v, truth %v", c.name, r.Unsent, unsentTruth,
			time.Duration(r.Bound.Figures[2]), time.Duration(r.Estimate.Figures[2]), time.Duration(at(P99)), time.Duration(r.Bound.Figures[3]), time.Duration(at(P999)))
		if d := math.Abs(float64(r.Unsent-unsentTruth)) / float64(unsentTruth); d > 0.10 || r.Rough != "" {
			t.Errorf("%s: %d unsent (%q), the truth %d: more than 10 %% off", c.name, r.Unsent, r.Rough, unsentTruth)
		}
		for i, l := range []Level{P90, P99, P999} {
			if b := r.Bound.Figures[i+1]; b > at(l) {
				t.Errorf("%s: the bound's p%v %v, above the truth's %v", c.name, l, time.Duration(b), time.Duration(at(l)))
			}
		}
		if e, want := r.Estimate.Figures[2], at(P99); !r.Estimate.Stated() || relErr(e, want) > 0.25 {
			t.Errorf("%s: the estimate's p99 %v (%q), the truth's %v: over 25 %% off", c.name, time.Duration(e), r.Estimate.Unstated, time.Duration(want))
		}
	}
}

// TestLiveArtilleryOpen: a real Artillery 2.x report (artillery-live.json:
// 200 virtual users arriving a second for 25 s, one request each,
// against the seed's server, a stall of 200 ms each second) is said to
// hide nothing, with nothing unsent, and its re-timings are its
// recording; that recording is the truth's, an open loop of one request
// every 5 ms against the same server (live.OpenTruth), to within 25 % at
// p99 and p99.9 (here 190.6 ms against 190.3, and 200.9 against 200.1).
func TestLiveArtilleryOpen(t *testing.T) {
	out, err := Run(bytes.NewReader(fixture(t, "artillery-live.json")), "artillery-live.json", Flags{}, Given{})
	if err != nil {
		t.Fatal(err)
	}
	r := out.Coarse
	if r == nil || r.Arrivals != "open" || r.Unsent != 0 || r.Bound.Figures != r.Recorded.Figures || r.Estimate.Figures != r.Recorded.Figures {
		t.Fatalf("%+v: want open arrivals, nothing unsent, re-timed to the recording", r)
	}
	s := live.Schedule{Service: liveService, Stall: 200 * time.Millisecond, Period: time.Second, FirstStall: 500 * time.Millisecond}
	truth := live.OpenTruth(s, 5*time.Millisecond, 25*time.Second)
	slices.Sort(truth)
	for i, l := range []Level{P99, P999} {
		want := nearestRank(truth, l)
		if got := r.Recorded.Figures[i+2]; relErr(got, want) > 0.25 {
			t.Errorf("the recording's p%v %v, the open loop's %v: over 25 %% off", l, time.Duration(got), time.Duration(want))
		}
		t.Logf("p%v: recorded %v, the open loop %v", l, time.Duration(r.Recorded.Figures[i+2]), time.Duration(want))
	}
}
