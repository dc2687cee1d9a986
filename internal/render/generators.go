package render

import (
	"fmt"

	"coordinated-omission/internal/results"
)

// A generator is how one load generator sends and times its requests,
// established from its own code or documentation, and the design of this
// model it follows.
type generator struct {
	name, link string // the name's %d, if any, is its connections
	how        string
	design     string // the recording of this model it makes
	// at says where its figures come from: the scenario's own run
	// (onRun), or a designs point (its role, at connections).
	role        string
	connections Count
}

// onRun marks a generator whose figures are the scenario's own run's.
const onRun = ""

var generators = []generator{
	{"wrk2 -R", "https://github.com/giltene/wrk2/blob/master/README.md",
		"paced; a busy connection sends late, and every request is timed from when the plan said to send it", results.Plan, onRun, 0},
	{"vegeta (workers unbounded, its default)", "https://github.com/tsenart/vegeta/blob/v12.13.0/lib/attack.go",
		"paced; when every worker is busy it starts another, so each hit leaves on time; timed from when it left", results.Open, onRun, 0},
	{"vegeta -max-workers %d", "https://github.com/tsenart/vegeta/blob/v12.13.0/lib/attack.go",
		"paced; a hit waits for a free worker, then the pacer sends the missed ones back to back; timed from when each left", results.Closed, results.DesignsRole, 10},
	{"HdrHistogram recordValueWithExpectedInterval, hdrhistogram-go RecordCorrectedValue", "https://github.com/HdrHistogram/hdrhistogram-go/blob/master/hdr.go",
		"corrects a closed recording afterwards with the interval it is given, here E", results.Corrected, onRun, 0},
	{"autocannon -c %d -R", "https://github.com/mcollina/autocannon/blob/master/lib/run.js",
		"paced per connection; with a rate it records each latency through recordValueWithExpectedInterval at ⌈1/rate⌉ in milliseconds: 1 ms for any rate of a request a second or more", results.Corrected, results.AutocannonRole, 10},
	{"hey -c %d -q Q", "https://github.com/rakyll/hey/blob/v0.1.5/requester/requester.go",
		"each worker waits on a Go time.Ticker, which keeps one tick and drops the rest for a slow receiver: missed slots are skipped, not caught up; timed from when each left", results.Skip, results.DesignsRole, 10},
	{"wrk -c %d (no -R)", "https://github.com/wg/wrk/blob/master/src/wrk.c",
		"no plan: each connection sends as soon as its last reply lands; before it prints, stats_correct re-records every latency of at least 2E_w, E_w = runtime/(completed/connections)", results.Wrk, results.DesignsRole, 10},
}

// generatorTable maps the generators people use onto this model's
// designs, with each one's p99 and p99.9 for this scenario.
func generatorTable(d *Doc) (table, error) {
	t := table{header: []string{"generator", "how it sends and times", "design", "recorded here", "p99 (µs)", "p99.9 (µs)"}, links: map[[2]int]string{}, words: 4}
	for r, g := range generators {
		if g.role != onRun {
			g.name = fmt.Sprintf(g.name, g.connections)
		}
		rec, where, err := d.generatorRecording(g)
		if err != nil {
			return t, fmt.Errorf("%s: %w", g.name, err)
		}
		t.rows = append(t.rows, []string{g.name, g.how, g.design, where, rec.at[results.P99].CellMicros(), rec.at[results.P999].CellMicros()})
		t.links[[2]int{r, 0}] = g.link
	}
	return t, nil
}

// generatorRecording returns the recording a generator's row shows, and
// where it comes from in words.
func (d *Doc) generatorRecording(g generator) (*Recording, string, error) {
	if g.role == onRun {
		rec, where := d.recordingOfTheRun(g.design)
		if rec == nil {
			return nil, "", fmt.Errorf("the run has no %s recording", g.design)
		}
		return rec, where, nil
	}
	pt, ok := d.designPoint(g.role, g.connections)
	if !ok {
		return nil, "", fmt.Errorf("the designs sweep has no %s point at N = %v", g.role, g.connections)
	}
	rec := pt.Recording(g.design)
	if rec == nil {
		return nil, "", fmt.Errorf("the designs point at N = %v has no %s recording", g.connections, g.design)
	}
	where := fmt.Sprintf("%s, N = %v", g.design, pt.N)
	if g.design == results.Corrected {
		where += fmt.Sprintf(", E = %v", pt.Expected)
	}
	return rec, where, nil
}

// recordingOfTheRun returns the scenario's own recording called name, and
// where it comes from in words: at L = 0 the plan's recording is the open
// loop's, sample for sample, and the run states it once, as open.
func (d *Doc) recordingOfTheRun(name string) (*Recording, string) {
	n := fmt.Sprintf("N = %v", d.Connections)
	switch {
	case name == results.Plan && d.Plan == nil:
		return d.Open, "open (plan at L = 0), " + n
	case name == results.Corrected:
		return d.Corrected, fmt.Sprintf("corrected, %s, E = %v", n, d.Expected)
	}
	for _, rec := range append(d.designsOfTheRun(), d.Open) {
		if rec.Name == name {
			return rec, name + ", " + n
		}
	}
	return nil, ""
}
