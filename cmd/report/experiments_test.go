package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// TestFixedExperimentsReused: a full run computes the fixed experiments
// and keys them by this binary's sha256; the next run of the same binary
// reuses them and says so, and so does -check; -fresh computes them again;
// a line edited by hand is not carried forward; and a scenario flag with
// nothing to reuse leaves them out rather than pay for them.
func TestFixedExperimentsReused(t *testing.T) {
	t.Parallel()
	w := newWorkspace(t, handREADME)
	env := map[string]string{"XDG_CACHE_HOME": w.path(".cache")} // the workspace's own cache folder, until it is dropped below
	step := func(wantStderr, wantLine string, args ...string) string {
		t.Helper()
		_, stderr, err := w.run(env, append([]string{"-reps", "1"}, args...)...)
		if err != nil {
			t.Fatalf("%v: %v\n%s", args, err, stderr)
		}
		if !strings.Contains(stderr, wantStderr) {
			t.Errorf("%v: stderr does not say %q:\n%s", args, wantStderr, stderr)
		}
		raw := string(w.read(t, "results/raw.txt"))
		if !strings.Contains(raw, wantLine) {
			t.Errorf("%v: raw.txt has no %q", args, wantLine)
		}
		return raw
	}
	first := step("computing the fixed experiments (no "+w.path("results/raw.txt")+" yet)", "experiments: computed\n")
	second := step("the fixed experiments are reused from "+w.path("results/raw.txt"), "experiments: reused\n")
	if cut := func(s string) string { return s[strings.Index(s, "\nsweep theory"):strings.Index(s, "\nRESULT")] }; cut(first) != cut(second) {
		t.Errorf("the reused experiments differ from the computed ones")
	}
	if out, _, err := w.run(env, "-check"); err != nil || !strings.Contains(out, "its fixed experiments were reused from an earlier run of the binary with sha256 ") {
		t.Errorf("-check: %v\n%s", err, out)
	}
	// A run into another folder, whose raw file is not there yet, reuses
	// them from the cache folder, where the first run kept them.
	other := t.TempDir()
	if _, stderr, err := w.run(env, "-reps", "1", "-results", other); err != nil || !strings.Contains(stderr, "are reused from "+w.path(".cache")+"/coordinated-omission/experiments-") {
		t.Errorf("another folder: %v\n%s", err, stderr)
	}
	step("computing the fixed experiments (-fresh)", "experiments: computed\n", "-fresh")
	env = map[string]string{"XDG_CACHE_HOME": "", "HOME": ""} // from here, the raw file's paths alone

	edited := bytes.Replace(w.read(t, "results/raw.txt"), []byte("tolerance-pct=5\n"), []byte("tolerance-pct=6\n"), 1)
	if err := os.WriteFile(w.path("results/raw.txt"), edited, 0o644); err != nil {
		t.Fatal(err)
	}
	step("a line was edited", "experiments: computed\n") // and with no cache folder to fall back on

	if err := os.Remove(w.path("results/raw.txt")); err != nil {
		t.Fatal(err)
	}
	raw := step("the fixed experiments are left out (no "+w.path("results/raw.txt")+" yet): a scenario flag was given", "mode: full\n", "-stall", "50ms", "-duration", "1s")
	if strings.Contains(raw, "experiments") || strings.Contains(raw, "sweep grid") {
		t.Errorf("a scenario flag's run paid for the fixed experiments")
	}
	step("the fixed experiments are left out", "mode: full\n", "-stall", "50ms", "-duration", "1s") // a file with none holds none to reuse
	if _, _, err := w.run(nil, "-quick", "-fresh"); err == nil || !strings.Contains(err.Error(), "-fresh computes a full run's fixed experiments") {
		t.Errorf("-quick -fresh: %v", err)
	}
}
