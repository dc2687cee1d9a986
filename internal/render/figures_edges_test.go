package render

import (
	"coordinated-omission/internal/results"
	"strings"
	"testing"
)

// TestFiguresAtTheirEdges reads the fixed raw file with one value moved
// to the edge of what readFigures accepts, or just past it.
func TestFiguresAtTheirEdges(t *testing.T) {
	for _, tc := range []struct {
		name, from, to string
		want           string // "" when the edit is accepted
		check          func(fg *Figures) bool
	}{
		// (2^62)/1000 = 4611686018427387 whole µs is the largest latency.
		{"the largest latency", "RESULT closed.p50 100.0 us", "RESULT closed.p50 4611686018427387.999 us", "",
			func(fg *Figures) bool { return fg.Closed.at[results.P50] == 4611686018427387999 }},
		{"past the largest latency", "RESULT closed.p50 100.0 us", "RESULT closed.p50 4611686018427388.0 us", "RESULT closed.p50 4611686018427388.0: not a latency", nil},
		{"a count of zero", "RESULT closed.delayed_per_stall.min 1 samples", "RESULT closed.delayed_per_stall.min 0 samples", "",
			func(fg *Figures) bool { return fg.Closed.PerStall.Min == 0 }},
		{"a negative count", "RESULT closed.delayed_per_stall.min 1 samples", "RESULT closed.delayed_per_stall.min -1 samples", "want a whole number of samples", nil},
		{"one request", "requests: 100000", "requests: 1", "", func(fg *Figures) bool { return fg.Requests == 1 }},
		{"no request", "requests: 100000", "requests: 0", `configuration requests "0": want a positive whole number`, nil},
		{"three connections", "connections: 1\n", "connections: 3\n", "",
			func(fg *Figures) bool { return fg.Connections == 3 && fg.Expected == 3*fg.Interval }},
		{"no connection", "connections: 1\n", "connections: 0\n", `configuration connections "0": want a positive whole number`, nil},
	} {
		fg, err := figuresOfFile(testRaw(t, tc.from, tc.to))
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.want == "" && !tc.check(fg):
			t.Errorf("%s: figures %+v", tc.name, fg)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: err = %v, want %q", tc.name, err, tc.want)
		}
	}
}

// TestSweepsAtTheirEdges moves one value of the connections and examples
// sweep lines to an edge of what is accepted or claimed.
func TestSweepsAtTheirEdges(t *testing.T) {
	const n100 = "closed.p90-ns=10000000 closed.p99-ns=195100000 closed.p99.9-ns=199600000 closed.slow=39820 closed.n=100000"
	const over = "open.p50-ns=1100200000 open.p99-ns=2190200000 open.max-ns=2200200000"
	for _, tc := range []struct {
		name, from, to string
		want           string // "" when the edit is accepted
		check          func(c ConnsClaims, e Examples) bool
	}{
		{"slow equal to n", n100, "closed.p90-ns=10000000 closed.p99-ns=195100000 closed.p99.9-ns=199600000 closed.slow=100000 closed.n=100000", "", nil},
		{"no slow sample, one sample", n100, "closed.p90-ns=10000000 closed.p99-ns=195100000 closed.p99.9-ns=199600000 closed.slow=0 closed.n=1", "", nil},
		{"slow above n", n100, "closed.p90-ns=10000000 closed.p99-ns=195100000 closed.p99.9-ns=199600000 closed.slow=100001 closed.n=100000", "slow at most n", nil},
		{"negative slow", n100, "closed.p90-ns=10000000 closed.p99-ns=195100000 closed.p99.9-ns=199600000 closed.slow=-1 closed.n=100000", "slow at most n", nil},
		{"no sample", n100, "closed.p90-ns=10000000 closed.p99-ns=195100000 closed.p99.9-ns=199600000 closed.slow=0 closed.n=0", "slow at most n", nil},
		// At N = 100 the closed p99 reaches the truth; a p90 equal to the
		// open one's is not hidden there.
		{"p90 shown where p99 is", n100, "closed.p90-ns=150100000 closed.p99-ns=195100000 closed.p99.9-ns=199600000 closed.slow=39820 closed.n=100000", "",
			func(c ConnsClaims, e Examples) bool { return c.HasP99Truth && c.P99Truth.N == 100 && !c.P90HiddenThere }},
		{"p90 hidden where p99 is shown", n100, n100, "",
			func(c ConnsClaims, e Examples) bool { return c.HasP99Truth && c.P99Truth.N == 100 && c.P90HiddenThere }},
		{"overload that grows", over, over, "", func(c ConnsClaims, e Examples) bool { return e.OverloadGrows }},
		{"overload max at its p99", over, "open.p50-ns=1100200000 open.p99-ns=2190200000 open.max-ns=2190200000", "", func(c ConnsClaims, e Examples) bool { return !e.OverloadGrows }},
		{"overload p99 at its p50", over, "open.p50-ns=2190200000 open.p99-ns=2190200000 open.max-ns=2200200000", "", func(c ConnsClaims, e Examples) bool { return !e.OverloadGrows }},
		{"overload open p99 at the closed", over, "open.p50-ns=100000 open.p99-ns=250000 open.max-ns=2200200000", "", func(c ConnsClaims, e Examples) bool { return !e.OverloadGrows }},
	} {
		var c ConnsClaims
		var e Examples
		d, err := docOf(Inputs{Raw: testRaw(t, tc.from, tc.to)})
		if err == nil {
			c, err = d.Conns()
		}
		if err == nil {
			e, err = d.Examples()
		}
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.want == "" && tc.check != nil && !tc.check(c, e):
			t.Errorf("%s: claims %+v, examples %+v", tc.name, c, e)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: err = %v, want %q", tc.name, err, tc.want)
		}
	}
}
