package reqlog

import (
	"bufio"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// isH2load reports whether a line is h2load's: the send in µs since the
// epoch, the status, the duration in µs, tab-separated.
func isH2load(l string) bool {
	f := strings.Split(l, "\t")
	return len(f) == 3 && len(f[0]) == 16 && whole(f[0]) && whole(strings.TrimPrefix(f[1], "-")) && whole(f[2])
}

// h2load: --log-file: the send (µs since the epoch), the status, the
// duration (µs), tab-separated. No client.
type h2load struct{ noHeader }

func (h2load) line(l string) (sample, rowKind, error) {
	f := strings.Split(l, "\t")
	if len(f) != 3 {
		return sample{}, rowOther, fmt.Errorf("want h2load's 3 tab-separated columns, got %d", len(f))
	}
	send, err := integer(f[0], "the start")
	if err != nil {
		return sample{}, rowOther, err
	}
	lat, err := integer(f[2], "the duration")
	if err != nil {
		return sample{}, rowOther, err
	}
	status, _ := strconv.Atoi(f[1])
	return sample{SendNs: send * 1000, LatencyNs: lat * 1000, Conn: NoConn}, failedIf(status < 200 || status >= 400), nil
}

var h2loadFormat = format{name: FormatH2load, tells: func(first string, _ map[string]json.RawMessage, _ *bufio.Reader) bool { return isH2load(first) },
	lines: lineFormat(func() lineReader { return h2load{} }), resolutionNs: 1000, notes: note("h2load's log names no client")}
