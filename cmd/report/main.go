// Command report runs the coordinated-omission simulation, checks every
// figure against the closed form, writes the evidence to results/raw.txt,
// and renders results/summary.md and the README's results section from it.
//
// Usage:
//
//	report [flags]               simulate, check, write results/ and the README section
//	report -quick                5 simulated seconds; writes results/quick-*, not the README
//	report -check                re-render from results/raw.txt; fail with a diff if stale
//	report -verify FILE          re-simulate FILE's scenario and compare every figure
//
// Usage errors exit 2 and failures exit 1.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"text/template"

	"coordinated-omission/machine"
	"coordinated-omission/sim"
)

func main() {
	if err := run(os.Args[1:], os.Getenv, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "report:", err)
		if errors.As(err, new(usageError)) {
			os.Exit(2)
		}
		os.Exit(1)
	}
}

// A usageError is a mistake in the command line.
type usageError struct{ error }

func usagef(format string, args ...any) error { return usageError{fmt.Errorf(format, args...)} }

// options are the parsed command line.
type options struct {
	sc                  sim.Scenario
	reps                int
	quick, force, check bool
	verify              string
	results, readme     string
	template            string
	asm                 string
}

const maxReps = 100_000

func parseFlags(args []string, stdout io.Writer) (options, error) {
	def := sim.Default()
	var o options
	fs := flag.NewFlagSet("report", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are reported in one line by main
	fs.DurationVar(&o.sc.Service, "service", def.Service, "`time` the server takes per request (S)")
	fs.DurationVar(&o.sc.Interval, "interval", def.Interval, "`time` between two requests' due times (I)")
	fs.DurationVar(&o.sc.Stall, "stall", def.Stall, "`time` each stall lasts (D)")
	fs.DurationVar(&o.sc.Period, "period", def.Period, "`time` from one stall's start to the next (P)")
	fs.DurationVar(&o.sc.FirstStall, "first-stall", def.FirstStall, "`time` the first stall begins (F)")
	fs.DurationVar(&o.sc.Duration, "duration", def.Duration, "simulated `time` over which requests fall due (T); 5s with -quick")
	fs.IntVar(&o.reps, "reps", 31, "timed runs after one warmup run")
	fs.BoolVar(&o.quick, "quick", false, "smoke run: 5 simulated seconds, writes results/quick-* and leaves the README alone")
	fs.BoolVar(&o.force, "force", false, "replace the README's results section even if it was edited by hand")
	fs.StringVar(&o.results, "results", "results", "`folder` for raw.txt and summary.md")
	fs.StringVar(&o.readme, "readme", "README.md", "the README `file` whose results section is replaced")
	fs.StringVar(&o.template, "template", "README.md.tmpl", "the template `file` of the README's results section")
	fs.StringVar(&o.asm, "asm", "", "disassembly `file` of this binary's client loops, whose first line is \"# sha256 <hex of the binary>\" (run.sh writes it)")
	fs.BoolVar(&o.check, "check", false, "re-render from the raw file without simulating; exit 1 with a diff if anything is stale")
	fs.StringVar(&o.verify, "verify", "", "re-simulate the scenario recorded in raw `file` and compare every deterministic figure")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(stdout)
			fmt.Fprintln(stdout, "usage: report [flags]")
			fs.PrintDefaults()
			return o, err
		}
		return o, usageError{err}
	}
	if fs.NArg() > 0 {
		return o, usagef("unexpected argument %q; all input is given by flags", fs.Arg(0))
	}
	if o.reps < 1 || o.reps > maxReps {
		return o, usagef("-reps must be between 1 and %d, got %d", maxReps, o.reps)
	}
	if o.check && o.verify != "" {
		return o, usagef("-check and -verify cannot be combined")
	}
	if o.quick {
		explicit := false
		fs.Visit(func(f *flag.Flag) { explicit = explicit || f.Name == "duration" })
		if !explicit {
			o.sc.Duration = sim.QuickDuration
		}
	}
	if err := o.sc.Validate(); err != nil {
		return o, usagef("scenario: %w", err)
	}
	return o, nil
}

// run is the command, with its environment passed in: args without the
// program name, getenv for HOST_PROC, HOST_SYS and HOST_ETC, and the two
// output streams.
func run(args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	o, err := parseFlags(args, stdout)
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	if err != nil {
		return err
	}
	switch {
	case o.check:
		return check(o, stdout)
	case o.verify != "":
		return verify(o.verify, stdout)
	}
	return report(o, getenv, stdout, stderr)
}

// resultPath returns the path of a file in the results folder; a quick
// run's files are prefixed quick-.
func (o options) resultPath(name string) string {
	if o.quick {
		name = "quick-" + name
	}
	return filepath.Join(o.results, name)
}

// link returns target as a Markdown link from a document in folder from.
func link(from, target string) string {
	rel, err := filepath.Rel(from, target)
	if err != nil {
		rel = target
	}
	return filepath.ToSlash(rel)
}

// readme holds the README and its template, read before anything is run.
type readme struct {
	src       []byte
	templates *template.Template
}

// load reads what rendering needs: the README and its template unless in
// quick mode, which renders only the summary.
func (o options) load() (readme, error) {
	if o.quick {
		t, err := parseTemplates("", nil)
		return readme{templates: t}, err
	}
	src, err := os.ReadFile(o.readme)
	if err != nil {
		return readme{}, fmt.Errorf("-readme %s: %w (the report fills an existing README's results section; it never creates one)", o.readme, unwrapPath(err))
	}
	if _, err := findSection(o.readme, src); err != nil {
		return readme{}, err
	}
	tmpl, err := os.ReadFile(o.template)
	if err != nil {
		return readme{}, fmt.Errorf("-template %s: %w", o.template, unwrapPath(err))
	}
	t, err := parseTemplates(o.template, tmpl)
	return readme{src: src, templates: t}, err
}

// unwrapPath drops the path from an *fs.PathError, which the message names already.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// checkResultsFolder fails if path exists and is not a folder.
func checkResultsFolder(path string) error {
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return nil // created when the results are written
	case err != nil:
		return fmt.Errorf("-results %s: %w", path, unwrapPath(err))
	case !fi.IsDir():
		return fmt.Errorf("-results %s: not a folder", path)
	}
	return nil
}

// renderAll renders every output but the raw file from the raw file's
// text alone: the summary, the plot, the .hgrm files and, unless quick,
// the README.
func (o options) renderAll(rm readme, rawPath string, rawText []byte) ([]output, error) {
	f, err := parseRaw(rawPath, rawText)
	if err != nil {
		return nil, err
	}
	summaryPath, plotPath := o.resultPath("summary.md"), o.resultPath("percentiles.svg")
	goarch, _ := f.get("goarch")
	asmPath := o.resultPath("sim_" + goarch + ".s")
	summary, err := render(rm.templates, "summary.md.tmpl", &doc{raw: f, Plot: link(o.results, plotPath), Asm: link(o.results, asmPath)})
	if err != nil {
		return nil, err
	}
	var hists [len(sim.Sets)]histogram
	for _, set := range sim.Sets {
		if hists[set], err = newHistogram(f.distsOf(set)); err != nil {
			return nil, fmt.Errorf("%s: %v recording: %w", rawPath, set, err)
		}
	}
	plotSVG, err := percentilePlot(hists)
	if err != nil {
		return nil, err
	}
	outputs := []output{{summaryPath, summary}, {plotPath, plotSVG}}
	for _, set := range sim.Sets {
		outputs = append(outputs, output{o.resultPath(set.String() + ".hgrm"), hists[set].hgrm()})
	}
	if len(f.asm) > 0 {
		outputs = append(outputs, output{asmPath, []byte(strings.Join(f.asm, "\n") + "\n")})
	}
	if o.quick {
		return outputs, nil
	}
	generated, err := render(rm.templates, o.template, &doc{raw: f, Plot: link(filepath.Dir(o.readme), plotPath), Asm: link(filepath.Dir(o.readme), asmPath)})
	if err != nil {
		return nil, err
	}
	newReadme, err := splice(o.readme, rm.src, generated, o.force || o.check)
	if err != nil {
		return nil, err
	}
	return append(outputs, output{o.readme, newReadme}), nil
}

// report simulates, checks, renders and then writes.
func report(o options, getenv func(string) string, stdout, stderr io.Writer) error {
	if err := checkResultsFolder(o.results); err != nil {
		return err
	}
	rm, err := o.load()
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
	m, err := measure(o.sc, o.reps)
	if err != nil {
		return err
	}
	rawPath := o.resultPath("raw.txt")
	f := buildRaw(desc, clock, o.sc, o.quick, m)
	f.asm = asm
	rawText := f.bytes()
	rendered, err := o.renderAll(rm, rawPath, rawText)
	if err != nil {
		return err
	}

	if err := os.MkdirAll(o.results, 0o755); err != nil {
		return fmt.Errorf("-results %s: %w", o.results, unwrapPath(err))
	}
	outputs := append([]output{{rawPath, rawText}}, rendered...)
	if err := writeAll(outputs); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%d closed-form checks passed over %d runs; wrote %s\n", checksPassed(m.runs), len(m.runs), strings.Join(pathsOf(outputs), ", "))
	return nil
}

// check re-renders from the raw file and compares with what is on disk.
func check(o options, stdout io.Writer) error {
	rawPath := o.resultPath("raw.txt")
	rawText, err := os.ReadFile(rawPath)
	if err != nil {
		return fmt.Errorf("%s: %w", rawPath, unwrapPath(err))
	}
	rm, err := o.load()
	if err != nil {
		return err
	}
	want, err := o.renderAll(rm, rawPath, rawText)
	if err != nil {
		return err
	}
	var stale []string
	for _, w := range want {
		have, err := os.ReadFile(w.path)
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("%s: %w", w.path, unwrapPath(err))
		}
		if d := unifiedDiff(w.path, w.path+" (rendered from "+rawPath+")", have, w.data); d != "" {
			fmt.Fprint(stdout, d)
			stale = append(stale, w.path)
		}
	}
	if len(stale) > 0 {
		return fmt.Errorf("%s: stale against %s and the templates; run ./run.sh to regenerate", strings.Join(stale, " and "), rawPath)
	}
	fmt.Fprintf(stdout, "%s: up to date with %s\n", strings.Join(pathsOf(want), ", "), rawPath)
	return nil
}

func pathsOf(outputs []output) []string {
	p := make([]string, len(outputs))
	for i, o := range outputs {
		p[i] = o.path
	}
	return p
}
