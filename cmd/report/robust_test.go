package main

import (
	"coordinated-omission/internal/folderlock"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
)

// TestLockRefusesASecondRun holds the results folder's lock as another run
// would, and checks that a run refuses after waiting, touching nothing.
func TestLockRefusesASecondRun(t *testing.T) {
	if testing.Short() || runtime.GOOS == "windows" {
		t.Skip("waits lockWait; no flock on windows")
	}
	t.Parallel()
	w := goodWorkspace(t)
	unlock, err := folderlock.Lock(w.path("results"), 0)
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	before := w.snapshot(t)
	var wg sync.WaitGroup // both wait out folderlock.Wait at once
	for _, args := range [][]string{{"-reps", "1"}, {"-render"}} {
		wg.Go(func() {
			if _, _, err := w.run(nil, args...); err == nil || !strings.Contains(err.Error(), "another report run holds "+w.path("results")) {
				t.Errorf("%v: err = %v, want a refusal naming the lock", args, err)
			}
		})
	}
	wg.Wait()
	if _, _, err := w.run(nil, "-check"); err != nil {
		t.Errorf("-check needs no lock: %v", err)
	}
	for p, b := range w.snapshot(t) {
		if before[p] != b {
			t.Errorf("%s changed", p)
		}
	}
}

// TestRunRemovesAKilledRunsTemps leaves the temporary files a killed run
// would, a new raw file among them, and checks that the next run removes
// them and leaves a set that -check passes.
func TestRunRemovesAKilledRunsTemps(t *testing.T) {
	t.Parallel()
	w := goodWorkspace(t)
	temps := []string{"results/.raw.txt.tmp123", "results/.summary.md.tmp9", "results/.percentiles.svg.tmp1", ".README.md.tmp77"}
	for _, p := range temps {
		mustWrite(t, w.path(p), []byte("partial"))
	}
	mustWrite(t, w.path("results/.notours.tmp1"), []byte("keep"))
	_, stderr, err := w.run(nil, "-reps", "1")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range temps {
		if _, err := os.Stat(w.path(p)); !os.IsNotExist(err) {
			t.Errorf("%s is still there", p)
		}
	}
	if _, err := os.Stat(w.path("results/.notours.tmp1")); err != nil {
		t.Errorf("a file that is not a temporary of ours was removed: %v", err)
	}
	if !strings.Contains(stderr, "removed 4 temporary files that a killed run left") {
		t.Errorf("stderr %q does not say what it removed", stderr)
	}
	if _, _, err := w.run(nil, "-check"); err != nil {
		t.Errorf("-check after the repair: %v", err)
	}
}

// TestCheckNamesEveryStaleFile mixes old and new files as a kill between
// two renames can, and checks that -check names each one that disagrees.
func TestCheckNamesEveryStaleFile(t *testing.T) {
	t.Parallel()
	w := goodWorkspace(t)
	oldSummary, oldReadme := w.read(t, "results/summary.md"), w.read(t, "README.md")
	if _, _, err := w.run(nil, "-reps", "1", "-duration", "10s"); err != nil {
		t.Fatal(err)
	}
	mustWrite(t, w.path("results/summary.md"), oldSummary)
	mustWrite(t, w.path("README.md"), oldReadme)
	_, _, err := w.run(nil, "-check")
	if err == nil || !strings.Contains(err.Error(), w.path("results/summary.md")+" and "+w.path("README.md")+": stale") {
		t.Errorf("-check: err = %v, want both files named", err)
	}
}

func TestBoundedInputs(t *testing.T) {
	t.Parallel()
	w := newWorkspace(t, handREADME)
	dir := w.path("adir")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	fifo := w.path("fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	huge := w.path("huge.md")
	mustWrite(t, huge, nil)
	if err := os.Truncate(huge, maxInput+1); err != nil {
		t.Fatal(err)
	}
	long := w.path("long.txt")
	mustWrite(t, long, []byte("goos: linux\ncpu: "+strings.Repeat("x", 2<<20)+"\n"))
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-verify", dir}, dir + ": is a folder, not a raw file"},
		{[]string{"-verify", long}, long + ":2: line longer than 1048576 bytes"},
		{[]string{"-verify", "/dev/zero"}, "/dev/zero: is a device, not a raw file"},
		{[]string{"-verify", fifo}, fifo + ": is a named pipe, not a raw file"},
		{[]string{"-readme", dir}, "-readme " + dir + ": is a folder"},
		{[]string{"-readme", "/dev/zero"}, "-readme /dev/zero: is a device"},
		{[]string{"-readme", fifo}, "-readme " + fifo + ": is a named pipe"},
		{[]string{"-readme", huge}, "-readme " + huge + ": larger than 67108864 bytes"},
		{[]string{"-template", dir}, "-template " + dir + ": is a folder"},
		{[]string{"-asm", dir}, "-asm " + dir + ": is a folder"},
	} {
		_, _, err := w.run(nil, tc.args...) // a read that hangs fails by go test's timeout
		if err == nil || err.Error() != tc.want {
			t.Errorf("%v: err = %v, want %q", tc.args, err, tc.want)
		}
	}
}

// TestRunShowsProgressInPlainLines runs a simulation long enough to show
// its progress on most machines with stderr not a terminal, as in CI:
// whatever it shows is plain lines, never a bar's carriage returns or
// escapes. Whether it shows any depends on the machine's speed, which a
// test does not decide on: the fake clock of internal/progress's test
// holds when it shows.
func TestRunShowsProgressInPlainLines(t *testing.T) {
	if testing.Short() {
		t.Skip("runs for a few seconds")
	}
	t.Parallel()
	w := newWorkspace(t, handREADME)
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	// The test binary is the report with CO_ROLE=report (TestMain), and its
	// stderr a pipe: no go run to build it again.
	cmd := exec.Command(self)
	cmd.Env = append(os.Environ(), "CO_ROLE=report", "CO_ARGS="+strings.Join(append(w.args, "-quick", "-duration", "4m", "-reps", "30"), "\x1f"))
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%v\n%s", err, stderr.String())
	}
	plain := regexp.MustCompile(`^report: simulated \d+ of 31 runs in \d+\.\d s, about \d+\.\d s left$`)
	for _, line := range strings.Split(strings.TrimSuffix(stderr.String(), "\n"), "\n") {
		if line != "" && !plain.MatchString(line) && !strings.HasPrefix(line, "report: could not read the machine's ") {
			t.Errorf("stderr line %q is not a plain progress line", line)
		}
	}
}

// TestCheckCoversTheLiveFile: a run keeps the last live run's file and
// draws the README's live section and live.svg from it; -check then fails
// when the file is gone, or when live.svg no longer matches it.
func TestCheckCoversTheLiveFile(t *testing.T) {
	t.Parallel()
	w := goodWorkspace(t)
	if !strings.Contains(string(w.read(t, "README.md")), "No live run is recorded here") {
		t.Error("without live.txt the README does not say how to make one")
	}
	live, err := os.ReadFile("../../testdata/live.txt")
	if err != nil {
		t.Fatal(err)
	}
	mustWrite(t, w.path("results/live.txt"), live)
	if _, _, err := w.run(nil, "-check"); err == nil || !strings.Contains(err.Error(), "README.md: stale against") {
		t.Errorf("-check with a new live.txt: %v, want README.md and live.svg stale", err)
	}
	stdout, _, err := w.run(nil, "-render")
	if err != nil || !strings.Contains(stdout, "rendered from "+w.path("results/raw.txt")+" and "+w.path("results/live.txt")) {
		t.Fatalf("-render: %v\n%s", err, stdout)
	}
	if !strings.Contains(string(w.read(t, "README.md")), "### On a real server, on loopback") || !strings.Contains(string(w.read(t, "README.md")), "Every self-check held") {
		t.Error("the README's live section is not drawn from live.txt")
	}
	if _, _, err := w.run(nil, "-check"); err != nil {
		t.Errorf("-check after -render: %v", err)
	}
	mustWrite(t, w.path("results/live.svg"), []byte("<svg/>"))
	if _, _, err := w.run(nil, "-check"); err == nil || !strings.Contains(err.Error(), "live.svg: stale") {
		t.Errorf("-check with a changed live.svg: %v", err)
	}
	if _, _, err := w.run(nil, "-render"); err != nil {
		t.Fatal(err)
	}
	os.Remove(w.path("results/live.txt"))
	if _, _, err := w.run(nil, "-check"); err == nil || !strings.Contains(err.Error(), "README.md: stale") {
		t.Errorf("-check without the live.txt the README was drawn from: %v", err)
	}
}
