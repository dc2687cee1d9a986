package main

import (
	"bytes"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"coordinated-omission/internal/live"
	"coordinated-omission/internal/measure"
	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
	"coordinated-omission/internal/verdict"
	"coordinated-omission/sim"
)

// grouped writes n with its digits grouped by thousands, as the README does.
func grouped(n int64) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// TestReadmeStatesTheBounds pins the hand-written domain paragraph of the
// README to the constants it describes, so that changing a bound without
// its documentation fails.
func TestReadmeStatesTheBounds(t *testing.T) {
	t.Parallel()
	readme := strings.Join(strings.Fields(string(mustRead(t, "../../README.md"))), " ")
	mustSay(t, readme, "README.md does not say",
		fmt.Sprintf("N from 1 to %s, up to %s requests", grouped(sim.MaxConnections), grouped(sim.MaxRequests)),
	)
	text := strings.Join(strings.Fields(string(mustRead(t, "../../docs/model.md"))+string(mustRead(t, "../../docs/usage.md"))), " ")
	mustSay(t, text, "docs/model.md and docs/usage.md do not say",
		fmt.Sprintf("N from 1 to %s", grouped(sim.MaxConnections)),
		fmt.Sprintf("at most %s requests and %s stalls met", grouped(sim.MaxRequests), grouped(sim.MaxStalls)),
		fmt.Sprintf("each of the eight times at most %s", map[float64]string{24: "24 h"}[sim.MaxTime.Hours()]),
		fmt.Sprintf("before %s ns", map[int64]string{1 << 60: "2^60"}[sim.MaxEndNs]),
		fmt.Sprintf("more than %s operations at `-reps 1`, or more than %s in all", grouped(measure.MaxOneRepOps), grouped(measure.MaxTotalOps)),
		fmt.Sprintf("at most %s a phase, %s requests, %s connections, %s requests held by one stall, and %s of serving after the duration",
			map[float64]string{1: "1 minute"}[live.MaxDuration.Minutes()], grouped(live.MaxRequests), grouped(live.MaxConnections),
			grouped(live.MaxInFlight), map[float64]string{10: "10 s"}[live.MaxDrain.Seconds()]),
	)
}

// usageTableFlags returns every flag the usage table (docs/usage.md)
// names in its first column.
func usageTableFlags(t *testing.T, doc string) map[string]bool {
	t.Helper()
	flags := map[string]bool{}
	flag := regexp.MustCompile("`(-[a-z0-9-]+)")
	for _, line := range strings.Split(doc, "\n") {
		cells := strings.Split(line, "|")
		if len(cells) < 3 || !strings.HasPrefix(line, "|") {
			continue
		}
		for _, m := range flag.FindAllStringSubmatch(cells[1], -1) {
			flags[m[1]] = true
		}
	}
	return flags
}

// TestUsageTableHasEveryFlag: every flag `report -h` prints is in the
// README's usage table, and the table names no flag the report lacks.
func TestUsageTableHasEveryFlag(t *testing.T) {
	var out bytes.Buffer
	_ = run([]string{"-h"}, os.Getenv, &out, &bytes.Buffer{})
	printed := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^  (-[a-z0-9-]+)`).FindAllStringSubmatch(out.String(), -1) {
		printed[m[1]] = true
	}
	if len(printed) < 20 {
		t.Fatalf("-h printed %d flags:\n%s", len(printed), out.String())
	}
	table := usageTableFlags(t, string(mustRead(t, "../../docs/usage.md")))
	for f := range printed {
		if !table[f] {
			t.Errorf("docs/usage.md's table lacks %s", f)
		}
	}
	for f := range table {
		if !printed[f] {
			t.Errorf("docs/usage.md's table names %s, which -h does not print", f)
		}
	}
}

// TestDocsStateTheClosingLine: the raw files' format page gives their last
// line in the writer's words, which the parser reads.
func TestDocsStateTheClosingLine(t *testing.T) {
	line := rawfile.Checks{Passed: 7, Runs: 9}.String()
	words := strings.NewReplacer("7", "N", "9", "M").Replace(line)
	if doc := string(mustRead(t, "../../docs/raw-file.md")); !strings.Contains(doc, "A last line: `"+words+"`") {
		t.Errorf("docs/raw-file.md does not give the last line as `%s`", words)
	}
	f, err := rawfile.Parse("raw.txt", strings.NewReader(string(rawfile.Write(&rawfile.File{Checks: rawfile.Checks{Passed: 7, Runs: 9}}))))
	if err != nil || f.Checks.Passed != 7 || f.Checks.Runs != 9 {
		t.Errorf("the parser does not read %q back: %v", line, err)
	}
}

// TestReadmeStatesTheVerdictsTolerances pins the hand-written "Judge your
// load generator" section to the verdict's tolerances and the live
// duration it names.
func TestReadmeStatesTheVerdictsTolerances(t *testing.T) {
	text := strings.Join(strings.Fields(string(mustRead(t, "../../README.md"))), " ")
	mustSay(t, text, "README.md does not say",
		fmt.Sprintf("at least %d times below the truth's", verdict.HideFactor),
		fmt.Sprintf("within a factor of %d,", verdict.MatchFactor),
		fmt.Sprintf("`-live-duration`, %d s by default", int(live.DefaultDuration.Seconds())),
		fmt.Sprintf("of `-live-duration` each (%d s by default)", int(live.DefaultDuration.Seconds())),
	)
}

// TestPanelMethodStatesTheTolerances pins docs/panel-method.md, which
// names the verdict's constants, to their values.
func TestPanelMethodStatesTheTolerances(t *testing.T) {
	text := strings.Join(strings.Fields(string(mustRead(t, "../../docs/panel-method.md"))), " ")
	mustSay(t, text, "docs/panel-method.md does not say",
		fmt.Sprintf("`PlanEdgeNoises` (%d)", verdict.PlanEdgeNoises),
		fmt.Sprintf("`ClientFloorNs` (%s)", map[int64]string{1_000_000: "1 ms"}[verdict.ClientFloorNs]),
		fmt.Sprintf("×`MatchFactor` (×%d)", verdict.MatchFactor),
		fmt.Sprintf("`HideFactor` (%d)", verdict.HideFactor),
		fmt.Sprintf("`ToolRateBoundPct` (%d %%)", verdict.ToolRateBoundPct),
		fmt.Sprintf("`OtherCPUBoundPct` (%d %%)", results.OtherCPUBoundPct),
		fmt.Sprintf("`FirstRequestWait` (%d s)", int(results.FirstRequestWait.Seconds())),
		fmt.Sprintf("(%d s by default)", int(live.DefaultDuration.Seconds())),
	)
}

// mustSay fails t for each of wants that text (a document's words,
// joined by single spaces) does not contain; who names the document.
func mustSay(t *testing.T, text, who string, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !strings.Contains(text, want) {
			t.Errorf("%s %q", who, want)
		}
	}
}
