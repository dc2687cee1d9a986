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
	Format       string
	Requests     []Request
	ResolutionNs int64    // how finely its timestamps are written
	Failed       int64    // requests it marks failed, kept: they were sent and answered
	Notes        []string // what the reader assumed, and what the log leaves out
}

// A Column names a generic CSV's column: by its header's name, or by its
// number from 1.
type Column string

// Generic is how to read a generic CSV (-audit-format csv).
type Generic struct {
	Send, Latency, Conn Column
	// LatencyUnit is the latency's unit where the header does not say
	// it: ns, us, ms or s.
	LatencyUnit string
}

// A lineReader is one format's reader of lines: first is the first line
// that is not a comment, which a header format checks and skips.
type lineReader interface {
	header(first string) (skip bool, err error)
	line(text string) (r Request, failed bool, err error)
}

// The formats -audit-format names.
const (
	FormatVegeta     = "vegeta"      // vegeta's results: its binary encoding
	FormatVegetaCSV  = "vegeta-csv"  // vegeta encode -to csv
	FormatVegetaJSON = "vegeta-json" // vegeta encode -to json
	FormatFortio     = "fortio"      // fortio load -access-log-file (JSON)
	FormatHey        = "hey"         // hey -o csv
	FormatH2load     = "h2load"      // h2load --log-file
	FormatJTL        = "jtl"         // JMeter's CSV results (-l)
	FormatK6JSON     = "k6-json"     // k6 run --out json
	FormatK6CSV      = "k6-csv"      // k6 run --out csv
	FormatGatling    = "gatling"     // Gatling 3's text simulation.log
	FormatCSV        = "csv"         // any CSV, with -audit-send and -audit-latency
	FormatAb         = "ab"          // ab -g: refused
)

// Formats lists the formats -audit-format takes.
var Formats = []string{FormatVegeta, FormatVegetaCSV, FormatVegetaJSON, FormatFortio, FormatHey, FormatH2load,
	FormatJTL, FormatK6JSON, FormatK6CSV, FormatGatling, FormatCSV}

// ErrFormat is returned when a log's format cannot be told or read.
var ErrFormat = errors.New("unreadable log")

// Read reads a per-request log from r in format, or in the format its
// first bytes show if format is "". A gzip file is read through. It stops
// at the first line it cannot read, naming it, and at MaxRequests.
func Read(r io.Reader, format string, g Generic) (*Log, error) {
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
	if format == FormatAb {
		return nil, fmt.Errorf("%w: ab's -g output cannot be audited: its rows are sorted by total time, not by send, and its start times are whole seconds (a plan needs finer)", ErrFormat)
	}
	if format == FormatVegeta {
		return readVegeta(br)
	}
	lr, res, err := readerFor(format, g)
	if err != nil {
		return nil, err
	}
	log := &Log{Format: format, ResolutionNs: res}
	if err := readLines(br, lr, log); err != nil {
		return nil, err
	}
	if r, ok := lr.(interface{ resolution() int64 }); ok && log.ResolutionNs == 0 {
		log.ResolutionNs = r.resolution()
	}
	log.ResolutionNs = max(1, log.ResolutionNs)
	log.finish()
	return log, nil
}

// finish drops connections that only some lines name, and notes what the
// format leaves out or assumes.
func (log *Log) finish() {
	some := slices.ContainsFunc(log.Requests, func(r Request) bool { return r.Conn != NoConn })
	all := !slices.ContainsFunc(log.Requests, func(r Request) bool { return r.Conn == NoConn })
	if some && !all {
		for i := range log.Requests {
			log.Requests[i].Conn = NoConn
		}
		log.note("some lines name no connection, so none is used")
	}
	switch log.Format {
	case FormatHey:
		log.note("hey's offsets count from its process's start, and its CSV leaves out the requests that failed")
		if len(log.Requests) == heyMaxRows {
			log.note(fmt.Sprintf("hey writes at most %d rows, and this log has that many: the requests after them are not in it", heyMaxRows))
		}
	case FormatJTL:
		log.note("timeStamp is taken as each sample's start (sampleresult.timestamp.start=true, as JMeter's shipped jmeter.properties sets it); jmeter.log says \"Sample TimeStamps are START times\" when it is, END where it is not, and then every send here is late by its own latency")
	case FormatK6JSON, FormatK6CSV:
		log.note("a k6 point's time is its request's end: the send is that less the duration")
	case FormatGatling:
		log.note("Gatling's REQUEST records are read as Gatling 3's text simulation.log lays them out (start and end in ms before the status), from its documentation: Gatling does not install here")
	case FormatH2load:
		log.note("h2load's log names no client")
	}
}

// heyMaxRows is the most rows hey -o csv writes.
const heyMaxRows = 1_000_000

func (log *Log) note(s string) { log.Notes = append(log.Notes, s) }

// readLines reads every line of br with lr into log.
func readLines(br *bufio.Reader, lr lineReader, log *Log) error {
	n, first := 0, true
	order := orderCheck{}
	var chunks chunked
	for {
		text, err := readLine(br, n+1)
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		n++
		trimmed := strings.TrimSpace(text)
		if trimmed == "" || first && strings.HasPrefix(trimmed, "#") {
			continue // a blank line, or a comment before the first line
		}
		if first {
			first = false
			skip, err := lr.header(trimmed)
			if err != nil {
				return fmt.Errorf("line %d: %w", n, err)
			}
			if skip {
				continue
			}
		}
		req, failed, err := lr.line(trimmed)
		if errors.Is(err, errSkip) {
			continue
		}
		if err != nil {
			return fmt.Errorf("line %d: %w: %s", n, err, clip(trimmed))
		}
		if err := order.next(n, req); err != nil {
			return err
		}
		if err := chunks.add(req); err != nil {
			return fmt.Errorf("line %d: %w", n, err)
		}
		if failed {
			log.Failed++
		}
	}
	log.Requests = chunks.join()
	if len(log.Requests) == 0 {
		return fmt.Errorf("%w: %d lines and no request in them (a histogram or a summary is not a per-request log: -judge-output reads those)", ErrEmpty, n)
	}
	return nil
}

// errSkip marks a line that is not a request: another metric's, a record
// of another kind.
var errSkip = errors.New("not a request")

// readLine reads one line, without its end, refusing one longer than
// MaxLineBytes without holding it.
func readLine(br *bufio.Reader, n int) (string, error) {
	var b []byte
	for {
		part, isPrefix, err := br.ReadLine()
		if err != nil {
			return "", err
		}
		if len(b)+len(part) > MaxLineBytes {
			return "", fmt.Errorf("line %d is longer than %d bytes: not a per-request log", n, MaxLineBytes)
		}
		b = append(b, part...)
		if !isPrefix {
			return string(b), nil
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

// orderCheck refuses a log whose lines are not in the order of their
// replies. Every format here is written as replies arrive, so a reply
// may come before the one on the line above by no more than the requests
// in flight let it; ReorderNs bounds that.
type orderCheck struct {
	latest     int64
	latestLine int
}

// ReorderNs is how far a reply may come before an earlier line's: a log
// written as replies arrive holds them in that order, to within a thread's
// wait for the file.
const ReorderNs = 10_000_000_000

func (o *orderCheck) next(line int, r Request) error {
	reply := r.ReplyNs()
	if o.latestLine > 0 && reply < o.latest-ReorderNs {
		return fmt.Errorf("line %d: its reply comes %v before line %d's, and a log written as replies arrive is in their order to within %v: was it sorted or joined from two runs?",
			line, ns(o.latest-reply), o.latestLine, ns(ReorderNs))
	}
	if o.latestLine == 0 || reply > o.latest {
		o.latest, o.latestLine = reply, line
	}
	return nil
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
