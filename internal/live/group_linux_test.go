//go:build linux

package live

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// killedEnv starts this test binary as a process that runs a tool with
// RunGroup and waits: the tool is "sh", which writes its child's pid to
// the file the variable names, and sleeps.
const killedEnv = "COORDINATED_OMISSION_LIVE_KILLED"

func init() {
	if pidFile, ok := os.LookupEnv(killedEnv); ok {
		_, _ = RunGroup(context.Background(), []string{"sh", "-c", "sleep 30 & echo $! > " + pidFile + "; wait"}, time.Minute, &bytes.Buffer{})
		os.Exit(0)
	}
}

// TestKilledParent: when the process that ran a tool is killed by
// SIGKILL, which it cannot catch to end the tool's group, the tool dies
// with it (Linux signals the direct child of a dying process), and so,
// within a second or so, does a child the tool started itself, which
// watchGroup's watchdog ends.
func TestKilledParent(t *testing.T) {
	if testing.Short() {
		t.Skip("it starts this test binary again, which under -exec (QEMU's) would not run")
	}
	pidFile := filepath.Join(t.TempDir(), "pid")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), killedEnv+"="+pidFile)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var pid string
	for deadline := time.Now().Add(5 * time.Second); pid == "" && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		b, _ := os.ReadFile(pidFile)
		if strings.HasSuffix(string(b), "\n") {
			pid = strings.TrimSpace(string(b))
		}
	}
	if pid == "" {
		_ = cmd.Process.Kill()
		t.Fatal("the tool never started")
	}
	shell := shellOf(t, pid)
	_ = cmd.Process.Signal(syscall.SIGKILL)
	_ = cmd.Wait()
	for deadline := time.Now().Add(2 * time.Second); alive(shell) && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
	}
	if alive(shell) {
		t.Errorf("the tool, pid %s, outlived the process that ran it", shell)
		_ = exec.Command("kill", "-9", "-"+shell).Run()
	}
	for deadline := time.Now().Add(10 * time.Second); alive(pid) && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
	}
	if alive(pid) {
		t.Errorf("the tool's own child, pid %s, outlived the process that ran the tool by 10 s", pid)
		_ = exec.Command("kill", "-9", pid).Run()
	}
}

// shellOf is the parent pid of pid.
func shellOf(t *testing.T, pid string) string {
	stat, err := os.ReadFile("/proc/" + pid + "/stat")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, _ := strings.Cut(string(stat), ") ")
	return strings.Fields(rest)[1]
}
