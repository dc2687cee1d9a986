//go:build !mutation

package sim

// propertyCases is how many random scenarios the property tests walk,
// and a mutation tester's build (-tags mutation) walks fewer, as -short
// does: it runs the whole suite once per mutant.
const propertyCases = 2000
