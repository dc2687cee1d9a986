package main

import (
	"fmt"
	"strings"
	"testing"

	"coordinated-omission/internal/live"
	"coordinated-omission/internal/measure"
	"coordinated-omission/sim"
)

// grouped writes n with its digits grouped by thousands, as the README does.
func grouped(n int64) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// TestReadmeStatesTheBounds pins the hand-written domain paragraph of the
// README to the constants it describes, so that changing a bound without
// its documentation fails.
func TestReadmeStatesTheBounds(t *testing.T) {
	t.Parallel()
	text := strings.Join(strings.Fields(string(mustRead(t, "../../README.md"))), " ")
	for _, want := range []string{
		fmt.Sprintf("N from 1 to %s", grouped(sim.MaxConnections)),
		fmt.Sprintf("at most %s requests and %s stalls met", grouped(sim.MaxRequests), grouped(sim.MaxStalls)),
		fmt.Sprintf("each of the eight times at most %s", map[float64]string{24: "24 h"}[sim.MaxTime.Hours()]),
		fmt.Sprintf("before %s ns", map[int64]string{1 << 60: "2^60"}[sim.MaxEndNs]),
		fmt.Sprintf("more than %s operations at `-reps 1`, or more than %s in all", grouped(measure.MaxOneRepOps), grouped(measure.MaxTotalOps)),
		fmt.Sprintf("at most %s a phase, %s requests, %s connections, %s requests held by one stall, and %s of serving after the duration",
			map[float64]string{1: "1 minute"}[live.MaxDuration.Minutes()], grouped(live.MaxRequests), grouped(live.MaxConnections),
			grouped(live.MaxInFlight), map[float64]string{10: "10 s"}[live.MaxDrain.Seconds()]),
	} {
		if !strings.Contains(text, want) {
			t.Errorf("README.md does not say %q", want)
		}
	}
}
