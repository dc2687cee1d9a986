package files

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func TestReadBounded(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.txt")
	if err := os.WriteFile(path, []byte("12345"), 0o644); err != nil {
		t.Fatal(err)
	}
	if b, err := ReadBounded(path, 5); err != nil || string(b) != "12345" {
		t.Errorf("ReadBounded at exactly the bound = %q, %v", b, err)
	}
	if _, err := ReadBounded(path, 4); err == nil || err.Error() != path+": larger than 4 bytes" {
		t.Errorf("one byte past the bound: err = %v", err)
	}
	if _, err := ReadBounded(dir, 5); err == nil || err.Error() != dir+": is a folder" {
		t.Errorf("a folder: err = %v", err)
	}
	missing := filepath.Join(dir, "none")
	if _, err := ReadBounded(missing, 5); err == nil || err.Error() != missing+": no such file or directory" {
		t.Errorf("a missing file: err = %v", err)
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err == nil {
		if _, err := ReadBounded(fifo, 5); err == nil || err.Error() != fifo+": is a named pipe" {
			t.Errorf("a FIFO: err = %v", err)
		}
	}
}

func TestKindAndUnwrap(t *testing.T) {
	for m, want := range map[fs.FileMode]string{fs.ModeDevice: "a device", fs.ModeNamedPipe: "a named pipe", fs.ModeSocket: "a socket",
		fs.ModeDir: "a folder", fs.ModeSymlink: "not a regular file"} {
		if got := Kind(m); got != want {
			t.Errorf("Kind(%v) = %q, want %q", m, got, want)
		}
	}
	plain := errors.New("plain")
	if UnwrapPath(plain) != plain {
		t.Error("UnwrapPath changed an error that has no path")
	}
	if got := UnwrapPath(&fs.PathError{Op: "open", Path: "x", Err: fs.ErrNotExist}); got != fs.ErrNotExist {
		t.Errorf("UnwrapPath = %v", got)
	}
}

func TestWriteAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.txt")
	if err := WriteAtomic(path, []byte("one")); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := WriteAtomic(path, []byte("two")); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(path)
	fi, _ := os.Stat(path)
	if string(b) != "two" || fi.Mode().Perm() != 0o600 {
		t.Errorf("after a replace: %q, mode %v; want two, 0600", b, fi.Mode().Perm())
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("%d files in the folder, want 1: no temporary file left", len(entries))
	}
	if err := WriteAtomic(filepath.Join(dir, "no", "such", "x"), nil); err == nil {
		t.Error("a write into a missing folder succeeded")
	}
}

func TestRemoveStaleTemps(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "raw.txt")
	for _, name := range []string{".raw.txt.tmp123", ".raw.txt.tmp", "raw.txt", ".other.txt.tmp9"} {
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	removed, err := RemoveStaleTemps([]string{out})
	if err != nil || len(removed) != 2 {
		t.Fatalf("removed %v, %v; want the two temporary files of raw.txt", removed, err)
	}
	for _, r := range removed {
		if !strings.HasPrefix(filepath.Base(r), ".raw.txt.tmp") {
			t.Errorf("removed %s", r)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, ".other.txt.tmp9")); err != nil {
		t.Error("another output's temporary file was removed")
	}
	if removed, err := RemoveStaleTemps([]string{out}); err != nil || len(removed) != 0 {
		t.Errorf("a second pass removed %v, %v", removed, err)
	}
}

// TestWriteAtomicLeavesNoTempOnFailure: a rename that fails (over a
// folder) leaves the old entry and no temporary file.
func TestWriteAtomicLeavesNoTempOnFailure(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "out")
	if err := os.MkdirAll(filepath.Join(target, "inside"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := WriteAtomic(target, []byte("x")); err == nil {
		t.Fatal("a write over a folder succeeded")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 || entries[0].Name() != "out" || !entries[0].IsDir() {
		t.Errorf("left %v, want only the folder", entries)
	}
}

// TestUserCacheDir: $XDG_CACHE_HOME, else $HOME/.cache, else none.
func TestUserCacheDir(t *testing.T) {
	for _, tc := range []struct{ xdg, home, want string }{{"/x", "/h", "/x"}, {"", "/h", "/h/.cache"}, {"", "", ""}} {
		env := map[string]string{"XDG_CACHE_HOME": tc.xdg, "HOME": tc.home}
		if got := UserCacheDir(func(k string) string { return env[k] }); got != tc.want {
			t.Errorf("%+v: %q", tc, got)
		}
	}
}
