//go:build mutation

package sim

// propertyCases is fewer under a mutation tester: see long_test.go.
const propertyCases = 200
