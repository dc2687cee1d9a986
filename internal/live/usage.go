package live

import (
	"math"
	"time"

	"github.com/shirou/gopsutil/v3/cpu"
)

// A usage is a reading of the machine's idle time, over all its
// processors, and of this process's CPU time, user and system, from
// getrusage.
type usage struct {
	idle, self time.Duration
	processors int
	wall       time.Time
	ok         bool // the machine's time could be read
}

func readUsage() usage {
	u := usage{self: processCPU(), wall: time.Now()}
	t, err := cpu.Times(false)
	n, err2 := cpu.Counts(true)
	if err != nil || err2 != nil || len(t) != 1 || n < 1 {
		return u
	}
	u.idle, u.processors, u.ok = time.Duration(math.Round((t[0].Idle+t[0].Iowait)*1e9)), n, true
	return u
}

// others returns the CPU time that other processes took from u to v, and
// the wall time between: the processors' time, less their idle time,
// less this process's. It counts the busy time as what was not idle:
// Linux measures idle time exactly, from each processor's entries into
// idle and exits from it, where it samples the user and system columns of
// /proc/stat at each clock tick. On this project's machine, a VM, those
// columns missed 2.4 of 10 processor-seconds in a live phase, and the
// idle time with them summed to the wall time within 0.2 %. The idle time
// comes in clock ticks, 10 ms, so a quiet machine reads a few ticks either
// way, and a reading below zero is taken as zero. ok is false if the
// machine's time could not be read.
func (u usage) others(v usage) (other, wall time.Duration, ok bool) {
	wall = v.wall.Sub(u.wall)
	busy := time.Duration(u.processors)*wall - (v.idle - u.idle)
	return max(0, busy-(v.self-u.self)), wall, u.ok && v.ok && u.processors == v.processors
}
