package render

import (
	"fmt"
	"math"
	"os"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
)

// testLive returns ../../testdata/live.txt, a live run's file, with the
// RESULT values in set replaced and then every figure that follows from
// others recomputed, as a live run would have written them: the errors,
// the checks and the verdict. Configuration keys in config are replaced
// as they are.
func testLive(t *testing.T, set map[string]string, config map[string]string) *rawfile.File {
	t.Helper()
	text, err := os.ReadFile("../../testdata/live.txt")
	if err != nil {
		t.Fatal(err)
	}
	f, err := rawfile.Parse("live.txt", strings.NewReader(string(text)))
	if err != nil {
		t.Fatal(err)
	}
	for i, kv := range f.Config {
		if v, ok := config[kv.Key]; ok {
			f.Config[i].Value = v
		}
	}
	value := func(key string) float64 {
		r, ok := f.Result(key)
		if !ok {
			t.Fatalf("testdata/live.txt has no RESULT %s", key)
		}
		return r.Float()
	}
	put := func(key, v string) {
		for i := range f.Results {
			if f.Results[i].Key == key {
				f.Results[i].Value = v
				return
			}
		}
		t.Fatalf("testdata/live.txt has no RESULT %s", key)
	}
	for k, v := range set {
		put(k, v)
	}
	for _, rm := range [][2]string{{"closed", "closed"}, {"open", "open"}, {"corrected", "corrected"}, {"vegeta", "open"}} {
		for _, l := range results.LiveLevels {
			level := string(l)
			live, model := value("live."+rm[0]+"."+level), value("live.model."+rm[1]+"."+level)
			put("live.error."+rm[0]+"."+level, fmt.Sprintf("%.2f", (live/model-1)*100))
		}
	}
	I, _ := strconv.ParseFloat(strings.TrimSuffix(mustConfig(t, f, "interval"), "µs"), 64)
	all := true
	flag := map[bool]string{true: "1", false: "0"}
	ns := func(key string) int64 { return int64(math.Round(value(key) * 1e3)) }
	for _, phase := range []string{"ours", "vegeta", "hey"} {
		pk := func(figure string) string { return "live.phase." + phase + "." + figure }
		type check struct {
			name  string
			ok    bool
			bound float64
		}
		checks := []check{}
		if phase != "hey" {
			checks = append(checks, check{"rate", value(pk("rate")) >= 99, 99})
		}
		if phase == "ours" {
			checks = append(checks, check{"service_eff", value("live.service_eff") < I, I})
		}
		other := 100 * value(pk("other_cpu")) / value(pk("wall"))
		checks = append(checks, check{"other_cpu", math.Round(other*1000)/1000 <= 50, 50})
		held := true
		for _, c := range checks {
			put("live.bound."+phase+"."+c.name, strconv.FormatFloat(c.bound, 'f', -1, 64))
			put("live.check."+phase+"."+c.name, flag[c.ok])
			held = held && c.ok
		}
		put("live.selfcheck."+phase, flag[held])
		all = all && held
	}
	put("live.selfcheck", flag[all])
	// each figure's margin to the band model·(1 ± 10 %), and whether its
	// phase's disturbance, the worker's lateness at p99 and the schedule
	// error at the level (p90 at p99, p99.9 and max at the max), is below it
	for _, rm := range [][3]string{{"closed", "closed", "ours"}, {"open", "plan", "ours"}, {"corrected", "corrected", "ours"},
		{"vegeta", "open", "vegeta"}, {"hey", "skip", "hey"}} {
		for _, l := range results.LiveLevels {
			level := string(l)
			live, model := ns("live."+rm[0]+"."+level), ns("live.model."+rm[1]+"."+level)
			margin := min(abs(100*live-90*model), abs(100*live-110*model)) / 100
			disturbance := ns("live.phase." + rm[2] + ".worker_late.p99")
			if rm[2] != "hey" {
				disturbance += ns("live.phase." + rm[2] + ".schedule_error." + map[string]string{"p50": "p50", "p90": "p99", "p99": "p99", "p99.9": "max", "max": "max"}[level])
			}
			put("live.margin."+rm[0]+"."+level, results.Micros(margin))
			put("live.finding."+rm[0]+"."+level, flag[disturbance < margin])
		}
	}
	back, err := rawfile.Parse("live.txt", strings.NewReader(string(rawfile.Write(f))))
	if err != nil {
		t.Fatal(err)
	}
	return back
}

func abs(v int64) int64 { return max(v, -v) }

func mustConfig(t *testing.T, f *rawfile.File, key string) string {
	t.Helper()
	v, ok := f.Config.Get(key)
	if !ok {
		t.Fatalf("no configuration %s", key)
	}
	return v
}

// liveSection renders the README's live section from raw and lv.
func liveSection(t *testing.T, raw, lv *rawfile.File) string {
	t.Helper()
	out, err := Execute(readmeTemplates(t).t, "README.md.tmpl", Inputs{Raw: raw, Live: lv}, Layout{Results: "results"}, ".")
	if err != nil {
		t.Fatal(err)
	}
	s := string(out)
	from := strings.Index(s, "### On a real server, on loopback")
	to := strings.Index(s, "### Measuring your own system")
	if from < 0 || to < from {
		t.Fatal("no live section")
	}
	return s[from:to]
}

// TestLiveGolden renders the README section with the fixed live file.
func TestLiveGolden(t *testing.T) {
	golden(t, "readme-live.md", []byte(liveSection(t, testRaw(t), testLive(t, nil, nil))))
}

// TestLiveClaimsGateSentences: each claim of the live section, made to
// hold and to fail by editing the live file's figures, chooses its
// sentence.
func TestLiveClaimsGateSentences(t *testing.T) {
	raw := testRaw(t)
	for _, tc := range []struct {
		name     string
		set      map[string]string
		config   map[string]string
		sentence string
		want     bool
	}{
		{"tail within 10 %", nil, nil, "the model is within 10 %", true},
		{"tail outside 10 %", map[string]string{"live.open.p99": "230000.0"}, nil, "the model is within 10 %", false},
		{"closed spreads", nil, nil, "real ones spread", true},
		{"closed exact", map[string]string{"live.closed.p90": "141.345", "live.closed.p99": "141.345"}, nil, "real ones spread", false},
		{"open body apart", nil, nil, "Lower in the open recording", true},
		{"open body close", map[string]string{"live.open.p50": "53503.845", "live.open.p90": "170813.845"}, nil, "Lower in the open recording", false},
		{"mean above median", nil, nil, "so real backlogs drain more slowly", true},
		{"mean at median", map[string]string{"live.service_mean": "141.345"}, nil, "so real backlogs drain more slowly", false},
		{"mean above median, but the p50 below the model's", map[string]string{"live.open.p50": "166.7"}, nil, "so real backlogs drain more slowly", false},
		{"mean above median, the p50 below the model's: the figures stand", map[string]string{"live.open.p50": "166.7"}, nil, "the real ones average 150.7 µs, and the open p50 is 166.7 µs", true},
		{"vegeta body apart", nil, nil, "Vegeta's body parts from the model's open loop too", true},
		{"vegeta body close", map[string]string{"live.vegeta.p50": "53503.845"}, nil, "Vegeta's body parts from the model's open loop too", false},
		{"nothing parts", map[string]string{"live.closed.p90": "141.345", "live.closed.p99": "141.345", "live.open.p50": "53503.845", "live.open.p90": "170813.845", "live.vegeta.p50": "53503.845"}, nil, "Where they part ways", false},
		{"drained", nil, nil, "had not drained", false},
		{"carried", map[string]string{"live.open.max": "227451.175"}, nil, "one stall's backlog had not drained when the next began: the open max, 227.5 ms, is above the longest any one request was held, 200.5 ms (the closed max), which the model does not predict", true},
		{"hey short", nil, nil, "It sent 15,028 of the 25,000 requests", true},
		{"hey complete", map[string]string{"live.hey.n": "25000"}, nil, "It sent", false},
		{"hey below the skip design", nil, nil, "fewer than the skip design's 20,005: it dropped slots between stalls too", true},
		{"hey at the skip design", map[string]string{"live.hey.n": "20005"}, nil, "fewer than the skip design's", false},
		{"hey at the skip design, short of the schedule", map[string]string{"live.hey.n": "20005"}, nil, "It sent 20,005 of the 25,000 requests the schedule holds. hey", true},
		{"same scenario", nil, nil, "not the simulation's above", false},
		{"another scenario", nil, map[string]string{"service": "90µs"}, "not the simulation's above: this live run used S = 90 µs", true},
		{"stalled", nil, nil, "No stall fell inside", false},
		{"no stall in the run", nil, map[string]string{"first-stall": "6s"}, "No stall fell inside this live run", true},
		{"closed below open", nil, nil, "785 times less", true},
		{"believable", nil, nil, "Every self-check held, so the phases ran the load the model predicts", true},
		{"our rate below 99 %", map[string]string{"live.phase.ours.rate": "98.5"}, nil, "our generator's achieved rate, of what its replies let it send was 98.5 %, against a bound of 99 %", true},
		{"S_eff at I", map[string]string{"live.service_eff": "200.0", "live.model_rtt": "99.792"}, nil, "cannot be believed, so its figures are not shown", true},
		// the base's corrected p50 is 1.7 µs off the model's, 12.43 µs from the band's edge, with a disturbance of 12.65 µs
		{"a figure the disturbance could move", nil, nil, "**Flagged figures: corrected p50.**", true},
		{"a figure the disturbance could move: marked in the table", nil, nil, "|  12.65 µs / 12.43 µs |      no |", true},
		// ours late by 150 µs: each figure within 150 µs + the schedule error of an edge is flagged, the phase is not
		{"worker late", map[string]string{"live.phase.ours.worker_late.p99": "150.0"}, nil,
			"**Flagged figures: closed p50, p90 and p99; corrected p50.**", true},
		{"worker late: no phase flagged", map[string]string{"live.phase.ours.worker_late.p99": "150.0"}, nil, "Every self-check held", true},
		{"worker late: the spread unclaimed", map[string]string{"live.phase.ours.worker_late.p99": "150.0"}, nil, "real ones spread", false},
		{"worker late: the tail still claimed", map[string]string{"live.phase.ours.worker_late.p99": "150.0"}, nil, "the model is within 10 %", true},
		// 18.79 ms from the band's edge at p99: a lateness of 18.8 ms flags the open p99, and the tail's claim goes
		{"a tail the disturbance could move", map[string]string{"live.phase.ours.worker_late.p99": "18800.0"}, nil, "197.2 ms (+0.47 %, flagged)", true},
		{"a tail the disturbance could move: no claim", map[string]string{"live.phase.ours.worker_late.p99": "18800.0"}, nil, "the model is within 10 %", false},
		{"a tail the disturbance could move: the closed p99 marked", map[string]string{"live.phase.ours.worker_late.p99": "18800.0"}, nil, "reports a p99 of 252.3 µs (flagged)", true},
		{"a tail the disturbance could move: no ratio", map[string]string{"live.phase.ours.worker_late.p99": "18800.0"}, nil, "times less", true},
		{"a busy machine", map[string]string{"live.phase.ours.other_cpu": "6517856.0"}, nil,
			"A self-check of our generator's phase failed: other processes' CPU during our generator's phase, of one processor was 130.346 %, against a bound of 50 %", true},
		// 50 % of 5.000412337 s is 2,500,206.1685 µs; the check rounds the share to a thousandth of a percent
		{"other CPU at the bound", map[string]string{"live.phase.ours.other_cpu": "2500231.0"}, nil, "Every self-check held", true},
		{"other CPU past the bound", map[string]string{"live.phase.ours.other_cpu": "2500232.0"}, nil, "Every self-check held", false},
		{"other CPU in the checks' table", map[string]string{"live.phase.ours.other_cpu": "2500231.0"}, nil, "|      50 % |  at most 50 % |  yes |", true},
		{"the disturbance's table", nil, nil, "| vegeta |            15.2 µs |           87.31 µs | 95.13 µs | 180.5 µs |", true},
		// vegeta late after its stalls: the figures its schedule error could move are flagged, not its phase
		{"vegeta late", map[string]string{"live.phase.vegeta.schedule_error.p99": "5083.53"}, nil, "**Flagged figures: corrected p50; vegeta p90.**", true},
		{"vegeta late: its phase stands", map[string]string{"live.phase.vegeta.schedule_error.p99": "5083.53"}, nil, "Flagged, not findings: vegeta's phase", false},
		{"vegeta late: its p99 a finding", map[string]string{"live.phase.vegeta.schedule_error.p99": "5083.53"}, nil, "Vegeta, open loop, timing from its own sends, reports a p99 of 199.3 ms, +1.06 % against the model's open p99.", true},
		{"vegeta later: its p99 flagged", map[string]string{"live.phase.vegeta.schedule_error.p99": "17700.0"}, nil, "+1.06 % against the model's open p99 (flagged).", true},
		// vegeta below its rate: its phase is flagged whole, ours stand
		{"vegeta below its rate", map[string]string{"live.phase.vegeta.rate": "98.5"}, nil,
			"**Flagged, not findings: vegeta's phase.** A self-check of the phase failed: vegeta's achieved rate, of the target was 98.5 %", true},
		{"vegeta below its rate: no vegeta sentence", map[string]string{"live.phase.vegeta.rate": "98.5"}, nil, "Vegeta, open loop, timing from its own sends", false},
		{"vegeta below its rate: vegeta's body unclaimed", map[string]string{"live.phase.vegeta.rate": "98.5"}, nil, "Vegeta's body parts", false},
		{"vegeta below its rate: its rows marked", map[string]string{"live.phase.vegeta.rate": "98.5"}, nil, "| vegeta (flagged: not a finding) |", true},
		{"vegeta below its rate: ours stand", map[string]string{"live.phase.vegeta.rate": "98.5"}, nil, "Our generator's self-checks held, so its figures can be findings, and the flagged phases' cannot", true},
		{"vegeta below its rate: its figures not listed as the disturbance's", map[string]string{"live.phase.vegeta.rate": "98.5", "live.phase.vegeta.schedule_error.p99": "5083.53"}, nil, "vegeta p90", false},
		// hey's worker late: its figures are flagged, its paragraph says so
		{"hey's worker late", map[string]string{"live.phase.hey.worker_late.p99": "485.813"}, nil, "**Flagged figures: corrected p50; hey p50, p90 and p99.**", true},
		{"hey's worker late: its p99 marked", map[string]string{"live.phase.hey.worker_late.p99": "485.813"}, nil, "(+183.00 %, flagged)", true},
		{"held: no phase marked", nil, nil, "(flagged: not a finding)", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			section := liveSection(t, raw, testLive(t, tc.set, tc.config))
			if got := strings.Contains(section, tc.sentence); got != tc.want {
				t.Errorf("section contains %q: %v, want %v\n%s", tc.sentence, got, tc.want, section)
			}
			if believable := regexp.MustCompile(`\| +recording +\|`).MatchString(section); believable == strings.Contains(section, "cannot be believed") {
				t.Errorf("a section that shows the figures must not say it cannot be believed, and the other way round:\n%s", section)
			}
		})
	}
	none, err := Execute(readmeTemplates(t).t, "README.md.tmpl", Inputs{Raw: raw}, Layout{Results: "results"}, ".")
	if err != nil || !strings.Contains(string(none), "No live run is recorded here. `LIVE=1 ./run.sh`") {
		t.Errorf("without a live file: %v", err)
	}
}

// TestLiveRefusesVerdictsThatDoNotFollow: a live file whose errors,
// checks, bounds or verdict disagree with its figures is refused, naming
// the line.
func TestLiveRefusesVerdictsThatDoNotFollow(t *testing.T) {
	text, err := os.ReadFile("../../testdata/live.txt")
	if err != nil {
		t.Fatal(err)
	}
	// also edits what a changed S_eff moves with it: the model's round trip, S_eff − S_w
	also := map[string][]string{
		"RESULT live.service_eff 200.0 us":   {"RESULT live.model_rtt 41.137 us", "RESULT live.model_rtt 99.792 us"},
		"RESULT live.service_eff 199.999 us": {"RESULT live.model_rtt 41.137 us", "RESULT live.model_rtt 99.791 us"},
	}
	edit := func(text, old, new string) string {
		text = strings.Replace(text, old, new, 1)
		if a, ok := also[new]; ok {
			text = strings.Replace(text, a[0], a[1], 1)
		}
		return text
	}
	for _, tc := range []struct{ old, new, want string }{
		{"RESULT live.error.open.p99 0.47 %", "RESULT live.error.open.p99 0.10 %", "RESULT live.error.open.p99 0.10 %: not what its live and model figures give"},
		{"RESULT live.check.vegeta.rate 1 bool", "RESULT live.check.vegeta.rate 0 bool", "RESULT live.check.vegeta.rate says false, but vegeta's achieved rate, of the target is 99.993 %"},
		{"RESULT live.selfcheck 1 bool", "RESULT live.selfcheck 0 bool", "RESULT live.selfcheck 0: the checks say 1"},
		{"RESULT live.selfcheck.hey 1 bool", "RESULT live.selfcheck.hey 0 bool", "RESULT live.selfcheck.hey 0: its phase's checks say 1"},
		{"RESULT live.bound.ours.rate 99 %", "RESULT live.bound.ours.rate 98 %", "RESULT live.bound.ours.rate 98: the bound is 99"},
		{"RESULT live.margin.open.p99 18791.08 us", "RESULT live.margin.open.p99 18791.081 us", "RESULT live.margin.open.p99: not what its live and model figures give"},
		{"RESULT live.finding.corrected.p50 0 bool", "RESULT live.finding.corrected.p50 1 bool",
			"RESULT live.finding.corrected.p50 1: its phase's disturbance is 12.652 µs against a margin of 12.43 µs"},
		// a later schedule moves the phase's disturbance at p90 to 12.381 + 101 µs, past the closed p90's margin of 24.888 µs
		{"RESULT live.phase.ours.schedule_error.p99 1.643 us", "RESULT live.phase.ours.schedule_error.p99 101.0 us",
			"RESULT live.finding.closed.p90 1: its phase's disturbance is 113.381 µs against a margin of 24.888 µs"},
		// 50.00052 % of the phase's 5.020188040 s, a thousandth over the bound as the check rounds it
		{"RESULT live.phase.vegeta.other_cpu 83000.0 us", "RESULT live.phase.vegeta.other_cpu 2510120.0 us", "RESULT live.check.vegeta.other_cpu says true"},
		{"RESULT live.bound.hey.other_cpu 50 %", "RESULT live.bound.hey.other_cpu 10 %", "RESULT live.bound.hey.other_cpu 10: the bound is 50"},
		{"RESULT live.phase.hey.other_cpu 56000.0 us", "RESULT live.phase.hey.other_cpu -5 us", "RESULT live.phase.hey.other_cpu -5: want a non-negative whole number of nanoseconds"},
		{"RESULT live.phase.hey.wall 5110734.961 us\n", "", "no RESULT live.phase.hey.wall"},
		{"phases: ours vegeta hey", "phases: ours vegeta", `phases: "ours vegeta", want "ours vegeta hey"`},
		{"mode: live", "mode: full", `mode "full", want live`},
		{"levels: p50 p90 p99 p99.9 max", "levels: p50 p99", "levels"},
		{"RESULT live.vegeta.n 25000 samples\n", "", "no RESULT live.vegeta.n"},
		{"recordings: closed open corrected vegeta hey", "recordings: closed open corrected vegeta", `recordings: "closed open corrected vegeta", want "closed open corrected vegeta hey"`},
		{"modelled: closed open corrected plan skip", "modelled: closed corrected", `modelled: "closed corrected", want "closed open corrected plan skip"`},
		{"RESULT live.service_eff 141.345 us", "RESULT live.service_eff 200.0 us", "RESULT live.check.ours.service_eff says true"}, // S_eff < I, strictly
		{"RESULT live.phase.ours.rate 100.013 %", "RESULT live.phase.ours.rate 98.999 %", "RESULT live.check.ours.rate says true"},
		{"RESULT live.model.open.p50 53503.845 us", "RESULT live.model.open.p50 0.0 us", "RESULT live.model.open.p50: want a positive latency"},
	} {
		if !strings.Contains(string(text), tc.old) {
			t.Fatalf("testdata/live.txt has no %q", tc.old)
		}
		f, err := rawfile.Parse("live.txt", strings.NewReader(edit(string(text), tc.old, tc.new)))
		if err != nil {
			t.Fatal(err)
		}
		_, err = liveOf(f, nil)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q → %q: err = %v, want %q", tc.old, tc.new, err, tc.want)
		}
	}
	// Figures exactly at a bound that is not strict still pass.
	for _, tc := range []struct{ old, new string }{
		{"RESULT live.phase.ours.schedule_error.p99 1.643 us", "RESULT live.phase.ours.schedule_error.p99 10.0 us"}, // 22.381 µs, below every margin at p90 and p99
		{"RESULT live.phase.ours.rate 100.013 %", "RESULT live.phase.ours.rate 99.0 %"},
		{"RESULT live.phase.vegeta.other_cpu 83000.0 us", "RESULT live.phase.vegeta.other_cpu 2510119.0 us"}, // 50.0005 % of 5.020188040 s: 50.000 to a thousandth
		{"RESULT live.service_eff 141.345 us", "RESULT live.service_eff 199.999 us"},
	} {
		f, err := rawfile.Parse("live.txt", strings.NewReader(edit(string(text), tc.old, tc.new)))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := liveOf(f, nil); err != nil {
			t.Errorf("%q → %q: %v", tc.old, tc.new, err)
		}
	}
}

// TestLivePlotAndLine: Results draws live.svg from the live file, a bad
// curve point is refused, and the terminal line sums the run up.
func TestLivePlotAndLine(t *testing.T) {
	set := readmeTemplates(t)
	lv := testLive(t, nil, nil)
	out, err := Results(set.t, Inputs{Raw: testRaw(t), Live: lv}, Layout{Results: "res"})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, o := range out {
		if o.Path == "res/live.svg" {
			found = strings.Contains(string(o.Data), "<svg") && strings.Contains(string(o.Data), "vegeta")
		}
	}
	if !found {
		t.Error("no live.svg with vegeta's curve among the results")
	}
	// a flagged phase's curve is named so in the legend, and only it
	flagged, err := Results(set.t, Inputs{Raw: testRaw(t), Live: testLive(t, map[string]string{"live.phase.vegeta.rate": "98.5"}, nil)}, Layout{Results: "res"})
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range flagged {
		if o.Path == "res/live.svg" && (!strings.Contains(string(o.Data), "vegeta (flagged)") || strings.Count(string(o.Data), "(flagged)") != 1) {
			t.Error("live.svg does not name vegeta's curve, and only it, as flagged")
		}
	}
	for _, o := range out {
		if o.Path == "res/live.svg" && strings.Contains(string(o.Data), "(flagged)") {
			t.Error("live.svg flags a curve of a run whose checks all held")
		}
	}
	bad := testLive(t, nil, nil)
	bad.Sweeps[3].Fields[1].Value = "0" // above
	if _, err := Results(set.t, Inputs{Raw: testRaw(t), Live: bad}, Layout{Results: "res"}); err == nil || !strings.Contains(err.Error(), "live sweep point 4") {
		t.Errorf("a curve point with above = 0: %v", err)
	}
	want := "live: open p99 198.1 ms (model 197.2 ms, +0.47 %), closed p99 252.3 µs, vegeta p99 199.3 ms; every self-check held; figures the machine could have moved, flagged: corrected p50"
	if got := LiveLine(lv); got != want {
		t.Errorf("LiveLine = %q\nwant %q", got, want)
	}
	failed := testLive(t, map[string]string{"live.phase.vegeta.rate": "50.0"}, nil)
	if got := LiveLine(failed); !strings.HasSuffix(got, "vegeta p99 199.3 ms, flagged; our generator's self-checks held; flagged, not findings: vegeta's phase (vegeta's achieved rate, of the target was 50 %, against a bound of 99 %); figures the machine could have moved, flagged: corrected p50") {
		t.Errorf("LiveLine of a run with vegeta's phase flagged = %q", got)
	}
	ours := testLive(t, map[string]string{"live.phase.ours.rate": "50.0"}, nil)
	if got := LiveLine(ours); !strings.HasSuffix(got, "vegeta p99 199.3 ms; a self-check of our generator's phase failed, so these are not findings: our generator's achieved rate, of what its replies let it send was 50 %, against a bound of 99 %") {
		t.Errorf("LiveLine of a run with our phase flagged = %q", got)
	}
	late := testLive(t, map[string]string{"live.phase.ours.worker_late.p99": "18800.0", "live.phase.vegeta.schedule_error.p99": "17700.0"}, nil)
	if got := LiveLine(late); !strings.HasPrefix(got, "live: open p99 198.1 ms (model 197.2 ms, +0.47 %, flagged), closed p99 252.3 µs (flagged), vegeta p99 199.3 ms, flagged; every self-check held") {
		t.Errorf("LiveLine of a run whose disturbance could move the p99s = %q", got)
	}
}

// TestSig4AndTenths: four significant digits, halves away from zero; a
// table cell to a tenth of a microsecond.
func TestSig4AndTenths(t *testing.T) {
	for _, tc := range []struct{ in, sig4, tenths Latency }{
		{198_138_374, 198_100_000, 198_138_400},
		{141_345, 141_300, 141_300},
		{141_350, 141_400, 141_400},
		{9_999, 9_999, 10_000},
		{10_005, 10_010, 10_000},
		{7, 7, 0},
		{-12_345, -12_350, -12_300},
		{100_054, 100_100, 100_100}, // 10,005.4 at the fifth digit: still one digit too many
		{-100_054, -100_100, -100_100},
	} {
		if got := tc.in.Sig4(); got != tc.sig4 {
			t.Errorf("%d.Sig4() = %d, want %d", tc.in, got, tc.sig4)
		}
		if got := tc.in.Tenths(); got != tc.tenths {
			t.Errorf("%d.Tenths() = %d, want %d", tc.in, got, tc.tenths)
		}
	}
}

// TestPicturesGolden pins the four pictures drawn from the fixed raw, live
// and panel files, coordinate for coordinate. The goldens are amd64's: arm64
// fuses multiplies and adds, which may move a coordinate's last digit.
func TestPicturesGolden(t *testing.T) {
	if runtime.GOARCH != "amd64" {
		t.Skip("the SVG goldens are amd64's")
	}
	set := readmeTemplates(t)
	out, err := Results(set.t, Inputs{Raw: testRaw(t), Live: testLive(t, nil, nil), Panel: testPanel(t)}, Layout{Results: "res"})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, o := range out {
		if name := strings.TrimPrefix(o.Path, "res/"); strings.HasSuffix(name, ".svg") && !o.Absent {
			golden(t, name, o.Data)
			n++
		}
	}
	if n != 4 {
		t.Errorf("%d pictures, want percentiles, connections, live and generators", n)
	}
	// the random model's two, from a file that has its experiments
	random, err := Results(set.t, Inputs{Raw: testRawRandom(t)}, Layout{Results: "res"})
	if err != nil {
		t.Fatal(err)
	}
	n = 0
	for _, o := range random {
		if name := strings.TrimPrefix(o.Path, "res/"); name == thinkPlotFile || name == gridPlotFile {
			golden(t, name, o.Data)
			n++
		}
	}
	if n != 2 {
		t.Errorf("%d of the random model's pictures, want think and grid", n)
	}
}

// TestLiveSectionDrawn: a live run whose server drew its service times
// (testdata/live-drawn.txt, `report -live -service-dist exp`) says so and
// how the model took them, and makes none of the claims that rest on one
// service time, S_w.
func TestLiveSectionDrawn(t *testing.T) {
	text, err := os.ReadFile("../../testdata/live-drawn.txt")
	if err != nil {
		t.Fatal(err)
	}
	lv, err := rawfile.Parse("live-drawn.txt", strings.NewReader(string(text)))
	if err != nil {
		t.Fatal(err)
	}
	section := liveSection(t, testRaw(t), lv)
	for _, want := range []string{
		"with service times drawn exponential of mean 100 µs, from seed 1)",
		"spins for each request's own service time, the k-th request it takes for the model's k-th draw,",
		"on the same draws as the worker, and with a round trip L = 36.29 µs: the mean, over our generator's requests,",
		"Lower in the open recording, what counts is how fast each backlog drains, and that rests on the round trip",
		"the open p50 is 19.29 ms against the model's 39.6 ms (-51.29 %)",
	} {
		if !strings.Contains(section, want) {
			t.Errorf("the drawn live section lacks %q:\n%s", want, section)
		}
	}
	for _, not := range []string{"S_w", "S_eff", "takes exactly"} {
		if strings.Contains(section, not) {
			t.Errorf("the drawn live section says %q, which rests on a fixed service time:\n%s", not, section)
		}
	}
}

// TestCheckFigures: a check's figures are written to four significant
// digits, unless two different figures would then read alike.
func TestCheckFigures(t *testing.T) {
	for _, tc := range []struct {
		value, bound float64
		unit         string
		v, b         string
	}{
		{5427462, 800000, "us", "5.427 s", "800 ms"},
		{199.96, 200, "us", "199.96 µs", "200 µs"},
		{200, 200, "us", "200 µs", "200 µs"},
		{math.Inf(1), 800000, "us", "never", "800 ms"},
		{99.5, 99, "%", "99.5 %", "99 %"},
	} {
		if v, b := checkFigures(tc.value, tc.bound, tc.unit); v != tc.v || b != tc.b {
			t.Errorf("checkFigures(%v, %v, %q) = %q, %q, want %q, %q", tc.value, tc.bound, tc.unit, v, b, tc.v, tc.b)
		}
	}
}
