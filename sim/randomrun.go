package sim

import "fmt"

// A RandomRun is every recording of one random run, its samples in the
// order the server took the requests (the corrections' after the samples
// they correct), and each timeline's loop.
type RandomRun struct {
	Samples   [len(Sets)][]int64
	Think     []int64 // the think design's, reply − send; nil without a think time
	Loops     [len(Sets)]Loop
	ThinkLoop Loop
	// WrkIntervalNs is E_w, the interval wrk's correction used.
	WrkIntervalNs int64
	// OpenCycles are the open loop's requests that found the server idle,
	// each the first of a busy period: its regeneration cycles.
	OpenCycles []int
}

// Validate reports whether rs is in the random model's domain: the
// scenario's own, the distributions', a think time from 0 to MaxTime, and
// an expected count of requests, T/I, within MaxRequests.
func (rs Random) Validate() error {
	if err := rs.validateParams(); err != nil {
		return err
	}
	for _, d := range []struct {
		name string
		dist Dist
	}{{"service-dist", rs.ServiceDist}, {"think-dist", rs.ThinkDist}} {
		if err := d.dist.Validate(); err != nil {
			return fmt.Errorf("%s %w", d.name, err)
		}
	}
	switch {
	case rs.Arrivals > Poisson:
		return fmt.Errorf("arrivals %d: want schedule or poisson", rs.Arrivals)
	case rs.Think < 0 || rs.Think > MaxTime:
		return fmt.Errorf("think (%v) must be from 0 to %v", rs.Think, MaxTime)
	case rs.Arrivals == Poisson && rs.Duration/rs.Interval > MaxRequests/2:
		return fmt.Errorf("duration (%v) at a mean gap of %v makes about %d requests, more than %d: shorten the duration or lengthen the interval",
			rs.Duration, rs.Interval, rs.Duration/rs.Interval, MaxRequests/2)
	}
	return nil
}

// RunRandom runs every design on rs's draws.
func RunRandom(rs Random) (*RandomRun, error) { return RunRandomSets(rs, Held(1<<len(Sets)-1)) }

// RunRandomSets runs the designs of held on rs's draws, and the think
// design if rs has a think time: a sweep that compares two recordings
// need not pay for the other five. Plan needs Closed, Corrected Closed,
// and Wrk Unpaced: each is run if its own recording is asked for.
func RunRandomSets(rs Random, held Held) (*RandomRun, error) {
	if err := rs.Validate(); err != nil {
		return nil, err
	}
	var due []int64 // the plan, for the designs that have one
	if held.Has(Open) || held.Has(Closed) || held.Has(Plan) || held.Has(Corrected) || held.Has(Skip) {
		due = rs.DueNs()
	}
	L := int64(rs.RTT)
	run := &RandomRun{}
	latency := func(out []Served, of func(Served) int64) []int64 {
		s := make([]int64, len(out))
		for i, r := range out {
			s[i] = of(r)
		}
		return s
	}
	fromSend := func(r Served) int64 { return r.LatencyNs(L) }
	fromDue := func(r Served) int64 { return r.PlanNs(L) }
	if held.Has(Open) {
		open, loop, cycles := rs.runRandomOpen(due)
		for i := range open {
			open[i] += L // reply − due
		}
		run.Samples[Open], run.Loops[Open], run.OpenCycles = open, loop, cycles
	}
	if held.Has(Closed) || held.Has(Plan) || held.Has(Corrected) {
		closed, loop := rs.runRandomClosed(due)
		run.Samples[Closed], run.Loops[Closed] = latency(closed, fromSend), loop
		if L > 0 && held.Has(Plan) {
			run.Samples[Plan] = latency(closed, fromDue)
		}
		if held.Has(Corrected) {
			run.Samples[Corrected] = corrected(run.Samples[Closed], rs.ExpectedNs(), func(v, E int64) int64 { return v/E - 1 })
		}
	}
	if held.Has(Skip) {
		skip, loop := rs.runRandomSkip(due)
		run.Samples[Skip], run.Loops[Skip] = latency(skip, fromSend), loop
	}
	if held.Has(Unpaced) || held.Has(Wrk) {
		unpaced, loop := rs.runRandomUnpaced(nil)
		run.Samples[Unpaced], run.Loops[Unpaced] = unpaced, loop
		if held.Has(Wrk) {
			run.WrkIntervalNs = rs.WrkIntervalNs(int64(len(unpaced)))
			run.Samples[Wrk] = corrected(run.Samples[Unpaced], run.WrkIntervalNs, func(v, E int64) int64 { return (v+E-1)/E - 2 })
		}
	}
	if rs.Think > 0 {
		run.Think, run.ThinkLoop = rs.runRandomUnpaced(rs.stream(thinkStream, rs.ThinkDist, int64(rs.Think)))
	}
	return run, nil
}

// corrected returns samples and, after them, what a correction at E adds
// for each: the K(v, E) values v − E, v − 2E, … of each sample v.
func corrected(samples []int64, E int64, K func(v, E int64) int64) []int64 {
	n := int64(len(samples))
	for _, v := range samples {
		n += max(0, K(v, E))
	}
	out := make([]int64, len(samples), n) // sized once: no growth's copies
	copy(out, samples)
	for _, v := range samples {
		for j := int64(1); j <= K(v, E); j++ {
			out = append(out, v-j*E)
		}
	}
	return out
}

// Drawn reports whether rs draws any of its times: a service time that
// is not fixed, Poisson arrivals or a think time. A scenario that draws
// nothing is the deterministic model's, which Runner runs exactly.
func (rs Random) Drawn() bool {
	return rs.ServiceDist.Kind != Det || rs.Arrivals != Schedule || rs.Think > 0
}

// MaxRandomRequests bounds a random scenario's requests, each design's,
// so that its run, every design included, stays within memory: about 40
// bytes a request and design (internal/variance's BenchmarkRandomMemory).
const MaxRandomRequests = 20_000_000

// BusiestRequests is about how many requests the busiest design of rs
// sends: the plan's, T/I, or the unpaced design's, at most T over the
// mean service time, as many as the server can take back to back.
func (rs Random) BusiestRequests() int64 {
	T := float64(rs.Duration)
	return int64(max(T/float64(rs.Interval), T/rs.MeanServiceNs()))
}

// MeanServiceNs returns the service distribution's mean.
func (rs Random) MeanServiceNs() float64 { return rs.ServiceDist.Mean(float64(rs.Service)) }

// Utilisation returns ρ = E[S]/I, the server's busy share under the plan.
func (rs Random) Utilisation() float64 { return rs.MeanServiceNs() / float64(rs.Interval) }
