package live

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"coordinated-omission/internal/measure"
	"coordinated-omission/internal/rawfile"
	"coordinated-omission/sim"
)

// Mode is the live file's mode line.
const Mode = "live"

// File lays out res as a raw file, results/live.txt, with machine as its
// first configuration lines. Its closing line counts the model's
// closed-form checks: the prediction is itself checked.
func File(res *Result, machine rawfile.Fields) *rawfile.File {
	sc := res.Scenario
	f := &rawfile.File{Config: append(machine[:len(machine):len(machine)], config(sc)...)}
	var l results
	for i, rec := range Recorders {
		q := quantilesOf(res.Recordings[i])
		f.Benchmarks = append(f.Benchmarks, benchmark(rec, res.Recordings[i].Count(), q))
		l.quantiles("live."+rec, q)
		l.add("live."+rec+".n", strconv.FormatInt(res.Recordings[i].Count(), 10), "samples")
	}
	for i, rec := range Modelled {
		l.quantiles("live.model."+rec, quantilesOf(res.Model[i]))
	}
	for i, rec := range Recorders[:len(ModelOf)] {
		model := quantilesOf(res.Model[ModelOf[i]])
		live := quantilesOf(res.Recordings[i])
		for j, level := range Levels {
			l.add("live.error."+rec+"."+level, errorPct(live[j], model[j]), "%")
		}
	}
	l.add("live.service_eff", measure.Micros(int64(res.ServiceEff)), "us")
	l.add("live.service_mean", measure.Micros(int64(res.ServiceMean)), "us")
	l.add("live.service_worker", measure.Micros(int64(res.WorkerService)), "us")
	l.add("live.calibration_rtt", measure.Micros(int64(res.CalibrationRTT)), "us")
	for i, name := range []string{"p50", "p99", "max"} {
		l.add("live.schedule_error."+name, measure.Micros(int64(res.ScheduleError[i])), "us")
	}
	l.add("live.worker_late.p99", measure.Micros(int64(res.WorkerLateP99)), "us")
	l.add("live.rate", strconv.FormatFloat(res.RatePct, 'f', 3, 64), "%")
	for _, c := range res.Checks {
		l.add("live.bound."+c.Name, strconv.FormatFloat(c.Bound, 'f', -1, 64), c.Unit)
		l.add("live.check."+c.Name, flag(c.OK), "bool")
	}
	l.add("live.selfcheck", flag(AllOK(res.Checks)), "bool")
	l.add("live.wall", measure.Micros(int64(res.Wall)), "us")
	f.Results = l
	for i, rec := range Recorders {
		var model sim.Multiset
		if i < len(Modelled) {
			model = res.Model[i]
		}
		f.Sweeps = append(f.Sweeps, curveLines(rec, res.Recordings[i], model)...)
	}
	f.Checks = rawfile.Checks{Passed: res.ModelChecks, Runs: 1}
	return f
}

// ModelOf is the model recording each live recording is compared with,
// by index: vegeta is an open loop; hey paces outside the model and has
// none.
var ModelOf = [...]sim.Set{sim.Closed, sim.Open, sim.Corrected, sim.Open}

// config returns the live file's own configuration lines.
func config(sc sim.Scenario) rawfile.Fields {
	times := []time.Duration{sc.Service, sc.Interval, sc.Stall, sc.Period, sc.FirstStall, sc.Duration}
	var fs rawfile.Fields
	for i, key := range measure.ScenarioKeys {
		fs = append(fs, rawfile.KV{Key: key, Value: times[i].String()})
	}
	return append(fs,
		rawfile.KV{Key: "connections", Value: strconv.Itoa(sc.Connections)},
		rawfile.KV{Key: "requests", Value: strconv.FormatInt(sc.Requests(), 10)},
		rawfile.KV{Key: "mode", Value: Mode},
		rawfile.KV{Key: "recordings", Value: strings.Join(Recorders[:], " ")},
		rawfile.KV{Key: "modelled", Value: strings.Join(Modelled[:], " ")},
		rawfile.KV{Key: "levels", Value: strings.Join(Levels[:], " ")},
		rawfile.KV{Key: "rank-rule", Value: sim.HalfUp.String()},
		rawfile.KV{Key: "sweep-live-axes", Value: "recording above"},
	)
}

// benchmark is one recording's Benchmark line, for benchstat across runs.
func benchmark(rec string, n int64, q Quantiles) rawfile.Benchmark {
	b := rawfile.Benchmark{Name: "Live/recording=" + rec, Iters: int(n)}
	for i, level := range Levels {
		b.Values = append(b.Values, rawfile.Value{Value: float64(q[i]) / 1e3, Unit: level + "-us"})
	}
	return b
}

// curveLines are a recording's percentile curve, with the model's at the
// same ranks if there is one.
func curveLines(rec string, live, model sim.Multiset) []rawfile.Sweep {
	var out []rawfile.Sweep
	for _, pt := range curveOf(live) {
		fs := rawfile.Fields{
			{Key: "recording", Value: rec},
			{Key: "above", Value: strconv.FormatInt(pt.Above, 10)},
			{Key: "n", Value: strconv.FormatInt(pt.N, 10)},
			{Key: "live-ns", Value: strconv.FormatInt(pt.Ns, 10)},
		}
		if model != nil {
			// the model's sample with the same share of samples above it
			mn := model.Count()
			above := max(1, (pt.Above*mn+pt.N/2)/pt.N)
			fs = append(fs, rawfile.KV{Key: "model-ns", Value: strconv.FormatInt(model.AtRank(mn-above+1), 10)})
		}
		out = append(out, rawfile.Sweep{Name: "live", Fields: fs})
	}
	return out
}

// results are RESULT lines in order.
type results []rawfile.Result

func (l *results) add(key, value, unit string) {
	*l = append(*l, rawfile.Result{Key: key, Value: value, Unit: unit})
}

func (l *results) quantiles(prefix string, q Quantiles) {
	for i, level := range Levels {
		l.add(prefix+"."+level, measure.Micros(q[i]), "us")
	}
}

// errorPct is live over model minus one, in %, to two decimals.
func errorPct(liveNs, modelNs int64) string {
	return fmt.Sprintf("%.2f", (float64(liveNs)/float64(modelNs)-1)*100)
}

func flag(ok bool) string {
	if ok {
		return "1"
	}
	return "0"
}
