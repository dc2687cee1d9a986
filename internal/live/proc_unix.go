//go:build unix

package live

import (
	"syscall"
	"time"
)

// Supported reports whether live runs work here: their self-checks need
// this process's CPU time.
const Supported = true

// processCPU is the CPU time so far, user and system, of this process
// and of the children it has waited for: a tool the panel ran is part of
// the experiment, not another process crowding it.
func processCPU() time.Duration {
	var self, children syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &self) != nil || syscall.Getrusage(syscall.RUSAGE_CHILDREN, &children) != nil {
		return 0
	}
	return time.Duration(self.Utime.Nano() + self.Stime.Nano() + children.Utime.Nano() + children.Stime.Nano())
}
