package render

import (
	"fmt"

	"coordinated-omission/internal/rawfile"
)

// The connections sweep's name in the raw file, and the examples'.
const (
	connectionsSweep = "connections"
	examplesSweep    = "examples"
)

// A ConnsPoint is one point of the connections sweep: the closed and
// corrected recordings of the scenario with N connections.
type ConnsPoint struct {
	N                 Count
	Threshold         bool // N*: the most requests one stall delays
	Closed, Corrected map[string]Latency
	ClosedShare       Share
	CorrectedShare    Share
}

// readConns reads the connections sweep's points, in file order.
func readConns(f *rawfile.File) ([]ConnsPoint, error) {
	var pts []ConnsPoint
	for _, s := range f.SweepOf(connectionsSweep) {
		n, err := s.Fields.Int("connections")
		if err != nil {
			return nil, fmt.Errorf("a connections sweep line: %w", err)
		}
		th, _ := s.Fields.Get("threshold")
		pt := ConnsPoint{N: Count(n), Threshold: th == "true", Closed: map[string]Latency{}, Corrected: map[string]Latency{}}
		for _, p := range []string{"p90", "p99", "p99.9"} {
			for rec, into := range map[string]map[string]Latency{"closed": pt.Closed, "corrected": pt.Corrected} {
				v, err := s.Fields.Int(rec + "." + p + "-ns")
				if err != nil {
					return nil, fmt.Errorf("the connections sweep line at N = %d: %w", n, err)
				}
				into[p] = Latency(v)
			}
		}
		for rec, into := range map[string]*Share{"closed": &pt.ClosedShare, "corrected": &pt.CorrectedShare} {
			slow, err1 := s.Fields.Int(rec + ".slow")
			count, err2 := s.Fields.Int(rec + ".n")
			if err1 != nil || err2 != nil || count < 1 || slow < 0 || slow > count {
				return nil, fmt.Errorf("the connections sweep line at N = %d: %s.slow and %s.n must be counts, slow at most n", n, rec, rec)
			}
			text, _ := s.Fields.Get(rec + ".share-pct")
			*into = Share{Text: text, Part: Count(slow), Whole: Count(count)}
		}
		pts = append(pts, pt)
	}
	return pts, nil
}

// ConnsClaims are what the prose says about the connections sweep.
type ConnsClaims struct {
	Points []ConnsPoint
	// P99Truth is the first point whose closed p99 is the open loop's,
	// and HasP99Truth whether there is one. P90HiddenThere: its closed p90
	// is still below the open loop's.
	P99Truth                    ConnsPoint
	HasP99Truth, P90HiddenThere bool
	// OverCount is the point whose corrected share above the slow
	// threshold is the largest of those above the open loop's, and
	// HasOverCount whether any is.
	OverCount    ConnsPoint
	HasOverCount bool
	// Threshold is N*, HasThreshold whether the sweep has it, and
	// ThresholdEqual whether the closed recording is the open one there at
	// every reported percentile.
	Threshold                    ConnsPoint
	HasThreshold, ThresholdEqual bool
}

// Conns decides the connections sweep's claims.
func (d *Doc) Conns() (ConnsClaims, error) {
	pts, err := readConns(d.file)
	if err != nil {
		return ConnsClaims{}, err
	}
	if len(pts) == 0 {
		return ConnsClaims{}, fmt.Errorf("no %s sweep lines in the raw file", connectionsSweep)
	}
	c := ConnsClaims{Points: pts}
	open := d.Open
	for _, pt := range pts {
		if !c.HasP99Truth && pt.Closed["p99"] == open.at["p99"] {
			c.P99Truth, c.HasP99Truth = pt, true
			c.P90HiddenThere = pt.Closed["p90"] < open.at["p90"]
		}
		if open.Share.Less(pt.CorrectedShare) && (!c.HasOverCount || c.OverCount.CorrectedShare.Less(pt.CorrectedShare)) {
			c.OverCount, c.HasOverCount = pt, true
		}
		if pt.Threshold {
			c.Threshold, c.HasThreshold = pt, true
			c.ThresholdEqual = pt.Closed["p90"] == open.at["p90"] && pt.Closed["p99"] == open.at["p99"] && pt.Closed["p99.9"] == open.at["p99.9"]
		}
	}
	return c, nil
}

// connectionsTable: the closed recording's percentiles by connections,
// against the open loop's, and the corrected share against the truth.
func connectionsTable(d *Doc) (table, error) {
	c, err := d.Conns()
	if err != nil {
		return table{}, err
	}
	t := table{header: []string{"connections", "closed p90 (µs)", "closed p99 (µs)", "closed p99.9 (µs)", "corrected above " + d.SlowThreshold.String()}}
	for _, pt := range c.Points {
		name := pt.N.String()
		if pt.Threshold {
			name += " (N*)"
		}
		t.rows = append(t.rows, []string{name, pt.Closed["p90"].Micros(), pt.Closed["p99"].Micros(), pt.Closed["p99.9"].Micros(), pt.CorrectedShare.String()})
	}
	open := d.Open
	t.rows = append(t.rows, []string{"open loop (the truth)", open.at["p90"].Micros(), open.at["p99"].Micros(), open.at["p99.9"].Micros(), open.Share.String()})
	return t, nil
}

// Last returns the sweep's point with the most connections.
func (c ConnsClaims) Last() ConnsPoint { return c.Points[len(c.Points)-1] }
