package reqlog

import (
	"strings"
	"testing"
	"time"
)

// utcNs is a wall-clock time as ns since the epoch, written out here
// apart from the reader's own arithmetic.
func utcNs(y int, mo time.Month, d, h, mi, s, ms int) int64 {
	return time.Date(y, mo, d, h, mi, s, ms*1e6, time.UTC).UnixNano()
}

// TestRecogniseDate: the dates JMeter users write, each recognised as
// the SimpleDateFormat pattern that wrote it, and read back to the
// instant time.Date gives.
func TestRecogniseDate(t *testing.T) {
	for _, tc := range []struct {
		in, pattern string
		want        int64
	}{
		{"2019/12/05 12:37:24", "yyyy/MM/dd HH:mm:ss", utcNs(2019, 12, 5, 12, 37, 24, 0)},
		{"2017/05/11 16:59:33.123", "yyyy/MM/dd HH:mm:ss.SSS", utcNs(2017, 5, 11, 16, 59, 33, 123)},
		// SSSS counts ms: .0069 is 69 ms, as SimpleDateFormat wrote it
		{"11/21/2008 07:09:45.0069", "MM/dd/yyyy HH:mm:ss.SSSS", utcNs(2008, 11, 21, 7, 9, 45, 69)},
		{"2019-12-05 12:37:24.5", "yyyy-MM-dd HH:mm:ss.S", utcNs(2019, 12, 5, 12, 37, 24, 5)},
		{"21/11/2008 07:09:45", "dd/MM/yyyy HH:mm:ss", utcNs(2008, 11, 21, 7, 9, 45, 0)},
		{"05.12.2019 12:37:24", "dd.MM.yyyy HH:mm:ss", utcNs(2019, 12, 5, 12, 37, 24, 0)},
		{"12/05/19 12:37:24", "MM/dd/yy HH:mm:ss", utcNs(2019, 12, 5, 12, 37, 24, 0)},
		{"2019-12-05T12:37:24.123+01:00", "yyyy-MM-dd'T'HH:mm:ss.SSSX", utcNs(2019, 12, 5, 11, 37, 24, 123)},
		{"2019-12-05T12:37:24Z", "yyyy-MM-dd'T'HH:mm:ssX", utcNs(2019, 12, 5, 12, 37, 24, 0)},
		{"12/05/2019 01:37:24 PM", "MM/dd/yyyy hh:mm:ss a", utcNs(2019, 12, 5, 13, 37, 24, 0)},
		{"12/05/2019 12:37:24 AM", "MM/dd/yyyy hh:mm:ss a", utcNs(2019, 12, 5, 0, 37, 24, 0)},
		{"2020/02/29 23:59", "yyyy/MM/dd HH:mm", utcNs(2020, 2, 29, 23, 59, 0, 0)},
	} {
		p := recogniseDate(tc.in)
		if p != tc.pattern {
			t.Errorf("%q: recognised %q, want %q", tc.in, p, tc.pattern)
			continue
		}
		f, err := parseDateFormat(p)
		if err != nil {
			t.Fatalf("%q: %v", p, err)
		}
		got, err := f.parse(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("%q in %q: %d, %v; want %d", tc.in, p, got, err, tc.want)
		}
	}
	for _, in := range []string{"", "1796286500000", "2019/12/05", "2019/12-05 12:00:00", "Thu Dec 05 12:37:24 2019", "2019/12/05 12:37:24 CET"} {
		if p := recogniseDate(in); p != "" {
			t.Errorf("%q: recognised %q, want none", in, p)
		}
	}
}

// TestDateFormats: patterns given with -audit-time-format, names of
// months and days, literals, and the dates each refuses.
func TestDateFormats(t *testing.T) {
	for _, tc := range []struct {
		pattern, in string
		want        int64
		resolution  int64
	}{
		{"EEE MMM dd HH:mm:ss yyyy", "Thu Dec 05 12:37:24 2019", utcNs(2019, 12, 5, 12, 37, 24, 0), 1e9},
		{"dd-MMM-yyyy HH:mm:ss.SSS", "05-Dec-2019 12:37:24.007", utcNs(2019, 12, 5, 12, 37, 24, 7), 1e6},
		{"yyyyMMddHHmmssSSS", "20191205123724007", utcNs(2019, 12, 5, 12, 37, 24, 7), 1e6},
		{"yyyy-MM-dd'T'HH:mm:ss Z", "2019-12-05T12:37:24 -0130", utcNs(2019, 12, 5, 14, 7, 24, 0), 1e9},
		{"yyyy/MM/dd HH:mm z", "2019/12/05 12:37 GMT+02:00", utcNs(2019, 12, 5, 10, 37, 0, 0), 60e9},
		{"''yyyy/MM/dd'' kk:mm", "'2019/12/05' 24:00", utcNs(2019, 12, 5, 0, 0, 0, 0), 60e9},
	} {
		f, err := parseDateFormat(tc.pattern)
		if err != nil {
			t.Fatalf("%q: %v", tc.pattern, err)
		}
		got, err := f.parse(tc.in)
		if err != nil || got != tc.want || f.resolutionNs != tc.resolution {
			t.Errorf("%q in %q: %d (resolution %d), %v; want %d (%d)", tc.in, tc.pattern, got, f.resolutionNs, err, tc.want, tc.resolution)
		}
	}
	f, _ := parseDateFormat("yyyy/MM/dd HH:mm:ss.SSS")
	for _, in := range []string{"2019/13/05 12:00:00.000", "2019/02/30 12:00:00.000", "2019/12/05 24:00:00.000", "2019/12/05 12:60:00.000",
		"2019/12/05 12:00:00.1000", "2019/12/05 12:00:00", "2019/12/05 12:00:00.000 ", "1969/12/31 23:59:59.999"} {
		if v, err := f.parse(in); err == nil {
			t.Errorf("%q: read as %d, want refused", in, v)
		}
	}
	for _, p := range []string{"HH:mm:ss", "yyyy/MM/dd", "yyyy/MM/dd HH:mm 'x", "yyyy/MM/dd HH:mm:ss.SSS Q"} {
		if _, err := parseDateFormat(p); err == nil {
			t.Errorf("pattern %q: accepted", p)
		}
	}
}

// TestJTLShapes reads every shape of JMeter's CSV results: the same
// three samples (two requests, then a failed one) in each, so each must
// read to the same requests.
func TestJTLShapes(t *testing.T) {
	const t0 = 1575549444000 // 2019/12/05 12:37:24.000 UTC, in ms
	want := []Request{{SendNs: t0 * 1e6, LatencyNs: 120e6, Conn: 0}, {SendNs: (t0 + 130) * 1e6, LatencyNs: 80e6, Conn: 0, Label: 1},
		{SendNs: (t0 + 5) * 1e6, LatencyNs: 2000e6, Conn: 1}}
	header := "timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,failureMessage,bytes,sentBytes,grpThreads,allThreads,URL,Latency,IdleTime,Connect"
	rows := []string{
		"1575549444000,120,Home,200,OK,Users 1-1,text,true,,5,1,2,2,http://h/,100,0,3",
		"1575549444130,80,Login,200,OK,Users 1-1,text,true,,5,1,2,2,http://h/login,70,0,0",
		"1575549444005,2000,Home,500,Internal Error,Users 1-2,text,false,,5,1,2,2,http://h/,1990,0,0",
	}
	csvOf := func(delim string, h string, rs []string) string {
		var b strings.Builder
		if h != "" {
			b.WriteString(strings.ReplaceAll(h, ",", delim) + "\n")
		}
		for _, r := range rs {
			b.WriteString(strings.ReplaceAll(r, ",", delim) + "\n")
		}
		return b.String()
	}
	dated := func(rs []string, f func(ms int64) string) []string {
		out := make([]string, len(rs))
		for i, r := range rs {
			ts, rest, _ := strings.Cut(r, ",")
			out[i] = f(int64(atoi(ts))) + "," + rest
		}
		return out
	}
	date := func(layout string) func(ms int64) string {
		return func(ms int64) string { return time.UnixMilli(ms).UTC().Format(layout) }
	}
	for _, tc := range []struct {
		name, input, timeFormat string
		resolution              int64
		aside                   Aside
	}{
		{name: "comma", input: csvOf(",", header, rows), resolution: 1e6},
		{name: "tab", input: csvOf("\t", header, rows), resolution: 1e6},
		{name: "semicolon", input: csvOf(";", header, rows), resolution: 1e6},
		{name: "CRLF", input: strings.ReplaceAll(csvOf(",", header, rows), "\n", "\r\n"), resolution: 1e6},
		{name: "dates to the ms", input: csvOf(",", header, dated(rows, date("2006/01/02 15:04:05.000"))), resolution: 1e6},
		{name: "dates given", input: csvOf(",", header, dated(rows, func(ms int64) string { return `"` + date("02.01.2006 15:04:05,000")(ms) + `"` })), timeFormat: "dd.MM.yyyy HH:mm:ss,SSS", resolution: 1e6},
		{name: "no header, 3.1 on", input: csvOf(",", "", rows), resolution: 1e6},
		{name: "no header, 2.x", input: csvOf(",", "", []string{
			"1575549444000,120,Home,200,OK,Users 1-1,text,true,5,2,2,100",
			"1575549444130,80,Login,200,OK,Users 1-1,text,true,5,2,2,70",
			"1575549444005,2000,Home,500,Internal Error,Users 1-2,text,false,5,2,2,1990"}), resolution: 1e6},
		{name: "quoted fields, one over two lines", input: header + "\n" +
			"1575549444000,120,Home,200,OK,Users 1-1,text,true,,5,1,2,2,http://h/,100,0,3\n" +
			"1575549444130,80,\"Login\",200,\"OK, \"\"fine\"\"\",Users 1-1,text,true,,5,1,2,2,http://h/login,70,0,0\n" +
			"1575549444005,2000,Home,500,\"Internal\nError\",Users 1-2,text,false,,5,1,2,2,http://h/,1990,0,0\n", resolution: 1e6},
		{name: "rows that are not requests", input: header + "\n" +
			"0,0,Home,,,Users 1-3,text,false,,0,0,2,2,http://h/,0,0,0\n" +
			rows[0] + "\n" +
			"1575549444000,60,Home-0,302,Found,Users 1-1,text,true,,5,1,2,2,http://h/,60,0,3\n" +
			"1575549444060,60,Home-1,200,OK,Users 1-1,text,true,,5,1,2,2,http://h/x,60,0,0\n" +
			rows[1] + "\n" +
			"1575549444000,200,Login flow,200,\"Number of samples in transaction : 2, number of failing samples : 0\",Users 1-1,,true,,10,2,2,2,null,170,0,3\n" +
			"1575549444210,0,Debug Sampler,200,OK,Users 1-1,text,true,,900,0,2,2,null,0,0,0\n" +
			rows[2] + "\n", resolution: 1e6, aside: Aside{Transactions: 1, SubResults: 2, NoURL: 1, ZeroTime: 1}},
		{name: "a cut-off last line", input: csvOf(",", header, rows) + "1575549444300,4", resolution: 1e6, aside: Aside{CutOff: 1}},
		{name: "NUL bytes", input: csvOf(",", header, rows) + "\x00\x00\x00\x00\n", resolution: 1e6, aside: Aside{NULBytes: 4}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			log, err := ReadWith(strings.NewReader(tc.input), Reading{TimeFormat: tc.timeFormat})
			if err != nil {
				t.Fatal(err)
			}
			if log.Format != FormatJTL || log.ResolutionNs != tc.resolution || log.Failed != 1 || log.Aside != tc.aside {
				t.Errorf("format %s, resolution %d, %d failed, aside %+v; want jtl, %d, 1, %+v", log.Format, log.ResolutionNs, log.Failed, log.Aside, tc.resolution, tc.aside)
			}
			if len(log.Requests) != len(want) {
				t.Fatalf("%d requests, want %d: %+v", len(log.Requests), len(want), log.Requests)
			}
			for i, r := range log.Requests {
				if r != want[i] {
					t.Errorf("request %d: %+v, want %+v", i, r, want[i])
				}
			}
			if len(log.Labels) < 2 || log.Labels[0] != "Home" || log.Labels[1] != "Login" {
				t.Errorf("labels %q", log.Labels)
			}
		})
	}
}

// TestJTLXML reads JMeter's XML results: a transaction's children are the
// requests; a request's nested samples are its sub-results; a <sample>
// with no HTTP request among <httpSample>s is set aside; a file cut off
// is read to its last whole sample.
func TestJTLXML(t *testing.T) {
	const doc = `<?xml version="1.0" encoding="UTF-8"?>
<testResults version="1.2">
<sample t="300" lt="0" ts="1575549444000" s="true" lb="Flow" rc="200" rm="Number of samples in transaction : 2, number of failing samples : 0" tn="Users 1-1" dt="" by="10" na="2">
  <httpSample t="120" lt="100" ts="1575549444000" s="true" lb="Home" rc="200" rm="OK" tn="Users 1-1" dt="text" by="5" na="2">
    <httpSample t="60" lt="60" ts="1575549444000" s="true" lb="Home-0" rc="302" rm="Found" tn="Users 1-1" dt="text" by="1"/>
    <httpSample t="60" lt="60" ts="1575549444060" s="true" lb="Home-1" rc="200" rm="OK" tn="Users 1-1" dt="text" by="4"/>
    <responseData class="java.lang.String">&lt;html&gt;</responseData>
  </httpSample>
  <httpSample t="80" lt="70" ts="1575549444130" s="true" lb="Login" rc="200" rm="OK" tn="Users 1-1" dt="text" by="5" na="2"/>
</sample>
<sample t="0" ts="1575549444210" s="true" lb="Debug Sampler" rc="200" rm="OK" tn="Users 1-1" dt="text"/>
<httpSample t="2000" lt="1990" ts="1575549444005" s="false" lb="Home" rc="500" rm="Internal Error" tn="Users 1-2" dt="text" by="5" na="2">
  <assertionResult><name>code</name><failure>true</failure></assertionResult>
</httpSample>
`
	want := []Request{{SendNs: 1575549444000e6, LatencyNs: 120e6, Conn: 0}, {SendNs: 1575549444130e6, LatencyNs: 80e6, Conn: 0, Label: 1},
		{SendNs: 1575549444005e6, LatencyNs: 2000e6, Conn: 0, Label: 0}}
	for _, tc := range []struct {
		name, input string
		n           int
		aside       Aside
	}{
		{"whole", doc + "</testResults>\n", 3, Aside{Transactions: 1, SubResults: 2, NoURL: 1}},
		{"cut off before </testResults>", doc, 3, Aside{Transactions: 1, SubResults: 2, NoURL: 1, CutOff: 1}},
		{"cut off in a tag", doc + `<httpSample t="5" ts="15755494`, 3, Aside{Transactions: 1, SubResults: 2, NoURL: 1, CutOff: 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			log, err := Read(strings.NewReader(tc.input), "", Generic{})
			if err != nil {
				t.Fatal(err)
			}
			if log.Format != FormatJTLXML || len(log.Requests) != tc.n || log.Aside != tc.aside || log.Failed != 1 {
				t.Fatalf("format %s, %d requests, aside %+v, %d failed; want jtl-xml, %d, %+v, 1", log.Format, len(log.Requests), log.Aside, log.Failed, tc.n, tc.aside)
			}
			want[2].Conn = 1
			for i, r := range log.Requests {
				if r != want[i] {
					t.Errorf("request %d: %+v, want %+v", i, r, want[i])
				}
			}
		})
	}
}

// TestRecogniseNonASCII: a JTL whose labels are Chinese, with a rune
// split at the 4,096th byte that recognition looks at, is text, not a
// binary log.
func TestRecogniseNonASCII(t *testing.T) {
	row := "1771403771229,3,GET /api/tasks/{id},200,OK,3. 查询任务压力测试 3-1,text,true,,1442,0,2,32,http://h/api/tasks/1,0,0,0\n"
	input := "timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,failureMessage,bytes,sentBytes,grpThreads,allThreads,URL,Latency,IdleTime,Connect\n"
	for len(input) < 5000 {
		input += row
	}
	for shift := range 4 { // one of these splits a rune at byte 4096
		log, err := Read(strings.NewReader(strings.Repeat(" ", shift)+input), "", Generic{})
		if err != nil || log.Format != FormatJTL {
			t.Errorf("shifted by %d: %v", shift, err)
		}
	}
}
