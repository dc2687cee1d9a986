package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/pmezard/go-difflib/difflib"

	"coordinated-omission/internal/audit"
	"coordinated-omission/internal/files"
	"coordinated-omission/internal/measure"
	"coordinated-omission/internal/progress"
	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/render"
	"coordinated-omission/internal/results"
)

// check re-renders from the raw file and compares with what is on disk,
// naming every file that disagrees. It takes no lock: it writes nothing.
func check(o options, stdout io.Writer) error {
	f, lv, in, err := o.readSources()
	if err != nil {
		return err
	}
	want, err := o.renderAll(in, f, lv, true)
	if err != nil {
		return err
	}
	var stale []string
	for _, w := range want {
		have, err := files.ReadBounded(w.Path, maxInput)
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		if w.Absent == (err != nil) && string(have) == string(w.Data) {
			continue
		}
		fmt.Fprint(stdout, unifiedDiff(w.Path, w.Path+" (rendered from "+o.sources(lv)+")", have, w.Data))
		stale = append(stale, w.Path)
	}
	if len(stale) > 0 {
		return fmt.Errorf("%s: stale against %s and the templates; go run ./cmd/report -render rewrites them from it (./run.sh also re-simulates)", strings.Join(stale, " and "), o.sources(lv))
	}
	fmt.Fprintf(stdout, "%s: up to date with %s\n", strings.Join(render.Paths(want), ", "), o.sources(lv))
	if s, err := results.Decode(f); err == nil { // renderAll decoded it already
		fmt.Fprintln(stdout, render.ExperimentsLine(o.rawPath(), s.Config.Experiments))
	}
	return nil
}

// readSources reads what a re-render draws on: the raw file, the live
// file if there is one, and the README and its template.
func (o options) readSources() (f, lv *rawfile.File, in inputs, err error) {
	if f, err = rawfile.ReadFile(o.rawPath()); err != nil {
		return nil, nil, in, err
	}
	if lv, err = o.readLive(); err != nil {
		return nil, nil, in, err
	}
	in, err = o.load()
	return f, lv, in, err
}

// sources names the files the outputs are rendered from.
func (o options) sources(lv *rawfile.File) string {
	names := []string{o.rawPath()}
	if lv != nil {
		names = append(names, o.livePath())
	}
	for _, path := range []string{o.panelPath(), o.layout().Path(render.FieldAuditFile)} {
		if p, err := o.readOptional(path); err == nil && p != nil && (path == o.panelPath() || !o.quick) {
			names = append(names, path)
		}
	}
	return render.List(names)
}

// unifiedDiff returns a unified diff of two texts with three lines of context.
func unifiedDiff(nameA, nameB string, a, b []byte) string {
	d, _ := difflib.GetUnifiedDiffString(difflib.UnifiedDiff{
		A: difflib.SplitLines(string(a)), B: difflib.SplitLines(string(b)),
		FromFile: nameA, ToFile: nameB, Context: 3,
	})
	return d
}

// verify re-simulates the scenario recorded in the raw file at path, with
// its number of reps, and compares every figure that does not depend on
// the wall clock or the machine (see measure.Compare). A raw file named
// quick-… must be a quick run's, and any other a full run's. It takes no
// lock: it writes nothing.
func verify(path string, stdout, stderr io.Writer) error {
	f, err := rawfile.ReadFile(path)
	if err != nil {
		return err
	}
	if m, _ := f.Config.Get("mode"); m == results.AuditMode {
		return audit.VerifyFile(path, f, stdout, func(p string) (io.ReadCloser, error) { return os.Open(p) })
	}
	mode := results.Full
	if strings.HasPrefix(filepath.Base(path), "quick-") {
		mode = results.Quick
	}
	p := progress.New(stderr)
	diffs, e, err := measure.Verify(f, mode, p.Update)
	p.Finish()
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if len(diffs) > 0 {
		const most = 40
		for _, d := range diffs[:min(len(diffs), most)] {
			fmt.Fprintln(stdout, d)
		}
		if len(diffs) > most {
			fmt.Fprintf(stdout, "… and %d more\n", len(diffs)-most)
		}
		return fmt.Errorf("%s: does not reproduce: %d difference(s), listed above; the first: %s", path, len(diffs), diffs[0])
	}
	fmt.Fprintf(stdout, "%s reproduces: %d configuration lines, %d Benchmark lines, %d run lines, %d dist lines, %d sweep points (the random model's included), %d RESULT figures and %q\n",
		path, len(f.Config), len(f.Benchmarks), len(f.Runs), len(f.Dists), len(f.Sweeps), len(f.Results), f.Checks)
	fmt.Fprintln(stdout, render.ExperimentsLine(path, e)+"; -verify computed them again")
	return nil
}

// maxInput bounds every file the report reads besides the raw file: the
// README, its template, the disassembly and the files -check compares.
const maxInput = 64 << 20
