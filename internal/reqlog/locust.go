package reqlog

import (
	"bufio"
	"encoding/json"
	"strings"
)

// locust reads contrib/locust/co_log.py's CSV: a generic CSV whose
// columns are known, the send in s since the epoch to the µs, the
// latency in ms, the user (a greenlet of Locust's, each a closed loop),
// the request's name, and whether it succeeded.
type locust struct{ *genericCSV }

func newLocust() locust {
	c, _ := newGenericCSV(Generic{Send: "start_s", Latency: "latency_ms", Conn: "user", Type: "name"})
	return locust{c}
}

func (l locust) line(text string) (Request, rowKind, error) {
	r, kind, err := l.genericCSV.line(text)
	if err == nil && kind == rowRequest && strings.HasSuffix(text, ",false") {
		kind = rowFailed
	}
	return r, kind, err
}

var locustFormat = format{name: FormatLocust, tells: func(first string, _ map[string]json.RawMessage, _ *bufio.Reader) bool { return first == locustHeader },
	lines: lineFormat(func() lineReader { return newLocust() })}
