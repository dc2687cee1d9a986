package results

import (
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/rawfile"
)

// edited returns the fixed raw (or live) file with from replaced by to,
// decoded, or the error that refused it.
func edited(t *testing.T, live bool, from, to string) (*Sim, *Live, error) {
	t.Helper()
	path := "../../testdata/raw.txt"
	if live {
		path = "../../testdata/live.txt"
	}
	_, text := parseFile(t, path)
	if !strings.Contains(string(text), from) {
		t.Fatalf("%q not in %s", from, path)
	}
	f, err := rawfile.Parse(path, strings.NewReader(strings.Replace(string(text), from, to, 1)))
	if err != nil {
		t.Fatal(err)
	}
	if live {
		l, err := DecodeLive(f)
		return nil, l, err
	}
	s, err := Decode(f)
	return s, nil, err
}

// TestDecodeAtTheEdges moves one figure to the edge of what Decode
// accepts, and one step past it.
func TestDecodeAtTheEdges(t *testing.T) {
	conn1 := "connections=1 threshold=false checks=53 closed.p90-ns=100000 closed.p99-ns=100000 closed.p99.9-ns=100000 closed.slow=20 closed.n=100000"
	for _, tc := range []struct {
		name     string
		live     bool
		from, to string
		want     string // "" when accepted
	}{
		{"the largest latency", false, "RESULT closed.p50 100.0 us", "RESULT closed.p50 4611686018427387.999 us", ""},
		{"past the largest latency", false, "RESULT closed.p50 100.0 us", "RESULT closed.p50 4611686018427388.0 us", "RESULT closed.p50 4611686018427388.0: not a latency"},
		{"a count of zero", false, "RESULT closed.delayed_per_stall.min 1 samples", "RESULT closed.delayed_per_stall.min 0 samples", ""},
		{"a negative count", false, "RESULT closed.delayed_per_stall.min 1 samples", "RESULT closed.delayed_per_stall.min -1 samples", "want a whole number of samples"},
		{"one rep", false, "reps: 2\n", "reps: 1\n", ""},
		{"reps not a number", false, "reps: 2\n", "reps: two\n", `configuration reps "two"`},
		{"the most connections", false, "connections: 1\n", "connections: 1073741824\n", ""},
		{"one connection too many", false, "connections: 1\n", "connections: 1073741825\n", "configuration connections 1073741825: too many"},
		{"a load period of zero", false, "period=1s duration=5s checks=53", "period=0s duration=5s checks=53", "load sweep line 1: period=0s is not positive"},
		{"a negative load stall", false, "sweep load utilisation=0.1 stall=50ms", "sweep load utilisation=0.1 stall=-50ms", `load sweep line 1: stall="-50ms" is not a duration`},
		{"a load stall not a duration", false, "sweep load utilisation=0.1 stall=50ms", "sweep load utilisation=0.1 stall=long", `load sweep line 1: stall="long" is not a duration`},
		{"negative checks", false, "period=1s duration=5s checks=53", "period=1s duration=5s checks=-1", "load sweep line 1: checks=-1 is not a whole number"},
		{"checks not a number", false, "period=1s duration=5s checks=53", "period=1s duration=5s checks=x", `load sweep line 1: checks="x" is not a whole number`},
		{"slow equal to n", false, conn1, strings.Replace(conn1, "closed.slow=20", "closed.slow=100000", 1), ""},
		{"slow above n", false, conn1, strings.Replace(conn1, "closed.slow=20", "closed.slow=100001", 1), "slow at most n"},
		{"no slow sample", false, conn1, strings.Replace(conn1, "closed.slow=20", "closed.slow=0", 1), ""},
		{"negative slow", false, conn1, strings.Replace(conn1, "closed.slow=20", "closed.slow=-1", 1), "slow at most n"},
		{"a designs point of another role", false, "sweep designs role=designs connections=1 ", "sweep designs role=other connections=1 ", `designs sweep line 1: role="other" is not designs or autocannon`},
		{"a designs point of no connections", false, "sweep designs role=designs connections=1 ", "sweep designs role=designs connections=0 ", "designs sweep line 1: connections=0 is not positive"},
		{"a designs point without a recording", false, " wrk.p90-ns=80225000 wrk.p99-ns=188100000", " wrk.p90-ns=80225000 wrk.p99-nz=188100000", "designs sweep line 1: no wrk.p99-ns"},
		{"designs out of order", false, "designs: skip unpaced wrk\n", "designs: unpaced skip wrk\n", `the configuration line designs: "unpaced skip wrk", want some of "plan skip unpaced wrk" in that order`},
		{"an unknown design", false, "designs: skip unpaced wrk\n", "designs: skip hey\n", `the configuration line designs: "skip hey"`},
		{"no designs line", false, "designs: skip unpaced wrk\n", "", `no "designs" configuration line`},
		{"fewer designs", false, "designs: skip unpaced wrk\n", "designs: skip wrk\n", ""},
		{"one sample", false, conn1, strings.Replace(conn1, "closed.slow=20 closed.n=100000", "closed.slow=0 closed.n=1", 1), ""},
		{"no sample", false, conn1, strings.Replace(conn1, "closed.slow=20 closed.n=100000", "closed.slow=0 closed.n=0", 1), "slow at most n"},
		{"a model latency of 1 ns", true, "RESULT live.model.plan.p50 53503.845 us", "RESULT live.model.plan.p50 0.001 us", "RESULT live.error.open.p50"},
		{"a model round trip that is not S_eff − S_w", true, "RESULT live.model_rtt 41.137 us", "RESULT live.model_rtt 41.138 us", "RESULT live.model_rtt 41.138: the model's round trip is S_eff − S_w = 41.137"},
		{"a model latency of zero", true, "RESULT live.model.open.p50 53503.845 us", "RESULT live.model.open.p50 0.0 us", "RESULT live.model.open.p50: want a positive latency"},
		{"a curve point of one above", true, "sweep live recording=closed above=12530 n=25000", "sweep live recording=closed above=1 n=25000", ""},
		{"a curve point of none above", true, "sweep live recording=closed above=12530 n=25000", "sweep live recording=closed above=0 n=25000", "want 1 ≤ above ≤ n"},
		{"a curve point of all above", true, "sweep live recording=closed above=12530 n=25000", "sweep live recording=closed above=25000 n=25000", ""},
		{"a curve point past all", true, "sweep live recording=closed above=12530 n=25000", "sweep live recording=closed above=25001 n=25000", "want 1 ≤ above ≤ n"},
		{"a verdict in µs", true, "RESULT live.check.ours.service_eff 1 bool", "RESULT live.check.ours.service_eff 0 bool",
			"RESULT live.check.ours.service_eff says false, but S_eff, the median time of the requests that found the server idle is 141.345 µs against a bound of 200 µs"},
		{"a verdict in %", true, "RESULT live.check.ours.rate 1 bool", "RESULT live.check.ours.rate 0 bool", "is 100.013 % against a bound of 99 %"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := edited(t, tc.live, tc.from, tc.to)
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("refused: %v", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("err = %v, want %q", err, tc.want)
			}
		})
	}
}

// TestMachineOf: the machine's lines are every configuration line before
// the scenario's first, or all of them without one.
func TestMachineOf(t *testing.T) {
	f := &rawfile.File{Config: rawfile.Fields{{Key: "goos", Value: "linux"}, {Key: "service", Value: "1s"}, {Key: "x", Value: "y"}}}
	if m := machineOf(f); len(m) != 1 || m[0].Key != "goos" {
		t.Errorf("machineOf = %v", m)
	}
	f.Config = f.Config[1:]
	if m := machineOf(f); len(m) != 0 {
		t.Errorf("with the scenario first: machineOf = %v", m)
	}
	f.Config = rawfile.Fields{{Key: "goos", Value: "linux"}, {Key: "cpu", Value: "x"}}
	if m := machineOf(f); len(m) != 2 {
		t.Errorf("without a scenario: machineOf = %v", m)
	}
}

func TestReadScenario(t *testing.T) {
	f, _ := parseFile(t, "../../testdata/raw.txt")
	sc, err := ReadScenario(f)
	if err != nil || sc.Service != 100*time.Microsecond || sc.Duration != 20*time.Second || sc.Connections != 1 {
		t.Errorf("ReadScenario = %+v, %v", sc, err)
	}
	for _, tc := range []struct{ key, value, want string }{
		{"period", "", `no "period" configuration line`},
		{"stall", "long", `configuration stall "long": want a duration`},
		{"connections", "many", `configuration connections "many": want a whole number`},
	} {
		g := &rawfile.File{}
		for _, kv := range f.Config {
			switch {
			case kv.Key != tc.key:
				g.Config = append(g.Config, kv)
			case tc.value != "":
				g.Config = append(g.Config, rawfile.KV{Key: kv.Key, Value: tc.value})
			}
		}
		if _, err := ReadScenario(g); err == nil || err.Error() != tc.want {
			t.Errorf("%s=%q: err = %v, want %q", tc.key, tc.value, err, tc.want)
		}
	}
	g := &rawfile.File{Config: append(rawfile.Fields{}, f.Config...)}
	for i := range g.Config {
		if g.Config[i].Key == "connections" {
			g.Config[i].Value = "0"
		}
	}
	if sc, err := ReadScenario(g); err != nil || sc.Connections != 0 {
		t.Errorf("connections 0 is for the simulation to judge: %+v, %v", sc, err)
	}
}

func TestLookups(t *testing.T) {
	f, _ := parseFile(t, "../../testdata/raw.txt")
	s, err := Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if c, err := s.Timing.CostOf(Open); err != nil || c.Client != Open || c.MinNs == "" {
		t.Errorf("CostOf(open) = %+v, %v", c, err)
	}
	if _, err := s.Timing.CostOf("corrected"); err == nil {
		t.Error("CostOf(corrected) found a cost")
	}
	if r, err := s.Ratios.OpenOverClosedAt(P99); err != nil || r != "1951.0" {
		t.Errorf("OpenOverClosedAt(p99) = %q, %v", r, err)
	}
	if r, err := s.Ratios.OpenOverCorrectedAt(P99); err != nil || r != "1.037" {
		t.Errorf("OpenOverCorrectedAt(p99) = %q, %v", r, err)
	}
	if _, err := s.Ratios.OpenOverCorrectedAt(Max); err == nil || err.Error() != "no open/corrected ratio at max" {
		t.Errorf("OpenOverCorrectedAt(max): %v", err)
	}
	if err := (&Sim{}).SetRatios(); err == nil {
		t.Error("SetRatios without recordings: no error")
	}
	for key, want := range map[string]bool{"cost.closed.min": true, "clock.ghz": true, "time.runs": true, "closed.p99": false, "cos": false, "": false, "timex": false} {
		if IsTiming(key) != want {
			t.Errorf("IsTiming(%q) = %v", key, !want)
		}
	}
	for _, key := range []string{"service", "connections", "percentiles", "sweep-load-axes", "mode"} {
		if !Deterministic(key) {
			t.Errorf("Deterministic(%q) = false", key)
		}
	}
	if Deterministic("cpu") || Deterministic("goos") {
		t.Error("a machine's line is deterministic")
	}
}

// TestThresholdLine: N* is written only when the sweep has it.
func TestThresholdLine(t *testing.T) {
	f, _ := parseFile(t, "../../testdata/raw.txt")
	s, err := Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	for n, want := range map[int64]bool{0: false, 1: true, 2000: true} {
		s.Counts.Threshold = n
		_, has := s.Encode().Result("connections.threshold")
		if has != want {
			t.Errorf("N* = %d: a threshold line %v, want %v", n, has, want)
		}
	}
}
