package live

import (
	"time"

	"coordinated-omission/internal/measure"
	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
)

// Record returns res as the schema's record, with machine as its first
// configuration lines.
func (res *Result) Record(machine rawfile.Fields) *results.Live {
	ns := func(d time.Duration) int64 { return int64(d) }
	l := &results.Live{Machine: machine, Scenario: measure.Scenario(res.Scenario), Random: measure.LiveRandom(res.random()),
		ServiceEffNs: ns(res.ServiceEff), ServiceMeanNs: ns(res.ServiceMean), ServiceWorkerNs: ns(res.WorkerService),
		CalibrationRTTNs: ns(res.CalibrationRTT), ModelRTTNs: ns(res.ModelRTT), Phases: res.Phases,
		WallNs: ns(res.Wall), ModelChecks: res.ModelChecks}
	for _, name := range results.LiveRecordings {
		m := res.Recordings[name]
		l.Recordings = append(l.Recordings, results.LiveRecording{Name: name, Samples: m.Count(), AtNs: Quantiles(m)})
		// the model's curve is drawn beside each recording that has one
		var model sim.Multiset
		if of, ok := results.ModelOf(name); ok {
			model = res.Model[of]
		}
		l.Curve = append(l.Curve, curve(name, m, model)...)
	}
	for _, name := range results.Modelled {
		l.Models = append(l.Models, results.LiveRecording{Name: name, Samples: res.Model[name].Count(), AtNs: Quantiles(res.Model[name])})
	}
	return l
}

// File lays out res as a raw file, results/live.txt, with machine as its
// first configuration lines.
func File(res *Result, machine rawfile.Fields) *rawfile.File { return res.Record(machine).Encode() }

// curve is a recording's percentile curve, with the model's at the same
// ranks if there is one.
func curve(rec string, live, model sim.Multiset) []results.CurvePoint {
	var out []results.CurvePoint
	for _, pt := range curveOf(live) {
		cp := results.CurvePoint{Recording: rec, Above: pt.Above, N: pt.N, LiveNs: pt.Ns}
		if model != nil {
			// the model's sample with the same share of samples above it
			mn := model.Count()
			above := max(1, (pt.Above*mn+pt.N/2)/pt.N)
			cp.ModelNs = model.AtRank(mn - above + 1)
		}
		out = append(out, cp)
	}
	return out
}
