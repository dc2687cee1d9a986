package verdict

import (
	"bytes"
	"fmt"
	"strconv"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
)

// ratioText is a verdict's ratio as a file states it: to two decimals,
// and at most 10^9 (an infinite factor is a run that matched nothing).
func ratioText(x float64) string { return strconv.FormatFloat(roundTo(min(x, 1e9), 2), 'f', 2, 64) }

// recordOf is what a file states of j's verdict, decided from its figures.
func recordOf(j *Judged, sc results.Scenario) results.Recorded {
	v := Decide(j, sc)
	checks := Checks(j, sc)
	rec := results.Recorded{Factor: ratioText(v.Factor), Hidden: ratioText(v.Hidden), SelfCheck: results.AllHold(checks)}
	for _, c := range checks {
		rec.Checks = append(rec.Checks, results.Check{Phase: c.Phase, Name: c.Name, Unit: c.Unit, Bound: c.Bound, OK: c.OK})
	}
	return rec
}

// Record fills each run of js with its verdict as a file states it.
func Record(js *results.Judgements) {
	for i := range js.Runs {
		if js.Runs[i].Missing == "" {
			js.Runs[i].Recorded = recordOf(&js.Runs[i], js.Scenario)
		}
	}
}

// Encode records the verdicts of js and lays it out as a raw file.
func Encode(js *results.Judgements) *rawfile.File {
	Record(js)
	return js.Encode()
}

// Validate refuses a run whose recorded verdict or self-checks are not
// what its figures give, naming the first RESULT line that differs.
func Validate(j *Judged, sc results.Scenario) error {
	sc = j.PlanOf(sc) // the plan this run was given
	if j.Missing != "" {
		return nil
	}
	got, want := j.Recorded, recordOf(j, sc)
	switch {
	case got.Factor != want.Factor:
		return fmt.Errorf("RESULT %s %s: the figures give %s", j.FactorKey(), got.Factor, want.Factor)
	case got.Hidden != want.Hidden:
		return fmt.Errorf("RESULT %s %s: the figures give %s", j.HiddenKey(), got.Hidden, want.Hidden)
	case len(got.Checks) != len(want.Checks):
		return fmt.Errorf("run %s: %d self-checks, want %d", j.Run, len(got.Checks), len(want.Checks))
	}
	for i, c := range want.Checks {
		g := got.Checks[i]
		switch {
		case g.Name != c.Name || g.Unit != c.Unit || g.Bound != c.Bound:
			return fmt.Errorf("RESULT %s %v %s: want %s %v %s", results.CheckBoundKey(g.Name), g.Bound, g.Unit, results.CheckBoundKey(c.Name), c.Bound, c.Unit)
		case g.OK != c.OK:
			return fmt.Errorf("RESULT %s %s: its figure and bound give %s", results.CheckKey(c.Name), flagText(g.OK), flagText(c.OK))
		}
	}
	if got.SelfCheck != want.SelfCheck {
		return fmt.Errorf("RESULT %s %s: its checks give %s", j.SelfCheckKey(), flagText(got.SelfCheck), flagText(want.SelfCheck))
	}
	return nil
}

// flagText is a flag as a file states it.
func flagText(ok bool) string {
	if ok {
		return "1"
	}
	return "0"
}

// Decode reads a file of judged tools and refuses one whose verdicts or
// self-checks do not follow from its figures.
func Decode(f *rawfile.File) (*results.Judgements, error) {
	js, err := results.DecodeJudgements(f)
	if err != nil {
		return nil, err
	}
	for i := range js.Runs {
		if err := Validate(&js.Runs[i], js.Scenario); err != nil {
			return nil, err
		}
	}
	return js, nil
}

// ReadBack returns a file of judged tools that a run would write at path,
// as parsed, and refuses one that does not read back.
func ReadBack(path string, text []byte) (*rawfile.File, error) {
	f, err := rawfile.Parse(path, bytes.NewReader(text))
	if err == nil {
		_, err = Decode(f)
	}
	if err != nil {
		return nil, fmt.Errorf("the file this run would write does not read back: %w", err)
	}
	return f, nil
}
