//go:build unix

// Package folderlock serialises report runs in one results folder with the
// kernel's advisory lock, which dies with the process that holds it.
package folderlock

import (
	"bufio"
	"coordinated-omission/internal/files"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Wait is how long a run waits for another to release the results
// folder before it refuses.
const Wait = 3 * time.Second

// Lock takes an exclusive advisory lock (flock) on the folder dir for
// as long as the process holds the returned file open, waiting up to wait
// for a run that holds it. The lock is the kernel's: it dies with the
// process, so a killed run never blocks the next. Nothing is written.
func Lock(dir string, wait time.Duration) (unlock func(), err error) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, fmt.Errorf("-results %s: %w", dir, files.UnwrapPath(err))
	}
	deadline := time.Now().Add(wait)
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			return func() { f.Close() }, nil
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) || time.Now().After(deadline) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	defer f.Close()
	if !errors.Is(err, syscall.EWOULDBLOCK) {
		return nil, fmt.Errorf("-results %s: cannot lock it: %w", dir, err)
	}
	by := holderText(holder(f))
	return nil, fmt.Errorf("another report run holds %s%s; waited %v, try again when it ends", dir, by, wait)
}

// holder returns the pid of the process whose flock is on f's inode,
// from Linux's /proc/locks, or 0 if it cannot tell.
func holder(f *os.File) int {
	fi, err := f.Stat()
	if err != nil {
		return 0
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return 0
	}
	locks, err := os.Open("/proc/locks")
	if err != nil {
		return 0
	}
	defer locks.Close()
	return holderIn(locks, st.Ino)
}

// holderIn returns the pid of the flock on inode ino in a listing in the
// format of /proc/locks, or 0 if none is there:
//
//	1: FLOCK  ADVISORY  WRITE 12345 08:01:1234567 0 EOF
func holderIn(locks io.Reader, ino uint64) int {
	suffix := ":" + strconv.FormatUint(ino, 10)
	s := bufio.NewScanner(locks)
	for s.Scan() {
		f := strings.Fields(s.Text())
		if len(f) >= 6 && f[1] == "FLOCK" && strings.HasSuffix(f[5], suffix) {
			if pid, err := strconv.Atoi(f[4]); err == nil {
				return pid
			}
		}
	}
	return 0
}

// holderText names the holder in the refusal: ": pid 12345", or nothing
// if it is not known (0).
func holderText(pid int) string {
	if pid > 0 {
		return ": pid " + strconv.Itoa(pid)
	}
	return ""
}
