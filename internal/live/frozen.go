package live

import (
	"cmp"
	"os"
	"os/exec"
	"slices"
	"time"
)

// A FrozenRun is one run of someone's load generator against an nginx
// stopped from outside (RunFrozen): what the tool printed, and the
// server's freezes as they happened. No server of ours saw the requests:
// there is no server's view.
type FrozenRun struct {
	Command []string // as run, with {url}, {host} and {port} filled in
	Output  []byte   // its standard output and error, interleaved, at most MaxToolOutput
	Dropped int64    // bytes of output beyond that
	Exit    string   // how it ended, in words
	StartNs int64    // the tool's start, on the wall clock in ns
	Freezes []Freeze
}

// A Freeze is one stop of the server, on the wall clock in ns: from just
// before its SIGSTOP to just after its SIGCONT returned.
type Freeze struct{ FromNs, ToNs int64 }

// FrozenTruth is the open loop on the plan against a server frozen as
// freezes say (in order, apart): one request every interval from
// originNs until duration after it, each answered in baseNs (the log's
// typical latency) unless it arrives in a freeze, or within baseNs before
// one, when it is answered baseNs after the freeze's end. The latencies,
// in ns, in the plan's order: worked out from the freezes as measured,
// not by the audit. A freeze's edges are measured around the signals, so
// the truth's freezes are as long as the server's or a little longer.
func FrozenTruth(originNs, baseNs int64, interval, duration time.Duration, freezes []Freeze) []int64 {
	if interval <= 0 {
		return nil
	}
	fs := slices.Clone(freezes)
	slices.SortFunc(fs, func(a, b Freeze) int { return cmp.Compare(a.FromNs, b.FromNs) })
	var out []int64
	k := 0
	for at := originNs; at < originNs+int64(duration); at += int64(interval) {
		for k < len(fs) && fs[k].ToNs <= at {
			k++
		}
		lat := baseNs
		if k < len(fs) && at >= fs[k].FromNs-baseNs {
			lat = fs[k].ToNs - at + baseNs
		}
		out = append(out, lat)
	}
	return out
}

// nginxPlaces are where NginxPath looks past PATH: a variable for tests.
var nginxPlaces = []string{"/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"}

// NginxPath is where nginx is: on PATH, or where Debian and a source
// build install it (/usr/sbin is on root's PATH only); "" if nowhere.
func NginxPath() string {
	if p, err := exec.LookPath("nginx"); err == nil {
		return p
	}
	for _, p := range nginxPlaces {
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() && st.Mode()&0o111 != 0 {
			return p
		}
	}
	return ""
}
