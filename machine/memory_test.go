package machine

import (
	"os"
	"path/filepath"
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
// memory; with none, the system's is given, and it is some.
func TestFreeMemoryBytes(t *testing.T) {
	none := FreeMemoryBytes(func(string) string { return t.TempDir() })
	if none == 0 {
		t.Skip("no available memory reads here")
	}
	sys := t.TempDir()
	p := filepath.Join(sys, "fs", "cgroup")
	if err := os.MkdirAll(p, 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(p, "memory.max"), []byte("5000"), 0o644)
	os.WriteFile(filepath.Join(p, "memory.current"), []byte("1000"), 0o644)
	if got := FreeMemoryBytes(func(k string) string {
		if k == "HOST_SYS" {
			return sys
		}
		return ""
	}); got != 4000 {
		t.Errorf("under a cgroup of 4000 bytes' room: %d", got)
	}
}
