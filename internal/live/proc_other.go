//go:build !unix

package live

import (
	"time"
)

// Supported reports whether live runs work here: their self-checks need
// this process's CPU time, which this code reads only on Unix.
const Supported = false

// processCPU is not measured here; live runs are not Supported.
func processCPU() time.Duration { return 0 }
