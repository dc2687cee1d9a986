//go:build !mutation

package live

// wallClockTests: see mutation_test.go.
const wallClockTests = true
