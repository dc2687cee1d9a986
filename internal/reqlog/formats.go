package reqlog

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The first lines of the formats that have a header.
const (
	heyHeader     = "response-time,DNS+dialup,DNS,Request-write,Response-delay,Response-read,status-code,offset"
	abHeader      = "starttime\tseconds\tctime\tdtime\tttime\twait"
	k6CSVHeader   = "metric_name,timestamp,metric_value"
	k6Duration    = "http_req_duration"
	gatlingRecord = "REQUEST"
)

// recognise tells the format from the first line that is not a comment.
func recognise(br *bufio.Reader) (string, error) {
	peek, _ := br.Peek(64 << 10)
	if len(peek) == 0 {
		return "", fmt.Errorf("%w: the log is empty", ErrEmpty)
	}
	head := peek[:min(len(peek), 4096)]
	firstLine := head
	if i := bytes.IndexByte(head, '\n'); i >= 0 {
		firstLine = head[:i]
	}
	if isGatlingBinary(head) || !validText(bytes.ReplaceAll(head, []byte{0}, nil), len(head) == len(peek)) || bytes.IndexByte(firstLine, 0) >= 0 {
		return binaryFormat(head), nil
	}
	first := ""
	for _, l := range strings.Split(string(peek), "\n") {
		if t := strings.TrimSpace(l); t != "" && !strings.HasPrefix(t, "#") {
			first = t
			break
		}
	}
	switch {
	case first == "":
		return "", fmt.Errorf("%w: the log holds comments and blank lines only", ErrEmpty)
	case strings.HasPrefix(first, abHeader):
		return FormatAb, nil
	case strings.HasPrefix(first, heyHeader):
		return FormatHey, nil
	case strings.HasPrefix(first, k6CSVHeader):
		return FormatK6CSV, nil
	case first == locustHeader:
		return FormatLocust, nil
	case isJTLHeader(first) || isHeaderlessJTL(first):
		return FormatJTL, nil
	case strings.HasPrefix(first, "<?xml") || strings.HasPrefix(first, "<testResults"):
		if isJTLXML(br) {
			return FormatJTLXML, nil
		}
	case strings.HasPrefix(first, "RUN\t") || strings.HasPrefix(first, gatlingRecord+"\t") || strings.HasPrefix(first, "USER\t"):
		return FormatGatling, nil
	case strings.HasPrefix(first, "{"):
		var keys map[string]json.RawMessage
		if json.Unmarshal([]byte(first), &keys) == nil {
			switch {
			case has(keys, "seq", "timestamp", "latency", "code"):
				return FormatVegetaJSON, nil
			case has(keys, "thread", "iter", "timestamp", "latency"):
				return FormatFortio, nil
			case has(keys, "type", "metric", "data"):
				return FormatK6JSON, nil
			}
		}
	case isH2load(first):
		return FormatH2load, nil
	case isVegetaCSV(first):
		return FormatVegetaCSV, nil
	}
	return "", fmt.Errorf("%w: the first line is in none of the formats %s; name one with -audit-format (csv, with -audit-send and -audit-latency, for any other CSV); a histogram or a summary has no send times and is no per-request log (-judge-output reads those): %s",
		ErrFormat, strings.Join(Formats[:len(Formats)-1], ", "), clip(first))
}

// validText reports whether b is UTF-8, but for a rune that the cut at
// its end splits, unless b is the whole file (whole).
func validText(b []byte, whole bool) bool {
	if utf8.Valid(b) {
		return true
	}
	for cut := 1; cut <= 3 && !whole && cut < len(b); cut++ {
		if utf8.Valid(b[:len(b)-cut]) {
			return true
		}
	}
	return false
}

func has(m map[string]json.RawMessage, keys ...string) bool {
	for _, k := range keys {
		if _, ok := m[k]; !ok {
			return false
		}
	}
	return true
}

// isH2load reports whether a line is h2load's: the send in µs since the
// epoch, the status, the duration in µs, tab-separated.
func isH2load(l string) bool {
	f := strings.Split(l, "\t")
	return len(f) == 3 && len(f[0]) == 16 && whole(f[0]) && whole(strings.TrimPrefix(f[1], "-")) && whole(f[2])
}

// isVegetaCSV reports whether a line is vegeta's CSV: the send in ns since
// the epoch, the code, the latency in ns, then the rest.
func isVegetaCSV(l string) bool {
	f := strings.SplitN(l, ",", 4)
	return len(f) == 4 && len(f[0]) == 19 && whole(f[0]) && whole(f[1]) && whole(f[2])
}

func whole(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// readerFor returns the line reader of a text format, and how finely its
// timestamps are written.
func readerFor(format string, g Generic, timeFormat string) (lineReader, int64, error) {
	switch format {
	case FormatVegetaCSV:
		return vegetaCSV{}, 1, nil
	case FormatVegetaJSON:
		return vegetaJSON{}, 1, nil
	case FormatFortio:
		return fortio{}, 1000, nil // its latency is written to the µs
	case FormatHey:
		return hey{}, 100_000, nil // to a tenth of a millisecond
	case FormatH2load:
		return h2load{}, 1000, nil
	case FormatJTL:
		return newJTL(timeFormat), 0, nil // set from its timestamps' format
	case FormatK6JSON:
		return newK6JSON(), 1000, nil
	case FormatK6CSV:
		r := &k6CSV{}
		return r, 0, nil // set from its timestamps' unit
	case FormatGatling:
		return newGatling(), 1_000_000, nil
	case FormatLocust:
		return newLocust(), 0, nil
	case FormatCSV:
		r, err := newGenericCSV(g)
		return r, 0, err
	}
	return nil, 0, fmt.Errorf("-audit-format %q: want one of %s", format, strings.Join(Formats, ", "))
}

// noHeader is a format whose first line is a request.
type noHeader struct{}

func (noHeader) header(string) (bool, error) { return false, nil }

// seconds converts a decimal number of seconds to ns, exactly.
func seconds(s string) (int64, error) {
	v, err := scaled(s, 1e9)
	if err != nil {
		return 0, fmt.Errorf("%q is not a time in seconds", s)
	}
	return v, nil
}

func integer(s, what string) (int64, error) {
	v, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	if err != nil || v < 0 {
		return 0, fmt.Errorf("%s %q is not a whole number", what, s)
	}
	return v, nil
}

// vegetaCSV: vegeta encode -to csv: timestamp (ns since the epoch, the
// actual send), code, latency (ns), bytes out, bytes in, error, body,
// attack, seq, method, url, headers. No connection.
type vegetaCSV struct{ noHeader }

func (vegetaCSV) line(l string) (Request, rowKind, error) {
	f, err := csv.NewReader(strings.NewReader(l)).Read()
	if err != nil || len(f) < 6 {
		return Request{}, rowOther, fmt.Errorf("not a vegeta CSV line")
	}
	send, err := integer(f[0], "the timestamp")
	if err != nil {
		return Request{}, rowOther, err
	}
	lat, err := integer(f[2], "the latency")
	if err != nil {
		return Request{}, rowOther, err
	}
	return Request{SendNs: send, LatencyNs: lat, Conn: NoConn}, failedIf(f[1] == "0" || f[5] != ""), nil
}

// hey: -o csv: response-time (s), four phases, status-code, offset (s
// since hey's process started: the request's start). No connection.
type hey struct{}

func (hey) header(first string) (bool, error) { return strings.HasPrefix(first, heyHeader), nil }

func (hey) line(l string) (Request, rowKind, error) {
	f := strings.Split(l, ",")
	if len(f) != 8 {
		return Request{}, rowOther, fmt.Errorf("want hey's 8 columns, got %d", len(f))
	}
	lat, err := seconds(f[0])
	if err != nil {
		return Request{}, rowOther, err
	}
	send, err := seconds(f[7])
	if err != nil {
		return Request{}, rowOther, err
	}
	return Request{SendNs: send, LatencyNs: lat, Conn: NoConn}, rowRequest, nil
}

// h2load: --log-file: the send (µs since the epoch), the status, the
// duration (µs), tab-separated. No client.
type h2load struct{ noHeader }

func (h2load) line(l string) (Request, rowKind, error) {
	f := strings.Split(l, "\t")
	if len(f) != 3 {
		return Request{}, rowOther, fmt.Errorf("want h2load's 3 tab-separated columns, got %d", len(f))
	}
	send, err := integer(f[0], "the start")
	if err != nil {
		return Request{}, rowOther, err
	}
	lat, err := integer(f[2], "the duration")
	if err != nil {
		return Request{}, rowOther, err
	}
	status, _ := strconv.Atoi(f[1])
	return Request{SendNs: send * 1000, LatencyNs: lat * 1000, Conn: NoConn}, failedIf(status < 200 || status >= 400), nil
}
