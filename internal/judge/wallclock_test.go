//go:build !mutation

package judge

// wallClock: see wallclock_mutation_test.go.
const wallClock = true
