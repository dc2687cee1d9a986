package sim

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/testenv"
)

// randomRandom draws a random scenario of the random model: every service
// distribution, both arrival processes, stalls or none, a round trip or
// none, up to 20 connections, and a think time or none, small enough to
// run in milliseconds.
func randomRandom(rng *rand.Rand) Random {
	us := func(lo, hi int) time.Duration { return time.Duration(lo+rng.IntN(hi-lo+1)) * time.Microsecond }
	rs := Random{Scenario: Scenario{Service: us(1, 300), Interval: us(1, 300), Period: us(1_000, 50_000), FirstStall: us(0, 20_000),
		Duration: us(20_000, 200_000), Connections: 1 + rng.IntN(20)}, Seed: rng.Uint64()}
	if rng.IntN(3) > 0 {
		rs.Stall = time.Duration(rng.Int64N(int64(rs.Period)))
	}
	if rng.IntN(3) == 0 {
		rs.RTT = us(0, 200)
	}
	rs.ServiceDist = []Dist{{Kind: Det}, {Kind: Exp}, {Kind: Bimodal, P: 0.01 + 0.2*rng.Float64(), Slow: us(500, 5000)}}[rng.IntN(3)]
	rs.Arrivals = Arrivals(rng.IntN(2))
	if rng.IntN(2) == 0 {
		rs.Think, rs.ThinkDist = us(1, 500), []Dist{{Kind: Det}, {Kind: Exp}}[rng.IntN(2)]
	}
	return rs
}

// refServed runs a design through the random reference and returns its
// requests' latencies by of, and its loop.
func refServed(rs Random, d refRandomDesign, of func(Served) int64) ([]int64, Loop) {
	out := rs.refRandomRun(d)
	lat := make([]int64, len(out))
	for i, r := range out {
		lat[i] = of(r)
	}
	end := out[len(out)-1].DoneNs
	return lat, Loop{Stalls: refStallsBefore(rs.Scenario, end), EndNs: end}
}

// TestRandomLoopsMatchTheReference holds every design's recording of a
// random run, sample for sample in the order the server took them, and
// its loop, to the random event reference's on the same draws: random
// scenarios, and on fixed times the one where the skip design's reply
// lands on a slot.
func TestRandomLoopsMatchTheReference(t *testing.T) {
	t.Parallel() // long under FULL=1: the heavy tests share the processors
	rng := rand.New(rand.NewPCG(11, 12))
	for range testenv.Count(60, 600) {
		matchesTheReference(t, randomRandom(rng))
	}
	onSlot := Scenario{Service: 200 * time.Microsecond, Interval: 100 * time.Microsecond, Period: time.Second, Duration: 10 * time.Millisecond, Connections: 1}
	matchesTheReference(t, Random{Scenario: onSlot})
	onSlot.RTT, onSlot.Connections = 50*time.Microsecond, 3
	matchesTheReference(t, Random{Scenario: onSlot})
	// One connection whose every reply lands on a slot skips that slot: of
	// 101, it sends on 0, 1, 3, …, 99, and no more.
	onSlot.RTT, onSlot.Connections, onSlot.Duration = 0, 1, 10*time.Millisecond+100*time.Microsecond
	matchesTheReference(t, Random{Scenario: onSlot})
	if run, _ := RunRandom(Random{Scenario: onSlot}); len(run.Samples[Skip]) != 51 {
		t.Errorf("on slot, 101 slots: %d requests of the skip design, want 51", len(run.Samples[Skip]))
	}
	// An unpaced latency one below a multiple of wrk's interval, where
	// wrk's ⌈v/E⌉ − 2 and a careless ⌊(v + 1)/E⌋ − 1 part (found by a
	// search of small scenarios against the corrections' definitions).
	matchesTheReference(t, Random{Scenario: Scenario{Service: 5, Interval: 6, Stall: 25, Period: 55, FirstStall: 10, Duration: 24, Connections: 1, RTT: 5}})
}

// matchesTheReference runs rs and holds each design to the reference.
func matchesTheReference(t *testing.T, rs Random) {
	t.Helper()
	run, err := RunRandom(rs)
	if err != nil {
		t.Fatalf("%+v: %v", rs, err)
	}
	due, L := rs.DueNs(), int64(rs.RTT)
	fromSend := func(r Served) int64 { return r.LatencyNs(L) }
	fromDue := func(r Served) int64 { return r.PlanNs(L) }
	each := rs
	each.Connections = len(due) // the open loop: each request on a connection of its own, sent when due
	check := func(name string, got []int64, gotLoop Loop, want []int64, wantLoop Loop) {
		t.Helper()
		if !slices.Equal(got, want) || gotLoop != wantLoop {
			i := 0
			for i < min(len(got), len(want)) && got[i] == want[i] {
				i++
			}
			t.Fatalf("%+v: %s: %d samples and %+v, the reference %d and %+v; first difference at %d", rs, name, len(got), gotLoop, len(want), wantLoop, i)
		}
	}
	open, loop := refServed(each, refRandomClosed(each, due), fromDue)
	check("open", run.Samples[Open], run.Loops[Open], open, loop)
	closed, loop := refServed(rs, refRandomClosed(rs, due), fromSend)
	check("closed", run.Samples[Closed], run.Loops[Closed], closed, loop)
	if L > 0 {
		plan, _ := refServed(rs, refRandomClosed(rs, due), fromDue)
		check("plan", run.Samples[Plan], run.Loops[Closed], plan, loop)
	} else if run.Samples[Plan] != nil {
		t.Errorf("%+v: a plan recording without a round trip", rs)
	}
	skip, loop := refServed(rs, refRandomSkip(rs, due), fromSend)
	check("skip", run.Samples[Skip], run.Loops[Skip], skip, loop)
	unpaced, loop := refServed(rs, refRandomUnpaced(rs, nil), fromSend)
	check("unpaced", run.Samples[Unpaced], run.Loops[Unpaced], unpaced, loop)
	if rs.Think > 0 {
		think, loop := refServed(rs, refRandomUnpaced(rs, rs.stream(thinkStream, rs.ThinkDist, int64(rs.Think))), fromSend)
		check("think", run.Think, run.ThinkLoop, think, loop)
	} else if run.Think != nil {
		t.Errorf("%+v: a think recording with no think time", rs)
	}
	// The corrections by their definitions, as multisets: HdrHistogram's
	// adds v − E, v − 2E, … while at least E; wrk's from 2E on, while above E.
	for _, c := range []struct {
		set  Set
		from []int64
		E    int64
		wrk  bool
	}{{Corrected, closed, rs.ExpectedNs(), false}, {Wrk, unpaced, run.WrkIntervalNs, true}} {
		additions := func(emit func(int64)) {
			for _, v := range c.from {
				for missing := v - c.E; missing > c.E || !c.wrk && missing == c.E; missing -= c.E {
					emit(missing)
				}
			}
		}
		extra := 0 // counted first: growing the slice by append took a third of the test
		additions(func(int64) { extra++ })
		want := append(make([]int64, 0, len(c.from)+extra), c.from...)
		additions(func(missing int64) { want = append(want, missing) })
		slices.Sort(want)
		got := slices.Clone(run.Samples[c.set])
		if slices.Sort(got); !slices.Equal(got, want) {
			t.Fatalf("%+v: the %v recording, %d samples, against its definition's %d", rs, c.set, len(got), len(want))
		}
	}
}

// TestRandomOnTheScheduleIsTheModel: with fixed service times on the
// schedule, the random loops are the deterministic model's, sample for
// sample: closed, open, skip and unpaced. With S = 2I the skip design's
// reply lands exactly on a slot, which it has then missed.
func TestRandomOnTheScheduleIsTheModel(t *testing.T) {
	for _, sc := range []Scenario{Default(), Quick(), {Service: 150 * time.Microsecond, Interval: 100 * time.Microsecond, Stall: 3 * time.Millisecond,
		Period: 10 * time.Millisecond, FirstStall: 1234 * time.Microsecond, Duration: 50 * time.Millisecond, Connections: 7},
		{Service: 200 * time.Microsecond, Interval: 100 * time.Microsecond, Period: time.Second, Duration: 10 * time.Millisecond, Connections: 1}} {
		run, err := RunRandom(Random{Scenario: sc, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		r, err := NewRunner(sc)
		if err != nil {
			t.Fatal(err)
		}
		r.RunClosed()
		r.RunOpen()
		r.RunDesigns()
		closed, open := r.Samples()
		if !slices.Equal(run.Samples[Closed], closed) || !slices.Equal(run.Samples[Open], open) {
			t.Errorf("%+v: the random loops on fixed times differ from the model's", sc)
		}
		if !slices.Equal(run.Samples[Skip], r.skipNs[:r.skipped]) || !slices.Equal(run.Samples[Unpaced], r.unpacedNs[:r.unpaced]) {
			t.Errorf("%+v: the random skip and unpaced designs on fixed times differ from the model's", sc)
		}
		// the corrections, HdrHistogram's and wrk's, as multisets
		recs := r.Recordings()
		for _, set := range []Set{Corrected, Wrk} {
			if got := slices.Sorted(slices.Values(run.Samples[set])); !slices.Equal(got, expand(recs[set])) {
				t.Errorf("%+v: the random %v recording on fixed times differs from the model's", sc, set)
			}
		}
	}
}

// TestRunOpenIsTheOpenLoop: the open loop at full speed, its draws
// inline, is runRandomOpen's, sample for sample, on the same draws.
func TestRunOpenIsTheOpenLoop(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	cases := []Random{{Scenario: Default()}, {Scenario: Default(), ServiceDist: Dist{Kind: Exp}, Seed: 4}} // T a multiple of I
	// request 2,500 completes as the first stall begins, which does not act on it
	atCompletion := Default()
	atCompletion.FirstStall += atCompletion.Service
	cases = append(cases, Random{Scenario: atCompletion})
	for range testenv.Count(60, 600) {
		cases = append(cases, randomRandom(rng))
	}
	for _, rs := range cases {
		want, loop, _ := rs.runRandomOpen(rs.DueNs())
		got, gotLoop := rs.RunOpen(nil)
		if !slices.Equal(got, want) || gotLoop != loop {
			t.Fatalf("%+v: RunOpen gives %d samples and %+v, runRandomOpen %d and %+v", rs, len(got), gotLoop, len(want), loop)
		}
	}
}

// TestParseDist reads each distribution, refuses what is not one with a
// line that names it, and writes each back as it reads it.
func TestParseDist(t *testing.T) {
	for _, c := range []struct {
		text string
		want Dist
		err  string
	}{
		{"det", Dist{Kind: Det}, ""},
		{"exp", Dist{Kind: Exp}, ""},
		{"bimodal:0.001:10ms", Dist{Kind: Bimodal, P: 0.001, Slow: 10 * time.Millisecond}, ""},
		{"bimodal:0.125:1.5ms", Dist{Kind: Bimodal, P: 0.125, Slow: 1500 * time.Microsecond}, ""},
		{"normal", Dist{}, `"normal": want det, exp or bimodal:P:SLOW`},
		{"bimodal:0.5", Dist{}, `"bimodal:0.5": want bimodal:P:SLOW, a probability and a mean`},
		{"bimodal:x:1ms", Dist{}, `"bimodal:x:1ms": the probability "x" is not a number`},
		{"bimodal:0.1:fast", Dist{}, `"bimodal:0.1:fast": the slow mean "fast" is not a duration`},
		{"bimodal:0:1ms", Dist{}, "bimodal:0:1ms: the probability 0 must be inside (0, 1)"},
		{"bimodal:1:1ms", Dist{}, "bimodal:1:1ms: the probability 1 must be inside (0, 1)"},
		{"bimodal:NaN:1ms", Dist{}, "the probability NaN must be inside (0, 1)"},
		{"bimodal:0.5:0s", Dist{}, "the slow mean 0s must be positive and at most 24h0m0s"},
		{"bimodal:0.5:-1ms", Dist{}, "the slow mean -1ms must be positive"},
		{"bimodal:0.5:25h", Dist{}, "the slow mean 25h0m0s must be positive and at most 24h0m0s"},
	} {
		got, err := ParseDist(c.text)
		switch {
		case c.err == "" && (err != nil || got != c.want || got.String() != c.text):
			t.Errorf("ParseDist(%q) = %+v, %v; want %+v, written back the same", c.text, got, err, c.want)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("ParseDist(%q): err = %v, want %q", c.text, err, c.err)
		}
	}
	if err := (Dist{Kind: Bimodal + 1}).Validate(); err == nil {
		t.Error("an unknown kind is valid")
	}
	if err := (Dist{Kind: Bimodal, P: 0.5, Slow: MaxTime}).Validate(); err != nil {
		t.Errorf("a slow mean of MaxTime: %v", err)
	}
	// means: the usual mode's, but the bimodal's mixture
	if m := (Dist{Kind: Bimodal, P: 0.25, Slow: 1000}).Mean(100); m != 0.75*100+0.25*1000 {
		t.Errorf("the bimodal mean = %v, want 325", m)
	}
	if m := (Dist{Kind: Exp}).Mean(100); m != 100 {
		t.Errorf("the exponential mean = %v, want 100", m)
	}
}

// TestParseArrivals reads both processes and refuses others.
func TestParseArrivals(t *testing.T) {
	for text, want := range map[string]Arrivals{"schedule": Schedule, "poisson": Poisson} {
		if got, err := ParseArrivals(text); err != nil || got != want || got.String() != text {
			t.Errorf("ParseArrivals(%q) = %v, %v", text, got, err)
		}
	}
	if _, err := ParseArrivals("bursty"); err == nil || err.Error() != `"bursty": want schedule or poisson` {
		t.Errorf("ParseArrivals(bursty): %v", err)
	}
}

// TestRandomValidate refuses a random scenario outside the domain, naming
// the culprit, and accepts one at its edges.
func TestRandomValidate(t *testing.T) {
	ok := Random{Scenario: Default(), ServiceDist: Dist{Kind: Exp}, Arrivals: Poisson, Think: MaxTime, ThinkDist: Dist{Kind: Exp}}
	if err := ok.Validate(); err != nil {
		t.Fatalf("a valid scenario: %v", err)
	}
	for _, c := range []struct {
		edit func(*Random)
		want string
	}{
		{func(r *Random) { r.Service = 0 }, "service (0s) must be positive"},
		{func(r *Random) { r.ServiceDist = Dist{Kind: Bimodal, P: 2, Slow: 1} }, "service-dist bimodal:2:1ns: the probability 2 must be inside (0, 1)"},
		{func(r *Random) { r.ThinkDist = Dist{Kind: Bimodal, P: 0.5} }, "think-dist bimodal:0.5:0s: the slow mean 0s must be positive"},
		{func(r *Random) { r.Arrivals = Poisson + 1 }, "arrivals 2: want schedule or poisson"},
		{func(r *Random) { r.Think = -1 }, "think (-1ns) must be from 0 to 24h0m0s"},
		{func(r *Random) { r.Think = MaxTime + 1 }, "think (24h0m0.000000001s) must be from 0 to 24h0m0s"},
		{func(r *Random) { r.Interval, r.Duration = time.Nanosecond, 60*time.Millisecond }, "duration (60ms) at interval (1ns) makes 60000000 requests per client, more than 50000000"},
		{func(r *Random) { r.Interval, r.Duration = 100*time.Nanosecond, 3*time.Second }, "makes about 30000000 requests, more than 25000000"},
	} {
		r := ok
		c.edit(&r)
		if err := r.Validate(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: err = %v, want %q", r, err, c.want)
		}
	}
	// the Poisson bound at its edge: T/I = MaxRequests/2 is accepted
	r := ok
	r.Interval, r.Duration = 100*time.Nanosecond, 2500*time.Millisecond
	if err := r.Validate(); err != nil {
		t.Errorf("T/I = 25000000: %v", err)
	}
	if u := (Random{Scenario: Scenario{Service: 100, Interval: 125}, ServiceDist: Dist{Kind: Exp}}).Utilisation(); u != 0.8 {
		t.Errorf("Utilisation = %v, want 0.8", u)
	}
}

// TestDueTimes: on the schedule, i·I for every due time before T; with
// Poisson arrivals, from 0, rising, all before T, about T/I of them.
func TestDueTimes(t *testing.T) {
	sc := Scenario{Service: 1, Interval: 3, Period: 1, Duration: 10, Connections: 1}
	if got := (Random{Scenario: sc}).DueNs(); !slices.Equal(got, []int64{0, 3, 6, 9}) {
		t.Errorf("the schedule's due times = %v, want 0 3 6 9", got)
	}
	rs := Random{Scenario: Default(), Arrivals: Poisson, Seed: 3}
	due := rs.DueNs()
	if due[0] != 0 || !slices.IsSorted(due) || due[len(due)-1] >= int64(rs.Duration) {
		t.Errorf("Poisson due times: first %d, sorted %v, last %d", due[0], slices.IsSorted(due), due[len(due)-1])
	}
	// n ~ T/I = 100,000, its standard deviation √n ≈ 316: within 5 of them
	if n := len(due); n < 100_000-5*316 || n > 100_000+5*316 {
		t.Errorf("%d Poisson due times, want about 100,000", n)
	}
}

// TestCorrectedSamples: a correction adds K(v, E) values below each
// sample, E apart, after the samples themselves.
func TestCorrectedSamples(t *testing.T) {
	hdr := func(v, E int64) int64 { return v/E - 1 }
	if got := corrected([]int64{5, 10, 3}, 2, hdr); !slices.Equal(got, []int64{5, 10, 3, 3, 8, 6, 4, 2}) {
		t.Errorf("corrected = %v", got)
	}
	if s := (Served{SendNs: 10, DueNs: 4, DoneNs: 30}); s.LatencyNs(5) != 25 || s.PlanNs(5) != 31 {
		t.Errorf("Served latencies %d and %d, want 25 and 31", s.LatencyNs(5), s.PlanNs(5))
	}
}

// TestConnHeapOrder: the earliest send first, ties to the lower
// connection, whatever the order they were pushed in.
func TestConnHeapOrder(t *testing.T) {
	h := newConnHeap()
	for _, p := range [][2]int64{{5, 2}, {5, 0}, {3, 1}, {5, 1}, {3, 0}, {9, 0}, {1, 7}} {
		h.push(p[0], int(p[1]))
	}
	var got [][2]int64
	for h.len() > 0 {
		at, c := h.pop()
		got = append(got, [2]int64{at, int64(c)})
	}
	want := [][2]int64{{1, 7}, {3, 0}, {3, 1}, {5, 0}, {5, 1}, {5, 2}, {9, 0}}
	if !slices.Equal(got, want) {
		t.Errorf("popped %v, want %v", got, want)
	}
}

// TestExpNs: the draw by inversion at points worked by hand, mean 10:
// U = 0 gives 0, at least 1; U = 1/2 gives 10·ln 2 = 6.93, rounded half up
// to 7; U = 3/4 gives 10·ln 4 = 13.86, to 14.
func TestExpNs(t *testing.T) {
	for _, c := range []struct {
		k    uint64
		want int64
	}{{0, 1}, {1 << 52, 7}, {3 << 51, 14}} {
		if got := expNs(10, c.k); got != c.want {
			t.Errorf("expNs(10, %d) = %d, want %d", c.k, got, c.want)
		}
	}
}

// TestOpenCycles: a request that finds the server idle starts a busy
// period. With S < I and no stall every request does; in overload only
// the first.
func TestOpenCycles(t *testing.T) {
	sc := Scenario{Service: 100, Interval: 200, Period: 1000, Duration: 2000, Connections: 1}
	for _, c := range []struct {
		service time.Duration
		want    []int
	}{{100, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}, {200, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}, {300, []int{0}}} {
		sc.Service = c.service
		_, _, cycles := (Random{Scenario: sc}).runRandomOpen((Random{Scenario: sc}).DueNs())
		if !slices.Equal(cycles, c.want) {
			t.Errorf("S = %v: cycles at %v, want %v", c.service, cycles, c.want)
		}
	}
}

// TestServiceDrawsAreTheModels holds ServiceDraws to the service times the
// model's server takes: an open loop that never queues (a gap far above
// any draw, no stall, no round trip) records each request's own draw.
func TestServiceDrawsAreTheModels(t *testing.T) {
	for _, d := range []Dist{{Kind: Det}, {Kind: Exp}, {Kind: Bimodal, P: 0.1, Slow: 300 * time.Microsecond}} {
		rs := Random{Scenario: Scenario{Service: 20 * time.Microsecond, Interval: 100 * time.Millisecond, Period: time.Second,
			Duration: 50 * time.Second, Connections: 1}, ServiceDist: d, Seed: 7}
		run, err := RunRandomSets(rs, Held(1<<Open))
		if err != nil {
			t.Fatal(err)
		}
		draws := rs.ServiceDraws()
		open := run.Samples[Open]
		if len(open) != 500 {
			t.Fatalf("%v: %d requests, want 500", d, len(open))
		}
		distinct := map[int64]bool{}
		for k, got := range open {
			if want := draws.Next(); got != want {
				t.Fatalf("%v: request %d took %d ns, the %d-th draw is %d", d, k, got, k, want)
			}
			distinct[got] = true
		}
		if d.Kind != Det && len(distinct) < 400 {
			t.Errorf("%v: only %d distinct service times in 500", d, len(distinct))
		}
	}
}

// TestDrawnAndBusiest: a scenario draws a time where its service is not
// fixed, its arrivals are Poisson or it thinks, and nowhere else; its
// busiest design sends T/I requests, or T over the mean service where the
// server takes more back to back.
func TestDrawnAndBusiest(t *testing.T) {
	base := Random{Scenario: Scenario{Service: 100 * time.Microsecond, Interval: 200 * time.Microsecond, Duration: time.Second}, ServiceDist: Dist{Kind: Det}}
	for _, c := range []struct {
		name  string
		edit  func(*Random)
		drawn bool
		busy  int64
	}{
		{"fixed, on the schedule", func(*Random) {}, false, 10_000},
		{"exponential service", func(r *Random) { r.ServiceDist = Dist{Kind: Exp} }, true, 10_000},
		{"Poisson arrivals", func(r *Random) { r.Arrivals = Poisson }, true, 10_000},
		{"a think time of 1 ns", func(r *Random) { r.Think = 1 }, true, 10_000},
		{"service slower than the plan", func(r *Random) { r.Service = 400 * time.Microsecond }, false, 5_000},
		// a mean of 0.5·100 µs + 0.5·300 µs = 200 µs: T/I either way
		{"bimodal, its mean the interval", func(r *Random) { r.ServiceDist = Dist{Kind: Bimodal, P: 0.5, Slow: 300 * time.Microsecond} }, true, 5_000},
	} {
		r := base
		c.edit(&r)
		if r.Drawn() != c.drawn || r.BusiestRequests() != c.busy {
			t.Errorf("%s: drawn %v, busiest %d; want %v, %d", c.name, r.Drawn(), r.BusiestRequests(), c.drawn, c.busy)
		}
	}
}
