package results

import (
	"fmt"

	"coordinated-omission/internal/rawfile"
)

// maxAuditRuns bounds the runs an audit file states.
const maxAuditRuns = 100_000

// DecodeAudit reads an audit file. It refuses one whose hidden factor
// does not follow from its figures, whose figures are not in order of
// level, or whose runs are not those it says it audited.
func DecodeAudit(f *rawfile.File) (*Audit, error) {
	rd := newReader(f)
	a := &Audit{}
	decodeWords(rd, identity, a.words())
	a.RunCount = rd.count(auditKey("runs"), "runs")
	a.Failed = rd.count(auditKey("failed"), "requests")
	for _, kind := range AuditAside {
		a.Aside = append(a.Aside, rd.count(auditKey("aside."+kind), "rows"))
	}
	if rd.err != nil {
		return nil, rd.err
	}
	if a.RunCount < 1 || a.RunCount > maxAuditRuns || a.Run > a.RunCount {
		return nil, fmt.Errorf("RESULT %s %d and configuration audit-given-run %d: want 1 to %d runs, and a run among them", auditKey("runs"), a.RunCount, a.Run, maxAuditRuns)
	}
	from, to := int64(1), a.RunCount
	if a.Run > 0 {
		from, to = a.Run, a.Run
	}
	for k := from; k <= to; k++ {
		r := AuditRun{Index: k}
		decodeWords(rd, identity, r.runWords())
		r.Requests = rd.count(runKey(k, "requests"), "requests")
		if rd.err != nil {
			return nil, rd.err
		}
		if r.Refused == "" {
			if err := r.decodeFigures(rd, a.recordings()); err != nil {
				return nil, err
			}
		}
		a.Runs = append(a.Runs, r)
	}
	return a, nil
}

// decodeFigures reads an audited run's figures and counts, of
// recordings.
func (r *AuditRun) decodeFigures(rd *reader, recordings []string) error {
	k := r.Index
	perRequest := len(recordings) == len(AuditRecordings)
	for i, name := range recordings {
		why := ""
		if _, ok := rd.f.Config.Get(unstatedWord(k, name)); ok {
			why = rd.quoted(unstatedWord(k, name))
			if why == "" && rd.err == nil || i == 0 || i == 1 && perRequest {
				rd.failf("configuration %s %q: want why the %s figures are not stated; the recorded figures are always stated, and a per-request log's bound", unstatedWord(k, name), why, name)
			}
		}
		r.Unstated = append(r.Unstated, why)
		if why != "" {
			r.Figures = append(r.Figures, nil)
			continue
		}
		row := make([]int64, len(AuditLevels))
		for j, l := range AuditLevels {
			row[j] = rd.micros(runKey(k, name+"."+string(l)))
			if j > 0 && row[j] < row[j-1] && rd.err == nil {
				rd.failf("RESULT %s: %s below its %s", runKey(k, name+"."+string(l)), Micros(row[j]), AuditLevels[j-1])
			}
		}
		r.Figures = append(r.Figures, row)
	}
	r.Users = rd.count(runKey(k, "users"), "users")
	r.PlanSlots = rd.count(runKey(k, "slots"), "slots")
	r.Skipped = rd.count(runKey(k, "skipped"), "slots")
	r.IntervalNs = rd.micros(runKey(k, "interval"))
	r.ResolutionNs = rd.micros(runKey(k, "resolution"))
	r.LatencyResolutionNs = rd.micros(runKey(k, "latency-resolution"))
	r.SpanNs = rd.micros(runKey(k, "span"))
	r.HiddenP99 = rd.decimal(runKey(k, "hidden.p99"), "x")
	if rd.has(runKey(k, "digits")) {
		if r.Digits = rd.count(runKey(k, "digits"), "digits"); r.Digits < 1 || r.Digits > 5 {
			rd.failf("RESULT %s %d: want 1 to 5 significant digits, or none for exact figures", runKey(k, "digits"), r.Digits)
		}
	}
	if rd.err != nil {
		return rd.err
	}
	p99, bound := 2, int64(0) // AuditLevels' index of p99; a bound not stated is 0
	if r.Figures[1] != nil {
		bound = r.Figures[1][p99]
	}
	if want := HiddenOf(bound, r.Figures[0][p99], r.LatencyResolutionNs); r.HiddenP99 != want {
		return fmt.Errorf("RESULT %s %s: the figures give %s", runKey(k, "hidden.p99"), r.HiddenP99, want)
	}
	if r.Arrivals != "plan" && r.Arrivals != "open" && r.Arrivals != "closed" && (perRequest || r.Arrivals != "unknown") {
		return fmt.Errorf("configuration %s %q: want \"plan\", \"open\" or \"closed\", or for a log of intervals \"unknown\"", runWord(k, "arrivals"), r.Arrivals)
	}
	if r.Skipped > r.PlanSlots || r.IntervalNs <= 0 || r.Requests <= 0 || r.ResolutionNs <= 0 || r.LatencyResolutionNs <= 0 {
		return fmt.Errorf("RESULT %s, %s, %s: want a positive interval and requests, and no more skipped slots than slots", runKey(k, "interval"), runKey(k, "requests"), runKey(k, "skipped"))
	}
	return nil
}
