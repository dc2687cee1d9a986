package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"coordinated-omission/internal/folderlock"
	"coordinated-omission/internal/judge"
	"coordinated-omission/internal/listing"
	"coordinated-omission/internal/live"
	"coordinated-omission/internal/measure"
	"coordinated-omission/internal/progress"
	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/render"
	"coordinated-omission/internal/results"
	"coordinated-omission/internal/verdict"
	"coordinated-omission/machine"
)

// report simulates, checks, renders and then writes, holding the results
// folder's lock from before it reads the README to after its last write.
func report(o options, getenv func(string) string, stdout, stderr io.Writer) error {
	if _, err := o.load(); err != nil { // fail fast, before touching anything
		return err
	}
	var asm []string
	if o.asm != "" {
		var err error
		if asm, err = listing.ReadFile(o.asm, maxInput); err != nil {
			return err
		}
	}
	unlock, err := o.lock(stderr)
	if err != nil {
		return err
	}
	defer unlock()
	in, err := o.load() // again, under the lock: another run may have written it
	if err != nil {
		return err
	}
	desc, missing := machine.Describe(context.Background(), getenv)
	if len(missing) > 0 {
		fmt.Fprintf(stderr, "report: could not read the machine's %s; reported as %q\n", strings.Join(missing, ", "), machine.Unknown)
	}
	f, rawText, err := o.simulate(desc, asm, stderr)
	if err != nil {
		return err
	}
	outputs := []render.Output{{Path: o.rawPath(), Data: rawText}}
	lv, liveText, err := o.liveFile(desc, stderr)
	if err != nil {
		return err
	}
	if liveText != nil {
		if outputs, err = o.withPanel(outputs, liveText, &in, desc, stderr); err != nil {
			return err
		}
	}
	rendered, err := o.renderAll(in, f, lv, o.force)
	if err != nil {
		return err
	}
	outputs = append(outputs, rendered...)
	changed := render.Changed(outputs, maxInput)
	if err := render.WriteAll(outputs); err != nil {
		return err
	}
	o.keepExperiments(f, rawText, stderr)
	table, err := render.Terminal(f)
	if err != nil {
		return err
	}
	fmt.Fprint(stdout, table)
	if liveText != nil {
		fmt.Fprintln(stdout, render.LiveLine(lv))
	}
	fmt.Fprintln(stdout, changed)
	return nil
}

// simulate measures the scenario and returns its raw file, as parsed and
// as text.
func (o options) simulate(desc machine.Description, asm []string, stderr io.Writer) (*rawfile.File, []byte, error) {
	fixed, err := o.fixedExperiments(stderr)
	if err != nil {
		return nil, nil, err
	}
	clock := machine.EstimateClock()
	p := progress.New(stderr)
	m, err := measure.Measure(o.sc, o.reps, p.Update)
	p.Finish()
	if err == nil {
		err = m.MeasureVariance(o.random, fixed)
	}
	if err != nil {
		return nil, nil, err
	}
	f := measure.File(desc, clock, o.mode(), m)
	f.Asm = asm
	rawText := rawfile.Write(f)
	if f, err = rawfile.Parse(o.rawPath(), strings.NewReader(string(rawText))); err != nil {
		return nil, nil, fmt.Errorf("the raw file this run would write does not parse back: %w", err)
	}
	return f, rawText, nil
}

// liveFile runs the live experiment with -live and returns its file, as
// parsed and as text; without -live it returns the last live run's file,
// if there is one, and no text.
func (o options) liveFile(desc machine.Description, stderr io.Writer) (*rawfile.File, []byte, error) {
	if !o.live {
		lv, err := o.readLive()
		return lv, nil, err
	}
	res, err := live.Run(context.Background(), o.liveScenario(), stderr)
	if err != nil {
		return nil, nil, err
	}
	text := rawfile.Write(live.File(res, machineFields(desc)))
	lv, err := rawfile.Parse(o.livePath(), strings.NewReader(string(text)))
	if err != nil {
		return nil, nil, fmt.Errorf("the live file this run would write does not parse back: %w", err)
	}
	return lv, text, nil
}

// withPanel adds the live file's text to outputs, runs the live panel and
// adds its file, and gives it to in for rendering.
func (o options) withPanel(outputs []render.Output, liveText []byte, in *inputs, desc machine.Description, stderr io.Writer) ([]render.Output, error) {
	outputs = append(outputs, render.Output{Path: o.livePath(), Data: liveText})
	panel, panelText, err := o.panelFile(desc, stderr)
	if err != nil {
		return nil, err
	}
	in.panel = panel
	return append(outputs, render.Output{Path: o.panelPath(), Data: panelText}), nil
}

// panelFile runs the live panel, the real load generators found on PATH,
// and returns its file, as parsed and as text.
func (o options) panelFile(desc machine.Description, stderr io.Writer) (*rawfile.File, []byte, error) {
	sc := o.liveScenario()
	runs, err := judge.RunPanel(context.Background(), sc, judge.Panel, stderr)
	if err != nil {
		return nil, nil, err
	}
	js := &results.Judgements{Machine: machineFields(desc), Scenario: measure.Scenario(sc.Scenario), Random: measure.LiveRandom(sc), Runs: runs}
	text := rawfile.Write(verdict.Encode(js))
	f, err := verdict.ReadBack(o.panelPath(), text)
	return f, text, err
}

// lock creates the results folder if need be, takes its lock, and removes
// what a killed run left behind.
func (o options) lock(stderr io.Writer) (unlock func(), err error) {
	return folderlock.Take(o.results, "-results", o.outputPaths(), stderr)
}

// outputPaths are the files a run may write: the raw files, what render
// writes, and the README.
func (o options) outputPaths() []string {
	paths := append([]string{o.rawPath(), o.livePath(), o.panelPath()}, o.layout().Files()...)
	if !o.quick {
		paths = append(paths, o.readme)
	}
	return paths
}

// renderOnly re-renders every file drawn from the raw file and writes it,
// without simulating: for someone editing a template.
func renderOnly(o options, stdout, stderr io.Writer) error {
	if _, err := o.load(); err != nil {
		return err
	}
	unlock, err := o.lock(stderr)
	if err != nil {
		return err
	}
	defer unlock()
	f, lv, in, err := o.readSources()
	if err != nil {
		return err
	}
	outputs, err := o.renderAll(in, f, lv, o.force)
	if err != nil {
		return err
	}
	changed := render.Changed(outputs, maxInput)
	if err := render.WriteAll(outputs); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "rendered from %s; %s\n", o.sources(lv), changed)
	return nil
}
