package results

import (
	"fmt"

	"coordinated-omission/internal/rawfile"
)

// DecodeLive reads a live file. Besides what Decode refuses, it refuses a
// file whose errors, bounds, verdicts or standings do not follow from its
// figures: each error from its live and model figures, each bound from
// the interval, each verdict from its figure and bound, the overall
// verdict from the checks, and each figure's margin and finding from its
// live and model figures and its phase's disturbance.
func DecodeLive(f *rawfile.File) (*Live, error) {
	if mode, _ := f.Config.Get(modeKey); mode != LiveMode {
		return nil, fmt.Errorf("%s %q, want %s", modeKey, mode, LiveMode)
	}
	rd := newReader(f)
	decodeWords(rd, identity, liveWords()[1:])
	l := &Live{Machine: machineOf(f), Scenario: rd.scenario(), Random: rd.randomConfig(), ModelChecks: f.Checks.Passed}
	for _, name := range LiveRecordings {
		rec := LiveRecording{Name: name, Samples: rd.count(samplesKey(name), "samples"), AtNs: map[Level]int64{}}
		for _, level := range LiveLevels {
			rec.AtNs[level] = rd.micros(liveKey(name, level))
		}
		l.Recordings = append(l.Recordings, rec)
	}
	for _, name := range Modelled {
		m := LiveRecording{Name: name, Samples: rd.count(modelSamplesKey(name), "samples"), AtNs: map[Level]int64{}}
		for _, level := range LiveLevels {
			m.AtNs[level] = rd.micros(modelKey(name, level))
			if rd.err == nil && m.AtNs[level] <= 0 { // a model latency is at least the service time
				rd.failf("RESULT %s: want a positive latency", modelKey(name, level))
			}
		}
		l.Models = append(l.Models, m)
	}
	rd.checkErrors(l)
	decodeFields(rd, identity, l.serverFields())
	if want := ModelRTT(l.ServiceEffNs, l.ServiceWorkerNs); rd.err == nil && l.Random == nil && l.ModelRTTNs != want {
		rd.failf("RESULT %s %s: the model's round trip is S_eff − S_w = %s", modelRTTKey, Micros(l.ModelRTTNs), Micros(want))
	}
	if rd.err == nil && l.Random != nil && l.ModelRTTNs < 0 {
		rd.failf("RESULT %s %s: want a round trip of at least 0", modelRTTKey, Micros(l.ModelRTTNs))
	}
	for _, name := range Phases {
		p := Phase{Name: name}
		decodeFields(rd, identity, p.fields())
		l.Phases = append(l.Phases, p)
	}
	l.WallNs = rd.micros(wallKey)
	if rd.err == nil {
		rd.checkVerdicts(l)
	}
	if rd.err == nil {
		rd.checkStandings(l)
	}
	if rd.err != nil {
		return nil, rd.err
	}
	var err error
	l.Curve, err = readCurve(f)
	return l, err
}

// checkErrors refuses an error that is not what its figures give.
func (rd *reader) checkErrors(l *Live) {
	l.eachFigure(func(name string, level Level) {
		want, ok := l.Error(name, level)
		if !ok {
			return
		}
		if got := rd.text(errorKey(name, level), "%"); rd.err == nil && got != string(want) {
			rd.failf("RESULT %s %s %%: not what its live and model figures give", errorKey(name, level), got)
		}
	})
}

// eachFigure calls fn for each recording's name at each live level.
func (l *Live) eachFigure(fn func(name string, level Level)) {
	for _, rec := range l.Recordings {
		for _, level := range LiveLevels {
			fn(rec.Name, level)
		}
	}
}

// checkStandings refuses a margin or a finding that is not what the
// figures give.
func (rd *reader) checkStandings(l *Live) {
	l.eachFigure(func(name string, level Level) {
		st, ok := l.Standing(name, level)
		if !ok || rd.err != nil {
			return
		}
		margin, finding := rd.micros(marginKey(name, level)), rd.flag(findingKey(name, level))
		if rd.err != nil {
			return
		}
		if margin != st.MarginNs {
			rd.failf("RESULT %s: not what its live and model figures give", marginKey(name, level))
		} else if finding != st.Finding() {
			rd.failf("RESULT %s %s: its phase's disturbance is %s against a margin of %s", findingKey(name, level), flagText(finding),
				Micros(st.DisturbanceNs)+" µs", Micros(st.MarginNs)+" µs")
		}
	})
}

// checkVerdicts refuses a bound, a verdict or an overall verdict that
// does not follow from the figures.
func (rd *reader) checkVerdicts(l *Live) {
	checks := l.Checks()
	for _, c := range checks {
		b := rd.float(boundKey(c.Name), c.Unit)
		ok := rd.flag(checkKey(c.Name))
		if rd.err != nil {
			return
		}
		if b != c.Bound {
			rd.failf("RESULT %s %v: the bound is %v", boundKey(c.Name), b, c.Bound)
		} else if ok != c.OK {
			rd.failf("RESULT %s says %v, but %s is %s against a bound of %s", checkKey(c.Name), ok, c.What, c.text(c.Value), c.text(c.Bound))
		}
	}
	for _, p := range Phases {
		if ok := rd.flag(phaseCheckKey(p)); rd.err == nil && ok != l.PhaseHolds(p) {
			rd.failf("RESULT %s %s: its phase's checks say %s", phaseCheckKey(p), flagText(ok), flagText(l.PhaseHolds(p)))
		}
	}
	if all := rd.flag(selfCheckKey); rd.err == nil && all != AllHold(checks) {
		rd.failf("RESULT %s %s: the checks say %s", selfCheckKey, flagText(all), flagText(AllHold(checks)))
	}
}

func readCurve(f *rawfile.File) ([]CurvePoint, error) {
	return readSweep(f, LiveSweep, "live sweep point", func(r *sweepReader) CurvePoint {
		var pt CurvePoint
		r.read(pt.fields())
		if r.err == nil && (pt.Above < 1 || pt.N < pt.Above) {
			r.failf("want 1 ≤ above ≤ n, have above=%d n=%d", pt.Above, pt.N)
		}
		return pt
	})
}

// ModelRTT is the model's round trip for a live run: S_eff − S_w, or 0
// when S_eff is no more than S_w.
func ModelRTT(serviceEffNs, serviceWorkerNs int64) int64 { return max(0, serviceEffNs-serviceWorkerNs) }
