package progress

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"time"
)

// chunks is a reader that gives one chunk a Read.
type chunks struct{ parts []string }

func (c *chunks) Read(b []byte) (int, error) {
	if len(c.parts) == 0 {
		return 0, io.EOF
	}
	n := copy(b, c.parts[0])
	c.parts = c.parts[1:]
	return n, nil
}

// TestReading drives a reading with a fake clock: silent for its first
// two seconds, then a line of the bytes, lines, rate and time left,
// redrawn at most four times a second, the audit's line once read, and
// cleared at the end; silent throughout where it is no terminal.
func TestReading(t *testing.T) {
	var w bytes.Buffer
	clock := time.Unix(0, 0)
	chunk := strings.Repeat("x", 999_999) + "\n" // 1 MB, a line
	p := &Reading{r: &chunks{parts: []string{chunk, chunk, chunk, chunk}}, w: &w, name: "x.jtl", sizeBytes: 5_000_000, terminal: true, now: func() time.Time { return clock }, start: clock,
		ticks: make(chan time.Time)}
	read := func(d time.Duration) string {
		clock = clock.Add(d)
		before := w.Len()
		if _, err := p.Read(make([]byte, 1<<20)); err != nil && err != io.EOF {
			t.Fatal(err)
		}
		return w.String()[before:]
	}
	if got := read(time.Second); got != "" {
		t.Errorf("after 1 s: %q, want nothing yet", got)
	}
	if got, want := read(time.Second), "\rreading x.jtl: 2.0 MB of 5.0 MB (40 %), 2 lines, 1.0 MB/s, about 3 s left"; got != want {
		t.Errorf("after 2 s: %q, want %q", got, want)
	}
	if got := read(100 * time.Millisecond); got != "" {
		t.Errorf("a tenth of a second on: %q, want nothing (at most four lines a second)", got)
	}
	if got := read(time.Second); !strings.HasPrefix(got, "\rreading x.jtl: 4.0 MB of 5.0 MB (80 %), 4 lines, 1.3 MB/s, under 1 s left") {
		t.Errorf("after 3.1 s: %q", got)
	}
	width := len("reading x.jtl: 4.0 MB of 5.0 MB (80 %), 4 lines, 1.3 MB/s, under 1 s left")
	if got := read(time.Second); got != "\r"+padded("x.jtl: read 4.0 MB, 4 lines, in 4 s; auditing", width) {
		t.Errorf("at the end: %q", got)
	}
	before := w.Len()
	p.Done()
	if got := w.String()[before:]; got != "\r"+strings.Repeat(" ", width)+"\r" {
		t.Errorf("done: %q", got)
	}
	p.Done()
	if w.Len() != before+width+2 {
		t.Error("a second Done wrote again")
	}

	var quiet bytes.Buffer
	q := &Reading{r: strings.NewReader(chunk), w: &quiet, now: func() time.Time { return clock }, start: clock.Add(-time.Hour)}
	if _, err := io.Copy(io.Discard, q); err != nil || quiet.Len() != 0 || q.readBytes != 1_000_000 || q.lines != 1 {
		t.Errorf("no terminal: wrote %q, read %d bytes and %d lines, %v", quiet.String(), q.readBytes, q.lines, err)
	}
	q.Done()
	if quiet.Len() != 0 {
		t.Errorf("no terminal, done: %q", quiet.String())
	}
	short := &Reading{r: strings.NewReader(chunk), w: &quiet, terminal: true, now: func() time.Time { return clock }, start: clock}
	if _, err := io.Copy(io.Discard, short); err != nil || quiet.Len() != 0 {
		t.Errorf("a reading within 2 s: wrote %q, %v", quiet.String(), err)
	}
	if mb(9_949_999) != "9.9 MB" || mb(10_000_000) != "10 MB" {
		t.Errorf("mb: %q %q", mb(9_949_999), mb(10_000_000))
	}
}

// TestReadingAuditingRedrawn: once read, the auditing line is redrawn on
// each tick with how long the audit has run, from a second on, until
// Done, which clears it; a read after the end draws nothing.
func TestReadingAuditingRedrawn(t *testing.T) {
	var w bytes.Buffer
	clock := time.Unix(0, 0)
	ticks := make(chan time.Time)
	p := &Reading{r: &chunks{parts: []string{"a\n"}}, w: &w, name: "x.jtl", terminal: true, now: func() time.Time { return clock }, start: clock, ticks: ticks}
	clock = clock.Add(3 * time.Second)
	if _, err := io.Copy(io.Discard, p); err != nil {
		t.Fatal(err)
	}
	read := "x.jtl: read 0.0 MB, 1 lines, in 3 s; auditing"
	if got := w.String(); !strings.HasSuffix(got, read) {
		t.Fatalf("at the end of the reading: %q", got)
	}
	ticks <- clock.Add(999 * time.Millisecond) // under a second on: the same line
	ticks <- clock.Add(time.Second)            // a second: said
	ticks <- clock.Add(2500 * time.Millisecond)
	if _, err := p.Read(make([]byte, 10)); err != io.EOF {
		t.Fatalf("a read after the end: %v", err)
	}
	p.Done() // waits for the redrawing to stop: every tick is drawn
	so := read + ", 2 s so far"
	if want := "\r" + read + "\r" + read + "\r" + read + ", 1 s so far\r" + so + "\r" + strings.Repeat(" ", len(so)) + "\r"; !strings.HasSuffix(w.String(), want) {
		t.Errorf("redrawn and cleared: %q, want it to end %q", w.String(), want)
	}
	p.Done()
}

func padded(s string, width int) string { return s + strings.Repeat(" ", width-len(s)) }

// TestReadingUnknownSize: standard input has no size: no share and no
// time left.
func TestReadingUnknownSize(t *testing.T) {
	var w bytes.Buffer
	clock := time.Unix(0, 0)
	p := &Reading{w: &w, name: "-", terminal: true, now: func() time.Time { return clock }, start: clock, readBytes: 3_000_000, lines: 30}
	if got, want := p.line(clock.Add(3*time.Second)), "reading -: 3.0 MB, 30 lines, 1.0 MB/s"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	p.sizeBytes = 3_500_000
	if got, want := p.line(clock.Add(3*time.Second)), "reading -: 3.0 MB of 3.5 MB (86 %), 30 lines, 1.0 MB/s, under 1 s left"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	p.sizeBytes = 4_000_000
	if got, want := p.line(clock.Add(3*time.Second)), "reading -: 3.0 MB of 4.0 MB (75 %), 30 lines, 1.0 MB/s, about 1 s left"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	// all of it read, or none yet: no time left to say
	p.sizeBytes = 3_000_000
	if got, want := p.line(clock.Add(3*time.Second)), "reading -: 3.0 MB of 3.0 MB (100 %), 30 lines, 1.0 MB/s"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	p.readBytes, p.lines = 0, 0
	if got, want := p.line(clock.Add(3*time.Second)), "reading -: 0.0 MB of 3.0 MB (0 %), 0 lines, 0.0 MB/s"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}

// TestReadingEdges: the line shows from 2 s on, and again 250 ms after
// it was last shown, not before.
func TestReadingEdges(t *testing.T) {
	var w bytes.Buffer
	clock := time.Unix(0, 0)
	chunk := strings.Repeat("x", 99) + "\n"
	p := &Reading{r: strings.NewReader(strings.Repeat(chunk, 10)), w: &w, name: "x", terminal: true, now: func() time.Time { return clock }, start: clock}
	shows := func(d time.Duration) bool {
		clock = clock.Add(d)
		before := w.Len()
		if _, err := p.Read(make([]byte, 100)); err != nil {
			t.Fatal(err)
		}
		return w.Len() > before
	}
	for i, c := range []struct {
		after time.Duration
		shown bool
	}{{2*time.Second - 1, false}, {1, true}, {readingEvery - 1, false}, {1, true}, {readingEvery, true}} {
		if got := shows(c.after); got != c.shown {
			t.Errorf("read %d, %v on: shown %v, want %v", i, c.after, got, c.shown)
		}
	}
}

// TestWatch: a watch reads through a Reading told the log's size, and
// its done clears the line; done alone, with nothing read, writes nothing.
func TestWatch(t *testing.T) {
	var w bytes.Buffer
	watch, done := Watch("x.jtl", &w)
	done()
	r := watch(strings.NewReader("a\nb\n"), 4)
	p, ok := r.(*Reading)
	if !ok || p.sizeBytes != 4 || p.name != "x.jtl" {
		t.Fatalf("the watch's reader: %#v", r)
	}
	p.terminal, p.width = true, 3
	done()
	if w.String() != "\r   \r" {
		t.Errorf("done: %q", w.String())
	}
}
