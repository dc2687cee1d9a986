package live

import (
	"time"

	"coordinated-omission/internal/results"
	"coordinated-omission/internal/workers"
)

// OpenTruth is the open loop on the plan against s: one request every
// interval from the phase's start until duration, each served by the
// first of s's workers to come free, completing as s says, a stall
// stopping every worker; the latencies, in ns, in the plan's order. It is
// worked out from the schedule alone, as -serve -workers serves, not by
// the audit: the truth an audit of a run against a server of many
// workers, which the model does not serve, is held to. A schedule whose
// service times are drawn has none: nil.
func OpenTruth(s Schedule, interval, duration time.Duration) []int64 {
	if s.Drawn() || interval <= 0 {
		return nil
	}
	free := workers.New(max(1, s.Workers))
	var out []int64
	for at := time.Duration(0); at < duration; at += interval {
		start := max(at, time.Duration(free.Earliest()))
		done := s.CompletionAfter(start, s.Service)
		free.Take(int64(done))
		out = append(out, int64(done-at))
	}
	return out
}

// QuantilesOf is Quantiles of samples, in ns, which it sorts.
func QuantilesOf(samplesNs []int64) map[results.Level]int64 { return Quantiles(multiset(samplesNs)) }
