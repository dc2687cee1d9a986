package audit

import (
	"slices"
	"strings"
	"testing"
)

// TestCurve keeps the most of each run of slots: one point a slot while
// they fit, and runs of ⌈n / curvePoints⌉ beyond.
func TestCurve(t *testing.T) {
	p := Plan{IntervalNs: 10}
	if got := curve(p, []int64{5, 7, 6}); !slices.Equal(got, []Point{{0, 5}, {10, 7}, {20, 6}}) {
		t.Errorf("three slots: %v", got)
	}
	slots := make([]int64, curvePoints+1) // runs of 2: 1001 points
	for i := range slots {
		slots[i] = int64(i % 3)
	}
	got := curve(p, slots)
	if len(got) != curvePoints/2+1 || got[0] != (Point{0, 1}) || got[1] != (Point{20, 2}) || got[len(got)-1] != (Point{20000, 2}) {
		t.Errorf("%d slots: %d points, %v … %v", len(slots), len(got), got[:2], got[len(got)-1])
	}
}

// TestEdgesOfTheReaders reads the lines at the edges of each format: a
// column first or last, a latency that is not 0, a connection numbered 0.
func TestEdgesOfTheReaders(t *testing.T) {
	for _, tc := range []struct {
		name, input, format string
		generic             Generic
		want                Request
		failed              int64
		resolution          int64
	}{
		{name: "vegeta CSV of six columns", input: "1796286497770845476,200,1000957,0,3,\n", want: Request{SendNs: 1796286497770845476, LatencyNs: 1000957, Conn: NoConn}, resolution: 1},
		{name: "a Gatling request of 5 ms", input: "REQUEST\t\tr\t1796286500000\t1796286500005\tKO\t \n", want: Request{SendNs: 1796286500000000000, LatencyNs: 5_000_000, Conn: NoConn}, failed: 1, resolution: 1e6},
		{name: "a JTL whose thread comes first", input: "threadName,timeStamp,elapsed\nt1,1796286500000,7\n", format: FormatJTL, want: Request{SendNs: 1796286500000000000, LatencyNs: 7_000_000, Conn: 0}, resolution: 1e6},
		{name: "a JTL with no thread", input: "timeStamp,elapsed,success\n1796286500000,7,true\n", want: Request{SendNs: 1796286500000000000, LatencyNs: 7_000_000, Conn: NoConn}, resolution: 1e6},
		{name: "a JTL whose success comes first", input: "success,timeStamp,elapsed\nfalse,1796286500000,7\n", format: FormatJTL, want: Request{SendNs: 1796286500000000000, LatencyNs: 7_000_000, Conn: NoConn}, failed: 1, resolution: 1e6},
		{name: "k6 CSV, virtual user 0", input: "metric_name,timestamp,metric_value,metadata\nhttp_req_duration,1796286500005,5.000000,vu=0\n", want: Request{SendNs: 1796286500000000000, LatencyNs: 5_000_000, Conn: 0}, resolution: 1e6},
		{name: "k6 CSV, metadata first", input: "metadata,metric_name,timestamp,metric_value\nvu=3,http_req_duration,1796286500005,5.000000\n", format: FormatK6CSV, want: Request{SendNs: 1796286500000000000, LatencyNs: 5_000_000, Conn: 3}, resolution: 1e6},
		{name: "a CSV of offsets in ms", input: "t,lat_ms\n0.5,1\n", format: FormatCSV, generic: Generic{Send: "1", Latency: "2"}, want: Request{SendNs: 500_000, LatencyNs: 1_000_000, Conn: NoConn}, resolution: 100_000},
		{name: "a CSV whose send is its last column", input: "lat,sent\n2,1796286500.25\n", format: FormatCSV, generic: Generic{Send: "2", Latency: "1", LatencyUnit: "ms"}, want: Request{SendNs: 1796286500250000000, LatencyNs: 2_000_000, Conn: NoConn}, resolution: 10_000_000},
	} {
		t.Run(tc.name, func(t *testing.T) {
			log, err := Read(strings.NewReader(tc.input), tc.format, tc.generic)
			if err != nil {
				t.Fatal(err)
			}
			if log.Requests[0] != tc.want || log.Failed != tc.failed || log.ResolutionNs != tc.resolution {
				t.Errorf("%+v, %d failed, resolution %d; want %+v, %d, %d", log.Requests[0], log.Failed, log.ResolutionNs, tc.want, tc.failed, tc.resolution)
			}
		})
	}
	if _, err := Read(strings.NewReader("a,b\n1,2\n"), FormatCSV, Generic{Send: "0", Latency: "b", LatencyUnit: "ms"}); err == nil || !strings.Contains(err.Error(), `-audit-send "0": no such column`) {
		t.Errorf("column 0: %v", err)
	}
}

// TestInferWithTheRoundTrip: the round trip given moves completions
// earlier, and so which requests queued. A closed loop whose every
// request is sent at the last one's reply never queues, and its service
// is its least latency less the round trip, 5 − 2 = 3; taken as queued,
// its gaps would give 5. A backlog given a round trip of 1 is served in
// its completions' gaps, 2.
func TestInferWithTheRoundTrip(t *testing.T) {
	var closed, backlog []Request
	for k := range int64(12) {
		closed = append(closed, Request{SendNs: 5 * k, LatencyNs: 5, Conn: 0})
		backlog = append(backlog, Request{SendNs: k, LatencyNs: 2*(k+1) + 1 - k, Conn: NoConn})
	}
	if s := infer(closed, Plan{}, 1, 2, true); s.ServiceNs != 3 || s.RTTNs != 2 {
		t.Errorf("a closed loop, L = 2: service %d, round trip %d", s.ServiceNs, s.RTTNs)
	}
	if s := infer(backlog, Plan{}, 1, 1, true); s.ServiceNs != 2 || s.RTTNs != 1 || len(s.Windows) != 0 {
		t.Errorf("a backlog, L = 1: service %d, round trip %d, %d pauses", s.ServiceNs, s.RTTNs, len(s.Windows))
	}
}

// TestEdgesOfTheNumbers: the decimal reader at the top of its range and
// at a unit of 0; a latency of 0 is a latency; the plan's refusal names
// its window.
func TestEdgesOfTheNumbers(t *testing.T) {
	if v, err := scaled("9000000000000000000", 1); err != nil || v != 9e18 {
		t.Errorf("the most it reads: %d, %v", v, err)
	}
	if v, err := scaled("12.5", 0); err != nil || v != 0 {
		t.Errorf("a unit of 0: %d, %v", v, err)
	}
	if _, err := Audit([]Request{{SendNs: 0, LatencyNs: 0, Conn: NoConn}, {SendNs: 10, LatencyNs: 0, Conn: NoConn}}, Options{IntervalNs: 10}); err != nil {
		t.Errorf("latencies of 0: %v", err)
	}
	var noisy []Request
	for k := range int64(40) {
		noisy = append(noisy, Request{SendNs: 10 * k, LatencyNs: 3 + 297*(k%2), Conn: NoConn})
	}
	if _, err := inferPlan(noisy, 0, 0, 1); err == nil || !strings.Contains(err.Error(), "no 17 requests in a row were answered within") {
		t.Errorf("a plan that cannot be inferred: %v", err)
	}
	var f Flags
	f.File, f.Slots = "x", MaxSlots
	if err := f.Check(func(string) bool { return false }, false); err != nil {
		t.Errorf("-audit-slots at its most: %v", err)
	}
	if err := f.Check(func(string) bool { return false }, true); err == nil || !strings.Contains(err.Error(), "-audit reads a log alone") {
		t.Errorf("-audit beside another mode: %v", err)
	}
}

// TestBoundFlat: the bound is flat when no request sent after every
// earlier reply came back later than the least latency after its slot,
// and not when one did, by a single nanosecond.
func TestBoundFlat(t *testing.T) {
	even := []Request{{SendNs: 0, LatencyNs: 5, Conn: 0}, {SendNs: 10, LatencyNs: 5, Conn: 0}, {SendNs: 20, LatencyNs: 5, Conn: 0}, {SendNs: 30, LatencyNs: 5, Conn: 0}}
	res, err := Audit(slices.Clone(even), Options{IntervalNs: 10, ResolutionNs: 1})
	if err != nil || !res.BoundFlat {
		t.Fatalf("an even log: flat %v, %v", res != nil && res.BoundFlat, err)
	}
	even[2].LatencyNs = 6
	if res, err = Audit(even, Options{IntervalNs: 10, ResolutionNs: 1}); err != nil || res.BoundFlat {
		t.Fatalf("one free request 1 ns slower: flat %v, %v", res != nil && res.BoundFlat, err)
	}
}
