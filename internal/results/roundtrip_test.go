package results

import (
	"bytes"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"coordinated-omission/internal/rawfile"
)

func parseFile(t *testing.T, path string) (*rawfile.File, []byte) {
	t.Helper()
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := rawfile.Parse(path, bytes.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	return f, text
}

// TestSimRoundTrip: a full run's raw file decodes to records that encode
// to the same file, byte for byte, and decode to the same records again.
func TestSimRoundTrip(t *testing.T) {
	f, text := parseFile(t, "../../testdata/raw.txt")
	s, err := Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Load) != 27 || len(s.Conns) != 6 || len(s.Examples) != 2 || len(s.Recordings) != 3 || s.Counts.Threshold != 2000 {
		t.Errorf("decoded %d load, %d connections and %d example points, %d recordings, N* %d",
			len(s.Load), len(s.Conns), len(s.Examples), len(s.Recordings), s.Counts.Threshold)
	}
	out := rawfile.Write(s.Encode())
	if !bytes.Equal(out, text) {
		t.Fatalf("Encode(Decode(raw.txt)) differs from raw.txt:\n%s", firstDiff(string(text), string(out)))
	}
	back, err := Decode(s.Encode())
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, s) {
		t.Error("Decode(Encode(s)) is not s")
	}
	var again Sim = *s
	if err := again.SetRatios(); err != nil || !reflect.DeepEqual(again.Ratios, s.Ratios) {
		t.Errorf("SetRatios from the recordings gives %+v, the file %+v (%v)", again.Ratios, s.Ratios, err)
	}
}

// TestLiveRoundTrip: likewise for a live file, whose errors, bounds and
// verdicts Encode derives from the figures.
func TestLiveRoundTrip(t *testing.T) {
	f, text := parseFile(t, "../../testdata/live.txt")
	l, err := DecodeLive(f)
	if err != nil {
		t.Fatal(err)
	}
	out := rawfile.Write(l.Encode())
	if !bytes.Equal(out, text) {
		t.Fatalf("Encode(DecodeLive(live.txt)) differs from live.txt:\n%s", firstDiff(string(text), string(out)))
	}
	back, err := DecodeLive(l.Encode())
	if err != nil || !reflect.DeepEqual(back, l) {
		t.Errorf("DecodeLive(Encode(l)) is not l: %v", err)
	}
	if v, ok := l.Error(Vegeta, P99); !ok || v == "" {
		t.Error("vegeta has no error against the open model")
	}
	if _, ok := l.Error(Hey, P99); !ok {
		t.Error("hey has no error against the skip design")
	}
}

// TestLiveDrawnRoundTrip: a live file whose server drew its service times
// holds the draws' configuration, round-trips byte for byte, and refuses a
// negative round trip, which no pairing of times gives.
func TestLiveDrawnRoundTrip(t *testing.T) {
	f, text := parseFile(t, "../../testdata/live-drawn.txt")
	l, err := DecodeLive(f)
	if err != nil {
		t.Fatal(err)
	}
	if l.Random == nil || l.Random.ServiceDist != "exp" || l.Random.Seed != "1" {
		t.Fatalf("Random = %+v, want exp from seed 1", l.Random)
	}
	if out := rawfile.Write(l.Encode()); !bytes.Equal(out, text) {
		t.Fatalf("Encode(DecodeLive(live-drawn.txt)) differs:\n%s", firstDiff(string(text), string(out)))
	}
	l.ModelRTTNs = -1
	if _, err := DecodeLive(l.Encode()); err == nil || !strings.Contains(err.Error(), "live.model_rtt") {
		t.Errorf("a negative round trip: %v", err)
	}
	l.Random, l.ModelRTTNs = nil, 36_290 // without the draws, L must be S_eff − S_w
	if _, err := DecodeLive(l.Encode()); err == nil || !strings.Contains(err.Error(), "S_eff − S_w") {
		t.Errorf("a fixed service time's round trip not S_eff − S_w: %v", err)
	}
}

func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(al), len(bl)) {
		if al[i] != bl[i] {
			return "line " + strconv.Itoa(i+1) + ":\n- " + al[i] + "\n+ " + bl[i]
		}
	}
	return "lengths differ"
}

// TestDecodeRefuses spoils one line at a time and checks the error names it.
func TestDecodeRefuses(t *testing.T) {
	_, raw := parseFile(t, "../../testdata/raw.txt")
	_, live := parseFile(t, "../../testdata/live.txt")
	for _, tc := range []struct {
		name, from, to, want string
		live                 bool
	}{
		{"a missing figure", "RESULT closed.sum 14000000000 ns\n", "", "no RESULT closed.sum", false},
		{"a wrong unit", "RESULT closed.n 100000 samples", "RESULT closed.n 100000 stalls", "RESULT closed.n is in stalls, want samples", false},
		{"a negative latency", "RESULT closed.p50 100.0 us", "RESULT closed.p50 -100.0 us", "want a non-negative whole number of nanoseconds", false},
		{"a fraction of a ns", "RESULT closed.p50 100.0 us", "RESULT closed.p50 100.0001 us", "want a non-negative whole number of nanoseconds", false},
		{"a fractional count", "RESULT closed.n 100000 samples", "RESULT closed.n 100000.5 samples", "want a whole number of samples", false},
		{"another mode", "mode: full", "mode: fast", `configuration mode "fast": want full or quick`, false},
		{"no reps", "reps: 2\n", "reps: 0\n", `configuration reps "0"`, false},
		{"other percentiles", "percentiles: p50 p90 p99 p99.9", "percentiles: p50 p99", `percentiles: "p50 p99", want "p50 p90 p99 p99.9"`, false},
		{"a bad duration", "stall: 200ms", "stall: long", `configuration stall "long": want a duration`, false},
		{"a load point without a field", "sweep load utilisation=0.1 stall=50ms", "sweep load stall=50ms", "load sweep line 1: no utilisation", false},
		{"a zero latency in a sweep", "closed.p99-ns=20000 ", "closed.p99-ns=0 ", "load sweep line 1: closed.p99-ns=0 is not positive", false},
		{"a threshold neither true nor false", "threshold=false", "threshold=maybe", `threshold="maybe" is not true or false`, false},
		{"a connections point of none", "connections=1 threshold", "connections=0 threshold", "connections=0 is not positive", false},
		{"a live error off", "RESULT live.error.open.p99 ", "RESULT live.error.open.p99 9", "not what its live and model figures give", true},
		{"a live verdict off", "RESULT live.check.vegeta.rate 1 bool", "RESULT live.check.vegeta.rate 0 bool", "RESULT live.check.vegeta.rate says false, but vegeta's achieved rate, of the target is", true},
		{"a live flag neither", "RESULT live.check.vegeta.rate 1 bool", "RESULT live.check.vegeta.rate 2 bool", "RESULT live.check.vegeta.rate 2: want 1 or 0", true},
		{"a live bound off", "RESULT live.bound.vegeta.rate 99 %", "RESULT live.bound.vegeta.rate 98 %", "RESULT live.bound.vegeta.rate 98: the bound is 99", true},
		{"a live overall verdict off", "RESULT live.selfcheck 1 bool", "RESULT live.selfcheck 0 bool", "RESULT live.selfcheck 0: the checks say 1", true},
		{"a phase's verdict off", "RESULT live.selfcheck.hey 1 bool", "RESULT live.selfcheck.hey 0 bool", "RESULT live.selfcheck.hey 0: its phase's checks say 1", true},
		{"a margin off", "RESULT live.margin.open.p99 18791.08 us", "RESULT live.margin.open.p99 18791.079 us", "RESULT live.margin.open.p99: not what its live and model figures give", true},
		{"a finding off", "RESULT live.finding.corrected.p50 0 bool", "RESULT live.finding.corrected.p50 1 bool",
			"RESULT live.finding.corrected.p50 1: its phase's disturbance is 12.652 µs against a margin of 12.43 µs", true},
		{"a finding missing", "RESULT live.finding.hey.max 1 bool\n", "", "no RESULT live.finding.hey.max", true},
		{"a design named twice", "designs: skip unpaced wrk", "designs: skip skip wrk", `designs: "skip skip wrk", want some of`, false},
		{"a live mode", "mode: live", "mode: full", `mode "full", want live`, true},
		{"a live curve point past n", "sweep live recording=closed above=", "sweep live recording=closed above=99999999", "live sweep point 1: want 1 ≤ above ≤ n", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := string(raw)
			if tc.live {
				text = string(live)
			}
			if !strings.Contains(text, tc.from) {
				t.Fatalf("%q not in the file", tc.from)
			}
			f, err := rawfile.Parse("x", strings.NewReader(strings.Replace(text, tc.from, tc.to, 1)))
			if err != nil {
				t.Fatal(err)
			}
			if tc.live {
				_, err = DecodeLive(f)
			} else {
				_, err = Decode(f)
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want %q", err, tc.want)
			}
		})
	}
}
