package live

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// TestFrozenTruthByHand: a plan of one request a millisecond for 10 ms
// from 100 ns, answered in 300 ns, against freezes given out of order,
// [2.5 ms, 4 ms) and [7 ms, 7.1 ms): a request meets a freeze if it
// arrives in it or within 300 ns before it, and is answered 300 ns after
// its end; one arriving as a freeze ends does not meet it.
func TestFrozenTruthByHand(t *testing.T) {
	const ms = int64(time.Millisecond)
	freezes := []Freeze{{FromNs: 7*ms + 100, ToNs: 7*ms + 100 + ms/10}, {FromNs: 2*ms + ms/2, ToNs: 4*ms + 100}}
	got := FrozenTruth(100, 300, time.Millisecond, 10*time.Millisecond, freezes)
	want := []int64{300, 300, 300, 4*ms + 100 - (3*ms + 100) + 300, 300, 300, 300, ms/10 + 300, 300, 300}
	if !slices.Equal(got, want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	// a slot 300 ns before the first freeze meets it; 301 ns before, not
	from := 2*ms + ms/2
	if got := FrozenTruth(from-300, 300, time.Millisecond, time.Millisecond, freezes); got[0] != 4*ms+100-(from-300)+300 {
		t.Errorf("300 ns before a freeze: %v", got)
	}
	if got := FrozenTruth(from-301, 300, time.Millisecond, time.Millisecond, freezes); got[0] != 300 {
		t.Errorf("301 ns before a freeze: %v", got)
	}
	if got := FrozenTruth(4*ms+100, 300, time.Millisecond, time.Millisecond, freezes); got[0] != 300 {
		t.Errorf("as a freeze ends: %v", got)
	}
	if got := FrozenTruth(4*ms+99, 300, time.Millisecond, time.Millisecond, freezes); got[0] != 301 {
		t.Errorf("1 ns before a freeze ends: %v", got)
	}
	// as one freeze ends, within 300 ns of the next: the next's
	if got := FrozenTruth(ms, 300, time.Millisecond, time.Millisecond, []Freeze{{0, ms}, {ms + 100, 2 * ms}}); got[0] != ms+300 {
		t.Errorf("as a freeze ends, 100 ns before the next: %v", got)
	}
	if FrozenTruth(0, 300, 0, time.Second, nil) != nil || len(FrozenTruth(0, 300, time.Millisecond, 10*time.Millisecond+1, nil)) != 11 {
		t.Errorf("no plan, or a plan's last slot")
	}
}

// TestNginxPath: nginx on PATH first; else the first place past it that
// holds an executable file, not a folder nor a file no one may run.
func TestNginxPath(t *testing.T) {
	dir := t.TempDir()
	exe, plain, folder := filepath.Join(dir, "exe"), filepath.Join(dir, "plain"), filepath.Join(dir, "folder")
	for path, mode := range map[string]os.FileMode{exe: 0o755, plain: 0o644} {
		if err := os.WriteFile(path, []byte("#!/bin/sh\n"), mode); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	was := nginxPlaces
	t.Cleanup(func() { nginxPlaces = was })
	t.Setenv("PATH", t.TempDir())
	nginxPlaces = []string{filepath.Join(dir, "none"), plain, folder, exe}
	if got := NginxPath(); got != exe {
		t.Errorf("past PATH: %q, want %q", got, exe)
	}
	nginxPlaces = []string{plain, folder}
	if got := NginxPath(); got != "" {
		t.Errorf("nowhere: %q", got)
	}
	onPath := filepath.Join(t.TempDir(), "nginx")
	if err := os.WriteFile(onPath, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", filepath.Dir(onPath))
	nginxPlaces = []string{exe}
	if got := NginxPath(); got != onPath {
		t.Errorf("on PATH: %q, want %q", got, onPath)
	}
}
