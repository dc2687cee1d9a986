//go:build !linux

package live

import "time"

// sleepUntilNs sleeps until deadlineNs with time.Sleep, the portable
// choice outside Linux, where it may wake a millisecond late: the wall
// clock spins only FinalSpin, so requests then go out late, which the
// schedule error reports, and the figures it could move are flagged.
func sleepUntilNs(deadlineNs int64) {
	time.Sleep(time.Duration(deadlineNs - MonotonicNs()))
}

// holdUntilNs is sleepUntilNs outside Linux.
func holdUntilNs(deadlineNs int64) { sleepUntilNs(deadlineNs) }
