package results

import (
	"fmt"
	"strconv"
	"time"
)

// A JudgedAudit is a judged run's own per-request log, audited with the
// plan the run gave the tool: its one line, how it sent, and three of its
// recordings at AuditLevels.
type JudgedAudit struct {
	Line, Design string
	// Recorded, Bound and ReplayServer are the log's own figures, the
	// lower bound's and the server-pause replay's, in ns; nil where the
	// log could not be audited, and Line says why; ReplayServer alone nil
	// where its assumption did not hold.
	Recorded, Bound, ReplayServer []int64
	// Workers are the workers of the server the run was against: 1 for
	// the model's; more for -serve -workers, which the model does not
	// serve, and whose audit is held to Truth instead: the open loop on
	// the plan against the same server, worked out from its schedule; nil
	// where the model's open loop is the truth.
	Workers int
	Truth   []int64
	// Server says what the run was against where it was not a stalling
	// server of ours: "" for one; else the server in words, as the
	// prose names it ("nginx, 4 worker processes, frozen from outside"),
	// whose Truth is worked out from the freezes as they happened, and
	// SlackNs how far above it a bound may come and hold: the log's own
	// spread in quiet time (its p99 − p50 away from the freezes), which
	// that truth, each request answered in the log's median, leaves out.
	Server  string
	SlackNs int64
}

// judgedAuditRecordings are a judged audit's recordings, in file order.
var judgedAuditRecordings = []string{"recorded", "bound", "replay-server", "truth"}

func (a *JudgedAudit) rows() []*[]int64 {
	return []*[]int64{&a.Recorded, &a.Bound, &a.ReplayServer, &a.Truth}
}

// maxAuditWorkers bounds a judged audit's workers, as live.MaxWorkers
// bounds a server's.
const maxAuditWorkers = 1024

func judgedAuditField(rec string, l Level) string { return "audit." + rec + "." + string(l) }

// auditWords are the run's audit's configuration lines: none if the run
// has no audit.
func (j *Judged) auditWords() []word {
	if j.Audit == nil {
		return nil
	}
	words := []word{quotedWord("audit", &j.Audit.Line), quotedWord("audit-design", &j.Audit.Design),
		{"audit-workers", func() string { return strconv.Itoa(max(1, j.Audit.Workers)) }, j.readAuditWorkers}}
	if j.Audit.Server == "" { // a stalling server of ours: files from before another was run have neither line
		return words
	}
	return append(words, j.serverWords()...)
}

// serverWords are the lines of a run against a server not ours: what it
// was, and the slack of its truth in ns. A reader takes them where they
// are.
func (j *Judged) serverWords() []word {
	return []word{
		{"audit-server", func() string { return strconv.Quote(j.Audit.Server) }, func(rd *reader, k string) {
			if _, ok := rd.f.Config.Get(k); ok {
				j.Audit.Server = rd.quoted(k)
			}
		}},
		{"audit-slack-ns", func() string { return strconv.FormatInt(j.Audit.SlackNs, 10) }, func(rd *reader, k string) {
			text, ok := rd.f.Config.Get(k)
			if !ok {
				return
			}
			ns, err := strconv.ParseInt(text, 10, 64)
			if err != nil || ns < 0 || ns > int64(time.Hour) {
				rd.failf("configuration %s %q: want a count of ns from 0 to an hour's", k, text)
				return
			}
			j.Audit.SlackNs = ns
		}},
	}
}

// readAuditWorkers reads the workers of the run's server; a file from
// before they were recorded has none, and its server had one.
func (j *Judged) readAuditWorkers(rd *reader, key string) {
	j.Audit.Workers = 1
	text, ok := rd.f.Config.Get(key)
	if !ok {
		return
	}
	n, err := strconv.Atoi(text)
	if err != nil || n < 1 || n > maxAuditWorkers {
		rd.failf("configuration %s %q: want a count of workers from 1 to %d", key, text, maxAuditWorkers)
		return
	}
	j.Audit.Workers = n
}

// readAudit reads the run's audit, if its file has one.
func (j *Judged) readAudit(rd *reader) {
	key := judgeConfig(j.Run, "audit")
	if _, ok := rd.f.Config.Get(key); !ok {
		return
	}
	j.Audit = &JudgedAudit{}
	decodeWords(rd, func(field string) string { return judgeConfig(j.Run, field) }, append(j.auditWords(), j.serverWords()...))
	if !rd.has(judgeKey(j.Run, judgedAuditField("recorded", P50))) {
		return // a log that could not be audited: its line says why
	}
	for i, rec := range judgedAuditRecordings {
		if (rec == "replay-server" || rec == "truth") && !rd.has(judgeKey(j.Run, judgedAuditField(rec, P50))) {
			continue // not stated: its assumption did not hold, and the line says so; or the model's is the truth
		}
		row := make([]int64, len(AuditLevels))
		for k, l := range AuditLevels {
			row[k] = rd.micros(judgeKey(j.Run, judgedAuditField(rec, l)))
			if k > 0 && row[k] < row[k-1] && rd.err == nil {
				rd.failf("RESULT %s: %s below its %s", judgeKey(j.Run, judgedAuditField(rec, l)), Micros(row[k]), AuditLevels[k-1])
			}
		}
		*j.Audit.rows()[i] = row
	}
}

// encodeAudit writes the run's audit's figures, if it has them.
func (j *Judged) encodeAudit(rl *resultList, k func(string) string) {
	if j.Audit == nil || j.Audit.Recorded == nil {
		return
	}
	for i, rec := range judgedAuditRecordings {
		row := *j.Audit.rows()[i]
		for n, l := range AuditLevels {
			if row != nil {
				rl.micros(k(judgedAuditField(rec, l)), row[n])
			}
		}
	}
}

// AuditAt returns recording rec of the run's audit at level l.
func (a *JudgedAudit) AuditAt(rec string, l Level) (int64, error) {
	for i, r := range judgedAuditRecordings {
		for n, al := range AuditLevels {
			if r == rec && al == l && (*a.rows()[i]) != nil {
				return (*a.rows()[i])[n], nil
			}
		}
	}
	return 0, fmt.Errorf("the audit has no %s %s", rec, l)
}
