//go:build !unix || aix || solaris || illumos

package live

import "time"

// Supported reports whether live runs work here: they need a monotonic
// clock that a child process shares, which this code reads only on Unix.
const Supported = false

// epoch is this process's origin for MonotonicNs.
var epoch = time.Now()

// MonotonicNs reads this process's own monotonic clock in ns: a child
// process does not share it.
func MonotonicNs() int64 { return int64(time.Since(epoch)) }
