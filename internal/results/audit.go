package results

import (
	"fmt"
	"math"
	"strconv"
	"time"

	"coordinated-omission/internal/rawfile"
)

// AuditMode is an audit file's mode line.
const AuditMode = "audit"

// AuditPrefix starts an audit file's name: audit-<name>.txt.
const AuditPrefix = "audit-"

// AuditLevels are the levels an audit file states.
var AuditLevels = []Level{P50, P90, P99, P999}

// AuditRecordings are an audit's recordings, in the order its file
// states them: the tool's own, the lower bound, the two replays, and
// HdrHistogram's correction.
var AuditRecordings = []string{"recorded", "bound", "replay-server", "replay-requests", "corrected"}

// An Audit is -audit's file: what it read, how, and what it found.
type Audit struct {
	// Source is the log's path as given, SHA256 its content's, Format
	// the format it was read in.
	Source, SHA256, Format string
	// The plan and the round trip as given: 0 where the audit inferred
	// them (Interval, RTT) or ran the plan to the last send (Slots).
	Interval, RTT time.Duration
	Slots         int64
	RTTGiven      bool
	// A generic CSV's columns and latency unit, "" otherwise.
	Send, Latency, Conn, Unit string
	Design                    string
	// Figures are each recording's, in AuditRecordings' order, at
	// AuditLevels, in ns.
	Figures                                  [][]int64
	Requests, PlanSlots, Skipped, IntervalNs int64
	ResolutionNs                             int64   // how finely the log's timestamps are written
	HiddenP99                                Decimal // the bound's p99 over the recorded p99
}

func auditKey(name string) string { return "audit." + name }

// words are a's configuration lines.
func (a *Audit) words() []word {
	quoted := func(k string, s *string) word { return quotedWord(k, s) }
	return []word{
		listWord(modeKey, func() string { return AuditMode }),
		quoted("audit-source", &a.Source),
		{"audit-sha256", func() string { return a.SHA256 }, func(rd *reader, k string) {
			if a.SHA256, _ = rd.f.Config.Get(k); !hexSHA256(a.SHA256) {
				rd.failf("configuration %s %q: want a sha256 in hex", k, a.SHA256)
			}
		}},
		quoted("audit-format", &a.Format),
		durationWord("audit-given-interval", &a.Interval),
		durationWord("audit-given-rtt", &a.RTT),
		{"audit-given-slots", func() string { return strconv.FormatInt(a.Slots, 10) }, func(rd *reader, k string) {
			text, _ := rd.f.Config.Get(k)
			if n, err := strconv.ParseInt(text, 10, 64); err != nil || n < 0 {
				rd.failf("configuration %s %q: want a whole number", k, text)
			} else {
				a.Slots = n
			}
		}},
		{"audit-rtt-given", func() string { return flagText(a.RTTGiven) }, func(rd *reader, k string) {
			text, _ := rd.f.Config.Get(k)
			a.RTTGiven = text == flagText(true)
		}},
		quoted("audit-send", &a.Send), quoted("audit-latency", &a.Latency), quoted("audit-conn", &a.Conn), quoted("audit-unit", &a.Unit),
		quoted("audit-design", &a.Design),
		listWord("audit-recordings", func() string { return join(AuditRecordings) }),
		listWord(levelsKey, func() string { return join(AuditLevels) }),
	}
}

// Encode lays a out as a raw file.
func (a *Audit) Encode() *rawfile.File {
	var rl resultList
	for i, name := range AuditRecordings {
		for j, l := range AuditLevels {
			rl.micros(auditKey(name+"."+string(l)), a.Figures[i][j])
		}
	}
	rl.count(auditKey("requests"), a.Requests, "requests")
	rl.count(auditKey("slots"), a.PlanSlots, "slots")
	rl.count(auditKey("skipped"), a.Skipped, "slots")
	rl.micros(auditKey("interval"), a.IntervalNs)
	rl.micros(auditKey("resolution"), a.ResolutionNs)
	rl.add(auditKey("hidden.p99"), string(a.HiddenP99), "x")
	return &rawfile.File{Config: encodeWords(identity, a.words()), Results: rl, Checks: rawfile.Checks{Runs: 1}}
}

// HiddenOf is the hidden factor as a file writes it: bound over recorded
// (at least the log's resolution), four significant digits, never with an
// exponent.
func HiddenOf(boundNs, recordedNs, resolutionNs int64) Decimal {
	v := float64(boundNs) / float64(max(1, recordedNs, resolutionNs))
	decimals := 3
	if v > 0 {
		decimals = max(0, min(12, 3-int(math.Floor(math.Log10(v)))))
	}
	return Decimal(strconv.FormatFloat(v, 'f', decimals, 64))
}

// DecodeAudit reads an audit file. It refuses one whose hidden factor
// does not follow from its figures, or whose figures are not in order of
// level.
func DecodeAudit(f *rawfile.File) (*Audit, error) {
	rd := newReader(f)
	a := &Audit{}
	decodeWords(rd, identity, a.words())
	for _, name := range AuditRecordings {
		row := make([]int64, len(AuditLevels))
		for j, l := range AuditLevels {
			row[j] = rd.micros(auditKey(name + "." + string(l)))
			if j > 0 && row[j] < row[j-1] && rd.err == nil {
				rd.failf("RESULT %s: %s below its %s", auditKey(name+"."+string(l)), Micros(row[j]), AuditLevels[j-1])
			}
		}
		a.Figures = append(a.Figures, row)
	}
	a.Requests = rd.count(auditKey("requests"), "requests")
	a.PlanSlots = rd.count(auditKey("slots"), "slots")
	a.Skipped = rd.count(auditKey("skipped"), "slots")
	a.IntervalNs = rd.micros(auditKey("interval"))
	a.ResolutionNs = rd.micros(auditKey("resolution"))
	a.HiddenP99 = rd.decimal(auditKey("hidden.p99"), "x")
	if rd.err != nil {
		return nil, rd.err
	}
	p99 := 2 // AuditLevels' index of p99
	if want := HiddenOf(a.Figures[1][p99], a.Figures[0][p99], a.ResolutionNs); a.HiddenP99 != want {
		return nil, fmt.Errorf("RESULT %s %s: the figures give %s", auditKey("hidden.p99"), a.HiddenP99, want)
	}
	if a.Skipped > a.PlanSlots || a.IntervalNs <= 0 || a.Requests <= 0 || a.ResolutionNs <= 0 {
		return nil, fmt.Errorf("RESULT %s, %s, %s: want a positive interval and requests, and no more skipped slots than slots", auditKey("interval"), auditKey("requests"), auditKey("skipped"))
	}
	return a, nil
}
