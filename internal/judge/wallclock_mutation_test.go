//go:build mutation

package judge

// wallClock is false under a mutation tester, whose workers share the
// machine's two cores: a live run would be flagged for every mutant.
const wallClock = false
