package render

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"coordinated-omission/internal/results"
)

// The directions a grid ratio can take against the seed's claim.
const (
	kept     = "kept"
	reversed = "reversed"
	unsure   = "undecided"
	equal    = "equal"
)

// claimedAbove is the direction the seed claims for each grid ratio: the
// open loop above the closed, the correction below the open loop.
var claimedAbove = map[string]bool{"open/closed": true, "corrected/open": false}

// directionOf classifies a ratio's interval against 1 and the claim.
func directionOf(g results.GridRatio) string {
	lo, hi, above := g.Lo.Float(), g.Hi.Float(), claimedAbove[g.Name]
	switch {
	case lo == 1 && hi == 1:
		return equal
	case lo > 1 && above, hi < 1 && !above:
		return kept
	case lo > 1, hi < 1:
		return reversed
	}
	return unsure
}

// GridClaims are what the prose says about the grid.
type GridClaims struct {
	Points, Reps             int
	Services, Utils, Stalls  []string
	Counts                   []GridCount // by ratio and level
	Reversed, Equal, Unsure  []string    // where, for a reader
	AnyReversed, AllDecided  bool
	ConfidencePct            int
	Interval, Stall          Latency
	CorrectedAboveOpenAnyway bool // a corrected/open mean above 1, decided or not
}

// MarkedAtP99 says which marks the grid's tables, which give the ratios
// at p99, carry: "reversed" for ⟲, "unsure" for ?, "both", or "" for none.
func (g GridClaims) MarkedAtP99() string {
	var rev, unsure bool
	for _, c := range g.Counts {
		if c.Level == string(results.P99) {
			rev, unsure = rev || c.Reversed > 0, unsure || c.Unsure > 0
		}
	}
	switch {
	case rev && unsure:
		return "both"
	case rev:
		return "reversed"
	case unsure:
		return "unsure"
	}
	return ""
}

// A GridCount is how one ratio at one level fared over the grid.
type GridCount struct {
	Name, Level                    string
	Kept, Reversed, Unsure, Equals int
}

// gridLabel names a grid point for a reader.
func gridLabel(p results.GridPoint) string {
	stall := "no stall"
	if p.Scenario.Stall > 0 {
		stall = Latency(p.Scenario.Stall).String() + " stall"
	}
	return fmt.Sprintf("%s at %d %%, %s, %s", serviceWord(p.Scenario.ServiceDist), p.UtilisationPct, stall, p.Scenario.Arrivals)
}

// serviceWord is a service distribution's kind: det, exp or bimodal.
func serviceWord(dist string) string {
	if _, _, ok := bimodalOf(dist); ok {
		return "bimodal"
	}
	return dist
}

func gridClaims(pts []results.GridPoint) (GridClaims, error) {
	var c GridClaims
	if len(pts) == 0 {
		return c, fmt.Errorf("the raw file has no %s sweep lines", results.GridSweep)
	}
	c.Points, c.Reps, c.Interval = len(pts), int(pts[0].Reps), Latency(pts[0].Scenario.Interval)
	for _, name := range results.GridRatios {
		for _, l := range results.GridLevels {
			c.Counts = append(c.Counts, GridCount{Name: name, Level: string(l)})
		}
	}
	for _, p := range pts {
		add := func(xs *[]string, s string) {
			if !slices.Contains(*xs, s) {
				*xs = append(*xs, s)
			}
		}
		add(&c.Services, serviceWord(p.Scenario.ServiceDist))
		add(&c.Utils, strconv.FormatInt(p.UtilisationPct, 10)+" %")
		if p.Scenario.Stall > 0 {
			c.Stall = Latency(p.Scenario.Stall)
		}
		for k, g := range p.Ratios {
			c.ConfidencePct = int(g.ConfidencePct)
			where := fmt.Sprintf("%s %s is %s (%s to %s) with %s", g.Name, g.Level, g.Mean, g.Lo, g.Hi, gridLabel(p))
			switch directionOf(g) {
			case kept:
				c.Counts[k].Kept++
			case reversed:
				c.Counts[k].Reversed++
				c.Reversed = append(c.Reversed, where)
			case equal:
				c.Counts[k].Equals++
				c.Equal = append(c.Equal, where)
			default:
				c.Counts[k].Unsure++
				c.Unsure = append(c.Unsure, where)
			}
			if g.Name == "corrected/open" && g.Mean.Float() > 1 {
				c.CorrectedAboveOpenAnyway = true
			}
		}
	}
	c.AnyReversed, c.AllDecided = len(c.Reversed) > 0, len(c.Unsure) == 0
	return c, nil
}

// gridTable: one ratio at p99 over the grid, a row per service and
// utilisation, a column per stall and arrival process.
func gridTable(name string) func(d *Doc) (table, error) {
	return func(d *Doc) (table, error) {
		pts := d.sim.Grid
		t := table{header: []string{"service", "utilisation"}, words: 2}
		if len(pts) == 0 {
			return t, fmt.Errorf("no %s sweep lines in the raw file", results.GridSweep)
		}
		type col struct {
			stall    bool
			arrivals string
		}
		var cols []col
		for _, p := range pts {
			if c := (col{p.Scenario.Stall > 0, p.Scenario.Arrivals}); !slices.Contains(cols, c) {
				cols = append(cols, c)
			}
		}
		for _, c := range cols {
			h := "no stall, " + c.arrivals
			if c.stall {
				h = "stall, " + c.arrivals
			}
			t.header = append(t.header, h)
		}
		rows := map[string][]string{}
		var order []string
		for _, p := range pts {
			key := serviceWord(p.Scenario.ServiceDist) + "|" + strconv.FormatInt(p.UtilisationPct, 10)
			if rows[key] == nil {
				rows[key] = make([]string, len(cols))
				order = append(order, key)
			}
			i := slices.Index(cols, col{p.Scenario.Stall > 0, p.Scenario.Arrivals})
			for _, g := range p.Ratios {
				if g.Name == name && g.Level == results.P99 {
					mark := ""
					switch directionOf(g) {
					case reversed:
						mark = " ⟲"
					case unsure:
						mark = " ?"
					}
					rows[key][i] = fmt.Sprintf("%s (%s–%s)%s", sig3(g.Mean), sig3(g.Lo), sig3(g.Hi), mark)
				}
			}
		}
		for _, key := range order {
			service, util, _ := strings.Cut(key, "|")
			t.rows = append(t.rows, append([]string{service, util + " %"}, rows[key]...))
		}
		return t, nil
	}
}

// sig3 writes a ratio to three significant digits, without an exponent.
func sig3(d results.Decimal) string {
	v := d.Float()
	if v >= 999.5 { // three significant digits would need an exponent
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	s := strconv.FormatFloat(v, 'g', 3, 64)
	if f, err := strconv.ParseFloat(s, 64); err == nil && (f < 1e-3 && f > 0) {
		return strconv.FormatFloat(f, 'f', -1, 64)
	}
	return s
}

// gridUndecidedTable: every ratio of the grid whose interval does not lie
// wholly on the seed's side of one, a row each: where it was, its mean
// and interval, and whether its direction reversed or is undecided.
func gridUndecidedTable(d *Doc) (table, error) {
	t := table{header: []string{"ratio", "level", "service", "utilisation", "stall", "arrivals", "mean", "interval", "direction"}, words: 6}
	pts := d.sim.Grid
	if len(pts) == 0 {
		return t, fmt.Errorf("no %s sweep lines in the raw file", results.GridSweep)
	}
	for _, p := range pts {
		stall := "none"
		if p.Scenario.Stall > 0 {
			stall = Latency(p.Scenario.Stall).String()
		}
		for _, g := range p.Ratios {
			dir := directionOf(g)
			if dir != reversed && dir != unsure {
				continue
			}
			t.rows = append(t.rows, []string{g.Name, string(g.Level), serviceWord(p.Scenario.ServiceDist), strconv.FormatInt(p.UtilisationPct, 10) + " %",
				stall, p.Scenario.Arrivals, g.Mean.String(), g.Lo.String() + " to " + g.Hi.String(), dir})
		}
	}
	return t, nil
}
