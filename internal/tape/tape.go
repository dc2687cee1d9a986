// Package tape keeps a sequence of records, each a fixed number of int64
// fields, written once in order and read back in order as many times as
// asked: as zigzag varints, the first field as its difference from the
// record before's (a time that only grows takes a byte or two), in
// memory up to a size, and past it in a temporary file that is unlinked
// as soon as it is made, so that nothing is left behind however the
// process ends. Where no file can be made (a browser's page), the tape
// stays in memory, in chunks of that size laid out once each, never a
// slice grown and copied.
package tape

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
)

// maxFieldBytes is the most bytes one field takes.
const maxFieldBytes = binary.MaxVarintLen64

// readBytes is the buffer a file is read through.
const readBytes = 256 << 10

// Pattern names the temporary file, where the system lets it be seen.
const Pattern = "coordinated-omission-tape-*"

// A Tape is a sequence of records of Fields fields each.
type Tape struct {
	fields   int
	mem      []byte   // the records not yet written to f, or not yet in chunks
	memBytes int      // the most held in mem before it goes to a file
	chunks   [][]byte // where no file can be made, mem each time it filled
	noFile   bool     // no file could be made
	dir      string
	f        *os.File // nil while in memory
	name     string   // f's name where it could not be unlinked, to remove on Close
	written  int64    // bytes written to f
	n        int64
	prev     int64 // the last record's first field
	err      error // the first error: a tape that failed stays failed
}

// New makes a tape of records of fields fields, held in memory up to
// memBytes bytes and past that in a file in the folder dir (the system's
// temporary folder if empty).
func New(fields int, dir string, memBytes int) *Tape {
	return &Tape{fields: fields, memBytes: memBytes, dir: dir}
}

// Len is the records put.
func (t *Tape) Len() int64 { return t.n }

// OnFile says whether the tape went to a file.
func (t *Tape) OnFile() bool { return t.f != nil }

// Put adds rec, which has the tape's fields. An error writing the file
// is kept, and returned by Flush, Each and Close.
func (t *Tape) Put(rec []int64) {
	if len(rec) != t.fields {
		t.fail(fmt.Errorf("tape: a record of %d fields on a tape of %d", len(rec), t.fields))
		return
	}
	t.mem = binary.AppendVarint(t.mem, rec[0]-t.prev)
	for _, v := range rec[1:] {
		t.mem = binary.AppendVarint(t.mem, v)
	}
	t.prev = rec[0]
	t.n++
	if len(t.mem) >= t.memBytes && t.err == nil {
		t.spill()
	}
}

// fail keeps err if it is the first.
func (t *Tape) fail(err error) {
	if t.err == nil {
		t.err = err
	}
}

// spill writes what is in memory to the file, making it first; where no
// file can be made the tape stays in memory, a chunk at a time.
func (t *Tape) spill() {
	if t.f == nil && !t.noFile {
		f, err := os.CreateTemp(t.dir, Pattern)
		t.noFile = err != nil // a page's: no file system
		t.f = f
		if t.noFile {
			t.f = nil
		} else if os.Remove(f.Name()) != nil {
			t.name = f.Name() // removed on Close: a system that keeps open files' names
		}
	}
	if t.noFile {
		t.chunks = append(t.chunks, t.mem)
		t.mem = make([]byte, 0, t.memBytes+t.fields*maxFieldBytes)
		return
	}
	if _, err := t.f.Write(t.mem); err != nil {
		t.fail(fmt.Errorf("tape: writing %s: %w", t.f.Name(), err))
		return
	}
	t.written += int64(len(t.mem))
	t.mem = t.mem[:0]
}

// Flush writes what is in memory to the file, if the tape went to one:
// Each reads the file.
func (t *Tape) Flush() error {
	if t.f != nil && len(t.mem) > 0 && t.err == nil {
		t.spill()
	}
	return t.err
}

// Each calls f with each record in order, in one slice it reuses.
func (t *Tape) Each(f func(rec []int64)) error {
	r, err := t.Reader()
	if err != nil {
		return err
	}
	rec := make([]int64, t.fields)
	for r.Next(rec) {
		f(rec)
	}
	return r.Err()
}

// Reader reads the records from the first, in order: from memory, or
// through a buffer of the file, which it reads at its own offset (many
// readers may read one tape at once).
func (t *Tape) Reader() (*Reader, error) {
	if err := t.Flush(); err != nil {
		return nil, err
	}
	r := &Reader{left: t.n, fields: t.fields}
	if t.f == nil {
		r.chunks = append(slices.Clip(t.chunks), t.mem)
		r.eof = true
		r.nextChunk()
		return r, nil
	}
	r.src, r.name = io.NewSectionReader(t.f, 0, t.written), t.f.Name()
	r.buf = make([]byte, readBytes+t.fields*maxFieldBytes) // room for a whole record past a read
	return r, nil
}

// A Reader reads a tape's records in order.
type Reader struct {
	src      io.Reader // nil for a tape in memory
	chunks   [][]byte  // a tape in memory's chunks still to read
	name     string
	buf      []byte
	pos, end int
	eof      bool
	fields   int
	left     int64 // records not yet read
	prev     int64
	err      error
}

// Next reads the next record into rec, which has the tape's fields, and
// says whether there was one: after the last, or an error (Err), none.
func (r *Reader) Next(rec []int64) bool {
	if r.left == 0 || r.err != nil {
		return false
	}
	if r.end-r.pos < r.fields*maxFieldBytes && !r.eof {
		r.fill()
		if r.err != nil {
			return false
		}
	}
	if r.pos == r.end && len(r.chunks) > 0 { // no record straddles two chunks
		r.nextChunk()
	}
	b, pos := r.buf[:r.end], r.pos
	for i := range rec {
		var ux uint64
		if pos < len(b) && b[pos] < 0x80 { // one byte: most fields
			ux, pos = uint64(b[pos]), pos+1
		} else {
			x, n := binary.Uvarint(b[pos:])
			if n <= 0 { // cut short, or past 64 bits
				r.err = r.wrap(errShort)
				return false
			}
			ux, pos = x, pos+n
		}
		rec[i] = int64(ux>>1) ^ -int64(ux&1) // zigzag
	}
	r.pos = pos
	rec[0] += r.prev
	r.prev = rec[0]
	r.left--
	return true
}

// nextChunk reads a tape in memory's next chunk.
func (r *Reader) nextChunk() {
	r.buf, r.chunks = r.chunks[0], r.chunks[1:]
	r.pos, r.end = 0, len(r.buf)
}

// fill moves what is left to the buffer's start and reads more after it,
// until a whole record is there or the file ends.
func (r *Reader) fill() {
	n := copy(r.buf, r.buf[r.pos:r.end])
	r.pos, r.end = 0, n
	for r.end < len(r.buf) && !r.eof {
		m, err := r.src.Read(r.buf[r.end:])
		r.end += m
		switch {
		case err == io.EOF:
			r.eof = true
		case err != nil:
			r.err = r.wrap(err)
			return
		}
	}
}

// wrap names the file in err.
func (r *Reader) wrap(err error) error {
	if r.name == "" {
		return fmt.Errorf("tape: %w", err)
	}
	return fmt.Errorf("tape: reading %s: %w", r.name, err)
}

// Err is the error that stopped Next, if one did: a record cut short
// where the tape ended before its records did.
func (r *Reader) Err() error { return r.err }

// Close lets go of the file, if the tape went to one.
func (t *Tape) Close() error {
	t.mem, t.chunks = nil, nil
	if t.f == nil {
		return nil
	}
	err := t.f.Close()
	if t.name != "" {
		os.Remove(t.name)
	}
	t.f = nil
	return err
}

// errShort is a record that runs past the data.
var errShort = errors.New("a record cut short")
