package main

import (
	"fmt"
	"io"

	"coordinated-omission/internal/listing"
	"coordinated-omission/internal/measure"
	"coordinated-omission/internal/rawfile"
)

// fixedExperiments says how this run gets the random model's fixed
// experiments (measure.Choose), and says so on stderr; a quick run has none.
func (o options) fixedExperiments(stderr io.Writer) (measure.Fixed, error) {
	if o.quick {
		return measure.Fixed{}, nil
	}
	bin, err := listing.SelfSHA256()
	if err != nil {
		return measure.Fixed{}, fmt.Errorf("the fixed experiments are keyed by this binary's sha256: %w", err)
	}
	fixed, line := measure.Choose(measure.Want{Path: o.rawPath(), Binary: bin, Fresh: o.fresh, ScenarioGiven: o.scenarioGiven, CacheDir: o.cacheDir})
	fmt.Fprintln(stderr, "report:", line)
	return fixed, nil
}

// keepExperiments keeps the fixed experiments a full run computed in the
// cache folder (measure.Keep); a failure to is said, and not fatal.
func (o options) keepExperiments(f *rawfile.File, raw []byte, stderr io.Writer) {
	if bin, err := listing.SelfSHA256(); err == nil && !o.quick {
		if err := measure.Keep(measure.Want{Binary: bin, CacheDir: o.cacheDir}, f, raw); err != nil {
			fmt.Fprintf(stderr, "report: the fixed experiments could not be kept in the cache folder: %v\n", err)
		}
	}
}
