package reqlog

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
)

// readLines reads every line of br with lr into log. A line that does
// not read stops it, named; but a last line with no line end that does
// not read was cut off as it was written, and is set aside.
func readLines(br *bufio.Reader, lr lineReader, log *Log) error {
	n, first := 0, true
	var chunks chunked
	var prevErr error // the last line's error, if it may have been cut off
	prevLine, prevText := 0, ""
	for {
		text, ended, err := readLine(br, n+1)
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		n++
		if strings.IndexByte(text, 0) >= 0 {
			log.Aside.NULBytes += int64(strings.Count(text, "\x00"))
			text = strings.ReplaceAll(text, "\x00", "")
		}
		text = strings.TrimSuffix(text, "\r")
		trimmed := strings.TrimSpace(text)
		if trimmed == "" || first && strings.HasPrefix(trimmed, "#") {
			continue // a blank line, or a comment before the first line
		}
		if first {
			first = false
			skip, err := lr.header(text)
			if err != nil {
				return &ParseError{Line: n, Err: err}
			}
			if skip {
				continue
			}
		}
		req, kind, err := lr.line(text)
		if err != nil {
			if !ended {
				prevErr, prevLine, prevText = err, n, text
				break
			}
			return &ParseError{Line: n, Text: clip(trimmed), Err: err}
		}
		if !log.keep(kind) {
			continue
		}
		if err := chunks.add(req); err != nil {
			return &ParseError{Line: n, Err: err}
		}
	}
	if prevErr != nil {
		log.Aside.CutOff++
		log.note(fmt.Sprintf("line %d, the last, has no line end and does not read (%v): cut off as it was written, it is set aside: %s", prevLine, prevErr, clip(strings.TrimSpace(prevText))))
	}
	log.Requests = chunks.join()
	log.from(lr)
	if len(log.Requests) == 0 {
		return fmt.Errorf("%w: %d lines and no request in them%s (a histogram or a summary is not a per-request log: ⟨figures⟩ reads those)", ErrEmpty, n, log.Aside.words())
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

// chunkRequests is the size of a chunk of requests as they are read.
const chunkRequests = 1 << 16

// chunked holds requests as they are read in chunks of a fixed size, and
// joins them once, at their exact count: a slice grown by append would
// hold up to twice its requests, and copy them at each growth.
type chunked struct {
	chunks [][]Request
	n      int
}

func (c *chunked) add(r Request) error {
	if c.n == MaxRequests {
		return fmt.Errorf("more than %d requests; an audit reads at most that many", MaxRequests)
	}
	if r.LatencyNs < 0 || r.SendNs > maxScaled-r.LatencyNs {
		return fmt.Errorf("a request whose reply, %v after its send, falls past the year 2255: not a time", time.Duration(r.LatencyNs))
	}
	if k := len(c.chunks); k == 0 || len(c.chunks[k-1]) == chunkRequests {
		c.chunks = append(c.chunks, make([]Request, 0, chunkRequests))
	}
	last := &c.chunks[len(c.chunks)-1]
	*last = append(*last, r)
	c.n++
	return nil
}

// join returns every request in one slice, and lets go of the chunks.
func (c *chunked) join() []Request {
	out := make([]Request, 0, c.n)
	for i, ch := range c.chunks {
		out = append(out, ch...)
		c.chunks[i] = nil
	}
	return out
}
