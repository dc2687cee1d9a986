package results

import (
	"fmt"
	"strconv"
	"strings"

	"coordinated-omission/internal/rawfile"
)

// A Judgements is a file of judged tools: -judge's one run, or the live
// panel's runs.
type Judgements struct {
	Machine  rawfile.Fields
	Scenario Scenario // the server's S, D, P and F, and the plan's I; Duration is -live-duration
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
	if len(b) > 40 {
		b = b[:40]
	}
	if len(b) == 0 || b[0] == '-' {
		b = append([]byte("tool"), b...)
	}
	return string(b)
}

func judgeKey(run, field string) string    { return "judge." + run + "." + field }
func judgeConfig(run, field string) string { return "run-" + run + "-" + field }

// the levels a tool's figures may be at, and a model's
var judgeLevels = []Level{P50, P90, P99, P999, Max}

// Encode lays js out as a raw file.
func (js *Judgements) Encode() *rawfile.File {
	cfg := append(js.Machine[:len(js.Machine):len(js.Machine)], js.Scenario.fields()...)
	names := make([]string, len(js.Runs))
	for i, j := range js.Runs {
		names[i] = j.Run
	}
	cfg = append(cfg, rawfile.KV{Key: "mode", Value: JudgeMode}, rawfile.KV{Key: "runs", Value: strings.Join(names, " ")},
		rawfile.KV{Key: "designs", Value: join(Designs)}, rawfile.KV{Key: "levels", Value: join(judgeLevels)})
	var rl resultList
	for i := range js.Runs {
		cfg = append(cfg, js.Runs[i].config()...)
		js.Runs[i].encode(&rl, js.Scenario)
	}
	return &rawfile.File{Config: cfg, Results: rl, Checks: rawfile.Checks{Runs: 1}}
}

// config are j's words: configuration lines, quoted where they are free
// text.
func (j *Judged) config() rawfile.Fields {
	q := strconv.Quote
	ints := make([]string, len(j.View.StallArrivals))
	for i, a := range j.View.StallArrivals {
		ints[i] = strconv.Itoa(a)
	}
	kv := func(field, value string) rawfile.KV { return rawfile.KV{Key: judgeConfig(j.Run, field), Value: value} }
	return rawfile.Fields{
		kv("command", quoteEach(j.Command)), kv("version", q(j.Version)), kv("exit", q(j.Exit)),
		kv("missing", q(j.Missing)), kv("format", q(j.Format)), kv("read-error", q(j.ReadError)), kv("note", q(j.Note)),
		kv("model-error", q(j.ModelError)), kv("stall-arrivals", q(strings.Join(ints, " "))),
		kv("after-stalls", q(strings.Join(j.View.AfterStalls, " "))),
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
func (j *Judged) encode(rl *resultList, sc Scenario) {
	k := func(field string) string { return judgeKey(j.Run, field) }
	if j.Missing != "" {
		return
	}
	v := j.View
	rl.count(k("requests"), v.Requests, "requests")
	rl.count(k("connections"), int64(v.Connections), "connections")
	rl.count(k("peak_in_flight"), int64(v.PeakInFlight), "requests")
	rl.add(k("rate"), string(v.RatePct), "%")
	rl.add(k("early_rate"), string(v.EarlyRatePct), "%")
	rl.micros(k("startup"), v.StartupNs)
	for _, l := range judgeLevels {
		if ns, ok := j.ReportedNs[l]; ok {
			rl.micros(k("reported."+string(l)), ns)
			rl.micros(k("resolution."+string(l)), j.ResolutionNs[l])
		}
	}
	rl.micros(k("service_worker"), j.ServiceWorkerNs)
	rl.micros(k("rtt"), j.RTTNs)
	rl.micros(k("model_duration"), j.ModelDurationNs)
	rl.count(k("model_connections"), int64(j.ModelConnections), "connections")
	rl.micros(k("corrected_interval"), j.CorrectedIntervalNs)
	rl.micros(k("wrk_interval"), j.WrkIntervalNs)
	rl.micros(k("fitted_interval"), j.FittedIntervalNs)
	for _, m := range j.Models {
		for _, l := range judgeLevels {
			rl.micros(k("model."+m.Name+"."+string(l)), m.AtNs[l])
		}
		rl.count(k("model."+m.Name+".n"), m.Samples, "samples")
	}
	rl.micros(k("wall"), j.Phase.WallNs)
	rl.micros(k("other_cpu"), j.Phase.OtherCPUNs)
	rl.micros(k("worker_late.p99"), j.Phase.WorkerLateP99Ns)
	verdict := j.Decide(sc)
	rl.add(k("verdict.factor"), strconv.FormatFloat(roundTo(min(verdict.Factor, 1e9), 2), 'f', 2, 64), "x")
	rl.add(k("verdict.hidden"), strconv.FormatFloat(roundTo(min(verdict.Hidden, 1e9), 2), 'f', 2, 64), "x")
	checks := j.Checks(sc)
	for _, c := range checks {
		rl.add("judge.bound."+c.Name, strconv.FormatFloat(c.Bound, 'f', -1, 64), c.Unit)
		rl.flag("judge.check."+c.Name, c.OK)
	}
	rl.flag(k("selfcheck"), AllHold(checks))
}

// DecodeJudgements reads a file of judged tools. It refuses one whose
// verdicts or self-checks do not follow from its figures.
func DecodeJudgements(f *rawfile.File) (*Judgements, error) {
	if mode, _ := f.Config.Get("mode"); mode != JudgeMode {
		return nil, fmt.Errorf("mode %q, want %s", mode, JudgeMode)
	}
	rd := newReader(f)
	rd.list("designs", join(Designs))
	rd.list("levels", join(judgeLevels))
	js := &Judgements{Machine: machineOf(f), Scenario: rd.scenario()}
	seen := map[string]bool{}
	for _, name := range f.Config.List("runs") {
		if RunName(name) != name || seen[name] {
			return nil, fmt.Errorf("configuration runs: %q is not a run's name, or is given twice", name)
		}
		seen[name] = true
		j := rd.judged(name, js.Scenario)
		if rd.err != nil {
			return nil, rd.err
		}
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

// judged reads the run called name, and checks its verdict and self-checks.
func (rd *reader) judged(name string, sc Scenario) Judged {
	c := func(field string) string { return rd.quoted(judgeConfig(name, field)) }
	k := func(field string) string { return judgeKey(name, field) }
	j := Judged{Run: name, Command: rd.quotedList(judgeConfig(name, "command")), Version: c("version"), Exit: c("exit"), Missing: c("missing"),
		Format: c("format"), ReadError: c("read-error"), Note: c("note"), ModelError: c("model-error"),
		ReportedNs: map[Level]int64{}, ResolutionNs: map[Level]int64{}, Phase: Phase{Name: name}}
	for _, a := range strings.Fields(c("stall-arrivals")) {
		n, err := strconv.Atoi(a)
		if err != nil || n < 0 {
			rd.failf("configuration %s: %q is not a count", judgeConfig(name, "stall-arrivals"), a)
		}
		j.View.StallArrivals = append(j.View.StallArrivals, n)
	}
	for _, w := range strings.Fields(c("after-stalls")) {
		if w != KeptUp && w != CaughtUp && w != SkippedUp && w != FellBehind {
			rd.failf("configuration %s: %q is not a recovery", judgeConfig(name, "after-stalls"), w)
		}
		j.View.AfterStalls = append(j.View.AfterStalls, w)
	}
	if j.Missing != "" || rd.err != nil {
		return j
	}
	v := &j.View
	v.Requests = rd.count(k("requests"), "requests")
	v.Connections = int(min(rd.count(k("connections"), "connections"), 1<<30))
	v.PeakInFlight = int(min(rd.count(k("peak_in_flight"), "requests"), 1<<30))
	v.RatePct, v.EarlyRatePct = rd.decimal(k("rate"), "%"), rd.decimal(k("early_rate"), "%")
	v.StartupNs = rd.micros(k("startup"))
	for _, l := range judgeLevels {
		if rd.has(k("reported." + string(l))) {
			j.ReportedNs[l], j.ResolutionNs[l] = rd.micros(k("reported."+string(l))), rd.micros(k("resolution."+string(l)))
		}
	}
	j.ServiceWorkerNs, j.RTTNs, j.ModelDurationNs = rd.micros(k("service_worker")), rd.micros(k("rtt")), rd.micros(k("model_duration"))
	j.ModelConnections = int(min(rd.count(k("model_connections"), "connections"), 1<<30))
	j.CorrectedIntervalNs, j.WrkIntervalNs = rd.micros(k("corrected_interval")), rd.micros(k("wrk_interval"))
	j.FittedIntervalNs = rd.micros(k("fitted_interval"))
	for _, d := range append(Designs[:len(Designs):len(Designs)], FittedCorrected) {
		if !rd.has(k("model." + d + ".n")) {
			continue
		}
		m := LiveRecording{Name: d, Samples: rd.count(k("model."+d+".n"), "samples"), AtNs: map[Level]int64{}}
		for _, l := range judgeLevels {
			m.AtNs[l] = rd.micros(k("model." + d + "." + string(l)))
		}
		j.Models = append(j.Models, m)
	}
	if _, fitted := j.Model(FittedCorrected); len(j.Models) != 0 && len(j.Models) != len(Designs)+btoi(fitted) {
		rd.failf("run %s: %d of the %d designs modelled", name, len(j.Models)-btoi(fitted), len(Designs))
	}
	j.Phase.WallNs, j.Phase.OtherCPUNs, j.Phase.WorkerLateP99Ns = rd.micros(k("wall")), rd.micros(k("other_cpu")), rd.micros(k("worker_late.p99"))
	rd.checkJudged(&j, sc)
	return j
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// checkJudged refuses a run whose verdict or self-checks are not what its
// figures give.
func (rd *reader) checkJudged(j *Judged, sc Scenario) {
	if rd.err != nil {
		return
	}
	v := j.Decide(sc)
	k := func(field string) string { return judgeKey(j.Run, field) }
	for _, f := range []struct {
		key  string
		want float64
	}{{k("verdict.factor"), v.Factor}, {k("verdict.hidden"), v.Hidden}} {
		if got, want := rd.text(f.key, "x"), strconv.FormatFloat(roundTo(min(f.want, 1e9), 2), 'f', 2, 64); rd.err == nil && got != want {
			rd.failf("RESULT %s %s: the figures give %s", f.key, got, want)
		}
	}
	checks := j.Checks(sc)
	for _, c := range checks {
		if got := rd.flag("judge.check." + c.Name); rd.err == nil && got != c.OK {
			rd.failf("RESULT judge.check.%s %s: its figure and bound give %s", c.Name, flagText(got), flagText(c.OK))
		}
	}
	if got := rd.flag(k("selfcheck")); rd.err == nil && got != AllHold(checks) {
		rd.failf("RESULT %s %s: its checks give %s", k("selfcheck"), flagText(got), flagText(AllHold(checks)))
	}
}
