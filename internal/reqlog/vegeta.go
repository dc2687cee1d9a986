package reqlog

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	vegeta "github.com/tsenart/vegeta/v12/lib"
)

// isVegetaCSV reports whether a line is vegeta's CSV: the send in ns since
// the epoch, the code, the latency in ns, then the rest.
func isVegetaCSV(l string) bool {
	f := strings.SplitN(l, ",", 4)
	return len(f) == 4 && len(f[0]) == 19 && whole(f[0]) && whole(f[1]) && whole(f[2])
}

// vegetaCSV: vegeta encode -to csv: timestamp (ns since the epoch, the
// actual send), code, latency (ns), bytes out, bytes in, error, body,
// attack, seq, method, url, headers. No connection.
type vegetaCSV struct{ noHeader }

func (vegetaCSV) line(l string) (sample, rowKind, error) {
	f, err := csv.NewReader(strings.NewReader(l)).Read()
	if err != nil || len(f) < 6 {
		return sample{}, rowOther, fmt.Errorf("not a vegeta CSV line")
	}
	send, err := integer(f[0], "the timestamp")
	if err != nil {
		return sample{}, rowOther, err
	}
	lat, err := integer(f[2], "the latency")
	if err != nil {
		return sample{}, rowOther, err
	}
	return sample{SendNs: send, LatencyNs: lat, Conn: NoConn}, failedIf(f[1] == "0" || f[5] != ""), nil
}

// vegetaJSON: vegeta encode -to json: the same fields, the timestamp in
// RFC 3339 with ns.
type vegetaJSON struct{ noHeader }

func (vegetaJSON) line(l string) (sample, rowKind, error) {
	var v struct {
		Timestamp time.Time `json:"timestamp"`
		Latency   *int64    `json:"latency"`
		Code      int       `json:"code"`
		Error     string    `json:"error"`
	}
	if err := json.Unmarshal([]byte(l), &v); err != nil || v.Latency == nil || v.Timestamp.IsZero() {
		return sample{}, rowOther, fmt.Errorf("not a vegeta JSON result")
	}
	return sample{SendNs: v.Timestamp.UnixNano(), LatencyNs: *v.Latency, Conn: NoConn}, failedIf(v.Code == 0 || v.Error != ""), nil
}

// readVegeta reads vegeta's binary results (its gob encoding): the
// timestamp is the actual send, the latency in ns; no connection.
func readVegeta(r io.Reader, rd Reading) (*Log, error) {
	dec := vegeta.NewDecoder(r)
	log := &Log{}
	chunks := chunked{most: rd.MaxRequests}
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
		req := sample{SendNs: res.Timestamp.UnixNano(), LatencyNs: int64(res.Latency), Conn: NoConn}
		if err := chunks.add(req); err != nil {
			return nil, fmt.Errorf("result %d: %w", n, err)
		}
		if res.Code == 0 || res.Error != "" {
			log.Failed++
		}
	}
	if chunks.give(log); len(log.Requests) == 0 {
		return nil, fmt.Errorf("%w: vegeta's results hold none", ErrEmpty)
	}
	return log, nil
}

var vegetaJSONFormat = format{name: FormatVegetaJSON, tells: jsonKeys("seq", "timestamp", "latency", "code"), lines: lineFormat(func() lineReader { return vegetaJSON{} }), resolutionNs: 1}

var vegetaCSVFormat = format{name: FormatVegetaCSV, tells: func(first string, _ map[string]json.RawMessage, _ *bufio.Reader) bool { return isVegetaCSV(first) },
	lines: lineFormat(func() lineReader { return vegetaCSV{} }), resolutionNs: 1}

var vegetaFormat = format{name: FormatVegeta, binary: func([]byte) bool { return true }, whole: readVegeta, resolutionNs: 1}
