package results

import (
	"math"
	"strconv"
	"strings"
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

// AuditIntervalRecordings are the recordings of a log of intervals'
// audit (internal/coarse): the tool's own, the lower bound and the
// estimate, each at the intervals' resolution.
var AuditIntervalRecordings = []string{"recorded", "bound", "estimate"}

// An Audit is -audit's file: what it read, how, and what it found in
// each run of the log.
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
	Send, Latency, Conn, Type, Unit string
	// TimeFormat is -audit-time-format, "" where dates were recognised;
	// Label is -audit-label, "" for every request type; Workers is
	// -audit-workers, 0 where inferred; Run is -audit-run, 0 for every
	// run.
	TimeFormat, Label string
	Workers, Run      int64
	// Arrivals is -audit-arrivals, "" where they were told from the log;
	// Schedule is -audit-schedule, "" for none.
	Arrivals, Schedule string
	// RunCount is how many runs the log holds; Runs are those audited:
	// every one, or run Run alone.
	RunCount int64
	Runs     []AuditRun
	// Recordings are the recordings its runs state, in order:
	// AuditRecordings for a per-request log (nil stands for them),
	// AuditIntervalRecordings for a log of intervals.
	Recordings []string
	// Failed counts the log's requests marked failed, and Aside its rows
	// set aside, as AuditAside names them.
	Failed int64
	Aside  []int64
}

// AuditAside names the kinds of rows an audit sets aside, in the order
// an audit file states them: a transaction's parent rows, sub-results,
// samples with no URL, rows never started, a cut-off last record.
var AuditAside = []string{"transactions", "subresults", "nourl", "zerotime", "cutoff"}

// An AuditRun is one run of a log, audited, or refused with its reason.
type AuditRun struct {
	Index   int64  // from 1
	Refused string // why no figure is stated, "" where it was audited
	Design  string
	Line    string // the audit's line, as the command printed it
	// Figures are each recording's, in AuditRecordings' order, at
	// AuditLevels, in ns: nil for one whose figures are not stated, and
	// Unstated, in the same order, says why ("" for those stated). The
	// recorded figures and the bound are always stated.
	Figures                                  [][]int64
	Unstated                                 []string
	Requests, PlanSlots, Skipped, IntervalNs int64
	// Arrivals says how the run's users came: "plan" (a rate plan of
	// the tool's), "open" or "closed"; Users counts them (threads,
	// virtual users, sessions; a plan's connections, 0 if it names none).
	Arrivals     string
	Users        int64
	ResolutionNs int64 // how finely the log's timestamps are written
	// LatencyResolutionNs is how finely its latencies are written: the
	// hidden factor divides by no recorded figure below it.
	LatencyResolutionNs int64
	SpanNs              int64   // from the run's first send to its last reply
	HiddenP99           Decimal // the bound's p99 over the recorded p99
	// Digits are the significant digits of the bound's and the replays'
	// figures where they came from a histogram (a plan of very many
	// slots): 0, and left out of the file, where they are exact.
	Digits int64
}

func auditKey(name string) string { return "audit." + name }

// runKey is a run's RESULT key: audit.runK.name.
func runKey(k int64, name string) string { return "audit.run" + strconv.FormatInt(k, 10) + "." + name }

// runWord is a run's configuration key: audit-runK-name.
func runWord(k int64, name string) string { return "audit-run" + strconv.FormatInt(k, 10) + "-" + name }

// words are a's configuration lines.
func (a *Audit) words() []word {
	quoted := func(k string, s *string) word { return quotedWord(k, s) }
	whole := func(k string, v *int64) word {
		return word{k, func() string { return strconv.FormatInt(*v, 10) }, func(rd *reader, k string) {
			text, _ := rd.f.Config.Get(k)
			if n, err := strconv.ParseInt(text, 10, 64); err != nil || n < 0 {
				rd.failf("configuration %s %q: want a whole number", k, text)
			} else {
				*v = n
			}
		}}
	}
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
		whole("audit-given-slots", &a.Slots),
		{"audit-rtt-given", func() string { return flagText(a.RTTGiven) }, func(rd *reader, k string) {
			text, _ := rd.f.Config.Get(k)
			a.RTTGiven = text == flagText(true)
		}},
		quoted("audit-send", &a.Send), quoted("audit-latency", &a.Latency), quoted("audit-conn", &a.Conn), quoted("audit-type", &a.Type), quoted("audit-unit", &a.Unit),
		quoted("audit-time-format", &a.TimeFormat), quoted("audit-label", &a.Label),
		whole("audit-given-workers", &a.Workers), whole("audit-given-run", &a.Run),
		{"audit-given-arrivals", func() string { return strconv.Quote(a.Arrivals) }, func(rd *reader, k string) {
			if a.Arrivals = rd.quoted(k); a.Arrivals != "" && a.Arrivals != "open" && a.Arrivals != "closed" && a.Arrivals != "plan" {
				rd.failf("configuration %s %q: want \"open\", \"closed\", \"plan\" or \"\"", k, a.Arrivals)
			}
		}},
		quoted("audit-given-schedule", &a.Schedule),
		{"audit-recordings", func() string { return join(a.recordings()) }, func(rd *reader, k string) {
			got, _ := rd.f.Config.Get(k)
			switch strings.Join(strings.Fields(got), " ") {
			case join(AuditRecordings):
				a.Recordings = AuditRecordings
			case join(AuditIntervalRecordings):
				a.Recordings = AuditIntervalRecordings
			default:
				rd.failf("the configuration line %s: %q, want %q or %q", k, got, join(AuditRecordings), join(AuditIntervalRecordings))
			}
		}},
		listWord(levelsKey, func() string { return join(AuditLevels) }),
	}
}

// recordings are the recordings a's runs state.
func (a *Audit) recordings() []string {
	if a.Recordings == nil {
		return AuditRecordings
	}
	return a.Recordings
}

// unstatedWord is the configuration key of why run k states no figure of
// a recording: audit-runK-name-unstated.
func unstatedWord(k int64, name string) string { return runWord(k, name+"-unstated") }

// runWords are a run's configuration lines.
func (r *AuditRun) runWords() []word {
	return []word{quotedWord(runWord(r.Index, "design"), &r.Design), quotedWord(runWord(r.Index, "arrivals"), &r.Arrivals), quotedWord(runWord(r.Index, "refused"), &r.Refused), quotedWord(runWord(r.Index, "line"), &r.Line)}
}

// Encode lays a out as a raw file.
func (a *Audit) Encode() *rawfile.File {
	var rl resultList
	rl.count(auditKey("runs"), a.RunCount, "runs")
	rl.count(auditKey("failed"), a.Failed, "requests")
	for i, kind := range AuditAside {
		rl.count(auditKey("aside."+kind), a.Aside[i], "rows")
	}
	words := a.words()
	for i := range a.Runs {
		r := &a.Runs[i]
		words = append(words, r.runWords()...)
		rl.count(runKey(r.Index, "requests"), r.Requests, "requests")
		if r.Refused != "" {
			continue
		}
		for i, name := range a.recordings() {
			if i < len(r.Unstated) && r.Unstated[i] != "" {
				words = append(words, quotedWord(unstatedWord(r.Index, name), &r.Unstated[i]))
				continue
			}
			for j, l := range AuditLevels {
				rl.micros(runKey(r.Index, name+"."+string(l)), r.Figures[i][j])
			}
		}
		rl.count(runKey(r.Index, "users"), r.Users, "users")
		rl.count(runKey(r.Index, "slots"), r.PlanSlots, "slots")
		rl.count(runKey(r.Index, "skipped"), r.Skipped, "slots")
		rl.micros(runKey(r.Index, "interval"), r.IntervalNs)
		rl.micros(runKey(r.Index, "resolution"), r.ResolutionNs)
		rl.micros(runKey(r.Index, "latency-resolution"), r.LatencyResolutionNs)
		rl.micros(runKey(r.Index, "span"), r.SpanNs)
		rl.add(runKey(r.Index, "hidden.p99"), string(r.HiddenP99), "x")
		if r.Digits != 0 {
			rl.count(runKey(r.Index, "digits"), r.Digits, "digits")
		}
	}
	return &rawfile.File{Config: encodeWords(identity, words), Results: rl, Checks: rawfile.Checks{Runs: 1}}
}

// HiddenOf is the hidden factor as a file writes it: bound over recorded
// (at least the resolution of the log's latencies), four significant digits, never with an
// exponent.
func HiddenOf(boundNs, recordedNs, resolutionNs int64) Decimal {
	v := float64(boundNs) / float64(max(1, recordedNs, resolutionNs))
	decimals := 3
	if v > 0 {
		decimals = max(0, min(12, 3-int(math.Floor(math.Log10(v)))))
	}
	return Decimal(strconv.FormatFloat(v, 'f', decimals, 64))
}
