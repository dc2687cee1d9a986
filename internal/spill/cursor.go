package spill

import (
	"errors"
	"fmt"
	"io"
	"os"

	"coordinated-omission/internal/reqlog"
)

// A Group is one connection's requests in a spill in ByConn's order:
// how many, and where in the file they begin, with what a decoder must
// know of the request before them.
type Group struct {
	Conn               int32
	Count              int64
	offset             int64
	prevSend, prevConn int64
}

// Groups are the connections of a spill in ByConn's order, in that
// order, once Finish has merged it: memory by connections, not requests.
func (s *Spill) Groups() ([]Group, error) {
	if s.err != nil {
		return nil, s.err
	}
	if !s.order.grouped || s.merged == "" {
		return nil, fmt.Errorf("spill: groups of a spill by %s, or before Finish", s.order.Name)
	}
	return s.groups, nil
}

// A Cursor reads one connection's requests in order, from the spill's
// one open file (each read at its own offset, so cursors take no file
// of their own), through a buffer of its own.
type Cursor struct {
	d    *decoder
	left int64
}

// Cursor returns a cursor on g's requests that reads through a buffer of
// bufferBytes: a thread's cursor, of which a plan may hold thousands.
func (s *Spill) Cursor(g Group, bufferBytes int) (*Cursor, error) {
	if _, err := s.Groups(); err != nil {
		return nil, err
	}
	if s.file == nil {
		f, err := os.Open(s.merged)
		if err != nil {
			s.err = fmt.Errorf("spill: %w", err)
			return nil, s.err
		}
		s.file = f
	}
	d := newDecoder(io.NewSectionReader(s.file, g.offset, 1<<62), s.merged, bufferBytes)
	d.prevSend, d.prevConn = g.prevSend, g.prevConn
	return &Cursor{d: d, left: g.Count}, nil
}

// Next returns the connection's next request, and false after its last.
func (c *Cursor) Next() (reqlog.Request, bool, error) {
	if c.left == 0 {
		return reqlog.Request{}, false, nil
	}
	r, ok, err := c.d.next()
	switch {
	case err != nil:
		return r, false, err
	case !ok:
		return r, false, errors.New("spill: reading " + c.d.name + ": a connection's requests cut short")
	}
	c.left--
	return r, true, nil
}
