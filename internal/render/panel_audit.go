package render

import (
	"fmt"

	"coordinated-omission/internal/results"
)

// The live checks of an audit against its run's truth, the open loop
// timed from the plan: a closed loop's lower bound at p90 and p99 is not
// above the truth by more than the worker's lateness at p99 (the live
// noise), and its server-pause replay is within auditReplayPct of the
// truth at p99 and p99.9; an open loop's log is audited as having sent on
// its plan and hidden nothing.
const auditReplayPct = 10

// An AuditCheck is one audited run's checks against its truth.
type AuditCheck struct {
	Run                   string
	BoundHolds, NearTruth bool
	Open                  bool // its log says it sent on its plan
}

// Holds reports whether the run's checks hold.
func (c AuditCheck) Holds() bool {
	if c.Open {
		return c.NearTruth
	}
	return c.BoundHolds && c.NearTruth
}

// Audited are the panel's runs whose own logs were audited, with their
// checks; a run whose log could not be audited, or that has no truth, has
// none.
func (p *Panel) Audited() []AuditCheck {
	var out []AuditCheck
	for _, r := range p.audited() {
		a := r.Audit
		truth, ok := auditTruth(r.Judged)
		if a == nil || a.Recorded == nil || !ok {
			continue
		}
		c := AuditCheck{Run: r.Run, Open: a.Design == "open", BoundHolds: true, NearTruth: true}
		noise := r.Phase.WorkerLateP99Ns + a.SlackNs // a stalling server's worker's lateness; a frozen one's quiet spread
		for _, l := range []results.Level{results.P90, results.P99} {
			b, _ := a.AuditAt("bound", l)
			c.BoundHolds = c.BoundHolds && b <= truth[l]+noise
		}
		if c.Open { // sent on its plan: its own figures are the truth's, and it hid nothing
			rec, _ := a.AuditAt("recorded", results.P99)
			b, _ := a.AuditAt("bound", results.P99)
			c.NearTruth = b*10 < rec*11
		} else {
			for _, l := range []results.Level{results.P99, results.P999} {
				rs, _ := a.AuditAt("replay-server", l)
				c.NearTruth = c.NearTruth && within(rs, truth[l], auditReplayPct)
			}
		}
		out = append(out, c)
	}
	return out
}

// audited are the runs whose audits the audit table shows: the panel's,
// then those against a server not ours.
func (p *Panel) audited() []*PanelRun { return append(p.Runs[:len(p.Runs):len(p.Runs)], p.Frozen...) }

// FrozenRuns are the runs against a frozen nginx that ran, for the prose.
func (p *Panel) FrozenRuns() []string {
	var out []string
	for _, r := range p.Frozen {
		if r.Missing == "" {
			out = append(out, r.Run)
		}
	}
	return out
}

// FrozenServer is the frozen runs' server in words, for the prose: ""
// if none ran.
func (p *Panel) FrozenServer() string {
	for _, r := range p.Frozen {
		if r.Missing == "" {
			return r.Audit.Server
		}
	}
	return ""
}

// auditTruth is the truth a run's audit is held to, by level: the model's
// open loop, or, for a run against a server of many workers, which the
// model does not serve, the open loop on the plan against that server,
// worked out from its schedule; false if there is none.
func auditTruth(r *results.Judged) (map[results.Level]int64, bool) {
	if r.Audit != nil && r.Audit.Truth != nil {
		out := map[results.Level]int64{}
		for i, l := range results.AuditLevels {
			out[l] = r.Audit.Truth[i]
		}
		return out, true
	}
	if m, ok := r.Model(results.Open); ok {
		return m.AtNs, true
	}
	return nil, false
}

// within reports whether got is within pct % of want.
func within(got, want int64, pct int64) bool {
	return max(got-want, want-got)*100 <= want*pct
}

// ManyWorkers are the panel's audited runs held to the truth of a server
// of many workers, by name, and their workers (the most of any); none if
// every run was against the model's one worker, or no such truth was
// worked out (drawn service times).
func (p *Panel) ManyWorkers() (runs []string, workers int) {
	for _, r := range p.Runs {
		if r.Audit != nil && r.Audit.Truth != nil { // a truth of its own: only a run against many workers has one here
			runs = append(runs, r.Run)
			workers = max(workers, r.Audit.Workers)
		}
	}
	return runs, workers
}

// ManyWorkerRuns are ManyWorkers' runs, for the prose.
func (p *Panel) ManyWorkerRuns() []string { runs, _ := p.ManyWorkers(); return runs }

// ManyWorkerCount is ManyWorkers' workers, for the prose.
func (p *Panel) ManyWorkerCount() int { _, n := p.ManyWorkers(); return n }

// AuditReplayPct is the replay's tolerance, for the prose.
func (p *Panel) AuditReplayPct() int { return auditReplayPct }

// panelAuditTable: each audited run's design from its log, its bound and
// its replay beside the same run's truth, and whether its checks hold.
func panelAuditTable(d *Doc) (table, error) {
	t := table{header: []string{"run", "its own log, audited", "its p99", "bound's p90 / truth's", "bound's p99 / truth's", "replay's p99 / truth's", "replay's p99.9 / truth's", "checks"}, words: 2}
	if d.Panel == nil {
		return t, fmt.Errorf("no panel run")
	}
	checks := map[string]AuditCheck{}
	for _, c := range d.Panel.Audited() {
		checks[c.Run] = c
	}
	for _, r := range d.Panel.audited() {
		a := r.Audit
		if a == nil {
			continue
		}
		c, ok := checks[r.Run]
		if r.Missing != "" {
			t.rows = append(t.rows, []string{r.Run, "not installed: " + r.Missing, "—", "—", "—", "—", "—", "—"})
			continue
		}
		if !ok {
			t.rows = append(t.rows, []string{r.Run, a.Line, "—", "—", "—", "—", "—", "—"})
			continue
		}
		truth, _ := auditTruth(r.Judged)
		pair := func(rec string, l results.Level) string {
			v, _ := a.AuditAt(rec, l)
			return Latency(v).Sig4().String() + " / " + Latency(truth[l]).Sig4().String()
		}
		rec, _ := a.AuditAt("recorded", results.P99)
		t.rows = append(t.rows, []string{r.Run, a.Line, Latency(rec).Sig4().String(), pair("bound", results.P90), pair("bound", results.P99),
			pair("replay-server", results.P99), pair("replay-server", results.P999), checkWord(c)})
	}
	return t, nil
}

// checkWord says whether an audit's checks hold, and which failed.
func checkWord(c AuditCheck) string {
	switch {
	case c.Holds():
		return "hold"
	case c.Open:
		return "its bound is above its own p99: it hid something"
	case !c.BoundHolds && !c.NearTruth:
		return "the bound is above the truth, and the replay off by more than 10 %"
	case !c.BoundHolds:
		return "the bound is above the truth"
	}
	return "the replay is off the truth by more than 10 %"
}
