package scenarioflag

import (
	"flag"
	"io"
	"strings"
	"testing"
	"time"

	"coordinated-omission/sim"
)

// check parses args with the scenario's flags and checks them, in a live
// run of mode ("" for none).
func check(args []string, mode string) (sim.Random, error) {
	var f Flags
	fs := flag.NewFlagSet("report", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	f.Register(fs)
	if err := fs.Parse(args); err != nil {
		return sim.Random{}, err
	}
	return f.Check(fs, mode)
}

// TestDefaultsAreTheSeeds: with no flag, the seed's scenario, drawing
// nothing, from seed 1.
func TestDefaultsAreTheSeeds(t *testing.T) {
	rs, err := check(nil, "")
	if err != nil || rs.Scenario != sim.Default() || rs.Drawn() || rs.Seed != 1 || rs.ThinkDist.Kind != sim.Exp {
		t.Errorf("%+v, %v", rs, err)
	}
}

// TestCheck: each flag sets its figure; the checks together refuse with
// one line naming the culprit, at each edge.
func TestCheck(t *testing.T) {
	rs, err := check([]string{"-service=150us", "-interval=1ms", "-stall=10ms", "-period=2s", "-first-stall=0s", "-duration=3s",
		"-connections=4", "-rtt=20us", "-expected-interval=3ms", "-service-dist=exp", "-seed=9"}, "")
	want := sim.Scenario{Service: 150 * time.Microsecond, Interval: time.Millisecond, Stall: 10 * time.Millisecond, Period: 2 * time.Second,
		Duration: 3 * time.Second, Connections: 4, RTT: 20 * time.Microsecond, ExpectedInterval: 3 * time.Millisecond}
	if err != nil || rs.Scenario != want || rs.ServiceDist.Kind != sim.Exp || rs.Seed != 9 {
		t.Errorf("%+v, %v", rs, err)
	}
	for _, tc := range []struct {
		args []string
		mode string
		want string
	}{
		{[]string{"-expected-interval=0s"}, "", "-expected-interval must be positive, got 0s; leave it out for connections × interval"},
		{[]string{"-expected-interval=-1ns"}, "", "-expected-interval must be positive, got -1ns"},
		{[]string{"-interval=0s"}, "", "scenario: interval (0s) must be positive"},
		{[]string{"-stall=1s"}, "", "scenario: stall (1s) must be shorter than period (1s)"},
		{[]string{"-think=1ms"}, "-live", "-think 1ms: the live designs have no think time; leave -think out of -live"},
		{[]string{"-arrivals=poisson"}, "-serve", "leave -arrivals out of -serve"},
	} {
		if _, err := check(tc.args, tc.mode); err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%v in %q: %v, want one line with %q", tc.args, tc.mode, err, tc.want)
		}
	}
	// at the edges: an expected interval of 1 ns, and none given at all
	if rs, err := check([]string{"-expected-interval=1ns"}, ""); err != nil || rs.ExpectedInterval != 1 {
		t.Errorf("-expected-interval=1ns: %+v, %v", rs.Scenario, err)
	}
	if _, err := check([]string{"-think=1ms"}, ""); err != nil {
		t.Errorf("a think time outside a live run: %v", err)
	}
	// the random model's size at its edge: T/I = T/S = 200 s / 10 µs is
	// 20,000,000 requests, sim.MaxRandomRequests; 10 µs more is one more
	if _, err := check([]string{"-service-dist=exp", "-stall=0s", "-service=10us", "-interval=10us", "-duration=200s"}, ""); err != nil {
		t.Errorf("at the random model's bound: %v", err)
	}
	if _, err := check([]string{"-service-dist=exp", "-stall=0s", "-service=10us", "-interval=10us", "-duration=200000010us"}, ""); err == nil ||
		!strings.Contains(err.Error(), "the random model would take about 20000001 requests, more than 20000000") {
		t.Errorf("past the random model's bound: %v", err)
	}
	if _, err := check([]string{"-stall=0s", "-service=10us", "-interval=10us", "-duration=200000010us"}, ""); err != nil {
		t.Errorf("the deterministic model past the random one's bound: %v", err)
	}
}
