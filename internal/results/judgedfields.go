package results

import (
	"strconv"
	"strings"
)

// figures is j's table of RESULT figures, in file order, which encode
// writes and judged reads.
func (j *Judged) figures() []field {
	v := &j.View
	return []field{
		optionalMicrosField("plan_interval", &j.PlanIntervalNs),
		countField("requests", "requests", &v.Requests), intField("connections", "connections", &v.Connections),
		intField("peak_in_flight", "requests", &v.PeakInFlight), decimalField("rate", "%", &v.RatePct),
		decimalField("early_rate", "%", &v.EarlyRatePct), optionalDecimalField("catch_up_rate", "%", &v.CatchUpRatePct), microsField("startup", &v.StartupNs),
		{j.encodeReported, j.decodeReported},
		microsField("service_worker", &j.ServiceWorkerNs), microsField("rtt", &j.RTTNs), microsField("model_duration", &j.ModelDurationNs),
		intField("model_connections", "connections", &j.ModelConnections), microsField("corrected_interval", &j.CorrectedIntervalNs),
		microsField("wrk_interval", &j.WrkIntervalNs), microsField("fitted_interval", &j.FittedIntervalNs),
		{j.encodeModels, j.decodeModels},
		microsField("wall", &j.Phase.WallNs), microsField("other_cpu", &j.Phase.OtherCPUNs), microsField("worker_late.p99", &j.Phase.WorkerLateP99Ns),
		{j.encodeRecorded, j.decodeRecorded},
		{j.encodeAudit, func(*reader, func(string) string) {}}, // read by readAudit, with its lines
	}
}

func reportedField(l Level) string   { return "reported." + string(l) }
func resolutionField(l Level) string { return "resolution." + string(l) }

// encodeReported writes the tool's figures, at the levels it prints.
func (j *Judged) encodeReported(rl *resultList, k func(string) string) {
	for _, l := range judgeLevels {
		if ns, ok := j.ReportedNs[l]; ok {
			rl.micros(k(reportedField(l)), ns)
			rl.micros(k(resolutionField(l)), j.ResolutionNs[l])
		}
	}
}

// decodeReported reads the tool's figures, at the levels the file has.
func (j *Judged) decodeReported(rd *reader, k func(string) string) {
	j.ReportedNs, j.ResolutionNs = map[Level]int64{}, map[Level]int64{}
	for _, l := range judgeLevels {
		if rd.has(k(reportedField(l))) {
			j.ReportedNs[l], j.ResolutionNs[l] = rd.micros(k(reportedField(l))), rd.micros(k(resolutionField(l)))
		}
	}
}

func modelField(design string, l Level) string { return "model." + design + "." + string(l) }
func modelCountField(design string) string     { return "model." + design + ".n" }

// encodeModels writes each design's figures.
func (j *Judged) encodeModels(rl *resultList, k func(string) string) {
	for _, m := range j.Models {
		for _, l := range judgeLevels {
			rl.micros(k(modelField(m.Name, l)), m.AtNs[l])
		}
		rl.count(k(modelCountField(m.Name)), m.Samples, "samples")
	}
}

// decodeModels reads the designs the file models: every one, or none.
func (j *Judged) decodeModels(rd *reader, k func(string) string) {
	for _, d := range append(Designs[:len(Designs):len(Designs)], FittedCorrected) {
		if !rd.has(k(modelCountField(d))) {
			continue
		}
		m := LiveRecording{Name: d, Samples: rd.count(k(modelCountField(d)), "samples"), AtNs: map[Level]int64{}}
		for _, l := range judgeLevels {
			m.AtNs[l] = rd.micros(k(modelField(d, l)))
		}
		j.Models = append(j.Models, m)
	}
	if _, fitted := j.Model(FittedCorrected); len(j.Models) != 0 && len(j.Models) != len(Designs)+btoi(fitted) {
		rd.failf("run %s: %d of the %d designs modelled", j.Run, len(j.Models)-btoi(fitted), len(Designs))
	}
}

// encodeRecorded writes what the file states of j's verdict.
func (j *Judged) encodeRecorded(rl *resultList, _ func(string) string) {
	rec := j.Recorded
	rl.add(j.FactorKey(), rec.Factor, "x")
	rl.add(j.HiddenKey(), rec.Hidden, "x")
	for _, c := range rec.Checks {
		rl.add(CheckBoundKey(c.Name), strconv.FormatFloat(c.Bound, 'f', -1, 64), c.Unit)
		rl.flag(CheckKey(c.Name), c.OK)
	}
	rl.flag(j.SelfCheckKey(), rec.SelfCheck)
}

// decodeRecorded reads what the file states of j's verdict; its checks
// are the bounds the file states for j's run, in file order.
func (j *Judged) decodeRecorded(rd *reader, _ func(string) string) {
	rec := Recorded{Factor: rd.text(j.FactorKey(), "x"), Hidden: rd.text(j.HiddenKey(), "x")}
	prefix := CheckBoundKey(j.Run + ".")
	for _, res := range rd.f.Results {
		if strings.HasPrefix(res.Key, prefix) {
			c := Check{Phase: j.Run, Name: strings.TrimPrefix(res.Key, CheckBoundKey("")), Unit: res.Unit, Bound: rd.float(res.Key, res.Unit)}
			c.OK = rd.flag(CheckKey(c.Name))
			rec.Checks = append(rec.Checks, c)
		}
	}
	rec.SelfCheck = rd.flag(j.SelfCheckKey())
	j.Recorded = rec
}

// The keys of what a file records of a run's verdict, for a reader's
// errors: a self-check's bound and outcome (its name is the run's, a dot,
// and the check's), the factor to the match, how far below the truth, and
// whether every self-check held.
func CheckBoundKey(check string) string { return "judge.bound." + check }
func CheckKey(check string) string      { return "judge.check." + check }
func (j *Judged) FactorKey() string     { return judgeKey(j.Run, "verdict.factor") }
func (j *Judged) HiddenKey() string     { return judgeKey(j.Run, "verdict.hidden") }
func (j *Judged) SelfCheckKey() string  { return judgeKey(j.Run, "selfcheck") }
