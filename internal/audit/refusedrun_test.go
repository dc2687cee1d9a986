package audit

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"coordinated-omission/internal/reqlog"
)

// TestOneRefusedRunIsAnError: a log of one run that shows no plan (every
// other request slow: it never ran unhindered) is refused with that
// reason, not audited as an outcome with no result.
func TestOneRefusedRunIsAnError(t *testing.T) {
	var b strings.Builder
	b.WriteString("sent,took_ms\n")
	for k := range 400 {
		lat := 1.0
		if k%2 == 1 {
			lat = 300
		}
		fmt.Fprintf(&b, "%.3f,%.3f\n", 1796561726+0.01*float64(k), lat)
	}
	f := Flags{Format: reqlog.FormatCSV, Generic: reqlog.Generic{Send: "sent", Latency: "took_ms"}}
	out, err := Run(strings.NewReader(b.String()), "noisy.csv", f, Given{})
	if !errors.Is(err, ErrNoPlan) {
		t.Fatalf("outcome %v, error %v: want ErrNoPlan", out, err)
	}
}
