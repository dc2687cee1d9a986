package progress

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// TestProgress drives the progress reporter with a fake clock.
func TestProgress(t *testing.T) {
	var b bytes.Buffer
	clock := time.Unix(0, 0)
	p := &Bar{w: &b, now: func() time.Time { return clock }, start: clock}
	step := func(d time.Duration, done, total int) { clock = clock.Add(d); p.Update(done, total) }
	step(100*time.Millisecond, 1, 10) // the warmup
	step(100*time.Millisecond, 2, 10) // 0.1 s + 8 × 0.1 s = 0.9 s expected: silent
	step(100*time.Millisecond, 3, 10)
	if b.Len() != 0 {
		t.Fatalf("a short run printed %q", b.String())
	}
	// A slow warmup does not make a short run look long.
	p = &Bar{w: &b, now: func() time.Time { return clock }, start: clock}
	step(5*time.Second, 1, 3)
	step(10*time.Millisecond, 2, 3)
	step(10*time.Millisecond, 3, 3)
	if b.Len() != 0 {
		t.Fatalf("a run whose warmup was slow printed %q", b.String())
	}
	p = &Bar{w: &b, now: func() time.Time { return clock }, start: clock}
	step(200*time.Millisecond, 1, 12) // the warmup
	step(time.Second, 2, 12)          // 1.2 s + 10 × 1 s expected: shown
	step(500*time.Millisecond, 3, 12)
	step(600*time.Millisecond, 4, 12)
	step(time.Second, 12, 12)
	want := "report: simulated 2 of 12 runs in 1.2 s, about 10.0 s left\n" +
		"report: simulated 4 of 12 runs in 2.3 s, about 5.6 s left\n" +
		"report: simulated 12 of 12 runs in 3.3 s, about 0.0 s left\n"
	if b.String() != want {
		t.Errorf("progress printed\n%s\nwant\n%s", b.String(), want)
	}
	p.Finish()
}

// TestProgressEdges: a run expected to take exactly progressAfter is
// shown; a line comes once a second, at exactly a second too, and the
// last run's line comes however soon after the one before.
func TestProgressEdges(t *testing.T) {
	var b bytes.Buffer
	clock := time.Unix(0, 0)
	p := &Bar{w: &b, now: func() time.Time { return clock }, start: clock}
	step := func(d time.Duration, done, total int) { clock = clock.Add(d); p.Update(done, total) }
	step(0, 1, 5)                    // the warmup
	step(250*time.Millisecond, 2, 5) // 0.25 s + 3 × 0.25 s = 1 s expected: shown
	step(999*time.Millisecond, 3, 5) // 0.999 s after the last line: silent
	step(time.Millisecond, 4, 5)     // exactly 1 s after it: shown
	step(10*time.Millisecond, 5, 5)  // the last: shown at once
	lines := strings.Count(b.String(), "\n")
	if lines != 3 || !strings.Contains(b.String(), "simulated 2 of 5") || !strings.Contains(b.String(), "simulated 4 of 5") || !strings.Contains(b.String(), "simulated 5 of 5") {
		t.Errorf("printed %d lines:\n%s\nwant runs 2, 4 and 5", lines, b.String())
	}
}
