//go:build !mutation

package sim

// mutating is false but under a mutation tester's build: see
// mutating_test.go.
const mutating = false
