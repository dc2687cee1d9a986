// Package profile writes pprof profiles of a whole command run: its CPU,
// and its heap as it ends.
package profile

import (
	"errors"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
)

// MemoryLimitBytes is the heap that LimitMemory has the garbage collector
// keep a run within: a run of 10^7 requests or more holds a few hundred MB
// of samples at a time, and by default the collector lets the heap grow
// to twice what is live before it runs, so that garbage alone would
// double the peak. It is a soft limit: a run whose live samples need more
// still gets it, at the cost of more collections.
const MemoryLimitBytes = 700 << 20

// LimitMemory sets MemoryLimitBytes as the runtime's soft memory limit,
// unless GOMEMLIMIT sets one.
func LimitMemory() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(MemoryLimitBytes)
	}
}

// Start starts a CPU profile into cpuPath, if given, and returns
// the function that stops it and writes the heap profile into memPath, if
// given. Each file is created before the run starts, so a path that cannot
// be written fails at once.
func Start(cpuPath, memPath string) (stop func() error, err error) {
	var cpu, mem *os.File
	closeAll := func() {
		for _, f := range []*os.File{cpu, mem} {
			if f != nil {
				f.Close()
			}
		}
	}
	if cpuPath != "" {
		if cpu, err = os.Create(cpuPath); err != nil {
			return nil, fmt.Errorf("-cpuprofile: %w", err)
		}
		if err = pprof.StartCPUProfile(cpu); err != nil {
			closeAll()
			return nil, fmt.Errorf("-cpuprofile: %w", err)
		}
	}
	if memPath != "" {
		if mem, err = os.Create(memPath); err != nil {
			if cpu != nil {
				pprof.StopCPUProfile()
			}
			closeAll()
			return nil, fmt.Errorf("-memprofile: %w", err)
		}
	}
	return func() error {
		var errs []error
		if cpu != nil {
			pprof.StopCPUProfile()
			errs = append(errs, cpu.Close())
		}
		if mem != nil {
			runtime.GC()
			errs = append(errs, pprof.Lookup("allocs").WriteTo(mem, 0), mem.Close())
		}
		return errors.Join(errs...)
	}, nil
}
