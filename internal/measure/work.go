package measure

import (
	"fmt"
	"strconv"

	"coordinated-omission/sim"
)

// The work bound. A report's cost is counted in operations, from the
// scenario alone, before anything runs:
//
//   - a loop pass: each request of each loop, with its attribution and
//     compression (closed, open, plan, skip, unpaced);
//   - a progression summarised: every percentile under both rules bisects
//     over all of a recording's progressions, about two a stall met (one
//     for the open loop), never more than its samples, and one more for
//     each sample a correction adds from;
//   - an event: each send through the event reference's heap and server,
//     once per full run's scenario, where it checks a design
//     (sim.Scenario.CheckedBy), and each sample it sorts, for the closed
//     loop and the plan, whose drains leave every sample distinct;
//   - a stall step of the closed form: a few a stall met.
//
// The bound is on operations alone, not on seconds: a scenario is accepted
// or refused the same on every machine, so a raw file made on one can be
// re-simulated (-verify) on any other, and a test can hold the counts
// exactly. Each kind of operation weighs what it costs in loop passes (a
// ratio, which moves far less between processors than a time does);
// BenchmarkWorkBound measures the nanoseconds a weighted operation takes on
// the machine it runs on.
//
// A report runs the scenario reps + 1 times in full, checks it once, runs
// the designs sweep (N = 1, 10, 100) in full with its checks, the
// connections sweep (its five points and N*) and two examples on the seed's
// recordings, and the load sweep, whose scenarios are fixed.
const (
	weightRequest     = 1
	weightProgression = 70
	weightEvent       = 4
	weightSort        = 8
	weightStall       = 12
	// opsLoadSweep is the load sweep's work, whose scenarios are fixed.
	opsLoadSweep = 12_000_000

	// MaxOneRepOps bounds the report at -reps 1: about 5 s on the machine
	// the weights were measured on (5 ns a loop pass).
	MaxOneRepOps = 1_000_000_000
	// MaxTotalOps bounds the whole report, every rep and every sweep
	// point: about ten minutes there.
	MaxTotalOps = 120 * MaxOneRepOps
)

// Ops counts the operations of a report, or of a part of one, by kind.
type Ops struct {
	Requests     int64 // loop passes: a request of one design's loop
	Progressions int64 // progressions summarised
	Events       int64 // sends through the event reference
	Sorted       int64 // samples the event reference sorts
	Stalls       int64 // steps of the closed form's walk
}

// Plus returns o and p added, kind by kind.
func (o Ops) Plus(p Ops) Ops {
	return Ops{o.Requests + p.Requests, o.Progressions + p.Progressions, o.Events + p.Events, o.Sorted + p.Sorted, o.Stalls + p.Stalls}
}

// Times returns o k times over.
func (o Ops) Times(k int64) Ops {
	return Ops{k * o.Requests, k * o.Progressions, k * o.Events, k * o.Sorted, k * o.Stalls}
}

// Weighted is o in loop passes: each kind by its weight.
func (o Ops) Weighted() int64 {
	return o.Requests*weightRequest + o.Progressions*weightProgression + o.Events*weightEvent + o.Sorted*weightSort + o.Stalls*weightStall
}

// A Work is the counted cost of a report.
type Work struct {
	Requests, Unpaced, Stalls int64
	Additions                 int64 // the most any run's correction adds from
	Run                       Ops   // one full run of the scenario
	Check                     Ops   // the scenario's expected figures, once
	Sweeps                    int64 // the designs and connections sweeps, the examples and the load sweep, weighted
	Runs                      int   // of the scenario: the warmup and the reps
	OneRep, Total             int64 // the report at -reps 1, and at the reps asked for, weighted
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
	return 3*z.progressions(n, 2) + z.additions
}

// fullProgressions add the plan's (with a round trip), skip's, unpaced's
// and wrk's.
func (z size) fullProgressions() int64 {
	n, u := z.requests, z.unpaced
	return z.seedProgressions() + z.plan()*z.progressions(n, 2) + z.progressions(z.skipped(), 2) + 2*z.progressions(u, 2) + z.additions
}

// skipped bounds the skip design's requests: the schedule's, but no more
// than one for each of the server's completions before T, T/S, and one
// waiting on each connection, N: the unpaced design's bound, N − 1 + ⌈T/S⌉,
// plus one.
func (z size) skipped() int64 { return min(z.requests, z.unpaced+1) }

// seedRun is one run of the seed's recordings: two loops and three summaries.
func (z size) seedRun() Ops {
	return Ops{Requests: 2 * z.requests, Progressions: z.seedProgressions()}
}

// fullRun is one run of every design: five loops and seven summaries.
func (z size) fullRun() Ops {
	return Ops{Requests: (2+z.plan())*z.requests + z.skipped() + z.unpaced, Progressions: z.fullProgressions()}
}

// refClosedOps is the event reference of the closed loop and the plan,
// where it checks them: a send each, and two recordings of samples that
// each drain leaves distinct, sorted.
func (z size) refClosedOps() Ops {
	n := one(z.refClosed) * z.requests
	return Ops{Events: n, Sorted: 2 * n}
}

// seedCheck is the closed form of the seed's recordings and their
// summaries, with the event reference for the closed loop where it
// checks it.
func (z size) seedCheck() Ops {
	return Ops{Stalls: 6 * z.stalls, Progressions: z.seedProgressions()}.Plus(z.refClosedOps())
}

// fullCheck is every design's: the event reference of the skip design,
// and of the unpaced one where it checks it, besides, and seven summaries.
func (z size) fullCheck() Ops {
	return Ops{Stalls: 6 * z.stalls, Events: z.skipped() + one(z.refUnpaced)*z.unpaced, Progressions: z.fullProgressions()}.Plus(z.refClosedOps())
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
		w.Sweeps += zn.fullRun().Plus(zn.fullCheck()).Weighted()
	}
	heaviest := int64(0)
	for _, scn := range scenariosAt(sc, sweepConnections) {
		zn, err := at(scn)
		if err != nil {
			return w, err
		}
		cost := zn.seedRun().Plus(zn.seedCheck()).Weighted()
		heaviest = max(heaviest, cost)
		w.Sweeps += cost
	}
	// N*, costed as the heaviest point, and the two examples as the scenario's.
	w.Sweeps += heaviest + 2*z.seedRun().Plus(z.seedCheck()).Weighted() + opsLoadSweep
	w.total(reps)
	return w, w.check()
}

func (w *Work) total(reps int) {
	w.Runs = reps + 1
	w.OneRep = w.Run.Times(2).Plus(w.Check).Weighted() + w.Sweeps
	w.Total = w.Run.Times(int64(reps)+1).Plus(w.Check).Weighted() + w.Sweeps
}

func (w Work) check() error {
	switch {
	case w.OneRep > MaxOneRepOps:
		return fmt.Errorf("even at -reps 1 the run would take %s operations (%d requests, %d unpaced, %d stalls met, up to %d correction progressions, with its sweeps), more than the bound of %s; shorten the duration, or lengthen the interval or the period",
			millions(w.OneRep), w.Requests, w.Unpaced, w.Stalls, w.Additions, millions(MaxOneRepOps))
	case w.Total > MaxTotalOps:
		return fmt.Errorf("the whole run would take %s operations (%d runs of %s), more than the bound of %s; lower -reps or shorten the duration",
			millions(w.Total), w.Runs, millions(w.Run.Weighted()), millions(MaxTotalOps))
	}
	return nil
}

// millions is ops in millions, to a tenth: "1234.5 million".
func millions(ops int64) string {
	return strconv.FormatFloat(float64(ops)/1e6, 'f', 1, 64) + " million"
}
