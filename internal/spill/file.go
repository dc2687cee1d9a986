package spill

import (
	"container/heap"
	"fmt"
	"os"

	"coordinated-omission/internal/reqlog"
)

// A runWriter writes requests to a file through a buffer of its own.
type runWriter struct {
	f       *os.File
	name    string
	enc     encoder
	buf     []byte
	written int64    // bytes written before buf
	groups  *[]Group // where each connection's requests begin, if kept
}

func create(name string, bufferBytes int) (*runWriter, error) {
	f, err := os.Create(name)
	if err != nil {
		return nil, fmt.Errorf("spill: %w", err)
	}
	return &runWriter{f: f, name: name, buf: make([]byte, 0, max(bufferBytes, 2*maxRecord))}, nil
}

func (w *runWriter) put(r reqlog.Request) error {
	if w.groups != nil {
		g := *w.groups
		if len(g) == 0 || g[len(g)-1].Conn != r.Conn {
			g = append(g, Group{Conn: r.Conn, offset: w.written + int64(len(w.buf)), prevSend: w.enc.prevSend, prevConn: w.enc.prevConn})
		}
		g[len(g)-1].Count++
		*w.groups = g
	}
	w.buf = w.enc.put(w.buf, r)
	if cap(w.buf)-len(w.buf) < maxRecord {
		return w.flush()
	}
	return nil
}

func (w *runWriter) flush() error {
	if _, err := w.f.Write(w.buf); err != nil {
		return fmt.Errorf("spill: %w", err) // os.PathError names the file
	}
	w.written += int64(len(w.buf))
	w.buf = w.buf[:0]
	return nil
}

func (w *runWriter) close() error {
	err := w.flush()
	if cerr := w.f.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("spill: %w", cerr)
	}
	return err
}

// abandon closes the file after an error; the folder's removal takes it.
func (w *runWriter) abandon() { w.f.Close() }

// A cursor is a run being merged: its file, and its next request.
type cursor struct {
	f   *os.File
	d   *decoder
	r   reqlog.Request
	run int // its place among the runs merged: ties go to the earlier
}

// cursors are a merge's runs, on a heap by their next requests.
type cursors struct {
	cs    []*cursor
	order Order
}

func (h *cursors) Len() int { return len(h.cs) }
func (h *cursors) Less(i, j int) bool {
	if c := h.order.Compare(h.cs[i].r, h.cs[j].r); c != 0 {
		return c < 0
	}
	return h.cs[i].run < h.cs[j].run
}
func (h *cursors) Swap(i, j int) { h.cs[i], h.cs[j] = h.cs[j], h.cs[i] }
func (h *cursors) Push(x any)    { h.cs = append(h.cs, x.(*cursor)) }
func (h *cursors) Pop() any {
	c := h.cs[len(h.cs)-1]
	h.cs = h.cs[:len(h.cs)-1]
	return c
}

// merge writes the runs, each in order, to the file name in order, and
// removes them; where groups is not nil, it keeps there where each
// connection's requests begin. A merge's fan is a few dozen runs, so container/heap's
// interface calls cost little beside the decoding.
func merge(name string, runs []string, order Order, bufferBytes int, groups *[]Group) (err error) {
	h := &cursors{order: order}
	defer func() {
		for _, c := range h.cs {
			c.f.Close()
		}
	}()
	for i, run := range runs {
		f, err := os.Open(run)
		if err != nil {
			return fmt.Errorf("spill: %w", err)
		}
		c := &cursor{f: f, d: newDecoder(f, run, bufferBytes), run: i}
		r, ok, err := c.d.next()
		if err != nil {
			f.Close()
			return err
		}
		if !ok {
			f.Close()
			continue
		}
		c.r = r
		h.cs = append(h.cs, c)
	}
	heap.Init(h)
	w, err := create(name, bufferBytes)
	if err != nil {
		return err
	}
	w.groups = groups
	for h.Len() > 0 {
		c := h.cs[0]
		if err := w.put(c.r); err != nil {
			w.abandon()
			return err
		}
		r, ok, err := c.d.next()
		switch {
		case err != nil:
			w.abandon()
			return err
		case ok:
			c.r = r
			heap.Fix(h, 0)
		default:
			c.f.Close()
			heap.Pop(h)
		}
	}
	if err := w.close(); err != nil {
		return err
	}
	for _, run := range runs {
		if err := os.Remove(run); err != nil {
			return fmt.Errorf("spill: %w", err)
		}
	}
	return nil
}
