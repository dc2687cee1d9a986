package render

import (
	"strings"
	"testing"

	"coordinated-omission/internal/rawfile"
)

// TestTerminal: what a run prints, from the fixed raw file, and a
// one-line refusal of a spoiled one.
func TestTerminal(t *testing.T) {
	out, err := Terminal(testRaw(t))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 5 || strings.Fields(lines[0])[0] != "p50" || !strings.HasPrefix(strings.TrimSpace(lines[2]), "open") ||
		!strings.Contains(lines[2], "195.1 ms") || lines[4] != "open/closed at p99: 1951.0×; 315 checks passed over 3 runs" {
		t.Errorf("Terminal =\n%s", out)
	}
	if _, err := Terminal(testRaw(t, "RESULT closed.p50 100.0 us\n", "")); err == nil || err.Error() != "no RESULT closed.p50" {
		t.Errorf("a missing figure: err = %v", err)
	}
	if _, err := Terminal(testRaw(t, "RESULT ratio.p99 1951.0 x\n", "")); err == nil || err.Error() != "no open/closed ratio at p99" {
		t.Errorf("a missing ratio: err = %v", err)
	}
}

// TestLiveLine: the terminal's one line of a live run, and of a file it
// cannot read.
func TestLiveLine(t *testing.T) {
	got := LiveLine(testLive(t, nil, nil))
	if !strings.HasPrefix(got, "live: open p99 ") || !strings.HasSuffix(got, "; every self-check held; figures the machine could have moved, flagged: corrected p50") {
		t.Errorf("LiveLine = %q", got)
	}
	failed := LiveLine(testLive(t, map[string]string{"live.phase.vegeta.rate": "50.0"}, nil))
	if !strings.Contains(failed, "flagged, not findings: vegeta's phase (vegeta's achieved rate, of the target was 50 %, against a bound of 99 %)") {
		t.Errorf("LiveLine of a failed check = %q", failed)
	}
	f := testLive(t, nil, nil)
	f.Config = append(rawfile.Fields{}, f.Config...)
	for i := range f.Config {
		if f.Config[i].Key == "mode" {
			f.Config[i].Value = "full"
		}
	}
	if got := LiveLine(f); got != `live: mode "full", want live` {
		t.Errorf("LiveLine of a file that is not a live run's = %q", got)
	}
}

// TestTicksUpTo: a tick at exactly the most samples is drawn, one past is not.
func TestTicksUpTo(t *testing.T) {
	if got := ticksUpTo(1000); len(got) != 4 || got[3].Label != "99.9%" {
		t.Errorf("ticksUpTo(1000) = %v", got)
	}
	if got := ticksUpTo(999.9); len(got) != 3 {
		t.Errorf("ticksUpTo(999.9) = %v", got)
	}
}

// TestCaption: a scenario without stalls says so; one with them says when.
func TestCaption(t *testing.T) {
	sc := Scenario{Service: 100_000, Interval: 200_000, Stall: 200_000_000, Period: 1_000_000_000, FirstStall: 500_000_000, Duration: 20_000_000_000, Connections: 1}
	if got := sc.Caption(); got != "S = 100 µs, I = 200 µs, D = 200 ms every 1 s from 500 ms, T = 20 s, N = 1" {
		t.Errorf("Caption = %q", got)
	}
	sc.Stall = 0
	if got := sc.Caption(); got != "S = 100 µs, I = 200 µs, no stalls, T = 20 s, N = 1" {
		t.Errorf("Caption without stalls = %q", got)
	}
}
