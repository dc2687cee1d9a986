package audit

import (
	"bytes"
	"strings"
	"testing"
	"time"

	vegeta "github.com/tsenart/vegeta/v12/lib"
)

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
		log.finish()
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

// TestPlanAtItsEdges: a latency at the slow threshold is not slow, a plan
// of MaxSlots is taken, a request more than one interval after its slot
// is behind and one at exactly one interval is not.
func TestPlanAtItsEdges(t *testing.T) {
	// latencies 2, 2, 8, 32, 32: median 8, slow above 32; all quiet, so
	// the typical latency is their median, 8, not the 2 of the three below.
	reqs := []Request{{SendNs: 0, LatencyNs: 2, Conn: NoConn}, {SendNs: 10, LatencyNs: 2, Conn: NoConn}, {SendNs: 20, LatencyNs: 8, Conn: NoConn}, {SendNs: 30, LatencyNs: 32, Conn: NoConn}, {SendNs: 40, LatencyNs: 32, Conn: NoConn}}
	p, err := inferPlan(reqs, 10, 0, 1)
	if err != nil || p.SlowNs != 32 || p.TypicalNs != 8 {
		t.Errorf("plan %+v, %v: want slow above 32 and a typical 8", p, err)
	}
	if p, err := inferPlan(reqs, 10, MaxSlots, 1); err != nil || p.Slots != MaxSlots {
		t.Errorf("MaxSlots given: %+v, %v", p, err)
	}
	// windows of quiet requests: a latency at slowNs is quiet
	if got := windowRates([]Request{{SendNs: 0, LatencyNs: 5, Conn: 0}, {SendNs: 10, LatencyNs: 5, Conn: 0}, {SendNs: 20, LatencyNs: 5, Conn: 0}}, 5, 2); len(got) != 1 || got[0] != 10 {
		t.Errorf("a window at the threshold: %v", got)
	}
	// lags 0, 0, 11, 10: one request behind
	s := sending([]Request{{SendNs: 0, LatencyNs: 1, Conn: NoConn}, {SendNs: 10, LatencyNs: 1, Conn: NoConn}, {SendNs: 31, LatencyNs: 1, Conn: NoConn}, {SendNs: 40, LatencyNs: 1, Conn: NoConn}}, Plan{IntervalNs: 10, Slots: 4, SlowNs: 4}, 1)
	if s.Behind != 1 {
		t.Errorf("behind %d, want 1", s.Behind)
	}
}

// TestClosedAtItsEdge: a closed loop is one whose connections waited for
// the reply before sending again in 99 % of their pairs or more.
func TestClosedAtItsEdge(t *testing.T) {
	for _, tc := range []struct {
		overlaps int
		closed   bool
	}{{1, true}, {2, false}} {
		var reqs []Request
		for k := range int64(101) { // one connection, 100 pairs, a send every 10 taking 5
			lat := int64(5)
			if k < int64(tc.overlaps) {
				lat = 15 // its reply comes after the next send
			}
			reqs = append(reqs, Request{SendNs: 10 * k, LatencyNs: lat, Conn: 0})
		}
		s := sending(reqs, Plan{IntervalNs: 10, Slots: 101, SlowNs: 100}, 1)
		if got := s.Design != Open; got != tc.closed || s.Pairs != 100 || s.Waited != int64(100-tc.overlaps) {
			t.Errorf("%d overlaps: design %s, %d of %d waited; closed %v, want %v", tc.overlaps, s.Design, s.Waited, s.Pairs, got, tc.closed)
		}
	}
}

// TestStretchesFromAStart: a plan that starts late, and a stretch that
// runs past the plan's last slot, counts only the slots in both.
func TestStretchesFromAStart(t *testing.T) {
	// plan: every 10 from 5, 10 slots (5 … 95); a slow request sent at 85,
	// answered at 200: slots 85 and 95 are due in it, none after 95
	reqs := []Request{{SendNs: 5, LatencyNs: 1, Conn: NoConn}, {SendNs: 85, LatencyNs: 115, Conn: NoConn}}
	var s Sending
	s.stretches(reqs, Plan{StartNs: 5, IntervalNs: 10, Slots: 10, SlowNs: 4})
	if s.StretchDue != 2 || s.Stretches[0].Sent != 1 {
		t.Errorf("due %d, sent %d; want 2 and 1", s.StretchDue, s.Stretches[0].Sent)
	}
	// a stretch from 26 to 54 in the same plan: slots 35 and 45
	s = Sending{}
	s.stretches([]Request{{SendNs: 26, LatencyNs: 28, Conn: NoConn}}, Plan{StartNs: 5, IntervalNs: 10, Slots: 10, SlowNs: 4})
	if s.StretchDue != 2 {
		t.Errorf("due %d, want 2", s.StretchDue)
	}
}
