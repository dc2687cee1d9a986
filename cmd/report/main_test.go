package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"
	"golang.org/x/perf/benchfmt"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/readme"
	"coordinated-omission/internal/render"
	"coordinated-omission/sim"
)

// handREADME is hand-written text around the markers, with CRLF line
// endings, trailing spaces, and marker text in code that is not a marker.
const handREADME = "# A hand-written title  \r\n\r\nIntro with trailing spaces.   \r\n" +
	"Marker text in `<!-- results:begin -->` inline code is not a marker.\r\n\r\n" +
	"```\r\n<!-- results:end -->\r\n```\r\n\r\n" +
	"<!-- results:begin -->\r\n<!-- results:end -->\r\n" +
	"\r\nAfter the section. \t\r\nLast line without a newline"

// workspace is a temp folder with a README, the real README template and a
// results folder, and the flags that point the report at them.
type workspace struct {
	dir  string
	args []string
}

func newWorkspace(t *testing.T, readme string) *workspace {
	t.Helper()
	dir := t.TempDir()
	tmpl, err := os.ReadFile("../../README.md.tmpl")
	if err != nil {
		t.Fatal(err)
	}
	mustWrite(t, filepath.Join(dir, "README.md.tmpl"), tmpl)
	mustWrite(t, filepath.Join(dir, "README.md"), []byte(readme))
	if err := os.Mkdir(filepath.Join(dir, "results"), 0o755); err != nil {
		t.Fatal(err)
	}
	return &workspace{dir: dir, args: []string{
		"-results", filepath.Join(dir, "results"),
		"-readme", filepath.Join(dir, "README.md"),
		"-template", filepath.Join(dir, "README.md.tmpl"),
	}}
}

func (w *workspace) path(name string) string { return filepath.Join(w.dir, name) }

func (w *workspace) read(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(w.path(name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// run runs the report in the workspace with extra flags and env.
func (w *workspace) run(env map[string]string, extra ...string) (stdout, stderr string, err error) {
	var out, errOut bytes.Buffer
	getenv := func(k string) string {
		if v, ok := env[k]; ok {
			return v
		}
		if k == "XDG_CACHE_HOME" { // the tests' shared cache folder, its experiments computed once
			return warmCache()
		}
		return os.Getenv(k)
	}
	err = run(append(append([]string{}, w.args...), extra...), getenv, &out, &errOut)
	return out.String(), errOut.String(), err
}

// snapshot returns every file of the workspace and its content.
func (w *workspace) snapshot(t *testing.T) map[string]string {
	t.Helper()
	files := map[string]string{}
	err := filepath.WalkDir(w.dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		files[p] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func mustWrite(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// outside returns the README's text before the begin marker's line end
// and after the end marker's line.
func outside(t *testing.T, text []byte) (before, after string) {
	t.Helper()
	sec, err := readme.Find("README.md", text)
	if err != nil {
		t.Fatal(err)
	}
	return string(text[:sec.Begin.Stop]), string(text[sec.End.Stop:])
}

func TestRunKeepsHandTextByteForByte(t *testing.T) {
	t.Parallel()
	w := newWorkspace(t, handREADME)
	for i := range 2 { // the second run replaces a generated section
		if _, _, err := w.run(nil, "-reps", "2"); err != nil {
			t.Fatalf("run %d: %v", i, err)
		}
		before, after := outside(t, w.read(t, "README.md"))
		wantBefore := handREADME[:strings.Index(handREADME, "<!-- results:begin -->\r\n")+len("<!-- results:begin -->\r\n")]
		wantAfter := handREADME[strings.LastIndex(handREADME, "<!-- results:end -->\r\n")+len("<!-- results:end -->\r\n"):]
		if before != wantBefore || after != wantAfter {
			t.Fatalf("run %d changed the hand-written text:\nbefore %q\n want %q\nafter %q\n want %q", i, before, wantBefore, after, wantAfter)
		}
	}
	readme := string(w.read(t, "README.md"))
	section := readme[strings.Index(readme, "<!-- results:begin -->"):strings.Index(readme, "<!-- results:end sha256:")]
	if strings.Contains(strings.ReplaceAll(section, "\r\n", ""), "\n") {
		t.Errorf("the generated section does not use the begin marker's CRLF line endings")
	}
	if _, _, err := w.run(nil, "-check"); err != nil {
		t.Errorf("-check after a run: %v", err)
	}
}

func TestQuickLeavesReadmeAlone(t *testing.T) {
	t.Parallel()
	w := newWorkspace(t, handREADME)
	stdout, _, err := w.run(nil, "-quick", "-reps", "2")
	if err != nil {
		t.Fatal(err)
	}
	if got := string(w.read(t, "README.md")); got != handREADME {
		t.Errorf("-quick changed README.md")
	}
	raw := string(w.read(t, "results/quick-raw.txt"))
	for _, want := range []string{"duration: 5s", "RESULT open.n 25000 samples", "RESULT open.p99 195100.0 us", "mode: quick"} {
		if !strings.Contains(raw, want) {
			t.Errorf("quick-raw.txt lacks %q", want)
		}
	}
	w.read(t, "results/quick-summary.md")
	if _, err := os.Stat(w.path("results/raw.txt")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("-quick wrote results/raw.txt")
	}
	if !strings.Contains(stdout, "checks passed over 3 runs") {
		t.Errorf("stdout %q does not give the check count", stdout)
	}
}

func TestBadInput(t *testing.T) {
	const good = "intro\n\n<!-- results:begin -->\n<!-- results:end -->\n\noutro\n"
	// One good run, whose files each case starts from.
	first := newWorkspace(t, good)
	if _, _, err := first.run(nil, "-reps", "1"); err != nil {
		t.Fatal(err)
	}
	goodRun := map[string]string{}
	for p, data := range first.snapshot(t) {
		rel, err := filepath.Rel(first.dir, p)
		if err != nil {
			t.Fatal(err)
		}
		goodRun[rel] = data
	}
	for _, tc := range []struct {
		name   string
		readme string   // README.md content; "" keeps good
		tmpl   string   // README.md.tmpl content; "" keeps the real one
		args   []string // extra flags
		setup  func(w *workspace)
		usage  bool   // exit 2 rather than 1
		want   string // in the error
	}{
		{name: "reps zero", args: []string{"-reps", "0"}, usage: true, want: "-reps must be between 1 and 100000, got 0"},
		{name: "probability outside (0, 1)", args: []string{"-service-dist", "bimodal:1.5:10ms"}, usage: true, want: "the probability 1.5 must be inside (0, 1)"},
		{name: "slow mean not positive", args: []string{"-service-dist", "bimodal:0.1:0s"}, usage: true, want: "the slow mean 0s must be positive"},
		{name: "slow mean not a duration", args: []string{"-service-dist", "bimodal:0.1:10"}, usage: true, want: `the slow mean "10" is not a duration`},
		{name: "unknown distribution", args: []string{"-service-dist", "pareto"}, usage: true, want: `"pareto": want det, exp or bimodal:P:SLOW`},
		{name: "think time without the think design", args: []string{"-think-dist", "det"}, usage: true, want: "-think-dist det: only the think design has a think time; add -think"},
		{name: "think time in a live run", args: []string{"-think", "1ms", "-live"}, usage: true, want: "-think 1ms: the live designs have no think time"},
		{name: "seed not a whole number", args: []string{"-seed", "0x10"}, usage: true, want: `invalid value "0x10" for flag -seed: "0x10" is not a whole number`},
		{name: "reps negative", args: []string{"-reps", "-2"}, usage: true, want: "-reps must be between 1 and 100000, got -2"},
		{name: "reps fractional", args: []string{"-reps", "1.5"}, usage: true, want: `invalid value "1.5" for flag -reps`},
		{name: "reps not a number", args: []string{"-reps", "abc"}, usage: true, want: `invalid value "abc" for flag -reps`},
		{name: "unparsable service", args: []string{"-service", "fast"}, usage: true, want: `invalid value "fast" for flag -service`},
		{name: "stall as long as the period", args: []string{"-stall", "1s"}, usage: true, want: "stall (1s) must be shorter than period (1s): a server that stalls for the whole period would never serve"},
		{name: "no connections", args: []string{"-connections", "0"}, usage: true, want: "connections (0) must be from 1 to 1048576"},
		{name: "too many stalls", args: []string{"-service", "1ns", "-interval", "2ms", "-stall", "1ns", "-period", "2ns", "-first-stall", "0s", "-duration", "24h"}, usage: true, want: "scenario: 43199999000001 stalls begin by the last request's due time (one every 2ns from 0s), more than the 2000000 a run may meet; shorten the duration or lengthen the period"},
		{name: "too much work", args: []string{"-duration", "1h"}, usage: true, want: "scenario: even at -reps 1 the run would take "},
		{name: "too many reps", args: []string{"-duration", "5m", "-reps", "30000"}, usage: true, want: "the whole run would take "},
		{name: "negative rtt", args: []string{"-rtt", "-1ns"}, usage: true, want: "scenario: rtt (-1ns) must not be negative; 0 means no network"},
		{name: "zero expected interval", args: []string{"-expected-interval", "0"}, usage: true, want: "-expected-interval must be positive, got 0s"},
		{name: "an expected interval too short", args: []string{"-expected-interval", "1ns", "-duration", "1h"}, usage: true, want: "the corrected recording could hold more than 1099511627776 samples"},
		{name: "a round trip too long", args: []string{"-rtt", "20h"}, usage: true, want: "a design's last request could complete after"},
		{name: "a round trip that costs too much", args: []string{"-rtt", "27us", "-connections", "10", "-duration", "15m"}, usage: true, want: "scenario: even at -reps 1 the run would take "},
		{name: "negative first stall", args: []string{"-first-stall", "-1s"}, usage: true, want: "first-stall (-1s) must not be negative"},
		{name: "zero duration", args: []string{"-duration", "0s"}, usage: true, want: "duration (0s) must be positive"},
		{name: "unknown flag", args: []string{"-colour"}, usage: true, want: "flag provided but not defined: -colour"},
		{name: "stray argument", args: []string{"now"}, usage: true, want: `unexpected argument "now"`},
		{name: "missing README", setup: func(w *workspace) { os.Remove(w.path("README.md")) }, want: "README.md: no such file or directory (the report fills an existing README's results section; it never creates one)"},
		{name: "no markers", readme: "intro\n", want: "README.md: no <!-- results:begin --> marker"},
		{name: "no end marker", readme: "<!-- results:begin -->\n", want: "README.md: no <!-- results:end --> marker"},
		{name: "doubled begin", readme: "<!-- results:begin -->\n\n<!-- results:begin -->\n<!-- results:end -->\n", want: "README.md:3: a second <!-- results:begin --> marker (the first is at line 1)"},
		{name: "doubled end", readme: "<!-- results:begin -->\n<!-- results:end -->\n\n<!-- results:end -->\n", want: "README.md:4: a second results:end marker (the first is at line 2)"},
		{name: "reversed", readme: "<!-- results:end -->\n\n<!-- results:begin -->\n", want: "README.md:1: the results:end marker comes before the results:begin marker at line 3"},
		{name: "fenced markers", readme: "```\n<!-- results:begin -->\n<!-- results:end -->\n```\n", want: "no <!-- results:begin --> marker on a line of its own (the one at line 2 is inside a code block"},
		{name: "fenced begin", readme: "```\n<!-- results:begin -->\n```\n\n<!-- results:end -->\n", want: "(the one at line 2 is inside a code block"},
		{name: "malformed marker", readme: "<!-- results:begin -->\n<!-- results:end sha256:xyz -->\n", want: "README.md:2: malformed results marker"},
		{name: "template syntax error", tmpl: "line one\n{{if .R \"open.p99\"}}\n", want: "README.md.tmpl:3: unexpected EOF"},
		{name: "template unknown field", tmpl: "line one\n\n{{.Nope}}\n", want: "README.md.tmpl:3:2: executing"},
		{name: "template unknown result", tmpl: "{{.R \"open.p98\"}}\n", want: `README.md.tmpl:1:2: executing "`},
		{name: "template table by hand", tmpl: "| a | b |\n|---|---|\n| 1 | 2 |\n", want: "the output has 1 Markdown tables, but 0 were rendered with .Table"},
		{name: "results is a file", setup: func(w *workspace) {
			os.RemoveAll(w.path("results"))
			mustWrite(t, w.path("results"), []byte("not a folder"))
		}, want: "results: not a folder"},
		{name: "check and verify", args: []string{"-check", "-verify", "x"}, usage: true, want: "-check, -render and -verify cannot be combined"},
		{name: "check and render", args: []string{"-check", "-render"}, usage: true, want: "-check, -render and -verify cannot be combined"},
		{name: "live and check", args: []string{"-live", "-check"}, usage: true, want: "-live runs the experiment; it cannot be combined with -check, -render or -verify"},
		{name: "live duration alone", args: []string{"-live-duration", "2s"}, usage: true, want: "-live-duration is the live run's; add -live, -judge or -serve"},
		{name: "live too long", args: []string{"-live", "-live-duration", "2m"}, usage: true, want: "-live: -live-duration 2m0s is longer than a live run's 1m0s"},
		{name: "live too many connections", args: []string{"-live", "-connections", "2000"}, usage: true, want: "-live: -connections 2000 is more than a live run's 1000"},
		{name: "live stall holds too many", args: []string{"-live", "-interval", "5us", "-service", "1us", "-duration", "1s"}, usage: true, want: "-live: -stall 200ms at -interval 5µs would leave 40000 requests in flight"},
		{name: "live drain too long", args: []string{"-live", "-service", "199us", "-live-duration", "1m", "-duration", "1s"}, usage: true, want: "-live: the live server would still be serving"},
		{name: "live file tampered", setup: func(w *workspace) {
			live, err := os.ReadFile("../../testdata/live.txt")
			if err != nil {
				t.Fatal(err)
			}
			mustWrite(t, w.path("results/live.txt"), []byte(strings.Replace(string(live), "RESULT live.selfcheck 1 bool", "RESULT live.selfcheck 0 bool", 1)))
		}, want: "results/live.txt: RESULT live.selfcheck 0: the checks say 1"},
		{name: "live file not a raw file", setup: func(w *workspace) {
			mustWrite(t, w.path("results/live.txt"), []byte("hello\n"))
		}, want: "results/live.txt:1: "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorkspace(t, good)
			// A first good run's files, a results/raw.txt among them, to protect.
			for rel, data := range goodRun {
				if err := os.MkdirAll(filepath.Dir(w.path(rel)), 0o755); err != nil {
					t.Fatal(err)
				}
				mustWrite(t, w.path(rel), []byte(data))
			}
			if tc.readme != "" {
				mustWrite(t, w.path("README.md"), []byte(tc.readme))
			}
			if tc.tmpl != "" {
				mustWrite(t, w.path("README.md.tmpl"), []byte(tc.tmpl))
			}
			if tc.setup != nil {
				tc.setup(w)
			}
			before := w.snapshot(t)
			_, _, err := w.run(nil, tc.args...)
			if err == nil {
				t.Fatalf("no error; want one containing %q", tc.want)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q\ndoes not contain %q", err, tc.want)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("error %q is more than one line", err)
			}
			if isUsage := errors.As(err, new(usageError)); isUsage != tc.usage {
				t.Errorf("usage error = %v, want %v", isUsage, tc.usage)
			}
			after := w.snapshot(t)
			if len(after) != len(before) {
				t.Errorf("files before %d, after %d", len(before), len(after))
			}
			for p, b := range before {
				if after[p] != b {
					t.Errorf("%s changed", p)
				}
			}
		})
	}
}

// TestRunShRejectsBadEnv runs run.sh under dash, a strict POSIX sh, with
// bad QUICK, REPS and CONNECTIONS values; it exits before building anything.
func TestRunShRejectsBadEnv(t *testing.T) {
	shell := "dash"
	if _, err := exec.LookPath(shell); err != nil {
		shell = "sh"
	}
	for _, tc := range []struct{ env, want string }{
		{"REPS=0", "run.sh: REPS=0: must be a whole number from 1 to 100000"},
		{"REPS=-3", "run.sh: REPS=-3:"},
		{"REPS=1.5", "run.sh: REPS=1.5:"},
		{"REPS=abc", "run.sh: REPS=abc:"},
		{"REPS=", "run.sh: REPS=:"},
		{"QUICK=maybe", "run.sh: QUICK=maybe: must be 0 or 1"},
		{"REPS=100001", "run.sh: REPS=100001: must be a whole number from 1 to 100000"},
		{"CONNECTIONS=0", "run.sh: CONNECTIONS=0: must be a whole number from 1 to 1048576"},
		{"CONNECTIONS=x1", "run.sh: CONNECTIONS=x1:"},
	} {
		cmd := exec.Command(shell, "../../run.sh")
		cmd.Env = append(os.Environ(), tc.env)
		out, err := cmd.CombinedOutput()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 2 {
			t.Errorf("%s: err %v, want exit status 2", tc.env, err)
		}
		if got := strings.TrimSpace(string(out)); !strings.HasPrefix(got, tc.want) || strings.Contains(got, "\n") {
			t.Errorf("%s: output %q, want one line starting %q", tc.env, got, tc.want)
		}
	}
}

func TestHandEditRefusedThenForced(t *testing.T) {
	t.Parallel()
	w := goodWorkspace(t)
	edited := bytes.Replace(w.read(t, "README.md"), []byte("What the figures mean"), []byte("What the figures say"), 1)
	mustWrite(t, w.path("README.md"), edited)
	_, _, err := w.run(nil, "-reps", "1")
	if err == nil || !strings.Contains(err.Error(), "edited by hand") || !strings.Contains(err.Error(), "-force") {
		t.Fatalf("err = %v, want a refusal naming -force", err)
	}
	if got := w.read(t, "README.md"); !bytes.Equal(got, edited) {
		t.Fatal("the refused run changed README.md")
	}
	if _, _, err := w.run(nil, "-reps", "1", "-force"); err != nil {
		t.Fatalf("-force: %v", err)
	}
	if bytes.Contains(w.read(t, "README.md"), []byte("What the figures say")) {
		t.Error("-force kept the hand edit")
	}
}

func TestHostileCPUName(t *testing.T) {
	t.Parallel()
	const name = "Evil | CPU <b>*x*</b> `tick`"
	w := newWorkspace(t, handREADME)
	proc, err := filepath.Abs("../../machine/testdata/hostile/proc")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := w.run(map[string]string{"HOST_PROC": proc}, "-reps", "1"); err != nil {
		t.Fatal(err) // render itself parses every table back and compares its cells
	}
	if !strings.Contains(string(w.read(t, "results/raw.txt")), "cpu: "+name+"\n") {
		t.Errorf("raw.txt does not carry the model name unchanged")
	}
	if got := machineCell(t, w.read(t, "results/summary.md"), "cpu"); got != name { // the README links it
		t.Errorf("results/summary.md: the machine table's cpu cell displays %q, want %q", got, name)
	}
}

// machineCell finds the row whose first cell is key in the last table of
// a Markdown document and returns the text its second cell displays.
func machineCell(t *testing.T, md []byte, key string) string {
	t.Helper()
	root := goldmark.New(goldmark.WithExtensions(extension.GFM)).Parser().Parse(text.NewReader(md))
	var found string
	for n := root.FirstChild(); n != nil; n = n.NextSibling() {
		for r := n.FirstChild(); r != nil; r = r.NextSibling() {
			if r.Kind().String() != "TableRow" {
				continue
			}
			if c := r.FirstChild(); c != nil && render.CellText(md, c) == key && c.NextSibling() != nil {
				found = render.CellText(md, c.NextSibling())
			}
		}
	}
	return found
}

func TestCheckFailsOnAnyChange(t *testing.T) {
	t.Parallel()
	w := goodWorkspace(t)
	if _, _, err := w.run(nil, "-check"); err != nil {
		t.Fatalf("-check on a fresh run: %v", err)
	}
	readme, summary, tmpl := w.read(t, "README.md"), w.read(t, "results/summary.md"), w.read(t, "README.md.tmpl")
	for _, tc := range []struct {
		name, file string
		orig       []byte
		from, to   string
	}{
		{"a figure in the README", "README.md", readme, "195.1 ms", "195.0 ms"},
		{"a figure in summary.md", "results/summary.md", summary, "39.8200 %", "39.8201 %"},
		{"a template word", "README.md.tmpl", tmpl, "hides the stall", "hides a stall"},
		{"a figure in raw.txt", "results/raw.txt", w.read(t, "results/raw.txt"), "RESULT open.p99.9 199600.0 us", "RESULT open.p99.9 199700.0 us"},
		{"a count in open.hgrm", "results/open.hgrm", w.read(t, "results/open.hgrm"), "Total count    =       100000", "Total count    =       100001"},
		{"a colour in the plot", "results/percentiles.svg", w.read(t, "results/percentiles.svg"), "stroke:#D62728", "stroke:#D62729"},
		{"a distribution in raw.txt", "results/raw.txt", w.read(t, "results/raw.txt"), "dist open first-ns=100000 step-ns=100000 count=2001 times=20", "dist open first-ns=100000 step-ns=100000 count=2001 times=21"},
	} {
		if !bytes.Contains(tc.orig, []byte(tc.from)) {
			t.Fatalf("%s: %q not found", tc.name, tc.from)
		}
		mustWrite(t, w.path(tc.file), bytes.Replace(tc.orig, []byte(tc.from), []byte(tc.to), 1))
		stdout, _, err := w.run(nil, "-check")
		if err == nil || !strings.Contains(err.Error(), "stale") {
			t.Errorf("%s: -check err = %v, want stale", tc.name, err)
		}
		if !strings.Contains(stdout, "@@ ") {
			t.Errorf("%s: -check printed no unified diff", tc.name)
		}
		mustWrite(t, w.path(tc.file), tc.orig)
	}
}

// TestRawIsBenchmarkFormat reads a fresh raw file with benchfmt, the
// reader benchstat uses.
func TestRawIsBenchmarkFormat(t *testing.T) {
	t.Parallel()
	w := newWorkspace(t, handREADME)
	const reps = 3
	if _, _, err := w.run(nil, "-reps", strconv.Itoa(reps)); err != nil {
		t.Fatal(err)
	}
	r := benchfmt.NewReader(bytes.NewReader(w.read(t, "results/raw.txt")), "raw.txt")
	var results []*benchfmt.Result
	var configs []string
	for r.Scan() {
		switch rec := r.Result().(type) {
		case *benchfmt.SyntaxError:
			t.Errorf("syntax error: %v", rec)
		case *benchfmt.Result:
			results = append(results, rec.Clone())
			var cfg []string
			for _, c := range rec.Config {
				cfg = append(cfg, c.Key+"="+string(c.Value))
			}
			configs = append(configs, strings.Join(cfg, ";"))
		}
	}
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	if len(results) != 2*reps {
		t.Fatalf("%d benchmark results, want %d (one per rep and client)", len(results), 2*reps)
	}
	for i, res := range results {
		if configs[i] != configs[0] {
			t.Errorf("result %d has a different configuration, which splits benchstat's tables", i)
		}
		if res.Iters != int(sim.Default().Requests()) {
			t.Errorf("result %d: %d iterations, want the simulated requests", i, res.Iters)
		}
		if v, ok := res.Value("sec/op"); !ok || v <= 0 {
			t.Errorf("result %d: no positive sec/op", i)
		}
		if res.GetConfig("goos") == "" || res.GetConfig("cpu") == "" || res.GetConfig("service") != "100µs" {
			t.Errorf("result %d: configuration lacks goos, cpu or service: %s", i, configs[i])
		}
	}
}

// TestTemplatesHoldNoFigures checks that no number written in the templates'
// text (outside {{ }} actions) equals a figure of a RESULT line.
func TestTemplatesHoldNoFigures(t *testing.T) {
	t.Parallel()
	f, err := rawfile.ReadFile("../../testdata/raw.txt")
	if err != nil {
		t.Fatal(err)
	}
	figures := map[float64]string{}
	for _, r := range f.Results {
		figures[r.Float()] = r.Key
	}
	// Percentile names and version numbers are not figures, nor are the
	// numbers in these formulas, which are removed before the scan.
	labels := map[string]bool{"50": true, "90": true, "99": true, "99.9": true, "2.1.10": true}
	formulas := strings.NewReplacer("LIVE=1", " ", "1/(1−p)", " ", "p/100", " ", "2I", " ", "2E", " ", "at least 1", " ", "wrk2", " ", "h2load", " ", "k6", " ")
	actions := regexp.MustCompile(`(?s)\{\{.*?\}\}|(?m)^\d+\. `) // actions, and list items' numbers
	number := regexp.MustCompile(`\d+(?:\.\d+)*`)
	files, _ := filepath.Glob("../../templates/*.tmpl")
	files = append(files, "../../README.md.tmpl")
	for _, file := range files {
		text := formulas.Replace(actions.ReplaceAllString(string(mustRead(t, file)), " "))
		for _, n := range number.FindAllString(text, -1) {
			v, err := strconv.ParseFloat(n, 64)
			if err != nil || labels[n] {
				continue
			}
			if key, ok := figures[v]; ok {
				t.Errorf("%s: %s is written in the template; it is the figure %s and must come from the data", file, n, key)
			}
		}
	}
}

func mustRead(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
