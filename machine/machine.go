// Package machine describes the machine a run is timed on and estimates its
// core clock, so that a nanosecond cost can be stated in cycles. It knows
// nothing of the simulation.
//
// The description comes from gopsutil, which reads /proc and /sys, or the
// trees that HOST_PROC, HOST_SYS and HOST_ETC name. A field that cannot be
// read is "unknown", never an error: a description is context for timings,
// not a precondition for them.
package machine

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"

	"github.com/shirou/gopsutil/v3/common"
	"github.com/shirou/gopsutil/v3/cpu"
	"github.com/shirou/gopsutil/v3/host"
	"github.com/shirou/gopsutil/v3/mem"
)

// Unknown is the value of a field that could not be read.
const Unknown = "unknown"

// A Description is what a run was timed on. Every field is one line of plain
// text, exactly as the system gave it (control characters become spaces);
// escaping for a particular output is the caller's business.
type Description struct {
	CPU                string // model name
	Vendor             string
	LogicalCPUs        string
	PhysicalCores      string
	SMT                string // "on" if there are more logical CPUs than cores, else "off"
	NUMANodes          string
	CPUMHz             string // the max from cpufreq, else /proc/cpuinfo's current "cpu MHz"
	MemoryTotal        string // e.g. "23.4 GiB"
	OS                 string
	Platform           string
	PlatformVersion    string
	Kernel             string
	KernelArch         string
	Virtualization     string
	VirtualizationRole string
	GoVersion          string
	GOOS               string
	GOARCH             string
	GOMAXPROCS         string
}

// An Env looks up an environment variable, as os.Getenv does.
type Env func(key string) string

// Describe describes this machine. HOST_PROC, HOST_SYS and HOST_ETC, looked up
// in env, point it at other trees, as they point gopsutil. It also returns the
// names of the fields it could not read.
func Describe(ctx context.Context, env Env) (Description, []string) {
	envMap := common.EnvMap{}
	for _, k := range []common.EnvKeyType{common.HostProcEnvKey, common.HostSysEnvKey, common.HostEtcEnvKey} {
		if v := env(string(k)); v != "" {
			envMap[k] = v
		}
	}
	ctx = context.WithValue(ctx, common.EnvKey, envMap)
	hostSys := env("HOST_SYS")
	if hostSys == "" {
		hostSys = "/sys"
	}

	d := Description{
		GoVersion:  runtime.Version(),
		GOOS:       runtime.GOOS,
		GOARCH:     runtime.GOARCH,
		GOMAXPROCS: strconv.Itoa(runtime.GOMAXPROCS(0)),
		OS:         runtime.GOOS,
	}
	var missing []string
	set := func(field *string, name, value string, ok bool) {
		if value = oneLine(value); !ok || value == "" {
			*field = Unknown
			missing = append(missing, name)
			return
		}
		*field = value
	}

	infos, err := cpu.InfoWithContext(ctx)
	var first cpu.InfoStat
	if err == nil && len(infos) > 0 {
		first = infos[0]
	}
	set(&d.CPU, "cpu", first.ModelName, true)
	set(&d.Vendor, "cpu-vendor", first.VendorID, true)
	mhzSource := "cpuinfo"
	if _, err := os.Stat(filepath.Join(hostSys, "devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq")); err == nil {
		mhzSource = "cpufreq max"
	}
	set(&d.CPUMHz, "cpu-mhz", fmt.Sprintf("%.0f (%s)", first.Mhz, mhzSource), first.Mhz > 0)

	logical, errL := cpu.CountsWithContext(ctx, true)
	physical, errP := cpu.CountsWithContext(ctx, false)
	set(&d.LogicalCPUs, "cpu-logical", strconv.Itoa(logical), errL == nil && logical > 0)
	set(&d.PhysicalCores, "cpu-physical", strconv.Itoa(physical), errP == nil && physical > 0)
	smt := "off"
	if logical > physical {
		smt = "on"
	}
	set(&d.SMT, "smt", smt, errL == nil && errP == nil && logical > 0 && physical > 0)

	nodes, err := filepath.Glob(filepath.Join(hostSys, "devices/system/node/node[0-9]*"))
	set(&d.NUMANodes, "numa-nodes", strconv.Itoa(len(nodes)), err == nil && len(nodes) > 0)

	vm, err := mem.VirtualMemoryWithContext(ctx)
	total := uint64(0)
	if err == nil {
		total = vm.Total
	}
	set(&d.MemoryTotal, "memory-total", fmt.Sprintf("%.1f GiB", float64(total)/(1<<30)), total > 0)

	platform, _, version, err := host.PlatformInformationWithContext(ctx)
	set(&d.Platform, "platform", platform, err == nil)
	set(&d.PlatformVersion, "platform-version", version, err == nil)
	kernel, err := host.KernelVersionWithContext(ctx)
	set(&d.Kernel, "kernel", kernel, err == nil)
	arch, err := host.KernelArch()
	set(&d.KernelArch, "kernel-arch", arch, err == nil)
	system, role, err := host.VirtualizationWithContext(ctx)
	set(&d.Virtualization, "virtualization", system, err == nil)
	set(&d.VirtualizationRole, "virtualization-role", role, err == nil)
	return d, missing
}

// oneLine replaces every control character, newlines included, with a space
// and trims the ends, so that a value fits on one key: value line.
func oneLine(s string) string {
	return strings.TrimSpace(strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return ' '
		}
		return r
	}, s))
}

// A KV is one key: value configuration line of Go's benchmark format. Keys
// are lowercase with no spaces; values are one line.
type KV struct{ Key, Value string }

// KeyValues returns the description in a fixed order, with the keys that
// Go's benchmark format and benchstat know (goos, goarch, cpu) first.
func (d Description) KeyValues() []KV {
	return []KV{
		{"goos", d.GOOS},
		{"goarch", d.GOARCH},
		{"cpu", d.CPU},
		{"cpu-vendor", d.Vendor},
		{"cpu-logical", d.LogicalCPUs},
		{"cpu-physical", d.PhysicalCores},
		{"smt", d.SMT},
		{"numa-nodes", d.NUMANodes},
		{"cpu-mhz", d.CPUMHz},
		{"memory-total", d.MemoryTotal},
		{"os", d.OS},
		{"platform", d.Platform},
		{"platform-version", d.PlatformVersion},
		{"kernel", d.Kernel},
		{"kernel-arch", d.KernelArch},
		{"virtualization", d.Virtualization},
		{"virtualization-role", d.VirtualizationRole},
		{"go", d.GoVersion},
		{"gomaxprocs", d.GOMAXPROCS},
	}
}
