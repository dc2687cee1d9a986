//go:build cgo

package cloop

/*
#cgo CFLAGS: -O2
#cgo LDFLAGS: -lm
#include "random.h"
*/
import "C"

import "unsafe"

// RunRandomOpen runs the C twin of the random model's open loop: Poisson
// arrivals of mean gap intervalNs, exponential service of mean serviceNs,
// stalls of stallNs every periodNs from firstStallNs, over len(latencyNs)
// requests. It returns the stall count and the last completion.
func RunRandomOpen(serviceNs, intervalNs, stallNs, periodNs, firstStallNs int64, latencyNs []int64, seed uint64) (stalls, endNs int64) {
	s := C.struct_random_server{service_ns: C.int64_t(serviceNs), interval_ns: C.int64_t(intervalNs), stall_ns: C.int64_t(stallNs),
		period_ns: C.int64_t(periodNs), next_stall: C.int64_t(firstStallNs)}
	p := (*C.int64_t)(unsafe.Pointer(unsafe.SliceData(latencyNs)))
	end := C.run_random_open(&s, p, C.uint64_t(len(latencyNs)), C.uint64_t(seed))
	return int64(s.stalls), int64(end)
}
