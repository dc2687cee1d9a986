package live

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"golang.org/x/sys/unix"
)

// TestPlace: while a tool runs, every thread of the report is on the last
// processor and the tool is born on the others; afterwards every thread
// is back where it was; a second placement at once places nothing; and
// Isolate = false places nothing.
func TestPlace(t *testing.T) {
	var before unix.CPUSet
	if err := unix.SchedGetaffinity(0, &before); err != nil {
		t.Fatal(err)
	}
	if before.Count() < 2 {
		t.Skip("one processor: nothing to place")
	}
	cpus := allowed(before)
	Isolate = true
	defer func() { Isolate = false }()
	start, restore, words := place()
	if want := "the server on CPU " + itoa(cpus[len(cpus)-1]); !strings.HasPrefix(words, want) {
		restore()
		t.Fatalf("placed %q, want %q…", words, want)
	}
	_, again, second := place()
	again()
	var out bytes.Buffer
	cmd := exec.Command("grep", "Cpus_allowed_list", "/proc/self/status")
	cmd.Stdout = &out
	err := start(cmd)
	if err == nil {
		err = cmd.Wait()
	}
	var during unix.CPUSet
	_ = unix.SchedGetaffinity(0, &during)
	restore()
	var after unix.CPUSet
	_ = unix.SchedGetaffinity(0, &after)
	if err != nil {
		t.Fatal(err)
	}
	if second != "" {
		t.Errorf("a second placement at once: %q", second)
	}
	if during.Count() != 1 || !during.IsSet(cpus[len(cpus)-1]) {
		t.Errorf("this thread was on %v while placed, want CPU %d alone", allowed(during), cpus[len(cpus)-1])
	}
	got := strings.TrimSpace(strings.TrimPrefix(out.String(), "Cpus_allowed_list:"))
	if want := toolList(cpus[:len(cpus)-1]); got != want {
		t.Errorf("the tool was born on %q, want %q", got, want)
	}
	if after != before {
		t.Errorf("after: %v, want %v back", allowed(after), allowed(before))
	}
	Isolate = false
	if _, r, w := place(); w != "" {
		r()
		t.Errorf("Isolate false placed %q", w)
	}
}

func itoa(n int) string { return strings.TrimPrefix(cpuList([]int{n}), "CPU ") }

// toolList is the kernel's list of cpus, as /proc/…/status prints it,
// for a run of consecutive processors or one.
func toolList(cpus []int) string {
	if len(cpus) == 1 {
		return itoa(cpus[0])
	}
	return itoa(cpus[0]) + "-" + itoa(cpus[len(cpus)-1])
}
