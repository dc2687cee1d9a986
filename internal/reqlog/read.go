package reqlog

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"slices"
)

// MaxLineBytes bounds one line of a log: a longer one is refused.
const MaxLineBytes = 1 << 20

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
	line(text string) (r sample, kind rowKind, err error)
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
	FormatGatling    = "gatling"     // Gatling 3's text simulation.log, 3.0 to 3.12
	FormatGatlingBin = "gatling-bin" // Gatling's binary simulation.log, 3.13 on
	FormatLocust     = "locust"      // contrib/locust/co_log.py's CSV
	FormatCSV        = "csv"         // any CSV, with -audit-send and -audit-latency
	FormatAb         = "ab"          // ab -g: refused
)

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
// SizeBytes is the text's size, where known (OpenText): a log of lines
// is then laid out once at about the count of requests it holds, not
// read into chunks and copied into one slice at the end, which holds
// them twice.
//
// MaxRequests is the most requests read, 0 for MaxRequests: a log of
// more is refused. It is at most MostRequests.
type Reading struct {
	Format      string
	Generic     Generic
	TimeFormat  string
	SizeBytes   int64
	MaxRequests int
}

// Open is r buffered, and read through where it is a gzip file.
func Open(r io.Reader) (*bufio.Reader, error) {
	br, _, err := OpenText(r, 0)
	return br, err
}

// OpenText is Open of a file of sizeBytes (0 if not known), and the size
// of the text it reads: sizeBytes, or 0 for a gzip file, whose text's
// size is not its own.
func OpenText(r io.Reader, sizeBytes int64) (*bufio.Reader, int64, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	head, _ := br.Peek(2)
	if bytes.Equal(head, []byte{0x1f, 0x8b}) {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, 0, fmt.Errorf("%w: a gzip file that does not open: %v", ErrFormat, err)
		}
		return bufio.NewReaderSize(zr, 64<<10), 0, nil
	}
	return br, sizeBytes, nil
}

// ReadWith is Read with a JMeter date pattern.
func ReadWith(r io.Reader, rd Reading) (*Log, error) { return readWith(formatTable, r, rd) }

// readWith is ReadWith by table's rows.
func readWith(table []format, r io.Reader, rd Reading) (*Log, error) {
	format := rd.Format
	br, err := Open(r)
	if err != nil {
		return nil, err
	}
	if format == "" {
		var err error
		if format, err = recogniseIn(table, br); err != nil {
			return nil, err
		}
	} else if err := checkGiven(table, format, br); err != nil {
		return nil, err
	}
	log, err := readAs(table, format, br, rd)
	if err != nil {
		return nil, err
	}
	return log.done(table)
}

// done is the finishing step every log takes once read, whatever its
// reader: its clock at least 1 ns, the rows that are not requests set
// aside, its notes; an error for a log with no request left.
func (log *Log) done(table []format) (*Log, error) {
	log.ResolutionNs = max(1, log.ResolutionNs)
	log.finish(table)
	if len(log.Requests) == 0 {
		return nil, fmt.Errorf("%w: no request is left once the rows that are not requests are set aside%s", ErrEmpty, log.Aside.words())
	}
	return log, nil
}

// Built is a log another package's reader built from a document it read
// whole (an Artillery 1.x report): its requests, its clock, what it
// assumed, and how its users came, where the document says.
type Built struct {
	Format       string
	Requests     []Request
	ResolutionNs int64
	Failed       int64
	Notes        []string
	// Arrivals is "open" where the document shows its users arrived on
	// a schedule of their own; Schedule that schedule, in the Open Model
	// Thread Group's grammar, "" for none.
	Arrivals, Schedule string
}

// FromRequests is b as a log, through the finishing step every reader's
// log takes.
func FromRequests(b Built) (*Log, error) {
	log := &Log{Format: b.Format, Requests: b.Requests, ResolutionNs: b.ResolutionNs, Failed: b.Failed, Notes: b.Notes, Arrivals: b.Arrivals, Schedule: b.Schedule}
	return log.done(formatTable)
}

// readAs reads br in format, by its row's reader, up to the finishing
// step that every format's log then takes in ReadWith.
func readAs(table []format, name string, br *bufio.Reader, rd Reading) (*Log, error) {
	f, ok := row(table, name)
	switch {
	case !ok:
		return nil, unknownFormat(table, name)
	case f.refused != "":
		return nil, fmt.Errorf("%w: %s", ErrFormat, f.refused)
	case f.whole != nil:
		log, err := f.whole(br, rd)
		if err != nil {
			return nil, err
		}
		log.Format, log.ResolutionNs = name, f.resolutionNs
		return log, nil
	}
	lr, err := f.lines(rd)
	if err != nil {
		return nil, err
	}
	log := &Log{Format: name, ResolutionNs: f.resolutionNs}
	if err := readLines(br, lr, log, rd); err != nil {
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
	return log, nil
}

// checkGiven checks a format given by name: one of Formats, and, for
// Gatling's, the log of that kind, text or binary, which a user can
// mistake.
func checkGiven(table []format, format string, br *bufio.Reader) error {
	if _, ok := row(table, format); !ok {
		return unknownFormat(table, format)
	}
	head, _ := br.Peek(80)
	switch binary := isGatlingBinary(head); {
	case format == FormatGatling && binary:
		return fmt.Errorf("%w: ⟨format⟩ gatling reads Gatling's text simulation.log (3.0 to 3.12), and this is its binary one (3.13 on): give ⟨format⟩ gatling-bin, or none", ErrFormat)
	case format == FormatGatlingBin && !binary && len(head) > 0 && bytes.IndexByte(head, 0) < 0 && validText(head, len(head) < 80):
		return fmt.Errorf("%w: ⟨format⟩ gatling-bin reads Gatling's binary simulation.log (3.13 on), and this is text: give ⟨format⟩ gatling for its text one (3.0 to 3.12), or none", ErrFormat)
	}
	return nil
}

// finish drops connections that only some lines name, sets aside the
// samples with no URL where others have one, and notes what the format
// leaves out or assumes.
func (log *Log) finish(table []format) {
	some := slices.ContainsFunc(log.Requests, func(r Request) bool { return r.Conn != NoConn })
	all := !slices.ContainsFunc(log.Requests, func(r Request) bool { return r.Conn == NoConn })
	if some && !all {
		for i := range log.Requests {
			log.Requests[i].Conn = NoConn
		}
		log.ConnIDs, log.Sessions = nil, false
		log.note("some lines name no connection, so none is used")
	}
	// a sample with no URL has its Label's complement (chunked.add)
	if slices.ContainsFunc(log.Requests, func(r Request) bool { return r.Label >= 0 }) {
		kept := log.Requests[:0]
		for _, r := range log.Requests {
			if r.Label < 0 {
				log.Aside.NoURL++
				continue
			}
			kept = append(kept, r)
		}
		log.Requests = kept
	}
	for i := range log.Requests {
		if r := &log.Requests[i]; r.Label < 0 {
			r.Label = ^r.Label
		}
	}
	if len(log.Labels) == 0 {
		log.Labels = []string{""}
	}
	if f, ok := row(table, log.Format); ok && f.notes != nil {
		for _, n := range f.notes(log) {
			log.note(n)
		}
	}
	if log.Failed > 0 && log.Failed == int64(len(log.Requests)) {
		log.note("every request in the log failed: they are audited as requests, since each was sent and answered, but a test of errors says little of the service")
	}
	log.LatencyResolutionNs = latencyStep(log.Requests, log.ResolutionNs)
	if log.LatencyResolutionNs > log.ResolutionNs {
		log.note(fmt.Sprintf("its latencies are written to %v, coarser than its sends (%v): a latency is known to %v only", ns(log.LatencyResolutionNs), ns(log.ResolutionNs), ns(log.LatencyResolutionNs)))
	}
}

// latencyStep is how finely reqs' latencies are written, measured from
// their own values: the largest power of ten, up to a second, that
// divides every one of them (a log in whole ms has every latency a
// multiple of 1 ms, hey's four decimals of a second of 100 µs). Where no
// latency is above 0, nothing shows it, and the sends' clock, sendNs,
// stands for it.
func latencyStep(reqs []Request, sendNs int64) int64 {
	step, seen := int64(1_000_000_000), false
	for _, r := range reqs {
		if r.LatencyNs == 0 {
			continue
		}
		seen = true
		for step > 1 && r.LatencyNs%step != 0 {
			step /= 10
		}
		if step == 1 {
			break
		}
	}
	if !seen {
		return sendNs
	}
	return step
}

func (log *Log) note(s string) { log.Notes = append(log.Notes, s) }
