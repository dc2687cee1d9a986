package machine

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// TestCgroupRoom: a memory cgroup's limit less its usage, in v2's files
// and in v1's; none where the limit is "max" or v1's largest value, or
// the files are missing or not numbers; no room where usage passed the
// limit.
func TestCgroupRoom(t *testing.T) {
	for _, c := range []struct {
		name  string
		files map[string]string
		want  uint64
		ok    bool
	}{
		{"v2", map[string]string{"memory.max": "1073741824\n", "memory.current": "73741824\n"}, 1_000_000_000, true},
		{"v2 none", map[string]string{"memory.max": "max\n", "memory.current": "5\n"}, 0, false},
		{"v1", map[string]string{"memory/memory.limit_in_bytes": "2000\n", "memory/memory.usage_in_bytes": "500\n"}, 1500, true},
		{"v1 none", map[string]string{"memory/memory.limit_in_bytes": "9223372036854771712\n", "memory/memory.usage_in_bytes": "4603715584\n"}, 0, false},
		{"over", map[string]string{"memory.max": "100", "memory.current": "200"}, 0, true},
		{"no usage", map[string]string{"memory.max": "100"}, 0, false},
		{"not a number", map[string]string{"memory.max": "lots", "memory.current": "1"}, 0, false},
		{"empty", nil, 0, false},
	} {
		root := t.TempDir()
		for name, text := range c.files {
			p := filepath.Join(root, name)
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if got, ok := cgroupRoom(root); got != c.want || ok != c.ok {
			t.Errorf("%s: %d, %v; want %d, %v", c.name, got, ok, c.want, c.ok)
		}
	}
}

// TestFreeMemoryBytes: a cgroup's room bounds the system's available
// memory, and a room above it does not raise it; with no cgroup, the
// system's is given, and on Linux it is some.
func TestFreeMemoryBytes(t *testing.T) {
	none := FreeMemoryBytes(func(string) string { return t.TempDir() })
	if none == 0 {
		if runtime.GOOS == "linux" {
			t.Fatal("no available memory read from /proc/meminfo")
		}
		t.Skip("no available memory reads here")
	}
	under := func(limit string) uint64 {
		sys := t.TempDir()
		p := filepath.Join(sys, "fs", "cgroup")
		if err := os.MkdirAll(p, 0o755); err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(p, "memory.max"), []byte(limit), 0o644)
		os.WriteFile(filepath.Join(p, "memory.current"), []byte("1000"), 0o644)
		return FreeMemoryBytes(func(k string) string {
			if k == "HOST_SYS" {
				return sys
			}
			return ""
		})
	}
	if got := under("5000"); got != 4000 {
		t.Errorf("under a cgroup of 4000 bytes' room: %d", got)
	}
	// 2^61 bytes of room, far above any machine's memory, and below v1's
	// none: the system's available memory holds (within what a second
	// reading moves it)
	if got := under("2305843009213693952"); got > 2*none || got < none/2 {
		t.Errorf("under a cgroup of 2^61 bytes' room: %d, the system's %d", got, none)
	}
}
