package reqlog

import (
	"fmt"
	"strings"
)

// Detail is the log's account: the failed requests, the rows set aside,
// and the notes.
func (log *Log) Detail() string {
	var b strings.Builder
	if log.Failed > 0 {
		fmt.Fprintf(&b, "failed: %d of the log's %d requests (kept: each was sent and answered)\n", log.Failed, len(log.Requests))
	}
	if w := log.Aside.words(); w != "" {
		fmt.Fprintf(&b, "set aside: %s\n", strings.TrimPrefix(strings.TrimSuffix(w, ", set aside"), ", only "))
	}
	if log.Aside.NULBytes > 0 {
		fmt.Fprintf(&b, "dropped: %d NUL bytes (a file written up to a crash is padded with them)\n", log.Aside.NULBytes)
	}
	for _, n := range log.Notes {
		fmt.Fprintf(&b, "note: %s\n", n)
	}
	return b.String()
}
