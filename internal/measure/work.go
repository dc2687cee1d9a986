package measure

import (
	"fmt"
	"time"

	"coordinated-omission/sim"
)

// The work bound. A report's cost is counted in what its loops and checks
// do, each at a cost measured on this machine (TestEstimateAgainstRuns
// holds every estimate within 2× of a measured report over a spread of
// scenarios):
//
//   - a loop pass: each request of each loop, with its attribution and
//     compression (closed, open, plan, skip, unpaced);
//   - a summary, of a run or of its check: every percentile under both
//     rules bisects over all of a recording's progressions, about two a
//     stall met (one for the open loop), never more than its samples, and
//     one more for each sample a correction adds from;
//   - the event reference, once per full run's scenario, where it checks
//     a design (sim.Scenario.CheckedBy): each send through its heap and
//     server, and for the closed loop and the plan, whose drains leave
//     every sample distinct, the sort of their samples;
//   - the closed form: a few steps a stall met.
//
// A report runs the scenario reps + 1 times in full, checks it once, runs
// the designs sweep (N = 1, 10, 100) in full with its checks, the
// connections sweep (its five points and N*) and two examples on the seed's
// recordings, and the load sweep, whose scenarios are fixed.
const (
	costRequest     = 5 * time.Nanosecond
	costProgression = 350 * time.Nanosecond
	costEvent       = 20 * time.Nanosecond
	costSort        = 40 * time.Nanosecond
	costStall       = 60 * time.Nanosecond
	costLoadSweep   = 60 * time.Millisecond

	// MaxOneRep bounds the report at -reps 1. The estimate is within 2×
	// of the measured cost, and usually above it: at 5 s, every accepted
	// scenario finishes within 10 s.
	MaxOneRep = 5 * time.Second
	// MaxTotal bounds the whole report: every rep and every sweep point.
	MaxTotal = 10 * time.Minute
)

// A Work is the estimated cost of a report.
type Work struct {
	Requests, Unpaced, Stalls int64
	Additions                 int64         // the most any run's correction adds from
	Run                       time.Duration // one full run of the scenario
	Check                     time.Duration // the scenario's expected figures, once
	Sweeps                    time.Duration // the designs and connections sweeps, the examples and the load sweep
	Runs                      int           // of the scenario: the warmup and the reps
	OneRep, Total             time.Duration // the report at -reps 1, and at the reps asked for
}

// size is what the estimate reads from a scenario's Size.
type size struct {
	requests, unpaced, stalls, additions int64
	rtt                                  bool
	// refClosed and refUnpaced: the event reference checks the closed
	// (and plan) and the unpaced designs (sim.Scenario.CheckedBy).
	refClosed, refUnpaced bool
}

func sizeOf(sc sim.Scenario) (size, error) {
	z, err := sc.Size()
	return size{requests: z.Requests, unpaced: z.Unpaced, stalls: z.StallsMet + 1, additions: z.Additions, rtt: sc.RTT > 0,
		refClosed: sc.CheckedBy(sim.Closed) == sim.ByReference, refUnpaced: sc.CheckedBy(sim.Unpaced) == sim.ByReference}, err
}

// one is 1 when b holds.
func one(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// plan returns 1 when the scenario records the plan: with a round trip.
func (z size) plan() int64 { return one(z.rtt) }

// progressions estimates a recording's progressions: perStall a stall
// met, but never more than its samples.
func (z size) progressions(samples, perStall int64) int64 { return min(samples, perStall*z.stalls) }

// seedProgressions are the seed recordings' progressions: closed, open,
// and corrected with the correction's additions.
func (z size) seedProgressions() int64 {
	n := z.requests
	return 2*z.progressions(n, 2) + z.progressions(n, 1) + z.additions
}

// fullProgressions add the plan's (with a round trip), skip's, unpaced's
// and wrk's.
func (z size) fullProgressions() int64 {
	n, u := z.requests, z.unpaced
	return z.seedProgressions() + z.plan()*z.progressions(n, 2) + z.progressions(z.skipped(), 2) + 2*z.progressions(u, 2) + z.additions
}

// skipped estimates the skip design's requests: the schedule's, but no
// more than the unpaced design's bound, T/S, when the server is slower
// than the schedule.
func (z size) skipped() int64 { return min(z.requests, z.unpaced) }

// seedRun is one run of the seed's recordings: two loops and three summaries.
func (z size) seedRun() time.Duration {
	return time.Duration(2*z.requests)*costRequest + time.Duration(z.seedProgressions())*costProgression
}

// fullRun is one run of every design: five loops and seven summaries.
func (z size) fullRun() time.Duration {
	loops := (2+z.plan())*z.requests + z.skipped() + z.unpaced
	return time.Duration(loops)*costRequest + time.Duration(z.fullProgressions())*costProgression
}

// refClosedCost is the event reference of the closed loop and the plan,
// where it checks them: a send each, and two recordings of samples that
// each drain leaves distinct, sorted.
func (z size) refClosedCost() time.Duration {
	return time.Duration(one(z.refClosed)*z.requests) * (costEvent + 2*costSort)
}

// seedCheck is the closed form of the seed's recordings and their
// summaries, with the event reference for the closed loop where it
// checks it.
func (z size) seedCheck() time.Duration {
	return time.Duration(6*z.stalls)*costStall + z.refClosedCost() + time.Duration(z.seedProgressions())*costProgression
}

// fullCheck is every design's: the event reference of the skip design,
// and of the unpaced one where it checks it, besides, and seven summaries.
func (z size) fullCheck() time.Duration {
	return time.Duration(6*z.stalls)*costStall + z.refClosedCost() + time.Duration(z.skipped()+one(z.refUnpaced)*z.unpaced)*costEvent +
		time.Duration(z.fullProgressions())*costProgression
}

// Estimate returns the work of a report of sc with reps timed reps,
// including its sweeps, and an error naming the figure over its bound and
// what to change if it is over. It sizes the scenario at each sweep's
// connections, a walk over the stalls met each time.
func Estimate(sc sim.Scenario, reps int) (Work, error) {
	z, err := sizeOf(sc)
	if err != nil {
		return Work{}, err
	}
	w := Work{Requests: z.requests, Unpaced: z.unpaced, Stalls: z.stalls - 1, Additions: z.additions, Run: z.fullRun(), Check: z.fullCheck()}
	at := func(scn sim.Scenario) (size, error) {
		zn, err := sizeOf(scn)
		if err != nil {
			return zn, fmt.Errorf("at %d connections: %w", scn.Connections, err)
		}
		w.Additions = max(w.Additions, zn.additions)
		return zn, nil
	}
	auto := sc
	auto.Connections, auto.ExpectedInterval = autocannonPoint.connections, autocannonPoint.expected
	for _, scn := range append(scenariosAt(sc, designsConnections), auto) {
		zn, err := at(scn)
		if err != nil {
			return w, err
		}
		w.Sweeps += zn.fullRun() + zn.fullCheck()
	}
	heaviest := time.Duration(0)
	for _, scn := range scenariosAt(sc, sweepConnections) {
		zn, err := at(scn)
		if err != nil {
			return w, err
		}
		cost := zn.seedRun() + zn.seedCheck()
		heaviest = max(heaviest, cost)
		w.Sweeps += cost
	}
	// N*, costed as the heaviest point, and the two examples as the scenario's.
	w.Sweeps += heaviest + 2*(z.seedRun()+z.seedCheck()) + costLoadSweep
	w.total(reps)
	return w, w.check()
}

func (w *Work) total(reps int) {
	w.Runs = reps + 1
	w.OneRep = 2*w.Run + w.Check + w.Sweeps
	w.Total = time.Duration(reps+1)*w.Run + w.Check + w.Sweeps
}

func (w Work) check() error {
	switch {
	case w.OneRep > MaxOneRep:
		return fmt.Errorf("even at -reps 1 the run would take about %v (%d requests, %d unpaced, %d stalls met, up to %d correction progressions, with its sweeps), more than the %v bound; shorten the duration, or lengthen the interval or the period",
			w.OneRep.Round(100*time.Millisecond), w.Requests, w.Unpaced, w.Stalls, w.Additions, MaxOneRep)
	case w.Total > MaxTotal:
		return fmt.Errorf("the whole run would take about %v (%d runs of about %v), more than the %v bound; lower -reps or shorten the duration",
			w.Total.Round(time.Second), w.Runs, w.Run.Round(time.Millisecond), MaxTotal)
	}
	return nil
}
