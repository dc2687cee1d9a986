package render

import (
	"coordinated-omission/internal/results"
	"fmt"
)

// A generator is how one load generator sends and times its requests,
// established from its own code or documentation, and the recording of
// this model it makes.
type generator struct {
	name, link  string
	how         string
	recording   string // "" when the tool is outside the model
	connections int    // for a closed recording: the sweep point to show
}

var generators = []generator{
	{"wrk2 -R", "https://github.com/giltene/wrk2/blob/master/README.md",
		"paced; a busy connection sends late, and every request is timed from when the plan said to send it", results.Open, 0},
	{"vegeta (workers unbounded, its default)", "https://github.com/tsenart/vegeta/blob/v12.13.0/lib/attack.go",
		"paced; when every worker is busy it starts another, so each hit leaves on time; timed from when it left", results.Open, 0},
	{"vegeta -max-workers 10", "https://github.com/tsenart/vegeta/blob/v12.13.0/lib/attack.go",
		"paced; a hit waits for a free worker, then the pacer sends the missed ones back to back; timed from when each left", results.Closed, 10},
	{"HdrHistogram recordValueWithExpectedInterval, hdrhistogram-go RecordCorrectedValue", "https://github.com/HdrHistogram/hdrhistogram-go/blob/master/hdr.go",
		"corrects a closed recording afterwards with the interval each connection expected", results.Corrected, 0},
	{"hey -c C -q Q", "https://github.com/rakyll/hey/blob/v0.1.5/requester/requester.go",
		"each worker waits on a Go time.Ticker, which drops ticks for a slow receiver: missed slots are skipped, not caught up", "", 0},
	{"wrk (no -R)", "https://github.com/wg/wrk",
		"no plan: each connection sends as soon as its last reply lands, so a slow server gets less load", "", 0},
}

// generatorTable maps the generators people use onto this model's
// recordings, with each recording's p99 and p99.9 for this scenario.
func generatorTable(d *Doc) (table, error) {
	c, err := d.Conns()
	if err != nil {
		return table{}, err
	}
	t := table{header: []string{"generator", "how it sends and times", "recording here", "p99 (µs)", "p99.9 (µs)"}, links: map[[2]int]string{}, words: 3}
	for r, g := range generators {
		row := []string{g.name, g.how, "outside this model", "–", "–"}
		switch {
		case g.recording == results.Open:
			row[2], row[3], row[4] = results.Open, d.Open.at[results.P99].CellMicros(), d.Open.at[results.P999].CellMicros()
		case g.recording == results.Corrected:
			row[2] = fmt.Sprintf("corrected, N = %v", d.Connections)
			row[3], row[4] = d.Corrected.at[results.P99].CellMicros(), d.Corrected.at[results.P999].CellMicros()
		case g.recording == results.Closed:
			pt, ok := c.at(Count(g.connections))
			if !ok {
				return t, fmt.Errorf("the connections sweep has no point at N = %d for %s", g.connections, g.name)
			}
			row[2] = fmt.Sprintf("closed, N = %d", g.connections)
			row[3], row[4] = pt.Closed[results.P99].CellMicros(), pt.Closed[results.P999].CellMicros()
		}
		t.rows = append(t.rows, row)
		t.links[[2]int{r, 0}] = g.link
	}
	return t, nil
}

// at returns the sweep's point at n connections.
func (c ConnsClaims) at(n Count) (ConnsPoint, bool) {
	for _, pt := range c.Points {
		if pt.N == n {
			return pt, true
		}
	}
	return ConnsPoint{}, false
}
