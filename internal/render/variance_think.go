package render

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"

	"coordinated-omission/internal/results"
	"coordinated-omission/sim/theory"
)

// SchroederClaims are what the prose says about the think design against
// the open loop by load.
type SchroederClaims struct {
	Users          []int
	Loads          []string // "30 %", …
	Service        Latency
	Points         int
	AllHold        bool // every simulated mean's interval holds its theory
	BelowEveryLoad bool // at every load and N, the think design's theory is below the open loop's
	RisesWithUsers bool // at every load, more users give a higher mean
	TopLoad        string
	TopOpen        TheoryFigure
	TopThink       []ThinkAt // at the top load, by users
}

// A ThinkAt is the think design's mean at one N.
type ThinkAt struct {
	Users int
	Mean  TheoryFigure
	Share string // its theory as a percentage of the open loop's
}

// thinkKey orders think points by users, then load.
func thinkKey(a, b results.ThinkPoint) int {
	return cmp.Or(cmp.Compare(a.Users, b.Users), cmp.Compare(a.LoadPct, b.LoadPct))
}

func schroeder(pts []results.ThinkPoint) (SchroederClaims, error) {
	var c SchroederClaims
	if len(pts) == 0 {
		return c, fmt.Errorf("the raw file has no %s sweep lines", results.ThinkSweep)
	}
	pts = slices.SortedFunc(slices.Values(pts), thinkKey)
	c.Points, c.AllHold, c.BelowEveryLoad, c.RisesWithUsers = len(pts), true, true, true
	open := map[int64]results.ThinkPoint{}
	byUsers := map[int64]map[int64]results.ThinkPoint{}
	for _, p := range pts {
		c.AllHold = c.AllHold && p.LoNs <= p.TheoryNs && p.TheoryNs <= p.HiNs
		if p.Users == 0 {
			open[p.LoadPct] = p
			c.Loads = append(c.Loads, strconv.FormatInt(p.LoadPct, 10)+" %")
			c.Service = Latency(p.Scenario.Service)
			continue
		}
		if byUsers[p.Users] == nil {
			byUsers[p.Users] = map[int64]results.ThinkPoint{}
			c.Users = append(c.Users, int(p.Users))
		}
		byUsers[p.Users][p.LoadPct] = p
	}
	if len(open) == 0 || len(c.Users) == 0 {
		return c, fmt.Errorf("the %s sweep needs the open loop and the think design", results.ThinkSweep)
	}
	var top int64
	for load, o := range open {
		top = max(top, load)
		prev := int64(0)
		for _, n := range c.Users {
			p, ok := byUsers[int64(n)][load]
			if !ok {
				return c, fmt.Errorf("the %s sweep has no point at N = %d, load %d %%", results.ThinkSweep, n, load)
			}
			c.BelowEveryLoad = c.BelowEveryLoad && p.TheoryNs < o.TheoryNs
			c.RisesWithUsers = c.RisesWithUsers && p.TheoryNs > prev
			prev = p.TheoryNs
		}
	}
	c.TopLoad = strconv.FormatInt(top, 10) + " %"
	c.TopOpen = thinkFigure(open[top])
	for _, n := range c.Users {
		p := byUsers[int64(n)][top]
		c.TopThink = append(c.TopThink, ThinkAt{Users: n, Mean: thinkFigure(p),
			Share: strconv.FormatFloat(100*float64(p.TheoryNs)/float64(open[top].TheoryNs), 'f', 0, 64) + " %"})
	}
	return c, nil
}

func thinkFigure(p results.ThinkPoint) TheoryFigure {
	return TheoryFigure{Estimate{Latency(p.MeanNs), Latency(p.LoNs), Latency(p.HiNs)}, Latency(p.TheoryNs).Sig4(), p.LoNs <= p.TheoryNs && p.TheoryNs <= p.HiNs}
}

// thinkTable: the mean response time by load, the open loop's and the
// think design's at each N, simulated with its interval, beside theory.
func thinkTable(d *Doc) (table, error) {
	pts := slices.SortedFunc(slices.Values(d.sim.Think), thinkKey)
	t := table{header: []string{"design", "load", "think time Z", "simulated mean (µs)", "interval (µs)", "theory (µs)", "held"}, words: 1}
	if len(pts) == 0 {
		return t, fmt.Errorf("no %s sweep lines in the raw file", results.ThinkSweep)
	}
	for _, p := range pts {
		design, z := "open (Poisson), Pollaczek–Khinchine", "—"
		if p.Users > 0 {
			design, z = fmt.Sprintf("think, N = %d, MVA", p.Users), Latency(p.Scenario.Think).Sig4().String()
		}
		f := thinkFigure(p)
		held := "yes"
		if !f.Holds {
			held = "no"
		}
		t.rows = append(t.rows, []string{design, strconv.FormatInt(p.LoadPct, 10) + " %", z, f.Value.Sig4().CellMicros(),
			f.Lo.Sig4().CellMicros() + " to " + f.Hi.Sig4().CellMicros(), f.Theory.CellMicros(), held})
	}
	return t, nil
}

// mvaCurve is the think design's theory at a load, for the picture.
func mvaCurve(users int, s, rho float64) float64 {
	return theory.MVAResponse(users, s, theory.ThinkForLoad(users, s, rho))
}
