package sim_test

import (
	"fmt"

	"coordinated-omission/sim"
)

// Run the seed's scenario, check it against the closed form, and compare the
// p99 each recording reports.
func Example() {
	sc := sim.Default()
	r, err := sim.NewRunner(sc)
	if err != nil {
		panic(err)
	}
	got := r.Run()
	passed, err := sim.Check(sc, got, sim.Expected(sc))
	fmt.Println("checks passed:", passed, "error:", err)
	p99 := 2 // index of sim.P99 in sim.Percentiles
	for _, s := range sc.Recorded() {
		sum := got.Sets[s]
		fmt.Printf("%-9v n=%-6d p99=%.1fus\n", s, sum.Count, float64(sum.AtNs[sim.HalfUp][p99])/1e3)
	}
	// Output:
	// checks passed: 105 error: <nil>
	// closed    n=100000 p99=100.0us
	// open      n=100000 p99=195100.0us
	// corrected n=119980 p99=188100.0us
	// skip      n=80020  p99=100.0us
	// unpaced   n=160000 p99=100.0us
	// wrk       n=191980 p99=188100.0us
}

func ExampleRankRule_Rank() {
	n := int64(119980) // the seed's corrected sample count
	fmt.Println(sim.HalfUp.Rank(sim.P99, n), sim.Ceil.Rank(sim.P99, n))
	// Output: 118780 118781
}
