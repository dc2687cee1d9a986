// Command report runs the coordinated-omission simulation, checks every
// figure against the closed form, writes the evidence to results/raw.txt,
// and renders results/summary.md, the plot, the .hgrm files and the
// README's results section from it.
//
// Usage:
//
//	report [flags]         simulate, check, write results/ and the README section
//	report -quick          5 simulated seconds; writes results/quick-*, not the README
//	report -check          re-render from results/raw.txt; fail with a diff if stale
//	report -render         re-render from results/raw.txt and write, without simulating
//	report -verify FILE    re-simulate FILE's scenario and compare every figure
//	report -live           also run the scenario live on loopback for 5 s, then the
//	                       real load generators on PATH: results/live.txt, live.svg,
//	                       generators.txt, generators.svg and the README's live sections
//	report -judge -- CMD   run CMD (its arguments may hold {url}, {host}, {port}) against
//	                       the stalling server and judge it: results/judge-<tool>.txt
//	report -serve          serve one phase for a tool started by hand, then judge it
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
	"os/signal"
	"syscall"
	"time"

	"coordinated-omission/internal/audit"
	"coordinated-omission/internal/explore"
	"coordinated-omission/internal/files"
	"coordinated-omission/internal/judge"
	"coordinated-omission/internal/listing"
	"coordinated-omission/internal/live"
	"coordinated-omission/internal/measure"
	"coordinated-omission/internal/profile"
	"coordinated-omission/internal/scenarioflag"
	"coordinated-omission/internal/site"
	"coordinated-omission/internal/verdict"
	"coordinated-omission/sim"
)

func main() {
	profile.LimitMemory()
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
	scenario                    scenarioflag.Flags // the scenario's flags, shared with the explorer
	sc                          sim.Scenario       // the scenario: set by validate
	random                      sim.Random         // sc with its drawn pieces: set by validate
	reps                        int
	quick, force, check, render bool
	fresh                       bool // compute the fixed experiments even if the last file's can be reused
	scenarioGiven               bool // a scenario flag was given
	sha256, explore             bool
	out                         string // -explore's folder
	live                        bool
	judge                       judge.Flags // -judge's and -serve's
	liveDuration                time.Duration
	verify                      string
	results, readme, template   string
	asm                         string
	cpuProfile, memProfile      string // pprof files, written as the run ends
	audit                       audit.Flags
	given                       map[string]bool // the flags set on the command line
	cacheDir                    string          // the user's cache folder, for the fixed experiments
}

func parseFlags(args []string, stdout io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("report", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are reported in one line by main
	o.scenario.Register(fs)
	o.audit.Register(fs)
	fs.IntVar(&o.reps, "reps", 31, "timed runs after one warmup run")
	fs.BoolVar(&o.quick, "quick", false, "smoke run: 5 simulated seconds, writes results/quick-* and leaves the README alone")
	fs.BoolVar(&o.fresh, "fresh", false, "compute the random model's fixed experiments even where the last raw file holds this binary's (run.sh's FRESH=1)")
	fs.BoolVar(&o.force, "force", false, "replace the README's results section even if it was edited by hand")
	fs.StringVar(&o.results, "results", "results", "`folder` for raw.txt and the files drawn from it")
	fs.StringVar(&o.readme, "readme", "README.md", "the README `file` whose results section is replaced")
	fs.StringVar(&o.template, "template", "README.md.tmpl", "the template `file` of the README's results section")
	fs.StringVar(&o.asm, "asm", "", "disassembly `file` of this binary's client loops, whose first line is \"# sha256 <hex of the binary>\" (run.sh writes it)")
	fs.BoolVar(&o.check, "check", false, "re-render from the raw file without simulating; exit 1 with a diff if anything is stale")
	fs.BoolVar(&o.render, "render", false, "re-render from the raw file without simulating, and write what changed (after a template edit)")
	fs.StringVar(&o.verify, "verify", "", "re-simulate the scenario recorded in raw `file` and compare every deterministic figure")
	fs.BoolVar(&o.live, "live", false, "also run the scenario on the wall clock against a real server on loopback, with our generator, vegeta and hey, then the real load generators found on PATH, and write results/live.txt and results/generators.txt")
	o.judge.Register(fs)
	fs.DurationVar(&o.liveDuration, "live-duration", live.DefaultDuration, "wall-clock `time` of each live phase, with -live, -judge or -serve (whole seconds with -live, for the tools)")
	fs.BoolVar(&o.explore, "explore", false, "serve the explorer, the model in the browser, on 127.0.0.1 and print its address; with -out, write it as a static site")
	fs.StringVar(&o.out, "out", "", "with -explore, write the explorer into this `folder` (new, empty, or an earlier one) instead of serving it")
	fs.StringVar(&o.cpuProfile, "cpuprofile", "", "write a CPU profile of the run to `file`")
	fs.StringVar(&o.memProfile, "memprofile", "", "write a heap profile (allocations included) to `file` as the run ends")
	fs.BoolVar(&o.sha256, "sha256", false, "print this executable's sha256, for the header of its disassembly (run.sh uses it), and exit")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(stdout)
			fmt.Fprintln(stdout, "usage: report [flags]")
			fs.PrintDefaults()
			return o, err
		}
		return o, usageError{err}
	}
	return o, o.validate(fs)
}

// validate checks the flags together, and applies -quick's duration.
func (o *options) validate(fs *flag.FlagSet) error {
	o.given = map[string]bool{}
	fs.Visit(func(f *flag.Flag) { o.given[f.Name] = true })
	if err := o.validateAudit(); err != nil {
		return err
	}
	if err := o.validateJudge(fs); err != nil {
		return err
	}
	if o.reps < 1 || o.reps > measure.MaxReps {
		return usagef("-reps must be between 1 and %d, got %d", measure.MaxReps, o.reps)
	}
	modes := 0
	for _, on := range []bool{o.check, o.render, o.verify != ""} {
		if on {
			modes++
		}
	}
	if modes > 1 {
		return usagef("-check, -render and -verify cannot be combined")
	}
	if o.out != "" && !o.explore {
		return usagef("-out is the explorer's folder; add -explore")
	} else if o.explore && (modes > 0 || o.live || o.judge.Mode() != "") {
		return usagef("-explore serves the page alone; leave out -check, -render, -verify, -live, -judge and -serve")
	}
	explicit, liveDuration := false, false
	fs.Visit(func(f *flag.Flag) {
		explicit = explicit || f.Name == "duration"
		liveDuration = liveDuration || f.Name == "live-duration"
	})
	if err := o.validateFresh(fs, modes); err != nil {
		return err
	}
	if o.live && modes > 0 {
		return usagef("-live runs the experiment; it cannot be combined with -check, -render or -verify")
	}
	if liveDuration && !o.live && o.judge.Mode() == "" {
		return usagef("-live-duration is the live run's; add -live, -judge or -serve")
	}
	if o.quick && !explicit {
		o.scenario.Scenario.Duration = sim.QuickDuration
	}
	mode := ""
	if o.live || o.judge.Mode() != "" {
		mode = o.liveMode()
	}
	rs, err := o.scenario.Check(fs, mode)
	if err != nil {
		return usageError{err}
	}
	o.sc, o.random = rs.Scenario, rs
	if _, err := measure.Estimate(o.sc, o.reps); err != nil {
		return usagef("scenario: %w", err)
	}
	return o.validateLive()
}

// validateLive checks the scenario of a live run: -live, -judge, -serve.
func (o *options) validateLive() error {
	if o.live && (o.liveDuration%time.Second != 0) {
		return usagef("-live-duration %v: the live panel runs real tools, which take whole seconds", o.liveDuration)
	}
	if o.live && verdict.ToolRatePerSec(o.sc.Interval) < 1 {
		return usagef("-interval %v: the live panel's tools take whole requests a second, and this plan sends fewer than one", o.sc.Interval)
	}
	if o.live || o.judge.Mode() != "" {
		if err := live.Validate(o.liveScenario()); err != nil {
			return usagef("%s: %w", o.liveMode(), err)
		}
	}
	return nil
}

// validateFresh notes whether a scenario flag was given, and refuses
// -fresh where no full run's experiments are computed.
func (o *options) validateFresh(fs *flag.FlagSet, modes int) error {
	scenarioNames := scenarioflag.Names()
	fs.Visit(func(f *flag.Flag) { o.scenarioGiven = o.scenarioGiven || scenarioNames[f.Name] })
	if o.fresh && (modes > 0 || o.quick || o.judge.Mode() != "" || o.explore) {
		return usagef("-fresh computes a full run's fixed experiments; leave out -quick, -check, -render, -verify, -judge, -serve and -explore")
	}
	return nil
}

// liveScenario is the scenario of a live run: the simulation's, with its
// service distribution and seed, for the live duration.
func (o *options) liveScenario() sim.Random {
	rs := o.random
	rs.Duration = o.liveDuration
	return rs
}

// run is the command, with its environment passed in: args without the
// program name, getenv for HOST_PROC, HOST_SYS and HOST_ETC, and the two
// output streams.
func run(args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	live.Isolate = getenv("CO_ISOLATE") == "1"
	o, err := parseFlags(args, stdout)
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	if err != nil {
		return err
	}
	o.cacheDir = files.UserCacheDir(getenv)
	stopProfiles, err := profile.Start(o.cpuProfile, o.memProfile)
	if err != nil {
		return err
	}
	err = dispatch(o, getenv, stdout, stderr)
	if perr := stopProfiles(); err == nil {
		err = perr
	}
	return err
}

// dispatch runs the mode the flags chose.
func dispatch(o options, getenv func(string) string, stdout, stderr io.Writer) error {
	switch {
	case o.sha256:
		sum, err := listing.SelfSHA256()
		fmt.Fprintln(stdout, sum)
		return err
	case o.check:
		return check(o, stdout)
	case o.render:
		return renderOnly(o, stdout, stderr)
	case o.verify != "":
		return verify(o.verify, stdout, stderr)
	case o.judge.Mode() != "":
		return judgeMode(o, getenv, stdout, stderr)
	case o.audit.File != "":
		return auditMode(o, stdout, stderr)
	case o.explore && o.out != "":
		return site.Write(context.Background(), o.out, stdout)
	case o.explore:
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		defer stop()
		return site.Serve(ctx, stdout, explore.QueryOf(explore.Input{Random: o.random, Designs: explore.DefaultDesigns}))
	}
	return report(o, getenv, stdout, stderr)
}
