package results

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/rawfile"
)

// TestRunName keeps names to what a file name and a key take.
func TestRunName(t *testing.T) {
	for in, want := range map[string]string{"wrk": "wrk", "My Tool.sh": "my-tool-sh", "": "tool", "-x": "tool-x", strings.Repeat("a", 50): strings.Repeat("a", 40),
		"az09-AZ": "az09-az", "`{/:@[": "tool------", "z" + strings.Repeat("9", 39): "z" + strings.Repeat("9", 39)} {
		if got := RunName(in); got != want {
			t.Errorf("RunName(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestPlanIntervalRoundTrip: a run's own plan is written only where it
// has one, reads back, and gives its scenario; a file's plan of none, or
// below none, is refused by name.
func TestPlanIntervalRoundTrip(t *testing.T) {
	sc := Scenario{Service: 100 * time.Microsecond, Interval: 200 * time.Microsecond, Stall: 200 * time.Millisecond, Period: time.Second,
		FirstStall: 500 * time.Millisecond, Duration: 5 * time.Second, Connections: 1, Requests: 25000}
	ran := func(name string, planNs int64) Judged {
		return Judged{Run: name, Command: []string{name}, Exit: "it did not run", View: ServerView{RatePct: "0.000", EarlyRatePct: "0.000"}, PlanIntervalNs: planNs,
			Recorded: Recorded{Factor: "0.00", Hidden: "0.00"}}
	}
	runs := []Judged{ran("fast", 0), ran("slow", 2_000_000)}
	text := string(rawfile.Write((&Judgements{Scenario: sc, Runs: runs}).Encode()))
	if strings.Count(text, "plan_interval") != 1 || !strings.Contains(text, "RESULT judge.slow.plan_interval 2000.0 us") {
		t.Fatalf("the plans as written:\n%s", text)
	}
	read := func(text string) (*Judgements, error) {
		f, err := rawfile.Parse("generators.txt", strings.NewReader(text))
		if err != nil {
			return nil, err
		}
		return DecodeJudgements(f)
	}
	js, err := read(text)
	if err != nil || js.Runs[0].PlanIntervalNs != 0 || js.Runs[1].PlanIntervalNs != 2_000_000 {
		t.Fatalf("read back: %+v, %v", js, err)
	}
	own := sc
	own.Interval, own.Requests = 2*time.Millisecond, 2500
	if got := js.Runs[1].PlanOf(sc); got != own {
		t.Errorf("its scenario %+v, want %+v", got, own)
	}
	if got := js.Runs[0].PlanOf(sc); got != sc {
		t.Errorf("the file's plan changed: %+v", got)
	}
	// a plan that does not divide the run rounds its requests up, as the
	// schedule counts them
	odd := Judged{PlanIntervalNs: int64(3 * time.Millisecond)}
	if got := odd.PlanOf(sc).Requests; got != 1667 {
		t.Errorf("5 s of 3 ms: %d requests, want 1667", got)
	}
	for _, bad := range []string{"0.0", "-2000.0"} {
		_, err := read(strings.Replace(text, "plan_interval 2000.0 us", "plan_interval "+bad+" us", 1))
		if err == nil || !strings.Contains(err.Error(), "judge.slow.plan_interval") {
			t.Errorf("a plan of %s us: %v", bad, err)
		}
	}
}

// TestModelsWholeOrNone: a run's models read back whole, with the fitted
// correction or without it; a file that models some designs and not the
// rest is refused, naming how many.
func TestModelsWholeOrNone(t *testing.T) {
	sc := Scenario{Service: 100 * time.Microsecond, Interval: 200 * time.Microsecond, Stall: 200 * time.Millisecond, Period: time.Second,
		FirstStall: 500 * time.Millisecond, Duration: 5 * time.Second, Connections: 1, Requests: 25000}
	modelled := func(designs ...string) Judged {
		j := Judged{Run: "tool", Command: []string{"tool"}, Exit: "exit status 0", View: ServerView{RatePct: "100.000", EarlyRatePct: "100.000"},
			Recorded: Recorded{Factor: "1.00", Hidden: "1.00"}}
		for _, d := range designs {
			j.Models = append(j.Models, LiveRecording{Name: d, Samples: 10, AtNs: map[Level]int64{P50: 1000, P90: 2000, P99: 3000, P999: 4000, Max: 5000}})
		}
		return j
	}
	read := func(j Judged) (*Judgements, error) {
		f, err := rawfile.Parse("generators.txt", strings.NewReader(string(rawfile.Write((&Judgements{Scenario: sc, Runs: []Judged{j}}).Encode()))))
		if err != nil {
			return nil, err
		}
		return DecodeJudgements(f)
	}
	for _, designs := range [][]string{nil, Designs, append(slices.Clone(Designs), FittedCorrected)} {
		js, err := read(modelled(designs...))
		if err != nil || len(js.Runs[0].Models) != len(designs) {
			t.Errorf("%d designs: %v, %v", len(designs), js, err)
		}
	}
	for _, designs := range [][]string{Designs[:3], append(slices.Clone(Designs[:3]), FittedCorrected), Designs[1:]} {
		n := len(designs)
		if designs[n-1] == FittedCorrected {
			n-- // the fitted correction is not a design
		}
		if _, err := read(modelled(designs...)); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("run tool: %d of the %d designs modelled", n, len(Designs))) {
			t.Errorf("%v: %v", designs, err)
		}
	}
}
