package reqlog

import (
	"bufio"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// JMeter's results in CSV (-l FILE, the default since 2.0): a header in
// CSVSaveService's column names, or none; any delimiter; timestamps in ms
// or in a SimpleDateFormat pattern; a row per sample, and more rows that
// are not requests (jmeter.go's rowKind rules).

// The column names of JMeter's CSVSaveService, in the order it writes the
// columns it saves.
var jtlColumnOrder = []string{"timeStamp", "elapsed", "label", "responseCode", "responseMessage", "threadName", "dataType",
	"success", "failureMessage", "bytes", "sentBytes", "grpThreads", "allThreads", "URL", "Filename", "Latency", "Encoding",
	"SampleCount", "ErrorCount", "Hostname", "IdleTime", "Connect"}

// jtl reads JMeter's CSV results.
type jtl struct {
	delim      byte
	ncols      int
	version    string // the headerless layout, "" with a header
	timeFormat string // -audit-time-format, "" to recognise
	// the columns, -1 where absent
	ts, elapsed, label, message, thread, dataType, success, url, allThreads, hostname int
	dates                                                                             *dateFormat // nil while timestamps are ms
	threads                                                                           hostThreads
	labels                                                                            labelSet
	parents                                                                           map[int64]jtlParent // each thread's last request
	live                                                                              liveTrack
	partial                                                                           string
	fields                                                                            []string
}

// A jtlParent is a thread's last request, whose sub-results follow it.
type jtlParent struct {
	label          string
	startMs, endMs int64
}

func newJTL(timeFormat string) *jtl { return &jtl{timeFormat: timeFormat} }

// isJTLHeader reports whether a line is a JMeter CSV header: its first
// column timeStamp and elapsed among the rest.
func isJTLHeader(line string) bool {
	f, err := split(line, delimiterOf(line), nil)
	if err != nil || len(f) < 2 {
		return false
	}
	return strings.EqualFold(strings.TrimSpace(f[0]), "timeStamp") && indexFold(f, "elapsed") >= 0
}

// isHeaderlessJTL reports whether a line is a JMeter CSV row with no
// header before it: a timestamp, a whole elapsed, and true or false as
// the eighth column, in one of the layouts or longer.
func isHeaderlessJTL(line string) bool {
	d := delimiterOf(line)
	f, err := split(line, d, nil)
	if err != nil || len(f) < 8 {
		return false
	}
	_, errMs := strconv.ParseInt(f[0], 10, 64)
	return (errMs == nil || recogniseDate(f[0]) != "") && whole(f[1]) && (f[7] == "true" || f[7] == "false")
}

func indexFold(fields []string, name string) int {
	for i, f := range fields {
		if strings.EqualFold(strings.TrimSpace(f), name) {
			return i
		}
	}
	return -1
}

func (j *jtl) header(first string) (bool, error) {
	j.delim = delimiterOf(first)
	j.threads, j.parents = hostThreads{}, map[int64]jtlParent{}
	j.labels = newLabelSet()
	f, err := split(first, j.delim, nil)
	if err != nil {
		return false, fmt.Errorf("not a JMeter CSV header: %v", err)
	}
	header := indexFold(f, "timeStamp") >= 0 || indexFold(f, "elapsed") >= 0
	if !header {
		f, err = j.layout(f)
		if err != nil {
			return false, err
		}
	}
	j.ncols = len(f)
	at := func(name string) int { return indexFold(f, name) }
	j.ts, j.elapsed, j.label, j.message = at("timeStamp"), at("elapsed"), at("label"), at("responseMessage")
	j.thread, j.dataType, j.success, j.url = at("threadName"), at("dataType"), at("success"), at("URL")
	j.allThreads, j.hostname = at("allThreads"), at("Hostname")
	if j.ts < 0 || j.elapsed < 0 {
		return false, fmt.Errorf("JMeter's header has no timeStamp or no elapsed column: %s", clip(first))
	}
	return header, nil
}

func (j *jtl) labelNames() []string    { return j.labels.names }
func (j *jtl) liveCounts() []LiveCount { return j.live.counts }
func (j *jtl) pending() bool           { return j.partial != "" }

func (j *jtl) resolution() int64 {
	if j.dates != nil {
		return j.dates.resolutionNs
	}
	return 1e6
}

// timeNotes says how the timestamps were read.
func (j *jtl) notes() []string {
	var out []string
	if j.version != "" {
		out = append(out, "the log has no header: its columns are read in JMeter "+j.version+"'s default order")
	}
	if j.dates != nil {
		how := "recognised"
		if j.timeFormat != "" {
			how = "given"
		}
		out = append(out, fmt.Sprintf("timeStamp is a date in the pattern %q (%s; ⟨time-format⟩ names another), with no zone: read as UTC, a clock change within the run would show as an hour's jump", j.dates.pattern, how))
		if j.dates.resolutionNs > 1e6 {
			out = append(out, fmt.Sprintf("its dates are written to %v, so each send is known to %v only", ns(j.dates.resolutionNs), ns(j.dates.resolutionNs)))
		}
	}
	return out
}

func (j *jtl) line(l string) (sample, rowKind, error) {
	f, kind, err := j.record(l)
	if f == nil {
		return sample{}, kind, err
	}
	if err := j.settle(f[j.ts]); err != nil {
		return sample{}, rowOther, err
	}
	s := j.sample(f, j.dates)
	return j.take(&s)
}

// record splits a line into its fields, or keeps it where a quoted field
// runs on to the next line (rowPending, and no fields).
func (j *jtl) record(l string) ([]string, rowKind, error) {
	if j.partial != "" {
		l = j.partial + "\n" + l
		j.partial = ""
	}
	f, err := split(l, j.delim, j.fields[:0])
	if err == errOpenQuote {
		if len(l) > MaxLineBytes {
			return nil, rowOther, fmt.Errorf("a quoted field runs on for more than %d bytes", MaxLineBytes)
		}
		j.partial = l
		return nil, rowPending, nil
	}
	j.fields = f // a buffer for the next line
	return j.checked(f, err)
}

// checked is a line's fields as split, or why they are not a sample's.
func (j *jtl) checked(f []string, err error) ([]string, rowKind, error) {
	if err != nil {
		return nil, rowOther, err
	}
	if len(f) < j.ncols {
		return nil, rowOther, fmt.Errorf("%d columns, and the header has %d", len(f), j.ncols)
	}
	return f, rowRequest, nil
}

// isSubResult reports whether a row on a thread is a sub-result of p,
// the thread's last request: it lies within p's time, and either bears
// p's label and a number (JMeter's renaming, label-0, label-1), or began
// more than the log's step (stepMs) before p ended, which the thread's
// next request cannot.
func isSubResult(p jtlParent, label string, startMs, endMs, stepMs int64) bool {
	if startMs < p.startMs || endMs > p.endMs {
		return false
	}
	if startMs < p.endMs-stepMs {
		return true
	}
	rest, ok := strings.CutPrefix(label, p.label+"-")
	if !ok || rest == "" {
		return false
	}
	for _, part := range strings.Split(rest, "-") {
		if !whole(part) {
			return false
		}
	}
	return true
}

var jtlFormat = format{name: FormatJTL, tells: func(first string, _ map[string]json.RawMessage, _ *bufio.Reader) bool {
	return isJTLHeader(first) || isHeaderlessJTL(first)
},
	lines: func(rd Reading) (lineReader, error) { return newJTL(rd.TimeFormat), nil }, notes: note(jtlNote)}
