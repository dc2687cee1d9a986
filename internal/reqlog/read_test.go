package reqlog

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func fixture(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "audit", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// The generic fixture's columns.
var genericColumns = Generic{Send: "sent", Latency: "3", Conn: "worker"}

// TestReadFixtures reads every fixture, its format recognised from its
// first line, and checks its first request against the file's first line,
// read by hand: the send, the latency and the connection, in ns.
func TestReadFixtures(t *testing.T) {
	for _, tc := range []struct {
		file, format  string
		generic       Generic
		n             int
		send, latency int64
		conn          int32
		resolution    int64
		conns         int // connections named, 0 for none
		note          string
	}{
		// 1796286497770845476,200,1000957,…
		{file: "vegeta.bin", format: FormatVegeta, n: 2999, send: 1796286497770845476, latency: 1000957, conn: NoConn, resolution: 1},
		{file: "vegeta.csv", format: FormatVegetaCSV, n: 2999, send: 1796286497770845476, latency: 1000957, conn: NoConn, resolution: 1},
		// "timestamp":"2026-12-03T08:28:17.770845476Z","latency":1000957
		{file: "vegeta.json", format: FormatVegetaJSON, n: 2999, send: 1796286497770845476, latency: 1000957, conn: NoConn, resolution: 1},
		// {"latency":0.000472,"timestamp":1796286508747433661,"thread":8,…
		{file: "fortio.jsonl", format: FormatFortio, n: 3000, send: 1796286508747433661, latency: 472_000, conn: 8, resolution: 1000, conns: 10},
		// 0.0028,…,200,0.0159: the offset from hey's start, in s
		{file: "hey.csv", format: FormatHey, n: 2459, send: 15_900_000, latency: 2_800_000, conn: NoConn, resolution: 100_000, note: "count from its process's start"},
		// 1796286514940274 (µs) 200 971 (µs)
		{file: "h2load.log", format: FormatH2load, n: 22960, send: 1796286514940274000, latency: 971_000, conn: NoConn, resolution: 1000, note: "names no client"},
		// 1796286500000 (ms),0,…,Thread Group 1-1
		{file: "jtl.csv", format: FormatJTL, n: 2000, send: 1796286500000000000, latency: 0, conn: 0, resolution: 1_000_000, conns: 2, note: "START times"},
		// time 08:28:20.0001Z is the end, value 0.1 ms, vu 1
		{file: "k6.json", format: FormatK6JSON, n: 2000, send: 1796286500000000000, latency: 100_000, conn: 0, resolution: 1000, conns: 2, note: "its request's end"},
		// http_req_duration,1796286500000100 (µs, the end),0.100000 (ms),…,vu=1
		{file: "k6.csv", format: FormatK6CSV, n: 2000, send: 1796286500000000000, latency: 100_000, conn: 0, resolution: 1000, conns: 2, note: "its request's end"},
		// REQUEST		request_1	1796286500000	1796286500000	OK
		{file: "gatling.log", format: FormatGatling, n: 2000, send: 1796286500000000000, latency: 0, conn: NoConn, resolution: 1_000_000, note: "Gatling does not install here"},
		// REQUEST, no group, "Home", 0 and 51 ms from the RUN record's 1796286500000: the binary of gatling-v39.log's first line
		{file: "gatling-v314.log", format: FormatGatlingBin, n: 653, send: 1796286500000000000, latency: 51_000_000, conn: NoConn, resolution: 1_000_000, note: "read as Gatling 3.14.2 writes its binary simulation.log"},
		// 1796286500.000000,w0,100.000 (µs)
		{file: "generic.csv", format: FormatCSV, generic: genericColumns, n: 2000, send: 1796286500000000000, latency: 100_000, conn: 0, resolution: 1000, conns: 2},
	} {
		t.Run(tc.file, func(t *testing.T) {
			named := ""
			if tc.format == FormatCSV {
				named = FormatCSV
			}
			log, err := Read(bytes.NewReader(fixture(t, tc.file)), named, tc.generic)
			if err != nil {
				t.Fatal(err)
			}
			if log.Format != tc.format || len(log.Requests) != tc.n || log.ResolutionNs != tc.resolution {
				t.Errorf("format %s, %d requests, resolution %d ns; want %s, %d, %d", log.Format, len(log.Requests), log.ResolutionNs, tc.format, tc.n, tc.resolution)
			}
			if r := log.Requests[0]; r != (Request{SendNs: tc.send, LatencyNs: tc.latency, Conn: tc.conn}) {
				t.Errorf("first request %+v, want send %d, latency %d, conn %d", r, tc.send, tc.latency, tc.conn)
			}
			conns := map[int32]bool{}
			for _, r := range log.Requests {
				if r.Conn != NoConn {
					conns[r.Conn] = true
				}
			}
			if len(conns) != tc.conns {
				t.Errorf("%d connections, want %d", len(conns), tc.conns)
			}
			if !strings.Contains(strings.Join(log.Notes, "\n"), tc.note) {
				t.Errorf("notes %q, want one saying %q", log.Notes, tc.note)
			}
		})
	}
}

// TestReadGzip: a gzip file is read through, to the same requests.
func TestReadGzip(t *testing.T) {
	plain := fixture(t, "h2load.log")
	var z bytes.Buffer
	w := gzip.NewWriter(&z)
	w.Write(plain)
	w.Close()
	a, err := Read(bytes.NewReader(plain), "", Generic{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := Read(&z, "", Generic{})
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Requests) != len(b.Requests) || a.Requests[100] != b.Requests[100] || b.Format != FormatH2load {
		t.Errorf("gzip: %d requests in %s, want %d in %s", len(b.Requests), b.Format, len(a.Requests), a.Format)
	}
	if _, err := Read(bytes.NewReader([]byte{0x1f, 0x8b, 0, 0}), "", Generic{}); err == nil || !strings.Contains(err.Error(), "a gzip file that does not open") {
		t.Errorf("a broken gzip file: %v", err)
	}
}

// TestReadRefuses: each bad input gets one line that names it.
func TestReadRefuses(t *testing.T) {
	h2 := "1796286514940274\t200\t971\n"
	long := strings.Repeat("x", MaxLineBytes+1)
	for _, tc := range []struct {
		name, input, format string
		generic             Generic
		want                string
		is                  error
	}{
		{name: "empty", input: "", want: "the log is empty", is: ErrEmpty},
		{name: "comments only", input: "# a\n\n# b\n", want: "comments and blank lines only", is: ErrEmpty},
		{name: "a histogram", input: "       Value   Percentile   TotalCount 1/(1-Percentile)\n\n       0.100 0.000000000000          1           1.00\n",
			want: "a histogram or a summary has no send times", is: ErrFormat},
		{name: "ab", input: string(fixture(t, "ab.tsv")), want: "its rows are sorted by total time", is: ErrFormat},
		{name: "a binary that is not vegeta's", input: "\x00\x01\x02binary", want: "nor Gatling's binary simulation.log", is: ErrFormat},
		{name: "a malformed line", input: h2 + h2 + "1796286514940300\t200\n", want: "line 3: want h2load's 3 tab-separated columns, got 2: 1796286514940300\t200"},
		{name: "a latency not a number", input: h2 + "1796286514940300\t200\tabc\n", want: `line 2: the duration "abc" is not a whole number`},
		{name: "a cut-off line in the middle", input: h2 + "1796286514940300\t20" + "\n" + h2, want: "line 2: want h2load's 3 tab-separated columns, got 2"},
		{name: "a line too long", input: h2 + long + "\n", want: "line 2 is longer than 1048576 bytes"},
		{name: "a format unknown", input: h2, format: "wrk", want: `⟨format⟩ "wrk": want one of`},
		{name: "a CSV with no send column", input: "a,b\n1,2\n", format: FormatCSV, generic: Generic{Send: "send", Latency: "b", LatencyUnit: "ms"}, want: `⟨send⟩ "send": no such column; the header has a, b`},
		{name: "a CSV latency with no unit", input: "sent,took\n1796286500.0,1\n", format: FormatCSV, generic: Generic{Send: "sent", Latency: "took"}, want: `⟨latency⟩ "took": its header names no unit`},
		{name: "a CSV without its columns", input: "a,b\n", format: FormatCSV, want: "⟨format⟩ csv needs ⟨send⟩ and ⟨latency⟩"},
		{name: "a CSV unit unknown", input: "a,b\n", format: FormatCSV, generic: Generic{Send: "a", Latency: "b", LatencyUnit: "min"}, want: `⟨unit⟩ "min": want ns, us, ms or s`},
		{name: "a CSV column past the end", input: "a,b\n1,2\n", format: FormatCSV, generic: Generic{Send: "3", Latency: "b", LatencyUnit: "ms"}, want: `⟨send⟩ "3": no such column`},
		{name: "no request among other metrics", input: `{"type":"Point","metric":"vus","data":{"time":"2026-12-03T08:28:20Z","value":1}}` + "\n", want: "1 lines and no request in them", is: ErrEmpty},
		{name: "a JTL with dates in no shape known", input: "timeStamp,elapsed,threadName\n03 Dec 2026 08:00:00,5,t1\n", want: `line 2: timeStamp "03 Dec 2026 08:00:00" is neither ms since the epoch nor a date this audit recognises: give its SimpleDateFormat pattern with ⟨time-format⟩`},
		{name: "a JTL whose dates change shape", input: "timeStamp,elapsed,threadName\n2026/12/03 08:00:00,5,t1\n2026-12-03 08:00:01,5,t1\n", want: `line 3: timeStamp "2026-12-03 08:00:01" does not follow the time format "yyyy/MM/dd HH:mm:ss"`},
		{name: "a headerless JTL in no layout", input: "1796286500000,5,x\n", format: FormatJTL, want: "a JMeter CSV with no header, in none of JMeter's default column orders (3 columns)"},
		{name: "JMeter XML that is not well formed", input: "<?xml version=\"1.0\"?>\n<testResults version=\"1.2\">\n<httpSample t=\"5\" ts=\"1796286500000\"></sample>\n</testResults>\n", want: "JMeter's XML results"},
		{name: "JMeter XML with a ts not a number", input: "<?xml version=\"1.0\"?>\n<testResults version=\"1.2\">\n<httpSample t=\"5\" ts=\"x\"/>\n</testResults>\n", want: `line 3: a <httpSample> whose ts "x" or t "5" is not a whole number of ms`},
		{name: "a Gatling request with no status", input: "REQUEST\t\tr\t1796286500000\t1796286500001\t\n", want: "a REQUEST record with no OK or KO status"},
		{name: "a Gatling request ending before it starts", input: "REQUEST\t\tr\t1796286500002\t1796286500001\tOK\n", want: "is not a time at or after the start"},
		{name: "a k6 point with no value", input: `{"type":"Point","metric":"http_req_duration","data":{"time":"2026-12-03T08:28:20Z"}}` + "\n", want: "an http_req_duration point with no time or value"},
		{name: "a fortio line with no thread", input: `{"latency":0.1,"timestamp":1796286508747433661,"iter":0}` + "\n", format: FormatFortio, want: "line 1: not a fortio access log line"},
		{name: "a vegeta JSON line with no latency", input: `{"seq":0,"timestamp":"2026-12-03T08:28:17Z","latency":null,"code":200}` + "\n", want: "not a vegeta JSON result"},
		{name: "hey with too few columns", input: heyHeader + "\n0.1,200\n", want: "want hey's 8 columns, got 2"},
		{name: "an epoch send too short", input: "sent,took_ms\n12345,1\n17962865000,1\n", format: FormatCSV, generic: Generic{Send: "sent", Latency: "took_ms"}, want: ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Read(strings.NewReader(tc.input), tc.format, tc.generic)
			if tc.want == "" {
				return // read or refused: only a panic or a hang fails
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one containing %q", err, tc.want)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("a multi-line error: %q", err)
			}
			if tc.is != nil && !errors.Is(err, tc.is) {
				t.Errorf("error %v is not %v", err, tc.is)
			}
		})
	}
}

// TestScaled reads decimals exactly, where a float64 would not.
func TestScaled(t *testing.T) {
	for _, tc := range []struct {
		s    string
		unit int64
		want int64
		ok   bool
	}{
		{"1796286500.001000", 1e9, 1796286500001000000, true},
		{"0.0028", 1e9, 2_800_000, true},
		{"0.1234567899", 1e9, 123456789, true}, // past the ns: dropped
		{"100.000", 1e3, 100_000, true},
		{".5", 1e6, 500_000, true},
		{"7.", 1e6, 7_000_000, true},
		{"9000000000", 1e9, 9e18, true},
		{"9000000001", 1e9, 0, false},
		{"9000000000000000001", 1, 0, false},
		{"9000000000000000001", 0, 0, false}, // the digits' own bound, with no unit's after it
		{"9000000000000000000", 0, 0, true},
		{"99999999999999999999", 1, 0, false},
		{"", 1, 0, false},
		{".", 1, 0, false},
		{"-1", 1, 0, false},
		{"1e3", 1, 0, false},
		{"1.2.3", 1, 0, false},
	} {
		got, err := scaled(tc.s, tc.unit)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("scaled(%q, %d) = %d, %v; want %d, ok %v", tc.s, tc.unit, got, err, tc.want, tc.ok)
		}
	}
}

// TestEpoch tells a time's unit by its digits, and reads RFC 3339.
func TestEpoch(t *testing.T) {
	for _, tc := range []struct {
		s          string
		want, unit int64
	}{
		{"1796286500", 1796286500000000000, 1e9},
		{"1796286500123", 1796286500123000000, 1e6},
		{"1796286500123456", 1796286500123456000, 1e3},
		{"1796286500123456789", 1796286500123456789, 1},
		{"2026-12-03T08:28:20.0001Z", 1796286500000100000, 1},
		{"999999999", 999999999000000000, 1e9},
	} {
		got, unit, err := epoch(tc.s)
		if err != nil || got != tc.want || unit != tc.unit {
			t.Errorf("epoch(%q) = %d, %d, %v; want %d, %d", tc.s, got, unit, err, tc.want, tc.unit)
		}
	}
	for _, s := range []string{"12345", "0123456789", "17962865001234567890", "yesterday"} {
		if _, _, err := epoch(s); err == nil {
			t.Errorf("epoch(%q) read", s)
		}
	}
}

// TestGatlingBinGivenNULFirst: bytes that begin with a NUL are not text,
// whatever else they are: -audit-format gatling-bin given for them is not
// refused as text (the binary reader says what is wrong with them).
func TestGatlingBinGivenNULFirst(t *testing.T) {
	err := checkGiven(formatTable, FormatGatlingBin, bufio.NewReader(strings.NewReader("\x00 not a RUN record, and no text\n")))
	if err != nil && strings.Contains(err.Error(), "this is text") {
		t.Errorf("a log whose first byte is NUL, given as gatling-bin: %v", err)
	}
}
