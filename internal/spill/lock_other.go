//go:build !unix

package spill

// hold has no lock to take where flock is not: a spill's folder is still
// removed by Close, but one left by a killed process stays.
func hold(string) (func(), error) { return func() {}, nil }

// Sweep does nothing where no lock tells a live spill from a dead one.
func Sweep(string) {}
