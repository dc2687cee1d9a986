package render

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"coordinated-omission/internal/results"
)

// A LivePhase is one phase, whether its checks held, and how far the
// machine may have moved its figures.
type LivePhase struct {
	Name, Who  string   // "vegeta"; "vegeta's phase"
	Believable bool     // every check of the phase held
	Failed     []string // the checks that failed, in words
	// WorkerLate is the worker's lateness at p99; Schedule the
	// generator's schedule error at results.ScheduleLevels, nil for one
	// without a plan of its own.
	WorkerLate Latency
	Schedule   map[Level]Latency
}

// A LiveCheck is one self-check of the live run.
type LiveCheck struct {
	Phase        string
	Name, What   string
	Value, Bound string // with units
	OK           bool
	Rule         results.Comparison
}

// Live are live.txt's figures, as the README's live section states them.
type Live struct {
	Scenario Scenario // the live run's constants
	// Drawn says how the worker's service times were drawn, in words
	// ("exponential of mean 100 µs, from seed 1"); "" for a fixed one.
	Drawn                       string
	Recordings                  []*LiveRecording
	Closed, Open, Corrected     *LiveRecording
	Vegeta, Hey                 *LiveRecording
	ServiceEff, ServiceMean     Latency
	ServiceWorker, RTT          Latency
	ModelRTT                    Latency // L = S_eff − S_w, the model's round trip
	ScheduleP50, ScheduleP99    Latency // our generator's
	ScheduleMax, WorkerLateP99  Latency // our generator's, and the worker's in its phase
	Rate                        string  // our generator's achieved over target, with its unit
	Phases                      []*LivePhase
	Ours, VegetaPhase, HeyPhase *LivePhase
	Checks                      []LiveCheck
	Believable                  bool // every self-check held
	Claims                      LiveClaims
	Wall                        Latency
	BandPct                     int // results.ModelBandPct: the band the claims draw around the model's figures, in %
	OtherCPUBound               int // results.OtherCPUBoundPct, in % of one processor
}

// Flagged are the phases whose checks did not all hold.
func (lv *Live) Flagged() []*LivePhase {
	var out []*LivePhase
	for _, p := range lv.Phases {
		if !p.Believable {
			out = append(out, p)
		}
	}
	return out
}

// LiveClaims are what the live section's prose rests on: each claim
// about a live figure holds only of findings (LiveRecording.Finding), and
// "10 %" is results.ModelBandPct.
type LiveClaims struct {
	// TailWithin10: the open recording's p99 and p99.9 are within 10 % of
	// the model's.
	TailWithin10 bool
	// ClosedSpreads: the live closed recording's p90 or p99 is more than
	// 10 % off the model's, which is S_w + L = S_eff for every request no
	// stall touched: loopback and scheduler jitter the model does not have.
	ClosedSpreads bool
	// OpenBodyApart: stalls fell in the run, and the open recording's p50
	// or p90 is more than 10 % off the model's. DrainsSlower: the
	// service samples' mean is above their median, S_eff, and the open
	// p50 is above the model's by more than its disturbance: real
	// backlogs drained slower than the model's. A mean above the median alone does not say so: in a
	// backlog each request follows a reply at once, and may take less
	// than the idle requests that S_eff is the median of.
	OpenBodyApart, DrainsSlower bool
	// DrawnBodyApart: OpenBodyApart's condition on a run whose service
	// times are drawn, where the model has no S_w but one mean L.
	DrawnBodyApart bool
	// HeyShort: hey sent fewer requests than the schedule asks for: its
	// ticker dropped the slots it missed. HeyBelowSkip: fewer than the
	// skip design sends, so it dropped slots between stalls too. HeyInPhase: hey ran more than
	// one worker, whose tickers tick in phase, all at once, where the skip
	// design staggers its connections' slots by I.
	HeyShort, HeyBelowSkip, HeyInPhase bool
	// SameScenario: the live run used the simulation's scenario, but for
	// its duration.
	SameScenario bool
	// Stalled: a stall began before the live run's last request was due.
	// ClosedBelowOpen: the live closed p99 is below the open p99 by more
	// than both figures' disturbance.
	Stalled, ClosedBelowOpen bool
	// VegetaBodyApart: stalls fell in the run, and vegeta's p50 is more
	// than 10 % off the model's open p50.
	VegetaBodyApart bool
	// Carried: the live open max is more than 10·I above the closed max,
	// with both figures' disturbance added against it,
	// the longest one request was held: some request waited behind a
	// backlog that a stall met, so one stall's backlog had not drained
	// when the next began. ModelCarried: likewise for the model's.
	Carried, ModelCarried bool
}

// OpenOverClosedP99 is the live open p99 over the closed p99, to the unit.
func (lv *Live) OpenOverClosedP99() string {
	return fmt.Sprintf("%.0f", float64(lv.Open.At(results.P99))/float64(lv.Closed.At(results.P99)))
}

// Failed describes the self-checks that failed.
func (lv *Live) Failed() []string {
	var out []string
	for _, c := range lv.Checks {
		if !c.OK {
			out = append(out, c.failure())
		}
	}
	return out
}

func (c LiveCheck) failure() string {
	return c.What + " was " + c.Value + ", against a bound of " + c.Bound
}

// readLive turns a decoded live file into the live section's figures;
// results.DecodeLive has checked that its errors and verdicts follow from
// its figures.
func readLive(l *results.Live, sim *Figures) *Live {
	ns := func(v int64) Latency { return Latency(v) }
	ours, _ := l.Phase(results.Ours) // DecodeLive read every phase
	lv := &Live{Scenario: scenarioOf(l.Scenario), ServiceEff: ns(l.ServiceEffNs), ServiceMean: ns(l.ServiceMeanNs),
		ServiceWorker: ns(l.ServiceWorkerNs), RTT: ns(l.CalibrationRTTNs), ModelRTT: ns(l.ModelRTTNs),
		ScheduleP50: ns(ours.ScheduleErrorNs[results.P50]), ScheduleP99: ns(ours.ScheduleErrorNs[results.P99]),
		ScheduleMax: ns(ours.ScheduleErrorNs[results.Max]), WorkerLateP99: ns(ours.WorkerLateP99Ns),
		Rate: string(ours.RatePct) + " %", Wall: Latency(l.WallNs), BandPct: results.ModelBandPct, OtherCPUBound: results.OtherCPUBoundPct, Drawn: drawnWords(l.Random, l.Scenario.Service)}
	checks := l.Checks()
	for _, c := range checks {
		value, bound := checkFigures(c.Value, c.Bound, c.Unit)
		lv.Checks = append(lv.Checks, LiveCheck{Phase: c.Phase, Name: c.Name, What: c.What, Value: value, Bound: bound, OK: c.OK, Rule: c.Rule})
	}
	phases := map[string]*LivePhase{}
	for _, p := range l.Phases {
		lp := &LivePhase{Name: p.Name, Who: results.Whose(p.Name) + " phase", WorkerLate: Latency(p.WorkerLateP99Ns).Sig4()}
		if p.Paced() {
			lp.Schedule = map[Level]Latency{}
			for _, level := range results.ScheduleLevels {
				lp.Schedule[level] = Latency(p.ScheduleErrorNs[level]).Sig4()
			}
		}
		for _, c := range lv.Checks {
			if c.Phase == p.Name && !c.OK {
				lp.Failed = append(lp.Failed, c.failure())
			}
		}
		lp.Believable = len(lp.Failed) == 0
		lv.Phases, phases[p.Name] = append(lv.Phases, lp), lp
	}
	lv.Ours, lv.VegetaPhase, lv.HeyPhase = phases[results.Ours], phases[results.Vegeta], phases[results.Hey]
	for _, rec := range l.Recordings {
		r := &LiveRecording{Name: rec.Name, N: Count(rec.Samples), Live: latencies(rec.AtNs), Flagged: !phases[results.PhaseOf(rec.Name)].Believable}
		if name, ok := results.ModelOf(rec.Name); ok {
			m, _ := l.Model(name) // DecodeLive read every model recording
			r.Model, r.ErrorPct, r.ModelN = latencies(m.AtNs), map[Level]results.Decimal{}, Count(m.Samples)
			r.Standing = map[Level]results.Standing{}
			for _, level := range results.LiveLevels {
				r.ErrorPct[level], _ = l.Error(rec.Name, level)
				r.Standing[level], _ = l.Standing(rec.Name, level)
			}
		}
		lv.Recordings = append(lv.Recordings, r)
		for name, into := range map[string]**LiveRecording{results.Closed: &lv.Closed, results.Open: &lv.Open,
			results.Corrected: &lv.Corrected, results.Vegeta: &lv.Vegeta, results.Hey: &lv.Hey} {
			if rec.Name == name {
				*into = r
			}
		}
	}
	lv.Believable = results.AllHold(checks)
	lv.Claims = liveClaims(lv, sim)
	for _, v := range []*Latency{&lv.ServiceEff, &lv.ServiceMean, &lv.ServiceWorker, &lv.RTT, &lv.ModelRTT, &lv.ScheduleP50, &lv.ScheduleP99, &lv.ScheduleMax, &lv.WorkerLateP99} {
		*v = v.Sig4() // for prose; the checks and claims have used the exact figures
	}
	return lv
}

func latencies(ns map[Level]int64) map[Level]Latency {
	out := make(map[Level]Latency, len(ns))
	for l, v := range ns {
		out[l] = Latency(v)
	}
	return out
}

// withUnit formats a check's figure: "1.172 µs", "99.997 %".
func withUnit(v float64, unit string) string {
	return unitText(v, unit, true)
}

// unitText writes a check's figure with its unit, a time to four
// significant digits where round is set ("5.427 s"), and exactly where not.
func unitText(v float64, unit string, round bool) string {
	if math.IsInf(v, 1) {
		return "never"
	}
	if unit == "us" {
		l := Latency(math.Round(v * 1e3))
		if round {
			l = l.Sig4()
		}
		return l.String()
	}
	return strconv.FormatFloat(v, 'f', -1, 64) + " %"
}

// checkFigures writes a check's value and bound, each to four significant
// digits, unless that would make two different figures read alike: a
// value of 199.96 µs against a bound of 200 µs is written exactly.
func checkFigures(value, bound float64, unit string) (string, string) {
	v, b := withUnit(value, unit), withUnit(bound, unit)
	if v == b && value != bound {
		return unitText(value, unit, false), unitText(bound, unit, false)
	}
	return v, b
}

// drawnWords says how a live server's service times were drawn, around
// the mean service: "" for none.
func drawnWords(c *results.RandomConfig, service time.Duration) string {
	if c == nil {
		return ""
	}
	mean := Latency(service)
	d := "exponential of mean " + mean.String()
	if rest, ok := strings.CutPrefix(c.ServiceDist, "bimodal:"); ok {
		p, slow, _ := strings.Cut(rest, ":")
		d += ", or with probability " + p + " exponential of mean " + slowWords(slow)
	} else if c.ServiceDist != "exp" {
		d = c.ServiceDist + " of mean " + mean.String()
	}
	return d + ", from seed " + c.Seed
}

// slowWords is a Go duration in the report's units, or as written if it
// does not parse.
func slowWords(text string) string {
	if d, err := time.ParseDuration(text); err == nil {
		return Latency(d).String()
	}
	return text
}
