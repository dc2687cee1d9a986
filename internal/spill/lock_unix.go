//go:build unix

package spill

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// lockName is the file in a spill's folder that its process holds a
// flock on while the folder is in use: the kernel lets go of it when the
// process ends, however it ends, so a folder whose lock can be taken
// belongs to no one.
const lockName = "lock"

// hold takes the lock of the folder dir, and returns how to let it go.
// The lock file is locked under another name and then renamed, so that a
// Sweep never finds it before it is held.
func hold(dir string) (func(), error) {
	f, err := os.Create(filepath.Join(dir, lockName+".new"))
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		return nil, fmt.Errorf("locking %s: %w", f.Name(), err)
	}
	if err := os.Rename(f.Name(), filepath.Join(dir, lockName)); err != nil {
		f.Close()
		return nil, err
	}
	return func() { f.Close() }, nil
}

// unlockedFor is how long a folder without its lock file is left alone:
// the moment between its making and its lock's.
const unlockedFor = time.Minute

// Sweep removes the spills' folders under parent that no process holds:
// those of processes killed before they could remove their own. It
// leaves alone what it cannot read, and every other file.
func Sweep(parent string) {
	entries, err := os.ReadDir(parent)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !e.IsDir() || !strings.HasPrefix(e.Name(), Prefix) {
			continue
		}
		dir := filepath.Join(parent, e.Name())
		f, err := os.OpenFile(filepath.Join(dir, lockName), os.O_RDWR, 0)
		if err != nil {
			if fi, serr := os.Stat(dir); os.IsNotExist(err) && serr == nil && time.Since(fi.ModTime()) > unlockedFor {
				os.RemoveAll(dir)
			}
			continue
		}
		if syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) == nil {
			os.RemoveAll(dir)
		}
		f.Close()
	}
}
