//go:build !unix

package testenv

import "time"

// hold has no machine-wide lock to take where there is no flock: the tests
// run as they did before, and a wall-clock test's self-checks say when
// the machine was busy.
func hold(string, bool, time.Duration) (func(), error) { return func() {}, nil }
