package variance

import (
	"testing"
	"time"

	"coordinated-omission/sim"
)

func TestTimeAll(t *testing.T) {
	t0 := time.Now()
	r, err := Measure(sim.Random{Scenario: sim.Default()})
	if err != nil {
		t.Fatal(err)
	}
	t.Log(time.Since(t0))
	for _, c := range r.Theory {
		t.Logf("%s %s %d [%d %d] theory %d holds=%v sharp=%v n=%d", c.Case, c.Figure, c.ValueNs, c.LoNs, c.HiNs, c.TheoryNs, c.Holds(), c.Sharp(), c.Samples)
	}
	for _, p := range r.Think {
		t.Logf("think N=%d %d%% %d [%d %d] theory %d", p.Users, p.LoadPct, p.MeanNs, p.LoNs, p.HiNs, p.TheoryNs)
	}
	for _, p := range r.Grid {
		t.Logf("grid %s %d%% %v %s %v", p.Scenario.ServiceDist, p.UtilisationPct, p.Scenario.Stall, p.Scenario.Arrivals, p.Ratios)
	}
}
