package reqlog

import (
	"bufio"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// settle recognises the log's date pattern from s, its first timeStamp
// that is not ms since the epoch, unless given; after it, a timeStamp
// reads on its own (timestampIn).
func (j *jtl) settle(s string) error {
	if j.dates != nil {
		return nil
	}
	if _, err := strconv.ParseInt(s, 10, 64); err == nil {
		return nil
	}
	pattern := j.timeFormat
	if pattern == "" {
		if pattern = recogniseDate(s); pattern == "" {
			return fmt.Errorf("timeStamp %q is neither ms since the epoch nor a date this audit recognises: give its SimpleDateFormat pattern with ⟨time-format⟩ (jmeter.save.saveservice.timestamp_format)", s)
		}
	}
	f, err := parseDateFormat(pattern)
	if err != nil {
		return err
	}
	j.dates = f
	return nil
}

// timestampIn reads a settled timeStamp in ns: in ms while dates is nil,
// else in the date pattern; started is false for a sample never started
// (0 or below).
func timestampIn(s string, dates *dateFormat) (ns int64, started bool, err error) {
	if dates == nil {
		v, err := strconv.ParseInt(s, 10, 64)
		switch {
		case err != nil:
			return 0, false, errUnsettled
		case v <= 0:
			return 0, false, nil
		case v > maxScaled/1e6:
			return 0, false, fmt.Errorf("timeStamp %q is too large for ms since the epoch", s)
		}
		return v * 1e6, true, nil
	}
	v, err := dates.parse(s)
	if err != nil {
		return 0, false, fmt.Errorf("timeStamp %q does not follow the time format %q; give the right one with ⟨time-format⟩", s, dates.pattern)
	}
	return v, true, nil
}

// errUnsettled is a timeStamp read before the log's date pattern is
// settled: only the line's in-order reading (settle) can read it.
var errUnsettled = errors.New("a date before the log's date pattern is settled")

// A jtlSample is a line as its own fields read, before the in-order step
// numbers its thread and its label and tells a sub-result: so that lines
// read on every core.
type jtlSample struct {
	kind                rowKind // rowRequest or rowFailed; rowZeroTime, rowTransaction; rowOther with err
	err                 error
	tsNs, elMs          int64
	live                int64 // allThreads, where hasLive
	hasLive             bool
	noURL               bool
	hasThread           bool
	host, thread, label string // its Hostname and threadName
}

// sample reads a line's fields f, its timeStamp settled (dates the log's
// date pattern, nil while its timeStamps are ms). It changes nothing.
func (j *jtl) sample(f []string, dates *dateFormat) jtlSample {
	at := func(i int) string {
		if i < 0 {
			return ""
		}
		return f[i]
	}
	tsNs, started, err := timestampIn(f[j.ts], dates)
	if err != nil {
		return jtlSample{kind: rowOther, err: err}
	}
	el, err := strconv.ParseInt(f[j.elapsed], 10, 64)
	if err != nil || el < 0 || el > maxScaled/1e6 {
		return jtlSample{kind: rowOther, err: fmt.Errorf("elapsed %q is not a whole number of ms", f[j.elapsed])}
	}
	if !started {
		return jtlSample{kind: rowZeroTime}
	}
	if strings.HasPrefix(at(j.message), transactionPrefix) || j.message < 0 && j.dataType >= 0 && f[j.dataType] == "" && (j.url < 0 || f[j.url] == "null") {
		return jtlSample{kind: rowTransaction}
	}
	s := jtlSample{kind: failedIf(at(j.success) == "false"), tsNs: tsNs, elMs: el, label: at(j.label)}
	if j.thread >= 0 {
		s.hasThread, s.host, s.thread = true, at(j.hostname), f[j.thread]
	}
	if n, err := strconv.ParseInt(at(j.allThreads), 10, 64); err == nil {
		s.live, s.hasLive = n, true
	}
	s.noURL = j.url >= 0 && (f[j.url] == "" || f[j.url] == "null")
	return s
}

// take is a sample's in-order step: its thread numbered, a sub-result of
// the thread's last request set aside, the live threads kept, its label
// numbered.
func (j *jtl) take(s *jtlSample) (sample, rowKind, error) {
	if s.kind != rowRequest && s.kind != rowFailed {
		return sample{}, s.kind, s.err
	}
	conn := int64(NoConn)
	if s.hasThread {
		conn = j.threads.of(s.host, s.thread)
	}
	startMs, endMs := s.tsNs/1e6, s.tsNs/1e6+s.elMs
	if p, ok := j.parents[conn]; ok && isSubResult(p, s.label, startMs, endMs, max(1, j.resolution()/1e6)) {
		return sample{}, rowSubResult, nil
	}
	j.parents[conn] = jtlParent{label: s.label, startMs: startMs, endMs: endMs}
	if s.hasLive {
		j.live.add(s.tsNs, s.live)
	}
	r := sample{SendNs: s.tsNs, LatencyNs: s.elMs * 1e6, Conn: conn, Label: j.labels.of(s.label)}
	if s.noURL {
		r.flags |= noURL
	}
	return r, s.kind, nil
}

// parser reads lines on another core once the header and the first line
// are read: parse reads one into s, false where only line, in order, can
// (a quoted field open at its end, a date before the pattern is settled);
// holds says whether a parse still stands, nothing it read having changed
// since (no record open, the same date pattern).
func (j *jtl) parser() (parse func(l string, s *jtlSample) bool, holds func() bool) {
	dates := j.dates
	var buf []string
	parse = func(l string, s *jtlSample) bool {
		f, err := split(l, j.delim, buf[:0])
		if err == errOpenQuote {
			return false
		}
		buf = f
		f, kind, err := j.checked(f, err)
		if f == nil {
			*s = jtlSample{kind: kind, err: err}
			return true
		}
		if dates == nil {
			if _, err := strconv.ParseInt(f[j.ts], 10, 64); err != nil {
				return false
			}
		}
		*s = j.sample(f, dates)
		return true
	}
	return parse, func() bool { return j.partial == "" && j.dates == dates }
}

// lanes reads the rest of br on every core.
func (j *jtl) lanes(br *bufio.Reader, r *lineRun, ln lanes) error {
	return readLanes(br, r, ln, j.parser, j.line, j.take)
}
