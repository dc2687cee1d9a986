package spill

import (
	"encoding/binary"
	"fmt"
	"io"

	"coordinated-omission/internal/reqlog"
)

// maxRecord is the most bytes a record takes: four varints of 64 bits.
const maxRecord = 4 * binary.MaxVarintLen64

// An encoder writes requests as the differences from the one before: the
// send and the connection as deltas, the latency and the type as they
// are, each a zigzag varint. Sorted by send, or by connection then send,
// a request of a typical log takes 6 to 9 bytes rather than 32. The
// deltas wrap as 64-bit integers do, so every request, however far from
// the one before, comes back exactly.
type encoder struct {
	prevSend, prevConn int64
}

// put appends r's record to dst.
func (e *encoder) put(dst []byte, r reqlog.Request) []byte {
	dst = binary.AppendVarint(dst, r.SendNs-e.prevSend)
	dst = binary.AppendVarint(dst, r.LatencyNs)
	dst = binary.AppendVarint(dst, int64(r.Conn)-e.prevConn)
	dst = binary.AppendVarint(dst, int64(r.Label))
	e.prevSend, e.prevConn = r.SendNs, int64(r.Conn)
	return dst
}

// A decoder reads back what an encoder wrote, from r, through a buffer of
// its own: a record never straddles the buffer's end when it is decoded.
type decoder struct {
	r                  io.Reader
	name               string // the file, for errors
	buf                []byte
	pos, end           int
	eof                bool
	prevSend, prevConn int64
}

func newDecoder(r io.Reader, name string, size int) *decoder {
	return &decoder{r: r, name: name, buf: make([]byte, max(size, 2*maxRecord))}
}

// fill moves what is left to the buffer's start and reads more after it,
// until a whole record is there or the file ends.
func (d *decoder) fill() error {
	n := copy(d.buf, d.buf[d.pos:d.end])
	d.pos, d.end = 0, n
	for d.end < maxRecord && !d.eof {
		m, err := d.r.Read(d.buf[d.end:])
		d.end += m
		switch {
		case err == io.EOF:
			d.eof = true
		case err != nil:
			return fmt.Errorf("spill: reading %s: %w", d.name, err)
		}
	}
	return nil
}

// next returns the next request, and false at the file's end.
func (d *decoder) next() (reqlog.Request, bool, error) {
	if d.end-d.pos < maxRecord && !d.eof {
		if err := d.fill(); err != nil {
			return reqlog.Request{}, false, err
		}
	}
	if d.pos == d.end {
		return reqlog.Request{}, false, nil
	}
	var v [4]int64
	for i := range v {
		x, n := binary.Varint(d.buf[d.pos:d.end])
		if n <= 0 {
			return reqlog.Request{}, false, fmt.Errorf("spill: reading %s: a record cut short", d.name)
		}
		v[i], d.pos = x, d.pos+n
	}
	d.prevSend += v[0]
	d.prevConn += v[2]
	return reqlog.Request{SendNs: d.prevSend, LatencyNs: v[1], Conn: int32(d.prevConn), Label: int32(v[3])}, true, nil
}
