package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
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
	if m := o.judge.Mode(); m != "" {
		return m
	}
	return "-live"
}

// validateJudge checks -judge's and -serve's flags, and takes -judge's
// command from the arguments after --.
func (o *options) validateJudge(fs *flag.FlagSet) error {
	if err := o.judge.Check(fs.Args(), o.live || o.check || o.render || o.verify != "" || o.quick); err != nil {
		return usageError{err}
	}
	return nil
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
	req := o.judge.Request(sc)
	var j results.Judged
	var err error
	if o.judge.Serve {
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
	if _, err := verdict.ReadBack(path, text); err != nil {
		return err
	}
	fmt.Fprint(stdout, render.Judgement(&j, js.Scenario, js.Random))
	unlock, err := folderlock.Take(o.results, "-results", []string{path}, stderr)
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

// machineFields are the machine's description as a file's configuration.
func machineFields(desc machine.Description) rawfile.Fields {
	var fields rawfile.Fields
	for _, kv := range desc.KeyValues() {
		fields = append(fields, rawfile.KV{Key: kv.Key, Value: kv.Value})
	}
	return fields
}
