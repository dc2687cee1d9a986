// Package spill holds more requests than memory does: in a temporary
// folder of its own, in runs sorted in memory and written compactly
// (codec.go), merged into one file in order that can be read again and
// again, and removed on every exit: by Close, and after a process that
// was killed, by the next Sweep of the folder's parent (lock_unix.go).
// Its memory is its runs' buffers and a merge's readers, whatever the
// number of requests.
package spill

import (
	"cmp"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"

	"coordinated-omission/internal/reqlog"
)

// An Order is a total order of requests: two requests it calls equal are
// equal in every field a spill keeps.
type Order struct {
	Name    string
	Compare func(a, b reqlog.Request) int
	// grouped: the order takes each connection's requests in turn, and
	// the file in order keeps where each begins (Groups, Cursor).
	grouped bool
}

// BySend orders requests by send, then latency, type and connection: the
// audit's canonical order (audit.bySend), in which a log's connections
// are numbered by their first sends.
var BySend = Order{"send", func(a, b reqlog.Request) int {
	if a.SendNs != b.SendNs {
		return cmp.Compare(a.SendNs, b.SendNs)
	}
	return rest(a, b)
}, false}

// ByConn orders requests by connection, then send, latency and type: each
// connection's requests in turn, as a thread's cursor reads them.
var ByConn = Order{"connection", func(a, b reqlog.Request) int {
	if a.Conn != b.Conn {
		return cmp.Compare(a.Conn, b.Conn)
	}
	if a.SendNs != b.SendNs {
		return cmp.Compare(a.SendNs, b.SendNs)
	}
	return rest(a, b)
}, true}

// rest orders requests sent at once by latency, type and connection, each
// compared only where those before it tie (cmp.Or would compare all).
func rest(a, b reqlog.Request) int {
	if a.LatencyNs != b.LatencyNs {
		return cmp.Compare(a.LatencyNs, b.LatencyNs)
	}
	if a.Label != b.Label {
		return cmp.Compare(a.Label, b.Label)
	}
	return cmp.Compare(a.Conn, b.Conn)
}

// Settings size a spill's memory: two runs of RunLen requests (one
// filled while the other is sorted and written, on another core), and
// Fan readers of BufferBytes each while runs merge.
type Settings struct {
	RunLen      int
	Fan         int
	BufferBytes int
}

// Default holds 2 × 2^20 requests (64 MiB) and merges 64 runs at a time
// through 64 KiB each (4 MiB).
var Default = Settings{RunLen: 1 << 20, Fan: 64, BufferBytes: 64 << 10}

// Prefix begins the name of every spill's folder.
const Prefix = "coordinated-omission-spill-"

// A Spill takes requests in any order (Add), and gives them back in its
// order, as many times as asked (Each), once Finish has merged them.
type Spill struct {
	dir     string
	release func() // lets go of the folder's lock
	order   Order
	set     Settings
	fill    []reqlog.Request // the run being filled
	spare   []reqlog.Request // the run being sorted and written
	pending chan error       // the run being written: its result
	runs    []string
	n       int64
	merged  string
	groups  []Group  // where each connection's requests begin in merged, if grouped
	file    *os.File // merged, open for cursors
	err     error    // the first error, kept: a spill that failed stays failed
}

// New makes a spill in a folder of its own under parent (the system's
// temporary folder if empty), first removing those that processes now
// gone left there (Sweep).
func New(parent string, order Order, set Settings) (*Spill, error) {
	if set.RunLen < 1 || set.Fan < 2 || set.BufferBytes < 1 {
		return nil, fmt.Errorf("spill: settings %+v: a run of at least 1 request, a fan of at least 2 and a buffer of at least 1 byte", set)
	}
	if parent == "" {
		parent = os.TempDir()
	}
	Sweep(parent)
	dir, err := os.MkdirTemp(parent, Prefix)
	if err != nil {
		return nil, fmt.Errorf("spill: %w", err)
	}
	release, err := hold(dir)
	if err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("spill: %w", err)
	}
	return &Spill{dir: dir, release: release, order: order, set: set, fill: make([]reqlog.Request, 0, set.RunLen)}, nil
}

// Dir is the spill's folder.
func (s *Spill) Dir() string { return s.dir }

// Len is the number of requests added.
func (s *Spill) Len() int64 { return s.n }

// Add adds r. It fails if an earlier run could not be written.
func (s *Spill) Add(r reqlog.Request) error {
	if s.err != nil {
		return s.err
	}
	if s.merged != "" {
		return errors.New("spill: a request added after Finish")
	}
	s.fill = append(s.fill, r)
	s.n++
	if len(s.fill) == s.set.RunLen {
		return s.flush(true)
	}
	return nil
}

// flush waits for the run being written, then sorts and writes the one
// filled: on another goroutine if background, leaving room to fill.
func (s *Spill) flush(background bool) error {
	if err := s.wait(); err != nil {
		return err
	}
	if len(s.fill) == 0 {
		return nil
	}
	run, name := s.fill, filepath.Join(s.dir, "part"+strconv.Itoa(len(s.runs)))
	s.runs = append(s.runs, name)
	s.fill, s.spare = s.spare[:0], run
	if s.fill == nil && background {
		s.fill = make([]reqlog.Request, 0, s.set.RunLen)
	}
	write := func() error {
		slices.SortFunc(run, s.order.Compare)
		return writeRun(name, run, s.set.BufferBytes)
	}
	if !background {
		s.err = write()
		return s.err
	}
	s.pending = make(chan error, 1)
	go func() { s.pending <- write() }()
	return nil
}

// wait waits for the run being written, if one is.
func (s *Spill) wait() error {
	if s.pending != nil {
		if err := <-s.pending; err != nil && s.err == nil {
			s.err = err
		}
		s.pending = nil
	}
	return s.err
}

// writeRun writes run, sorted, to the file name.
func writeRun(name string, run []reqlog.Request, bufferBytes int) error {
	w, err := create(name, bufferBytes)
	if err != nil {
		return err
	}
	for _, r := range run {
		if err := w.put(r); err != nil {
			w.abandon()
			return err
		}
	}
	return w.close()
}

// Finish writes the last run and merges the runs into one file in order,
// Fan at a time, removing each run once merged. The requests' memory
// is let go of.
func (s *Spill) Finish() error {
	if err := s.flush(false); err != nil {
		return err
	}
	s.fill, s.spare = nil, nil
	s.merged = filepath.Join(s.dir, "sorted")
	switch {
	case len(s.runs) == 0:
		s.err = writeRun(s.merged, nil, s.set.BufferBytes)
		return s.err
	case len(s.runs) == 1 && !s.order.grouped:
		if err := os.Rename(s.runs[0], s.merged); err != nil {
			s.err = fmt.Errorf("spill: %w", err)
		}
		return s.err
	}
	for round := 0; ; round++ {
		if len(s.runs) <= s.set.Fan { // the last round, which keeps the groups
			var groups *[]Group
			if s.order.grouped {
				groups = &s.groups
			}
			s.err = merge(s.merged, s.runs, s.order, s.set.BufferBytes, groups)
			return s.err
		}
		var next []string
		for i := 0; i < len(s.runs); i += s.set.Fan {
			group := s.runs[i:min(i+s.set.Fan, len(s.runs))]
			name := filepath.Join(s.dir, "merged"+strconv.Itoa(round)+"_"+strconv.Itoa(len(next)))
			if err := merge(name, group, s.order, s.set.BufferBytes, nil); err != nil {
				s.err = err
				return err
			}
			next = append(next, name)
		}
		s.runs = next
	}
}

// Each calls yield with every request in order, until it returns false.
func (s *Spill) Each(yield func(reqlog.Request) bool) error {
	if s.err != nil {
		return s.err
	}
	if s.merged == "" {
		return errors.New("spill: read before Finish")
	}
	f, err := os.Open(s.merged)
	if err != nil {
		return fmt.Errorf("spill: %w", err)
	}
	defer f.Close()
	d := newDecoder(f, s.merged, s.set.BufferBytes)
	for {
		r, ok, err := d.next()
		if err != nil || !ok {
			return err
		}
		if !yield(r) {
			return nil
		}
	}
}

// Close removes the spill's folder and everything in it, once the run
// being written is done. It may be called more than once.
func (s *Spill) Close() error {
	s.wait()
	if s.release == nil {
		return nil
	}
	if s.file != nil {
		s.file.Close()
	}
	err := os.RemoveAll(s.dir)
	s.release()
	s.release, s.fill, s.spare = nil, nil, nil
	if s.err == nil {
		s.err = errors.New("spill: closed")
	}
	if err != nil {
		return fmt.Errorf("spill: %w", err)
	}
	return nil
}
