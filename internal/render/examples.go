package render

import (
	"fmt"
	"time"
)

// An Example is one run of the examples sweep: the scenario overloaded, or
// without stalls.
type Example struct {
	Case           string
	Service, Stall Latency
	Duration       Latency
	P50, P99, Max  map[string]Latency // by recording
}

// Examples are the examples sweep and what the prose says about it.
type Examples struct {
	Overload, NoStall       Example
	HasOverload, HasNoStall bool
	// NoStallAgree: without stalls, the three recordings agree at p50, p99
	// and max. OverloadGrows: overloaded, the open loop's max is above its
	// p99, which is above its p50 and above the closed loop's p99.
	NoStallAgree, OverloadGrows bool
	// Growth is S − I of the overloaded scenario: the open latency's
	// growth per request between stalls.
	Growth Latency
}

// Examples reads the examples sweep.
func (d *Doc) Examples() (Examples, error) {
	var e Examples
	for _, s := range d.file.SweepOf(examplesSweep) {
		ex := Example{P50: map[string]Latency{}, P99: map[string]Latency{}, Max: map[string]Latency{}}
		ex.Case, _ = s.Fields.Get("case")
		for key, into := range map[string]*Latency{"service": &ex.Service, "stall": &ex.Stall, "duration": &ex.Duration} {
			v, _ := s.Fields.Get(key)
			dur, err := time.ParseDuration(v)
			if err != nil {
				return e, fmt.Errorf("an examples sweep line: %s=%q is not a duration", key, v)
			}
			*into = Latency(dur)
		}
		for _, rec := range []string{"closed", "open", "corrected"} {
			for key, into := range map[string]map[string]Latency{".p50-ns": ex.P50, ".p99-ns": ex.P99, ".max-ns": ex.Max} {
				v, err := s.Fields.Int(rec + key)
				if err != nil {
					return e, fmt.Errorf("the %s example: %w", ex.Case, err)
				}
				into[rec] = Latency(v)
			}
		}
		switch ex.Case {
		case "overload":
			e.Overload, e.HasOverload = ex, true
			e.Growth = ex.Service - d.Interval
			e.OverloadGrows = ex.Max["open"] > ex.P99["open"] && ex.P99["open"] > ex.P50["open"] && ex.P99["open"] > ex.P99["closed"]
		case "no-stall":
			e.NoStall, e.HasNoStall = ex, true
			e.NoStallAgree = true
			for _, rec := range []string{"open", "corrected"} {
				e.NoStallAgree = e.NoStallAgree && ex.P50[rec] == ex.P50["closed"] && ex.P99[rec] == ex.P99["closed"] && ex.Max[rec] == ex.Max["closed"]
			}
		}
	}
	return e, nil
}

// examplesTable: each example's percentiles in each recording.
func examplesTable(d *Doc) (table, error) {
	e, err := d.Examples()
	if err != nil {
		return table{}, err
	}
	t := table{header: []string{"example", "service", "stall", "duration", "closed p50 / p99 / max (µs)", "open p50 / p99 / max (µs)", "corrected p99 / max (µs)"}}
	for _, ex := range []struct {
		has  bool
		name string
		e    Example
	}{{e.HasOverload, "overload", e.Overload}, {e.HasNoStall, "no stall", e.NoStall}} {
		if !ex.has {
			continue
		}
		stall := ex.e.Stall.String()
		if ex.e.Stall == 0 {
			stall = "none"
		}
		triple := func(rec string) string {
			return ex.e.P50[rec].Micros() + " / " + ex.e.P99[rec].Micros() + " / " + ex.e.Max[rec].Micros()
		}
		t.rows = append(t.rows, []string{ex.name, ex.e.Service.String(), stall, ex.e.Duration.String(), triple("closed"), triple("open"),
			ex.e.P99["corrected"].Micros() + " / " + ex.e.Max["corrected"].Micros()})
	}
	return t, nil
}
