package render

import (
	"fmt"

	"coordinated-omission/internal/results"
)

// A ConnsPoint is one point of the connections sweep: the closed and
// corrected recordings of the scenario with N connections.
type ConnsPoint struct {
	N                 Count
	Threshold         bool // N*: the most requests one stall delays
	Closed, Corrected map[Level]Latency
	ClosedShare       Share
	CorrectedShare    Share
}

// connsPoints returns the connections sweep's points, in file order.
func connsPoints(pts []results.ConnsPoint) []ConnsPoint {
	var out []ConnsPoint
	for _, p := range pts {
		share := func(r results.Recording) Share {
			return Share{Text: string(r.SlowSharePct), Part: Count(r.Slow), Whole: Count(r.Samples)}
		}
		out = append(out, ConnsPoint{N: Count(p.Connections), Threshold: p.Threshold,
			Closed: latencies(p.Closed.AtNs[results.HalfUp]), Corrected: latencies(p.Corrected.AtNs[results.HalfUp]),
			ClosedShare: share(p.Closed), CorrectedShare: share(p.Corrected)})
	}
	return out
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
	// FirstEqual is the first point whose closed p90, p99 and p99.9 are
	// the open loop's, and HasFirstEqual whether there is one: the fewest
	// connections the sweep tried that report the truth there.
	FirstEqual    ConnsPoint
	HasFirstEqual bool
}

// Conns decides the connections sweep's claims.
func (d *Doc) Conns() (ConnsClaims, error) {
	pts := connsPoints(d.sim.Conns)
	if len(pts) == 0 {
		return ConnsClaims{}, fmt.Errorf("no %s sweep lines in the raw file", results.ConnectionsSweep)
	}
	c := ConnsClaims{Points: pts}
	open := d.Open
	for _, pt := range pts {
		if !c.HasP99Truth && pt.Closed[results.P99] == open.at[results.P99] {
			c.P99Truth, c.HasP99Truth = pt, true
			c.P90HiddenThere = pt.Closed[results.P90] < open.at[results.P90]
		}
		if open.Share.Less(pt.CorrectedShare) && (!c.HasOverCount || c.OverCount.CorrectedShare.Less(pt.CorrectedShare)) {
			c.OverCount, c.HasOverCount = pt, true
		}
		equal := pt.Closed[results.P90] == open.at[results.P90] && pt.Closed[results.P99] == open.at[results.P99] && pt.Closed[results.P999] == open.at[results.P999]
		if equal && !c.HasFirstEqual {
			c.FirstEqual, c.HasFirstEqual = pt, true
		}
		if pt.Threshold {
			c.Threshold, c.HasThreshold = pt, true
			c.ThresholdEqual = equal
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
		t.rows = append(t.rows, []string{name, pt.Closed[results.P90].CellMicros(), pt.Closed[results.P99].CellMicros(), pt.Closed[results.P999].CellMicros(), pt.CorrectedShare.String()})
	}
	open := d.Open
	t.rows = append(t.rows, []string{"open loop (the truth)", open.at[results.P90].CellMicros(), open.at[results.P99].CellMicros(), open.at[results.P999].CellMicros(), open.Share.String()})
	return t, nil
}

// Last returns the sweep's point with the most connections.
func (c ConnsClaims) Last() ConnsPoint { return c.Points[len(c.Points)-1] }

// ClosedAt returns the closed recording's percentile at level, for prose.
func (pt ConnsPoint) ClosedAt(level Level) Latency { return pt.Closed[level] }
