package progress

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"golang.org/x/term"

	"coordinated-omission/internal/explore"
)

// readingAfter is how long a reading must have taken before its progress
// is shown: an audit of a few seconds says nothing.
const readingAfter = 2 * time.Second

// readingEvery is how often a shown reading's line is redrawn.
const readingEvery = 250 * time.Millisecond

// A Reading is a reader that shows how far the reading of a log has got,
// on a terminal: its bytes and lines read, the rate, and the time left
// where the log's size is known; once read, that it is being audited,
// and for how long so far, redrawn each second until Done.
// It writes nothing where w is not a terminal (a CI log, a file), and
// nothing for a reading that ends within readingAfter: its line is on
// standard error, never in the files.
type Reading struct {
	r           io.Reader
	w           io.Writer
	name        string
	sizeBytes   int64 // 0 where it is not known (standard input)
	terminal    bool
	now         func() time.Time
	start, last time.Time
	readBytes   int64
	lines       int64
	width       int // the widest line shown, to clear
	eof         bool
	readFor     time.Duration // how long the reading took
	// ticks redraw the auditing line until stop is closed; mu keeps the
	// redrawing goroutine's lines and Done's apart
	ticks   <-chan time.Time
	stop    chan struct{}
	drawing sync.WaitGroup
	mu      sync.Mutex
}

// NewReading reads r, the log name of sizeBytes bytes (0 if not known),
// and shows its progress on w if w is a terminal.
func NewReading(r io.Reader, name string, sizeBytes int64, w io.Writer) *Reading {
	f, ok := w.(*os.File)
	return &Reading{r: r, w: w, name: name, sizeBytes: sizeBytes, terminal: ok && term.IsTerminal(int(f.Fd())), now: time.Now, start: time.Now()}
}

// Read reads from the log, counting its bytes and lines.
func (p *Reading) Read(b []byte) (int, error) {
	n, err := p.r.Read(b)
	lines := int64(bytes.Count(b[:n], []byte{'\n'}))
	p.mu.Lock() // the counts are the redrawing goroutine's to read too
	defer p.mu.Unlock()
	p.readBytes += int64(n)
	p.lines += lines
	if !p.terminal {
		return n, err
	}
	now := p.now()
	switch {
	case p.eof: // read to its end: the auditing line is redrawn on its own
	case errors.Is(err, io.EOF):
		p.eof = true
		if p.width > 0 {
			p.readFor = now.Sub(p.start)
			p.show(p.auditing(now))
			p.redrawEachSecond()
		}
	case now.Sub(p.start) >= readingAfter && now.Sub(p.last) >= readingEvery:
		p.last = now
		p.show(p.line(now))
	}
	return n, err
}

// line is the progress line at now: "reading x.jtl: 312 MB of 985 MB
// (32 %), 3,120,000 lines, 41 MB/s, about 16 s left".
func (p *Reading) line(now time.Time) string {
	secs := now.Sub(p.start).Seconds()
	rate := float64(p.readBytes) / secs
	var b strings.Builder
	fmt.Fprintf(&b, "reading %s: %s", p.name, mb(p.readBytes))
	if p.sizeBytes > 0 {
		fmt.Fprintf(&b, " of %s (%.0f %%)", mb(p.sizeBytes), 100*float64(p.readBytes)/float64(p.sizeBytes))
	}
	fmt.Fprintf(&b, ", %s lines, %s/s", explore.Whole(p.lines), mb(int64(rate)))
	if left := float64(p.sizeBytes-p.readBytes) / rate; p.sizeBytes > p.readBytes && rate > 0 {
		if left < 1 {
			b.WriteString(", under 1 s left")
		} else {
			fmt.Fprintf(&b, ", about %.0f s left", left)
		}
	}
	return b.String()
}

// auditing is the line once the log is read, at now: "x.jtl: read 985
// MB, 10,000,001 lines, in 5 s; auditing", and from a second on, for how
// long: "; auditing, 3 s so far".
func (p *Reading) auditing(now time.Time) string {
	line := fmt.Sprintf("%s: read %s, %s lines, in %.0f s; auditing", p.name, mb(p.readBytes), explore.Whole(p.lines), p.readFor.Seconds())
	if d := now.Sub(p.start) - p.readFor; d >= time.Second {
		line += fmt.Sprintf(", %.0f s so far", d.Seconds())
	}
	return line
}

// redrawEachSecond redraws the auditing line at each tick's time (each
// second, where no ticks are given) until Done.
func (p *Reading) redrawEachSecond() {
	ticks := p.ticks
	var ticker *time.Ticker
	if ticks == nil {
		ticker = time.NewTicker(time.Second)
		ticks = ticker.C
	}
	p.stop = make(chan struct{})
	p.drawing.Add(1)
	go func() {
		defer p.drawing.Done()
		if ticker != nil {
			defer ticker.Stop()
		}
		for {
			select {
			case <-p.stop:
				return
			case now := <-ticks:
				p.mu.Lock()
				p.show(p.auditing(now))
				p.mu.Unlock()
			}
		}
	}()
}

// show writes line over the one before.
func (p *Reading) show(line string) {
	p.width = max(p.width, len(line))
	fmt.Fprintf(p.w, "\r%-*s", p.width, line)
}

// Done stops the redrawing and clears the line, if one is shown.
func (p *Reading) Done() {
	if p.stop != nil {
		close(p.stop)
		p.drawing.Wait()
		p.stop = nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.width > 0 {
		fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", p.width))
		p.width = 0
	}
}

// mb is bytes in MB, to one decimal below 10.
func mb(bytes int64) string {
	v := float64(bytes) / 1e6
	if v < 10 {
		return fmt.Sprintf("%.1f MB", v)
	}
	return fmt.Sprintf("%.0f MB", v)
}

// Watch is a watch for audit.RunFile that reads the log name through a
// Reading shown on w, and done, which clears its line.
func Watch(name string, w io.Writer) (watch func(io.Reader, int64) io.Reader, done func()) {
	var p *Reading
	return func(r io.Reader, sizeBytes int64) io.Reader {
			p = NewReading(r, name, sizeBytes, w)
			return p
		}, func() {
			if p != nil {
				p.Done()
			}
		}
}
