//go:build unix && !aix && !solaris && !illumos

package live

import "golang.org/x/sys/unix"

// MonotonicNs reads the machine's monotonic clock, CLOCK_MONOTONIC, in ns:
// the clock Go's own monotonic readings come from, shared by every
// process on the machine.
func MonotonicNs() int64 {
	var ts unix.Timespec
	_ = unix.ClockGettime(unix.CLOCK_MONOTONIC, &ts) // cannot fail for this clock
	return ts.Nano()
}
