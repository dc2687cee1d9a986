//go:build !unix || aix || solaris || illumos

package live

import "time"

// epoch is this process's origin for MonotonicNs.
var epoch = time.Now()

// MonotonicNs reads this process's own monotonic clock in ns: a child
// process does not share it, so only the live run's in-process phases,
// not BenchmarkGenerator's child, could use it.
func MonotonicNs() int64 { return int64(time.Since(epoch)) }
