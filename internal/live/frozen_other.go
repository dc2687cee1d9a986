//go:build !unix

package live

import (
	"context"
	"errors"
	"io"

	"coordinated-omission/sim"
)

// RunFrozen needs SIGSTOP and process groups, which this code uses only
// on Unix.
func RunFrozen(context.Context, sim.Scenario, string, string, int, []string, io.Writer, func(url, host string) error) (FrozenRun, error) {
	return FrozenRun{}, errors.New("freezing a server from outside needs a Unix machine: SIGSTOP to its process group")
}
