package render

import "coordinated-omission/internal/results"

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
	for _, x := range d.sim.Examples {
		ex := Example{Case: x.Case, Service: Latency(x.Service), Stall: Latency(x.Stall), Duration: Latency(x.Duration),
			P50: map[string]Latency{}, P99: map[string]Latency{}, Max: map[string]Latency{}}
		for _, rec := range results.Recordings {
			ex.P50[rec], ex.P99[rec], ex.Max[rec] = Latency(x.AtNs[rec][results.P50]), Latency(x.AtNs[rec][results.P99]), Latency(x.AtNs[rec][results.Max])
		}
		switch ex.Case {
		case results.OverloadCase:
			e.Overload, e.HasOverload = ex, true
			e.Growth = ex.Service - d.Interval
			o, c := results.Open, results.Closed
			e.OverloadGrows = ex.Max[o] > ex.P99[o] && ex.P99[o] > ex.P50[o] && ex.P99[o] > ex.P99[c]
		case results.NoStallCase:
			e.NoStall, e.HasNoStall = ex, true
			e.NoStallAgree = true
			c := results.Closed
			for _, rec := range []string{results.Open, results.Corrected} {
				e.NoStallAgree = e.NoStallAgree && ex.P50[rec] == ex.P50[c] && ex.P99[rec] == ex.P99[c] && ex.Max[rec] == ex.Max[c]
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
			return ex.e.P50[rec].CellMicros() + " / " + ex.e.P99[rec].CellMicros() + " / " + ex.e.Max[rec].CellMicros()
		}
		t.rows = append(t.rows, []string{ex.name, ex.e.Service.String(), stall, ex.e.Duration.String(), triple(results.Closed), triple(results.Open),
			ex.e.P99[results.Corrected].CellMicros() + " / " + ex.e.Max[results.Corrected].CellMicros()})
	}
	return t, nil
}
