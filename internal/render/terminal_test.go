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
		!strings.Contains(lines[2], "195.1 ms") || lines[4] != "open/closed at p99: 1951.0×; 159 closed-form checks passed over 3 runs" {
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
	if !strings.HasPrefix(got, "live: open p99 ") || !strings.HasSuffix(got, "; every self-check held") {
		t.Errorf("LiveLine = %q", got)
	}
	failed := LiveLine(testLive(t, map[string]string{"live.rate": "50.0"}, nil))
	if !strings.Contains(failed, "a self-check failed, so these are not findings: vegeta's achieved rate, of the target was 50 %, against a bound of 99 %") {
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
