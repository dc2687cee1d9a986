//go:build unix

package spill

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// TestSweepKilled: the folder of a spill whose process was killed
// (SIGKILL, which no process can catch) is left while the process lives,
// and removed by the next New after it is killed.
func TestSweepKilled(t *testing.T) {
	if testing.Short() {
		t.Skip("it starts this test binary again, which under -exec (QEMU's) would not run")
	}
	parent := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "SPILL_HOLD="+parent)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	killed := false
	kill := func() { cmd.Process.Kill(); cmd.Wait(); killed = true }
	defer func() {
		if !killed {
			kill()
		}
	}()
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	dead := line[:len(line)-1]
	Sweep(parent)
	if _, err := os.Stat(dead); err != nil {
		t.Fatalf("a live process's spill was swept: %v", err)
	}
	kill()

	live, err := New(parent, BySend, Default) // sweeps the dead one
	if err != nil {
		t.Fatal(err)
	}
	defer live.Close()
	if _, err := os.Stat(dead); !os.IsNotExist(err) {
		t.Errorf("the folder of a killed process is still there after New: %v", err)
	}
}

// TestSweep: a live spill's folder, a folder not a spill's, a file, and a
// spill's folder made a moment ago and not yet locked are left alone; a
// spill's folder left unlocked for long is removed.
func TestSweep(t *testing.T) {
	parent := t.TempDir()
	live, err := New(parent, BySend, Default)
	if err != nil {
		t.Fatal(err)
	}
	defer live.Close()
	other := filepath.Join(parent, "other")
	fresh := filepath.Join(parent, Prefix+"fresh")
	stale := filepath.Join(parent, Prefix+"stale")
	file := filepath.Join(parent, Prefix+"file")
	for _, d := range []string{other, fresh, stale} {
		os.Mkdir(d, 0o755)
		os.WriteFile(filepath.Join(d, "run-0"), []byte("x"), 0o644)
	}
	os.WriteFile(filepath.Join(other, lockName), nil, 0o644)
	os.WriteFile(file, nil, 0o644)
	long := time.Now().Add(-2 * unlockedFor)
	os.Chtimes(stale, long, long)
	Sweep(parent)
	for _, keep := range []string{live.Dir(), other, fresh, file} {
		if _, err := os.Stat(keep); err != nil {
			t.Errorf("%s was swept: %v", filepath.Base(keep), err)
		}
	}
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Errorf("a spill's folder left unlocked for %v is still there: %v", 2*unlockedFor, err)
	}
}
