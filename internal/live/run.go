package live

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
)

// Limits of a live run, which happens on the wall clock: they keep it
// short, its memory small and its sockets few.
const (
	DefaultDuration = 5 * time.Second
	MaxDuration     = time.Minute
	MaxRequests     = 1_000_000        // per phase
	MaxConnections  = 1000             // our generator's, and hey's workers
	MaxInFlight     = 20_000           // an open-loop generator's requests held by one stall, D/I
	MaxDrain        = 10 * time.Second // how long after the duration the model's last reply may come
	calibrations    = 200              // round trips timed to judge the rate up front
)

// Validate checks sc for a live run, before anything starts: sc must be in
// the simulation's domain and within the limits above.
func Validate(rs sim.Random) error {
	sc := rs.Scenario
	switch {
	case rs.Arrivals != sim.Schedule:
		return fmt.Errorf("-arrivals %v: the live generators send on a schedule, every -interval; only the server's service time is drawn live", rs.Arrivals)
	case rs.Think != 0:
		return fmt.Errorf("-think %v: the live designs have no think time", rs.Think)
	}
	if err := rs.ServiceDist.Validate(); err != nil {
		return fmt.Errorf("-service-dist %w", err)
	}
	if sc.Duration > MaxDuration {
		return fmt.Errorf("-live-duration %v is longer than a live run's %v", sc.Duration, MaxDuration)
	}
	if sc.Interval > 0 && sc.Requests() > MaxRequests {
		return fmt.Errorf("-live-duration %v at -interval %v makes %d requests per phase, more than a live run's %d", sc.Duration, sc.Interval, sc.Requests(), MaxRequests)
	}
	if err := sc.Validate(); err != nil {
		return err
	}
	size, err := sc.Size()
	if err != nil {
		return err
	}
	if sc.Connections > MaxConnections {
		return fmt.Errorf("-connections %d is more than a live run's %d", sc.Connections, MaxConnections)
	}
	if held := int64(sc.Stall / sc.Interval); held > MaxInFlight {
		return fmt.Errorf("-stall %v at -interval %v would leave %d requests in flight on loopback during each stall, more than a live run's %d", sc.Stall, sc.Interval, held, MaxInFlight)
	}
	if past := time.Duration(size.EndNs) - sc.Duration; past > MaxDrain {
		return fmt.Errorf("the live server would still be serving %v after -live-duration %v, more than a live run's %v: lengthen the interval, or shorten the service or the stall", past.Round(time.Millisecond), sc.Duration, MaxDrain)
	}
	return nil
}

// A Result is everything a live run measured, and the model's prediction.
type Result struct {
	Scenario       sim.Scenario // the live run's constants; Service is the worker's S
	ServiceDist    sim.Dist     // its service time's distribution: det, or drawn from Seed
	Seed           uint64
	CalibrationRTT time.Duration
	ServiceEff     time.Duration
	ServiceMean    time.Duration           // the mean of the samples S_eff is the median of
	Recordings     map[string]sim.Multiset // by results.LiveRecordings' names
	Model          map[string]sim.Multiset // the model's recordings with S_w and ModelRTT, by results.Modelled's names
	ModelRTT       time.Duration           // the model's round trip, S_eff − S_w
	ModelChecks    int                     // its figures' closed-form checks, all passed
	WorkerService  time.Duration           // the worker's achieved service time in our generator's phase, median
	Phases         []results.Phase         // each phase's conditions, by results.Phases' order
	Wall           time.Duration           // the whole live run
}

// Run runs the live experiment for sc on this machine: a calibration that
// refuses a rate the machine cannot sustain, then our generator's phase,
// vegeta's and hey's, each against a fresh server, then the model with the
// S_eff observed. It writes one line to log as each phase starts.
func Run(ctx context.Context, rs sim.Random, log io.Writer) (*Result, error) {
	sc, began := rs.Scenario, time.Now()
	if !Supported {
		return nil, errors.New("live runs need a Unix machine: the self-checks read this process's CPU time with getrusage")
	}
	if err := Validate(rs); err != nil {
		return nil, err
	}
	res := &Result{Scenario: sc, ServiceDist: rs.ServiceDist, Seed: rs.Seed}
	schedule := ScheduleOf(rs)
	size, _ := sc.Size()
	lifetime := time.Duration(size.EndNs) + 5*time.Second
	n := int(sc.Requests())
	fmt.Fprintf(log, "live: timing %d round trips on loopback\n", calibrations)
	rtt, err := Calibrate(ctx, lifetime)
	if err != nil {
		return nil, err
	}
	res.CalibrationRTT = rtt
	if service := time.Duration(rs.MeanServiceNs()); service+rtt >= sc.Interval {
		return nil, fmt.Errorf("-interval %v is faster than this machine can sustain: each request takes the %v %s plus a %v round trip on loopback (median of %d); use an interval above %v",
			sc.Interval, service, map[bool]string{false: "service", true: "mean service"}[schedule.Drawn()], rtt, calibrations, service+rtt)
	}
	var st Stamps
	var served []Served
	ours, err := phase(log, results.Ours, sc, schedule, n, lifetime, func(srv *Server) error {
		st, err = runOurs(ctx, srv, Plan{Requests: n, Interval: sc.Interval, Connections: sc.Connections}, lifetime)
		served = srv.Served()
		return err
	})
	if err != nil {
		return nil, err
	}
	var veg vegetaRun
	// vegeta sends its hit k no earlier than k·I and none after T: at most ⌈T/I⌉ + 1 = n + 1
	vegPhase, err := phase(log, results.Vegeta, sc, schedule, n+1, lifetime, func(srv *Server) error {
		veg, err = runVegeta(srv, sc.Interval, sc.Duration, MaxInFlight, lifetime)
		return countedWithFailures(len(veg.latencyNs), veg.failed, srv, err)
	})
	if err != nil {
		return nil, err
	}
	var heyNs []int64
	heyPhase, err := phase(log, results.Hey, sc, schedule, n, lifetime, func(srv *Server) error {
		heyNs, err = runHey(srv, sc.Connections, sc.Interval, sc.Duration, n, lifetime)
		return counted("hey", len(heyNs), srv, err)
	})
	if err != nil {
		return nil, err
	}
	paced(&ours, scheduleErrors(st), rateAgainst(st.Send, st.Free, sc.Interval))
	paced(&vegPhase, veg.scheduleErrors(), rateOf(veg.sent, sc.Interval))
	vegPhase.Failed = veg.failed
	res.Phases = []results.Phase{ours, vegPhase, heyPhase}
	if err := res.analyse(st, served, schedule, veg, heyNs); err != nil {
		return nil, err
	}
	res.Wall = time.Since(began)
	return res, nil
}

// phase runs one generator against a fresh server that serves at most
// limit scheduled requests and lives at most lifetime, and measures its
// conditions: how long it took, the CPU time other processes took
// meanwhile, and the worker's lateness.
func phase(log io.Writer, name string, sc sim.Scenario, schedule Schedule, limit int, lifetime time.Duration, run func(*Server) error) (results.Phase, error) {
	p := results.Phase{Name: name}
	fmt.Fprintf(log, "live: %s, %v of requests\n", phaseNames[name], sc.Duration)
	before := readUsage()
	srv, err := StartServer(schedule, limit, lifetime)
	if err != nil {
		return p, err
	}
	if err := errors.Join(run(srv), srv.Close()); err != nil {
		return p, fmt.Errorf("live %s: %w", phaseNames[name], err)
	}
	after := readUsage()
	other, wall, ok := before.others(after)
	if !ok {
		return p, fmt.Errorf("live %s: the machine's CPU time could not be read, so the phase cannot be checked", phaseNames[name])
	}
	_, late := worker(srv.Served(), schedule)
	p.WallNs, p.OtherCPUNs, p.WorkerLateP99Ns = int64(wall), int64(other), int64(late)
	return p, nil
}

// phaseNames are the phases' names for people.
var phaseNames = map[string]string{results.Ours: "our generator", results.Vegeta: "vegeta", results.Hey: "hey"}

// paced gives the phase of a paced generator its schedule errors, sorted,
// at results.ScheduleLevels, and its achieved rate: ours against when
// each request was free to go (rateAgainst), vegeta's against its plan
// (rateOf).
func paced(p *results.Phase, errs []time.Duration, rate results.Decimal) {
	p.ScheduleErrorNs, p.RatePct = scheduleLevels(errs), rate
}

// scheduleLevels returns sorted schedule errors at results.ScheduleLevels.
func scheduleLevels(sorted []time.Duration) map[results.Level]int64 {
	if len(sorted) == 0 {
		return map[results.Level]int64{results.P50: 0, results.P99: 0, results.Max: 0}
	}
	return map[results.Level]int64{results.P50: int64(atHalfUp(sorted, sim.P50)), results.P99: int64(atHalfUp(sorted, sim.P99)),
		results.Max: int64(sorted[len(sorted)-1])}
}

// counted checks that a generator reported every request the server
// served: hey's CSV leaves failed requests out.
func counted(name string, reported int, srv *Server, err error) error {
	if err != nil {
		return err
	}
	if served := len(srv.Served()); reported != served {
		return fmt.Errorf("%s reported %d replies, but the server served %d", name, reported, served)
	}
	return nil
}

// countedWithFailures is counted for vegeta, some of whose requests may
// have got no reply: the server may have served one whose reply never
// reached it, so it served at least the replies and at most the replies
// and the failures.
func countedWithFailures(replies int, failed int64, srv *Server, err error) error {
	if err != nil || failed == 0 {
		return counted("vegeta", replies, srv, err)
	}
	if served := int64(len(srv.Served())); served < int64(replies) || served > int64(replies)+failed {
		return fmt.Errorf("vegeta reported %d replies and %d failures, but the server served %d", replies, failed, served)
	}
	return nil
}

// Calibrate times round trips that the server answers at once, on one
// warm connection, and returns their median.
func Calibrate(ctx context.Context, lifetime time.Duration) (time.Duration, error) {
	srv, err := StartServer(Schedule{}, 0, lifetime)
	if err != nil {
		return 0, err
	}
	defer srv.Close()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	c, err := dial(ctx, srv.Host, time.Now().Add(lifetime))
	if err != nil {
		return 0, fmt.Errorf("live calibration: %w", err)
	}
	rtts := make([]time.Duration, 0, calibrations)
	for i := range calibrations + calibrations/10 {
		t := time.Now()
		if err := c.get("/warm"); err != nil {
			return 0, fmt.Errorf("live calibration: %w", err)
		}
		if i >= calibrations/10 { // the first tenth warms up
			rtts = append(rtts, time.Since(t))
		}
	}
	return median(rtts), nil
}

// analyse derives the recordings, the self-checks and the model from what
// the phases measured.
func (res *Result) analyse(st Stamps, served []Served, s Schedule, veg vegetaRun, heyNs []int64) error {
	sc := res.Scenario
	eff, mean, ok := serviceEff(st, s)
	if !ok {
		return fmt.Errorf("live: no request met no stall, so S_eff is unknown; lengthen -live-duration or the gaps between stalls")
	}
	res.ServiceEff, res.ServiceMean = eff, mean
	closed, open, corrected := Recordings(st, time.Duration(sc.Connections)*sc.Interval)
	res.Recordings = map[string]sim.Multiset{results.Closed: closed, results.Open: open, results.Corrected: corrected,
		results.Vegeta: multiset(veg.latencyNs), results.Hey: multiset(heyNs)}
	res.WorkerService, _ = worker(served, s)
	var err error
	res.ModelRTT = time.Duration(results.ModelRTT(int64(eff), int64(res.WorkerService)))
	if s.Drawn() { // the model's service is the worker's own draws: L is what each request took beyond the worker's time
		res.ModelRTT = pairedRTT(st, served)
	}
	res.Model, res.ModelChecks, err = Predict(res.random(), res.WorkerService, res.ModelRTT)
	return err
}

// random is the run's scenario with its service distribution and seed.
func (res *Result) random() sim.Random {
	return sim.Random{Scenario: res.Scenario, ServiceDist: res.ServiceDist, Seed: res.Seed}
}
