package reqlog

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	vegeta "github.com/tsenart/vegeta/v12/lib"
)

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
			got := log.Requests[0] // its connection as the log names it
			if got.Conn != NoConn {
				got.Conn = int32(log.ConnIDs[got.Conn])
			}
			if got != tc.want || log.Failed != tc.failed || log.ResolutionNs != tc.resolution {
				t.Errorf("%+v, %d failed, resolution %d; want %+v, %d, %d", got, log.Failed, log.ResolutionNs, tc.want, tc.failed, tc.resolution)
			}
		})
	}
	if _, err := Read(strings.NewReader("a,b\n1,2\n"), FormatCSV, Generic{Send: "0", Latency: "b", LatencyUnit: "ms"}); err == nil || !strings.Contains(err.Error(), `⟨send⟩ "0": no such column`) {
		t.Errorf("column 0: %v", err)
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
}

// read reads input in format, failing the test on an error.
func read(t *testing.T, input, format string) *Log {
	t.Helper()
	log, err := Read(strings.NewReader(input), format, Generic{})
	if err != nil {
		t.Fatal(err)
	}
	return log
}

// TestFailedRequests: each format's own word for a failed request is
// counted, and its word for success is not.
func TestFailedRequests(t *testing.T) {
	var bin bytes.Buffer
	enc := vegeta.NewEncoder(&bin)
	at := time.Unix(1_796_286_500, 0)
	for i, r := range []vegeta.Result{{Code: 200}, {Code: 0}, {Code: 200, Error: "timeout"}, {Code: 503}} {
		r.Timestamp, r.Latency = at.Add(time.Duration(i)*time.Millisecond), time.Millisecond
		if err := enc.Encode(&r); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		name, input, format string
		failed              int64
	}{
		{"vegeta's binary: no code, or an error", bin.String(), "", 2},
		{"vegeta CSV", "1796286497770845476,200,1,0,3,,b,,0\n1796286497770845477,0,1,0,3,,b,,1\n1796286497770845478,200,1,0,3,eof,b,,2\n", "", 2},
		{"vegeta JSON", `{"seq":0,"code":200,"timestamp":"2026-12-03T08:28:17Z","latency":1,"error":""}` + "\n" +
			`{"seq":1,"code":0,"timestamp":"2026-12-03T08:28:18Z","latency":1,"error":""}` + "\n" +
			`{"seq":2,"code":200,"timestamp":"2026-12-03T08:28:19Z","latency":1,"error":"eof"}` + "\n", "", 2},
		{"fortio: ok false, and ok left out", `{"latency":0.1,"timestamp":1,"thread":0,"iter":0,"ok":false}` + "\n" +
			`{"latency":0.1,"timestamp":2,"thread":0,"iter":1,"ok":true}` + "\n" + `{"latency":0.1,"timestamp":3,"thread":0,"iter":2}` + "\n", "", 1},
		{"h2load: below 200, from 400, and -1", "1796286514940274\t199\t1\n1796286514940275\t200\t1\n1796286514940276\t399\t1\n1796286514940277\t400\t1\n1796286514940278\t-1\t1\n", "", 3},
		{"Gatling: OK is not", "REQUEST\t\tr\t1796286500000\t1796286500005\tOK\t \n", "", 0},
		{"JTL: success false", "timeStamp,elapsed,success\n1796286500000,7,true\n1796286500001,7,false\n", "", 1},
		{"k6: a status below 200 or from 400, none for no status", k6Point(199) + k6Point(200) + k6Point(399) + k6Point(400) +
			`{"type":"Point","metric":"http_req_duration","data":{"time":"2026-12-03T08:28:21Z","value":1}}` + "\n", "", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if log := read(t, tc.input, tc.format); log.Failed != tc.failed {
				t.Errorf("%d failed, want %d", log.Failed, tc.failed)
			}
		})
	}
}

func k6Point(status int) string {
	return `{"type":"Point","metric":"http_req_duration","data":{"time":"2026-12-03T08:28:20Z","value":1,"tags":{"status":"` + itoa(status) + `"},"metadata":{"vu":"0"}}}` + "\n"
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + itoa(n%10)
}

// TestConnectionsNumberedZero: a thread or user numbered 0 is one, and a
// log that names a connection on some lines only names none.
func TestConnectionsNumberedZero(t *testing.T) {
	if log := read(t, `{"latency":0.1,"timestamp":1,"thread":0,"iter":0}`+"\n", ""); log.Requests[0].Conn != 0 {
		t.Errorf("fortio's thread 0: %d", log.Requests[0].Conn)
	}
	if log := read(t, k6Point(200), ""); log.Requests[0].Conn != 0 {
		t.Errorf("k6's vu 0: %d", log.Requests[0].Conn)
	}
	log, err := Read(strings.NewReader("worker,sent,took_ms\nw,1796286500.0,1\n"), FormatCSV, Generic{Send: "sent", Latency: "took_ms", Conn: "1"})
	if err != nil || log.Requests[0].Conn != 0 {
		t.Errorf("a CSV's first column as the connection: %v, %v", log, err)
	}
	mixed := k6Point(200) + `{"type":"Point","metric":"http_req_duration","data":{"time":"2026-12-03T08:28:21Z","value":1}}` + "\n"
	if log := read(t, mixed, ""); log.Requests[0].Conn != NoConn || !strings.Contains(strings.Join(log.Notes, " "), "some lines name no connection") {
		t.Errorf("a connection on some lines only: %+v, %q", log.Requests[0], log.Notes)
	}
	if log := read(t, k6Point(200), ""); strings.Contains(strings.Join(log.Notes, " "), "some lines name no connection") {
		t.Errorf("every line names one: %q", log.Notes)
	}
}

// TestHeyAtItsCap notes a hey log of exactly its row cap, and no other.
func TestHeyAtItsCap(t *testing.T) {
	for _, tc := range []struct {
		n    int
		note bool
	}{{heyMaxRows, true}, {heyMaxRows - 1, false}} {
		log := &Log{Format: FormatHey, Requests: make([]Request, tc.n)}
		log.finish(formatTable)
		if got := strings.Contains(strings.Join(log.Notes, " "), "the requests after them are not in it"); got != tc.note {
			t.Errorf("%d rows: noted %v, want %v", tc.n, got, tc.note)
		}
	}
}

// TestLinesAtTheirBounds: a line of exactly MaxLineBytes is read, and
// one byte more is refused, naming it; a log whose replies run backwards
// (two runs joined out of order) is read, to be sorted by send.
func TestLinesAtTheirBounds(t *testing.T) {
	pad := strings.Repeat(" ", MaxLineBytes-len("1796286514940274\t200\t971"))
	if _, err := Read(strings.NewReader("1796286514940274\t200\t971"+pad+"\n"), FormatH2load, Generic{}); err != nil {
		t.Errorf("a line of %d bytes: %v", MaxLineBytes, err)
	}
	if _, err := Read(strings.NewReader("1796286514940274\t200\t971"+pad+" \n"), FormatH2load, Generic{}); err == nil || !strings.Contains(err.Error(), "line 1 is longer than") {
		t.Errorf("a line of %d bytes: %v", MaxLineBytes+1, err)
	}
	line := func(sendUs int64) string { return itoa(int(sendUs)) + "\t200\t0\n" }
	base := int64(1796286540000000)
	if log, err := Read(strings.NewReader(line(base)+line(base-3600e6)), FormatH2load, Generic{}); err != nil || len(log.Requests) != 2 {
		t.Errorf("a reply an hour before the latest: %v", err)
	}
	long := strings.Repeat("y", 121)
	if got := clip(long); got != long[:120]+"…" || clip(long[:120]) != long[:120] {
		t.Errorf("clip at 120: %q", got)
	}
}

// TestFailedStatuses: h2load counts a status outside 200–399 as failed,
// vegeta a code of 0 or an error; failed requests are counted, and kept.
func TestFailedStatuses(t *testing.T) {
	h2 := ""
	for i, status := range []int{199, 200, 399, 400} {
		h2 += strings.Join([]string{i64(1796286514940274 + int64(i)*100), i64(int64(status)), "971"}, "\t") + "\n"
	}
	log, err := Read(strings.NewReader(h2), FormatH2load, Generic{})
	if err != nil || log.Failed != 2 || len(log.Requests) != 4 {
		t.Fatalf("h2load statuses 199, 200, 399, 400: %+v, %v; want 2 failed of 4", log, err)
	}
	vj := `{"seq":0,"timestamp":"2026-12-03T08:28:17Z","latency":1000,"code":0}
{"seq":1,"timestamp":"2026-12-03T08:28:18Z","latency":1000,"code":200,"error":"x"}
{"seq":2,"timestamp":"2026-12-03T08:28:19Z","latency":1000,"code":200}
{"seq":3,"timestamp":"2026-12-03T08:28:20Z","latency":1000,"code":200}
`
	log, err = Read(strings.NewReader(vj), FormatVegetaJSON, Generic{})
	if err != nil || log.Failed != 2 || len(log.Requests) != 4 {
		t.Fatalf("vegeta codes 0, 200 with an error, 200 twice: %+v, %v; want 2 failed of 4", log, err)
	}
}

// TestDecimals counts the digits after the point, a leading one too.
func TestDecimals(t *testing.T) {
	for s, want := range map[string]int{".25": 2, "1.5 ": 1, "12": 0, "0.125": 3} {
		if got := decimals(s); got != want {
			t.Errorf("decimals(%q) = %d, want %d", s, got, want)
		}
	}
}

// TestAbNamed: ab's output named with -audit-format is refused with its
// reason, as when it is recognised.
func TestAbNamed(t *testing.T) {
	_, err := Read(strings.NewReader("x\n"), FormatAb, Generic{})
	if err == nil || !strings.Contains(err.Error(), "its rows are sorted by total time") {
		t.Errorf("⟨format⟩ ab: %v", err)
	}
}

// TestNoConnNoNote: a log whose lines name no connection is not said to
// have some lines without one.
func TestNoConnNoNote(t *testing.T) {
	log, err := Read(strings.NewReader("1796286514940274\t200\t971\n1796286514940300\t200\t971\n"), FormatH2load, Generic{})
	if err != nil || slices.ContainsFunc(log.Notes, func(n string) bool { return strings.Contains(n, "some lines name no connection") }) {
		t.Errorf("h2load's log: %+v, %v", log, err)
	}
}

func i64(v int64) string { return strconv.FormatInt(v, 10) }

// TestAllFailedGob: vegeta's binary results go through the readers'
// finishing step as its CSV does: the same requests, all failed, give the
// same note and labels in either.
func TestAllFailedGob(t *testing.T) {
	var bin, text bytes.Buffer
	enc := vegeta.NewEncoder(&bin)
	at := time.Unix(1_796_286_500, 0)
	for i := range 3 {
		r := vegeta.Result{Code: 0, Error: "connection refused", Timestamp: at.Add(time.Duration(i) * time.Millisecond), Latency: time.Millisecond}
		if err := enc.Encode(&r); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&text, "%d,0,%d,0,0,connection refused,,,%d\n", r.Timestamp.UnixNano(), r.Latency, i)
	}
	gob, csv := read(t, bin.String(), ""), read(t, text.String(), "")
	if gob.Format != FormatVegeta || csv.Format != FormatVegetaCSV {
		t.Fatalf("formats %s and %s", gob.Format, csv.Format)
	}
	if !slices.Equal(gob.Notes, csv.Notes) || !slices.Equal(gob.Labels, csv.Labels) || gob.Failed != 3 || len(gob.Notes) == 0 {
		t.Errorf("gob: notes %q, labels %q, %d failed; CSV: notes %q, labels %q", gob.Notes, gob.Labels, gob.Failed, csv.Notes, csv.Labels)
	}
}
