//go:build unix

package testenv

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// TestHold: shared holders coexist; one alone keeps out both kinds until
// it lets go; a waiter gets the lock the moment the holder lets go; a
// timed-out wait says what it waited for.
func TestHold(t *testing.T) {
	path := filepath.Join(t.TempDir(), "lock")
	const short = 100 * time.Millisecond
	a, err := hold(path, true, short)
	if err != nil {
		t.Fatal(err)
	}
	b, err := hold(path, true, short)
	if err != nil {
		t.Fatalf("a second shared holder: %v", err)
	}
	if _, err := hold(path, false, short); err == nil || !strings.Contains(err.Error(), "still held after 100ms") {
		t.Fatalf("alone beside two shared holders: %v", err)
	}
	a()
	b()
	alone, err := hold(path, false, short)
	if err != nil {
		t.Fatalf("alone after both let go: %v", err)
	}
	if _, err := hold(path, true, short); err == nil {
		t.Fatal("shared while one holds it alone")
	}
	var released atomic.Bool
	go func() { time.Sleep(200 * time.Millisecond); released.Store(true); alone() }()
	c, err := hold(path, true, 10*time.Second)
	if err != nil {
		t.Fatalf("waiting for the holder to let go: %v", err)
	}
	c()
	if !released.Load() {
		t.Error("held shared before the holder let go")
	}
}

// TestHoldRefusesAPathItCannotOpen names the culprit.
func TestHoldRefusesAPathItCannotOpen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "no", "such", "folder", "lock")
	if _, err := hold(path, true, time.Millisecond); err == nil || !strings.Contains(err.Error(), "the tests' lock") {
		t.Fatalf("got %v", err)
	}
}

// TestQuietWaitsForABusyProcess: a child process holding the lock shared
// (as a busy package's TestMain does) keeps Quiet waiting until it ends,
// and the kernel lets go of a killed holder's lock.
func TestQuietWaitsForABusyProcess(t *testing.T) {
	if os.Getenv("TESTENV_CHILD") != "" {
		release, err := Busy()
		if err != nil {
			os.Exit(3)
		}
		defer release()
		os.Stdout.WriteString("held\n")
		time.Sleep(time.Hour) // killed by the parent
		return
	}
	if testing.Short() {
		t.Skip("it starts this test binary again, which under -exec (QEMU's) would not run")
	}
	t.Setenv("TMPDIR", t.TempDir())
	child := exec.Command(os.Args[0], "-test.run=^TestQuietWaitsForABusyProcess$")
	child.Env = append(os.Environ(), "TESTENV_CHILD=1")
	out, err := child.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := child.Start(); err != nil {
		t.Fatal(err)
	}
	defer child.Wait()
	defer child.Process.Kill()
	buf := make([]byte, 5)
	if _, err := out.Read(buf); err != nil || string(buf) != "held\n" {
		t.Fatalf("the child did not take the lock: %q %v", buf, err)
	}
	if _, err := hold(LockPath(), false, 200*time.Millisecond); err == nil {
		t.Fatal("alone while another process holds it shared")
	}
	var killed atomic.Bool
	go func() { time.Sleep(300 * time.Millisecond); killed.Store(true); child.Process.Kill() }()
	Quiet(t)
	if !killed.Load() {
		t.Error("Quiet returned before the child was killed")
	}
}

// fakeM is a testing.M whose tests "run" by checking the lock is held.
type fakeM struct {
	t    *testing.T
	runs int
}

func (m *fakeM) Run() int {
	m.runs++
	if _, err := hold(LockPath(), false, 50*time.Millisecond); err == nil {
		m.t.Error("the lock is free while RunBusy runs the tests")
	}
	return 7
}

// TestRunBusy holds the lock shared around the tests, returns their code
// and lets go after; with no lock to take, it runs nothing and returns 1.
func TestRunBusy(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	m := &fakeM{t: t}
	if code := RunBusy(m); code != 7 || m.runs != 1 {
		t.Errorf("RunBusy returned %d after %d runs, want 7 after 1", code, m.runs)
	}
	release, err := hold(LockPath(), false, 50*time.Millisecond)
	if err != nil {
		t.Fatalf("the lock is still held after RunBusy: %v", err)
	}
	release()
	t.Setenv("TMPDIR", filepath.Join(t.TempDir(), "gone"))
	if code := RunBusy(m); code != 1 || m.runs != 1 {
		t.Errorf("with no lock to take, RunBusy returned %d after %d runs, want 1 after none", code, m.runs-1)
	}
	if _, err := Busy(); err == nil || !strings.HasPrefix(err.Error(), "testenv: the tests' lock") {
		t.Errorf("Busy with no lock to take: %v", err)
	}
}

// TestRunBusySetsTheCollector: RunBusy runs the tests with the collector
// at BusyGCPercent, unless GOGC asks for its own.
func TestRunBusySetsTheCollector(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	before := debug.SetGCPercent(100)
	defer debug.SetGCPercent(before)
	for gogc, want := range map[string]int{"": BusyGCPercent, "200": 100} {
		t.Setenv("GOGC", gogc)
		debug.SetGCPercent(100)
		RunBusy(&fakeM{t: t})
		if got := debug.SetGCPercent(100); got != want {
			t.Errorf("GOGC %q: the collector at %d %%, want %d", gogc, got, want)
		}
	}
}
