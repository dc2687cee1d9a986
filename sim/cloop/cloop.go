//go:build cgo

package cloop

/*
#cgo CFLAGS: -O2
#include "loop.h"
*/
import "C"

import "unsafe"

// Run runs the closed-loop (open false) or open-loop client of the default
// scenario over len(latencyNs) requests and returns the stall count and the
// last completion time in nanoseconds.
func Run(open bool, latencyNs []uint64) (stalls, endNs uint64) {
	s := C.struct_server{next_stall: 500_000_000}
	p := (*C.uint64_t)(unsafe.Pointer(unsafe.SliceData(latencyNs)))
	var end C.uint64_t
	if open {
		end = C.run_open(&s, p, C.uint64_t(len(latencyNs)))
	} else {
		end = C.run_closed(&s, p, C.uint64_t(len(latencyNs)))
	}
	return uint64(s.stalls), uint64(end)
}
