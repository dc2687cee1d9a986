package live

import (
	"bytes"
	"context"
	"coordinated-omission/internal/testenv"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
)

// TestValidate: each of a live run's limits refuses a scenario past it,
// naming the flag and the limit.
func TestValidate(t *testing.T) {
	ok := sim.Default()
	ok.Duration = DefaultDuration
	if err := Validate(sim.Random{Scenario: ok}); err != nil {
		t.Fatalf("the default scenario: %v", err)
	}
	for _, tc := range []struct {
		rs   sim.Random
		want string
	}{
		{sim.Random{Scenario: ok, ServiceDist: sim.Dist{Kind: sim.Exp}, Seed: 5}, ""},
		{sim.Random{Scenario: ok, ServiceDist: sim.Dist{Kind: sim.Exp}, Arrivals: sim.Poisson}, "-arrivals poisson: the live generators send on a schedule"},
		{sim.Random{Scenario: ok, Think: time.Millisecond}, "-think 1ms: the live designs have no think time"},
		{sim.Random{Scenario: ok, ServiceDist: sim.Dist{Kind: sim.Bimodal, P: 1, Slow: time.Millisecond}}, "-service-dist bimodal:1:1ms: the probability 1 must be inside (0, 1)"},
	} {
		if err := Validate(tc.rs); (tc.want == "") != (err == nil) || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v %v think %v: %v, want %q", tc.rs.ServiceDist, tc.rs.Arrivals, tc.rs.Think, err, tc.want)
		}
	}
	for _, tc := range []struct {
		name string
		edit func(*sim.Scenario)
		want string
	}{
		{"out of the simulation's domain", func(sc *sim.Scenario) { sc.Stall = sc.Period }, "stall (1s) must be shorter than period (1s)"},
		{"too long", func(sc *sim.Scenario) { sc.Duration = MaxDuration + time.Second }, "-live-duration 1m1s is longer than a live run's 1m0s"},
		{"too many requests", func(sc *sim.Scenario) {
			sc.Duration, sc.Interval, sc.Service = 59*time.Second, 50*time.Microsecond, time.Microsecond
		}, "makes 1180000 requests per phase, more than a live run's 1000000"},
		{"too many connections", func(sc *sim.Scenario) { sc.Connections = MaxConnections + 1 }, "-connections 1001 is more than a live run's 1000"},
		{"a stall holds too many", func(sc *sim.Scenario) { sc.Interval, sc.Service = 9*time.Microsecond, time.Microsecond }, "would leave 22222 requests in flight"},
		{"a stall at the edge", func(sc *sim.Scenario) { sc.Interval, sc.Service = 10*time.Microsecond, time.Microsecond }, ""},
		{"draining too long", func(sc *sim.Scenario) { sc.Service = 600 * time.Microsecond }, "the live server would still be serving 13.8s after -live-duration 5s"},
	} {
		sc := ok
		tc.edit(&sc)
		err := Validate(sim.Random{Scenario: sc})
		if tc.want == "" {
			if err != nil {
				t.Errorf("%s: %v", tc.name, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
}

// TestRunRefusesARateTheLoopbackCannotCarry: an interval shorter than the
// service plus a loopback round trip is refused after the calibration,
// before any phase.
func TestRunRefusesARateTheLoopbackCannotCarry(t *testing.T) {
	sc := sim.Scenario{Service: 100 * time.Microsecond, Interval: 101 * time.Microsecond, Period: time.Second, Duration: 100 * time.Millisecond, Connections: 1}
	var log bytes.Buffer
	_, err := Run(context.Background(), sim.Random{Scenario: sc}, &log)
	var rtt, above time.Duration
	var rttText, aboveText string
	if err == nil || !strings.HasPrefix(err.Error(), "-interval 101µs is faster than this machine can sustain: each request takes the 100µs service plus a ") {
		t.Fatalf("err = %v", err)
	}
	if _, scanErr := fmt.Sscanf(strings.SplitN(err.Error(), "service plus a ", 2)[1], "%s round trip", &rttText); scanErr == nil {
		rtt, _ = time.ParseDuration(rttText)
	}
	if _, scanErr := fmt.Sscanf(strings.SplitN(err.Error(), "use an interval above ", 2)[1], "%s", &aboveText); scanErr == nil {
		above, _ = time.ParseDuration(aboveText)
	}
	if rtt <= 0 || above != sc.Service+rtt {
		t.Errorf("err = %v: want an interval above the service plus the round trip", err)
	}
	if strings.Contains(log.String(), "our generator") {
		t.Errorf("a phase started:\n%s", log.String())
	}
}

// TestRun runs the whole live experiment, briefly: the three phases, the
// recordings, the model and its checks, and the file.
func TestRun(t *testing.T) {
	testenv.WallClock(t, "a 2 s live run")
	if testing.Short() || !wallClockTests {
		t.Skip("2 s on the wall clock")
	}
	sc := sim.Scenario{Service: 100 * time.Microsecond, Interval: 400 * time.Microsecond, Stall: 50 * time.Millisecond,
		Period: 300 * time.Millisecond, FirstStall: 100 * time.Millisecond, Duration: 600 * time.Millisecond, Connections: 1}
	quiet(t, 60*time.Second) // the calibration refuses a machine too busy to carry the rate
	var log bytes.Buffer
	res, err := Run(context.Background(), sim.Random{Scenario: sc}, &log)
	if err != nil {
		t.Fatal(err)
	}
	n := sc.Requests()
	if got := strings.Count(log.String(), "\n"); got != 4 {
		t.Errorf("%d lines of progress, want 4:\n%s", got, log.String())
	}
	counts := map[string]int64{}
	for _, rec := range results.LiveRecordings {
		counts[rec] = res.Recordings[rec].Count()
	}
	// Vegeta's pacer stops at the duration, so on a busy machine it sends
	// fewer (26 % to 85 % with a mutation tester on both cores); the rate
	// self-check, tested apart, is what flags that. Here it must have run.
	if counts["closed"] != n || counts["open"] != n || counts["corrected"] < n || counts["vegeta"] < 1 || counts["vegeta"] > n+2 || counts["hey"] < 1 || counts["hey"] > n {
		t.Errorf("samples %v for %d requests a phase", counts, n)
	}
	model := sc // the model's scenario: the worker's service and the round trip
	model.Service, model.RTT = res.WorkerService, res.ModelRTT
	if res.ModelChecks != model.ChecksPerRun() || res.ModelRTT != time.Duration(results.ModelRTT(int64(res.ServiceEff), int64(res.WorkerService))) || len(res.Record(nil).Checks()) != 7 ||
		res.CalibrationRTT <= 0 || res.ServiceEff <= sc.Service || res.Wall < 3*sc.Duration {
		t.Errorf("model checks %d, round trip %v, %d self-checks, calibration %v, S_eff %v, wall %v", res.ModelChecks, res.ModelRTT,
			len(res.Record(nil).Checks()), res.CalibrationRTT, res.ServiceEff, res.Wall)
	}
	// seven: the two paced phases' rates, our phase's S_eff and its stall's
	// drain (the scenario stalls, with a gap after each), and each phase's
	// other processes' CPU
	if !slices.ContainsFunc(res.Record(nil).Checks(), func(c results.Check) bool { return c.Name == "ours.drain" }) {
		t.Error("no drain check for a scenario that stalls")
	}
	if _, err := rawfile.Parse("live.txt", bytes.NewReader(rawfile.Write(File(res, nil)))); err != nil {
		t.Error(err)
	}
	// each phase measured its own conditions
	for i, p := range res.Phases {
		if p.Name != results.Phases[i] || p.WallNs < int64(sc.Duration) || p.WallNs > int64(sc.Duration+10*time.Second) || p.OtherCPUNs < 0 ||
			p.WorkerLateP99Ns < 0 || p.Paced() != (p.ScheduleErrorNs != nil) || p.Paced() != (p.RatePct != "") {
			t.Errorf("phase %d: %+v", i, p)
		}
	}
	if ours := res.Phases[0]; ours.RatePct.Float() < 50 || ours.ScheduleErrorNs[results.P50] > int64(sc.Interval) {
		t.Errorf("our generator's phase: %+v", ours)
	}
}

// TestVegetaAndHeyPhases: vegeta reports a server's 503 as an error and
// times its sends from the attack's start; hey's workers are paced at
// N·I each, so that together they ask for one request per I.
func TestVegetaAndHeyPhases(t *testing.T) {
	testenv.WallClock(t, "vegeta and hey phases")
	if testing.Short() || !wallClockTests {
		t.Skip("0.3 s on the wall clock")
	}
	srv, err := StartServer(Schedule{Service: 10 * time.Microsecond}, 5, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	run, err := runVegeta(srv, time.Millisecond, 50*time.Millisecond, 100, 5*time.Second)
	srv.Close()
	if err != nil || run.failed == 0 { // refused hits are counted, a failed check, not an abort
		t.Errorf("vegeta past the server's limit of 5: err = %v, %d failed", err, run.failed)
	}
	first, last := slices.Min(run.sent), slices.Max(run.sent)
	if len(run.latencyNs) < 4 || first <= 0 || first >= last || last > 60*time.Millisecond {
		t.Errorf("vegeta: %d results, sent from %v to %v", len(run.latencyNs), first, last)
	}
	// each hit's plan is its attack's start plus (seq+1)·I, and it went out
	// no earlier than that, less the microsecond between our clock's start
	// and vegeta's
	for i := range run.sent {
		if p := run.plan[i]; p < time.Millisecond || p%time.Millisecond != 0 || run.sent[i] < p-time.Microsecond {
			t.Errorf("vegeta hit %d: sent at %v, plan %v", i, run.sent[i], p)
		}
	}
	srv, err = StartServer(Schedule{Service: 10 * time.Microsecond}, 1000, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	ns, err := runHey(srv, 2, time.Millisecond, 100*time.Millisecond, 1000, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if len(ns) < 20 || len(ns) > 120 {
		t.Errorf("hey with 2 workers at one request per 2 ms each sent %d requests in 100 ms, want about 100 at most", len(ns))
	}
}
