package main

import (
	"fmt"
	"io"

	"coordinated-omission/internal/listing"
	"coordinated-omission/internal/measure"
)

// fixedExperiments says how this run gets the random model's fixed
// experiments (see measure.Choose), and says so on stderr. A quick run
// has none.
func (o options) fixedExperiments(stderr io.Writer) (measure.Fixed, error) {
	if o.quick {
		return measure.Fixed{}, nil
	}
	bin, err := listing.SelfSHA256()
	if err != nil {
		return measure.Fixed{}, fmt.Errorf("the fixed experiments are keyed by this binary's sha256: %w", err)
	}
	fixed, line := measure.Choose(measure.Want{Path: o.rawPath(), Binary: bin, Fresh: o.fresh, ScenarioGiven: o.scenarioGiven})
	fmt.Fprintln(stderr, "report:", line)
	return fixed, nil
}
