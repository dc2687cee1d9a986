package coarselog

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"coordinated-omission/internal/coarse"
	"coordinated-omission/internal/reqlog"
)

func fixture(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "audit", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func read(b []byte, label string) (*Read, string, error) {
	format, err := Recognise(b)
	if err != nil || format == "" {
		return nil, format, err
	}
	r, err := ReadAs(bufio.NewReader(bytes.NewReader(b)), format, label)
	return r, format, err
}

// TestFixtures: each tool's file is recognised and read as its tool laid
// it out: the intervals, their counts, users and latencies.
func TestFixtures(t *testing.T) {
	for _, c := range []struct {
		name, format     string
		intervals        int
		widthNs          int64
		requests         int64
		arrivals         string
		withLat, noTail  bool
		perRequestArtill bool
	}{
		{"locust-history.csv", FormatLocustHistory, 5, 10e9, 3145, coarse.Closed, true, false, false},
		{"locust-history-custom.csv", FormatLocustHistory, 5, 10e9, 3145, coarse.Closed, true, false, false},
		{"locust-history-aggregated.csv", FormatLocustHistory, 41, 1e9, 3145, coarse.Closed, false, true, false},
		{"artillery-2.json", FormatArtillery, 5, 10e9, 3145, coarse.Open, true, false, false},
		{"hdrhistogram.hlog", FormatHlog, 41, 1e9, 3145, coarse.Unknown, true, false, false},
		{"artillery-1.json", FormatArtillery, 0, 0, 3145, "", false, false, true},
		// the real tools' own files, from runs against report -serve
		{"locust-live-history.csv", FormatLocustHistory, 2, 10e9, 8158, coarse.Closed, true, false, false},
		{"artillery-live.json", FormatArtillery, 3, 10e9, 5000, coarse.Open, true, false, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, format, err := read(fixture(t, c.name), "")
			if err != nil || format != c.format {
				t.Fatalf("%q, %v: want %q", format, err, c.format)
			}
			if c.perRequestArtill {
				if r.Requests == nil || len(r.Requests.Requests) != int(c.requests) || r.Requests.Arrivals != "open" || !strings.Contains(r.Requests.Schedule, "rate(2/s) even_arrivals(10 s)") {
					t.Fatalf("Artillery 1.x: %+v", r.Requests)
				}
				if r.Requests.ResolutionNs != 1e6 || r.Requests.Failed != 33 {
					t.Errorf("Artillery 1.x: clock %d ns, %d failed; want 1 ms, 33", r.Requests.ResolutionNs, r.Requests.Failed)
				}
				return
			}
			l := r.Intervals
			var n int64
			lat := false
			for _, iv := range l.Intervals {
				n += iv.Count
				lat = lat || iv.Lat != nil
				if iv.WidthNs != c.widthNs && iv.WidthNs > c.widthNs {
					t.Errorf("an interval of %d ns, want at most %d", iv.WidthNs, c.widthNs)
				}
			}
			if len(l.Intervals) != c.intervals || n != c.requests || l.Arrivals != c.arrivals || lat != c.withLat || (l.NoTail != "") != c.noTail {
				t.Errorf("%d intervals, %d requests, arrivals %q, latencies %v, no tail %q", len(l.Intervals), n, l.Arrivals, lat, l.NoTail)
			}
		})
	}
}

// TestLocustRows: a history's rows as Locust writes them: N/A before the
// first request, 0 while the window is empty, the 0-user tail dropped,
// intervals of 10 s back from the last row that counted a request; a
// count that goes back, and rows that do not read, refused.
func TestLocustRows(t *testing.T) {
	head := "Timestamp,User Count,Type,Name,Requests/s,Failures/s,50%,99%,100%,Total Request Count,Total Failure Count,Total Median Response Time,Total Average Response Time,Total Min Response Time,Total Max Response Time,Total Average Content Size\n"
	rows := []string{
		"100,1,,Aggregated,0,0,N/A,N/A,N/A,0,0,0,0,0,0,0",
		"101,2,GET,/a,1,0,0,0,0,5,0,10,10,10,10,1",
		"101,2,,Aggregated,1,0,0,0,0,5,0,10,10,10,10,1",
	}
	for s := 102; s <= 125; s++ {
		rows = append(rows, strings.Join([]string{strconv.Itoa(s), "2", "", "Aggregated", "1", "0", "10", "20", "30", strconv.Itoa(5 + 10*(s-101)), "1", "10", "10", "10", "30", "1"}, ","))
	}
	for s := 126; s <= 130; s++ { // the process lives on with no users
		rows = append(rows, strings.Join([]string{strconv.Itoa(s), "0", "", "Aggregated", "0", "0", "10", "20", "30", "245", "1", "10", "10", "10", "30", "1"}, ","))
	}
	r, _, err := read([]byte(head+strings.Join(rows, "\n")+"\n"), "")
	if err != nil {
		t.Fatal(err)
	}
	l := r.Intervals
	// full (a row for /a): 10 s back from 125 (the last that counted):
	// 115, 105, then the first row, 100
	if len(l.Intervals) != 3 || l.Intervals[0].StartNs != 100e9 || l.Intervals[1].StartNs != 105e9 || l.Intervals[2].StartNs != 115e9 {
		t.Fatalf("intervals %+v", l.Intervals)
	}
	if got := l.Intervals[2].Count; got != 100 {
		t.Errorf("the last interval's count %d, want 245 − 145 = 100", got)
	}
	if l.Intervals[2].Lat.MaxNs() != 30e6 || l.Intervals[2].Users != 2 {
		t.Errorf("the last interval: max %d, users %v", l.Intervals[2].Lat.MaxNs(), l.Intervals[2].Users)
	}
	for _, c := range []struct {
		name, text, want string
	}{
		{"count goes back", head + "100,1,,Aggregated,0,0,1,2,3,10,0,0,0,0,0,0\n101,1,,Aggregated,0,0,1,2,3,9,0,0,0,0,0,0\n", "line 3: the time or the request count goes back"},
		{"bad timestamp", head + "x,1,,Aggregated,0,0,1,2,3,10,0,0,0,0,0,0\n", `line 2: Timestamp "x" is not a whole second`},
		{"bad users", head + "100,-1,,Aggregated,0,0,1,2,3,10,0,0,0,0,0,0\n", `User Count "-1"`},
		{"bad percentile", head + "100,1,,Aggregated,0,0,1,x,3,10,0,0,0,0,0,0\n", `percentile "x"`},
		{"short row", head + "100,1,,Aggregated\n", "line 2: 4 columns, the header has 16"},
		{"bad count", head + "100,1,,Aggregated,0,0,1,2,3,ten,0,0,0,0,0,0\n", `Total Request Count "ten"`},
		{"no row", "Timestamp,User Count,Type,Name,Total Request Count", "a Locust history of 0 row(s)"},
	} {
		if _, _, err := read([]byte(c.text), ""); err == nil || !strings.Contains(err.Error(), c.want) || !errors.Is(err, ErrFormat) && !errors.Is(err, reqlog.ErrEmpty) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	if _, _, err := read([]byte(head+strings.Join(rows, "\n")), "GET /b"); err == nil || !strings.Contains(err.Error(), `⟨label⟩ "GET /b": the history has no row of that name; it has "GET /a"`) {
		t.Errorf("a label it has not: %v", err)
	}
	// /a has one row, at 101: by its name alone or with its type, the
	// same row, and no interval
	_, _, err1 := read([]byte(head+strings.Join(rows, "\n")), "/a")
	_, _, err2 := read([]byte(head+strings.Join(rows, "\n")), "GET /a")
	if err1 == nil || err2 == nil || err1.Error() != err2.Error() || !strings.Contains(err1.Error(), "a Locust history of 1 row(s)") {
		t.Errorf("a label by its name alone, and with its type: %v, %v", err1, err2)
	}
}

// TestRecogniseAndRefuse: each first line told right; a Locust summary
// refused with the file to give.
func TestRecogniseAndRefuse(t *testing.T) {
	for _, c := range []struct {
		head, want string
	}{
		{"Timestamp,User Count,Type,Name,Requests/s\n", FormatLocustHistory},
		{"# a comment\n\nTimestamp,User Count,Type,Name,x\n", FormatLocustHistory},
		{"#[Histogram log format version 1.3]\n", FormatHlog},
		{"Tag=A,0.1,1.0,2.5,HISTFAAAAB\n", FormatHlog},
		{"{\n  \"aggregate\": {}\n}", FormatArtillery},
		{"{\"intermediate\": []}", FormatArtillery},
		{"{\"seq\": 1}", ""},
		{"timeStamp,elapsed,label\n", ""},
	} {
		if got, err := Recognise([]byte(c.head)); err != nil || got != c.want {
			t.Errorf("%q: %q, %v; want %q", c.head, got, err, c.want)
		}
	}
	_, err := Recognise([]byte("Type,Name,Request Count,Failure Count,Median Response Time\n"))
	if err == nil || !strings.Contains(err.Error(), "--csv-full-history") || !errors.Is(err, ErrFormat) {
		t.Errorf("Locust's _stats.csv: %v", err)
	}
}

// TestArtilleryRefusals: a report the audit cannot read says what would
// make one it can.
func TestArtilleryRefusals(t *testing.T) {
	for _, c := range []struct {
		name, text, label, want string
	}{
		{"no periods", `{"aggregate": {}, "intermediate": []}`, "", "artillery run --output report.json"},
		{"not JSON", `{"aggregate": `, "", "not JSON"},
		{"neither", `{"aggregate": {}, "intermediate": [{"x": 1}]}`, "", "neither latencies (1.x) nor counters (2.x)"},
		{"1.x without latencies", `{"aggregate": {}, "intermediate": [{"scenariosCreated": 1}]}`, "", "1.x report whose periods hold no latencies"},
		{"bad latency", `{"aggregate": {}, "intermediate": [{"latencies": [[1, "u"]]}]}`, "", "want [time, user, latency, status]"},
		{"negative latency", `{"aggregate": {}, "intermediate": [{"latencies": [[1796286500000, "u", -5, 200]]}]}`, "", "a latency in ns"},
		{"1.x label", `{"aggregate": {}, "intermediate": [{"latencies": [[1796286500000, "u", 5, 200]]}]}`, "Home", "does not name its requests"},
		{"bad period", `{"aggregate": {}, "intermediate": [{"counters": {}, "period": "soon"}]}`, "", `period "soon"`},
		{"no endpoints", `{"aggregate": {}, "intermediate": [{"counters": {"http.responses": 3}, "period": 1796286500000, "summaries": {}}]}`, "Home", "add Artillery's metrics-by-endpoint plugin"},
		{"two periods at once", `{"aggregate": {}, "intermediate": [{"counters": {}, "period": 1796286500000}, {"counters": {}, "period": "1796286500000"}]}`, "", "two periods begin at"},
	} {
		_, err := readArtillery(bufio.NewReader(strings.NewReader(c.text)), c.label)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}

// TestPhasesSchedule: Artillery's phases in the Open Model Thread
// Group's grammar.
func TestPhasesSchedule(t *testing.T) {
	for _, c := range []struct {
		phases, want, note string
	}{
		{`[{"duration": 60, "arrivalRate": 5}]`, "rate(5/s) even_arrivals(60 s) rate(5/s)", ""},
		{`[{"duration": "10", "arrivalRate": 1, "rampTo": 20}, {"pause": 5}, {"duration": 30, "arrivalCount": 60}]`,
			"rate(1/s) even_arrivals(10 s) rate(20/s) rate(0) even_arrivals(5 s) rate(0) rate(2/s) even_arrivals(30 s) rate(2/s)", ""},
		{`[{"duration": "{{ $env.D }}", "arrivalRate": 1}]`, "", "phase 1 of aggregate.phases has no duration"},
		{`[{"duration": 10}]`, "", "no arrivalRate or arrivalCount"},
		{`{}`, "", "does not read as a list"},
		{``, "", ""},
	} {
		got, note := phasesSchedule([]byte(c.phases))
		if got != c.want || !strings.Contains(note, c.note) || (c.note == "") != (note == "") {
			t.Errorf("%s: %q, %q; want %q, %q", c.phases, got, note, c.want, c.note)
		}
	}
}

// TestHlogRefusals: lines that are not an interval log's, and a tag it
// has not.
func TestHlogRefusals(t *testing.T) {
	good := string(fixture(t, "hdrhistogram.hlog"))
	for _, c := range []struct {
		name, text, label, want string
	}{
		{"not a line", "#[Histogram log format version 1.3]\n0.0,1.0,2.0\n", "", "line 2: not an interval"},
		{"bad payload", "#[Histogram log format version 1.3]\n0.0,1.0,2.0,HISTFAAAAA==\n", "", "does not decode"},
		{"no interval", "#[Histogram log format version 1.3]\n", "", "no interval"},
		{"a tag it has not", good, "B", `⟨label⟩ "B": the log has no interval of that tag`},
	} {
		_, err := readHlog(bufio.NewReader(strings.NewReader(c.text)), c.label)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	if _, err := readHlog(bufio.NewReader(strings.NewReader("#[Histogram log format version 1.3]\n")), ""); !errors.Is(err, reqlog.ErrEmpty) {
		t.Errorf("no interval: %v, want ErrEmpty", err)
	}
	for _, c := range []struct {
		maxMs float64
		max   int64
		want  int64
	}{{188.2, 188_219_391, 1}, {188.2, 188_219, 1000}, {188.2, 188, 1_000_000}} {
		if got := valueUnitNs(c.maxMs, c.max); got != c.want {
			t.Errorf("max column %v ms, histogram max %d: unit %d ns, want %d", c.maxMs, c.max, got, c.want)
		}
	}
}

// FuzzReadAs: no input panics or hangs any reader.
func FuzzReadAs(f *testing.F) {
	for _, name := range []string{"locust-history.csv", "artillery-2.json", "hdrhistogram.hlog"} {
		b := fixture(f, name)
		f.Add(b[:min(len(b), 4000)])
	}
	f.Add([]byte(`{"aggregate": {}, "intermediate": [{"latencies": [[1e300, 1, 1e300, 1]]}]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		for _, format := range Formats {
			r, err := ReadAs(bufio.NewReader(bytes.NewReader(b)), format, "")
			if err == nil && r.Intervals != nil {
				_, _ = coarse.Audit(r.Intervals)
			}
		}
	})
}

// TestParseErrorsCarryTheLine: a Locust history's short row and an
// .hlog's line that is no interval are ErrFormat and a reqlog.ParseError
// at their line.
func TestParseErrorsCarryTheLine(t *testing.T) {
	for _, c := range []struct {
		format, in string
		line       int
	}{
		{FormatLocustHistory, "Timestamp,User Count,Type,Name,Requests/s,Failures/s,50%,100%,Total Request Count,Total Failure Count\n1796286500,1,,Aggregated,0,0,N/A,N/A,0,0\n1796286501,1,,Aggregated\n", 3},
		{FormatHlog, "#[StartTime: 1796286500.000 (seconds since epoch)]\n\"StartTimestamp\",\"Interval_Length\",\"Interval_Max\",\"Interval_Compressed_Histogram\"\nnonsense\n", 3},
	} {
		_, err := ReadAs(bufio.NewReader(strings.NewReader(c.in)), c.format, "")
		var pe *reqlog.ParseError
		if !errors.Is(err, ErrFormat) || !errors.As(err, &pe) || pe.Line != c.line {
			t.Errorf("%s: %v, want ErrFormat and a ParseError at line %d", c.format, err, c.line)
		}
	}
}
