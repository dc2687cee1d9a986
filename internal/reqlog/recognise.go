package reqlog

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
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

// recognise tells the format from the first line that is not a comment,
// or from the first bytes of a log that is no text, by formatTable.
func recognise(br *bufio.Reader) (string, error) { return recogniseIn(formatTable, br) }

// recogniseIn is recognise by table's rows.
func recogniseIn(table []format, br *bufio.Reader) (string, error) {
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
		if f := tellBinary(table, head); f != "" {
			return f, nil
		}
	}
	first := ""
	for _, l := range strings.Split(string(peek), "\n") {
		if t := strings.TrimSpace(l); t != "" && !strings.HasPrefix(t, "#") {
			first = t
			break
		}
	}
	if first == "" {
		return "", fmt.Errorf("%w: the log holds comments and blank lines only", ErrEmpty)
	}
	if f := tell(table, first, br); f != "" {
		return f, nil
	}
	names := slices.DeleteFunc(namesOf(table), func(n string) bool { return n == FormatCSV })
	return "", fmt.Errorf("%w: the first line is in none of the formats %s; name one with ⟨format⟩ (csv, with ⟨send⟩ and ⟨latency⟩, for any other CSV); a histogram or a summary has no send times and is no per-request log (⟨figures⟩ reads those): %s",
		ErrFormat, strings.Join(names, ", "), clip(first))
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
