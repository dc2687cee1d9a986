package reqlog

import (
	"encoding/csv"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// csvHeader is a CSV format's header: its columns by name.
type csvHeader struct{ names []string }

func (h *csvHeader) parse(first string) error {
	f, err := csv.NewReader(strings.NewReader(first)).Read()
	if err != nil {
		return fmt.Errorf("not a CSV header: %v", err)
	}
	h.names = f
	return nil
}

// index finds a column by name, or by number from 1.
func (h *csvHeader) index(c Column, flag string) (int, error) {
	if i := slices.Index(h.names, string(c)); i >= 0 {
		return i, nil
	}
	if n, err := strconv.Atoi(string(c)); err == nil && n >= 1 && n <= len(h.names) {
		return n - 1, nil
	}
	return 0, fmt.Errorf("%s %q: no such column; the header has %s (or give a number from 1 to %d)", flag, c, strings.Join(h.names, ", "), len(h.names))
}

func fields(l string, want int) ([]string, error) {
	f, err := csv.NewReader(strings.NewReader(l)).Read()
	if err != nil {
		return nil, fmt.Errorf("not a CSV line: %v", err)
	}
	if len(f) < want {
		return nil, fmt.Errorf("%d columns, want at least %d", len(f), want)
	}
	return f, nil
}

// epoch reads a time since the epoch, its unit told by its whole digits
// (9 or 10 for seconds, 12 or 13 for ms, 15 or 16 for µs, 18 or 19 for
// ns: from 1973 to 2286), or an RFC 3339 time; it returns the time in ns,
// exactly, and the unit.
func epoch(s string) (int64, int64, error) {
	s = strings.TrimSpace(s)
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		return t.UnixNano(), 1, nil
	}
	whole, _, _ := strings.Cut(s, ".")
	for _, u := range []struct {
		digits int
		ns     int64
	}{{18, 1}, {19, 1}, {15, 1e3}, {16, 1e3}, {12, 1e6}, {13, 1e6}, {9, 1e9}, {10, 1e9}} {
		if len(whole) == u.digits && whole[0] != '0' {
			v, err := scaled(s, u.ns)
			return v, u.ns, err
		}
	}
	return 0, 0, fmt.Errorf("%q is not a time since the epoch in s, ms, µs or ns, nor an RFC 3339 time", s)
}

// names numbers the names of a log's connections or threads from 0, in
// the order they first appear.
type names map[string]int64

// hostThreads numbers a JMeter log's threads, each named by its host and
// its name, without joining the two into a new string for each line: a
// name is copied when first seen, so that it holds no line read.
type hostThreads map[hostThread]int64

type hostThread struct{ host, thread string }

func (n hostThreads) of(host, thread string) int64 {
	id, ok := n[hostThread{host, thread}]
	if !ok {
		id = int64(len(n))
		n[hostThread{strings.Clone(host), strings.Clone(thread)}] = id
	}
	return id
}

func (n names) of(name string) int64 {
	id, ok := n[name]
	if !ok {
		id = int64(len(n))
		n[name] = id
	}
	return id
}
