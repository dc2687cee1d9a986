package render

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"text/template"

	"github.com/pmezard/go-difflib/difflib"

	"coordinated-omission/internal/rawfile"
)

var update = flag.Bool("update", false, "rewrite the golden files in ../../testdata/golden")

// testRaw returns ../../testdata/raw.txt, a full run's raw file with a
// disassembly, with edits (old, new pairs) applied to its text.
func testRaw(t *testing.T, edits ...string) *rawfile.File {
	t.Helper()
	text, err := os.ReadFile("../../testdata/raw.txt")
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.NewReplacer(edits...).Replace(string(text))
	for i := 0; i+1 < len(edits); i += 2 {
		if !strings.Contains(string(text), edits[i]) {
			t.Fatalf("testdata/raw.txt has no %q", edits[i])
		}
	}
	f, err := rawfile.Parse("raw.txt", strings.NewReader(edited))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// readmeTemplates parses the embedded templates and the real README template.
func readmeTemplates(t *testing.T) *templateSet {
	t.Helper()
	text, err := os.ReadFile("../../README.md.tmpl")
	if err != nil {
		t.Fatal(err)
	}
	set, err := Templates("README.md.tmpl", text)
	if err != nil {
		t.Fatal(err)
	}
	return &templateSet{set}
}

func diff(a, b []byte) string {
	d, _ := difflib.GetUnifiedDiffString(difflib.UnifiedDiff{A: difflib.SplitLines(string(a)), B: difflib.SplitLines(string(b)), FromFile: "want", ToFile: "got", Context: 2})
	return d
}

// golden compares got with the file ../../testdata/golden/name, or writes
// it with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("../../testdata/golden", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (go test -update to accept):\n%s", name, diff(want, got))
	}
}

// TestGoldens renders the README section and the summary from the fixed
// raw file, as a README in the repository's root would link them.
func TestGoldens(t *testing.T) {
	set := readmeTemplates(t)
	f := testRaw(t)
	l := Layout{Results: "results"}
	section, err := Execute(set.t, "README.md.tmpl", Inputs{Raw: f}, l, ".")
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "readme-section.md", section)
	summary, err := Execute(set.t, "summary.md.tmpl", Inputs{Raw: f}, l, "results")
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "summary.md", summary)
	quick, err := Execute(set.t, "summary.md.tmpl", Inputs{Raw: f}, Layout{Results: "results", Prefix: "quick-"}, "results")
	if err != nil {
		t.Fatal(err)
	}
	for _, link := range []string{"(quick-percentiles.svg)", "(quick-closed.hgrm)", "(quick-open.hgrm)", "(quick-corrected.hgrm)"} {
		if !bytes.Contains(quick, []byte(link)) {
			t.Errorf("a quick summary does not link %s", link)
		}
	}
}

type templateSet struct{ t *template.Template }

func TestResultsFiles(t *testing.T) {
	set := readmeTemplates(t)
	out, err := Results(set.t, Inputs{Raw: testRaw(t)}, Layout{Results: "res", Prefix: "quick-"})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, o := range out {
		if o.Absent != (strings.HasSuffix(o.Path, "think.svg") || strings.HasSuffix(o.Path, "grid.svg") || strings.Contains(o.Path, "random")) {
			t.Errorf("%s: Absent = %v; a file without the random model's lines has only its two pictures and the random scenario's files absent", o.Path, o.Absent)
		}
		names = append(names, o.Path)
	}
	want := "res/quick-summary.md res/quick-percentiles.svg res/quick-connections.svg res/quick-closed.hgrm res/quick-open.hgrm res/quick-corrected.hgrm res/quick-think.svg res/quick-grid.svg res/quick-random.hlog res/quick-random.svg res/quick-sim_amd64.s"
	if got := strings.Join(names, " "); got != want {
		t.Errorf("Results wrote %s\nwant %s", got, want)
	}
	if asm := out[len(out)-1].Data; !bytes.HasPrefix(asm, []byte("# sha256 ")) || !bytes.HasSuffix(asm, []byte("\n")) {
		t.Errorf("the disassembly file does not start with its hash line or end with a newline")
	}
}

// TestSweepProseSaysWhereTheDirectionFails renders the README from a raw
// file in which one point's corrected p99 exceeds the open loop's, and
// expects the prose to name that point instead of claiming the direction
// held.
func TestSweepProseSaysWhereTheDirectionFails(t *testing.T) {
	set := readmeTemplates(t)
	const held = "the direction of neither ratio does"
	out, err := Execute(set.t, "README.md.tmpl", Inputs{Raw: testRaw(t)}, Layout{Results: "results"}, ".")
	if err != nil || !bytes.Contains(out, []byte(held)) {
		t.Fatalf("the committed sweep: %v; the prose does not say %q", err, held)
	}
	f := testRaw(t, "stall=200ms interval=200µs period=1s duration=5s checks=53 closed.p99-ns=100000 closed.p99.9-ns=100000 open.p99-ns=195100000 open.p99.9-ns=199600000 corrected.p99-ns=188100000",
		"stall=200ms interval=200µs period=1s duration=5s checks=53 closed.p99-ns=100000 closed.p99.9-ns=100000 open.p99-ns=195100000 open.p99.9-ns=199600000 corrected.p99-ns=196100000")
	out, err = Execute(set.t, "README.md.tmpl", Inputs{Raw: f}, Layout{Results: "results"}, ".")
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(out, []byte(held)) {
		t.Error("the prose still claims the direction held everywhere")
	}
	if want := "corrected/open p99 is 1.005 at utilisation 0.5, stall 200 ms"; !bytes.Contains(out, []byte(want)) {
		t.Errorf("the prose does not say %q", want)
	}
}

// TestTablesAreParsedBack: a table written by hand, not through .Table,
// is refused; so is a cell that would break the table.
func TestTablesAreParsedBack(t *testing.T) {
	set, err := Templates("t", []byte("| a | b |\n|---|---|\n| 1 | 2 |\n"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = Execute(set, "t", Inputs{Raw: testRaw(t)}, Layout{Results: "results"}, ".")
	if err == nil || !strings.Contains(err.Error(), "the output has 1 Markdown tables, but 0 were rendered with .Table") {
		t.Errorf("err = %v", err)
	}
	bad := table{name: "x", header: []string{"a", "b"}, rows: [][]string{{"1", "2"}}}
	md, err := markdownTable(bad)
	if err != nil {
		t.Fatal(err)
	}
	if err := verifyTables([]byte(md), []table{bad}); err != nil {
		t.Errorf("a good table: %v", err)
	}
	bad.rows[0][1] = "3"
	if err := verifyTables([]byte(md), []table{bad}); err == nil || !strings.Contains(err.Error(), `table x row 1: parsed as ["1" "2"], want ["1" "3"]`) {
		t.Errorf("a changed cell: err = %v", err)
	}
	bad.rows = append(bad.rows, []string{"5", "6"})
	if err := verifyTables([]byte(md), []table{bad}); err == nil || !strings.Contains(err.Error(), "table x: 2 rows parsed, want 3") {
		t.Errorf("a missing row: err = %v", err)
	}
}

func TestEscape(t *testing.T) {
	for _, s := range []string{"Evil | CPU <b>*x*</b> `tick`", "a\\b_c[d]~e&f", "line\nbreak\r\nand\rmore"} {
		tb := table{name: "t", header: []string{"k", "v"}, rows: [][]string{{"cpu", s}}}
		md, err := markdownTable(tb)
		if err != nil {
			t.Fatal(err)
		}
		want := strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(s)
		tb.rows[0][1] = want
		if err := verifyTables([]byte(md), []table{tb}); err != nil {
			t.Errorf("%q: %v", s, err)
		}
	}
}

func TestUnknownTable(t *testing.T) {
	d, err := docOf(Inputs{Raw: testRaw(t)})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Table("nope"); err == nil || !strings.HasPrefix(err.Error(), `no table "nope"; the tables are connections, counts, designs, examples, field-audit, generators, grid-corrected-open, grid-open-closed, grid-undecided, live, live-checks, live-disturbance, loops, machine`) {
		t.Errorf("err = %v", err)
	}
	if _, err := d.Ratios.OpenOverClosedAt("p42"); err == nil || err.Error() != `no open/closed ratio at p42` {
		t.Errorf("OpenOverClosedAt: err = %v", err)
	}
	if _, err := d.Timing.CostOf("nope"); err == nil || err.Error() != `no cost of the nope client` {
		t.Errorf("CostOf: err = %v", err)
	}
	if _, err := d.Hgrm("nope"); err == nil {
		t.Error("Hgrm(nope) found a link")
	}
	if c := d.Checks(); c.Runs != 3 || c.Passed != 3*105 {
		t.Errorf("Checks = %+v, want 315 over 3 runs", c)
	}
}
