package reqlog

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
)

// readLines reads every line of br with lr into log. A line that does
// not read stops it, named; but a last line with no line end that does
// not read was cut off as it was written, and is set aside. Once its
// header and first line are read, a reader whose lines read apart (a
// JMeter CSV) reads the rest on every core (readLanes), to the same log.
//
// rd.SizeBytes is the text's size, where known (0 if not): its requests
// are then laid out once at about the count it holds (chunked.reserve);
// at most rd.MaxRequests are read.
func readLines(br *bufio.Reader, lr lineReader, log *Log, rd Reading) error {
	return readLinesOn(br, lr, log, lanes{workers: runtime.GOMAXPROCS(0), batch: laneBatch, sizeBytes: rd.SizeBytes, most: rd.MaxRequests})
}

// readLinesOn is readLines with its lanes: one worker or none reads in
// order, on one core.
func readLinesOn(br *bufio.Reader, lr lineReader, log *Log, ln lanes) error {
	r := lineRun{lr: lr, log: log, first: true, sizeBytes: ln.sizeBytes, chunks: chunked{most: ln.most}}
	for {
		text, ended, err := readLine(br, r.n+1)
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		r.n++
		r.readBytes += int64(len(text)) + 1
		text, nul := cleaned(text)
		log.Aside.NULBytes += nul
		stop, err := r.step(text, ended)
		if err != nil {
			return err
		}
		if stop {
			break
		}
		if l, ok := lr.(laned); ok && ln.workers > 1 && !r.first && r.took {
			if err := l.lanes(br, &r, ln); err != nil {
				return err
			}
			break
		}
	}
	return r.finish()
}

// A lineRun is readLines' state between lines.
type lineRun struct {
	lr     lineReader
	log    *Log
	n      int  // the lines read
	first  bool // no line but blanks and comments read yet
	took   bool // a line read as a row
	chunks chunked
	// the text's size, if known, and the bytes of the lines read so far
	sizeBytes, readBytes int64
	// the last line's error, if it may have been cut off
	prevErr  error
	prevLine int
	prevText string
}

// cleaned is a line with its NUL bytes (a file written up to a crash is
// padded with them) and its CR end dropped, and how many NULs it had.
func cleaned(text string) (string, int64) {
	var nul int64
	if strings.IndexByte(text, 0) >= 0 {
		nul = int64(strings.Count(text, "\x00"))
		text = strings.ReplaceAll(text, "\x00", "")
	}
	return strings.TrimSuffix(text, "\r"), nul
}

// step takes line r.n, cleaned, with ended whether it had its line end.
// stop says it was the last, cut off.
func (r *lineRun) step(text string, ended bool) (stop bool, err error) {
	trimmed, skip, err := r.before(text)
	if skip || err != nil {
		return false, err
	}
	req, kind, err := r.lr.line(text)
	return r.row(trimmed, ended, req, kind, err)
}

// before skips a blank line, or a comment before the first line, and
// reads the header from the first line; trimmed is the line without its
// spaces, skip whether it is no row.
func (r *lineRun) before(text string) (trimmed string, skip bool, err error) {
	trimmed = strings.TrimSpace(text)
	if trimmed == "" || r.first && strings.HasPrefix(trimmed, "#") {
		return trimmed, true, nil
	}
	if r.first {
		r.first = false
		skip, err := r.lr.header(text)
		if err != nil {
			return trimmed, true, &ParseError{Line: r.n, Err: err}
		}
		return trimmed, skip, nil
	}
	return trimmed, false, nil
}

// row takes line r.n read as a row: req of kind, or err.
func (r *lineRun) row(trimmed string, ended bool, req sample, kind rowKind, err error) (stop bool, _ error) {
	r.took = true
	if err != nil {
		if !ended {
			r.prevErr, r.prevLine, r.prevText = err, r.n, trimmed
			return true, nil
		}
		return false, &ParseError{Line: r.n, Text: clip(trimmed), Err: err}
	}
	if !r.log.keep(kind) {
		return false, nil
	}
	if err := r.chunks.add(req); err != nil {
		return false, &ParseError{Line: r.n, Err: err}
	}
	r.chunks.foretell(r.sizeBytes, r.readBytes)
	return false, nil
}

// finish sets aside a last line cut off, and gives the log its requests
// and what its reader kept.
func (r *lineRun) finish() error {
	log := r.log
	if r.prevErr != nil {
		log.Aside.CutOff++
		log.note(fmt.Sprintf("line %d, the last, has no line end and does not read (%v): cut off as it was written, it is set aside: %s", r.prevLine, r.prevErr, clip(r.prevText)))
	}
	r.chunks.give(log)
	log.from(r.lr)
	if len(log.Requests) == 0 {
		return fmt.Errorf("%w: %d lines and no request in them%s (a histogram or a summary is not a per-request log: ⟨figures⟩ reads those)", ErrEmpty, r.n, log.Aside.words())
	}
	return nil
}

// from takes what a line reader kept besides the requests: a record cut
// off in a quoted field, the types' names, the live thread counts.
func (log *Log) from(lr lineReader) {
	if p, ok := lr.(interface{ pending() bool }); ok && p.pending() {
		log.Aside.CutOff++
		log.note("the last record opens a quoted field that the file never closes: cut off as it was written, it is set aside")
	}
	if l, ok := lr.(labeller); ok {
		log.Labels = l.labelNames()
	}
	if c, ok := lr.(liveCounter); ok {
		log.Live = c.liveCounts()
	}
	if k, ok := lr.(*k6JSON); ok {
		log.Sessions, log.Dropped = k.sessions, k.dropped
		if k.dropped > 0 {
			log.note(fmt.Sprintf("k6 dropped %d iterations (its dropped_iterations): an arrival-rate executor's arrivals for which no VU was free, never sent, and so in no figure", k.dropped))
		}
	}
}

// keep counts a row of kind where the log counts it, and reports
// whether it is a request to keep.
func (log *Log) keep(kind rowKind) bool {
	switch kind {
	case rowOther, rowPending:
		return false
	case rowTransaction:
		log.Aside.Transactions++
		return false
	case rowSubResult:
		log.Aside.SubResults++
		return false
	case rowZeroTime:
		log.Aside.ZeroTime++
		return false
	case rowFailed:
		log.Failed++
	}
	return true
}

// readLine reads one line, without its end, refusing one longer than
// MaxLineBytes without holding it; ended says whether it had its line end.
func readLine(br *bufio.Reader, n int) (string, bool, error) {
	var b []byte
	for {
		part, err := br.ReadSlice('\n')
		if len(b)+len(part) > MaxLineBytes+1 {
			return "", false, fmt.Errorf("line %d is longer than %d bytes: not a per-request log", n, MaxLineBytes)
		}
		switch {
		case err == nil:
			if b == nil {
				return string(part[:len(part)-1]), true, nil
			}
			b = append(b, part[:len(part)-1]...)
			return string(b), true, nil
		case errors.Is(err, bufio.ErrBufferFull):
			b = append(b, part...)
		case err == io.EOF:
			b = append(b, part...)
			if len(b) == 0 {
				return "", false, io.EOF
			}
			return string(b), false, nil
		default:
			return "", false, err
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
