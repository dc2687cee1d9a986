package results

// liveWords is the table of a live file's own lines after the scenario's:
// its mode and what it holds.
func liveWords() []word {
	return []word{listWord(modeKey, func() string { return LiveMode }), listWord(recordingsKey, func() string { return join(LiveRecordings) }),
		listWord("modelled", func() string { return join(Modelled) }), listWord("phases", func() string { return join(Phases) }),
		listWord(levelsKey, func() string { return join(LiveLevels) }), listWord("rank-rule", func() string { return string(HalfUp) }),
		listWord(axesKey(LiveSweep), func() string { return join(liveAxes) })}
}

// serverFields is the table of the server's and the round trip's figures.
func (l *Live) serverFields() []field {
	return []field{microsField(serviceEffKey, &l.ServiceEffNs), microsField("live.service_mean", &l.ServiceMeanNs),
		microsField("live.service_worker", &l.ServiceWorkerNs), microsField("live.calibration_rtt", &l.CalibrationRTTNs),
		microsField(modelRTTKey, &l.ModelRTTNs)}
}

// fields is the table of a phase's figures: its own and, if it is paced,
// its schedule error and rate.
func (p *Phase) fields() []field {
	k := func(figure string) string { return phaseKey(p.Name, figure) }
	out := []field{microsField(k("wall"), &p.WallNs), microsField(k("other_cpu"), &p.OtherCPUNs), microsField(k("worker_late.p99"), &p.WorkerLateP99Ns),
		{func(rl *resultList, _ func(string) string) { // only where there are any: older files have none
			if p.Failed > 0 {
				rl.count(k("failed"), p.Failed, "requests")
			}
		}, func(rd *reader, _ func(string) string) {
			if rd.has(k("failed")) {
				p.Failed = rd.count(k("failed"), "requests")
			}
		}}}
	if !p.Paced() {
		return out
	}
	if p.ScheduleErrorNs == nil {
		p.ScheduleErrorNs = map[Level]int64{}
	}
	for _, level := range ScheduleLevels {
		out = append(out, field{func(rl *resultList, _ func(string) string) {
			rl.micros(scheduleKey(p.Name, level), p.ScheduleErrorNs[level])
		},
			func(rd *reader, _ func(string) string) {
				p.ScheduleErrorNs[level] = rd.micros(scheduleKey(p.Name, level))
			}})
	}
	return append(out, decimalField(k("rate"), "%", &p.RatePct))
}

// A recording's samples, and its model's, beside its figures: live.ours.n.
func samplesKey(recording string) string      { return liveKey(recording, "n") }
func modelSamplesKey(recording string) string { return modelKey(recording, "n") }

// The live file's last lines: the overall verdict and the wall time.
const (
	selfCheckKey = "live.selfcheck"
	wallKey      = "live.wall"
)
