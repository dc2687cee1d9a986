package reqlog

import (
	"bufio"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// gatling: the text simulation.log of Gatling 3.0 to 3.12, from its
// LogFileDataWriter: tab-separated records. A REQUEST record is the
// groups, the request's name, its start and end (ms since the epoch), OK
// or KO, and a message; from 3.0 to 3.3 the virtual user's id comes
// first, which names the connection. USER records count the virtual
// users, START and END (3.0 to 3.3: the scenario, the user's id, START or
// END, two times; 3.4 on: the scenario, START or END, one time). RUN,
// GROUP, ERROR and ASSERTION records are not requests.
type gatling struct {
	labels labelSet
	live   liveTrack
	users  int64
}

func newGatling() *gatling { return &gatling{labels: newLabelSet()} }

func (g *gatling) header(string) (bool, error) { return false, nil }

func (g *gatling) labelNames() []string { return g.labels.names }

func (g *gatling) liveCounts() []LiveCount { return g.live.counts }

func (g *gatling) line(l string) (sample, rowKind, error) {
	s := g.sample(l)
	return g.take(&s)
}

// A gatlingSample is a record read on its own: a user's start or end,
// or a request, its name not yet numbered.
type gatlingSample struct {
	kind      rowKind
	err       error
	user      int // +1 a user's START, -1 its END, 0 no USER record
	atMs      int64
	req       sample
	name      string
	isRequest bool
}

// sample reads a record; it changes nothing, so that records read on
// every core (take then keeps them in order).
func (*gatling) sample(l string) gatlingSample {
	f := strings.Split(l, "\t")
	switch f[0] {
	case "USER":
		for i := 2; i+1 < len(f); i++ {
			if f[i] == "START" || f[i] == "END" {
				// 3.0 to 3.3 write two times, the user's start and, ending, its
				// end: the last time written is the event's
				last := len(f) - 1
				for last > i+1 && strings.TrimSpace(f[last]) == "" {
					last--
				}
				at, err := integer(f[last], "the user's time")
				if err != nil {
					return gatlingSample{kind: rowOther, err: err}
				}
				s := gatlingSample{kind: rowOther, user: 1, atMs: at}
				if f[i] == "END" {
					s.user = -1
				}
				return s
			}
		}
		return gatlingSample{kind: rowOther, err: fmt.Errorf("a USER record with no START or END")}
	case gatlingRecord:
	default:
		return gatlingSample{kind: rowOther}
	}
	for i := 3; i < len(f); i++ {
		if f[i] == "OK" || f[i] == "KO" {
			start, err := integer(f[i-2], "the start")
			if err != nil {
				return gatlingSample{kind: rowOther, err: err}
			}
			end, err := integer(f[i-1], "the end")
			if err != nil || end < start {
				return gatlingSample{kind: rowOther, err: fmt.Errorf("the end %q is not a time at or after the start", f[i-1])}
			}
			if start <= 0 {
				return gatlingSample{kind: rowZeroTime}
			}
			if start > maxScaled/1e6 || end > maxScaled/1e6 {
				return gatlingSample{kind: rowOther, err: fmt.Errorf("the start %q is too large for ms since the epoch", f[i-2])}
			}
			s := gatlingSample{kind: failedIf(f[i] == "KO"), isRequest: true, name: f[i-3],
				req: sample{SendNs: start * 1e6, LatencyNs: (end - start) * 1e6, Conn: NoConn}}
			if i == 6 { // 3.0 to 3.3: REQUEST, user, groups, name, start, end, status
				if id, err := strconv.ParseInt(f[1], 10, 64); err == nil && id >= 0 {
					s.req.Conn = id
				}
			}
			return s
		}
	}
	return gatlingSample{kind: rowOther, err: fmt.Errorf("a REQUEST record with no OK or KO status")}
}

// take is a sample's in-order step: the users counted, a request's name
// numbered.
func (g *gatling) take(s *gatlingSample) (sample, rowKind, error) {
	if s.user != 0 {
		g.users = max(0, g.users+int64(s.user))
		g.live.add(s.atMs*1e6, g.users)
	}
	if !s.isRequest {
		return sample{}, s.kind, s.err
	}
	r := s.req
	r.Label = g.labels.of(s.name)
	return r, s.kind, nil
}

// lanes reads the rest of br on every core.
func (g *gatling) lanes(br *bufio.Reader, r *lineRun, ln lanes) error {
	return readLanes(br, r, ln, alone(g.sample), g.line, g.take)
}

var gatlingFormat = format{name: FormatGatling, tells: func(first string, _ map[string]json.RawMessage, _ *bufio.Reader) bool {
	return strings.HasPrefix(first, "RUN\t") || strings.HasPrefix(first, gatlingRecord+"\t") || strings.HasPrefix(first, "USER\t")
}, lines: lineFormat(func() lineReader { return newGatling() }), resolutionNs: 1_000_000,
	notes: note("Gatling's REQUEST records are read as Gatling 3's text simulation.log lays them out (start and end in ms before the status), from its LogFileDataWriter: Gatling does not install here")}
