//go:build !unix

package live

import (
	"context"
	"errors"
	"io"
	"os/exec"
	"time"
)

// RunGroup needs process groups, which this code uses only on Unix.
func RunGroup(context.Context, []string, time.Duration, io.Writer) (string, error) {
	return "", errors.New("running a tool needs a Unix machine: its process group is killed at the bound")
}

// RunGroupUntil needs process groups too.
func RunGroupUntil(context.Context, []string, Deadline, io.Writer) (string, error) {
	return "", errors.New("running a tool needs a Unix machine: its process group is killed at its deadline")
}

// runGroupWith needs process groups too.
func runGroupWith(ctx context.Context, args []string, over Deadline, out io.Writer, _ func(*exec.Cmd) error) (string, error) {
	return RunGroupUntil(ctx, args, over, out)
}
