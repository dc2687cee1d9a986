package reqlog

import (
	"bufio"
	"io"
)

// A laned reader's lines read apart from each other, once its header
// and first line are read: lanes reads the rest of br into r on ln's
// cores, by readLanes, to the log it reads in order.
type laned interface {
	lanes(br *bufio.Reader, r *lineRun, ln lanes) error
}

// lanes is how a log's lines are read on several cores: by workers
// goroutines, in batches of batch lines.
type lanes struct {
	workers, batch int
	sizeBytes      int64 // the text's size, if known (readLines)
	most           int   // the most requests read, 0 for MaxRequests
}

// laneBatch is the lines of a batch: enough that handing one over costs
// little beside reading it, few enough that the batches in flight (a few
// per worker) hold a few MB.
const laneBatch = 4096

// A lineBatch holds lines read in order, from line from+1 on, and what
// the workers read of them.
type lineBatch[S any] struct {
	from    int      // the lines read before it
	texts   []string // cleaned
	nul     int64    // the NUL bytes dropped from them
	unended bool     // its last line had no line end: the log's last
	err     error    // the read's error after its lines, if any
	rows    []S
	read    []bool // whether rows[i] was read apart
	done    chan struct{}
}

// readLanes reads the rest of br into r on ln.workers goroutines: one
// reads lines in batches, the workers read each line on its own
// (parse, from each worker's own parser), and this goroutine takes them
// in order (take), reading a line with line where a worker could not or
// its reading no longer holds. So the log is the one readLines reads in
// order, whatever the cores: the same requests, numbers and errors.
func readLanes[S any](br *bufio.Reader, r *lineRun, ln lanes,
	parser func() (func(string, *S) bool, func() bool),
	line func(string) (sample, rowKind, error), take func(*S) (sample, rowKind, error)) error {
	quit := make(chan struct{})
	defer close(quit)
	work := make(chan *lineBatch[S], ln.workers)
	order := make(chan *lineBatch[S], 2*ln.workers)
	go readBatches(br, r.n, ln.batch, work, order, quit)
	var holds func() bool
	for range ln.workers {
		parse, h := parser()
		holds = h
		go func() {
			for b := range work {
				b.rows, b.read = make([]S, len(b.texts)), make([]bool, len(b.texts))
				for i, t := range b.texts {
					b.read[i] = parse(t, &b.rows[i])
				}
				close(b.done)
			}
		}()
	}
	for b := range order {
		<-b.done
		r.log.Aside.NULBytes += b.nul
		for i, text := range b.texts {
			r.n = b.from + i + 1
			r.readBytes += int64(len(text)) + 1
			trimmed, skip, err := r.before(text)
			if err != nil {
				return err
			}
			if skip {
				continue
			}
			var req sample
			var kind rowKind
			if b.read[i] && holds() {
				req, kind, err = take(&b.rows[i])
			} else {
				req, kind, err = line(text)
			}
			if stop, err := r.row(trimmed, !b.unended || i < len(b.texts)-1, req, kind, err); err != nil || stop {
				return err
			}
		}
		if b.err != nil {
			return b.err
		}
	}
	return nil
}

// alone is readLanes' parser for a format whose every line reads on its
// own (sample), whatever was read before it: each reading holds.
func alone[S any](sample func(string) S) func() (func(string, *S) bool, func() bool) {
	return func() (func(string, *S) bool, func() bool) {
		return func(l string, s *S) bool { *s = sample(l); return true }, func() bool { return true }
	}
}

// readBatches reads br's lines after the first n in batches of size,
// each handed to the workers (work) and to the reader in order (order),
// until the log ends, a read fails, or quit closes.
func readBatches[S any](br *bufio.Reader, n, size int, work, order chan<- *lineBatch[S], quit <-chan struct{}) {
	defer close(order)
	defer close(work)
	for {
		b := &lineBatch[S]{from: n, done: make(chan struct{})}
		end := false
		for len(b.texts) < size {
			text, ended, err := readLine(br, n+1)
			if err == io.EOF {
				end = true
				break
			}
			if err != nil {
				b.err, end = err, true
				break
			}
			n++
			text, nul := cleaned(text)
			b.texts, b.nul = append(b.texts, text), b.nul+nul
			if !ended {
				b.unended = true
				break // the last line: the next read ends the log
			}
		}
		if len(b.texts) == 0 && b.err == nil {
			return
		}
		select {
		case work <- b:
		case <-quit:
			return
		}
		select {
		case order <- b:
		case <-quit:
			return
		}
		if end {
			return
		}
	}
}
