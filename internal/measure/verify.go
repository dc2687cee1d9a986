package measure

import (
	"fmt"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
	"coordinated-omission/machine"
)

// Verify re-simulates the scenario of f, a raw file of the given mode,
// with its number of reps, and returns every difference from it in a
// figure that does not depend on the wall clock or the machine (see
// Compare), and where its fixed experiments came from. Verify computes the
// fixed experiments again, never reuses them. progress is as Measure's.
func Verify(f *rawfile.File, mode string, progress func(done, total int)) ([]string, results.Experiments, error) {
	sc, reps, err := ScenarioOf(f)
	if err != nil {
		return nil, results.Experiments{}, err
	}
	rs, err := RandomOf(f, sc)
	if err != nil {
		return nil, results.Experiments{}, err
	}
	e, err := results.ReadExperiments(f)
	if err != nil {
		return nil, e, err
	}
	m, err := Measure(sc, reps, progress)
	if err == nil {
		err = m.MeasureVariance(rs, Fixed{Include: e.Binary != "", Binary: e.Binary})
	}
	if err != nil {
		return nil, e, fmt.Errorf("re-simulating: %w", err)
	}
	return Compare(f, File(machine.Description{}, machine.Clock{}, mode, m)), e, nil
}
