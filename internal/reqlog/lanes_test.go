package reqlog

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"
)

// drawJTL is a JMeter CSV of n lines drawn from what such logs hold:
// ms or dated timeStamps, quoted messages over several lines, sub-results
// and transactions, blank lines, NULs and CRs, lines that do not read
// (rarely: the first stops the log), allThreads changes, and sometimes a
// last line cut off.
func drawJTL(rng *rand.Rand, n int) string {
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
		if rng.IntN(500) == 0 {
			msg = `"open` // to the end, or to the next quote
		}
		url := []string{"http://shop.example/", "", "null"}[rng.IntN(3)]
		el := rng.Int64N(50)
		switch k := rng.IntN(1000); {
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
		if i == n-1 && rng.IntN(3) == 0 {
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

// TestLanesReadAsInOrder: a JMeter CSV read on several cores, in batches
// of every size, is the log read in order, line by line: the same
// requests, labels, live counts, set-asides and notes, or the same error.
func TestLanesReadAsInOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 2))
	laned := 0
	for k := range 300 {
		text := drawJTL(rng, 1+rng.IntN(400))
		read := func(ln lanes) (*Log, error) {
			lr, err := jtlFormat.lines(Reading{})
			if err != nil {
				t.Fatal(err)
			}
			log := &Log{Format: FormatJTL}
			err = readLinesOn(bufio.NewReaderSize(strings.NewReader(text), 16), lr, log, ln)
			return log, err
		}
		want, wantErr := read(lanes{})
		for _, ln := range []lanes{{2, 1}, {2, 3}, {3, 7}, {2, laneBatch}} {
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

// FuzzLanes: whatever the bytes, a JMeter CSV read on several cores is
// the log read in order, or the same error.
func FuzzLanes(f *testing.F) {
	rng := rand.New(rand.NewPCG(61, 3))
	for range 8 {
		f.Add(drawJTL(rng, 20), 3)
	}
	f.Fuzz(func(t *testing.T, text string, batch int) {
		read := func(ln lanes) (*Log, error) {
			lr, _ := jtlFormat.lines(Reading{})
			log := &Log{Format: FormatJTL}
			return log, readLinesOn(bufio.NewReaderSize(strings.NewReader(text), 16), lr, log, ln)
		}
		want, wantErr := read(lanes{})
		got, err := read(lanes{workers: 2, batch: 1 + max(0, batch)%64})
		if fmt.Sprint(err) != fmt.Sprint(wantErr) || err == nil && !reflect.DeepEqual(got, want) {
			t.Fatalf("on two cores: %v, %+v; in order: %v, %+v", err, got, wantErr, want)
		}
	})
}
