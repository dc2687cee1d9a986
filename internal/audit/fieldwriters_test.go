package audit

import (
	"bytes"
	"fmt"
	"html"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/gatlinglog"
	"coordinated-omission/sim"
)

// fieldFixtures are the field's shapes, each a fixture in testdata/audit.
func fieldFixtures() []fieldFixture {
	w, paused := fieldWorkload(false), fieldWorkload(true)
	jtl := func(file, what string, w sim.Workload, delim, dates string, extras bool, after func(b *bytes.Buffer)) fieldFixture {
		return fieldFixture{file, func(t testing.TB, b *bytes.Buffer) {
			b.WriteString(fieldHeader("#", what, w))
			writeJTL(b, w, fieldRequests(t, w), delim, dates, extras)
			if after != nil {
				after(b)
			}
		}}
	}
	fixtures := []fieldFixture{
		jtl("jmeter.jtl", "JMeter 3.1 on, CSV (CSVSaveService's columns), with a Transaction Controller's rows, redirects' sub-results, Debug Samplers, a sample never started and non-ASCII labels", w, ",", "", true, nil),
		jtl("jmeter-paused.jtl", "JMeter 3.1 on, CSV, against a server that pauses, with a Transaction Controller's rows, redirects' sub-results, Debug Samplers and a sample never started", paused, ",", "", true, nil),
		jtl("jmeter-dates.jtl", "JMeter, tab-delimited (jmeter.save.saveservice.default_delimiter=\\t) with dates (timestamp_format=yyyy/MM/dd HH:mm:ss.SSS) and CRLF line ends", w, "\t", "2006/01/02 15:04:05.000", true,
			func(b *bytes.Buffer) { crlf(b) }),
		jtl("jmeter-crash.jtl", "JMeter, CSV, stopped while writing: its last line cut off, NUL bytes after it", w, ",", "", false,
			func(b *bytes.Buffer) { b.Truncate(b.Len() - 20); b.Write(make([]byte, 64)) }),
		{"jmeter-2x.jtl", func(t testing.TB, b *bytes.Buffer) { write2x(t, b, w) }},
		{"jmeter-appended.jtl", func(t testing.TB, b *bytes.Buffer) { writeAppended(t, b, w) }},
		{"jmeter-two-runs.jtl", func(t testing.TB, b *bytes.Buffer) { writeTwoRuns(t, b) }},
		{"jmeter-failed.jtl", func(t testing.TB, b *bytes.Buffer) { writeFailed(t, b, w) }},
		{"jmeter.xml", func(t testing.TB, b *bytes.Buffer) { writeJTLXML(t, b, w, true) }},
		{"gatling-v30.log", func(t testing.TB, b *bytes.Buffer) { writeGatling(t, b, w, "3.0.3") }},
		{"gatling-v39.log", func(t testing.TB, b *bytes.Buffer) { writeGatling(t, b, w, "3.9.5") }},
		{"gatling-v314.log", func(t testing.TB, b *bytes.Buffer) { writeGatlingBinary(t, b, w, "3.14.2") }},
		{"k6-15.csv", func(t testing.TB, b *bytes.Buffer) { writeK6CSV(t, b, w, 15) }},
		{"k6-18.csv", func(t testing.TB, b *bytes.Buffer) { writeK6CSV(t, b, w, 18) }},
		{"k6-19.csv", func(t testing.TB, b *bytes.Buffer) { writeK6CSV(t, b, w, 19) }},
		{"k6-keys.json", func(t testing.TB, b *bytes.Buffer) { writeK6JSON(t, b, w) }},
		{"generic-threads.csv", func(t testing.TB, b *bytes.Buffer) { writeGenericThreads(t, b, w) }},
	}
	return append(append(fixtures, arrivalFixtures()...), coarseFixtures()...)
}

func crlf(b *bytes.Buffer) {
	s := strings.ReplaceAll(b.String(), "\n", "\r\n")
	b.Reset()
	b.WriteString(s)
}

// write2x writes JMeter 2.x's CSV with no header
// (print_field_names=false), in its default columns.
func write2x(t testing.TB, b *bytes.Buffer, w sim.Workload) {
	b.WriteString(fieldHeader("#", "JMeter 2.x before 2.13, CSV with no header, in its default columns (timeStamp, elapsed, label, responseCode, responseMessage, threadName, dataType, success, bytes, grpThreads, allThreads, Latency)", w))
	for _, r := range fieldRequests(t, w) {
		fmt.Fprintf(b, "%d,%d,%s,200,OK,Users 1-%d,text,%v,512,%d,%d,%d\n", r.startMs, r.elapsedMs, r.label, r.thread+1, !r.failed, liveAt(w, r.startMs), liveAt(w, r.startMs), r.elapsedMs)
	}
}

// writeAppended writes two runs of the test to one file, as JMeter
// appends to an existing -l file: the second 20 minutes after the first,
// its threads named from 1 again, no second header.
func writeAppended(t testing.TB, b *bytes.Buffer, w sim.Workload) {
	b.WriteString(fieldHeader("#", "JMeter, CSV, two runs appended to one file (JMeter appends to an existing -l file), the second 20 minutes later", w))
	var one bytes.Buffer
	reqs := fieldRequests(t, w)
	writeJTL(&one, w, reqs, ",", "", false)
	b.Write(one.Bytes())
	for i := range reqs {
		reqs[i].startMs += 20 * 60 * 1000
	}
	one.Reset()
	writeJTL(&one, w, reqs, ",", "", false)
	_, rest, _ := strings.Cut(one.String(), "\n")
	b.WriteString(rest)
}

// twoRuns are the runs of jmeter-two-runs.jtl: a thread group of 20
// threads looping for 4 minutes, 2 s of think time, whose first run met a
// server that hung for 85 s (replies up to 85 s late), and whose second,
// 13 minutes after the first ended, met none.
func twoRuns() (first, second sim.Workload) {
	first = sim.Workload{Threads: 20, Ramp: 20 * time.Second, Think: 2 * time.Second, ThinkJitterPct: 30, ServiceJitterPct: 30, Duration: 4 * time.Minute,
		Services: []time.Duration{80 * time.Millisecond, 200 * time.Millisecond}, Workers: 8, RTT: 2 * time.Millisecond, Seed: 61,
		Pauses: []sim.Pause{{At: time.Minute, Length: 85 * time.Second}}}
	second = first
	second.Pauses, second.Seed = nil, 62
	return first, second
}

// writeTwoRuns writes JMeter 2.x's headerless CSV of two runs appended to
// one file, 13 minutes of silence between them, the second's threads
// named from 1 again: a silence of under ten times the first run's
// longest latency, which once made them one run.
func writeTwoRuns(t testing.TB, b *bytes.Buffer) {
	first, second := twoRuns()
	b.WriteString(fieldHeader("#", "JMeter 2.x before 2.13, CSV with no header, two runs appended to one file 13 minutes apart; the first, shown here, met a server that hung for 85 s; the second is the same thread group (seed 62, no pause)", first))
	one := fieldRequests(t, first)
	var endMs int64
	for _, r := range one {
		endMs = max(endMs, r.endMs())
	}
	two := fieldRequests(t, second)
	shift := endMs + 13*60*1000 - fieldEpochMs
	for i := range two {
		two[i].startMs += shift
	}
	for _, run := range []struct {
		w    sim.Workload
		reqs []fieldRequest
		from int64
	}{{first, one, 0}, {second, two, shift}} {
		for _, r := range run.reqs {
			live := liveAt(run.w, r.startMs-run.from)
			fmt.Fprintf(b, "%d,%d,%s,200,OK,Users 1-%d,text,%v,512,%d,%d,%d\n", r.startMs, r.elapsedMs, r.label, r.thread+1, !r.failed, live, live, r.elapsedMs)
		}
	}
}

// writeFailed writes a run in which every request failed: the server
// refused the connection, as in a test run against a host that was not
// up.
func writeFailed(t testing.TB, b *bytes.Buffer, w sim.Workload) {
	b.WriteString(fieldHeader("#", "JMeter, CSV, every request failed (Non HTTP response code), as a test against a host that was down writes it", w))
	b.WriteString(jtlHeader + "\n")
	for _, r := range fieldRequests(t, w) {
		el := r.elapsedMs / 20
		fmt.Fprintf(b, "%d,%d,%s,Non HTTP response code: org.apache.http.conn.HttpHostConnectException,Non HTTP response message: Connection refused,Users 1-%d,text,false,,1442,0,%d,%d,http://shop.example/,0,0,%d\n",
			r.startMs, el, r.label, r.thread+1, liveAt(w, r.startMs), liveAt(w, r.startMs), el)
	}
}

// writeJTLXML writes JMeter's XML results, the Transaction Controller
// generating a parent sample: each pair a <sample> whose children are the
// requests, Home's redirect nested in it; cut off before </testResults>
// if cut.
func writeJTLXML(t testing.TB, b *bytes.Buffer, w sim.Workload, cut bool) {
	b.WriteString("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
	for _, l := range strings.Split(strings.TrimSuffix(fieldHeader("", "JMeter, XML results (jmeter.save.saveservice.output_format=xml), a Transaction Controller generating parent samples, redirects nested, cut off before the end of testResults", w), "\n"), "\n") {
		b.WriteString("<!--" + l + " -->\n")
	}
	b.WriteString("<testResults version=\"1.2\">\n")
	sample := func(tag string, r fieldRequest, label string, children string) string {
		attrs := fmt.Sprintf(`t="%d" lt="%d" ts="%d" s="%v" lb="%s" rc="200" rm="OK" tn="Users 1-%d" dt="text" by="512" ng="%d" na="%d"`,
			r.elapsedMs, r.elapsedMs, r.startMs, !r.failed, html.EscapeString(label), r.thread+1, liveAt(w, r.startMs), liveAt(w, r.startMs))
		if children == "" {
			return "<" + tag + " " + attrs + "/>\n"
		}
		return "<" + tag + " " + attrs + ">\n" + children + "</" + tag + ">\n"
	}
	home := map[int]fieldRequest{}
	for _, r := range fieldRequests(t, w) {
		if r.label == fieldLabels[0] {
			home[r.thread] = r
			continue
		}
		h, ok := home[r.thread]
		delete(home, r.thread)
		search := sample("httpSample", r, r.label, "")
		if !ok {
			b.WriteString(search)
			continue
		}
		first := h.elapsedMs * 3 / 10
		redirect := sample("httpSample", fieldRequest{h.startMs, first, h.thread, 0, "", false}, h.label+"-0", "") +
			sample("httpSample", fieldRequest{h.startMs + first, h.elapsedMs - first, h.thread, 0, "", h.failed}, h.label+"-1", "")
		tx := fieldRequest{h.startMs, r.endMs() - h.startMs, r.thread, 0, "", false}
		b.WriteString(strings.Replace(sample("sample", tx, "Browse", sample("httpSample", h, h.label, redirect)+search), `rm="OK"`, `rm="Number of samples in transaction : 2, number of failing samples : 0"`, 1))
	}
	for j := range w.Threads { // a thread's last Home, with no Search after it
		if h, ok := home[j]; ok {
			b.WriteString(sample("httpSample", h, h.label, ""))
		}
	}
	if !cut {
		b.WriteString("</testResults>\n")
	}
}

// writeGatling writes a text simulation.log of Gatling version: from 3.0
// to 3.3 a REQUEST record starts with the user's id, and USER records
// have it and two times; from 3.4 neither.
func writeGatling(t testing.TB, b *bytes.Buffer, w sim.Workload, version string) {
	old := version < "3.4"
	b.WriteString(fieldHeader("#", "Gatling "+version+"'s text simulation.log (LogFileDataWriter of that version), its users the threads", w))
	fmt.Fprintf(b, "RUN\tshop.Browse\tbrowse\t%d\t \t%s\n", fieldEpochMs, version)
	started := map[int]bool{}
	for _, r := range fieldRequests(t, w) {
		if !started[r.thread] {
			started[r.thread] = true
			at := fieldEpochMs + int64(r.thread)*int64(w.Ramp)/int64(w.Threads)/1e6
			if old {
				fmt.Fprintf(b, "USER\tBrowse\t%d\tSTART\t%d\t%d\n", r.thread+1, at, at)
			} else {
				fmt.Fprintf(b, "USER\tBrowse\tSTART\t%d\n", at)
			}
		}
		status := "OK\t "
		if r.failed {
			status = "KO\tstatus.find.in(200,304), but actually found 500"
		}
		if old {
			fmt.Fprintf(b, "REQUEST\t%d\t\t%s\t%d\t%d\t%s\n", r.thread+1, r.label, r.startMs, r.endMs(), status)
		} else {
			fmt.Fprintf(b, "REQUEST\t\t%s\t%d\t%d\t%s\n", r.label, r.startMs, r.endMs(), status)
		}
	}
	end := fieldEpochMs + int64(w.Duration)/1e6 + 2000
	for j := range w.Threads {
		if old {
			fmt.Fprintf(b, "USER\tBrowse\t%d\tEND\t%d\t%d\n", j+1, fieldEpochMs, end)
		} else {
			fmt.Fprintf(b, "USER\tBrowse\tEND\t%d\n", end)
		}
	}
}

// writeGatlingBinary writes Gatling's binary simulation.log (3.13 on),
// the same records as writeGatling's text from 3.4 on; its origin, as a
// binary file has no room for a comment, in the RUN record's
// description.
func writeGatlingBinary(t testing.TB, b *bytes.Buffer, w sim.Workload, version string) {
	origin := fieldHeader("", "Gatling "+version+"'s binary simulation.log, written by internal/gatlinglog from the layout of Gatling's LogFileDataWriter v3.13.0 to v3.14.2, its users the threads", w)
	g := gatlinglog.NewWriter(b, version, "shop.Browse", strings.TrimSpace(origin), fieldEpochMs, []string{"Browse"})
	started := map[int]bool{}
	for _, r := range fieldRequests(t, w) {
		if !started[r.thread] {
			started[r.thread] = true
			g.User(0, true, fieldEpochMs+int64(r.thread)*int64(w.Ramp)/int64(w.Threads)/1e6)
		}
		message := ""
		if r.failed {
			message = "status.find.in(200,304), but actually found 500"
		}
		g.Request(nil, r.label, r.startMs, r.endMs(), !r.failed, message)
	}
	for range w.Threads {
		g.User(0, false, fieldEpochMs+int64(w.Duration)/1e6+2000)
	}
	if g.Err() != nil {
		t.Fatal(g.Err())
	}
}

// k6Columns are k6's CSV columns by their count: 15 before it had the
// scenario tag, 18 before it had metadata (v0.41), 19 since (k6's
// output/csv MakeHeader, its default system tags sorted).
var k6Columns = map[int]string{
	15: "metric_name,timestamp,metric_value,check,error,error_code,group,method,name,proto,status,subproto,tls_version,url,extra_tags",
	18: "metric_name,timestamp,metric_value,check,error,error_code,expected_response,group,method,name,proto,scenario,service,status,subproto,tls_version,url,extra_tags",
	19: "metric_name,timestamp,metric_value,check,error,error_code,expected_response,group,method,name,proto,scenario,service,status,subproto,tls_version,url,extra_tags,metadata",
}

// writeK6CSV writes k6's --out csv in one of its column sets: 15 with its
// default whole-second timestamps, 18 with K6_CSV_TIME_FORMAT=unix_milli,
// 19 with unix_micro; a vus row each second.
func writeK6CSV(t testing.TB, b *bytes.Buffer, w sim.Workload, columns int) {
	unit := map[int]string{15: "unix (seconds, the default)", 18: "unix_milli", 19: "unix_micro"}[columns]
	b.WriteString(fieldHeader("#", fmt.Sprintf("k6's --out csv of %d columns, K6_CSV_TIME_FORMAT=%s, from k6's output/csv", columns, unit), w))
	b.WriteString(k6Columns[columns] + "\n")
	names := strings.Split(k6Columns[columns], ",")
	stamp := func(ms int64) string {
		switch columns {
		case 15:
			return fmt.Sprint(ms / 1000)
		case 18:
			return fmt.Sprint(ms)
		}
		return fmt.Sprint(ms * 1000)
	}
	nextVus := fieldEpochMs
	for _, r := range fieldRequests(t, w) {
		for ; nextVus <= r.endMs(); nextVus += 1000 {
			row := make([]string, len(names))
			row[0], row[1], row[2] = "vus", stamp(nextVus), fmt.Sprintf("%d.000000", liveAt(w, nextVus))
			b.WriteString(strings.Join(row, ",") + "\n")
		}
		status := "200"
		if r.failed {
			status = "500"
		}
		for _, metric := range []string{"http_reqs", "http_req_duration"} {
			row := make([]string, len(names))
			for i, n := range names {
				switch n {
				case "metric_name":
					row[i] = metric
				case "timestamp":
					row[i] = stamp(r.endMs())
				case "metric_value":
					row[i] = "1.000000"
					if metric == "http_req_duration" {
						row[i] = fmt.Sprintf("%d.000000", r.elapsedMs)
					}
				case "method":
					row[i] = "GET"
				case "name":
					row[i] = `"` + r.label + `"`
				case "proto":
					row[i] = "HTTP/1.1"
				case "scenario":
					row[i] = "default"
				case "status":
					row[i] = status
				case "expected_response":
					row[i] = fmt.Sprint(!r.failed)
				case "url":
					row[i] = "http://shop.example/"
				case "metadata":
					row[i] = fmt.Sprintf("vu=%d&iter=0", r.thread+1)
				case "extra_tags":
					if columns < 19 {
						row[i] = fmt.Sprintf("vu=%d", r.thread+1)
					}
				}
			}
			b.WriteString(strings.Join(row, ",") + "\n")
		}
	}
}

// writeK6JSON writes k6's --out json, its keys in another order than the
// fixture k6.json's: data first.
func writeK6JSON(t testing.TB, b *bytes.Buffer, w sim.Workload) {
	b.WriteString(fieldHeader("#", "k6's --out json, each point's keys in another order (data, then metric, then type), from k6's output/json", w))
	for _, r := range fieldRequests(t, w) {
		end := time.UnixMilli(r.endMs()).UTC().Format(time.RFC3339Nano)
		status := "200"
		if r.failed {
			status = "500"
		}
		fmt.Fprintf(b, `{"data":{"value":%d,"time":%q,"tags":{"name":%q,"status":%q,"method":"GET"},"metadata":{"iter":"0","vu":"%d"}},"metric":"http_req_duration","type":"Point"}`+"\n",
			r.elapsedMs, end, r.label, status, r.thread+1)
		fmt.Fprintf(b, `{"data":{"value":%d,"time":%q},"metric":"vus","type":"Point"}`+"\n", liveAt(w, r.startMs), end)
	}
}

// writeGenericThreads writes the workload as a CSV of this project's own
// layout: the send in s since the epoch to the ms, the thread, the label,
// the latency in ms.
func writeGenericThreads(t testing.TB, b *bytes.Buffer, w sim.Workload) {
	b.WriteString(fieldHeader("#", "a CSV of this project's own, for -audit-format csv -audit-send sent -audit-latency took_ms -audit-conn thread -audit-type label", w))
	b.WriteString("sent,thread,label,took_ms\n")
	for _, r := range fieldRequests(t, w) {
		fmt.Fprintf(b, "%d.%03d,t%d,%q,%d\n", r.startMs/1000, r.startMs%1000, r.thread, r.label, r.elapsedMs)
	}
}
