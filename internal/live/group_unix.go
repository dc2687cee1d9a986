//go:build unix

package live

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os/exec"
	"syscall"
	"time"
)

// RunGroup runs args in a process group of its own, with no standard
// input and its output to out, and ends the group: at bound with SIGTERM
// and, a second later, SIGKILL; and with SIGKILL once the command itself
// has ended, for what it left behind. It returns how the command ended;
// it is an error only if the command could not start.
func RunGroup(ctx context.Context, args []string, bound time.Duration, out io.Writer) (string, error) {
	return RunGroupUntil(ctx, args, Within(bound), out)
}

// RunGroupUntil is RunGroup with a deadline that may move as the run
// goes: the group is ended as soon as over says so, in the words it gives.
func RunGroupUntil(ctx context.Context, args []string, over Deadline, out io.Writer) (string, error) {
	return runGroupWith(ctx, args, over, out, (*exec.Cmd).Start)
}

// runGroupWith is RunGroupUntil, starting the command with start: on the
// processors a tool is placed on.
func runGroupWith(ctx context.Context, args []string, over Deadline, out io.Writer, start func(*exec.Cmd) error) (string, error) {
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stdout, cmd.Stderr = out, out
	cmd.SysProcAttr = groupAttr()
	cmd.WaitDelay = time.Second // output pipes held open by a process outside the group
	if err := start(cmd); err != nil {
		return "", fmt.Errorf("%s could not start: %w", args[0], unwrapExec(err))
	}
	pgid := cmd.Process.Pid
	defer watchGroup(pgid)()
	kill := func(sig syscall.Signal) { _ = syscall.Kill(-pgid, sig) }
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	startNs := MonotonicNs()
	var err error
	how := ""
	for waiting := true; waiting; {
		wait, words := over(time.Duration(MonotonicNs() - startNs))
		if wait <= 0 {
			how = "killed " + words
			break
		}
		timer := time.NewTimer(min(wait, deadlinePoll))
		select {
		case err = <-done:
			waiting = false
		case <-timer.C:
		case <-ctx.Done():
			how, waiting = "killed: "+ctx.Err().Error(), false
		}
		timer.Stop()
	}
	if how != "" {
		kill(syscall.SIGTERM)
		select {
		case err = <-done:
		case <-time.After(time.Second):
			kill(syscall.SIGKILL)
			err = <-done
		}
	}
	kill(syscall.SIGKILL) // whatever of the group is left
	if how != "" {
		return how, nil
	}
	var exitErr *exec.ExitError
	switch {
	case err == nil:
		return "exit status 0", nil
	case errors.As(err, &exitErr):
		return exitErr.ProcessState.String(), nil
	}
	return err.Error(), nil
}

// unwrapExec drops exec's repetition of the command's name.
func unwrapExec(err error) error {
	var e *exec.Error
	if errors.As(err, &e) {
		return e.Err
	}
	var pe *fs.PathError // fork/exec PATH: permission denied
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
