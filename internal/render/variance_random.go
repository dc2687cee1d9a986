package render

import (
	"fmt"

	"coordinated-omission/internal/results"
)

// A RandomScenario is the command line's random scenario, as a table
// shows it.
type RandomScenario struct {
	Dist, Arrivals string
	Think          Latency
	Seed           int64
	Checks         int
}

func randomScenario(s *results.Sim) *RandomScenario {
	sc := s.Random[0].Scenario
	r := &RandomScenario{Dist: sc.ServiceDist, Arrivals: sc.Arrivals, Think: Latency(sc.Think), Seed: sc.Seed}
	for _, c := range s.Theory {
		if c.Case == "scenario" {
			r.Checks++
		}
	}
	return r
}

// randomTable: each design's recording of the random scenario.
func randomTable(d *Doc) (table, error) {
	t := table{header: []string{"design", "samples"}}
	if len(d.sim.Random) == 0 {
		return t, fmt.Errorf("no %s sweep lines in the raw file", results.RandomSweep)
	}
	for _, l := range results.RandomLevels {
		t.header = append(t.header, string(l)+" (µs)")
	}
	for _, r := range d.sim.Random {
		row := []string{r.Design, Count(r.Samples).String()}
		for _, l := range results.RandomLevels {
			row = append(row, Latency(r.AtNs[l]).CellMicros())
		}
		t.rows = append(t.rows, row)
	}
	return t, nil
}

// scenarioChecksTable: the checks of the command line's scenario.
func scenarioChecksTable(d *Doc) (table, error) {
	all, err := theoryTable(d)
	if err != nil {
		return all, err
	}
	t := table{header: all.header, words: all.words}
	for i, c := range d.sim.Theory {
		if c.Case == "scenario" {
			t.rows = append(t.rows, all.rows[i])
		}
	}
	if len(t.rows) == 0 {
		return t, fmt.Errorf("the random scenario has no check against theory")
	}
	return t, nil
}
