package measure

import (
	"fmt"
	"slices"

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
// server timeline and the open recording are those of one connection:
// they must not depend on N.
func connectionsSweep(sc sim.Scenario, r *sim.Runner) ([]ConnectionsPoint, error) {
	ns := slices.Clone(sweepConnections)
	star := threshold(sc, sim.Expected(sc))
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
		got := r.Run()
		checks, err := sim.Check(got, sim.Expected(want))
		if err != nil {
			return nil, fmt.Errorf("connections sweep at N = %d: %w", n, err)
		}
		if len(points) > 0 { // two more checks: the loops, and the open recording
			if got.Loops != points[0].Figures.Loops || got.Sets[sim.Open] != points[0].Figures.Sets[sim.Open] {
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
