package audit

import (
	"bytes"
	"testing"
	"time"

	"coordinated-omission/internal/coarse"
	"coordinated-omission/internal/coarselog"
	"coordinated-omission/internal/reqlog"
)

// TestCoarsenedBoundsNoHigher: the same requests, coarser, audit
// consistently. Every per-request fixture that audits, read again and
// binned into intervals of 1 s and of 10 s as a log of whole seconds is
// (coarselog.Binned), gets a bound at p90, p99 and p99.9 never above its
// per-request audit's: the intervals can only tell less.
func TestCoarsenedBoundsNoHigher(t *testing.T) {
	for _, name := range []string{"jmeter-paused.jtl", "jmeter.jtl", "gatling.log", "k6.json", "k6-19.csv", "hey.csv", "hey-held.csv", "fortio.jsonl", "vegeta.csv", "h2load.log",
		"jmeter-loop.jtl", "gatling-closed.log", "generic-threads.csv", "jmeter-open-model.jtl"} {
		out, err := Run(bytes.NewReader(fixture(t, name)), name, Flags{}, Given{})
		if err != nil || out.Result == nil {
			t.Logf("%s: not audited request by request (%v)", name, err)
			continue
		}
		log, err := reqlog.Read(bytes.NewReader(fixture(t, name)), "", reqlog.Generic{})
		if err != nil {
			t.Fatal(err)
		}
		for _, width := range []int64{1e9, 10e9} {
			binned := *log
			binned.ResolutionNs = width
			l, err := coarselog.Binned(&binned, "")
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			res, err := coarse.Audit(l)
			if err != nil {
				t.Fatalf("%s, %v: %v", name, time.Duration(width), err)
			}
			for i, lv := range []Level{P90, P99, P999} {
				if c, fine := res.Bound.Figures[i+1], out.Result.Bound.At(lv); c > fine {
					t.Errorf("%s in intervals of %v: the bound's p%v is %v, above the per-request audit's %v", name, time.Duration(width), lv, time.Duration(c), time.Duration(fine))
				}
			}
		}
	}
}
