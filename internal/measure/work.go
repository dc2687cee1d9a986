package measure

import (
	"fmt"
	"time"

	"coordinated-omission/sim"
)

// The work bound. A run of the scenario, with its closed form and check,
// costs about runRequest per request (two loops, the attribution and the
// compression of the samples) and runProgression per progression its
// recordings hold, since every percentile bisects over all of them: about
// four a stall met, and one for each sample the correction adds from. These
// are this machine's costs, measured through Simulate at -reps 1 with the
// connections sweep: a default scenario of 1 h, 0.53 s a run (29 ns a
// request); the same at N = 100, 0.94 s (1.1 µs a progression); 20 s with a
// stall every 151 µs, 0.61 s (1.1 µs); the same at N = 100, 0.55 s (1.8 µs).
const (
	runRequest     = 30 * time.Nanosecond
	runProgression = 1500 * time.Nanosecond

	// MaxOneRep bounds the report at -reps 1: two runs of the scenario and
	// the connections sweep's six. The estimate can be 20 % short (many
	// connections cost 1.8 µs a progression), and the load sweep adds
	// 0.6 s: at 7.5 s, every accepted scenario finishes within 10 s.
	MaxOneRep = 7500 * time.Millisecond
	// MaxTotal bounds the whole report: every rep and every sweep point.
	MaxTotal = 10 * time.Minute
)

// A Work is the estimated cost of a report.
type Work struct {
	Requests, Stalls int64
	Additions        int64         // the most any run's correction adds from
	Run              time.Duration // one run of the scenario itself
	Sweep            time.Duration // the connections sweep
	Runs             int           // of the scenario: the warmup, the reps and the sweep's
	OneRep, Total    time.Duration // the report at -reps 1, and at the reps asked for
}

// cost estimates one run from its size.
func cost(z sim.Size) time.Duration {
	return time.Duration(z.Requests)*runRequest + time.Duration(4*z.StallsMet+z.Additions)*runProgression
}

// Estimate returns the work of a report of sc with reps timed reps,
// including the connections sweep, or an error naming the figure over its
// bound and what to change. It looks at the figures that cost least to
// find first, so that a scenario far over the bound is refused at once.
func Estimate(sc sim.Scenario, reps int) (Work, error) {
	z, err := sc.Size()
	if err != nil {
		return Work{}, err
	}
	w := Work{Requests: z.Requests, Stalls: z.StallsMet, Additions: z.Additions, Run: cost(z)}
	w.total(reps)
	if err := w.check(); err != nil { // without the sweep: already over?
		return w, err
	}
	heaviest := w.Run
	for _, n := range sweepConnections {
		at := sc
		at.Connections = n
		zn, err := at.Size()
		if err != nil {
			return w, fmt.Errorf("at %d connections: %w", n, err)
		}
		w.Additions = max(w.Additions, zn.Additions)
		heaviest = max(heaviest, cost(zn))
		w.Sweep += cost(zn)
	}
	w.Sweep += heaviest // N*, costed as the heaviest point
	w.total(reps)
	return w, w.check()
}

func (w *Work) total(reps int) {
	w.Runs = reps + 1 + len(sweepConnections) + 1
	w.OneRep = 2*w.Run + w.Sweep
	w.Total = time.Duration(reps+1)*w.Run + w.Sweep
}

func (w Work) check() error {
	switch {
	case w.OneRep > MaxOneRep:
		return fmt.Errorf("even at -reps 1 the run would take about %v (%d requests, %d stalls met, up to %d correction progressions, at each of %d connection counts), more than the %v bound; shorten the duration, or lengthen the interval or the period",
			w.OneRep.Round(100*time.Millisecond), w.Requests, w.Stalls, w.Additions, len(sweepConnections)+2, MaxOneRep)
	case w.Total > MaxTotal:
		return fmt.Errorf("the whole run would take about %v (%d runs of about %v), more than the %v bound; lower -reps or shorten the duration",
			w.Total.Round(time.Second), w.Runs, w.Run.Round(time.Millisecond), MaxTotal)
	}
	return nil
}
