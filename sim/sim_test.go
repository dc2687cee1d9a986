package sim

import (
	"math/rand"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/testenv"
)

const us = int64(time.Microsecond)

// TestSeedFigures checks every figure of the seed's scenario, 20 s and 5 s,
// against numbers worked out by hand from the constants S = 100µs, I = 200µs,
// D = 200ms, P = 1s, F = 500ms, g = I − S = 100µs:
//
//	Every stall begins on a due instant (r = 0), so L = S + D = 200100µs and
//	J = ⌈(L−I)/g⌉ = 1999: 2000 open-loop samples per stall, 200100µs down to
//	200µs in steps of 100µs; one closed-loop sample of 200100µs; and the
//	correction adds K = ⌊L/I⌋−1 = 999 samples, 199900µs down to 300µs.
func TestSeedFigures(t *testing.T) {
	for _, tc := range []struct {
		name   string
		sc     Scenario
		stalls int64 // one per second from 0.5s
	}{
		{"20s", Default(), 20},
		{"5s", Quick(), 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			k := tc.stalls
			n := int64(tc.sc.Duration / tc.sc.Interval)
			want := Figures{Held: SeedHeld, Sets: [len(Sets)]Summary{
				Closed: {
					Count: n,
					// p99.9 = 100µs: only k of n samples are slow, k/n = 0.02% < 0.1%.
					AtNs:            [2][4]int64{{100 * us, 100 * us, 100 * us, 100 * us}, {100 * us, 100 * us, 100 * us, 100 * us}},
					MaxNs:           200100 * us,
					SlowN:           k,
					DelayedN:        k,
					DelayedPerStall: Range{1, 1}, // the stalled request
					SumNs:           (n-k)*100*us + k*200100*us,
				},
				Open: {
					Count: n,
					// n = 5000k. Sorted: 3000k samples of S, then 200µs + 100µs·(j−1)
					// for j = 1..2000, each k times, so rank R is term ⌈(R−3000k)/k⌉.
					// p90: R = 4500k → term 1500 → 150100µs. p99: R = 4950k → term 1950
					// → 195100µs. p99.9: R = 4995k → term 1995 → 199600µs. p·n is a
					// whole number here, so both rules give the same rank.
					AtNs:  [2][4]int64{{100 * us, 150100 * us, 195100 * us, 199600 * us}, {100 * us, 150100 * us, 195100 * us, 199600 * us}},
					MaxNs: 200100 * us,
					// above 1ms: 200100 − 100j > 1000 for j ≤ 1990, 1991 per stall.
					SlowN:           1991 * k,
					DelayedN:        2000 * k,
					DelayedPerStall: Range{2000, 2000},
					// Σ per stall = 2000·200100 − 100·2000·1999/2 µs.
					SumNs: (n-2000*k)*100*us + k*(2000*200100-100*1999000)*us,
				},
				Corrected: {
					Count: n + 999*k,
					// 5999k samples. Sorted: 4999k of S, then 300µs + 200µs·(j−1) for
					// j = 1..999, each k times, then k of 200100µs; rank R is term
					// ⌈(R−4999k)/k⌉. For k = 20: p90 R = round(107982.0) → term 401 →
					// 80300µs. p99: 0.99·119980 = 118780.2, half-up 118780 → term 940 →
					// 188100µs, ceil 118781 → term 941 → 188300µs. p99.9: 119860.02 →
					// term 994 → 198900µs, ceil → term 995 → 199100µs. For k = 5 the
					// terms are the same (p90: 26995.5 rounds up to 26996 → term 401).
					AtNs:  [2][4]int64{{100 * us, 80300 * us, 188100 * us, 198900 * us}, {100 * us, 80300 * us, 188300 * us, 199100 * us}},
					MaxNs: 200100 * us,
					// k closed samples of 200100µs, and added 200100 − 200j > 1000 for j ≤ 995.
					SlowN:           k + 995*k,
					DelayedN:        k + 999*k, // every added sample is ≥ 300µs
					DelayedPerStall: Range{1000, 1000},
					SumNs:           (n-k)*100*us + k*200100*us + k*(999*200100-200*999*1000/2)*us,
				},
			}, AddedPerStall: Range{999, 999}}
			end := Loop{Stalls: k, EndNs: (n-1)*200*us + 100*us}
			want.Loops[Closed], want.Loops[Open], want.Loops[Corrected] = end, end, end

			r, err := NewRunner(tc.sc)
			if err != nil {
				t.Fatal(err)
			}
			if got := seedPart(r.Run()); got != want {
				t.Errorf("simulation:\n got %+v\nwant %+v", got, want)
			}
			if got := seedPart(Expected(tc.sc)); got != want {
				t.Errorf("closed form:\n got %+v\nwant %+v", got, want)
			}
		})
	}
}

// seedPart returns the figures of the seed's three recordings alone.
func seedPart(f Figures) Figures {
	g := Figures{Held: SeedHeld}
	for _, s := range []Set{Closed, Open, Corrected} {
		g.Loops[s], g.Sets[s] = f.Loops[s], f.Sets[s]
	}
	g.AddedPerStall = f.AddedPerStall
	return g
}

// randomScenario returns a scenario with at most about maxRequests
// requests over the whole domain: one connection or up to 5000, the
// server keeping up or overloaded (S ≥ I), periods below the drain time so
// that backlogs carry into the next stall, and no stalls at all. Times are
// small integers of nanoseconds so that stalls land at every phase of the
// schedule: on a due instant, mid-request, and in idle time.
func randomScenario(rng *rand.Rand, maxRequests int64) Scenario {
	I := 2 + rng.Int63n(300)
	S := 1 + rng.Int63n(I-1)
	if rng.Intn(6) == 0 { // overload
		S = I + rng.Int63n(I)
	}
	D := 1 + rng.Int63n(30*I)
	if rng.Intn(10) == 0 {
		D = 0
	}
	sc := Scenario{Service: time.Duration(S), Interval: time.Duration(I), Stall: time.Duration(D), Connections: 1}
	switch rng.Intn(4) {
	case 0:
		sc.Connections = 2 + rng.Intn(20)
	case 1:
		sc.Connections = 1 + rng.Intn(5000)
	}
	W, ok := sc.DrainTime()
	switch {
	case !ok || rng.Intn(3) == 0: // anything above the stall, backlog or not
		sc.Period = time.Duration(D + 1 + rng.Int63n(2*D+4*I))
	default:
		sc.Period = W + time.Duration(rng.Int63n(4*I)) // sometimes W exactly
	}
	switch rng.Intn(4) {
	case 0: // on a due instant
		sc.FirstStall = time.Duration(rng.Int63n(20) * I)
	case 1: // mid-request
		sc.FirstStall = time.Duration(rng.Int63n(20)*I + rng.Int63n(S))
	case 2: // on a completion, which it does not act on
		sc.FirstStall = time.Duration(rng.Int63n(20)*I + S)
	default:
		sc.FirstStall = time.Duration(rng.Int63n(int64(3 * sc.Period)))
	}
	sc.Duration = time.Duration(1 + rng.Int63n(maxRequests*I))
	switch rng.Intn(3) { // a round trip: none, within a service time, or many
	case 1:
		sc.RTT = time.Duration(1 + rng.Int63n(S))
	case 2:
		sc.RTT = time.Duration(1 + rng.Int63n(10*I))
	}
	if rng.Intn(3) == 0 { // an expected interval other than N·I
		sc.ExpectedInterval = time.Duration(1 + rng.Int63n(3*I))
	}
	return sc
}

// TestClosedFormMatchesSimulation is the property: for seeded random
// scenarios over the whole domain, the closed form equals both the
// simulation and the brute-force reference, figure by figure.
func TestClosedFormMatchesSimulation(t *testing.T) {
	t.Parallel() // long under FULL=1: the heavy tests share the processors
	rng := rand.New(rand.NewSource(1))
	cases := propertyCases()
	kinds := map[string]int{}
	for range cases {
		sc := randomScenario(rng, 3000)
		for !bruteForceable(sc) {
			sc = randomScenario(rng, 3000)
		}
		if err := sc.Validate(); err != nil {
			t.Fatalf("randomScenario made an invalid %+v: %v", sc, err)
		}
		for kind, is := range map[string]bool{
			"many connections":            sc.Connections > 100,
			"overload":                    sc.Service >= sc.Interval,
			"no stalls":                   sc.Stall == 0,
			"backlog into next stall":     backlogCarries(sc),
			"first stall mid-request":     sc.FirstStall%sc.Interval > 0 && sc.FirstStall%sc.Interval < sc.Service,
			"first stall at a completion": sc.FirstStall%sc.Interval == sc.Service%sc.Interval && sc.Service < sc.Interval,
			"round trip":                  sc.RTT > 0,
			"E other than N·I":            sc.ExpectedNs() != int64(sc.Connections)*int64(sc.Interval),
			"T not a multiple of I":       sc.Duration%sc.Interval != 0,
			"N above 1000":                sc.Connections > 1000,
		} {
			if is {
				kinds[kind]++
			}
		}
		checkScenario(t, sc)
		if got, want := Expected(sc), refFigures(sc); got != want {
			t.Fatalf("%+v: closed form against the reference:\n got %+v\nwant %+v", sc, got, want)
		}
	}
	t.Logf("%d scenarios: %v", cases, kinds)
	for _, kind := range []string{"many connections", "overload", "no stalls", "backlog into next stall", "first stall mid-request", "first stall at a completion",
		"round trip", "E other than N·I", "T not a multiple of I", "N above 1000"} {
		if kinds[kind] < cases/50 {
			t.Errorf("coverage: %d of %d scenarios with %s", kinds[kind], cases, kind)
		}
	}
}

// backlogCarries reports whether some stall of sc began while an earlier
// stall's backlog was still being served: a request completed more than a
// service time after it was due at the instant a stall began.
func backlogCarries(sc Scenario) bool {
	_, open, done := refRecordings(sc)
	if sc.Stall == 0 {
		return false
	}
	for i := 1; i < len(done); i++ {
		s := int64(sc.FirstStall)
		for s < done[i] && s < done[i-1] {
			s += int64(sc.Period)
		}
		if s >= done[i-1] && s < done[i] && open[i-1] > int64(sc.Service) && i > 1 && open[i-1] > int64(sc.Interval) {
			return true
		}
	}
	return false
}

func checkScenario(t *testing.T, sc Scenario) {
	t.Helper()
	r, err := NewRunner(sc)
	if err != nil {
		t.Fatalf("%+v: %v", sc, err)
	}
	if _, err := Check(sc, r.Run(), Expected(sc)); err != nil {
		t.Fatalf("%+v: %v", sc, err)
	}
	if _, err := Check(sc, r.RunSeed(), ExpectedSeed(sc)); err != nil {
		t.Fatalf("%+v, the seed's recordings: %v", sc, err)
	}
}

// FuzzClosedForm checks the loops against the closed form and the event
// reference, and both against the brute force, over every parameter: the
// six times, the connections, the round trip L and the expected interval E.
func FuzzClosedForm(f *testing.F) {
	f.Add(int64(100), int64(200), int64(200_000), int64(1_000_000), int64(500_000), int64(20_000_000), 1, int64(0), int64(0))
	f.Add(int64(3), int64(7), int64(50), int64(61), int64(2), int64(5000), 1, int64(0), int64(0))
	f.Add(int64(100), int64(200), int64(200_000), int64(1_000_000), int64(500_000), int64(20_000_000), 100, int64(23), int64(0))
	f.Add(int64(9), int64(7), int64(50), int64(30), int64(2), int64(5000), 3, int64(4), int64(11))
	f.Add(int64(9), int64(7), int64(0), int64(30), int64(2), int64(5000), 3, int64(0), int64(1))
	f.Fuzz(func(t *testing.T, S, I, D, P, F, T int64, N int, L, E int64) {
		sc := Scenario{time.Duration(S), time.Duration(I), time.Duration(D), time.Duration(P), time.Duration(F), time.Duration(T), N, time.Duration(L), time.Duration(E)}
		if sc.validateParams() != nil || sc.Requests() > 20_000 || !bruteForceable(sc) || sc.Validate() != nil {
			return
		}
		checkScenario(t, sc)
		if z, _ := sc.Size(); z.Corrected > 2_000_000 || z.WrkSamples > 2_000_000 {
			return // the reference would expand every corrected sample
		}
		if got, want := Expected(sc), refFigures(sc); got != want {
			t.Fatalf("%+v: closed form against the reference:\n got %+v\nwant %+v", sc, got, want)
		}
	})
}

// bruteForceable reports whether the brute force's linear scans over the
// connections stay small: at most about 4·10⁷ steps.
func bruteForceable(sc Scenario) bool {
	u := sc.UnpacedBound()
	return u <= 200_000 && u*int64(sc.Connections) <= 40_000_000 && sc.Requests()*min(sc.Requests(), int64(sc.Connections)) <= 40_000_000
}

func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(*Scenario)
		want string // must appear in the error
	}{
		{"service zero", func(s *Scenario) { s.Service = 0 }, "service (0s) must be positive"},
		{"interval negative", func(s *Scenario) { s.Interval = -1 }, "interval (-1ns) must be positive"},
		{"stall negative", func(s *Scenario) { s.Stall = -1 }, "stall (-1ns) must not be negative; 0 means no stalls"},
		{"period zero", func(s *Scenario) { s.Period = 0 }, "period (0s) must be positive"},
		{"stall not shorter than period", func(s *Scenario) { s.Stall = time.Second }, "stall (1s) must be shorter than period (1s): a server that stalls for the whole period would never serve"},
		{"first stall negative", func(s *Scenario) { s.FirstStall = -time.Millisecond }, "first-stall (-1ms) must not be negative"},
		{"duration zero", func(s *Scenario) { s.Duration = 0 }, "duration (0s) must be positive"},
		{"no connections", func(s *Scenario) { s.Connections = 0 }, "connections (0) must be from 1 to 1048576"},
		{"too many connections", func(s *Scenario) { s.Connections = MaxConnections + 1 }, "connections (1048577) must be from 1 to 1048576"},
		{"time too large", func(s *Scenario) { s.Period = 25 * time.Hour }, "period (25h0m0s) must be at most 24h0m0s"},
		{"too many requests", func(s *Scenario) { s.Duration = 3 * time.Hour }, "makes 54000000 requests per client, more than 50000000: shorten the duration or lengthen the interval"},
		{"one request too many", func(s *Scenario) { s.Interval, s.Service, s.Duration = time.Microsecond, 500, 50*time.Second+1 }, "makes 50000001 requests per client, more than 50000000"},
		{"too many stalls", func(s *Scenario) {
			s.Service, s.Interval, s.Stall, s.Period, s.FirstStall, s.Duration = 1, 2*time.Millisecond, 1, 2, 0, 24*time.Hour
		}, "43199999000001 stalls begin by the last request's due time (one every 2ns from 0s), more than the 2000000 a run may meet; shorten the duration or lengthen the period"},
		{"too many stalls, first at the last due time", func(s *Scenario) {
			// 50 requests due at 0, 1ms, … 49ms; a stall every 10ns from
			// 29ms, so 20ms/10ns + 1 = 2000001 begin in [29ms, 49ms].
			s.Service, s.Interval, s.Stall, s.Period, s.FirstStall, s.Duration = 1, time.Millisecond, 1, 10, 29*time.Millisecond, 50*time.Millisecond
		}, "2000001 stalls begin by the last request's due time (one every 10ns from 29ms)"},
		{"too many stalls met after the last due time", func(s *Scenario) {
			// Overload: the last request completes long after it falls due,
			// and the stalls met while the backlog drains exceed the bound.
			s.Service, s.Interval, s.Stall, s.Period, s.FirstStall, s.Duration = time.Second, time.Millisecond, 1, 1000, 0, time.Second
		}, "more than 2000000 stalls would be met; shorten the duration or lengthen the period"},
		{"overload past the end bound", func(s *Scenario) {
			s.Service, s.Interval, s.Stall, s.Duration = 24*time.Hour, time.Microsecond, 0, 40*time.Second
		}, "the last request would complete after 1152921504606846976ns"},
		{"overload past the end bound, stalling once a day", func(s *Scenario) {
			// The stall that would begin after 2^60 ns is dropped, not
			// walked: the last request is the one that would complete late.
			s.Service, s.Interval, s.Stall, s.Period, s.FirstStall, s.Duration = 24*time.Hour, time.Microsecond, time.Millisecond, 24*time.Hour, 0, 40*time.Second
		}, "the last request would complete after 1152921504606846976ns"},
		{"open sums overflow", func(s *Scenario) {
			s.Service, s.Interval, s.Stall, s.Duration = 2*time.Millisecond, time.Millisecond, 0, 13*time.Hour
		}, "open-loop latencies up to 13h0m0.001s over 46800000 requests would overflow their int64 sum; shorten the duration"},
		{"negative rtt", func(sc *Scenario) { sc.RTT = -1 }, "rtt (-1ns) must not be negative"},
		{"negative expected interval", func(sc *Scenario) { sc.ExpectedInterval = -1 }, "expected-interval (-1ns) must be positive"},
		{"rtt too long", func(sc *Scenario) { sc.RTT = MaxTime + 1 }, "rtt (24h0m0.000000001s) must be at most 24h0m0s"},
		{"too many unpaced requests", func(sc *Scenario) { sc.Service = 100 }, "the unpaced design would send up to 200000000 requests"},
		{"expected interval too short for the correction", func(sc *Scenario) { sc.ExpectedInterval = 1; sc.Duration = time.Hour }, "the corrected recording could hold more than"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sc := Default()
			tc.edit(&sc)
			err := sc.Validate()
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Validate() = %v, want an error containing %q", err, tc.want)
			}
		})
	}
	for _, sc := range []Scenario{Default(), Quick(),
		{Service: 300 * time.Microsecond, Interval: 200 * time.Microsecond, Stall: 0, Period: 1, Duration: time.Second, Connections: 1}, // overload, no stalls
		{Service: 100 * time.Microsecond, Interval: 200 * time.Microsecond, Stall: 200 * time.Millisecond, Period: 300 * time.Millisecond, Duration: 20 * time.Second, Connections: 100},
		// Exactly MaxRequests requests.
		// Exactly MaxRequests unpaced requests too: S = I.
		{Service: time.Microsecond, Interval: time.Microsecond, Stall: 200 * time.Millisecond, Period: time.Second, FirstStall: 500 * time.Millisecond, Duration: 50 * time.Second, Connections: 1},
		// Exactly MaxStalls met: a stall every 10ns from 29ms + 10ns to 49ms,
		// when the last request falls due and meets the last of them.
		{Service: 1, Interval: time.Millisecond, Stall: 1, Period: 10, FirstStall: 29*time.Millisecond + 10, Duration: 50 * time.Millisecond, Connections: 1},
	} {
		if err := sc.Validate(); err != nil {
			t.Errorf("Validate(%+v) = %v", sc, err)
		}
	}
	edge := Scenario{Service: 1, Interval: time.Millisecond, Stall: 1, Period: 10, FirstStall: 29*time.Millisecond + 10, Duration: 50 * time.Millisecond, Connections: 1}
	if z, err := edge.Size(); err != nil || z.StallsMet != MaxStalls {
		t.Errorf("Size(%+v) = %d stalls met, %v; want %d, nil", edge, z.StallsMet, err, MaxStalls)
	}
}

func TestCheckListsEveryMismatch(t *testing.T) {
	want := Expected(Quick())
	got := want
	got.Loops[Open].Stalls++
	got.Sets[Corrected].AtNs[Ceil][2] += 200 * us
	passed, err := Check(Quick(), got, want)
	if err == nil {
		t.Fatal("Check accepted changed figures")
	}
	// The open stall count fails against the closed form and against the closed loop.
	if passed != Quick().ChecksPerRun()-3 {
		t.Errorf("passed = %d, want %d", passed, Quick().ChecksPerRun()-3)
	}
	for _, s := range []string{"open stalls: got 6, want 5", "open stalls against closed: got 6, want 5", "corrected p99 (ceil) ns: got 188500000, want 188300000"} {
		if !strings.Contains(err.Error(), s) {
			t.Errorf("error %q does not mention %q", err, s)
		}
	}
	if passed, err := Check(Quick(), want, want); err != nil || passed != Quick().ChecksPerRun() {
		t.Errorf("Check(Quick(), want, want) = %d, %v; want %d, nil", passed, err, Quick().ChecksPerRun())
	}
}

// TestEdges checks the closed form against the simulation where the
// derivation has a boundary, and pins the stall count there by hand.
func TestEdges(t *testing.T) {
	const (
		S  = 100 * time.Microsecond
		I  = 200 * time.Microsecond
		D  = 200 * time.Millisecond
		ms = time.Millisecond
	)
	for _, tc := range []struct {
		name   string
		sc     Scenario
		stalls int64
	}{
		// end = (n−1)·I + S = 2s + 100µs, when stall 2 begins: it is not met.
		{"stall begins at the last completion", Scenario{S, I, D, time.Second, S, 2*time.Second + I, 1, 0, 0}, 2},
		// One nanosecond earlier it begins while the last request is in service.
		{"stall begins in the last request", Scenario{S, I, D, time.Second, S - 1, 2*time.Second + I, 1, 0, 0}, 3},
		// The stall begins when request 0 completes: request 1 waits for it.
		{"stall begins at a completion", Scenario{S, I, D, time.Second, S, time.Second, 1, 0, 0}, 1},
		{"stall at time zero", Scenario{S, I, D, time.Second, 0, time.Second, 1, 0, 0}, 1},
		// The schedule ends 100ms into the 400ms the backlog takes to drain.
		{"backlog cut by the end", Scenario{S, I, D, time.Second, 500 * ms, 600 * ms, 1, 0, 0}, 1},
		{"first stall after the end", Scenario{S, I, D, time.Second, 30 * time.Second, 20 * time.Second, 1, 0, 0}, 0},
		// 50µs stalls in the idle 100µs after each request: no latency changes.
		{"stalls in idle time", Scenario{S, I, 50 * time.Microsecond, 1 * ms, S, 10 * ms, 1, 0, 0}, 10},
		{"period equals drain time", Scenario{S, I, D, 400 * ms, 500 * ms, 3 * time.Second, 1, 0, 0}, 7},
		// Request 0 waits for stall 0 and completes at D + S = 150ns, the
		// instant stall 1 begins: stall 1 must not extend it. Every even
		// stall falls on a due instant, so the last request, due at 2700ns,
		// completes at 2850ns, when stall 19 begins: 19 are met.
		{"next stall at the delayed completion", Scenario{100, 300, 50, 150, 0, 3000, 1, 0, 0}, 19},
		{"one request", Scenario{S, I, D, time.Second, 0, 1, 1, 0, 0}, 1},
		// Stall 0, at 11ns, holds request 2 to 33ns; requests 3 to 11 then
		// queue back to back (J = ⌈(23 − 5)/2⌉ = 9), and stall 1, at 58ns,
		// lands in the last of them, which started at 57ns, after its due
		// 55ns. Stall 2, at 105ns, comes after the last completion, 104ns.
		{"next stall in the backlog's last request", Scenario{3, 5, 20, 47, 11, 100, 1, 0, 0}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkScenario(t, tc.sc)
			if got := Expected(tc.sc).Loops[Closed].Stalls; got != tc.stalls {
				t.Errorf("stalls = %d, want %d", got, tc.stalls)
			}
		})
	}
}

// TestAttributionByDefinition attributes every sample of random runs to a
// stall by the definition, request by request: the number of stalls
// F + k·P that began before the request completed at i·I + open latency. It
// compares the runner's compressed recordings, expanded in order, with that.
func TestAttributionByDefinition(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for range 300 {
		sc := randomScenario(rng, 500)
		sc.RTT = 0 // the two loops' buffers hold done − send and done − due
		r, err := NewRunner(sc)
		if err != nil {
			t.Fatal(err)
		}
		r.Run()
		I, P, F := int64(sc.Interval), int64(sc.Period), int64(sc.FirstStall)
		sets := r.Recordings()
		for _, tc := range []struct {
			set     Set
			samples []int64
		}{{Closed, r.closedNs}, {Open, r.openNs}} {
			var got [][2]int64
			for _, p := range sets[tc.set] {
				for j := range p.Count {
					got = append(got, [2]int64{p.FirstNs + j*p.StepNs, p.StallsBefore})
				}
			}
			for i, v := range tc.samples {
				var before int64
				if done := int64(i)*I + r.openNs[i]; done > F && sc.Stall > 0 {
					before = (done-1-F)/P + 1
				}
				if i >= len(got) || got[i] != [2]int64{v, before} {
					t.Fatalf("%+v %v request %d: got %v, want sample %d after %d stalls", sc, tc.set, i, got[min(i, len(got)-1)], v, before)
				}
			}
			if len(got) != len(tc.samples) {
				t.Fatalf("%+v %v: %d samples, want %d", sc, tc.set, len(got), len(tc.samples))
			}
		}
	}
}

// TestPerStallRanges pins the per-stall figures where they are not one
// number: the schedule ends 100ms into the second stall's backlog, so the
// first stall delays 2000 requests and the second 500, the requests due
// from 1.5s to 1.6s.
func TestPerStallRanges(t *testing.T) {
	sc := Default()
	sc.Duration = 1600 * time.Millisecond
	got := Expected(sc)
	if r := got.Sets[Open].DelayedPerStall; r != (Range{500, 2000}) {
		t.Errorf("open delayed per stall = %+v, want {500 2000}", r)
	}
	if r := got.Sets[Closed].DelayedPerStall; r != (Range{1, 1}) {
		t.Errorf("closed delayed per stall = %+v, want {1 1}", r)
	}
	if r := got.AddedPerStall; r != (Range{999, 999}) {
		t.Errorf("added per stall = %+v, want {999 999}", r)
	}
	// A stall in idle time delays nothing: 50µs stalls after each 100µs request.
	idle := Scenario{100 * time.Microsecond, 200 * time.Microsecond, 50 * time.Microsecond, time.Millisecond, 100 * time.Microsecond, 10 * time.Millisecond, 1, 0, 0}
	if r := Expected(idle).Sets[Open].DelayedPerStall; r != (Range{}) {
		t.Errorf("idle stalls: open delayed per stall = %+v, want {0 0}", r)
	}
	checkScenario(t, sc)
}

// TestTimelineJumpsFromStallToStall checks that the closed form's walk
// goes from one stall to the next: every request it steps to meets a
// stall, so it emits at most three pieces a stall met (the free run's
// two and the request hit), plus the first request and the last free run.
// A walk that stepped to a request no stall touches would still give the
// right figures, one request at a time, and cost O(requests).
func TestTimelineJumpsFromStallToStall(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for range 500 {
		sc := randomScenario(rng, 3000)
		var pieces []piece
		loop, _, err := timeline(sc, MaxStalls, func(p piece) { pieces = append(pieces, p) })
		if err != nil {
			t.Fatalf("%+v: %v", sc, err)
		}
		if most := 3 + 3*loop.Stalls; int64(len(pieces)) > most {
			t.Fatalf("%+v: %d pieces for %d stalls met, more than %d", sc, len(pieces), loop.Stalls, most)
		}
		for j := 1; j < len(pieces); j++ {
			if pieces[j].first != pieces[j-1].end() {
				t.Fatalf("%+v: piece %d starts at request %d, not %d", sc, j, pieces[j].first, pieces[j-1].end())
			}
		}
	}
}

// TestTimelineEndBound walks an overload to the end bound exactly: with
// no stall, n requests of service S back to back from 0 complete at n·S.
// At n·S = MaxEndNs the walk holds; one more nanosecond of service puts
// the last completion n ns past it, and the walk refuses.
func TestTimelineEndBound(t *testing.T) {
	const n = 1 << 14
	for _, tc := range []struct {
		serviceNs int64
		fails     bool
	}{{MaxEndNs / n, false}, {MaxEndNs/n + 1, true}, {MaxEndNs/n - 1, false}} {
		sc := Scenario{Service: time.Duration(tc.serviceNs), Interval: time.Microsecond, Period: 1, Duration: n * time.Microsecond, Connections: 1}
		loop, _, err := timeline(sc, MaxStalls, func(piece) {})
		switch {
		case tc.fails && (err == nil || !strings.Contains(err.Error(), "the last request would complete after 1152921504606846976ns")):
			t.Errorf("S = %d: %v, want the last request past the end bound", tc.serviceNs, err)
		case !tc.fails && (err != nil || loop.EndNs != n*tc.serviceNs):
			t.Errorf("S = %d: %+v, %v, want the end at %d", tc.serviceNs, loop, err, n*tc.serviceNs)
		}
	}
}

// TestSizeBounds checks Size's bounds, which the domain's limits are
// applied to, against the recordings: the corrected and wrk counts, the
// closed, skip and unpaced maxima and every design's last completion are
// never above them, and the open loop's figures are exact.
func TestSizeBounds(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for range propertyCases() {
		sc := randomScenario(rng, 3000)
		z, err := sc.Size()
		if err != nil {
			t.Fatalf("%+v: %v", sc, err)
		}
		f := Expected(sc)
		if sc.RTT == 0 && (z.Corrected != f.Sets[Corrected].Count || z.MaxCorrectedNs != f.Sets[Closed].MaxNs) {
			t.Fatalf("%+v: Size counts %d corrected samples of up to %d, the closed form %d of up to %d", sc, z.Corrected, z.MaxCorrectedNs, f.Sets[Corrected].Count, f.Sets[Closed].MaxNs)
		}
		if z.Corrected < f.Sets[Corrected].Count || z.MaxCorrectedNs < f.Sets[Corrected].MaxNs || z.WrkSamples < f.Sets[Wrk].Count || z.Unpaced < f.Sets[Unpaced].Count {
			t.Fatalf("%+v: Size %+v below the counts %d, %d, %d", sc, z, f.Sets[Corrected].Count, f.Sets[Wrk].Count, f.Sets[Unpaced].Count)
		}
		for _, s := range []Set{Closed, Skip, Unpaced} {
			if f.Sets[s].MaxNs > z.MaxSentNs || f.Loops[s].EndNs > z.DesignEndNs {
				t.Fatalf("%+v: %v max %d, end %d, above Size's %d, %d", sc, s, f.Sets[s].MaxNs, f.Loops[s].EndNs, z.MaxSentNs, z.DesignEndNs)
			}
		}
		if sc.RTT > 0 && f.Sets[Plan].MaxNs > z.MaxPlanNs {
			t.Fatalf("%+v: plan max %d above Size's %d", sc, f.Sets[Plan].MaxNs, z.MaxPlanNs)
		}
		if z.MaxOpenNs+int64(sc.RTT) != f.Sets[Open].MaxNs || z.StallsMet != f.Loops[Open].Stalls || z.EndNs != f.Loops[Open].EndNs {
			t.Fatalf("%+v: Size %+v against the open loop's max %d, stalls %d, end %d", sc, z, f.Sets[Open].MaxNs, f.Loops[Open].Stalls, f.Loops[Open].EndNs)
		}
	}
}

// TestDrainTimeAndHelpers pins DrainTime, W = D + (J+1)·S with
// J = ⌈(S+D−I)/(I−S)⌉, on hand-worked cases, and the small helpers the
// closed form leans on.
func TestDrainTimeAndHelpers(t *testing.T) {
	const us = time.Microsecond
	for _, tc := range []struct {
		name    string
		s, i, d time.Duration
		want    time.Duration
		ok      bool
	}{
		// J = ⌈(100µs + 200ms − 200µs)/100µs⌉ = 1999: W = 200ms + 2000 × 100µs.
		{"the seed", 100 * us, 200 * us, 200 * time.Millisecond, 400 * time.Millisecond, true},
		// J = ⌈(3 + 10 − 5)/2⌉ = 4: W = 10 + 5 × 3.
		{"a rounded-up backlog", 3, 5, 10, 25, true},
		{"no backlog: S + D ≤ I", 100 * us, 200 * us, 50 * us, 150 * us, true},
		{"S + D = I exactly", 100 * us, 200 * us, 100 * us, 200 * us, true},
		{"overload", 200 * us, 200 * us, time.Millisecond, 0, false},
		{"too long for a Duration", MaxTime - 1, MaxTime, MaxTime, 0, false},
	} {
		sc := Scenario{Service: tc.s, Interval: tc.i, Stall: tc.d, Period: 2 * MaxTime, Duration: time.Second, Connections: 1}
		if got, ok := sc.DrainTime(); got != tc.want || ok != tc.ok {
			t.Errorf("%s: DrainTime = %v, %v; want %v, %v", tc.name, got, ok, tc.want, tc.ok)
		}
	}
	for _, tc := range [][3]int64{{7, 2, 3}, {6, 2, 3}, {0, 2, 0}, {-6, 2, -3}, {-7, 2, -4}, {-1, 5, -1}} {
		if got := floorDiv(tc[0], tc[1]); got != tc[2] {
			t.Errorf("floorDiv(%d, %d) = %d, want %d", tc[0], tc[1], got, tc[2])
		}
	}
	// 10 requests due at 0, 1ms, … 9ms; stalls every 2ms from F.
	at := func(f time.Duration) int64 {
		return Scenario{Service: 1, Interval: time.Millisecond, Stall: 1, Period: 2 * time.Millisecond, FirstStall: f, Duration: 10 * time.Millisecond, Connections: 1}.stallsByLastDue()
	}
	if a, b, c, d := at(0), at(9*time.Millisecond), at(9*time.Millisecond+1), at(8*time.Millisecond); a != 5 || b != 1 || c != 0 || d != 1 {
		t.Errorf("stallsByLastDue from 0, 9ms, 9ms+1ns, 8ms = %d, %d, %d, %d; want 5, 1, 0, 1", a, b, c, d)
	}
}

// propertyCases is how many random scenarios the property tests walk: a
// representative 200 by default, so that `go test ./...` stays within a
// minute (and a mutation tester, which runs the suite once per mutant,
// stays within reach), and 2,000 under FULL=1, which .ci/run sets.
func propertyCases() int { return testenv.Count(100, 2000) }
