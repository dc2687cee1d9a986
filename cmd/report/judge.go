package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"coordinated-omission/internal/files"
	"coordinated-omission/internal/folderlock"
	"coordinated-omission/internal/judge"
	"coordinated-omission/internal/measure"
	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/render"
	"coordinated-omission/internal/results"
	"coordinated-omission/internal/verdict"
	"coordinated-omission/machine"
)

// liveMode names the mode that runs on the wall clock, for errors.
func (o *options) liveMode() string {
	switch {
	case o.judge:
		return "-judge"
	case o.serve:
		return "-serve"
	}
	return "-live"
}

// validateJudge checks -judge's and -serve's flags, and takes -judge's
// command from the arguments after --.
func (o *options) validateJudge(fs *flag.FlagSet) error {
	o.command = fs.Args()
	others := o.live || o.check || o.render || o.verify != "" || o.quick
	switch {
	case o.judge && o.serve:
		return usagef("-judge runs a command and -serve waits for one started by hand; give one of them")
	case (o.judge || o.serve) && others:
		return usagef("%s cannot be combined with -live, -check, -render, -verify or -quick", o.liveMode())
	case o.judge && len(o.command) == 0:
		return usagef("-judge needs a command after --: report -judge -- wrk -t1 -c10 -d5s --latency {url}")
	case o.judge && o.command[0] == "":
		return usagef("-judge: the command after -- is empty")
	case !o.judge && len(o.command) > 0:
		return usagef("unexpected argument %q; all input is given by flags, and only -judge takes a command after --", o.command[0])
	case (o.judgeOutput != "" || o.judgeFormat != "" || o.judgeUnit != "" || o.judgeColumn != "") && !o.judge && !o.serve:
		return usagef("-judge-output, -judge-format, -judge-unit and -judge-column are -judge's and -serve's")
	}
	if err := o.figures().Check(); err != nil {
		return usagef("%v", err)
	}
	return nil
}

// figures are the flags that say how the tool's figures are read and
// where a served tool is served.
func (o *options) figures() judge.Figures {
	return judge.Figures{Format: o.judgeFormat, Unit: o.judgeUnit, Column: o.judgeColumn, Listen: o.listen, Serve: o.serve}
}

// judgeMode runs -judge or -serve: it judges one tool, prints the
// judgement, and writes results/judge-<tool>.txt.
func judgeMode(o options, getenv func(string) string, stdout, stderr io.Writer) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := folderlock.CheckFolder(o.results); err != nil { // before the tool runs, not after
		return err
	}
	sc := o.liveScenario()
	req := judge.Request{Scenario: sc, Command: o.command, Format: o.judgeFormat, OutputFile: o.judgeOutput,
		Options: o.figures().Options(), Listen: o.listen}
	var j results.Judged
	var err error
	if o.serve {
		req.Run = "serve"
		j, err = judge.Serve(ctx, req, stdout)
	} else {
		j, err = judge.Judge(ctx, req, stderr)
	}
	if err != nil {
		return err
	}
	desc, _ := machine.Describe(ctx, getenv)
	js := &results.Judgements{Machine: machineFields(desc), Scenario: measure.Scenario(sc.Scenario), Random: measure.LiveRandom(sc), Runs: []results.Judged{j}}
	text := rawfile.Write(verdict.Encode(js))
	path := filepath.Join(o.results, "judge-"+j.Run+".txt")
	if _, err := checkBack(path, text); err != nil {
		return err
	}
	fmt.Fprint(stdout, render.Judgement(&j, js.Scenario, js.Random))
	if err := os.MkdirAll(o.results, 0o755); err != nil {
		return fmt.Errorf("-results %s: %w", o.results, files.UnwrapPath(err))
	}
	unlock, err := folderlock.Lock(o.results, folderlock.Wait)
	if err != nil {
		return err
	}
	defer unlock()
	if err := files.WriteAtomic(path, text); err != nil {
		return err
	}
	fmt.Fprintln(stdout, "wrote:", path)
	return nil
}

// checkBack returns a file of judged tools that this run would write, as
// parsed, and refuses one that does not read back.
func checkBack(path string, text []byte) (*rawfile.File, error) {
	f, err := rawfile.Parse(path, strings.NewReader(string(text)))
	if err == nil {
		_, err = verdict.Decode(f)
	}
	if err != nil {
		return nil, fmt.Errorf("the file this run would write does not read back: %w", err)
	}
	return f, nil
}

// machineFields are the machine's description as a file's configuration.
func machineFields(desc machine.Description) rawfile.Fields {
	var fields rawfile.Fields
	for _, kv := range desc.KeyValues() {
		fields = append(fields, rawfile.KV{Key: kv.Key, Value: kv.Value})
	}
	return fields
}
