//go:build !unix

package live

import (
	"time"
)

// processCPU is not measured here; live runs are not Supported.
func processCPU() time.Duration { return 0 }
