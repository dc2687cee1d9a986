package folderlock

import (
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func TestLockFolder(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no flock")
	}
	t.Parallel()
	dir := t.TempDir()
	unlock, err := Lock(dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Lock(dir, 200*time.Millisecond)
	want := "another report run holds " + dir
	if runtime.GOOS == "linux" {
		want += ": pid " + strconv.Itoa(os.Getpid())
	}
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("a second lock: err = %v, want %q…", err, want)
	}
	if err != nil && !strings.HasSuffix(err.Error(), "; waited 200ms, try again when it ends") {
		t.Errorf("a second lock: err = %v, want it to say it waited 200ms", err)
	}
	// a run that waits gets the lock once the holder lets go, not before
	var released atomic.Bool
	go func() { time.Sleep(100 * time.Millisecond); released.Store(true); unlock() }()
	unlock2, err := Lock(dir, 10*time.Second)
	if err != nil || !released.Load() {
		t.Errorf("waiting for the holder: err = %v, locked before it let go: %v", err, !released.Load())
	} else {
		unlock2()
	}
	if _, err := Lock(filepath.Join(dir, "none"), 0); err == nil || !strings.Contains(err.Error(), "no such file") {
		t.Errorf("a missing folder: err = %v", err)
	}
}
