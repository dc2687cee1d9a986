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
	"unicode"
	"unicode/utf8"

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
	b := &describer{d: Description{
		GoVersion:  runtime.Version(),
		GOOS:       runtime.GOOS,
		GOARCH:     runtime.GOARCH,
		GOMAXPROCS: strconv.Itoa(runtime.GOMAXPROCS(0)),
		OS:         runtime.GOOS,
	}}
	b.cpu(ctx, hostSys)
	b.host(ctx)
	return b.d, b.missing
}

// A describer fills a Description, noting the fields it could not read.
type describer struct {
	d       Description
	missing []string
}

// set sets field to value as one sane line if ok and value is not empty,
// and else to Unknown.
func (b *describer) set(field *string, name, value string, ok bool) {
	if value = oneLine(value); !ok || value == "" {
		*field = Unknown
		b.missing = append(b.missing, name)
		return
	}
	*field = value
}

// cpu reads the processor's model, clock, counts and NUMA nodes.
func (b *describer) cpu(ctx context.Context, hostSys string) {
	d := &b.d
	infos, err := cpu.InfoWithContext(ctx)
	var first cpu.InfoStat
	if err == nil && len(infos) > 0 {
		first = infos[0]
	}
	b.set(&d.CPU, "cpu", first.ModelName, true)
	b.set(&d.Vendor, "cpu-vendor", first.VendorID, true)
	mhzSource := "cpuinfo"
	if _, err := os.Stat(filepath.Join(hostSys, "devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq")); err == nil {
		mhzSource = "cpufreq max"
	}
	b.set(&d.CPUMHz, "cpu-mhz", fmt.Sprintf("%.0f (%s)", first.Mhz, mhzSource), first.Mhz > 0)

	logical, errL := cpu.CountsWithContext(ctx, true)
	physical, errP := cpu.CountsWithContext(ctx, false)
	b.set(&d.LogicalCPUs, "cpu-logical", strconv.Itoa(logical), errL == nil && logical > 0)
	b.set(&d.PhysicalCores, "cpu-physical", strconv.Itoa(physical), errP == nil && physical > 0)
	smt := "off"
	if logical > physical {
		smt = "on"
	}
	b.set(&d.SMT, "smt", smt, errL == nil && errP == nil && logical > 0 && physical > 0)

	nodes, err := filepath.Glob(filepath.Join(hostSys, "devices/system/node/node[0-9]*"))
	b.set(&d.NUMANodes, "numa-nodes", strconv.Itoa(len(nodes)), err == nil && len(nodes) > 0)
}

// host reads the memory, the platform, the kernel and the virtualization.
func (b *describer) host(ctx context.Context) {
	d := &b.d
	vm, err := mem.VirtualMemoryWithContext(ctx)
	total := uint64(0)
	if err == nil {
		total = vm.Total
	}
	b.set(&d.MemoryTotal, "memory-total", fmt.Sprintf("%.1f GiB", float64(total)/(1<<30)), total > 0)

	platform, _, version, err := host.PlatformInformationWithContext(ctx)
	b.set(&d.Platform, "platform", platform, err == nil)
	b.set(&d.PlatformVersion, "platform-version", version, err == nil)
	kernel, err := host.KernelVersionWithContext(ctx)
	b.set(&d.Kernel, "kernel", kernel, err == nil)
	arch, err := host.KernelArch()
	b.set(&d.KernelArch, "kernel-arch", arch, err == nil)
	system, role, err := host.VirtualizationWithContext(ctx)
	b.set(&d.Virtualization, "virtualization", system, err == nil)
	b.set(&d.VirtualizationRole, "virtualization-role", role, err == nil)
}

// MaxValueRunes is the longest a description value may be; a longer one is
// cut to MaxValueRunes−1 runes and "…".
const MaxValueRunes = 200

// oneLine makes s one sane line of a key: value configuration: every
// Unicode control, format and line or paragraph separator (categories Cc,
// Cf, Zl and Zp, so U+0085, U+2028 and U+2029 too) becomes a space, invalid
// UTF-8 becomes U+FFFD, the ends are trimmed, and a value longer than
// MaxValueRunes is cut with "…".
func oneLine(s string) string {
	s = strings.TrimSpace(strings.Map(func(r rune) rune {
		if unicode.In(r, unicode.Cc, unicode.Cf, unicode.Zl, unicode.Zp) {
			return ' '
		}
		return r
	}, strings.ToValidUTF8(s, "\uFFFD")))
	if utf8.RuneCountInString(s) > MaxValueRunes {
		s = strings.TrimSpace(string([]rune(s)[:MaxValueRunes-1])) + "…"
	}
	return s
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
