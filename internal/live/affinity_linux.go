package live

import (
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"sync"

	"golang.org/x/sys/unix"
)

// placing is held while a tool's run is placed: placement is process-wide,
// so a second run at once goes unplaced rather than undo the first's.
var placing sync.Mutex

// place gives the stalling server a processor of its own while a tool
// runs: every thread of this process, the server's worker among them, is
// set to the last processor it may use, and start starts cmd on the
// others, so that the tool's process group is born there. restore sets
// every thread back. Where this process may use one processor, or
// Isolate is false, or another run is placed, nothing is placed and
// words is "".
func place() (start func(*exec.Cmd) error, restore func(), words string) {
	start, restore = (*exec.Cmd).Start, func() {}
	var all unix.CPUSet
	if !Isolate || !placing.TryLock() {
		return start, restore, ""
	}
	if unix.SchedGetaffinity(0, &all) != nil || all.Count() < 2 {
		placing.Unlock()
		return start, restore, ""
	}
	cpus := allowed(all)
	var server, tool unix.CPUSet
	server.Set(cpus[len(cpus)-1])
	for _, c := range cpus[:len(cpus)-1] {
		tool.Set(c)
	}
	restore = func() {
		setThreads(&all)
		placing.Unlock()
	}
	if !setThreads(&server) {
		restore()
		return start, func() {}, ""
	}
	start = func(cmd *exec.Cmd) error {
		runtime.LockOSThread() // the fork's thread, whose set the child is born with
		defer runtime.UnlockOSThread()
		if err := unix.SchedSetaffinity(0, &tool); err != nil {
			return fmt.Errorf("placing the tool: %w", err)
		}
		defer func() { _ = unix.SchedSetaffinity(0, &server) }()
		return cmd.Start()
	}
	return start, restore, fmt.Sprintf("the server on CPU %d, the tool on %s", cpus[len(cpus)-1], cpuList(cpus[:len(cpus)-1]))
}

// allowed lists the processors in set.
func allowed(set unix.CPUSet) []int {
	var cpus []int
	for c := 0; len(cpus) < set.Count(); c++ {
		if set.IsSet(c) {
			cpus = append(cpus, c)
		}
	}
	return cpus
}

// cpuList names processors: "CPU 0", "CPUs 0, 1, 2".
func cpuList(cpus []int) string {
	if len(cpus) == 1 {
		return "CPU " + strconv.Itoa(cpus[0])
	}
	s := "CPUs "
	for i, c := range cpus {
		if i > 0 {
			s += ", "
		}
		s += strconv.Itoa(c)
	}
	return s
}

// setThreads sets every thread of this process to set, twice over the
// thread list, since the runtime may start a thread meanwhile (a new
// thread takes its creator's set). It reports whether every one took it.
func setThreads(set *unix.CPUSet) bool {
	ok := true
	for range 2 {
		tasks, err := os.ReadDir("/proc/self/task")
		if err != nil {
			return false
		}
		for _, t := range tasks {
			tid, err := strconv.Atoi(t.Name())
			if err == nil && unix.SchedSetaffinity(tid, set) != nil {
				if _, gone := os.Stat("/proc/self/task/" + t.Name()); gone == nil {
					ok = false
				}
			}
		}
	}
	return ok
}
