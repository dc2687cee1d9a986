package reqlog

import (
	"encoding/json"
	"fmt"
	"strconv"
)

// fortio: -access-log-file, JSON: latency (s, to the µs), timestamp (ns
// since the epoch, the request's start), thread, iter, ok.
type fortio struct{ noHeader }

func (fortio) line(l string) (sample, rowKind, error) {
	var v struct {
		Latency   *float64 `json:"latency"`
		Timestamp *int64   `json:"timestamp"`
		Thread    *int64   `json:"thread"`
		OK        *bool    `json:"ok"`
	}
	if err := json.Unmarshal([]byte(l), &v); err != nil || v.Latency == nil || v.Timestamp == nil || v.Thread == nil || *v.Thread < 0 {
		return sample{}, rowOther, fmt.Errorf("not a fortio access log line")
	}
	lat, err := seconds(strconv.FormatFloat(*v.Latency, 'f', 9, 64))
	if err != nil {
		return sample{}, rowOther, err
	}
	return sample{SendNs: *v.Timestamp, LatencyNs: lat, Conn: *v.Thread}, failedIf(v.OK != nil && !*v.OK), nil
}

var fortioFormat = format{name: FormatFortio, tells: jsonKeys("thread", "iter", "timestamp", "latency"), lines: lineFormat(func() lineReader { return fortio{} }), resolutionNs: 1000}
