package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pmezard/go-difflib/difflib"
)

var update = flag.Bool("update", false, "rewrite the golden files in ../../testdata/golden")

// golden compares got with ../../testdata/golden/name, or writes it with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("../../testdata/golden", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		d, _ := difflib.GetUnifiedDiffString(difflib.UnifiedDiff{A: difflib.SplitLines(string(want)), B: difflib.SplitLines(string(got)), FromFile: name, ToFile: "got", Context: 2})
		t.Errorf("%s differs from the golden file (go test -update to accept):\n%s", name, d)
	}
}

var (
	// machineLines are the configuration lines before the scenario's.
	machineLines = regexp.MustCompile(`(?s)\A.*?\n(service: )`)
	nsPerOp      = regexp.MustCompile(`(?m)^(Benchmark\S+ \d+) \S+ ns/op`)
	timingResult = regexp.MustCompile(`(?m)^RESULT (cost|clock|time)\.\S+ \S+ `)
)

// deterministic blanks what a run cannot reproduce: the machine, the
// clock and the wall-clock figures.
func deterministic(raw []byte) []byte {
	raw = machineLines.ReplaceAll(raw, []byte("<machine and clock>\n$1"))
	raw = nsPerOp.ReplaceAll(raw, []byte("$1 <wall> ns/op"))
	return timingResult.ReplaceAll(raw, []byte("RESULT $1.… <wall> "))
}

// TestGoldenRaw pins every deterministic line of a quick run's raw file
// with two reps.
func TestGoldenRaw(t *testing.T) {
	t.Parallel()
	w := newWorkspace(t, handREADME)
	if _, _, err := w.run(nil, "-quick", "-reps", "2"); err != nil {
		t.Fatal(err)
	}
	golden(t, "raw-quick.txt", deterministic(w.read(t, "results/quick-raw.txt")))
}

// TestGoldenCheckDiff pins -check's output after one changed figure, in
// files rendered from the fixed raw file ../../testdata/raw.txt.
func TestGoldenCheckDiff(t *testing.T) {
	t.Parallel()
	w := newWorkspace(t, handREADME)
	raw := mustRead(t, "../../testdata/raw.txt")
	mustWrite(t, w.path("results/raw.txt"), raw)
	if _, _, err := w.run(nil, "-render"); err != nil {
		t.Fatal(err)
	}
	mustWrite(t, w.path("results/raw.txt"), bytes.Replace(raw, []byte("RESULT open.p99 195100.0 us"), []byte("RESULT open.p99 195000.0 us"), 1))
	out, _, err := w.run(nil, "-check")
	if err == nil {
		t.Fatal("-check passed after a changed figure")
	}
	got := strings.ReplaceAll(out+"error: "+err.Error()+"\n", w.dir, "$W")
	golden(t, "check-diff.txt", []byte(got))
}
