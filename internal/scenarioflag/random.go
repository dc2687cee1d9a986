package scenarioflag

import (
	"flag"
	"fmt"
	"math"
	"strconv"

	"coordinated-omission/sim"
)

// RandomFlags are the random model's command-line flags, and the
// scenario they make: Random, whose Scenario Check sets.
type RandomFlags struct{ Random sim.Random }

// Register defines the flags on fs, with the deterministic model's
// defaults: fixed service, the schedule, no think time, seed 1.
func (f *RandomFlags) Register(fs *flag.FlagSet) {
	r := &f.Random
	r.ServiceDist, r.ThinkDist, r.Seed = sim.Dist{Kind: sim.Det}, sim.Dist{Kind: sim.Exp}, 1
	fs.Func("service-dist", "the service time's `distribution` around -service: det (fixed), exp (exponential of mean -service), or bimodal:P:SLOW (exponential of mean -service, or with probability P of mean SLOW); default det", func(v string) (err error) {
		r.ServiceDist, err = sim.ParseDist(v)
		return err
	})
	fs.Func("arrivals", "how requests fall `due`: schedule (every -interval) or poisson (exponential gaps of mean -interval); default schedule", func(v string) (err error) {
		r.Arrivals, err = sim.ParseArrivals(v)
		return err
	})
	fs.DurationVar(&r.Think, "think", 0, "the think design's mean think `time` (Z): each of N users sends, waits for its reply, thinks, and sends again; 0 for no think design")
	fs.Func("think-dist", "the think time's `distribution` around -think: det or exp; default exp", func(v string) (err error) {
		if r.ThinkDist, err = sim.ParseDist(v); err == nil && r.ThinkDist.Kind == sim.Bimodal {
			err = fmt.Errorf("%q: want det or exp", v)
		}
		return err
	})
	fs.Func("seed", "the random model's `seed`, a whole number: every figure is a pure function of the scenario and the seed; default 1", func(v string) (err error) {
		if r.Seed, err = strconv.ParseUint(v, 10, 64); err != nil {
			return fmt.Errorf("%q is not a whole number from 0 to %d", v, uint64(math.MaxUint64))
		}
		return nil
	})
}

// Check sets the random scenario's Scenario to sc and checks the flags
// together: -think-dist only with -think, and in a live run, liveMode
// ("-live", "-judge" or "-serve"; "" for none), neither a think time nor
// Poisson arrivals: the live server draws its service times as the model
// does, but the live generators send on a schedule. Then the scenario's
// domain and size.
func (f *RandomFlags) Check(fs *flag.FlagSet, sc sim.Scenario, liveMode string) error {
	r := &f.Random
	r.Scenario = sc
	given := map[string]bool{}
	fs.Visit(func(fl *flag.Flag) { given[fl.Name] = true })
	switch {
	case given["think-dist"] && r.Think <= 0:
		return fmt.Errorf("-think-dist %v: only the think design has a think time; add -think", r.ThinkDist)
	case given["think"] && liveMode != "":
		return fmt.Errorf("-think %v: the live designs have no think time; leave -think out of %s", r.Think, liveMode)
	case liveMode != "" && r.Arrivals != sim.Schedule:
		return fmt.Errorf("-arrivals %v: the live generators send on a schedule, every -interval; leave -arrivals out of %s (its server draws the service times of -service-dist)", r.Arrivals, liveMode)
	}
	if err := r.Validate(); err != nil {
		return fmt.Errorf("scenario: %w", err)
	}
	if n := r.BusiestRequests(); r.Drawn() && n > sim.MaxRandomRequests {
		return fmt.Errorf("scenario: the random model would take about %d requests, more than %d: shorten -duration or lengthen -interval", n, sim.MaxRandomRequests)
	}
	return nil
}
