// Package testenv is what the module's tests share about the machine they
// run on. `go test ./...` runs two packages' test binaries at once on two
// cores, so a test that times our generator on the wall clock would share
// the processors with a package's long simulations, and its self-checks
// would fail, rightly, on a busy machine. A machine-wide lock keeps them
// apart: a wall-clock test holds it alone (Quiet), and a package whose
// tests keep the processors busy holds it shared for its whole run
// (Busy), so the two wait for each other and never overlap.
package testenv

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"testing"
	"time"
)

// MaxWait is how long a test waits for the lock before it gives up: longer
// than the slowest package holds it (about a minute on two cores), and
// within go test's default 10 min timeout.
const MaxWait = 5 * time.Minute

// LockPath is the lock's file, one per machine and user, in the temporary
// folder. Nothing is written to it.
func LockPath() string { return filepath.Join(os.TempDir(), "coordinated-omission-tests.lock") }

// Quiet holds the lock alone until t ends, waiting for any package that
// holds it shared, so that nothing of ours keeps the processors busy
// while t times on the wall clock.
func Quiet(t testing.TB) {
	t.Helper()
	start := time.Now()
	release, err := hold(LockPath(), false, MaxWait)
	if err != nil {
		t.Fatal(err)
	}
	if waited := time.Since(start); waited > time.Second {
		t.Logf("waited %v for the busy tests to end", waited.Round(time.Millisecond))
	}
	t.Cleanup(release)
}

// Busy holds the lock shared until release is called; a package's
// TestMain calls it around m.Run when its tests keep the processors busy.
func Busy() (release func(), err error) {
	release, err = hold(LockPath(), true, MaxWait)
	if err != nil {
		return nil, fmt.Errorf("testenv: %w", err)
	}
	return release, nil
}

// BusyGCPercent is the garbage collector's target while a busy package's
// tests run: they allocate much and keep little (a simulated run, a log
// written and read back), so letting the heap grow to 5 times what is live
// rather than twice does a fifth of the collections, and `go test ./...`
// takes about a tenth less time on two cores. The heaviest package peaks
// near half a GiB with it.
const BusyGCPercent = 400

// RunBusy runs a package's tests holding the lock shared, with the
// collector at BusyGCPercent, and returns their exit code: a busy
// package's TestMain is
//
//	func TestMain(m *testing.M) { os.Exit(testenv.RunBusy(m)) }
func RunBusy(m interface{ Run() int }) int {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(BusyGCPercent)
	}
	release, err := Busy()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer release()
	return m.Run()
}

// FullEnv is the environment variable that asks for the property tests'
// full counts: FULL=1, which .ci/run sets. Without it, `go test ./...`
// runs a representative sample of each, so that it stays within a minute
// on two cores.
const FullEnv = "FULL"

// Full reports whether FULL=1 asks for the property tests' full counts.
func Full() bool { return os.Getenv(FullEnv) == "1" }

// WallClock skips a test that runs on the wall clock against the live
// server, or runs a real load generator, unless FULL=1 asks for it: such
// a test takes seconds, and its timing checks want a quiet machine. The
// README says so beside its test command; .ci/run sets FULL=1. -short
// skips it even then.
func WallClock(t testing.TB, what string) {
	t.Helper()
	if testing.Short() || !Full() {
		t.Skipf("%s on the wall clock: FULL=1 runs it, as .ci/run does", what)
	}
}

// Browser skips a test that drives headless Chromium or Node, unless
// FULL=1 asks for it: starting either takes seconds of both processors,
// more than the rest of its package. The README says so beside its test
// command; .ci/run installs both and sets FULL=1. -short skips it even
// then.
func Browser(t testing.TB, what string) {
	t.Helper()
	if testing.Short() || !Full() {
		t.Skipf("%s: FULL=1 runs it, as .ci/run does", what)
	}
}

// Count returns full under FULL=1, and sample otherwise: how many random
// cases a property test draws.
func Count(sample, full int) int {
	if Full() {
		return full
	}
	return sample
}

// ChromiumFor is the headless Chromium a browser test runs, what it does
// said: the test is skipped without FULL=1 (Browser), and where there is
// no Chromium, unless REQUIRE_BROWSER is set, as .ci/run sets it, when it
// fails.
func ChromiumFor(t testing.TB, what string) string {
	t.Helper()
	Browser(t, what)
	chrome := Chromium()
	if chrome == "" {
		if os.Getenv("REQUIRE_BROWSER") != "" {
			t.Fatal("no Chromium on PATH, and REQUIRE_BROWSER is set")
		}
		t.Skip("no Chromium on PATH")
	}
	return chrome
}

// HeadlessArgs are the flags a browser test starts Chromium with, its
// profile in the folder profile: headless, and nothing fetched of its own.
func HeadlessArgs(profile string) []string {
	return []string{"--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
		"--disable-component-update", "--disable-sync", "--user-data-dir=" + profile}
}

// RunChromium runs chrome headless with args added, its profile in a
// folder of the test's, for at most limit, and returns what it printed;
// the test fails, with Chromium's standard error, if it does not end well.
func RunChromium(t testing.TB, chrome string, limit time.Duration, args ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, chrome, append(HeadlessArgs(t.TempDir()), args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s: %v\n%s", chrome, err, stderr.Bytes())
	}
	return out
}

// Chromium returns a headless Chromium to run, or "" if there is none:
// the browser tests' (the README's, and the explorer's).
func Chromium() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	return ""
}
