package coarselog

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"coordinated-omission/internal/coarse"
	"coordinated-omission/internal/reqlog"
)

// Binned is a per-request log whose clock is too coarse for a plan, as
// intervals of its clock: each request in the interval its reply's stamp
// falls in (k6 stamps a point at its request's end), with its own
// latency; the users live through each interval from the log's live
// counts (k6's vus), where it has them. label keeps the requests of that
// label alone, "" all.
func Binned(log *reqlog.Log, label string) (*coarse.Log, error) {
	reqs := log.Requests
	if label != "" {
		i := slices.Index(log.Labels, label)
		if i < 0 {
			return nil, fmt.Errorf("⟨label⟩ %q: the log has no request of that label", label)
		}
		var kept []reqlog.Request
		for _, r := range reqs {
			if r.Label == int32(i) {
				kept = append(kept, r)
			}
		}
		reqs = kept
	}
	width := log.ResolutionNs
	first, last := reqs[0].ReplyNs(), reqs[0].ReplyNs()
	for _, r := range reqs {
		first, last = min(first, r.ReplyNs()), max(last, r.ReplyNs())
	}
	from := first - first%width
	n := (last-from)/width + 1
	if n > maxIntervals {
		return nil, fmt.Errorf("%w: the log spans %d intervals of its clock (%v): more than %d", ErrFormat, n, time.Duration(width), maxIntervals)
	}
	ivs := make([]coarse.Interval, n)
	lats := make([][]coarse.Atom, n)
	for k := range ivs {
		ivs[k] = coarse.Interval{StartNs: from + int64(k)*width, WidthNs: width, Users: -1, UsersMax: -1, Arrivals: -1}
	}
	for _, r := range reqs {
		k := (r.ReplyNs() - from) / width
		ivs[k].Count++
		lats[k] = append(lats[k], coarse.Atom{Ns: r.LatencyNs, N: 1})
	}
	for k := range ivs {
		ivs[k].Lat = coarse.Tidy(lats[k])
	}
	live(ivs, log.Live)
	tool, arrivals := "the tool", coarse.Unknown
	if strings.HasPrefix(log.Format, "k6") {
		tool = "k6"
	}
	if len(log.Live) > 0 {
		arrivals = coarse.Closed
	}
	l := &coarse.Log{Tool: tool, Format: log.Format, Arrivals: arrivals, ResolutionNs: log.LatencyResolutionNs, Intervals: ivs, Notes: slices.Clone(log.Notes)}
	l.Notes = append(l.Notes, fmt.Sprintf("the log's clock (%v) is coarser than its typical latency, so it is audited by the intervals of its clock; for a per-request audit, write its times finer (k6: K6_CSV_TIME_FORMAT=unix_micro, or --out json)", time.Duration(width)))
	return l, nil
}

// live sets each interval's users from the live counts: their mean over
// it, and their most.
func live(ivs []coarse.Interval, counts []reqlog.LiveCount) {
	if len(counts) == 0 {
		return
	}
	at := func(t int64) int64 { // the count live at t
		i, _ := slices.BinarySearchFunc(counts, t, func(c reqlog.LiveCount, t int64) int {
			switch {
			case c.AtNs > t:
				return 1
			case c.AtNs < t:
				return -1
			}
			return 0
		})
		if i < len(counts) && counts[i].AtNs == t {
			return counts[i].Threads
		}
		if i == 0 {
			return 0
		}
		return counts[i-1].Threads
	}
	for k := range ivs {
		iv := &ivs[k]
		end := iv.StartNs + iv.WidthNs
		var sum float64
		t, most := iv.StartNs, at(iv.StartNs)
		for _, c := range counts {
			if c.AtNs > iv.StartNs && c.AtNs < end {
				sum += float64(at(t)) * float64(c.AtNs-t)
				t, most = c.AtNs, max(most, c.Threads)
			}
		}
		sum += float64(at(t)) * float64(end-t)
		iv.Users, iv.UsersMax = sum/float64(iv.WidthNs), float64(most)
	}
}
