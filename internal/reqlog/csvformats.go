package reqlog

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	vegeta "github.com/tsenart/vegeta/v12/lib"
)

// readVegeta reads vegeta's binary results (its gob encoding): the
// timestamp is the actual send, the latency in ns; no connection.
func readVegeta(r io.Reader) (*Log, error) {
	dec := vegeta.NewDecoder(r)
	log := &Log{Format: FormatVegeta, ResolutionNs: 1}
	var chunks chunked
	for n := 1; ; n++ {
		var res vegeta.Result
		err := dec.Decode(&res)
		if errors.Is(err, io.EOF) && n > 1 {
			break
		}
		if err != nil {
			if n == 1 {
				return nil, fmt.Errorf("%w: a binary file that is neither vegeta's results (%v) nor Gatling's binary simulation.log (its RUN record and version at the start)", ErrFormat, err)
			}
			return nil, fmt.Errorf("result %d: %w: %v", n, ErrFormat, err)
		}
		req := Request{SendNs: res.Timestamp.UnixNano(), LatencyNs: int64(res.Latency), Conn: NoConn}
		if err := chunks.add(req); err != nil {
			return nil, fmt.Errorf("result %d: %w", n, err)
		}
		if res.Code == 0 || res.Error != "" {
			log.Failed++
		}
	}
	if log.Requests = chunks.join(); len(log.Requests) == 0 {
		return nil, fmt.Errorf("%w: vegeta's results hold none", ErrEmpty)
	}
	return log, nil
}

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

// k6CSV: --out csv: the http_req_duration rows; timestamp is the request's
// end, in the unit K6_CSV_TIME_FORMAT chose (seconds by default), and
// metric_value the duration in ms; name the request's name, status its
// status, vu=N in metadata (or, before k6 had that column, in
// extra_tags) its virtual user. The vus rows count the live virtual
// users. Other rows are skipped. The header names the columns, whose
// number k6 has changed (15, 17, 18 and 19 of them).
type k6CSV struct {
	csvHeader
	ts, value, metric  int
	meta, extra        int   // the metadata and extra_tags columns, -1 if none
	name, status, good int   // name, status, expected_response, -1 if none
	unitNs             int64 // the timestamps' unit, from the first
	labels             labelSet
	live               liveTrack
	fields             []string
}

func (k *k6CSV) header(first string) (bool, error) {
	if err := k.parse(first); err != nil {
		return false, err
	}
	var err error
	for _, c := range []struct {
		name string
		at   *int
	}{{"metric_name", &k.metric}, {"timestamp", &k.ts}, {"metric_value", &k.value}} {
		if *c.at, err = k.index(Column(c.name), "k6's header"); err != nil {
			return false, err
		}
	}
	k.meta, k.extra = slices.Index(k.names, "metadata"), slices.Index(k.names, "extra_tags")
	k.name, k.status, k.good = slices.Index(k.names, "name"), slices.Index(k.names, "status"), slices.Index(k.names, "expected_response")
	k.labels = newLabelSet()
	return true, nil
}

func (k *k6CSV) resolution() int64       { return k.unitNs }
func (k *k6CSV) labelNames() []string    { return k.labels.names }
func (k *k6CSV) liveCounts() []LiveCount { return k.live.counts }

func (k *k6CSV) line(l string) (Request, rowKind, error) {
	f, err := split(l, ',', k.fields[:0])
	if err != nil {
		return Request{}, rowOther, fmt.Errorf("not a CSV line: %v", err)
	}
	k.fields = f
	if len(f) < len(k.names) {
		return Request{}, rowOther, fmt.Errorf("%d columns, want at least %d", len(f), len(k.names))
	}
	if f[k.metric] == "vus" {
		if at, _, err := epoch(f[k.ts]); err == nil {
			if n, err := scaled(f[k.value], 1); err == nil {
				k.live.add(at, n)
			}
		}
		return Request{}, rowOther, nil
	}
	if f[k.metric] != k6Duration {
		return Request{}, rowOther, nil
	}
	end, unit, err := epoch(f[k.ts])
	if err != nil {
		return Request{}, rowOther, err
	}
	if k.unitNs == 0 {
		k.unitNs = unit
	}
	lat, err := scaled(f[k.value], 1e6)
	if err != nil {
		return Request{}, rowOther, fmt.Errorf("metric_value: %w", err)
	}
	r := Request{SendNs: end - lat, LatencyNs: lat, Conn: NoConn}
	for _, c := range []int{k.meta, k.extra} {
		if c < 0 || r.Conn != NoConn {
			continue
		}
		if q, err := url.ParseQuery(f[c]); err == nil {
			if vu, err := strconv.ParseInt(q.Get("vu"), 10, 64); err == nil && vu >= 0 {
				r.Conn = vu
			}
		}
	}
	if k.name >= 0 {
		r.Label = k.labels.of(f[k.name])
	}
	failed := k.good >= 0 && f[k.good] == "false" || k.status >= 0 && k6Failed(f[k.status])
	return r, failedIf(failed), nil
}

// k6Failed reports whether a k6 status failed: outside 200 to 399, k6's
// expected statuses by default (0 is no response).
func k6Failed(status string) bool {
	n, err := strconv.Atoi(status)
	return err == nil && (n < 200 || n >= 400)
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

func (n names) of(name string) int64 {
	id, ok := n[name]
	if !ok {
		id = int64(len(n))
		n[name] = id
	}
	return id
}
