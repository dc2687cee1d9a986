package reqlog

import (
	"errors"
	"strings"
)

// errOpenQuote is split's error for a record whose last field opens a
// quote that the line does not close: a field that runs on to the next
// line (JMeter quotes a response message that holds a line end).
var errOpenQuote = errors.New("a quoted field runs past the line's end")

// split cuts one delimited record into its fields, appending them to out:
// fields separated by delim, each either bare or quoted with ", a quote
// inside written "". A bare field is a slice of line, with no copy; a
// quoted one is unquoted. It is the reading of RFC 4180 that JMeter's
// CSVSaveService writes (any delimiter, quotes only where a field holds
// the delimiter, a quote or a line end), without encoding/csv's
// allocation per record.
func split(line string, delim byte, out []string) ([]string, error) {
	for {
		if len(line) > 0 && line[0] == '"' {
			var b strings.Builder
			i := 1
			for {
				j := strings.IndexByte(line[i:], '"')
				if j < 0 {
					return out, errOpenQuote
				}
				b.WriteString(line[i : i+j])
				i += j + 1
				if i < len(line) && line[i] == '"' { // "" is a quote
					b.WriteByte('"')
					i++
					continue
				}
				break
			}
			out = append(out, b.String())
			if i == len(line) {
				return out, nil
			}
			if line[i] != delim {
				return out, errors.New("a quoted field is followed by more than its delimiter")
			}
			line = line[i+1:]
			continue
		}
		j := 0
		for j < len(line) && j < shortField && line[j] != delim {
			j++
		}
		if j == shortField {
			if k := strings.IndexByte(line[j:], delim); k >= 0 {
				j += k
			} else {
				j = len(line)
			}
		}
		if j == len(line) {
			return append(out, line), nil
		}
		out = append(out, line[:j])
		line = line[j+1:]
	}
}

// shortField is how far split looks byte by byte for a bare field's end
// before it calls strings.IndexByte, whose setup costs more than a loop
// over a short field: most of a log's fields (a time, a code, a count)
// are shorter.
const shortField = 16

// delimiterOf tells a header's delimiter: the first of comma, tab,
// semicolon and bar that it holds, outside quotes; comma if none.
func delimiterOf(header string) byte {
	inQuote := false
	for i := 0; i < len(header); i++ {
		switch c := header[i]; {
		case c == '"':
			inQuote = !inQuote
		case inQuote:
		case c == ',' || c == '\t' || c == ';' || c == '|':
			return c
		}
	}
	return ','
}
