package reqlog

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"time"
)

// k6JSON: --out json: the http_req_duration points; a point's time is the
// request's end, its value the duration in ms; vu in its metadata (or its
// tags) names the virtual user, the name tag the request, and iter (k6
// v0.41 on) the VU's iteration: each iteration a session of its own, its
// Conn vu<<32 | iter. The vus points count the live virtual users, the
// dropped_iterations points the arrivals no VU was free for. Other lines
// are skipped. Its keys may come in any order.
type k6JSON struct {
	noHeader
	labels   labelSet
	live     liveTrack
	sessions bool
	dropped  int64
}

func newK6JSON() *k6JSON { return &k6JSON{labels: newLabelSet()} }

func (k *k6JSON) labelNames() []string { return k.labels.names }

func (k *k6JSON) liveCounts() []LiveCount { return k.live.counts }

func (k *k6JSON) line(l string) (sample, rowKind, error) {
	s := k.sample(l)
	return k.take(&s)
}

// A k6Sample is a k6 JSON line read on its own: a point of live VUs, of
// dropped iterations, or a request, its name not yet numbered.
type k6Sample struct {
	kind      rowKind
	err       error
	point     k6Kind
	atNs, n   int64 // a vus point's time and count; dropped_iterations' count
	req       sample
	name      string
	named     bool
	iteration bool // the request's Conn is its VU's iteration
}

// The points a k6 JSON line holds that the audit reads.
type k6Kind uint8

const (
	k6Other k6Kind = iota
	k6Live
	k6Dropped
	k6Request
)

// sample reads a line; it changes nothing, so that lines read on every
// core (take then keeps them in order).
func (*k6JSON) sample(l string) k6Sample {
	var v struct {
		Type   string `json:"type"`
		Metric string `json:"metric"`
		Data   struct {
			Time     time.Time         `json:"time"`
			Value    *float64          `json:"value"`
			Tags     map[string]string `json:"tags"`
			Metadata map[string]string `json:"metadata"`
		} `json:"data"`
	}
	if err := json.Unmarshal([]byte(l), &v); err != nil {
		return k6Sample{kind: rowOther, err: fmt.Errorf("not a k6 JSON line")}
	}
	if v.Type == "Point" && v.Metric == "vus" && v.Data.Value != nil && !v.Data.Time.IsZero() {
		return k6Sample{kind: rowOther, point: k6Live, atNs: v.Data.Time.UnixNano(), n: int64(*v.Data.Value)}
	}
	if v.Type == "Point" && v.Metric == "dropped_iterations" && v.Data.Value != nil && *v.Data.Value > 0 && *v.Data.Value < 1<<31 {
		return k6Sample{kind: rowOther, point: k6Dropped, n: int64(*v.Data.Value)}
	}
	if v.Type != "Point" || v.Metric != k6Duration {
		return k6Sample{kind: rowOther}
	}
	if v.Data.Value == nil || v.Data.Time.IsZero() {
		return k6Sample{kind: rowOther, err: fmt.Errorf("an %s point with no time or value", k6Duration)}
	}
	lat, err := scaled(strconv.FormatFloat(*v.Data.Value, 'f', 6, 64), 1e6)
	if err != nil {
		return k6Sample{kind: rowOther, err: err}
	}
	s := k6Sample{point: k6Request, req: sample{SendNs: v.Data.Time.UnixNano() - lat, LatencyNs: lat, Conn: NoConn}}
	for _, m := range []map[string]string{v.Data.Metadata, v.Data.Tags} {
		if vu, err := strconv.ParseInt(m["vu"], 10, 64); err == nil && vu >= 0 {
			s.req.Conn = vu
			if it, err := strconv.ParseInt(m["iter"], 10, 32); err == nil && it >= 0 && vu < 1<<31 {
				s.req.Conn, s.iteration = vu<<32|it, true
			}
			break
		}
	}
	s.name, s.named = v.Data.Tags["name"]
	s.kind = failedIf(v.Data.Tags["expected_response"] == "false" || k6Failed(v.Data.Tags["status"]))
	return s
}

// take is a sample's in-order step: the live VUs and the dropped
// iterations kept, a request's name numbered.
func (k *k6JSON) take(s *k6Sample) (sample, rowKind, error) {
	switch s.point {
	case k6Live:
		k.live.add(s.atNs, s.n)
	case k6Dropped:
		k.dropped += s.n
	case k6Request:
		r := s.req
		if s.named {
			r.Label = k.labels.of(s.name)
		}
		k.sessions = k.sessions || s.iteration
		return r, s.kind, nil
	}
	return sample{}, s.kind, s.err
}

// lanes reads the rest of br on every core.
func (k *k6JSON) lanes(br *bufio.Reader, r *lineRun, ln lanes) error {
	return readLanes(br, r, ln, alone(k.sample), k.line, k.take)
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

func (k *k6CSV) resolution() int64 { return k.unitNs }

func (k *k6CSV) labelNames() []string { return k.labels.names }

func (k *k6CSV) liveCounts() []LiveCount { return k.live.counts }

func (k *k6CSV) line(l string) (sample, rowKind, error) {
	f, err := split(l, ',', k.fields[:0])
	if err != nil {
		return sample{}, rowOther, fmt.Errorf("not a CSV line: %v", err)
	}
	k.fields = f
	if len(f) < len(k.names) {
		return sample{}, rowOther, fmt.Errorf("%d columns, want at least %d", len(f), len(k.names))
	}
	if f[k.metric] == "vus" {
		if at, _, err := epoch(f[k.ts]); err == nil {
			if n, err := scaled(f[k.value], 1); err == nil {
				k.live.add(at, n)
			}
		}
		return sample{}, rowOther, nil
	}
	if f[k.metric] != k6Duration {
		return sample{}, rowOther, nil
	}
	end, unit, err := epoch(f[k.ts])
	if err != nil {
		return sample{}, rowOther, err
	}
	if k.unitNs == 0 {
		k.unitNs = unit
	}
	lat, err := scaled(f[k.value], 1e6)
	if err != nil {
		return sample{}, rowOther, fmt.Errorf("metric_value: %w", err)
	}
	r := sample{SendNs: end - lat, LatencyNs: lat, Conn: NoConn}
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

var k6CSVFormat = format{name: FormatK6CSV, tells: prefix(k6CSVHeader), lines: lineFormat(func() lineReader { return &k6CSV{} }), notes: note(k6Note)}

var k6JSONFormat = format{name: FormatK6JSON, tells: jsonKeys("type", "metric", "data"), lines: lineFormat(func() lineReader { return newK6JSON() }), resolutionNs: 1000, notes: note(k6Note)}
