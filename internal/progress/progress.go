// Package progress shows how far a long simulation has got: a progress bar
// on a terminal, else a plain line at most once a second.
package progress

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// progressAfter is how long a simulation's timed runs must be expected to
// take before their progress is shown; shorter runs, the default's 31 reps
// among them (about 20 ms), stay silent. -reps 2000 takes about 1.2 s here
// and shows it.
const progressAfter = time.Second

// A Bar shows how far a long simulation has got, on w: a progress bar
// on a terminal, else a plain line at most once a second, as in CI.
type Bar struct {
	w        io.Writer
	terminal bool
	start    time.Time
	warm     time.Time // when the warmup run ended
	now      func() time.Time
	bar      *progressbar.ProgressBar
	shown    bool
	lastLine time.Time
}

// New returns a Bar that writes to w.
func New(w io.Writer) *Bar {
	f, ok := w.(*os.File)
	return &Bar{w: w, terminal: ok && term.IsTerminal(int(f.Fd())), now: time.Now, start: time.Now()}
}

// Update reports that done of total runs have been made. The first run is
// the warmup, which pays for the first allocations and so overstates the
// rest (up to 40 times for a short scenario); the time of the runs after
// it, times the runs left, is the estimate of how long is left; progress
// is shown when the runs after the warmup are expected to take longer than
// progressAfter.
func (p *Bar) Update(done, total int) {
	now := p.now()
	if done <= 1 {
		p.warm = now
		return
	}
	left := now.Sub(p.warm) * time.Duration(total-done) / time.Duration(done-1)
	if !p.shown {
		if now.Sub(p.warm)+left < progressAfter {
			return
		}
		p.shown = true
		if p.terminal {
			p.bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(p.w), progressbar.OptionSetDescription("simulating"),
				progressbar.OptionShowCount(), progressbar.OptionSetPredictTime(true), progressbar.OptionClearOnFinish(),
				progressbar.OptionSetItsString("runs"), progressbar.OptionThrottle(100*time.Millisecond))
		}
	}
	if p.bar != nil {
		_ = p.bar.Set(done)
		return
	}
	if done < total && now.Sub(p.lastLine) < time.Second {
		return
	}
	p.lastLine = now
	fmt.Fprintf(p.w, "report: simulated %d of %d runs in %.1f s, about %.1f s left\n", done, total, now.Sub(p.start).Seconds(), left.Seconds())
}

// Finish ends the bar, if one is shown.
func (p *Bar) Finish() {
	if p.bar != nil {
		_ = p.bar.Finish()
	}
}
