package render

import (
	"fmt"
	"math"
	"slices"
	"strconv"

	"coordinated-omission/internal/rawfile"
)

// A LiveRecording is one live recording's figures at the live levels, and
// the model's where the model predicts it.
type LiveRecording struct {
	Name     string
	Live     []Latency
	Model    []Latency // nil for hey, which paces outside the model
	ErrorPct []string  // live over model minus one, as written
	N        Count
}

// At returns the live figure at level ("p99") for prose, to four
// significant digits: a wall-clock figure is not exact to the nanosecond.
func (r *LiveRecording) At(level string) Latency { return r.Live[levelIndex(r, level)].Sig4() }

// ModelAt returns the model's figure at level for prose, as At does.
func (r *LiveRecording) ModelAt(level string) Latency { return r.Model[levelIndex(r, level)].Sig4() }

// Error returns the relative error at level with its sign and unit: "+0.36 %".
func (r *LiveRecording) Error(level string) string {
	e := r.ErrorPct[levelIndex(r, level)]
	if e[0] != '-' {
		e = "+" + e
	}
	return e + " %"
}

func levelIndex(r *LiveRecording, level string) int {
	return slices.Index(liveLevels, level) // readLive has checked the levels
}

// liveLevels are the levels the live section states.
var liveLevels = []string{"p50", "p90", "p99", "p99.9", "max"}

// A LiveCheck is one self-check of the live run.
type LiveCheck struct {
	Name, What    string
	Value, Bound  string // with units
	OK            bool
	value, bound  float64
	below, strict bool // the check holds when value < bound (strict) or ≤; else ≥
}

// Live are live.txt's figures, as the README's live section states them.
type Live struct {
	Scenario                   *Figures // the live run's constants
	Recordings                 []*LiveRecording
	Closed, Open, Corrected    *LiveRecording
	Vegeta, Hey                *LiveRecording
	ServiceEff, ServiceMean    Latency
	ServiceWorker, RTT         Latency
	ScheduleP50, ScheduleP99   Latency
	ScheduleMax, WorkerLateP99 Latency
	Rate                       string // achieved over target, with its unit
	Checks                     []LiveCheck
	Believable                 bool // every self-check held
	Claims                     LiveClaims
	Wall                       Latency
}

// LiveClaims are what the live section's prose rests on.
type LiveClaims struct {
	// TailWithin10: the open recording's p99 and p99.9 are within 10 % of
	// the model's. VegetaWithin15: vegeta's p99 is within 15 % of the
	// model's open p99.
	TailWithin10, VegetaWithin15 bool
	// ClosedSpreads: the live closed recording's p90 or p99 is more than
	// 10 % above the model's, which is S_eff for every request no stall
	// touched: loopback and scheduler jitter the model does not have.
	ClosedSpreads bool
	// OpenBodyApart: stalls fell in the run, and the open recording's p50
	// or p90 is more than 10 % off the model's. MeanAboveMedian: the service samples' mean is above
	// their median, S_eff, so real backlogs drain slower than the model's.
	OpenBodyApart, MeanAboveMedian bool
	// HeyShort: hey sent fewer requests than the schedule asks for: its
	// ticker dropped the slots it missed.
	HeyShort bool
	// SameScenario: the live run used the simulation's scenario, but for
	// its duration.
	SameScenario bool
	// Stalled: a stall began before the live run's last request was due.
	// ClosedBelowOpen: the live closed p99 is below the open p99.
	Stalled, ClosedBelowOpen bool
	// VegetaBodyApart: stalls fell in the run, and vegeta's p50 is more
	// than 10 % off the model's open p50.
	VegetaBodyApart bool
	// Carried: the live open max is more than 10·I above the closed max,
	// the longest one request was held: some request waited behind a
	// backlog that a stall met, so one stall's backlog had not drained
	// when the next began. ModelCarried: likewise for the model's.
	Carried, ModelCarried bool
}

// OpenOverClosedP99 is the live open p99 over the closed p99, to the unit.
func (lv *Live) OpenOverClosedP99() string {
	return fmt.Sprintf("%.0f", float64(lv.Open.At("p99"))/float64(lv.Closed.At("p99")))
}

// Failed describes the self-checks that failed.
func (lv *Live) Failed() []string {
	var out []string
	for _, c := range lv.Checks {
		if !c.OK {
			out = append(out, c.What+" was "+c.Value+", against a bound of "+c.Bound)
		}
	}
	return out
}

// readLive reads live.txt's figures and checks that its verdicts follow
// from its figures: each error from its live and model values, each
// self-check from its value and bound, each bound from the interval, and
// the overall verdict from the checks.
func readLive(f *rawfile.File, sim *Figures) (*Live, error) {
	if mode, _ := f.Config.Get("mode"); mode != "live" {
		return nil, fmt.Errorf("mode %q, want live", mode)
	}
	r := &figureReader{f: f}
	sc := &Figures{}
	r.times(sc)
	lv := &Live{Scenario: sc}
	if got := f.Config.List("levels"); !slices.Equal(got, liveLevels) {
		return nil, fmt.Errorf("levels %q, want %q", got, liveLevels)
	}
	modelled := f.Config.List("modelled")
	for _, name := range f.Config.List("recordings") {
		rec := &LiveRecording{Name: name, N: r.count("live."+name+".n", "samples")}
		for _, level := range liveLevels {
			rec.Live = append(rec.Live, r.micros("live."+name+"."+level))
		}
		lv.Recordings = append(lv.Recordings, rec)
	}
	for _, want := range []struct {
		name, model string
		rec         **LiveRecording
	}{{"closed", "closed", &lv.Closed}, {"open", "open", &lv.Open}, {"corrected", "corrected", &lv.Corrected}, {"vegeta", "open", &lv.Vegeta}, {"hey", "", &lv.Hey}} {
		i := slices.IndexFunc(lv.Recordings, func(rec *LiveRecording) bool { return rec.Name == want.name })
		if i < 0 {
			return nil, fmt.Errorf("the configuration line recordings: does not name %s", want.name)
		}
		*want.rec = lv.Recordings[i]
		if want.model != "" {
			if !slices.Contains(modelled, want.model) {
				return nil, fmt.Errorf("the configuration line modelled: does not name %s", want.model)
			}
			r.modelOf(*want.rec, want.model)
		}
	}
	r.liveFigures(lv)
	if r.err != nil {
		return nil, r.err
	}
	if err := lv.checkVerdicts(f); err != nil {
		return nil, err
	}
	lv.Claims = liveClaims(lv, sim)
	for _, v := range []*Latency{&lv.ServiceEff, &lv.ServiceMean, &lv.ServiceWorker, &lv.RTT, &lv.ScheduleP50, &lv.ScheduleP99, &lv.ScheduleMax, &lv.WorkerLateP99} {
		*v = v.Sig4() // for prose; the checks and claims have used the exact figures
	}
	return lv, nil
}

// modelOf reads the model's figures for rec and its errors, checking each
// error against its figures.
func (r *figureReader) modelOf(rec *LiveRecording, model string) {
	for i, level := range liveLevels {
		m := r.micros("live.model." + model + "." + level)
		e := r.result("live.error."+rec.Name+"."+level, "%")
		rec.Model, rec.ErrorPct = append(rec.Model, m), append(rec.ErrorPct, e)
		switch {
		case r.err != nil:
		case m <= 0: // a model latency is at least the service time
			r.fail(fmt.Errorf("RESULT live.model.%s.%s: want a positive latency", model, level))
		case e != fmt.Sprintf("%.2f", (float64(rec.Live[i])/float64(m)-1)*100):
			r.fail(fmt.Errorf("RESULT live.error.%s.%s %s %%: not what its live and model figures give", rec.Name, level, e))
		}
	}
}

// liveFigures reads the service times, the generator's schedule error,
// the rate and the self-checks.
func (r *figureReader) liveFigures(lv *Live) {
	lv.ServiceEff, lv.ServiceMean = r.micros("live.service_eff"), r.micros("live.service_mean")
	lv.ServiceWorker, lv.RTT = r.micros("live.service_worker"), r.micros("live.calibration_rtt")
	lv.ScheduleP50, lv.ScheduleP99 = r.micros("live.schedule_error.p50"), r.micros("live.schedule_error.p99")
	lv.ScheduleMax, lv.WorkerLateP99 = r.micros("live.schedule_error.max"), r.micros("live.worker_late.p99")
	lv.Wall = r.micros("live.wall")
	rate := r.result("live.rate", "%")
	lv.Rate = rate + " %"
	I := float64(lv.Scenario.Interval) / 1e3
	for _, c := range []struct {
		name, what, value string
		unit              string
		bound             float64
		below, strict     bool
	}{
		{"schedule_error", "our generator's schedule error at p99", "live.schedule_error.p99", "us", I / 2, true, false},
		{"rate", "vegeta's achieved rate, of the target", "live.rate", "%", 99, false, false},
		{"service_eff", "S_eff, the median request time between stalls", "live.service_eff", "us", I, true, true},
		{"worker_late", "the worker's lateness at p99", "live.worker_late.p99", "us", I / 2, true, false},
	} {
		v, _ := strconv.ParseFloat(r.result(c.value, c.unit), 64)
		b, _ := strconv.ParseFloat(r.result("live.bound."+c.name, c.unit), 64)
		ok := r.result("live.check."+c.name, "bool") == "1"
		if r.err == nil && b != c.bound {
			r.fail(fmt.Errorf("RESULT live.bound.%s %v: the bound is %v", c.name, b, c.bound))
		}
		lv.Checks = append(lv.Checks, LiveCheck{Name: c.name, What: c.what, Value: withUnit(v, c.unit), Bound: withUnit(b, c.unit),
			OK: ok, value: v, bound: b, below: c.below, strict: c.strict})
	}
}

// checkVerdicts refuses a verdict that does not follow from its figures.
func (lv *Live) checkVerdicts(f *rawfile.File) error {
	all := true
	for _, c := range lv.Checks {
		holds := c.value >= c.bound
		if c.below {
			holds = c.value < c.bound || !c.strict && c.value == c.bound
		}
		if holds != c.OK {
			return fmt.Errorf("RESULT live.check.%s says %v, but %s is %s against a bound of %s", c.Name, c.OK, c.What, c.Value, c.Bound)
		}
		all = all && holds
	}
	r := &figureReader{f: f}
	want := "0"
	if all {
		want = "1"
	}
	if v := r.result("live.selfcheck", "bool"); r.err != nil || v != want {
		return fmt.Errorf("RESULT live.selfcheck %s: the checks say %s", v, want)
	}
	lv.Believable = all
	return nil
}

// withUnit formats a check's figure: "1.172 µs", "99.997 %".
func withUnit(v float64, unit string) string {
	if unit == "us" {
		return Latency(math.Round(v * 1e3)).String()
	}
	return strconv.FormatFloat(v, 'f', -1, 64) + " %"
}
