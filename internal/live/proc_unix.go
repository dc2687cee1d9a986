//go:build unix

package live

import (
	"syscall"
	"time"
)

// Supported reports whether live runs work here: their self-checks need
// this process's CPU time.
const Supported = true

// processCPU is this process's CPU time so far, user and system.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
