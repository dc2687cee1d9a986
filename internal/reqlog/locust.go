package reqlog

import (
	"bufio"
	"encoding/json"
	"strings"
)

// hookCSV reads the CSV a hook of contrib/ writes into a tool that logs
// nothing of its own per request (contrib/locust/co_log.py,
// contrib/artillery/co_log.js): a generic CSV whose columns are known,
// the send in s since the epoch to the µs, the latency in ms, the user
// (Locust's greenlet, each a closed loop; Artillery's virtual user, each
// a session on the phases' schedule), the request's name, and whether it
// succeeded. A repeat of the header, which two of Artillery's worker
// threads write when both find the log empty, is skipped.
type hookCSV struct {
	*genericCSV
	head string
}

func newHookCSV(header, user string) hookCSV {
	c, _ := newGenericCSV(Generic{Send: "start_s", Latency: "latency_ms", Conn: Column(user), Type: "name"})
	return hookCSV{c, header}
}

func (l hookCSV) line(text string) (sample, rowKind, error) {
	if text == l.head {
		return sample{}, rowOther, nil
	}
	r, kind, err := l.genericCSV.line(text)
	if err == nil && kind == rowRequest && strings.HasSuffix(text, ",false") {
		kind = rowFailed
	}
	return r, kind, err
}

// locustHeader is the first line of contrib/locust/co_log.py's CSV.
const locustHeader = "start_s,latency_ms,user,name,ok"

var locustFormat = format{name: FormatLocust, tells: func(first string, _ map[string]json.RawMessage, _ *bufio.Reader) bool { return first == locustHeader },
	lines: lineFormat(func() lineReader { return newHookCSV(locustHeader, "user") })}
