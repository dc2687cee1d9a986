//go:build !unix

package live

import (
	"context"
	"errors"
	"io"
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
