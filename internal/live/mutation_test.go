//go:build mutation

package live

// wallClockTests is false under a mutation tester: its workers share the
// machine's two cores, so the live phases on the wall clock would be
// flagged, or would wait for a quiet machine, for every mutant.
const wallClockTests = false
