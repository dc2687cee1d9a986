package reqlog

import (
	"bufio"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func TestSplitFields(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
		err  bool
	}{
		{`a,"b"`, []string{"a", "b"}, false},     // a quoted field ends the line
		{`"a""b"`, []string{`a"b`}, false},       // a quote inside
		{`"a""",b`, []string{`a"`, "b"}, false},  // a quote ending the field
		{`"a,b",c`, []string{"a,b", "c"}, false}, // the delimiter inside
		{`""`, []string{""}, false},
		{`"a`, nil, true},
		{`"a"b`, []string{"a"}, true},
		{`a,`, []string{"a", ""}, false},
	} {
		got, err := split(c.in, ',', nil)
		if (err != nil) != c.err || !slices.Equal(got, c.want) {
			t.Errorf("split(%s) = %q, %v; want %q, error %v", c.in, got, err, c.want, c.err)
		}
	}
	for in, want := range map[string]byte{"a;b": ';', "a\tb": '\t', "a|b": '|', `"a;b",c`: ',', `"a,b";c`: ';', "ab": ','} {
		if got := delimiterOf(in); got != want {
			t.Errorf("delimiterOf(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestSplitAroundShortField: bare fields of every length from 0 to 40,
// two or three to a line and the line ended or not at a delimiter, cut as
// strings.IndexByte cuts them (splitByIndexByte): each side of
// shortField, where split stops looking byte by byte.
func TestSplitAroundShortField(t *testing.T) {
	field := func(n int) string { return strings.Repeat("x", n) }
	for a := range 41 {
		for b := range 41 {
			for _, line := range []string{field(a), field(a) + ";" + field(b), field(a) + ";" + field(b) + ";", field(a) + ";" + field(b) + ";" + field(a)} {
				got, err := split(line, ';', nil)
				if want := splitByIndexByte(line, ';', nil); err != nil || !slices.Equal(got, want) {
					t.Fatalf("split(%q) = %q, %v; want %q", line, got, err, want)
				}
			}
		}
	}
}

func TestValidTextCuts(t *testing.T) {
	smile := "\U0001F600" // four bytes
	for _, c := range []struct {
		b     string
		whole bool
		want  bool
	}{
		{"ab" + smile[:3], false, true}, // a rune cut three bytes short
		{"ab" + smile[:1], false, true},
		{"ab" + smile[:3], true, false}, // the whole file: no cut
		{smile[:3], false, false},       // nothing valid before the cut
		{"a" + smile[:3], false, true},
		{"a\xffbcd", false, false}, // invalid four bytes before the end
		{"ab\xffcd" + smile[:1], false, false},
	} {
		if got := validText([]byte(c.b), c.whole); got != c.want {
			t.Errorf("validText(%q, whole %v) = %v, want %v", c.b, c.whole, got, c.want)
		}
	}
}

// TestRecogniseAfterABlankLine: the first line is the first that is not
// blank, and a NUL past the first line (a crash's padding) is no binary.
func TestRecogniseAfterABlankLine(t *testing.T) {
	in := "\ntimeStamp,elapsed,label\n1796286500000,5,a\n1796286500001,5,a\x00\x00\n"
	got, err := recognise(bufio.NewReader(strings.NewReader(in)))
	if err != nil || got != FormatJTL {
		t.Errorf("recognised %q, %v; want %q", got, err, FormatJTL)
	}
	in = "timeStamp\x00,elapsed\n"
	if got, _ := recognise(bufio.NewReader(strings.NewReader(in))); got != FormatVegeta {
		t.Errorf("a NUL in the first line: %q, want the binary reader", got)
	}
}

func TestGatlingEdges(t *testing.T) {
	// Gatling 3.0's REQUEST record names its user: 0 is a user
	log := read(t, "REQUEST\t0\t\tr\t1796286500000\t1796286500005\tOK\t \nREQUEST\t1\t\tr\t1796286500001\t1796286500006\tOK\t \n", FormatGatling)
	if len(log.Requests) != 2 || log.Requests[0].Conn == NoConn || log.Requests[0].Conn == log.Requests[1].Conn {
		t.Errorf("users 0 and 1 read as %d and %d", log.Requests[0].Conn, log.Requests[1].Conn)
	}
	// the largest start in ms that ns hold, and one past it
	top := int64(maxScaled / 1e6)
	rec := func(start int64) string {
		return "REQUEST\t\tr\t" + strconv.FormatInt(start, 10) + "\t" + strconv.FormatInt(start, 10) + "\tOK\t \n"
	}
	if _, err := Read(strings.NewReader(rec(top)), FormatGatling, Generic{}); err != nil {
		t.Errorf("a start at the largest ms: %v", err)
	}
	if _, err := Read(strings.NewReader(rec(top+1)), FormatGatling, Generic{}); err == nil || !strings.Contains(err.Error(), "too large") {
		t.Errorf("a start past the largest ms: %v", err)
	}
	// a USER record's START must be followed by its time
	_, err := Read(strings.NewReader("USER\tscn\tSTART\n"+rec(1796286500000)), FormatGatling, Generic{})
	if err == nil || !strings.Contains(err.Error(), "no START or END") {
		t.Errorf("a USER record ending at START: %v", err)
	}
}

// TestK6ColumnsFirst: k6's optional columns read wherever they stand,
// the first included.
func TestK6ColumnsFirst(t *testing.T) {
	for _, c := range []struct {
		header, row string
		label       string
		failed      int64
	}{
		{"name,metric_name,timestamp,metric_value", "http://x/a,http_req_duration,1796286500000,5", "http://x/a", 0},
		{"expected_response,metric_name,timestamp,metric_value", "false,http_req_duration,1796286500000,5", "", 1},
		{"status,metric_name,timestamp,metric_value", "500,http_req_duration,1796286500000,5", "", 1},
		{"status,metric_name,timestamp,metric_value", "200,http_req_duration,1796286500000,5", "", 0},
	} {
		log, err := Read(strings.NewReader(c.header+"\n"+c.row+"\n"), FormatK6CSV, Generic{})
		if err != nil {
			t.Errorf("%s: %v", c.header, err)
			continue
		}
		if log.Failed != c.failed || c.label != "" && (len(log.Labels) != 1 || log.Labels[0] != c.label) {
			t.Errorf("%s: failed %d labels %q, want %d and %q", c.header, log.Failed, log.Labels, c.failed, c.label)
		}
	}
}

func TestLabelsAtTheirCap(t *testing.T) {
	s := newLabelSet()
	for i := range maxLabels {
		if got := s.of(strconv.Itoa(i)); got != int32(i) {
			t.Fatalf("label %d given %d", i, got)
		}
	}
	if len(s.names) != maxLabels {
		t.Errorf("%d names after %d labels, want no pooled name yet", len(s.names), maxLabels)
	}
	if got := s.of("one more"); got != maxLabels || s.names[maxLabels] != otherLabels {
		t.Errorf("the label past the cap: %d, names end %q", got, s.names[len(s.names)-1])
	}
	if got := s.of("and another"); got != maxLabels || len(s.names) != maxLabels+1 {
		t.Errorf("a second past the cap: %d, %d names", got, len(s.names))
	}
	if got := s.of("7"); got != 7 {
		t.Errorf("a known label past the cap: %d", got)
	}
}

func TestAllFailedNote(t *testing.T) {
	some := read(t, "timeStamp,elapsed,success\n1796286500000,7,true\n1796286500001,7,false\n", "")
	all := read(t, "timeStamp,elapsed,success\n1796286500000,7,false\n1796286500001,7,false\n", "")
	has := func(l *Log) bool {
		return slices.ContainsFunc(l.Notes, func(n string) bool { return strings.Contains(n, "every request in the log failed") })
	}
	if has(some) || !has(all) {
		t.Errorf("the note on failures: with one of two failed %v, with both %v", has(some), has(all))
	}
}

// TestRunsAtAZero: the live count's fall to zero splits runs where it
// falls after the latest reply and by the next send, that send included;
// a send at the very instant of the latest reply is no gap.
func TestRunsAtAZero(t *testing.T) {
	// each run two requests, a think time of 1 s: the silence of 2 s is
	// no new run by itself
	reqs := []Request{{SendNs: 0, LatencyNs: sec(9), Conn: 1}, {SendNs: sec(10), LatencyNs: 1, Conn: 1},
		{SendNs: sec(12), LatencyNs: sec(1), Conn: 1}, {SendNs: sec(14), LatencyNs: 1, Conn: 1}}
	if runs := SplitRuns(reqs, []LiveCount{{AtNs: sec(12), Threads: 0}}); len(runs) != 2 {
		t.Errorf("zero at the next send: %d runs, want 2", len(runs))
	}
	if runs := SplitRuns(reqs, []LiveCount{{AtNs: sec(12) + 1, Threads: 0}}); len(runs) != 1 {
		t.Errorf("zero after the next send: %d runs, want 1", len(runs))
	}
	reqs[2].SendNs = sec(10) + 1
	if runs := SplitRuns(reqs, []LiveCount{{AtNs: sec(10) + 1, Threads: 0}}); len(runs) != 1 {
		t.Errorf("a send at the latest reply, zero then: %d runs, want 1", len(runs))
	}
	// the latest reply, not the last: a long request's reply at 100 s
	// holds the run open past the short ones'
	long := []Request{{SendNs: 0, LatencyNs: sec(100), Conn: 1}, {SendNs: sec(1), LatencyNs: sec(1), Conn: 2}, {SendNs: sec(101), LatencyNs: sec(1), Conn: 2}}
	if runs := SplitRuns(long, nil); len(runs) != 1 {
		t.Errorf("a long request's reply: %d runs, want 1", len(runs))
	}
}

// TestReplyPastTheCap: a send and a latency each within the cap whose
// sum passes it is refused, not wrapped round to a time before the epoch.
func TestReplyPastTheCap(t *testing.T) {
	top := int64(maxScaled / 1e6)
	for _, c := range []struct {
		ts, el int64
		ok     bool
	}{{1796286500000, top - 1796286500000, true}, {1796286500000, top - 1796286500000 + 1, false}, {1796286500000, top, false}, {top, 0, true}} {
		in := "timeStamp,elapsed\n" + strconv.FormatInt(c.ts, 10) + "," + strconv.FormatInt(c.el, 10) + "\n"
		log, err := Read(strings.NewReader(in), FormatJTL, Generic{})
		if c.ok && (err != nil || log.Requests[0].ReplyNs() != (c.ts+c.el)*1e6) || !c.ok && (err == nil || !strings.Contains(err.Error(), "past the year 2255")) {
			t.Errorf("ts %d elapsed %d: %v", c.ts, c.el, err)
		}
	}
	// the XML reader's too
	in := `<?xml version="1.0"?><testResults version="1.2"><httpSample t="` + strconv.FormatInt(top, 10) + `" ts="1796286500000" lb="a"/></testResults>`
	if _, err := Read(strings.NewReader(in), FormatJTLXML, Generic{}); err == nil || !strings.Contains(err.Error(), "past the year 2255") {
		t.Errorf("XML: %v", err)
	}
}

func TestZoneOffsets(t *testing.T) {
	for _, c := range []struct {
		in   string
		want int64
		rest string
		ok   bool
	}{
		{"+0130", 5400, "", true},
		{"-01:30", -5400, "", true},
		{"+05", 18000, "", true},
		{"+0530x", 19800, "x", true},
		{"+01 x", 3600, " x", true}, // two digits, then not a digit
		{"+01:30 x", 5400, " x", true},
		{"+1", 0, "", false},
		{"+013", 0, "", false},
		{"Z!", 0, "!", true},
		{"GMT+02", 7200, "", true},
		{"UTC", 0, "", true},
		{"CET", 0, "", false},
		{"+2359", 86340, "", true},
	} {
		got, rest, err := zoneOffset(c.in)
		if (err == nil) != c.ok || c.ok && (got != c.want || rest != c.rest) {
			t.Errorf("zoneOffset(%q) = %d, %q, %v; want %d, %q, ok %v", c.in, got, rest, err, c.want, c.rest, c.ok)
		}
	}
}

// TestNumberWidths: a field of nine digits reads, one of ten does not
// (SimpleDateFormat's S counts ms, however many digits).
func TestNumberWidths(t *testing.T) {
	f, err := parseDateFormat("yyyy-MM-dd HH:mm:ss.S")
	if err != nil {
		t.Fatal(err)
	}
	if got, err := f.parse("1970-01-01 00:00:00.000000005"); err != nil || got != 5e6 {
		t.Errorf("nine digits: %d, %v; want 5 ms", got, err)
	}
	if _, err := f.parse("1970-01-01 00:00:00.0000000005"); err == nil {
		t.Error("ten digits read")
	}
}

// TestJTLHeaderColumns: a header is a header if it names timeStamp or
// elapsed, wherever; it must name both.
func TestJTLHeaderColumns(t *testing.T) {
	log, err := Read(strings.NewReader("elapsed,timeStamp\n5,1796286500000\n"), FormatJTL, Generic{})
	if err != nil || len(log.Requests) != 1 || log.Requests[0].LatencyNs != 5e6 || log.Requests[0].SendNs != 1796286500000e6 {
		t.Errorf("elapsed first: %v", err)
	}
	for _, h := range []string{"elapsed,label", "label,timeStamp"} {
		_, err := Read(strings.NewReader(h+"\n5,a\n"), FormatJTL, Generic{})
		if err == nil || !strings.Contains(err.Error(), "no timeStamp or no elapsed column") {
			t.Errorf("%s: %v", h, err)
		}
	}
	// dates written to the ms are no coarser than ms: no note of it
	log, err = Read(strings.NewReader("timeStamp,elapsed\n2019/12/05 12:37:24.123,5\n"), FormatJTL, Generic{})
	if err != nil || slices.ContainsFunc(log.Notes, func(n string) bool { return strings.Contains(n, "written to") }) {
		t.Errorf("ms dates: %v, notes %q", err, log.Notes)
	}
	log, err = Read(strings.NewReader("timeStamp,elapsed\n2019/12/05 12:37:24,5\n"), FormatJTL, Generic{})
	if err != nil || !slices.ContainsFunc(log.Notes, func(n string) bool { return strings.Contains(n, "written to 1s") }) {
		t.Errorf("dates to the second: %v, notes %q", err, log.Notes)
	}
}

// TestHeaderlessLayouts: each of JMeter's default column orders is told
// by its count and by what its columns hold; 2.13's and 3.1's without
// URL have both 16 columns, told apart by the column that is 2.13's URL
// and 3.1's allThreads.
func TestHeaderlessLayouts(t *testing.T) {
	for _, c := range []struct {
		row, version string
	}{
		{"1796286500000,5,a,200,OK,t 1-1,text,true,100,1,1,4", "2.x before 2.13"},
		{"1796286500000,5,a,500,Error,t 1-1,text,false,100,1,1,4", "2.x before 2.13"},
		{"1796286500000,5,a,200,OK,t 1-1,text,true,,100,1,1,http://x/a,4,0,2", "2.13 and 3.0"},
		{"1796286500000,5,a,200,OK,t 1-1,text,true,,100,50,1,1,4,0,2", "3.1 on, without URL"},
		{"1796286500000,5,a,200,OK,t 1-1,text,true,,100,50,1,1,http://x/a,4,0,2", "3.1 on"},
		{"1796286500000,5,a,200,OK,t 1-1,text,true", "an unknown version"},
		{"1796286500000,5,a,200,OK,t 1-1,text,false,x,y", "an unknown version"},
		// 12 columns whose success is not a boolean where 2.x has it: no
		// layout, but the first eight read
		{"1796286500000,5,a,200,OK,t 1-1,text,true,100,x,1,4", "an unknown version"},
	} {
		log, err := Read(strings.NewReader(c.row+"\n"), FormatJTL, Generic{})
		if err != nil {
			t.Errorf("%s: %v", c.row, err)
			continue
		}
		if !slices.ContainsFunc(log.Notes, func(n string) bool { return strings.Contains(n, "JMeter "+c.version) }) {
			t.Errorf("%s: notes %q, want version %q", c.row, log.Notes, c.version)
		}
	}
	if _, err := Read(strings.NewReader("1796286500000,5,a,200,OK,t 1-1,true\n"), FormatJTL, Generic{}); err == nil {
		t.Error("seven columns read")
	}
}

// TestTransactionRows: with no responseMessage column, a row whose
// dataType is empty and whose URL is null or absent is a transaction's
// parent; with one, only its message tells.
func TestTransactionRows(t *testing.T) {
	for _, c := range []struct {
		in                string
		requests, parents int
	}{
		{"dataType,timeStamp,elapsed,URL\n,1796286500000,5,null\ntext,1796286500001,5,http://y\n,1796286500002,5,http://x\n", 2, 1},
		{"dataType,timeStamp,elapsed\n,1796286500000,5\ntext,1796286500001,5\n", 1, 1},
		{"timeStamp,elapsed,responseMessage,dataType,URL\n1796286500000,5,OK,,null\n1796286500001,5,Number of samples in transaction : 1,,null\n", 1, 1},
		{"timeStamp,elapsed,URL\n1796286500000,5,null\n", 1, 0},
		// the message first: a column there, so no transaction by the rule
		{"responseMessage,timeStamp,elapsed,dataType,URL\nOK,1796286500000,5,,null\n", 1, 0},
		// the URL first, not null: a request
		{"URL,dataType,timeStamp,elapsed\nhttp://x,,1796286500000,5\n", 1, 0},
	} {
		log, err := Read(strings.NewReader(c.in), FormatJTL, Generic{})
		if err != nil || len(log.Requests) != c.requests || log.Aside.Transactions != int64(c.parents) {
			t.Errorf("%q: %v; %d requests and %d parents, want %d and %d", c.in, err, len(log.Requests), log.Aside.Transactions, c.requests, c.parents)
		}
	}
	// URL first: a sample with none, in a log of samples with one, is
	// set aside
	log := read(t, "URL,timeStamp,elapsed\nnull,1796286500000,5\nhttp://x,1796286500001,5\n,1796286500002,5\n", FormatJTL)
	if len(log.Requests) != 1 || log.Aside.NoURL != 2 {
		t.Errorf("URL first: %d requests, %d without a URL; want 1 and 2", len(log.Requests), log.Aside.NoURL)
	}
}

// TestXMLElementsAround: an element that is no sample, outside any, and
// a sample of no time at all are read.
func TestXMLElementsAround(t *testing.T) {
	in := `<?xml version="1.0"?>
<testResults version="1.2">
<note/>
<httpSample t="0" ts="1796286500000" lb="a" tn="t 1-1"><assertionResult/></httpSample>
<httpSample t="5" ts="1796286500001" lb="a" tn="t 1-1"/>
</testResults>
`
	log, err := Read(strings.NewReader(in), FormatJTLXML, Generic{})
	if err != nil || len(log.Requests) != 2 || log.Requests[0].LatencyNs != 0 || log.Requests[1].LatencyNs != 5e6 {
		t.Errorf("%v; %+v", err, log)
	}
	// a ts at the largest ms that ns hold
	top := strconv.FormatInt(int64(maxScaled/1e6), 10)
	if _, err := Read(strings.NewReader(`<testResults version="1.2"><httpSample t="0" ts="`+top+`" lb="a"/></testResults>`), FormatJTLXML, Generic{}); err != nil {
		t.Errorf("a ts of %s: %v", top, err)
	}
}

// TestLongLines: a line longer than the reader's buffer is read whole,
// and nothing after its end joins it.
func TestLongLines(t *testing.T) {
	label := strings.Repeat("L", 70_000)
	in := "timeStamp,elapsed,label\n1796286500000,5," + label + "\n1796286500001,5,b\n"
	log := read(t, in, FormatJTL)
	if len(log.Labels) != 2 || log.Labels[0] != label || log.Labels[1] != "b" {
		t.Errorf("labels of %d and %d bytes, want %d and 1", len(log.Labels[0]), len(log.Labels[len(log.Labels)-1]), len(label))
	}
}

// TestGenericColumnsFirst: the generic CSV with no connection or type
// named reads none; with the type in the first column, reads it.
func TestGenericColumnsFirst(t *testing.T) {
	in := "kind,send_s,latency_ms,who\na,1796286500.000,5,u1\nb,1796286500.001,6,u2\n"
	log, err := Read(strings.NewReader(in), FormatCSV, Generic{Send: "send_s", Latency: "latency_ms"})
	if err != nil || len(log.Requests) != 2 || log.Requests[0].Conn != NoConn || log.Requests[1].Conn != NoConn || log.Requests[1].Label != 0 {
		t.Errorf("no connection or type named: %v, %+v", err, log)
	}
	log, err = Read(strings.NewReader(in), FormatCSV, Generic{Send: "send_s", Latency: "latency_ms", Type: "1", Conn: "who"})
	if err != nil || !slices.Equal(log.Labels, []string{"a", "b"}) || log.Requests[1].Label != 1 || log.Requests[0].Conn == log.Requests[1].Conn {
		t.Errorf("the type first: %v, labels %q", err, log.Labels)
	}
}

// TestSubResultByTime: a row that began more than the log's step before
// its thread's last request ended lies within it: a sub-result, whatever
// its label; one that began within the step may be the next request.
func TestSubResultByTime(t *testing.T) {
	h := "timeStamp,elapsed,label,threadName\n1796286500000,10,a,t1\n"
	for _, c := range []struct {
		row      string
		requests int
	}{{"1796286500008,2,b,t1\n", 1}, {"1796286500009,1,b,t1\n", 2}} {
		log := read(t, h+c.row, FormatJTL)
		if len(log.Requests) != c.requests || log.Aside.SubResults != int64(2-c.requests) {
			t.Errorf("%s: %d requests, %d sub-results; want %d", c.row, len(log.Requests), log.Aside.SubResults, c.requests)
		}
	}
}

// TestQuotedFieldAtTheLineCap: a quoted field opened on a line of the
// most bytes a line may have runs on to the next.
func TestQuotedFieldAtTheLineCap(t *testing.T) {
	first := "1796286500000,5,\""
	first += strings.Repeat("x", MaxLineBytes-len(first))
	log, err := Read(strings.NewReader("timeStamp,elapsed,responseMessage\n"+first+"\nend\"\n"), FormatJTL, Generic{})
	if err != nil || len(log.Requests) != 1 {
		t.Errorf("a quoted field from a line of %d bytes: %v", MaxLineBytes, err)
	}
}

// TestGatlingUserTimes: a USER record's time is its last field that is
// not blank, and never its START or END.
func TestGatlingUserTimes(t *testing.T) {
	rec := "REQUEST\t\tr\t1796286500000\t1796286500005\tOK\t \n"
	for in, want := range map[string]string{
		"USER\tscn\tSTART\t\t \n":           `the user's time "" is not a whole number`, // the line's end trimmed, one blank field left
		"USER\tscn\tSTART\tx\t\n":           `the user's time "x" is not a whole number`,
		"USER\tscn\t1\tSTART\t\t\t\n":       `the user's time "" is not a whole number`,
		"USER\tscn\tEND\t1796286500000\t\n": "",
	} {
		_, err := Read(strings.NewReader(in+rec), FormatGatling, Generic{})
		if want == "" && err != nil || want != "" && (err == nil || !strings.Contains(err.Error(), want)) {
			t.Errorf("%q: %v, want %q", in, err, want)
		}
	}
}

// TestK6SessionsOfSomePoints: a k6 JSON log whose VUs name their
// iterations on some points only has sessions, whichever point comes
// last; a log none of whose points name one has none.
func TestK6SessionsOfSomePoints(t *testing.T) {
	point := func(meta string) string {
		return `{"type":"Point","metric":"http_req_duration","data":{"time":"2026-12-03T08:28:20Z","value":1,"tags":{"status":"200"},"metadata":` + meta + `}}` + "\n"
	}
	for _, c := range []struct {
		text string
		want bool
	}{
		{point(`{"vu":"1","iter":"0"}`) + point(`{"vu":"2"}`), true},
		{point(`{"vu":"2"}`) + point(`{"vu":"1","iter":"0"}`), true},
		{point(`{"vu":"2"}`) + point(`{"vu":"1"}`), false},
	} {
		if log := read(t, c.text, ""); log.Sessions != c.want {
			t.Errorf("sessions %v, want %v, of\n%s", log.Sessions, c.want, c.text)
		}
	}
}

// TestK6DroppedIterations: k6's dropped_iterations points add up, as
// whole iterations from 1 to 2^31 − 1; a metric's declaration, a point
// of none and one past 2^31 − 1 add nothing.
func TestK6DroppedIterations(t *testing.T) {
	dropped := func(kind string, v string) string {
		return `{"type":"` + kind + `","metric":"dropped_iterations","data":{"time":"2026-12-03T08:28:20Z","value":` + v + `}}` + "\n"
	}
	text := `{"type":"Metric","metric":"dropped_iterations","data":{"name":"dropped_iterations","type":"counter"}}` + "\n" +
		dropped("Point", "1") + dropped("Point", "2") + dropped("Point", "0") + dropped("Point", "2147483648") +
		dropped("Point", "2147483647") + dropped("Metric", "5") + k6Point(200)
	if log := read(t, text, ""); log.Dropped != 3+2147483647 {
		t.Errorf("%d dropped, want %d", log.Dropped, 3+2147483647)
	}
	if log := read(t, dropped("Point", "0")+k6Point(200), ""); strings.Contains(strings.Join(log.Notes, " "), "dropped") {
		t.Errorf("a log that dropped none says it did: %q", log.Notes)
	}
}

// TestK6IterationOfAVUPast2To31: a VU numbered 2^31 or more names its
// connection alone: its iteration would not fit beside it.
func TestK6IterationOfAVUPast2To31(t *testing.T) {
	point := func(vu string) string {
		return `{"type":"Point","metric":"http_req_duration","data":{"time":"2026-12-03T08:28:20Z","value":1,"tags":{"status":"200"},"metadata":{"vu":"` + vu + `","iter":"3"}}}` + "\n"
	}
	for vu, want := range map[string]int64{"2147483647": 2147483647<<32 | 3, "2147483648": 2147483648} {
		if log := read(t, point(vu), ""); log.ConnIDs[log.Requests[0].Conn] != want {
			t.Errorf("VU %s: connection %d, want %d", vu, log.ConnIDs[log.Requests[0].Conn], want)
		}
	}
}

// TestJTLHeaderOfElapsedFirst: a header whose first column is elapsed,
// with no timeStamp, is a header still, and is refused for its missing
// column, not read as a row of a headerless log.
func TestJTLHeaderOfElapsedFirst(t *testing.T) {
	_, err := Read(strings.NewReader("elapsed,label,responseCode,threadName,success\n5,Home,200,Users 1-1,true\n"), FormatJTL, Generic{})
	if err == nil || !strings.Contains(err.Error(), "no timeStamp or no elapsed column") {
		t.Errorf("%v, want the header's missing timeStamp named", err)
	}
}

// TestJTLQuoteNeverClosed: a last record whose quoted field the file
// never closes is set aside as cut off, once, and said.
func TestJTLQuoteNeverClosed(t *testing.T) {
	text := "timeStamp,elapsed,label,responseCode,responseMessage,threadName,success\n" +
		"1700000000000,5,Home,200,OK,Users 1-1,true\n" +
		"1700000000010,5,Home,200,\"cut off\n"
	log := read(t, text, "")
	if log.Aside.CutOff != 1 || len(log.Requests) != 1 || !strings.Contains(strings.Join(log.Notes, " "), "never closes") {
		t.Errorf("cut off %d, %d requests, notes %q", log.Aside.CutOff, len(log.Requests), log.Notes)
	}
}

// TestHostThreads: a JMeter log's threads are numbered in the order first
// seen, each by its host and its name together: one name on two hosts is
// two threads, and no joining of the two makes two pairs one.
func TestHostThreads(t *testing.T) {
	n := hostThreads{}
	for i, c := range []struct {
		host, thread string
		want         int64
	}{{"", "a", 0}, {"h1", "a", 1}, {"", "a", 0}, {"h2", "a", 2}, {"h1", "a", 1}, {"h\x00", "b", 3}, {"h", "\x00b", 4}, {"", "", 5}} {
		if got := n.of(c.host, c.thread); got != c.want {
			t.Errorf("%d: (%q, %q) is thread %d, want %d", i, c.host, c.thread, got, c.want)
		}
	}
}

// TestJTLXMLNesting: an element inside a sample that is no sample (its
// response data) is counted on the stack of open elements, so that a
// sample after it is still the sample's sub-result.
func TestJTLXMLNesting(t *testing.T) {
	nested := `<testResults version="1.2">
<httpSample t="5" ts="1700000000000" lb="Home" tn="T 1-1"><responseData>ok</responseData><httpSample t="2" ts="1700000000001" lb="img" tn="T 1-1"/></httpSample>
</testResults>`
	log, err := readJTLXML(strings.NewReader(nested), Reading{})
	if err != nil || len(log.Requests) != 1 || log.Aside.SubResults != 1 {
		t.Errorf("a sub-result after a child element: %v, %d requests, %d sub-results; want 1 and 1", err, len(log.Requests), log.Aside.SubResults)
	}
}
