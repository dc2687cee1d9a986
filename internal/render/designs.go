package render

import (
	"fmt"
	"strconv"
	"strings"

	"coordinated-omission/internal/results"
)

// DesignClaims are what "Every generator design" says, decided from the
// recordings of the scenario's own run.
type DesignClaims struct {
	// Visible: the open loop's p99 is above the quiet latency S + L, so
	// there is a stall at p99 to hide.
	Visible bool
	// Groups are the designs by their p99 against the open loop's, the
	// bands that are not empty, in this order: "hide", at most a tenth of
	// it; "under", below half but above a tenth; "near", within a factor
	// of two either way; "over", above twice it.
	Groups []DesignGroup
	// Wrk's correction: WrkRaises when it lifts the unpaced p99, and
	// WrkOfTruth the corrected p99 as a share of the open loop's.
	WrkRaises  bool
	WrkOfTruth Ratio
	// Skip: the samples the skip design did not send, against the
	// schedule's, in all and per stall met; SkipPerStallExact when the
	// stalls share them evenly.
	SkipLost          Count
	SkipPerStall      Count
	SkipPerStallExact bool
	SkipStalls        Count
	// SkipKeepsPace: the server keeps up (S < I) and each connection's
	// round of S + L fits in its own interval N·I, so without a stall
	// the skip design sends every slot: whatever it loses, stalls cost.
	SkipKeepsPace bool
	// With a round trip: the plan's p90 and p99 against the open loop's,
	// and how much its p99 is above.
	RoundTrip                  bool
	PlanAboveP90, PlanAboveP99 bool
	PlanEqualP99               bool
	PlanOfOpenP99              Latency // plan minus open
}

// In returns the designs in the band called kind, or none.
func (c DesignClaims) In(kind string) []string {
	for _, g := range c.Groups {
		if g.Kind == kind {
			return g.Names
		}
	}
	return nil
}

// A DesignGroup is designs whose p99 falls in one band against the open
// loop's: Kind is "hide", "under", "near" or "over".
type DesignGroup struct {
	Kind  string
	Names []string
}

// A Ratio is a/b, written with three significant digits.
type Ratio struct{ A, B Latency }

func (r Ratio) String() string {
	if r.B == 0 {
		return "–"
	}
	return strconv.FormatFloat(float64(r.A)/float64(r.B), 'g', 3, 64)
}

// Percent writes the ratio as a percentage with three significant digits.
func (r Ratio) Percent() string {
	if r.B == 0 {
		return "–"
	}
	return strconv.FormatFloat(100*float64(r.A)/float64(r.B), 'g', 3, 64) + " %"
}

// designClaims decides the designs' claims from fg.
func designClaims(fg *Figures) DesignClaims {
	var c DesignClaims
	if fg.Skip == nil || fg.Unpaced == nil || fg.Wrk == nil {
		return c
	}
	truth, quiet := fg.Open.at[results.P99], fg.Service+fg.RTT
	c.Visible = truth > quiet
	bands := []DesignGroup{{Kind: "hide"}, {Kind: "under"}, {Kind: "near"}, {Kind: "over"}}
	for _, rec := range fg.designsOfTheRun() {
		v, band := rec.at[results.P99], 3
		switch {
		case 10*v <= truth:
			band = 0
		case 2*v < truth:
			band = 1
		case v <= 2*truth:
			band = 2
		}
		bands[band].Names = append(bands[band].Names, rec.Name)
	}
	for _, g := range bands {
		if len(g.Names) > 0 {
			c.Groups = append(c.Groups, g)
		}
	}
	c.WrkRaises = fg.Wrk.at[results.P99] > fg.Unpaced.at[results.P99]
	c.WrkOfTruth = Ratio{fg.Wrk.at[results.P99], truth}
	c.SkipLost = fg.Requests - fg.Skip.N
	c.SkipStalls = fg.SkipLoop.Stalls
	c.SkipKeepsPace = fg.Service < fg.Interval && quiet <= fg.Interval*Latency(fg.Connections)
	if c.SkipStalls > 0 {
		c.SkipPerStall = c.SkipLost / c.SkipStalls
		c.SkipPerStallExact = c.SkipLost%c.SkipStalls == 0
	}
	if fg.Plan != nil {
		c.RoundTrip = true
		p90, p99 := fg.Plan.at[results.P90], fg.Plan.at[results.P99]
		c.PlanAboveP90 = p90 > fg.Open.at[results.P90]
		c.PlanAboveP99, c.PlanEqualP99 = p99 > truth, p99 == truth
		c.PlanOfOpenP99 = p99 - truth
	}
	return c
}

// designsOfTheRun are the recordings that stand for a design, in report
// order: closed, corrected, then the designs' own.
func (fg *Figures) designsOfTheRun() []*Recording {
	return append([]*Recording{fg.Closed, fg.Corrected}, fg.Designs...)
}

// designsTable is every design's recording at each designs point, beside
// the open loop's.
func designsTable(d *Doc) (table, error) {
	t := table{header: []string{"N", "recording", "p90 (µs)", "p99 (µs)", "p99.9 (µs)", "samples", "p99 ÷ open's"}, words: 2}
	for _, pt := range d.DesignPoints {
		if pt.Role != results.DesignsRole {
			continue
		}
		open := pt.Recording(results.Open)
		if open == nil {
			return t, fmt.Errorf("the designs point at N = %v has no open recording", pt.N)
		}
		for _, rec := range pt.Recordings {
			t.rows = append(t.rows, []string{pt.N.String(), rec.Name, rec.at[results.P90].CellMicros(), rec.at[results.P99].CellMicros(),
				rec.at[results.P999].CellMicros(), rec.N.String(), Ratio{rec.at[results.P99], open.at[results.P99]}.String()})
		}
	}
	if len(t.rows) == 0 {
		return t, fmt.Errorf("the raw file has no designs sweep")
	}
	return t, nil
}

// designPoint returns the designs point of role at n connections.
func (fg *Figures) designPoint(role string, n Count) (DesignsPoint, bool) {
	for _, pt := range fg.DesignPoints {
		if pt.Role == role && pt.N == n {
			return pt, true
		}
	}
	return DesignsPoint{}, false
}

// CheckedBy says how a recording's figures were checked.
func (d *Doc) CheckedBy(name string) string {
	for _, r := range d.ByReference {
		if r == name {
			return "event reference"
		}
	}
	return "closed form"
}

// CheckedByList says, in words, which recordings of the run each check
// covered: "closed, open and corrected by the closed form; skip, unpaced
// and wrk by the event reference".
func (d *Doc) CheckedByList() string {
	var form, ref []string
	for _, rec := range append([]*Recording{d.Closed, d.Open, d.Corrected}, d.Designs...) {
		if d.CheckedBy(rec.Name) == "event reference" {
			ref = append(ref, rec.Name)
		} else {
			form = append(form, rec.Name)
		}
	}
	var parts []string
	if len(form) > 0 {
		parts = append(parts, List(form)+" by the closed form")
	}
	if len(ref) > 0 {
		parts = append(parts, List(ref)+" by the event reference")
	}
	return strings.Join(parts, "; ")
}

// DesignsAt lists the connections of the designs table's points: "1",
// "10", "100".
func (d *Doc) DesignsAt() []string {
	var out []string
	for _, pt := range d.DesignPoints {
		if pt.Role == results.DesignsRole {
			out = append(out, pt.N.String())
		}
	}
	return out
}
