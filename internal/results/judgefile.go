package results

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"coordinated-omission/internal/rawfile"
)

// A Judgements is a file of judged tools: -judge's one run, or the live
// panel's runs.
type Judgements struct {
	Machine  rawfile.Fields
	Scenario Scenario      // the server's S, D, P and F, and the plan's I; Duration is -live-duration
	Random   *RandomConfig // the server's drawn service time, nil for a fixed one
	Runs     []Judged
}

// Run returns the run called name.
func (js *Judgements) Run(name string) (*Judged, bool) {
	for i := range js.Runs {
		if js.Runs[i].Run == name {
			return &js.Runs[i], true
		}
	}
	return nil, false
}

// RunName is a tool's name as a run's name and a file's: lower case, with
// every character but a–z, 0–9 and '-' made '-', and at most 40 long.
func RunName(tool string) string {
	b := []byte(strings.ToLower(tool))
	for i, c := range b {
		if (c < 'a' || c > 'z') && (c < '0' || c > '9') && c != '-' {
			b[i] = '-'
		}
	}
	b = b[:min(len(b), 40)]
	if len(b) == 0 || b[0] == '-' {
		b = append([]byte("tool"), b...)
	}
	return string(b)
}

func judgeKey(run, field string) string    { return "judge." + run + "." + field }
func judgeConfig(run, field string) string { return "run-" + run + "-" + field }

// the levels a tool's figures may be at, and a model's
var judgeLevels = []Level{P50, P90, P99, P999, Max}

// judgementsWords is the table of a judgements file's own lines, after
// the scenario's: its mode, its runs' names, and the designs and levels
// its figures are at. The reader checks all but the runs, which it reads
// one by one.
func judgementsWords(runs string) []word {
	return []word{listWord(modeKey, func() string { return JudgeMode }), {runsKey, func() string { return runs }, func(*reader, string) {}},
		listWord(designsKey, func() string { return join(Designs) }), listWord(levelsKey, func() string { return join(judgeLevels) })}
}

// Encode lays js out as a raw file.
func (js *Judgements) Encode() *rawfile.File {
	cfg := slices.Concat(slices.Clip(js.Machine), js.Scenario.fields(), js.Random.fields())
	names := make([]string, len(js.Runs))
	for i, j := range js.Runs {
		names[i] = j.Run
	}
	cfg = append(cfg, encodeWords(identity, judgementsWords(strings.Join(names, " ")))...)
	var rl resultList
	for i := range js.Runs {
		cfg = append(cfg, js.Runs[i].config()...)
		js.Runs[i].encode(&rl)
	}
	return &rawfile.File{Config: cfg, Results: rl, Checks: rawfile.Checks{Runs: 1}}
}

// config are j's words: configuration lines, quoted where they are free
// text.
func (j *Judged) config() rawfile.Fields {
	return encodeWords(func(field string) string { return judgeConfig(j.Run, field) }, append(j.words(), j.auditWords()...))
}

// words is j's table of configuration lines, which config writes and
// judged reads.
func (j *Judged) words() []word {
	return []word{
		{"command", func() string { return quoteEach(j.Command) }, func(rd *reader, k string) { j.Command = rd.quotedList(k) }},
		quotedWord("version", &j.Version), quotedWord("exit", &j.Exit), quotedWord("missing", &j.Missing), quotedWord("format", &j.Format),
		quotedWord("read-error", &j.ReadError), quotedWord("note", &j.Note), quotedWord("model-error", &j.ModelError),
		{"stall-arrivals", j.arrivalsText, j.readArrivals},
		{"after-stalls", func() string { return strconv.Quote(strings.Join(j.View.AfterStalls, " ")) }, j.readAfterStalls},
		{"rtt-from", func() string { return strconv.Quote(j.RTTFrom) }, j.readRTTFrom},
		{"placement", func() string { return strconv.Quote(j.Placement) }, func(rd *reader, k string) {
			if _, ok := rd.f.Config.Get(k); ok { // files from before it was recorded have none
				j.Placement = rd.quoted(k)
			}
		}},
	}
}

// readRTTFrom reads how L was measured; a file from before it was
// recorded has no line, and its L was timed by pings.
func (j *Judged) readRTTFrom(rd *reader, key string) {
	if _, ok := rd.f.Config.Get(key); !ok {
		return
	}
	if j.RTTFrom = rd.quoted(key); j.RTTFrom != "" && j.RTTFrom != RTTPings && j.RTTFrom != RTTKernel {
		rd.failf("configuration %s %q: want %q or %q", key, j.RTTFrom, RTTPings, RTTKernel)
	}
}

// arrivalsText is the arrivals in each stall, quoted: "10 7".
func (j *Judged) arrivalsText() string {
	ints := make([]string, len(j.View.StallArrivals))
	for i, a := range j.View.StallArrivals {
		ints[i] = strconv.Itoa(a)
	}
	return strconv.Quote(strings.Join(ints, " "))
}

// readArrivals reads the arrivals in each stall, each a count.
func (j *Judged) readArrivals(rd *reader, key string) {
	for _, a := range strings.Fields(rd.quoted(key)) {
		n, err := strconv.Atoi(a)
		if err != nil || n < 0 {
			rd.failf("configuration %s: %q is not a count", key, a)
		}
		j.View.StallArrivals = append(j.View.StallArrivals, n)
	}
}

// readAfterStalls reads the server's word for each stall's recovery.
func (j *Judged) readAfterStalls(rd *reader, key string) {
	for _, w := range strings.Fields(rd.quoted(key)) {
		if w != KeptUp && w != CaughtUp && w != SkippedUp && w != CatchingUp && w != FellBehind {
			rd.failf("configuration %s: %q is not a recovery", key, w)
		}
		j.View.AfterStalls = append(j.View.AfterStalls, w)
	}
}

// quoteArgs quotes the arguments that a reader could not copy to a shell
// as they are.
func quoteArgs(args []string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		if a == "" || strings.ContainsFunc(a, func(r rune) bool {
			return !(r == '-' || r == '_' || r == '.' || r == '/' || r == ':' || r == '=' || r == ',' || r == '{' || r == '}' || r == '@' || r == '&' || r == '%' || (r >= '0' && r <= '9') || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z'))
		}) {
			a = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
		}
		out[i] = a
	}
	return out
}

// CommandLine is j's command as a reader may copy it to a shell.
func (j *Judged) CommandLine() string { return strings.Join(quoteArgs(j.Command), " ") }

// encode adds j's figures and verdict to rl.
func (j *Judged) encode(rl *resultList) {
	if j.Missing == "" {
		encodeFields(rl, func(field string) string { return judgeKey(j.Run, field) }, j.figures())
	}
}

// DecodeJudgements reads a file of judged tools. It refuses one whose
// verdicts or self-checks do not follow from its figures.
func DecodeJudgements(f *rawfile.File) (*Judgements, error) {
	if mode, _ := f.Config.Get(modeKey); mode != JudgeMode {
		return nil, fmt.Errorf("%s %q, want %s", modeKey, mode, JudgeMode)
	}
	rd := newReader(f)
	js := &Judgements{Machine: machineOf(f), Scenario: rd.scenario(), Random: rd.randomConfig()}
	decodeWords(rd, identity, judgementsWords(""))
	runs, _ := f.Config.Get(runsKey)
	seen := map[string]bool{}
	for _, name := range strings.Fields(runs) {
		if RunName(name) != name || seen[name] {
			return nil, fmt.Errorf("configuration %s: %q is not a run's name, or is given twice", runsKey, name)
		}
		seen[name] = true
		j := rd.judged(name)
		if rd.err != nil {
			return nil, rd.err
		}
		j.ServiceDrawn = j.Missing == "" && js.Random != nil
		js.Runs = append(js.Runs, j)
	}
	return js, rd.err
}

// quoted reads a quoted configuration line.
func (rd *reader) quoted(key string) string {
	text, ok := rd.f.Config.Get(key)
	s, err := strconv.Unquote(text)
	if !ok || err != nil {
		rd.failf("configuration %s %q: want a quoted string", key, text)
	}
	return s
}

// quoteEach quotes each of args, Go's way, one space apart.
func quoteEach(args []string) string {
	q := make([]string, len(args))
	for i, a := range args {
		q[i] = strconv.Quote(a)
	}
	return strings.Join(q, " ")
}

// quotedList reads a configuration line of quoted strings, one space apart.
func (rd *reader) quotedList(key string) []string {
	text, _ := rd.f.Config.Get(key)
	var out []string
	for rest := text; rest != ""; rest = strings.TrimPrefix(rest, " ") {
		p, err := strconv.QuotedPrefix(rest)
		if err != nil {
			rd.failf("configuration %s %q: want quoted strings", key, text)
			return nil
		}
		s, _ := strconv.Unquote(p)
		out, rest = append(out, s), rest[len(p):]
	}
	return out
}

// judged reads the run called name.
func (rd *reader) judged(name string) Judged {
	j := Judged{Run: name, Phase: Phase{Name: name}}
	decodeWords(rd, func(field string) string { return judgeConfig(name, field) }, j.words())
	if j.Missing != "" || rd.err != nil {
		j.readAudit(rd) // a run against a server not ours, not installed, keeps its server
		return j
	}
	decodeFields(rd, func(field string) string { return judgeKey(name, field) }, j.figures())
	j.readAudit(rd)
	return j
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
