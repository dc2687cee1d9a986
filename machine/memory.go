package machine

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/shirou/gopsutil/v3/mem"
)

// FreeMemoryBytes is the memory this process may still take: the
// system's available memory (gopsutil's, MemAvailable on Linux), and no
// more than its memory cgroup's limit less its usage (v2's memory.max and
// memory.current, or v1's memory.limit_in_bytes and usage_in_bytes, under
// the HOST_SYS tree env names). 0 where neither can be read.
func FreeMemoryBytes(env Env) uint64 {
	var free uint64
	if vm, err := mem.VirtualMemory(); err == nil {
		free = vm.Available
	}
	hostSys := env("HOST_SYS")
	if hostSys == "" {
		hostSys = "/sys"
	}
	if room, ok := cgroupRoom(filepath.Join(hostSys, "fs", "cgroup")); ok && (free == 0 || room < free) {
		free = room
	}
	return free
}

// noLimitBytes is the least a cgroup's limit may be and mean none: v1
// writes none as the largest page-aligned int64.
const noLimitBytes = 1 << 62

// cgroupRoom is the memory cgroup's limit less its usage, under root
// (a cgroup v2 tree, or v1's with its memory controller at memory/), and
// whether it has a limit.
func cgroupRoom(root string) (uint64, bool) {
	for _, files := range [][2]string{
		{"memory.max", "memory.current"},
		{"memory/memory.limit_in_bytes", "memory/memory.usage_in_bytes"},
	} {
		limit, okL := readBytes(filepath.Join(root, files[0]))
		used, okU := readBytes(filepath.Join(root, files[1]))
		if !okL || !okU {
			continue
		}
		if limit >= noLimitBytes {
			return 0, false
		}
		return limit - min(limit, used), true
	}
	return 0, false
}

// readBytes reads a cgroup file of one count of bytes; "max" (v2's none)
// is noLimitBytes.
func readBytes(path string) (uint64, bool) {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, false
	}
	s := strings.TrimSpace(string(b))
	if s == "max" {
		return noLimitBytes, true
	}
	v, err := strconv.ParseUint(s, 10, 64)
	return v, err == nil
}
