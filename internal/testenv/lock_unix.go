//go:build unix

package testenv

import (
	"errors"
	"fmt"
	"os"
	"syscall"
	"time"
)

// hold takes an advisory flock on path, shared or alone, waiting up to
// wait. It blocks in the kernel rather than polling, so that the moment
// the last holder lets go, a waiter gets the lock before the next test
// binary starts. The kernel drops it when the process ends, so a killed
// test run never blocks the next.
func hold(path string, shared bool, wait time.Duration) (release func(), err error) {
	f, err := os.OpenFile(path, os.O_RDONLY|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("the tests' lock: %w", err)
	}
	how := syscall.LOCK_EX
	if shared {
		how = syscall.LOCK_SH
	}
	got := make(chan error, 1)
	go func() { got <- flock(int(f.Fd()), how) }()
	timer := time.NewTimer(wait)
	defer timer.Stop()
	select {
	case err := <-got:
		if err != nil {
			f.Close()
			return nil, fmt.Errorf("the tests' lock %s: %w", path, err)
		}
		return func() { f.Close() }, nil
	case <-timer.C:
		go func() { <-got; f.Close() }() // let go of it if it comes
		return nil, fmt.Errorf("the tests' lock %s is still held after %v: another test run is going on", path, wait)
	}
}

// flock waits for the lock, through the signals Go's runtime sends its
// own threads.
func flock(fd, how int) error {
	for {
		err := syscall.Flock(fd, how)
		if !errors.Is(err, syscall.EINTR) {
			return err
		}
	}
}
