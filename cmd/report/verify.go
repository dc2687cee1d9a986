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
	// The run, dist and sweep lines must agree line for line.
	for _, lines := range [][2][]string{
		{f.runs, want.runs},
		{texts(f.dists), texts(want.dists)},
		{texts(f.sweep), texts(want.sweep)},
	} {
		got, re := lines[0], lines[1]
		for i := range max(len(got), len(re)) {
			switch {
			case i >= len(got):
				differ("missing %q", re[i])
			case i >= len(re):
				differ("extra %q", got[i])
			case got[i] != re[i]:
				differ("%q, re-simulated %q", got[i], re[i])
			}
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

// texts returns each element's String.
func texts[T fmt.Stringer](xs []T) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = x.String()
	}
	return out
}

func isTiming(key string) bool {
	for _, p := range timingPrefixes {
		if strings.HasPrefix(key, p) {
			return true
		}
	}
	return false
}
