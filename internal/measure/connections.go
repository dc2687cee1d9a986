package measure

import (
	"fmt"
	"slices"
	"time"

	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
)

var sweepConnections = []int{1, 2, 10, 100, 1000}

// A ConnectionsPoint is one checked run of the connections sweep.
type ConnectionsPoint struct {
	Connections int
	Threshold   bool // this point is N*
	Checks      int
	Figures     sim.Figures
}

// threshold returns N* for sc's figures, or 0 when it is not defined: in
// overload (no backlog drains), or with no request delayed.
func threshold(sc sim.Scenario, f sim.Figures) int {
	n := f.Sets[sim.Open].DelayedPerStall.Max
	if sc.Service >= sc.Interval || n < 1 || n > sim.MaxConnections {
		return 0
	}
	return int(n)
}

// connectionsSweep runs sc at every point's connections, reusing r's
// buffers, checks each against the closed form, and checks that the
// open loop's server timeline and recording are those of one connection:
// they must not depend on N.
func connectionsSweep(sc sim.Scenario, r *sim.Runner) ([]ConnectionsPoint, error) {
	ns := slices.Clone(sweepConnections)
	star := threshold(sc, sim.ExpectedSeed(sc))
	if star > 0 && !slices.Contains(ns, star) {
		ns = append(ns, star)
		slices.Sort(ns)
	}
	var points []ConnectionsPoint
	for _, n := range ns {
		if err := r.SetConnections(n); err != nil {
			return nil, fmt.Errorf("connections sweep at N = %d: %w", n, err)
		}
		want := sc
		want.Connections = n
		got := r.RunSeed()
		checks, err := sim.Check(want, got, sim.ExpectedSeed(want))
		if err != nil {
			return nil, fmt.Errorf("connections sweep at N = %d: %w", n, err)
		}
		if len(points) > 0 { // two more checks: the open loop, and the open recording
			if got.Loops[sim.Open] != points[0].Figures.Loops[sim.Open] || got.Sets[sim.Open] != points[0].Figures.Sets[sim.Open] {
				return nil, fmt.Errorf("connections sweep at N = %d: the server timeline or the open recording differs from N = %d's", n, points[0].Connections)
			}
			checks += 2
		}
		points = append(points, ConnectionsPoint{Connections: n, Threshold: n == star, Checks: checks, Figures: got})
	}
	return points, r.SetConnections(sc.Connections)
}

// line returns the point as a sweep line, its figures exactly:
//
//	sweep connections connections=100 threshold=0 checks=55 closed.p90-ns=… … corrected.n=…
func (pt ConnectionsPoint) point() results.ConnsPoint {
	return results.ConnsPoint{Connections: int64(pt.Connections), Threshold: pt.Threshold, Checks: int64(pt.Checks),
		Closed: recording(sim.Closed, pt.Figures.Sets[sim.Closed]), Corrected: recording(sim.Corrected, pt.Figures.Sets[sim.Corrected])}
}

// designsConnections are the designs sweep's points, each at the
// scenario's expected interval; autocannonPoint is one more, the
// correction at autocannon's own interval (see designsSweep).
var designsConnections = []int{1, 10, 100}

// autocannon -R corrects each latency with an expected interval of
// ⌈1/rate⌉ in its histogram's unit, milliseconds (lib/run.js): 1 ms for
// any rate of a request a second or more, on its default 10 connections.
var autocannonPoint = struct {
	connections int
	expected    time.Duration
}{10, time.Millisecond}

// A DesignsPoint is one checked run of the designs sweep.
type DesignsPoint struct {
	Role     string // results.DesignsRole or results.AutocannonRole
	Scenario sim.Scenario
	Checks   int
	Figures  sim.Figures
}

// designsSweep runs sc at each of designsConnections, reusing r's
// buffers, and checks each run.
func designsSweep(sc sim.Scenario, r *sim.Runner) ([]DesignsPoint, error) {
	var points []DesignsPoint
	auto := sc
	auto.Connections, auto.ExpectedInterval = autocannonPoint.connections, autocannonPoint.expected
	for i, at := range append(scenariosAt(sc, designsConnections), auto) {
		role := results.DesignsRole
		if i == len(designsConnections) {
			role = results.AutocannonRole
		}
		if err := r.SetScenario(at); err != nil {
			return nil, fmt.Errorf("designs sweep at N = %d, E = %v: %w", at.Connections, at.ExpectedInterval, err)
		}
		got := r.Run()
		checks, err := sim.Check(at, got, sim.Expected(at))
		if err != nil {
			return nil, fmt.Errorf("designs sweep at N = %d: %w", at.Connections, err)
		}
		points = append(points, DesignsPoint{Role: role, Scenario: at, Checks: checks, Figures: got})
	}
	return points, r.SetScenario(sc)
}

// scenariosAt returns sc at each of ns connections.
func scenariosAt(sc sim.Scenario, ns []int) []sim.Scenario {
	out := make([]sim.Scenario, len(ns))
	for i, n := range ns {
		out[i] = sc
		out[i].Connections = n
	}
	return out
}

func (pt DesignsPoint) point() results.DesignsPoint {
	out := results.DesignsPoint{Role: pt.Role, Connections: int64(pt.Scenario.Connections), ExpectedInterval: pt.Scenario.ExpectedInterval, Checks: int64(pt.Checks)}
	for _, set := range designsPointSets(pt.Scenario) {
		out.Recordings = append(out.Recordings, recording(set, pt.Figures.Sets[set]))
	}
	return out
}

// designsPointSets are the sets of a designs point, in the schema's order.
func designsPointSets(sc sim.Scenario) []sim.Set {
	return append([]sim.Set{sim.Open, sim.Closed, sim.Corrected}, designSets(sc)...)
}

// designSets are the design recordings sc records beyond the seed's three.
func designSets(sc sim.Scenario) []sim.Set {
	var out []sim.Set
	for _, s := range sc.Recorded() {
		if s != sim.Closed && s != sim.Open && s != sim.Corrected {
			out = append(out, s)
		}
	}
	return out
}
