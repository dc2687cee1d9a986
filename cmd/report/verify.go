package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"coordinated-omission/machine"
)

// verify re-simulates the scenario recorded in the raw file at path, with
// its number of reps, and compares every figure that does not depend on the
// wall clock: each run line, each RESULT line outside timingPrefixes, and the
// check count. Timings and the machine cannot be reproduced and are not
// compared.
func verify(path string, stdout io.Writer) error {
	text, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("-verify %s: %w", path, unwrapPath(err))
	}
	f, err := parseRaw(path, text)
	if err != nil {
		return err
	}
	sc, err := scenarioFromConfig(f)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := sc.Validate(); err != nil {
		return fmt.Errorf("%s: scenario: %w", path, err)
	}
	repsText, _ := f.get("reps")
	reps, err := strconv.Atoi(repsText)
	if err != nil || reps < 1 || reps > maxReps {
		return fmt.Errorf("%s: configuration reps %q: want a whole number from 1 to %d", path, repsText, maxReps)
	}
	mode, _ := f.get("mode")
	m, err := measure(sc, reps)
	if err != nil {
		return fmt.Errorf("%s: re-simulating: %w", path, err)
	}
	want := buildRaw(machine.Description{}, machine.Clock{}, sc, mode == "quick", m)

	var diffs []string
	differ := func(format string, args ...any) { diffs = append(diffs, fmt.Sprintf(format, args...)) }
	for i := range max(len(f.runs), len(want.runs)) {
		switch {
		case i >= len(f.runs):
			differ("missing run line %q", want.runs[i])
		case i >= len(want.runs):
			differ("extra run line %q", f.runs[i])
		case f.runs[i] != want.runs[i]:
			differ("run line %q, re-simulated %q", f.runs[i], want.runs[i])
		}
	}
	for i := range max(len(f.dists), len(want.dists)) {
		switch {
		case i >= len(f.dists):
			differ("missing %q", want.dists[i])
		case i >= len(want.dists):
			differ("extra %q", f.dists[i])
		case f.dists[i] != want.dists[i]:
			differ("%q, re-simulated %q", f.dists[i], want.dists[i])
		}
	}
	for i := range max(len(f.sweep), len(want.sweep)) {
		switch {
		case i >= len(f.sweep):
			differ("missing %q", want.sweep[i])
		case i >= len(want.sweep):
			differ("extra %q", f.sweep[i])
		case f.sweep[i].String() != want.sweep[i].String():
			differ("%q, re-simulated %q", f.sweep[i], want.sweep[i])
		}
	}
	compared := 0
	for _, w := range want.results {
		if isTiming(w.key) {
			continue
		}
		compared++
		got, ok := f.result(w.key)
		switch {
		case !ok:
			differ("no RESULT %s; re-simulated %s %s", w.key, w.value, w.unit)
		case got != w:
			differ("RESULT %s %s %s; re-simulated %s %s", w.key, got.value, got.unit, w.value, w.unit)
		}
	}
	for _, g := range f.results {
		if _, ok := want.result(g.key); !ok && !isTiming(g.key) {
			differ("unknown RESULT %s", g.key)
		}
	}
	if f.checks != want.checks {
		differ("%q, re-simulated %q", f.checks, want.checks)
	}
	if len(diffs) > 0 {
		for _, d := range diffs {
			fmt.Fprintln(stdout, d)
		}
		return errors.New(path + ": does not reproduce: " + strconv.Itoa(len(diffs)) + " difference(s), listed above")
	}
	fmt.Fprintf(stdout, "%s reproduces: %d run lines, %d dist lines, %d sweep points, %d RESULT figures and %q\n", path, len(f.runs), len(f.dists), len(f.sweep), compared, f.checks)
	return nil
}

func isTiming(key string) bool {
	for _, p := range timingPrefixes {
		if strings.HasPrefix(key, p) {
			return true
		}
	}
	return false
}
