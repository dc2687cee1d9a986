//go:build mutation

package sim

// mutating is true under a mutation tester's build (-tags mutation), which
// runs the suite once per mutant: the long random runs against theory are
// left out there, the model's loops being held sample for sample by the
// reference.
const mutating = true
