package machine

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// fixtureEnv points gopsutil and Describe at testdata/NAME's proc, sys and
// etc trees; a tree the fixture lacks is a folder that does not exist.
func fixtureEnv(name string) Env {
	root := filepath.Join("testdata", name)
	return func(key string) string {
		switch key {
		case "HOST_PROC":
			return filepath.Join(root, "proc")
		case "HOST_SYS":
			return filepath.Join(root, "sys")
		case "HOST_ETC":
			return filepath.Join(root, "etc")
		}
		return ""
	}
}

// Kernel and kernel-arch come from uname(2) and virtualization from a cache
// gopsutil fills once per process, so no fixture controls them; the tests
// compare every other field.
func withoutHostFields(d Description) Description {
	d.Kernel, d.KernelArch, d.Virtualization, d.VirtualizationRole = "", "", "", ""
	d.GoVersion, d.GOOS, d.GOARCH, d.GOMAXPROCS = "", "", "", ""
	return d
}

func TestDescribeFixture(t *testing.T) {
	got, missing := Describe(context.Background(), fixtureEnv("full"))
	want := Description{
		CPU:             "Fixture CPU 9000 8-Core Processor",
		Vendor:          "AuthenticAMD",
		LogicalCPUs:     "4",
		PhysicalCores:   "2",
		SMT:             "on",
		NUMANodes:       "2",
		CPUMHz:          "3500 (cpufreq max)",
		MemoryTotal:     "16.0 GiB",
		OS:              "linux",
		Platform:        "fixtureos",
		PlatformVersion: "1.2",
	}
	if g := withoutHostFields(got); g != want {
		t.Errorf("Describe(full fixture):\n got %+v\nwant %+v", g, want)
	}
	if len(missing) != 0 {
		t.Errorf("missing = %v, want none", missing)
	}
}

func TestDescribeSparseFixture(t *testing.T) {
	got, missing := Describe(context.Background(), fixtureEnv("sparse"))
	want := Description{
		CPU:           "Sparse CPU",
		Vendor:        "GenuineIntel",
		LogicalCPUs:   "2",
		PhysicalCores: "1", // from cpuinfo's physical and core ids
		SMT:           "on",
		NUMANodes:     Unknown,
		CPUMHz:        "2000 (cpuinfo)",
		MemoryTotal:   Unknown,
		OS:            "linux",
		// No etc tree: gopsutil finds no release file and says so with "".
		Platform:        Unknown,
		PlatformVersion: Unknown,
	}
	if g := withoutHostFields(got); g != want {
		t.Errorf("Describe(sparse fixture):\n got %+v\nwant %+v", g, want)
	}
	for _, name := range []string{"numa-nodes", "memory-total", "platform"} {
		if !slices.Contains(missing, name) {
			t.Errorf("missing = %v, want it to name %s", missing, name)
		}
	}
	for _, kv := range got.KeyValues() {
		if kv.Value == "" {
			t.Errorf("%s is empty; want a value or %q", kv.Key, Unknown)
		}
	}
}

func TestDescribeKeepsMetacharacters(t *testing.T) {
	got, _ := Describe(context.Background(), fixtureEnv("hostile"))
	if want := "Evil | CPU <b>*x*</b> `tick`"; got.CPU != want {
		t.Errorf("CPU = %q, want %q unchanged", got.CPU, want)
	}
}

func TestOneLine(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{" a\nb\r\tc\x7f ", "a b  c"},
		{"NEL\u0085LS\u2028PS\u2029ZW\u200bBOM\ufeffend", "NEL LS PS ZW BOM end"},
		{"bad \xff byte", "bad \ufffd byte"},
		{"Intel(R) Xeon(R)\u00a0CPU", "Intel(R) Xeon(R)\u00a0CPU"}, // a no-break space is a space, not a control
		{strings.Repeat("é", MaxValueRunes), strings.Repeat("é", MaxValueRunes)},
		{strings.Repeat("é", MaxValueRunes+1), strings.Repeat("é", MaxValueRunes-1) + "…"},
		{strings.Repeat("x", 2<<20), strings.Repeat("x", MaxValueRunes-1) + "…"},
	} {
		if got := oneLine(tc.in); got != tc.want {
			t.Errorf("oneLine(%.40q) = %.60q, want %.60q", tc.in, got, tc.want)
		}
	}
}

func TestKeyValuesAreConfigLines(t *testing.T) {
	d, _ := Describe(context.Background(), os.Getenv)
	kvs := append(d.KeyValues(), EstimateClock().KeyValues()...)
	seen := map[string]bool{}
	for _, kv := range kvs {
		if kv.Key == "" || kv.Key != strings.ToLower(kv.Key) || strings.ContainsAny(kv.Key, " \t:") {
			t.Errorf("key %q: want lowercase, no spaces or colons", kv.Key)
		}
		if seen[kv.Key] {
			t.Errorf("key %q appears twice", kv.Key)
		}
		seen[kv.Key] = true
		if strings.ContainsAny(kv.Value, "\n\r") {
			t.Errorf("%s: value %q has a newline", kv.Key, kv.Value)
		}
	}
	for _, k := range []string{"goos", "goarch", "cpu"} {
		if !seen[k] {
			t.Errorf("no %s line", k)
		}
	}
}

// TestDescribeThisMachine compares the model name with /proc/cpuinfo's.
func TestDescribeThisMachine(t *testing.T) {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		t.Skip("no /proc/cpuinfo:", err)
	}
	defer f.Close()
	want := ""
	for s := bufio.NewScanner(f); s.Scan(); {
		if k, v, ok := strings.Cut(s.Text(), ":"); ok && strings.TrimSpace(k) == "model name" {
			want = strings.TrimSpace(v)
			break
		}
	}
	if want == "" {
		t.Skip("/proc/cpuinfo has no model name")
	}
	if got, _ := Describe(context.Background(), os.Getenv); got.CPU != want {
		t.Errorf("CPU = %q, want /proc/cpuinfo's %q", got.CPU, want)
	}
}

// TestEstimateClockThisMachine asserts only that the estimate is plausible:
// the machine is shared and noisy, so nothing is said about its spread.
func TestEstimateClockThisMachine(t *testing.T) {
	c := EstimateClock()
	if len(c.GHz) != Runs {
		t.Fatalf("%d runs, want %d", len(c.GHz), Runs)
	}
	if g := c.MedianGHz(); g < 0.5 || g > 6 {
		t.Errorf("median %.3f GHz, want between 0.5 and 6", g)
	}
	if c.ReadNs <= 0 || c.ResolutionNs <= 0 {
		t.Errorf("clock read %.1f ns, resolution %.0f ns; want both positive", c.ReadNs, c.ResolutionNs)
	}
}

func TestClockSummary(t *testing.T) {
	c := Clock{GHz: []float64{3, 2, 4, 3.5, 2.5, 3, 3}, Exact: true}
	if c.MinGHz() != 2 || c.MedianGHz() != 3 || c.MaxGHz() != 4 {
		t.Errorf("min/median/max = %v/%v/%v, want 2/3/4", c.MinGHz(), c.MedianGHz(), c.MaxGHz())
	}
	if got := c.SpreadPct(); got < 66.6 || got > 66.7 {
		t.Errorf("spread = %v%%, want (4−2)/3 = 66.7%%", got)
	}
	if got := c.Cycles(1.5); got != 6 {
		t.Errorf("Cycles(1.5 ns) = %v, want 6 at the highest estimate, 4 GHz", got)
	}
}
