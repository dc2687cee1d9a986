package reqlog

import (
	"fmt"
	"strings"
)

// A Log is what a reader found in a per-request log.
type Log struct {
	Format   string
	Requests []Request
	// Labels are the request types' names, by a Request's Label: one ""
	// where the log names none.
	Labels       []string
	ResolutionNs int64 // how finely its timestamps are written
	// LatencyResolutionNs is how finely its latencies are written,
	// measured from their values (latencyStep): a log can stamp its sends
	// to the µs and its latencies to the ms.
	LatencyResolutionNs int64
	Failed              int64 // requests it marks failed, kept: they were sent and answered
	Aside               Aside // rows that are not requests, set aside
	// Live is the count of live threads or users at each change, where
	// the log gives it (JMeter's allThreads, k6's vus, Gatling's USER
	// records): at most maxLive changes.
	Live  []LiveCount
	Notes []string // what the reader assumed, and what the log leaves out
	// ConnIDs are the connections' names, by a Request's Conn, in their
	// order: a thread's or a user's number as the log gives it (JMeter's
	// and a CSV's, numbered in the order the log names them), or
	// thread<<32 | session where Sessions; nil for one of each number.
	ConnIDs []int64
	// Sessions says that each connection is a thread's session: k6's VU
	// and iteration, each iteration a session of its own. Dropped counts
	// the sessions the tool meant to start and could not (k6's
	// dropped_iterations: an arrival-rate executor's arrivals with no VU
	// free).
	Sessions bool
	Dropped  int64
	// Arrivals is "open" where the log itself shows that its users
	// arrived on a schedule of their own (Artillery's phases), ""
	// elsewhere; Schedule that schedule, in the Open Model Thread
	// Group's grammar, "" for none.
	Arrivals, Schedule string
}

// A LiveCount is the live threads or users from AtNs on.
type LiveCount struct {
	AtNs, Threads int64
}

// maxLive bounds the changes of the live count a log keeps.
const maxLive = 1 << 20

// Aside counts the rows of a log that are not requests to the server,
// by kind, as the audit sets them aside.
type Aside struct {
	// Transactions are JMeter Transaction Controller rows: the sum of
	// their children, which are the requests.
	Transactions int64
	// SubResults are JMeter sub-results (a redirect's or an embedded
	// resource's, label-0, label-1 …): parts of their parent's request.
	SubResults int64
	// NoURL are samples with no URL in a log whose others have one: a
	// Debug, JSR223 or other sampler that sends nothing to the server.
	NoURL int64
	// ZeroTime are rows with a timestamp of 0 or less: a sample JMeter
	// never started.
	ZeroTime int64
	// CutOff is 1 if the log's last line, or its last XML element, was
	// cut off as it was written, and set aside.
	CutOff int64
	// NULBytes are NUL bytes the log held (a file written up to a crash
	// is padded with them), dropped.
	NULBytes int64
}

// Total is every row set aside.
func (a Aside) Total() int64 {
	return a.Transactions + a.SubResults + a.NoURL + a.ZeroTime + a.CutOff
}

// rowKind is what a reader found a row to be.
type rowKind uint8

const (
	rowRequest     rowKind = iota // a request to the server, answered
	rowFailed                     // a request the log marks failed: still a request
	rowOther                      // another record: a metric, a header, a user's start
	rowTransaction                // a transaction's parent row, set aside
	rowSubResult                  // a sub-result of a request, set aside
	rowZeroTime                   // a row with no timestamp, set aside
	rowPending                    // the start of a record that runs on to the next line
)

// words says what was set aside, for a message: "" if nothing.
func (a Aside) words() string {
	var parts []string
	for _, p := range []struct {
		n    int64
		what string
	}{{a.Transactions, "transaction parent rows"}, {a.SubResults, "sub-results"}, {a.NoURL, "samples with no URL"},
		{a.ZeroTime, "rows with a timestamp of 0"}, {a.CutOff, "a cut-off last line"}} {
		if p.n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", p.n, p.what))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return ", only " + strings.Join(parts, ", ") + ", set aside"
}

// failedIf is rowFailed if failed, else rowRequest.
func failedIf(failed bool) rowKind {
	if failed {
		return rowFailed
	}
	return rowRequest
}

// SessionThreads is each connection's thread where the log names
// sessions (Sessions), nil where it does not.
func (log *Log) SessionThreads() []int64 {
	if !log.Sessions {
		return nil
	}
	out := make([]int64, len(log.ConnIDs))
	for i, id := range log.ConnIDs {
		out[i] = id >> 32
	}
	return out
}
