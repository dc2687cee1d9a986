package audit

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
)

// MaxLineBytes bounds one line of a log: a longer one is refused.
const MaxLineBytes = 1 << 20

// MaxRequests bounds the requests one audit reads: each takes 24 bytes,
// and the re-timings a figure per slot.
const MaxRequests = 20_000_000

// A Log is what a reader found in a per-request log.
type Log struct {
	Format   string
	Requests []Request
	// Labels are the request types' names, by a Request's Label: one ""
	// where the log names none.
	Labels       []string
	ResolutionNs int64 // how finely its timestamps are written
	Failed       int64 // requests it marks failed, kept: they were sent and answered
	Aside        Aside // rows that are not requests, set aside
	// Live is the count of live threads or users at each change, where
	// the log gives it (JMeter's allThreads, k6's vus, Gatling's USER
	// records): at most maxLive changes.
	Live  []LiveCount
	Notes []string // what the reader assumed, and what the log leaves out
}

// A LiveCount is the live threads or users from AtNs on.
type LiveCount struct {
	AtNs, Threads int64
}

// maxLive bounds the changes of the live count a log keeps.
const maxLive = 1 << 20

// Aside counts the rows of a log that are not requests to the server,
// by kind, as the audit sets them aside.
type Aside struct {
	// Transactions are JMeter Transaction Controller rows: the sum of
	// their children, which are the requests.
	Transactions int64
	// SubResults are JMeter sub-results (a redirect's or an embedded
	// resource's, label-0, label-1 …): parts of their parent's request.
	SubResults int64
	// NoURL are samples with no URL in a log whose others have one: a
	// Debug, JSR223 or other sampler that sends nothing to the server.
	NoURL int64
	// ZeroTime are rows with a timestamp of 0 or less: a sample JMeter
	// never started.
	ZeroTime int64
	// CutOff is 1 if the log's last line, or its last XML element, was
	// cut off as it was written, and set aside.
	CutOff int64
	// NULBytes are NUL bytes the log held (a file written up to a crash
	// is padded with them), dropped.
	NULBytes int64
}

// Total is every row set aside.
func (a Aside) Total() int64 {
	return a.Transactions + a.SubResults + a.NoURL + a.ZeroTime + a.CutOff
}

// rowKind is what a reader found a row to be.
type rowKind uint8

const (
	rowRequest     rowKind = iota // a request to the server, answered
	rowFailed                     // a request the log marks failed: still a request
	rowOther                      // another record: a metric, a header, a user's start
	rowTransaction                // a transaction's parent row, set aside
	rowSubResult                  // a sub-result of a request, set aside
	rowZeroTime                   // a row with no timestamp, set aside
	rowPending                    // the start of a record that runs on to the next line
)

// words says what was set aside, for a message: "" if nothing.
func (a Aside) words() string {
	var parts []string
	for _, p := range []struct {
		n    int64
		what string
	}{{a.Transactions, "transaction parent rows"}, {a.SubResults, "sub-results"}, {a.NoURL, "samples with no URL"},
		{a.ZeroTime, "rows with a timestamp of 0"}, {a.CutOff, "a cut-off last line"}} {
		if p.n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", p.n, p.what))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return ", only " + strings.Join(parts, ", ") + ", set aside"
}

// failedIf is rowFailed if failed, else rowRequest.
func failedIf(failed bool) rowKind {
	if failed {
		return rowFailed
	}
	return rowRequest
}

// A Column names a generic CSV's column: by its header's name, or by its
// number from 1.
type Column string

// Generic is how to read a generic CSV (-audit-format csv).
type Generic struct {
	Send, Latency, Conn, Type Column
	// LatencyUnit is the latency's unit where the header does not say
	// it: ns, us, ms or s.
	LatencyUnit string
}

// A lineReader is one format's reader of lines: first is the first line
// that is not a comment, which a header format checks and skips.
type lineReader interface {
	header(first string) (skip bool, err error)
	line(text string) (r Request, kind rowKind, err error)
}

// A labeller is a reader that names request types.
type labeller interface{ labelNames() []string }

// A liveCounter is a reader that counts live threads.
type liveCounter interface{ liveCounts() []LiveCount }

// The formats -audit-format names.
const (
	FormatVegeta     = "vegeta"      // vegeta's results: its binary encoding
	FormatVegetaCSV  = "vegeta-csv"  // vegeta encode -to csv
	FormatVegetaJSON = "vegeta-json" // vegeta encode -to json
	FormatFortio     = "fortio"      // fortio load -access-log-file (JSON)
	FormatHey        = "hey"         // hey -o csv
	FormatH2load     = "h2load"      // h2load --log-file
	FormatJTL        = "jtl"         // JMeter's CSV results (-l)
	FormatJTLXML     = "jtl-xml"     // JMeter's XML results (-l, output_format=xml)
	FormatK6JSON     = "k6-json"     // k6 run --out json
	FormatK6CSV      = "k6-csv"      // k6 run --out csv
	FormatGatling    = "gatling"     // Gatling 3's text simulation.log
	FormatCSV        = "csv"         // any CSV, with -audit-send and -audit-latency
	FormatAb         = "ab"          // ab -g: refused
)

// Formats lists the formats -audit-format takes.
var Formats = []string{FormatVegeta, FormatVegetaCSV, FormatVegetaJSON, FormatFortio, FormatHey, FormatH2load,
	FormatJTL, FormatJTLXML, FormatK6JSON, FormatK6CSV, FormatGatling, FormatCSV}

// ErrFormat is returned when a log's format cannot be told or read.
var ErrFormat = errors.New("unreadable log")

// Read reads a per-request log from r in format, or in the format its
// first bytes show if format is "". A gzip file is read through. It stops
// at the first line it cannot read, naming it, and at MaxRequests.
func Read(r io.Reader, format string, g Generic) (*Log, error) {
	return ReadWith(r, Reading{Format: format, Generic: g})
}

// Reading is how to read a log: its format ("" to recognise it), a
// generic CSV's columns, and a JMeter date pattern ("" to recognise it).
type Reading struct {
	Format     string
	Generic    Generic
	TimeFormat string
}

// ReadWith is Read with a JMeter date pattern.
func ReadWith(r io.Reader, rd Reading) (*Log, error) {
	format := rd.Format
	br := bufio.NewReaderSize(r, 64<<10)
	head, _ := br.Peek(2)
	if bytes.Equal(head, []byte{0x1f, 0x8b}) {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, fmt.Errorf("%w: a gzip file that does not open: %v", ErrFormat, err)
		}
		defer zr.Close()
		br = bufio.NewReaderSize(zr, 64<<10)
	}
	if format == "" {
		var err error
		if format, err = recognise(br); err != nil {
			return nil, err
		}
	} else if !slices.Contains(Formats, format) && format != FormatAb {
		return nil, fmt.Errorf("-audit-format %q: want one of %s", format, strings.Join(Formats, ", "))
	}
	var log *Log
	switch format {
	case FormatAb:
		return nil, fmt.Errorf("%w: ab's -g output cannot be audited: its rows are sorted by total time, not by send, and its start times are whole seconds (a plan needs finer)", ErrFormat)
	case FormatVegeta:
		return readVegeta(br)
	case FormatJTLXML:
		var err error
		if log, err = readJTLXML(br); err != nil {
			return nil, err
		}
	default:
		lr, res, err := readerFor(format, rd.Generic, rd.TimeFormat)
		if err != nil {
			return nil, err
		}
		log = &Log{Format: format, ResolutionNs: res}
		if err := readLines(br, lr, log); err != nil {
			return nil, err
		}
		if r, ok := lr.(interface{ resolution() int64 }); ok && log.ResolutionNs == 0 {
			log.ResolutionNs = r.resolution()
		}
		if n, ok := lr.(interface{ notes() []string }); ok {
			for _, s := range n.notes() {
				log.note(s)
			}
		}
	}
	log.ResolutionNs = max(1, log.ResolutionNs)
	log.finish()
	if len(log.Requests) == 0 {
		return nil, fmt.Errorf("%w: no request is left once the rows that are not requests are set aside%s", ErrEmpty, log.Aside.words())
	}
	return log, nil
}

// finish drops connections that only some lines name, sets aside the
// samples with no URL where others have one, and notes what the format
// leaves out or assumes.
func (log *Log) finish() {
	some := slices.ContainsFunc(log.Requests, func(r Request) bool { return r.Conn != NoConn })
	all := !slices.ContainsFunc(log.Requests, func(r Request) bool { return r.Conn == NoConn })
	if some && !all {
		for i := range log.Requests {
			log.Requests[i].Conn = NoConn
		}
		log.note("some lines name no connection, so none is used")
	}
	if slices.ContainsFunc(log.Requests, func(r Request) bool { return r.flags&noURL == 0 }) {
		kept := log.Requests[:0]
		for _, r := range log.Requests {
			if r.flags&noURL != 0 {
				log.Aside.NoURL++
				continue
			}
			kept = append(kept, r)
		}
		log.Requests = kept
	}
	for i := range log.Requests {
		log.Requests[i].flags = 0
	}
	if len(log.Labels) == 0 {
		log.Labels = []string{""}
	}
	switch log.Format {
	case FormatHey:
		log.note("hey's offsets count from its process's start, and its CSV leaves out the requests that failed")
		if len(log.Requests) == heyMaxRows {
			log.note(fmt.Sprintf("hey writes at most %d rows, and this log has that many: the requests after them are not in it", heyMaxRows))
		}
	case FormatJTL, FormatJTLXML:
		log.note("timeStamp is taken as each sample's start (sampleresult.timestamp.start=true, as JMeter's shipped jmeter.properties sets it); jmeter.log says \"Sample TimeStamps are START times\" when it is, END where it is not, and then every send here is late by its own latency")
	case FormatK6JSON, FormatK6CSV:
		log.note("a k6 point's time is its request's end: the send is that less the duration")
	case FormatGatling:
		log.note("Gatling's REQUEST records are read as Gatling 3's text simulation.log lays them out (start and end in ms before the status), from its LogFileDataWriter: Gatling does not install here")
	case FormatH2load:
		log.note("h2load's log names no client")
	}
	if log.Failed > 0 && log.Failed == int64(len(log.Requests)) {
		log.note("every request in the log failed: they are audited as requests, since each was sent and answered, but a test of errors says little of the service")
	}
}

// heyMaxRows is the most rows hey -o csv writes.
const heyMaxRows = 1_000_000

func (log *Log) note(s string) { log.Notes = append(log.Notes, s) }

// readLines reads every line of br with lr into log. A line that does
// not read stops it, named; but a last line with no line end that does
// not read was cut off as it was written, and is set aside.
func readLines(br *bufio.Reader, lr lineReader, log *Log) error {
	n, first := 0, true
	var chunks chunked
	var prevErr error // the last line's error, if it may have been cut off
	prevLine, prevText := 0, ""
	for {
		text, ended, err := readLine(br, n+1)
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		n++
		if strings.IndexByte(text, 0) >= 0 {
			log.Aside.NULBytes += int64(strings.Count(text, "\x00"))
			text = strings.ReplaceAll(text, "\x00", "")
		}
		text = strings.TrimSuffix(text, "\r")
		trimmed := strings.TrimSpace(text)
		if trimmed == "" || first && strings.HasPrefix(trimmed, "#") {
			continue // a blank line, or a comment before the first line
		}
		if first {
			first = false
			skip, err := lr.header(text)
			if err != nil {
				return fmt.Errorf("line %d: %w", n, err)
			}
			if skip {
				continue
			}
		}
		req, kind, err := lr.line(text)
		if err != nil {
			if !ended {
				prevErr, prevLine, prevText = err, n, text
				break
			}
			return fmt.Errorf("line %d: %w: %s", n, err, clip(trimmed))
		}
		switch kind {
		case rowOther, rowPending:
			continue
		case rowTransaction:
			log.Aside.Transactions++
			continue
		case rowSubResult:
			log.Aside.SubResults++
			continue
		case rowZeroTime:
			log.Aside.ZeroTime++
			continue
		case rowFailed:
			log.Failed++
		}
		if err := chunks.add(req); err != nil {
			return fmt.Errorf("line %d: %w", n, err)
		}
	}
	if prevErr != nil {
		log.Aside.CutOff++
		log.note(fmt.Sprintf("line %d, the last, has no line end and does not read (%v): cut off as it was written, it is set aside: %s", prevLine, prevErr, clip(strings.TrimSpace(prevText))))
	}
	if p, ok := lr.(interface{ pending() bool }); ok && p.pending() {
		log.Aside.CutOff++
		log.note("the last record opens a quoted field that the file never closes: cut off as it was written, it is set aside")
	}
	log.Requests = chunks.join()
	if l, ok := lr.(labeller); ok {
		log.Labels = l.labelNames()
	}
	if c, ok := lr.(liveCounter); ok {
		log.Live = c.liveCounts()
	}
	if len(log.Requests) == 0 {
		return fmt.Errorf("%w: %d lines and no request in them%s (a histogram or a summary is not a per-request log: -judge-output reads those)", ErrEmpty, n, log.Aside.words())
	}
	return nil
}

// readLine reads one line, without its end, refusing one longer than
// MaxLineBytes without holding it; ended says whether it had its line end.
func readLine(br *bufio.Reader, n int) (string, bool, error) {
	var b []byte
	for {
		part, err := br.ReadSlice('\n')
		if len(b)+len(part) > MaxLineBytes+1 {
			return "", false, fmt.Errorf("line %d is longer than %d bytes: not a per-request log", n, MaxLineBytes)
		}
		switch {
		case err == nil:
			if b == nil {
				return string(part[:len(part)-1]), true, nil
			}
			b = append(b, part[:len(part)-1]...)
			return string(b), true, nil
		case errors.Is(err, bufio.ErrBufferFull):
			b = append(b, part...)
		case err == io.EOF:
			b = append(b, part...)
			if len(b) == 0 {
				return "", false, io.EOF
			}
			return string(b), false, nil
		default:
			return "", false, err
		}
	}
}

// clip shortens a line for an error message.
func clip(s string) string {
	if len(s) > 120 {
		return s[:120] + "…"
	}
	return s
}

// chunkRequests is the size of a chunk of requests as they are read.
const chunkRequests = 1 << 16

// chunked holds requests as they are read in chunks of a fixed size, and
// joins them once, at their exact count: a slice grown by append would
// hold up to twice its requests, and copy them at each growth.
type chunked struct {
	chunks [][]Request
	n      int
}

func (c *chunked) add(r Request) error {
	if c.n == MaxRequests {
		return fmt.Errorf("more than %d requests; an audit reads at most that many", MaxRequests)
	}
	if k := len(c.chunks); k == 0 || len(c.chunks[k-1]) == chunkRequests {
		c.chunks = append(c.chunks, make([]Request, 0, chunkRequests))
	}
	last := &c.chunks[len(c.chunks)-1]
	*last = append(*last, r)
	c.n++
	return nil
}

// join returns every request in one slice, and lets go of the chunks.
func (c *chunked) join() []Request {
	out := make([]Request, 0, c.n)
	for i, ch := range c.chunks {
		out = append(out, ch...)
		c.chunks[i] = nil
	}
	return out
}
