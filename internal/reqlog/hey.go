package reqlog

import (
	"fmt"
	"strings"
)

// hey: -o csv: response-time (s), four phases, status-code, offset (s
// since hey's process started: the request's start). No connection.
type hey struct{}

func (hey) header(first string) (bool, error) { return strings.HasPrefix(first, heyHeader), nil }

func (hey) line(l string) (sample, rowKind, error) {
	f := strings.Split(l, ",")
	if len(f) != 8 {
		return sample{}, rowOther, fmt.Errorf("want hey's 8 columns, got %d", len(f))
	}
	lat, err := seconds(f[0])
	if err != nil {
		return sample{}, rowOther, err
	}
	send, err := seconds(f[7])
	if err != nil {
		return sample{}, rowOther, err
	}
	return sample{SendNs: send, LatencyNs: lat, Conn: NoConn}, rowRequest, nil
}

// heyMaxRows is the most rows hey -o csv writes.
const heyMaxRows = 1_000_000

var heyFormat = format{name: FormatHey, tells: prefix(heyHeader), lines: lineFormat(func() lineReader { return hey{} }), resolutionNs: 100_000, // to a tenth of a millisecond
	notes: func(log *Log) []string {
		out := []string{"hey's offsets count from its process's start, and its CSV leaves out the requests that failed"}
		if len(log.Requests) == heyMaxRows {
			out = append(out, fmt.Sprintf("hey writes at most %d rows, and this log has that many: the requests after them are not in it", heyMaxRows))
		}
		return out
	}}
