package folderlock

import (
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
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
	start := time.Now()
	_, err = Lock(dir, 200*time.Millisecond)
	want := "another report run holds " + dir
	if runtime.GOOS == "linux" {
		want += ": pid " + strconv.Itoa(os.Getpid())
	}
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("a second lock: err = %v, want %q…", err, want)
	}
	if waited := time.Since(start); waited < 200*time.Millisecond {
		t.Errorf("refused after %v, before waiting 200ms", waited)
	}
	unlock()
	unlock2, err := Lock(dir, 0)
	if err != nil {
		t.Errorf("after unlock: %v", err)
	} else {
		unlock2()
	}
	if _, err := Lock(filepath.Join(dir, "none"), 0); err == nil || !strings.Contains(err.Error(), "no such file") {
		t.Errorf("a missing folder: err = %v", err)
	}
}
