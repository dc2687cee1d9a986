package reqlog

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// A format is one kind of per-request log: one row of formatTable, its
// reader in a file of its own. Recognition, -audit-format, the errors and
// docs/audit-formats.md all read the table; every log, whatever its row,
// ends in the one finishing step (Log.done).
type format struct {
	name string
	// tells reports whether a text log whose first line that is not a
	// comment is first is this format's: keys are first's JSON keys where
	// it is a JSON object, br the log, unread. nil for a format told by its
	// bytes (binary) or named only (csv).
	tells func(first string, keys map[string]json.RawMessage, br *bufio.Reader) bool
	// binary, for a format that is no text, is whether a log's first bytes
	// are this format's; the first such row that takes them is theirs.
	binary func(head []byte) bool
	// lines opens a text format's line reader; whole reads a format that
	// is read whole (binary, XML). One of them, or refused.
	lines func(Reading) (lineReader, error)
	whole func(in io.Reader, rd Reading) (*Log, error)
	// resolutionNs is how finely its clock is written, 0 where the reader
	// tells it from the log's own timestamps.
	resolutionNs int64
	// notes are what the format leaves out or assumes, said of each log
	// of it.
	notes func(*Log) []string
	// refused, where set, is why a log of this format cannot be audited.
	refused string
}

// formatTable is every format, in the order recognition tries them: the
// first whose tells (or binary) takes a log is its format.
var formatTable = []format{
	{name: FormatAb, tells: prefix(abHeader), refused: "ab's -g output cannot be audited: its rows are sorted by total time, not by send, and its start times are whole seconds (a plan needs finer)"},
	heyFormat, k6CSVFormat, locustFormat, artilleryFormat, jtlFormat, jtlXMLFormat, gatlingFormat,
	vegetaJSONFormat, fortioFormat, k6JSONFormat, h2loadFormat, vegetaCSVFormat,
	gatlingBinFormat, vegetaFormat, genericFormat,
}

// Formats lists the formats -audit-format takes: every row but those
// refused.
var Formats = namesOf(formatTable)

func namesOf(table []format) []string {
	var out []string
	for _, f := range table {
		if f.refused == "" {
			out = append(out, f.name)
		}
	}
	return out
}

// prefix tells a format by its first line's start.
func prefix(p string) func(string, map[string]json.RawMessage, *bufio.Reader) bool {
	return func(first string, _ map[string]json.RawMessage, _ *bufio.Reader) bool {
		return strings.HasPrefix(first, p)
	}
}

// jsonKeys tells a JSON-lines format by the keys of its first object.
func jsonKeys(keys ...string) func(string, map[string]json.RawMessage, *bufio.Reader) bool {
	return func(_ string, m map[string]json.RawMessage, _ *bufio.Reader) bool { return m != nil && has(m, keys...) }
}

// lineFormat is a line reader that needs nothing from the reading.
func lineFormat(open func() lineReader) func(Reading) (lineReader, error) {
	return func(Reading) (lineReader, error) { return open(), nil }
}

// note is a format's one constant note.
func note(s string) func(*Log) []string { return func(*Log) []string { return []string{s} } }

// row is table's row of name, if any.
func row(table []format, name string) (format, bool) {
	for _, f := range table {
		if f.name == name {
			return f, true
		}
	}
	return format{}, false
}

// tell is the format of a text log's first line in table, "" for none.
func tell(table []format, first string, br *bufio.Reader) string {
	var keys map[string]json.RawMessage
	if strings.HasPrefix(first, "{") && json.Unmarshal([]byte(first), &keys) != nil {
		keys = nil
	}
	for _, f := range table {
		if f.tells != nil && f.tells(first, keys, br) {
			return f.name
		}
	}
	return ""
}

// tellBinary is the format of a log that is no text, by its first bytes.
func tellBinary(table []format, head []byte) string {
	for _, f := range table {
		if f.binary != nil && f.binary(head) {
			return f.name
		}
	}
	return ""
}

// unknownFormat is the error for a name no row has.
func unknownFormat(table []format, name string) error {
	return fmt.Errorf("⟨format⟩ %q: want one of %s", name, strings.Join(namesOf(table), ", "))
}

// The notes more than one row says.
const (
	jtlNote = "timeStamp is taken as each sample's start (sampleresult.timestamp.start=true, as JMeter's shipped jmeter.properties sets it); jmeter.log says \"Sample TimeStamps are START times\" when it is, END where it is not, and then every send here is late by its own latency"
	k6Note  = "a k6 point's time is its request's end: the send is that less the duration"
)
