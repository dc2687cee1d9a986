package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/pmezard/go-difflib/difflib"

	"coordinated-omission/internal/measure"
	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/render"
	"coordinated-omission/machine"
)

// report simulates, checks, renders and then writes.
func report(o options, getenv func(string) string, stdout, stderr io.Writer) error {
	if err := checkResultsFolder(o.results); err != nil {
		return err
	}
	in, err := o.load()
	if err != nil {
		return err
	}
	var asm []string
	if o.asm != "" {
		if asm, err = readAsm(o.asm); err != nil {
			return err
		}
	}
	desc, missing := machine.Describe(context.Background(), getenv)
	if len(missing) > 0 {
		fmt.Fprintf(stderr, "report: could not read the machine's %s; reported as %q\n", strings.Join(missing, ", "), machine.Unknown)
	}
	clock := machine.EstimateClock()
	m, err := measure.Measure(o.sc, o.reps)
	if err != nil {
		return err
	}
	f := measure.File(desc, clock, o.mode(), m)
	f.Asm = asm
	rawText := rawfile.Write(f)
	if f, err = rawfile.Parse(o.rawPath(), strings.NewReader(string(rawText))); err != nil {
		return fmt.Errorf("the raw file this run would write does not parse back: %w", err)
	}
	rendered, err := o.renderAll(in, f, o.force)
	if err != nil {
		return err
	}
	outputs := append([]render.Output{{Path: o.rawPath(), Data: rawText}}, rendered...)
	if err := writeAll(o.results, outputs); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%v; wrote %s\n", f.Checks, strings.Join(pathsOf(outputs), ", "))
	return nil
}

// check re-renders from the raw file and compares with what is on disk.
func check(o options, stdout io.Writer) error {
	f, err := rawfile.ReadFile(o.rawPath())
	if err != nil {
		return err
	}
	in, err := o.load()
	if err != nil {
		return err
	}
	want, err := o.renderAll(in, f, true)
	if err != nil {
		return err
	}
	var stale []string
	for _, w := range want {
		have, err := os.ReadFile(w.Path)
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("%s: %w", w.Path, unwrapPath(err))
		}
		if string(have) == string(w.Data) {
			continue
		}
		fmt.Fprint(stdout, unifiedDiff(w.Path, w.Path+" (rendered from "+o.rawPath()+")", have, w.Data))
		stale = append(stale, w.Path)
	}
	if len(stale) > 0 {
		return fmt.Errorf("%s: stale against %s and the templates; go run ./cmd/report -render rewrites them from it (./run.sh also re-simulates)", strings.Join(stale, " and "), o.rawPath())
	}
	fmt.Fprintf(stdout, "%s: up to date with %s\n", strings.Join(pathsOf(want), ", "), o.rawPath())
	return nil
}

// unifiedDiff returns a unified diff of two texts with three lines of context.
func unifiedDiff(nameA, nameB string, a, b []byte) string {
	d, _ := difflib.GetUnifiedDiffString(difflib.UnifiedDiff{
		A: difflib.SplitLines(string(a)), B: difflib.SplitLines(string(b)),
		FromFile: nameA, ToFile: nameB, Context: 3,
	})
	return d
}

// renderOnly re-renders every file drawn from the raw file and writes it,
// without simulating: for someone editing a template.
func renderOnly(o options, stdout io.Writer) error {
	f, err := rawfile.ReadFile(o.rawPath())
	if err != nil {
		return err
	}
	in, err := o.load()
	if err != nil {
		return err
	}
	outputs, err := o.renderAll(in, f, o.force)
	if err != nil {
		return err
	}
	if err := writeAll(o.results, outputs); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "rendered from %s: %s\n", o.rawPath(), strings.Join(pathsOf(outputs), ", "))
	return nil
}

// verify re-simulates the scenario recorded in the raw file at path, with
// its number of reps, and compares every figure that does not depend on
// the wall clock or the machine (see measure.Compare). A raw file named
// quick-… must be a quick run's, and any other a full run's.
func verify(path string, stdout io.Writer) error {
	f, err := rawfile.ReadFile(path)
	if err != nil {
		return err
	}
	sc, reps, err := measure.ScenarioOf(f)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	m, err := measure.Measure(sc, reps)
	if err != nil {
		return fmt.Errorf("%s: re-simulating: %w", path, err)
	}
	mode := measure.Full
	if strings.HasPrefix(filepath.Base(path), "quick-") {
		mode = measure.Quick
	}
	want := measure.File(machine.Description{}, machine.Clock{}, mode, m)
	if diffs := measure.Compare(f, want); len(diffs) > 0 {
		const most = 40
		for _, d := range diffs[:min(len(diffs), most)] {
			fmt.Fprintln(stdout, d)
		}
		if len(diffs) > most {
			fmt.Fprintf(stdout, "… and %d more\n", len(diffs)-most)
		}
		return fmt.Errorf("%s: does not reproduce: %d difference(s), listed above; the first: %s", path, len(diffs), diffs[0])
	}
	fmt.Fprintf(stdout, "%s reproduces: %d configuration lines, %d Benchmark lines, %d run lines, %d dist lines, %d sweep points, %d RESULT figures and %q\n",
		path, len(f.Config), len(f.Benchmarks), len(f.Runs), len(f.Dists), len(f.Sweeps), len(f.Results), f.Checks)
	return nil
}

func pathsOf(outputs []render.Output) []string {
	p := make([]string, len(outputs))
	for i, o := range outputs {
		p[i] = o.Path
	}
	return p
}
