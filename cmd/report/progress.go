package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// progressAfter is how long a simulation must be expected to take before
// its progress is shown; shorter runs stay silent.
const progressAfter = 2 * time.Second

// A progress shows how far a long simulation has got, on w: a progress bar
// on a terminal, else a plain line at most once a second, as in CI.
type progress struct {
	w        io.Writer
	terminal bool
	start    time.Time
	now      func() time.Time
	bar      *progressbar.ProgressBar
	shown    bool
	lastLine time.Time
}

func newProgress(w io.Writer) *progress {
	f, ok := w.(*os.File)
	return &progress{w: w, terminal: ok && term.IsTerminal(int(f.Fd())), now: time.Now, start: time.Now()}
}

// update reports that done of total runs have been made. The first run's
// time, times the runs, is the estimate that decides whether to show
// anything at all.
func (p *progress) update(done, total int) {
	elapsed := p.now().Sub(p.start)
	if !p.shown {
		if done == 0 || elapsed*time.Duration(total)/time.Duration(done) < progressAfter {
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
	if done < total && p.now().Sub(p.lastLine) < time.Second {
		return
	}
	p.lastLine = p.now()
	left := elapsed * time.Duration(total-done) / time.Duration(done)
	fmt.Fprintf(p.w, "report: simulated %d of %d runs in %.1f s, about %.1f s left\n", done, total, elapsed.Seconds(), left.Seconds())
}

// finish ends the bar, if one is shown.
func (p *progress) finish() {
	if p.bar != nil {
		_ = p.bar.Finish()
	}
}
