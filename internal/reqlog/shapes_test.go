package reqlog

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// TestDatesAtTheirEdges: every field at its least and most, the leap
// years of the Gregorian calendar (2000 is one, 2100 is not), the zones
// of every shape, nine digits and not ten.
func TestDatesAtTheirEdges(t *testing.T) {
	f, err := parseDateFormat("yyyy-MM-dd HH:mm:ss.SSS")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		in string
		ok bool
	}{
		{"1970-01-01 00:00:00.000", true}, {"2200-12-31 23:59:60.999", true}, {"1969-12-31 23:59:59.999", false}, {"2201-01-01 00:00:00.000", false},
		{"2026-00-01 00:00:00.000", false}, {"2026-13-01 00:00:00.000", false}, {"2026-01-00 00:00:00.000", false}, {"2026-01-31 00:00:00.000", true},
		{"2026-04-31 00:00:00.000", false}, {"2026-04-30 00:00:00.000", true}, {"2026-01-01 24:00:00.000", false}, {"2026-01-01 00:60:00.000", false},
		{"2026-01-01 00:00:61.000", false}, {"2026-01-01 00:00:00.1000", false},
		{"2000-02-29 00:00:00.000", true}, {"2100-02-29 00:00:00.000", false}, {"2024-02-29 00:00:00.000", true}, {"2026-02-29 00:00:00.000", false}, {"2026-02-28 00:00:00.000", true},
	} {
		_, err := f.parse(tc.in)
		if (err == nil) != tc.ok {
			t.Errorf("%q: %v, want read %v", tc.in, err, tc.ok)
		}
	}
	for _, tc := range []struct {
		y, m, d int
	}{{2100, 3, 1}, {2200, 2, 28}, {2000, 1, 1}, {2099, 12, 31}, {1970, 1, 1}, {2024, 2, 29}} {
		want := time.Date(tc.y, time.Month(tc.m), tc.d, 0, 0, 0, 0, time.UTC).Unix() / 86400
		if got := daysFromCivil(int64(tc.y), int64(tc.m), int64(tc.d)); got != want {
			t.Errorf("daysFromCivil(%d-%d-%d) = %d, want %d", tc.y, tc.m, tc.d, got, want)
		}
	}
	nine, _ := parseDateFormat("yyyyMMddHHmmss")
	if _, err := nine.parse("20260101000000"); err != nil {
		t.Errorf("abutting fields: %v", err)
	}
	sec, _ := parseDateFormat("yyyy-MM-dd HH:mm:ss.S")
	if v, err := sec.parse("2026-01-01 00:00:00.123456789"); err == nil {
		t.Errorf("nine digits of ms (%d) read", v)
	}
	if _, err := sec.parse("2026-01-01 00:00:00.0123456789"); err == nil {
		t.Error("ten digits read")
	}
	zoned, _ := parseDateFormat("yyyy-MM-dd HH:mmX")
	base := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC).UnixNano()
	for _, tc := range []struct {
		in    string
		hours float64
		ok    bool
	}{
		{"2026-01-01 12:00Z", 0, true}, {"2026-01-01 12:00+05", -5, true}, {"2026-01-01 12:00-0530", 5.5, true}, {"2026-01-01 12:00+05:30", -5.5, true},
		{"2026-01-01 12:00UTC", 0, true}, {"2026-01-01 12:00GMT-02:00", 2, true}, {"2026-01-01 12:00+5", 0, false}, {"2026-01-01 12:00+053", 0, false},
		{"2026-01-01 12:00CET", 0, false}, {"2026-01-01 12:00", 0, false},
	} {
		v, err := zoned.parse(tc.in)
		if (err == nil) != tc.ok || tc.ok && v != base+int64(tc.hours*3600e9) {
			t.Errorf("%q: %d, %v; want %v, %v h from noon", tc.in, v, err, tc.ok, tc.hours)
		}
	}
	if _, err := parseDateFormat("yyyy-MM-dd HH:mm 'unclosed"); err == nil {
		t.Error("an unclosed quote: accepted")
	}
	twelve, _ := parseDateFormat("yyyy-MM-dd KK:mm a")
	if v, err := twelve.parse("2026-01-01 11:30 PM"); err != nil || v != base+int64(11.5*3600e9) {
		t.Errorf("K at 11 PM: %d, %v", v, err)
	}
	if _, err := twelve.parse("2026-01-01 11:30 XM"); err == nil {
		t.Error("neither AM nor PM: read")
	}
	names, _ := parseDateFormat("EEE, dd MMM yyyy HH:mm")
	if _, err := names.parse("Thu, 01 Foo 2026 12:00"); err == nil {
		t.Error("a month of no name: read")
	}
	if _, err := names.parse("123, 01 Jan 2026 12:00"); err == nil {
		t.Error("a day of no name: read")
	}
	// the shapes the recogniser refuses: separators that differ, a first
	// part of 3 digits
	for _, in := range []string{"2026/01-01 12:00:00", "123/01/2026 12:00:00"} {
		if p := recogniseDate(in); p != "" {
			t.Errorf("%q recognised as %q", in, p)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"01/13/2026 12:00:00", "MM/dd/yyyy HH:mm:ss"}, {"13/01/2026 12:00:00", "dd/MM/yyyy HH:mm:ss"},
		{"01.02.2026 12:00:00", "dd.MM.yyyy HH:mm:ss"}, {"01-02-26 12:00", "dd-MM-yy HH:mm"}, {"12/12/2026 12:00:00", "MM/dd/yyyy HH:mm:ss"},
	} {
		if p := recogniseDate(tc.in); p != tc.want {
			t.Errorf("%q recognised as %q, want %q", tc.in, p, tc.want)
		}
	}
}

// TestGatlingRecords: USER records count the users up and down, in either
// version's layout, never below zero; REQUEST records of every version;
// a start of 0, a start too large, a USER record of neither kind.
func TestGatlingRecords(t *testing.T) {
	log, err := Read(strings.NewReader(strings.Join([]string{
		"RUN\tsim\tsim\t1796286500000\t \t3.0.3",
		"USER\tscn\t1\tSTART\t1796286500000\t1796286500000",
		"USER\tscn\tSTART\t1796286500001",
		"REQUEST\t7\t\tlogin\t1796286500002\t1796286500005\tOK\t ",
		"REQUEST\t\tsearch\t1796286500003\t1796286500009\tKO\tfailed",
		"REQUEST\t\tsearch\t0\t0\tOK\t ",
		"USER\tscn\t1\tEND\t1796286500000\t1796286500010",
		"USER\tscn\tEND\t1796286500011",
		"USER\tscn\tEND\t1796286500012",
		"ERROR\tboom\t1796286500012",
		"",
	}, "\n")), "", Generic{})
	if err != nil {
		t.Fatal(err)
	}
	// the 3.0 record names its user and the 3.4 one does not: none is used
	want := []Request{{SendNs: 1796286500002e6, LatencyNs: 3e6, Conn: NoConn}, {SendNs: 1796286500003e6, LatencyNs: 6e6, Conn: NoConn, Label: 1}}
	if len(log.Requests) != 2 || log.Requests[0] != want[0] || log.Requests[1] != want[1] || log.Failed != 1 || log.Aside.ZeroTime != 1 {
		t.Fatalf("requests %+v, %d failed, aside %+v", log.Requests, log.Failed, log.Aside)
	}
	live := []LiveCount{{1796286500000e6, 1}, {1796286500001e6, 2}, {1796286500010e6, 1}, {1796286500011e6, 0}}
	if !slices.Equal(log.Live, live) || !slices.Equal(log.Labels, []string{"login", "search"}) {
		t.Errorf("live %v, labels %q", log.Live, log.Labels)
	}
	old, err := Read(strings.NewReader("REQUEST\t7\t\tlogin\t1796286500002\t1796286500005\tOK\t \n"), "", Generic{})
	if err != nil || old.ConnIDs[old.Requests[0].Conn] != 7 {
		t.Errorf("3.0's user id: %+v, %v", old, err)
	}
	for _, bad := range []string{"USER\tscn\tSTARTED\t1796286500000\n", "USER\tscn\tSTART\tsoon\n", "REQUEST\t\tx\t9999999999999999\t9999999999999999\tOK\t \n"} {
		if _, err := Read(strings.NewReader(bad), FormatGatling, Generic{}); err == nil {
			t.Errorf("%q: read", bad)
		}
	}
}

// TestJTLColumnsAndRows: headers in any case and order, a header that
// lacks elapsed, headerless rows of too few columns, a log whose rows all
// lack a URL (a JDBC test: none is set aside), the thread counts, a
// timestamp too large, a negative elapsed, dates to the second.
func TestJTLColumnsAndRows(t *testing.T) {
	read := func(in string) (*Log, error) { return Read(strings.NewReader(in), "", Generic{}) }
	log, err := read("TIMESTAMP,Elapsed,label,URL,allThreads\n1796286500000,5,q,,3\n1796286500010,5,q,null,4\n")
	if err != nil || len(log.Requests) != 2 || log.Aside.NoURL != 0 || !slices.Equal(log.Live, []LiveCount{{1796286500000e6, 3}, {1796286500010e6, 4}}) {
		t.Errorf("a log of no URLs: %+v, %v", log, err)
	}
	if _, err := Read(strings.NewReader("timeStamp,latency\n1796286500000,5\n"), FormatJTL, Generic{}); err == nil || !strings.Contains(err.Error(), "no timeStamp or no elapsed column") {
		t.Errorf("a header without elapsed: %v", err)
	}
	for _, bad := range []string{
		"timeStamp,elapsed\n9000000000000000,5\n",
		"timeStamp,elapsed\n1796286500000,-5\n",
		"timeStamp,elapsed,label\n1796286500000,5\n",
	} {
		if _, err := read(bad); err == nil {
			t.Errorf("%q: read", bad)
		}
	}
	if isJTLHeader("timeStamp") || isJTLHeader("x,timeStamp,elapsed") || !isJTLHeader(" timeStamp ,a,elapsed") {
		t.Error("isJTLHeader")
	}
	if isHeaderlessJTL("1796286500000,5,a,200,OK,t,text") || !isHeaderlessJTL("1796286500000,5,a,200,OK,t,text,false") || isHeaderlessJTL("1796286500000,x,a,200,OK,t,text,true") ||
		isHeaderlessJTL("1796286500000,5,a,200,OK,t,text,yes") || !isHeaderlessJTL("2026/12/03 08:00:00,5,a,200,OK,t,text,true") {
		t.Error("isHeaderlessJTL")
	}
	// eight columns, in no default layout: the first eight are read, and
	// said so
	log, err = read("1796286500000,5,a,200,OK,t1,text,false,x,y\n")
	if err != nil || log.Failed != 1 || !strings.Contains(strings.Join(log.Notes, " "), "its first eight columns read") {
		t.Errorf("an unknown layout: %+v, %v", log, err)
	}
	// a 2.x row whose bytes are not a number is in no layout
	if _, err := read("1796286500000,5,a,200,OK,t1,text,true,x,2,2,5\n"); err != nil {
		t.Errorf("twelve columns, bytes not a number: %v", err)
	}
	log, err = read("timeStamp,elapsed,threadName\n2026/12/03 08:00:00,5,t1\n2026/12/03 08:00:01,5,t1\n")
	if err != nil || log.ResolutionNs != 1e9 || !strings.Contains(strings.Join(log.Notes, " "), "each send is known to 1s only") {
		t.Errorf("dates to the second: %+v, %v", log, err)
	}
	log, err = ReadWith(strings.NewReader("timeStamp,elapsed\n03.12.2026 08:00:00.005,5\n"), Reading{TimeFormat: "dd.MM.yyyy HH:mm:ss.SSS"})
	if err != nil || !strings.Contains(strings.Join(log.Notes, " "), "(given; ⟨time-format⟩ names another)") || log.ResolutionNs != 1e6 {
		t.Errorf("a pattern given: %+v, %v", log, err)
	}
	if _, err := ReadWith(strings.NewReader("timeStamp,elapsed\n03.12.2026,5\n"), Reading{TimeFormat: "yyyy"}); err == nil {
		t.Error("a pattern of a year alone: read")
	}
}

// TestSubResultsAtTheirEdges: a row within its parent's time bearing its
// label and a number is a sub-result, at the parent's very end too; a
// label with more after the number, or the parent's own, is not; a row
// starting more than a step before the parent ended is one whatever its
// label; a row outside the parent's time is not.
func TestSubResultsAtTheirEdges(t *testing.T) {
	p := jtlParent{label: "Home", startMs: 100, endMs: 200}
	for _, tc := range []struct {
		label      string
		start, end int64
		want       bool
	}{
		{"Home-0", 100, 150, true}, {"Home-1-2", 199, 200, true}, {"Home-x", 199, 200, false}, {"Home", 199, 200, false}, {"Home-", 199, 200, false},
		{"Other", 198, 200, true}, {"Other", 199, 200, false}, {"Home-0", 99, 150, false}, {"Home-0", 150, 201, false},
	} {
		if got := isSubResult(p, tc.label, tc.start, tc.end, 1); got != tc.want {
			t.Errorf("%q [%d, %d] in %+v: %v, want %v", tc.label, tc.start, tc.end, p, got, tc.want)
		}
	}
	if isSubResult(p, "Other", 150, 200, 60) {
		t.Error("with a step of 60 ms, a row 50 ms before the end")
	}
}

// TestXMLEdges: a sample of no thread counts, a transaction's nested
// children, and a file that ends inside a sample.
func TestXMLEdges(t *testing.T) {
	doc := `<testResults version="1.2">
<httpSample t="5" ts="1796286500000" lb="a" tn="t1" na="2"/>
<httpSample t="5" ts="0" lb="a" tn="t1"/>
<httpSample t="5" ts="1796286500010" lb="a" tn="t1" na="3"><httpSample t="1" ts="1796286500010" lb="a-0"/>`
	log, err := Read(strings.NewReader(doc), "", Generic{})
	if err != nil {
		t.Fatal(err)
	}
	if len(log.Requests) != 2 || log.Aside.ZeroTime != 1 || log.Aside.SubResults != 1 || log.Aside.CutOff != 1 || !slices.Equal(log.Live, []LiveCount{{1796286500000e6, 2}, {1796286500010e6, 3}}) {
		t.Errorf("%+v", log)
	}
	if !strings.Contains(strings.Join(log.Notes, " "), "cut off at line 4") {
		t.Errorf("notes %q", log.Notes)
	}
	for _, bad := range []string{`<testResults><httpSample t="-5" ts="1796286500000"/></testResults>`, `<testResults><httpSample t="5" ts="9000000000000000"/></testResults>`} {
		if _, err := Read(strings.NewReader(bad), FormatJTLXML, Generic{}); err == nil {
			t.Errorf("%q: read", bad)
		}
	}
}

// TestK6Rows: the vus rows and points count the users; a name tag names
// the request; a status of 500, or expected_response false, fails it;
// the older CSV's vu in extra_tags.
func TestK6Rows(t *testing.T) {
	csv := "metric_name,timestamp,metric_value,check,error,error_code,expected_response,group,method,name,proto,scenario,service,status,subproto,tls_version,url,extra_tags,metadata\n" +
		"vus,1796286500000000,3.000000,,,,,,,,,,,,,,,,\n" +
		"http_req_duration,1796286500010000,5.000000,,,,true,,GET,home,HTTP/1.1,default,,200,,,u,,vu=2&iter=0\n" +
		"http_req_duration,1796286500020000,5.000000,,,,false,,GET,cart,HTTP/1.1,default,,200,,,u,,vu=3&iter=0\n" +
		"http_req_duration,1796286500030000,5.000000,,,,true,,GET,cart,HTTP/1.1,default,,503,,,u,,vu=3&iter=1\n" +
		"vus,1796286500040000,0.000000,,,,,,,,,,,,,,,,\n"
	log, err := Read(strings.NewReader(csv), "", Generic{})
	if err != nil {
		t.Fatal(err)
	}
	if len(log.Requests) != 3 || log.Failed != 2 || !slices.Equal(log.Labels, []string{"home", "cart"}) || log.Requests[1].Label != 1 || log.ConnIDs[log.Requests[0].Conn] != 2 ||
		!slices.Equal(log.Live, []LiveCount{{1796286500000000e3, 3}, {1796286500040000e3, 0}}) {
		t.Errorf("%+v", log)
	}
	old := "metric_name,timestamp,metric_value,check,error,error_code,group,method,name,proto,status,subproto,tls_version,url,extra_tags\n" +
		"http_req_duration,1796286500010000,5.000000,,,,,GET,home,HTTP/1.1,200,,,u,vu=4\n"
	log, err = Read(strings.NewReader(old), "", Generic{})
	if err != nil || log.ConnIDs[log.Requests[0].Conn] != 4 || log.Failed != 0 {
		t.Errorf("vu in extra_tags: %+v, %v", log, err)
	}
	json := `{"type":"Point","metric":"vus","data":{"time":"2026-12-03T08:28:20Z","value":5}}` + "\n" +
		`{"metric":"http_req_duration","type":"Point","data":{"time":"2026-12-03T08:28:21Z","value":5,"tags":{"name":"home","expected_response":"false","status":"200"}}}` + "\n" +
		`{"type":"Point","metric":"vus","data":{"value":5}}` + "\n"
	log, err = Read(strings.NewReader(json), "", Generic{})
	if err != nil || len(log.Live) != 1 || log.Live[0].Threads != 5 || log.Failed != 1 || log.Labels[0] != "home" {
		t.Errorf("k6 JSON: %+v, %v", log, err)
	}
	for _, s := range []struct {
		status string
		failed bool
	}{{"0", true}, {"199", true}, {"200", false}, {"399", false}, {"400", true}, {"x", false}} {
		if k6Failed(s.status) != s.failed {
			t.Errorf("status %s: failed %v", s.status, !s.failed)
		}
	}
}

// TestGenericAndLocustRows: a generic CSV's type column, its sends as
// offsets; Locust's CSV, its failed requests and its users.
func TestGenericAndLocustRows(t *testing.T) {
	log, err := Read(strings.NewReader("at,took_ms,kind\n0.5,2,a\n1.25,3,b\n"), FormatCSV, Generic{Send: "at", Latency: "took_ms", Type: "kind"})
	if err != nil || log.Requests[1].SendNs != 1_250_000 || log.Requests[1].Label != 1 || log.ResolutionNs != 100_000 {
		t.Errorf("offsets in ms: %+v, %v", log, err)
	}
	if _, err := Read(strings.NewReader("at,took_ms\n0.5,2\n"), FormatCSV, Generic{Send: "at", Latency: "took_ms", Type: "kind"}); err == nil || !strings.Contains(err.Error(), `⟨type⟩ "kind": no such column`) {
		t.Errorf("a type column that is not there: %v", err)
	}
	loc := locustHeader + "\n1796286500.000100,2.500,1,/,true\n1796286500.001000,3.000,2,/cart,false\n"
	log, err = Read(strings.NewReader(loc), "", Generic{})
	if err != nil || log.Format != FormatLocust || log.Failed != 1 || log.Requests[0].Conn != 0 || log.Requests[1].Conn != 1 || log.Requests[0].LatencyNs != 2_500_000 ||
		log.Requests[0].SendNs != 1796286500000100000 || log.ResolutionNs != 1000 || !slices.Equal(log.Labels, []string{"/", "/cart"}) {
		t.Errorf("Locust: %+v, %v", log, err)
	}
	// two of Artillery's worker threads that both found the log empty
	// both wrote the header
	art := artilleryHeader + "\n1796286500.000100,2.500,1-1,/,true\n" + artilleryHeader + "\n1796286500.001000,3.000,2-1,/cart,false\n"
	log, err = Read(strings.NewReader(art), "", Generic{})
	if err != nil || log.Format != FormatArtilleryHook || len(log.Requests) != 2 || log.Failed != 1 || log.Requests[1].Conn != 1 || log.Requests[1].LatencyNs != 3_000_000 ||
		log.Requests[1].SendNs != 1796286500001000000 || !slices.Equal(log.Labels, []string{"/", "/cart"}) {
		t.Errorf("Artillery's hook: %+v, %v", log, err)
	}
	if _, err := Read(strings.NewReader(locustHeader+"\n1796286500.000100,2.500,1,/,true\n"+artilleryHeader+"\n"), "", Generic{}); err == nil {
		t.Error("Locust's log with Artillery's header in it read")
	}
}
