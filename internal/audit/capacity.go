package audit

import (
	"runtime/debug"

	"coordinated-omission/internal/reqlog"
)

// The memory an audit takes a request, at its peak (docs/audit-scale.md):
// its live heap 35.5 bytes on a JTL of 10^7 requests (a Request is 24);
// with the soft limit at limitBytesPerRequest, its resident memory 55
// bytes on a JTL of 10^8.
const (
	// limitBytesPerRequest is the soft limit a log of more than
	// reqlog.MaxRequests raises MemoryLimit to (raiseMemoryLimit): half
	// again its live peak, so the collector has room to work.
	limitBytesPerRequest = 56
	// residentBytesPerRequest is what Capacity allows a request of the
	// machine's free memory: above its peak, for the reading's buffers.
	residentBytesPerRequest = 96
)

// Capacity is the most requests an audit may hold where freeBytes of
// memory are free (machine.FreeMemoryBytes): as many as fit in three
// quarters of it, at residentBytesPerRequest, but no fewer than
// reqlog.MaxRequests (the bound it held before, which a machine whose
// memory is not known keeps) and no more than reqlog.MostRequests.
func Capacity(freeBytes uint64) int {
	n := freeBytes / 4 * 3 / residentBytesPerRequest
	return int(max(reqlog.MaxRequests, min(n, reqlog.MostRequests)))
}

// ReadyProcess readies a command's process for an audit where freeBytes
// of memory are free: it sets the heap's soft limit at MemoryLimit
// (raised for a log of more than reqlog.MaxRequests once it is read), and
// gives the most requests the audit may hold, Capacity's.
func ReadyProcess(freeBytes uint64) int {
	debug.SetMemoryLimit(MemoryLimit)
	return Capacity(freeBytes)
}

// memoryLimitFor is the soft limit a log of n requests needs: MemoryLimit
// up to reqlog.MaxRequests, limitBytesPerRequest each past it.
func memoryLimitFor(n int) int64 {
	if n <= reqlog.MaxRequests {
		return MemoryLimit
	}
	return int64(n) * limitBytesPerRequest
}

// raiseMemoryLimit raises the soft limit a command set on the heap
// (MemoryLimit) to the one a log of n requests needs, where it is lower:
// under MemoryLimit, a log of 10^8 would keep the collector at work
// without end. A limit above it, or none, is left as it is.
func raiseMemoryLimit(n int) {
	if want := memoryLimitFor(n); debug.SetMemoryLimit(-1) < want {
		debug.SetMemoryLimit(want)
	}
}
