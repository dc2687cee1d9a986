package results

import (
	"fmt"
	"slices"
	"strconv"

	"coordinated-omission/internal/rawfile"
)

// The live run's recordings: our generator's three (Closed, Open and
// Corrected), then two tools' own, unadjusted.
const (
	Vegeta = "vegeta"
	Hey    = "hey"
)

// Ours is our generator's phase: the recordings Closed, Open and
// Corrected come from it.
const Ours = "ours"

var (
	// Phases are the live run's phases, each against a fresh server: our
	// generator's, vegeta's and hey's.
	Phases = []string{Ours, Vegeta, Hey}
	// LiveRecordings are the live recordings in report order.
	LiveRecordings = []string{Closed, Open, Corrected, Vegeta, Hey}
	// Modelled are the model's recordings that a live file states.
	Modelled = []string{Closed, Open, Corrected, Plan, Skip}
	// LiveLevels are the levels the live figures state, the max last.
	LiveLevels = []Level{P50, P90, P99, P999, Max}
	// ScheduleLevels are the levels of a generator's schedule error.
	ScheduleLevels = []Level{P50, P99, Max}
)

// PhaseOf is the phase a live recording comes from.
func PhaseOf(recording string) string {
	if recording == Vegeta || recording == Hey {
		return recording
	}
	return Ours
}

// A Phase is what one live phase measured of its own conditions: the
// figures of its self-checks.
type Phase struct {
	Name            string // one of Phases
	WallNs          int64  // how long the phase took, its server's start to its close
	OtherCPUNs      int64  // the CPU time other processes took meanwhile: the machine's less this process's, 0 if that is negative, as the machine's clock ticks may make it
	WorkerLateP99Ns int64  // the server worker's lateness at p99
	// ScheduleErrorNs is how late the generator sent, at ScheduleLevels,
	// against its own plan: ours, each request's send less when it was
	// free to go; vegeta's, each hit's send less its attack's start plus
	// (seq+1)·I. Hey has none: its plan is its workers' tickers.
	ScheduleErrorNs map[Level]int64
	// RatePct is the generator's achieved rate over its plan's, in %, to
	// three decimals as the file writes it: vegeta's over one every I;
	// ours over the rate of the times its requests were free to go, a
	// closed loop's replies holding each back as the model's do; not
	// hey's, which skips slots by design.
	RatePct Decimal
	// Failed counts the requests the generator sent that got no reply:
	// refused or reset when the machine could not keep up. A phase with any
	// fails its check; 0 in a file from before they were counted.
	Failed int64
}

// Paced reports whether the phase's generator keeps a plan of its own
// that its schedule error and rate are measured against.
func (p *Phase) Paced() bool { return p.Name != Hey }

// OtherCPUPct is the other processes' CPU time over the phase's wall time,
// in % of one processor.
func (p *Phase) OtherCPUPct() float64 {
	if p.WallNs <= 0 {
		return 0
	}
	return 100 * float64(p.OtherCPUNs) / float64(p.WallNs)
}

// ModelOf is the model recording a live recording is compared with: our
// generator's closed and corrected with the model's; its open recording,
// timed from the plan, with the plan's; vegeta, which sends every hit on
// time, with the open loop's; hey, whose ticker skips the slots a busy
// worker missed, with the skip design's.
func ModelOf(recording string) (string, bool) {
	switch recording {
	case Closed, Corrected:
		return recording, true
	case Open:
		return Plan, true
	case Vegeta:
		return Open, true
	case Hey:
		return Skip, true
	}
	return "", false
}

// A LiveRecording is one recording's figures at LiveLevels, exactly.
type LiveRecording struct {
	Name    string
	Samples int64
	AtNs    map[Level]int64
}

// A Live is everything a live file states: results/live.txt.
type Live struct {
	Machine  rawfile.Fields
	Scenario Scenario // the live run's constants; Service is the worker's S
	// Random is the server's drawn service time, its distribution and
	// seed, nil for a fixed one: then the model runs the worker's own
	// draws.
	Random *RandomConfig
	// Recordings are LiveRecordings' figures, and Models the model's
	// recordings, Modelled, with the worker's S_w and the round trip
	// ModelRTTNs.
	Recordings, Models []LiveRecording
	ServiceEffNs       int64 // S_eff: the median time of the requests that found the server idle
	ServiceMeanNs      int64 // the mean of the samples S_eff is the median of
	ServiceWorkerNs    int64 // the worker's achieved service time, median
	CalibrationRTTNs   int64 // a bare round trip on loopback, median
	// ModelRTTNs is the model's round trip L = S_eff − S_w (0 if S_eff is
	// no more than S_w): what one request met no stall took beyond the
	// worker's service. With a drawn service time, it is the mean of
	// each request's reply − send at the client less its finish − arrival
	// at the worker.
	ModelRTTNs  int64
	Phases      []Phase // by Phases' order
	WallNs      int64   // the whole live run
	Curve       []CurvePoint
	ModelChecks int // the model's closed-form checks, all passed
}

// A CurvePoint is one point of a recording's percentile curve: the sample
// that Above samples of N are at or above, and the model's sample with the
// same share above it (0 without a model).
type CurvePoint struct {
	Recording       string
	Above, N        int64
	LiveNs, ModelNs int64
}

// Recording returns the live recording called name, and Model the model's.
func (l *Live) Recording(name string) (*LiveRecording, bool) { return liveByName(l.Recordings, name) }

// Phase returns the phase called name.
func (l *Live) Phase(name string) (*Phase, bool) {
	for i := range l.Phases {
		if l.Phases[i].Name == name {
			return &l.Phases[i], true
		}
	}
	return nil, false
}

// Model returns the model's recording called name.
func (l *Live) Model(name string) (*LiveRecording, bool) { return liveByName(l.Models, name) }

func liveByName(recs []LiveRecording, name string) (*LiveRecording, bool) {
	for i := range recs {
		if recs[i].Name == name {
			return &recs[i], true
		}
	}
	return nil, false
}

func liveKey(recording string, l Level) string   { return "live." + recording + "." + string(l) }
func modelKey(recording string, l Level) string  { return "live.model." + recording + "." + string(l) }
func errorKey(recording string, l Level) string  { return "live.error." + recording + "." + string(l) }
func phaseKey(phase, figure string) string       { return "live.phase." + phase + "." + figure }
func scheduleKey(phase string, l Level) string   { return phaseKey(phase, "schedule_error."+string(l)) }
func boundKey(check string) string               { return "live.bound." + check }
func marginKey(recording string, l Level) string { return "live.margin." + recording + "." + string(l) }
func findingKey(recording string, l Level) string {
	return "live.finding." + recording + "." + string(l)
}
func checkKey(check string) string      { return "live.check." + check }
func phaseCheckKey(phase string) string { return "live.selfcheck." + phase }

const (
	modelRTTKey   = "live.model_rtt"
	serviceEffKey = "live.service_eff"
)

// ErrorPct is a live figure over the model's minus one, in %, to two
// decimals: "0.47", "-3.10".
func ErrorPct(liveNs, modelNs int64) Decimal {
	return Decimal(fmt.Sprintf("%.2f", (float64(liveNs)/float64(modelNs)-1)*100))
}

// Error returns the live recording's error against its model at level,
// and whether it has a model.
func (l *Live) Error(recording string, level Level) (Decimal, bool) {
	rec, ok1 := l.Recording(recording)
	name, ok2 := ModelOf(recording)
	model, ok3 := l.Model(name)
	if !ok1 || !ok2 || !ok3 {
		return "", false
	}
	return ErrorPct(rec.AtNs[level], model.AtNs[level]), true
}

func (l *Live) config() rawfile.Fields {
	return slices.Concat(slices.Clip(l.Machine), l.Scenario.fields(), l.Random.fields(), encodeWords(identity, liveWords()))
}

// Encode lays l out as a raw file. Its closing line counts the model's
// closed-form checks: the prediction is itself checked.
func (l *Live) Encode() *rawfile.File {
	f := &rawfile.File{Config: l.config(), Checks: rawfile.Checks{Passed: l.ModelChecks, Runs: 1}}
	var rl resultList
	for _, rec := range l.Recordings {
		b := rawfile.Benchmark{Name: "Live/recording=" + rec.Name, Iters: int(rec.Samples)}
		for _, level := range LiveLevels {
			b.Values = append(b.Values, rawfile.Value{Value: float64(rec.AtNs[level]) / 1e3, Unit: string(level) + "-us"})
			rl.micros(liveKey(rec.Name, level), rec.AtNs[level])
		}
		f.Benchmarks = append(f.Benchmarks, b)
		rl.count(samplesKey(rec.Name), rec.Samples, "samples")
	}
	for _, m := range l.Models {
		for _, level := range LiveLevels {
			rl.micros(modelKey(m.Name, level), m.AtNs[level])
		}
		rl.count(modelSamplesKey(m.Name), m.Samples, "samples")
	}
	for _, rec := range l.Recordings {
		for _, level := range LiveLevels {
			if e, ok := l.Error(rec.Name, level); ok {
				rl.add(errorKey(rec.Name, level), string(e), "%")
			}
		}
	}
	for _, rec := range l.Recordings {
		for _, level := range LiveLevels {
			if st, ok := l.Standing(rec.Name, level); ok {
				rl.micros(marginKey(rec.Name, level), st.MarginNs)
				rl.flag(findingKey(rec.Name, level), st.Finding())
			}
		}
	}
	encodeFields(&rl, identity, l.serverFields())
	for i := range l.Phases {
		encodeFields(&rl, identity, l.Phases[i].fields())
	}
	checks := l.Checks()
	for _, c := range checks {
		rl.add(boundKey(c.Name), strconv.FormatFloat(c.Bound, 'f', -1, 64), c.Unit)
		rl.flag(checkKey(c.Name), c.OK)
	}
	for _, p := range Phases {
		rl.flag(phaseCheckKey(p), l.PhaseHolds(p))
	}
	rl.flag(selfCheckKey, AllHold(checks))
	rl.micros(wallKey, l.WallNs)
	f.Results = rl
	f.Sweeps = lines(l.Curve)
	return f
}

// fields is pt's table; the model's figure is there only when it is
// positive.
func (pt *CurvePoint) fields() []sweepField {
	const modelNs = "model-ns"
	latency := func(key string, ns *int64) sweepField {
		return oneSweep(key, func() string { return strconv.FormatInt(*ns, 10) }, func(r *sweepReader, k string) { *ns = r.latency(k) })
	}
	model := sweepField{func() rawfile.Fields {
		if pt.ModelNs > 0 {
			return rawfile.Fields{{Key: modelNs, Value: strconv.FormatInt(pt.ModelNs, 10)}}
		}
		return nil
	}, func(r *sweepReader) {
		if _, ok := r.fs.Get(modelNs); ok {
			pt.ModelNs = r.latency(modelNs)
		}
	}}
	return []sweepField{textSweep(liveAxes[0], &pt.Recording), wholeSweep(liveAxes[1], &pt.Above), wholeSweep("n", &pt.N),
		latency("live-ns", &pt.LiveNs), model}
}

func (pt CurvePoint) line() rawfile.Sweep { return lineOf(LiveSweep, pt.fields()) }
