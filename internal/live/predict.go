package live

import (
	"fmt"
	"time"

	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
)

// Predict runs the model for sc with the worker's service time service,
// S_w, and the round trip rtt, L, and checks its figures against the
// closed form and the event reference: the prediction a live run's
// recordings are compared with. With drawn service times it runs the
// worker's draws instead, takes no S_w and counts no checks (see
// predictDrawn). It returns the recordings of
// results.Modelled; at L = 0 the plan's is the open loop's, sample for
// sample.
func Predict(sc sim.Random, service, rtt time.Duration) (recs map[string]sim.Multiset, checks int, err error) {
	recs, _, checks, err = predict(sc, service, rtt, results.Modelled)
	return recs, checks, err
}

// PredictDesigns is Predict for every design of results.Designs, with the
// interval wrk's correction uses, E_w: the model a judged tool is set
// beside.
func PredictDesigns(sc sim.Random, service, rtt time.Duration) (recs map[string]sim.Multiset, wrkIntervalNs int64, checks int, err error) {
	return predict(sc, service, rtt, results.Designs)
}

func predict(rs sim.Random, service, rtt time.Duration, names []string) (recs map[string]sim.Multiset, wrkIntervalNs int64, checks int, err error) {
	if ScheduleOf(rs).Drawn() {
		recs, wrkIntervalNs, err = predictDrawn(rs, rtt, names)
		return recs, wrkIntervalNs, 0, err
	}
	sc := rs.Scenario
	sc.Service, sc.RTT = service, rtt
	r, err := sim.NewRunner(sc)
	if err != nil {
		return recs, 0, 0, fmt.Errorf("live: the model with S_w = %v and L = %v: %w", service, rtt, err)
	}
	got := r.Run()
	if checks, err = sim.Check(sc, got, sim.Expected(sc)); err != nil {
		return recs, 0, 0, fmt.Errorf("live: the model with S_w = %v and L = %v disagrees with its checks: %w", service, rtt, err)
	}
	all := r.Recordings()
	recs = map[string]sim.Multiset{}
	for _, name := range names {
		recs[name] = all[modelSet(name, rtt)]
	}
	return recs, got.WrkIntervalNs, checks, nil
}

// modelSets are the sets of the model's recordings that a live file states.
var modelSets = map[string]sim.Set{results.Closed: sim.Closed, results.Open: sim.Open, results.Corrected: sim.Corrected,
	results.Plan: sim.Plan, results.Skip: sim.Skip, results.Unpaced: sim.Unpaced, results.Wrk: sim.Wrk}

// modelSet is the set the model's recording name is read from: at L = 0
// the plan's is the open loop's, which the model does not record twice.
func modelSet(name string, rtt time.Duration) sim.Set {
	if set := modelSets[name]; set != sim.Plan || rtt > 0 {
		return set
	}
	return sim.Open
}

// predictDrawn is predict for a server whose service times are drawn:
// the random model's loops, whose server takes its k-th request in the
// k-th draw of rs's seed, as the live worker does, at the distribution's
// own mean and with the round trip rtt. The worker keeps to those draws
// (its lateness is measured apart, and a late reply does not move the
// next request's start), so the model takes no S_w. Its loops are held to
// the random event reference by sim's tests; no closed form is checked
// here, so it counts no checks.
func predictDrawn(rs sim.Random, rtt time.Duration, names []string) (map[string]sim.Multiset, int64, error) {
	rs.RTT = rtt
	var held sim.Held
	for _, name := range names {
		held |= 1 << modelSets[name]
	}
	run, err := sim.RunRandomSets(rs, held)
	if err != nil {
		return nil, 0, fmt.Errorf("live: the model with L = %v: %w", rtt, err)
	}
	recs := map[string]sim.Multiset{}
	for _, name := range names {
		recs[name] = multiset(run.Samples[modelSet(name, rtt)])
	}
	return recs, run.WrkIntervalNs, nil
}
