package reqlog

import (
	"encoding/json"
	"fmt"
	"strconv"
	"time"
)

// vegetaJSON: vegeta encode -to json: the same fields, the timestamp in
// RFC 3339 with ns.
type vegetaJSON struct{ noHeader }

func (vegetaJSON) line(l string) (Request, rowKind, error) {
	var v struct {
		Timestamp time.Time `json:"timestamp"`
		Latency   *int64    `json:"latency"`
		Code      int       `json:"code"`
		Error     string    `json:"error"`
	}
	if err := json.Unmarshal([]byte(l), &v); err != nil || v.Latency == nil || v.Timestamp.IsZero() {
		return Request{}, rowOther, fmt.Errorf("not a vegeta JSON result")
	}
	return Request{SendNs: v.Timestamp.UnixNano(), LatencyNs: *v.Latency, Conn: NoConn}, failedIf(v.Code == 0 || v.Error != ""), nil
}

// fortio: -access-log-file, JSON: latency (s, to the µs), timestamp (ns
// since the epoch, the request's start), thread, iter, ok.
type fortio struct{ noHeader }

func (fortio) line(l string) (Request, rowKind, error) {
	var v struct {
		Latency   *float64 `json:"latency"`
		Timestamp *int64   `json:"timestamp"`
		Thread    *int64   `json:"thread"`
		OK        *bool    `json:"ok"`
	}
	if err := json.Unmarshal([]byte(l), &v); err != nil || v.Latency == nil || v.Timestamp == nil || v.Thread == nil || *v.Thread < 0 {
		return Request{}, rowOther, fmt.Errorf("not a fortio access log line")
	}
	lat, err := seconds(strconv.FormatFloat(*v.Latency, 'f', 9, 64))
	if err != nil {
		return Request{}, rowOther, err
	}
	return Request{SendNs: *v.Timestamp, LatencyNs: lat, Conn: *v.Thread}, failedIf(v.OK != nil && !*v.OK), nil
}

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

func (k *k6JSON) labelNames() []string    { return k.labels.names }
func (k *k6JSON) liveCounts() []LiveCount { return k.live.counts }

func (k *k6JSON) line(l string) (Request, rowKind, error) {
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
		return Request{}, rowOther, fmt.Errorf("not a k6 JSON line")
	}
	if v.Type == "Point" && v.Metric == "vus" && v.Data.Value != nil && !v.Data.Time.IsZero() {
		k.live.add(v.Data.Time.UnixNano(), int64(*v.Data.Value))
		return Request{}, rowOther, nil
	}
	if v.Type == "Point" && v.Metric == "dropped_iterations" && v.Data.Value != nil && *v.Data.Value > 0 && *v.Data.Value < 1<<31 {
		k.dropped += int64(*v.Data.Value)
		return Request{}, rowOther, nil
	}
	if v.Type != "Point" || v.Metric != k6Duration {
		return Request{}, rowOther, nil
	}
	if v.Data.Value == nil || v.Data.Time.IsZero() {
		return Request{}, rowOther, fmt.Errorf("an %s point with no time or value", k6Duration)
	}
	lat, err := scaled(strconv.FormatFloat(*v.Data.Value, 'f', 6, 64), 1e6)
	if err != nil {
		return Request{}, rowOther, err
	}
	r := Request{SendNs: v.Data.Time.UnixNano() - lat, LatencyNs: lat, Conn: NoConn}
	for _, m := range []map[string]string{v.Data.Metadata, v.Data.Tags} {
		if vu, err := strconv.ParseInt(m["vu"], 10, 64); err == nil && vu >= 0 {
			r.Conn = vu
			if it, err := strconv.ParseInt(m["iter"], 10, 32); err == nil && it >= 0 && vu < 1<<31 {
				r.Conn, k.sessions = vu<<32|it, true
			}
			break
		}
	}
	if name, ok := v.Data.Tags["name"]; ok {
		r.Label = k.labels.of(name)
	}
	failed := v.Data.Tags["expected_response"] == "false" || k6Failed(v.Data.Tags["status"])
	return r, failedIf(failed), nil
}
