// Package coarselog reads the logs of intervals load tools write by
// default, into internal/coarse's intervals: Locust's stats history,
// Artillery's JSON report (2.x's periods; 1.x's per-request latencies go
// to internal/reqlog's pipeline as requests), and HdrHistogram's interval
// log. It also bins a per-request log whose clock is too coarse for a
// plan (k6's CSV in whole seconds) into intervals of its clock.
package coarselog

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"sort"
	"strings"

	"coordinated-omission/internal/coarse"
	"coordinated-omission/internal/reqlog"
)

// The formats -audit-format names for logs of intervals.
const (
	FormatLocustHistory = "locust-history" // locust --csv PREFIX: PREFIX_stats_history.csv
	FormatArtillery     = "artillery"      // artillery run --output report.json (1.x and 2.x)
	FormatHlog          = "hlog"           // HdrHistogram's HistogramLogWriter
)

// Formats lists them.
var Formats = []string{FormatLocustHistory, FormatArtillery, FormatHlog}

// ErrFormat is returned for a log that cannot be read.
var ErrFormat = reqlog.ErrFormat

// maxIntervals bounds a log's intervals: a day and more at one a second.
const maxIntervals = 1 << 20

// maxEpochMs is the latest time since the epoch a log may give, in ms:
// in the year 2255, below the 2^63 ns an int64 holds (10^14 ms, allowed
// before, overflowed it).
const maxEpochMs = 9e12

// maxDocument bounds a JSON report read whole.
const maxDocument = 1 << 30

// Recognise tells a log of intervals from its first bytes: its format,
// or "" for none of them. A file that is a tool's summary and no log (a
// Locust _stats.csv) is refused with what to give instead.
func Recognise(head []byte) (string, error) {
	first := firstLine(head)
	switch {
	case isLocustHistory(first):
		return FormatLocustHistory, nil
	case isLocustStats(first):
		return "", fmt.Errorf("%w: this is Locust's _stats.csv, a summary of the whole run: give the _stats_history.csv that --csv PREFIX writes beside it (with --csv-full-history for each second's percentiles), or contrib/locust's per-request log", ErrFormat)
	case isHlog(head, first):
		return FormatHlog, nil
	case isArtillery(head):
		return FormatArtillery, nil
	}
	return "", nil
}

// firstLine is the first line of head that is neither blank nor a
// comment.
func firstLine(head []byte) string {
	for _, l := range strings.Split(string(head), "\n") {
		if t := strings.TrimSpace(l); t != "" && !strings.HasPrefix(t, "#") {
			return t
		}
	}
	return ""
}

// A Read is what a log of intervals held: its intervals, or, for an
// Artillery 1.x report, its requests.
type Read struct {
	Intervals *coarse.Log
	Requests  *reqlog.Log
}

// ReadAs reads br in format, one of Formats; label picks a request
// name's rows where the log has them, "" for all.
func ReadAs(br *bufio.Reader, format, label string) (*Read, error) {
	switch format {
	case FormatLocustHistory:
		l, err := readLocust(br, label)
		return &Read{Intervals: l}, err
	case FormatHlog:
		l, err := readHlog(br, label)
		return &Read{Intervals: l}, err
	case FormatArtillery:
		return readArtillery(br, label)
	}
	return nil, fmt.Errorf("⟨format⟩ %q: not a log of intervals", format)
}

// some lists up to ten of names, quoted, in order.
func some(names map[string]bool) string {
	var list []string
	for n := range names {
		list = append(list, fmt.Sprintf("%q", n))
	}
	sort.Strings(list)
	if len(list) == 0 {
		return "none"
	}
	if len(list) > 10 {
		return strings.Join(list[:10], ", ") + fmt.Sprintf(" and %d more", len(list)-10)
	}
	return strings.Join(list, ", ")
}

// readAll reads r whole, up to maxDocument.
func readAll(r io.Reader) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(r, maxDocument+1))
	if err != nil {
		return nil, err
	}
	if len(b) > maxDocument {
		return nil, fmt.Errorf("%w: a report over %d MiB", ErrFormat, maxDocument>>20)
	}
	return b, nil
}

// isArtillery reports whether head opens Artillery's report: a JSON
// object whose first key is "aggregate" (JSON.stringify({aggregate,
// intermediate}, null, 2)).
func isArtillery(head []byte) bool {
	t := bytes.TrimLeft(head, " \t\r\n")
	if len(t) == 0 || t[0] != '{' {
		return false
	}
	t = bytes.TrimLeft(t[1:], " \t\r\n")
	return bytes.HasPrefix(t, []byte(`"aggregate"`)) || bytes.HasPrefix(t, []byte(`"intermediate"`))
}
