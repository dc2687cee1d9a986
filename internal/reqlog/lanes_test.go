package reqlog

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"
)

// drawJTL is a JMeter CSV of n lines drawn from what such logs hold:
// ms or dated timeStamps, quoted messages over several lines, sub-results
// and transactions, blank lines, NULs and CRs, lines that do not read
// (rarely: the first stops the log), allThreads changes, and sometimes a
// last line cut off.
func drawJTL(rng *rand.Rand, n int, hostile bool) string {
	var b strings.Builder
	dated := rng.IntN(4) == 0
	b.WriteString("timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,URL,allThreads,Hostname\n")
	at := int64(1_700_000_000_000)
	for i := range n {
		at += rng.Int64N(20)
		ts := fmt.Sprint(at)
		if dated {
			ts = time.UnixMilli(at).UTC().Format("2006/01/02 15:04:05.000")
		}
		thread := fmt.Sprintf("Users 1-%d", rng.IntN(7)+1)
		label := []string{"Home", "Search", "Home-0", "Home-1", "Checkout"}[rng.IntN(5)]
		msg := []string{"OK", `"a message, quoted"`, "\"over\ntwo lines\"", transactionPrefix + "2"}[rng.IntN(4)]
		if hostile && rng.IntN(500) == 0 {
			msg = `"open` // to the end, or to the next quote
		}
		url := []string{"http://shop.example/", "", "null"}[rng.IntN(3)]
		el := rng.Int64N(50)
		switch k := rng.IntN(1000); {
		case !hostile:
		case k == 0:
			el = -1 // does not read
		case k == 1:
			ts = "later" // a date never recognised
		case k < 20:
			ts = "0" // never started
		case k < 40:
			b.WriteString("\n")
		case k < 50:
			b.WriteString("\x00\x00")
		}
		eol := "\n"
		if rng.IntN(50) == 0 {
			eol = "\r\n"
		}
		if hostile && i == n-1 && rng.IntN(3) == 0 {
			eol = "" // cut off, or not
		}
		line := fmt.Sprintf("%s,%d,%s,200,%s,%s,text,%v,%s,%d,host%d", ts, el, label, msg, thread, rng.IntN(9) > 0, url, 4+rng.IntN(2)*rng.IntN(3), rng.IntN(2))
		if eol == "" && rng.IntN(2) == 0 {
			line = line[:rng.IntN(len(line))] // cut off as it was written
		}
		b.WriteString(line + eol)
	}
	return b.String()
}

// drawK6JSON is a k6 JSON output of n lines: metric definitions,
// http_req_duration points with names, statuses, VUs and iterations (or
// not), vus and dropped_iterations points, other metrics, blank lines,
// rarely a line that does not read, and sometimes a last line cut off.
func drawK6JSON(rng *rand.Rand, n int, hostile bool) string {
	var b strings.Builder
	at := time.Date(2026, 12, 7, 2, 0, 0, 0, time.UTC)
	for i := range n {
		at = at.Add(time.Duration(rng.Int64N(3e6)))
		ts := at.Format(time.RFC3339Nano)
		var line string
		switch k := rng.IntN(100); {
		case k < 3:
			line = `{"type":"Metric","data":{"name":"http_req_duration","type":"trend","contains":"time"},"metric":"http_req_duration"}`
		case k < 6:
			line = fmt.Sprintf(`{"type":"Point","metric":"vus","data":{"time":"%s","value":%d,"tags":null}}`, ts, rng.IntN(5))
		case k < 8:
			line = fmt.Sprintf(`{"type":"Point","metric":"dropped_iterations","data":{"time":"%s","value":%d}}`, ts, rng.IntN(3))
		case k < 15:
			line = fmt.Sprintf(`{"type":"Point","metric":"http_reqs","data":{"time":"%s","value":1}}`, ts)
		case k < 17:
			line = ""
		case hostile && k == 17 && rng.IntN(5) == 0:
			line = `{"type":"Point","metric":"http_req_duration","data":{"time":"` + ts + `"}}` // no value
		default:
			meta := fmt.Sprintf(`{"vu":"%d","iter":"%d"}`, rng.IntN(4), rng.IntN(3))
			if rng.IntN(4) == 0 {
				meta = `{}`
			}
			line = fmt.Sprintf(`{"metric":"http_req_duration","type":"Point","data":{"time":"%s","value":%.3f,"tags":{"name":"%s","status":"%d","expected_response":"%v"},"metadata":%s}}`,
				ts, rng.Float64()*50, []string{"home", "search", "cart"}[rng.IntN(3)], []int{200, 200, 404, 0}[rng.IntN(4)], rng.IntN(5) > 0, meta)
		}
		b.WriteString(ended(rng, line, hostile && i == n-1))
	}
	return b.String()
}

// drawGatling is a text simulation.log of n records, of Gatling 3.4 on
// or (half the draws) 3.0 to 3.3, which name the user: RUN, USER starts
// and ends, REQUEST records OK and KO in groups or none, GROUP and ERROR
// records, blank lines, rarely a record that does not read, and
// sometimes a last record cut off.
func drawGatling(rng *rand.Rand, n int, hostile bool) string {
	var b strings.Builder
	old := rng.IntN(2) == 0
	at := int64(1_765_000_000_000)
	b.WriteString("RUN\tshop.Browse\tbrowse\t1765000000000\t \t3.14.2\n")
	for i := range n {
		at += rng.Int64N(10)
		user := rng.IntN(6)
		var line string
		switch k := rng.IntN(100); {
		case k < 8:
			ev := []string{"START", "END"}[rng.IntN(2)]
			line = fmt.Sprintf("USER\tBrowse\t%s\t%d", ev, at)
			if old {
				line = fmt.Sprintf("USER\tBrowse\t%d\t%s\t%d\t%d", user, ev, at, at*int64(rng.IntN(2)))
			}
		case k < 11:
			line = fmt.Sprintf("GROUP\tcheckout\t%d\t%d\t40\tOK", at, at+50)
		case k < 12:
			line = "ERROR\tstatus.find.is(200), but actually found 500\t" + fmt.Sprint(at)
		case k < 14:
			line = ""
		default:
			status := []string{"OK", "OK", "OK", "KO"}[rng.IntN(4)]
			name, group := []string{"home", "search", "cart"}[rng.IntN(3)], []string{"", "checkout"}[rng.IntN(2)]
			start, end := at-rng.Int64N(40), at
			if hostile && rng.IntN(300) == 0 {
				end = start - 1 // does not read
			}
			if hostile && rng.IntN(100) == 0 {
				start = 0 // never started
			}
			line = fmt.Sprintf("REQUEST\t%s\t%s\t%d\t%d\t%s\t ", group, name, start, end, status)
			if old {
				line = fmt.Sprintf("REQUEST\t%d\t%s\t%s\t%d\t%d\t%s\t ", user, group, name, start, end, status)
			}
		}
		b.WriteString(ended(rng, line, hostile && i == n-1))
	}
	return b.String()
}

// ended is a drawn line with its end; the last of a hostile draw, a
// time in three, has none, and half of those are cut off as written.
func ended(rng *rand.Rand, line string, last bool) string {
	if !last || rng.IntN(3) != 0 {
		return line + "\n"
	}
	if rng.IntN(2) == 0 {
		line = line[:rng.IntN(len(line)+1)]
	}
	return line
}

// laneFormats are the formats read on every core, each with a draw of
// its logs.
var laneFormats = []struct {
	f    format
	draw func(*rand.Rand, int, bool) string
}{{jtlFormat, drawJTL}, {k6JSONFormat, drawK6JSON}, {gatlingFormat, drawGatling}}

// readLaned reads text in f on ln.
func readLaned(t testing.TB, f format, text string, ln lanes) (*Log, error) {
	lr, err := f.lines(Reading{})
	if err != nil {
		t.Fatal(err)
	}
	log := &Log{Format: f.name}
	err = readLinesOn(bufio.NewReaderSize(strings.NewReader(text), 16), lr, log, ln)
	return log, err
}

// TestLanesReadAsInOrder: a log read on several cores, in batches of
// every size, is the log read in order, line by line: the same requests,
// labels, live counts, set-asides and notes, or the same error; for each
// format read so (a JMeter CSV, k6's JSON, Gatling's text log).
func TestLanesReadAsInOrder(t *testing.T) {
	for _, lf := range laneFormats {
		t.Run(lf.f.name, func(t *testing.T) { lanesAsInOrder(t, lf.f, lf.draw) })
	}
}

func lanesAsInOrder(t *testing.T, f format, draw func(*rand.Rand, int, bool) string) {
	rng := rand.New(rand.NewPCG(61, 2))
	laned := 0
	for k := range 300 {
		text := draw(rng, 1+rng.IntN(400), true)
		read := func(ln lanes) (*Log, error) { return readLaned(t, f, text, ln) }
		want, wantErr := read(lanes{})
		for _, ln := range []lanes{{workers: 2, batch: 1}, {workers: 2, batch: 3}, {workers: 3, batch: 7}, {workers: 2, batch: laneBatch}} {
			got, err := read(ln)
			// a log that does not read is not given back: its error is all
			if fmt.Sprint(err) != fmt.Sprint(wantErr) || err == nil && !reflect.DeepEqual(got, want) {
				t.Fatalf("draw %d on %+v: %v, %+v; in order %v, %+v\n%s", k, ln, err, got, wantErr, want, text)
			}
		}
		if wantErr == nil {
			laned++
		}
	}
	if laned < 100 {
		t.Errorf("%d of 300 draws read whole: too few to compare", laned)
	}
}

// FuzzLanes: whatever the bytes, a log read on several cores is the log
// read in order, or the same error, in each format read so.
func FuzzLanes(f *testing.F) {
	rng := rand.New(rand.NewPCG(61, 3))
	for i, lf := range laneFormats {
		for range 4 {
			f.Add(lf.draw(rng, 20, true), 3, i)
		}
	}
	f.Fuzz(func(t *testing.T, text string, batch, format int) {
		lf := laneFormats[max(0, format)%len(laneFormats)]
		read := func(ln lanes) (*Log, error) { return readLaned(t, lf.f, text, ln) }
		want, wantErr := read(lanes{})
		got, err := read(lanes{workers: 2, batch: 1 + max(0, batch)%64})
		if fmt.Sprint(err) != fmt.Sprint(wantErr) || err == nil && !reflect.DeepEqual(got, want) {
			t.Fatalf("on two cores: %v, %+v; in order: %v, %+v", err, got, wantErr, want)
		}
	})
}

// BenchmarkLanes reads 2·10^5 drawn lines of each format read on every
// core, in order on one core and on lanes of every core: their ratio is
// what the second core gives.
func BenchmarkLanes(b *testing.B) {
	for _, lf := range laneFormats {
		text := lf.draw(rand.New(rand.NewPCG(61, 6)), 200_000, false)
		for _, ln := range []lanes{{}, {workers: runtime.GOMAXPROCS(0), batch: laneBatch}} {
			b.Run(fmt.Sprintf("%s/%d", lf.f.name, ln.workers), func(b *testing.B) {
				b.SetBytes(int64(len(text)))
				for b.Loop() {
					if _, err := readLaned(b, lf.f, text, ln); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// TestLanesEndOnError: a log whose early line does not read stops the
// lanes' goroutines too, though lines remain to read: none is left.
func TestLanesEndOnError(t *testing.T) {
	text := drawJTL(rand.New(rand.NewPCG(61, 7)), 50_000, false)
	lines := strings.SplitAfter(text, "\n")
	lines[100] = "1700000000000,-1,Home\n" // elapsed does not read
	before := runtime.NumGoroutine()
	if _, err := readLaned(t, jtlFormat, strings.Join(lines, ""), lanes{workers: 2, batch: 7}); err == nil || !strings.Contains(err.Error(), "line 101") {
		t.Fatalf("read: %v, want line 101 named", err)
	}
	for deadline := time.Now().Add(10 * time.Second); runtime.NumGoroutine() > before; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d goroutines after the read, %d before", runtime.NumGoroutine(), before)
		}
	}
}

// TestLanesLongLine: a line longer than MaxLineBytes stops the log at
// its own number, read on several cores as in order, in batches of one
// (the line starts a batch) or of many.
func TestLanesLongLine(t *testing.T) {
	lines := strings.SplitAfter(drawJTL(rand.New(rand.NewPCG(61, 9)), 200, false), "\n")
	lines[120] = strings.Repeat("x", MaxLineBytes+2) + "\n"
	text := strings.Join(lines, "")
	for _, ln := range []lanes{{}, {workers: 2, batch: 1}, {workers: 2, batch: 7}, {workers: 2, batch: laneBatch}} {
		if _, err := readLaned(t, jtlFormat, text, ln); err == nil || !strings.Contains(err.Error(), "line 121 is longer than") {
			t.Errorf("on %+v: %v, want line 121 named", ln, err)
		}
	}
}
