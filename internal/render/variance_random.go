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
	// Files: the designs' histograms as an HdrHistogram log, the picture
	// of three of them, each design's .hgrm file, and their precision.
	Log, Picture string
	Hgrm         []RandomFile
	Precision    string
}

// A RandomFile is one design's .hgrm file.
type RandomFile struct{ Design, Link string }

func randomScenario(s *results.Sim, links Links) (*RandomScenario, error) {
	hists, err := randomHistograms(s.Random)
	if err != nil {
		return nil, err
	}
	sc := s.Random[0].Scenario
	r := &RandomScenario{Dist: sc.ServiceDist, Arrivals: sc.Arrivals, Think: Latency(sc.Think), Seed: sc.Seed,
		Log: links.RandomLog, Picture: links.RandomPlot, Precision: precisionOf(hists[0])}
	for _, d := range s.Random {
		r.Hgrm = append(r.Hgrm, RandomFile{d.Design, links.RandomHgrm[d.Design]})
	}
	for _, c := range s.Theory {
		if c.Case == "scenario" {
			r.Checks++
		}
	}
	return r, nil
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
