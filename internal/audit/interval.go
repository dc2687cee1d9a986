package audit

import (
	"slices"
	"sort"
)

// The windows of the plan's inference: so many consecutive sends in the
// whole log (longWindowSends where the log has such quiet stretches), or
// on one connection. Where a tool's workers send in clusters (hey's ten
// tickers, a little apart), a window of a count of sends near a cluster's
// spans one more of their periods or one fewer more often than its share,
// and its median lands a step off: hey's 200 µs plan read as 218.75 µs
// from windows of 16, and as 197–198 µs from windows of 64.
const (
	windowSends     = 16
	longWindowSends = 64
	windowConnSends = 8
)

// inferInterval infers the plan's interval from reqs, sorted by send: over
// every window of consecutive sends whose requests were all answered
// within their type's slow threshold, the window's span over its gaps:
// their median, over windows of longWindowSends for a log that names no
// connection where it has them. A log that
// names connections is read one connection at a time, windows of
// windowConnSends, and the interval is the connection's over their count
// (each keeps a schedule of its own, as fortio's threads and hey's workers
// do), the connection's own returned beside it; else windows of
// longWindowSends or windowSends of the whole log, and no connection's.
// It returns the window's count of gaps too. A window smooths a
// pacer that sends in bursts, and timestamps coarser than the plan. It
// returns 0 if no window was quiet throughout.
func inferInterval(reqs []Request, slow slowness) (intervalNs, connIntervalNs, periodNs int64, window int) {
	if reqs[0].Conn == NoConn {
		intervalNs, window = windowedRate(reqs, slow, 0)
		if pooled, k, period := pacedPool(reqs, slow, intervalNs); pooled > 0 {
			return pooled, 0, period, k
		}
		return intervalNs, 0, 0, window
	}
	byConn := map[int64][]Request{}
	for _, r := range reqs {
		byConn[int64(r.Conn)] = append(byConn[int64(r.Conn)], r)
	}
	var w []int64
	for _, rs := range byConn {
		w = append(w, windowRates(rs, slow, windowConnSends)...)
	}
	if len(w) == 0 {
		return 0, 0, 0, 0
	}
	slices.Sort(w)
	return median(w) / int64(len(byConn)), median(w), 0, windowConnSends
}

// windowedRate is the median rate of the windows of longWindowSends
// quiet sends of reqs where the log has them, else of windowSends that
// follow lead more quiet sends, and the window; 0 if it has neither.
func windowedRate(reqs []Request, slow slowness, lead int) (intervalNs int64, window int) {
	for _, w := range []struct{ k, lead int }{{longWindowSends, 0}, {windowSends, lead}} {
		if spans := quietSpans(reqs, slow, w.k, w.lead); len(spans) > 0 {
			slices.Sort(spans)
			return median(spans) / int64(w.k), w.k
		}
	}
	return 0, 0
}

// pacedPool reads again the plan of a log that names no connection, of
// interval intervalNs, as a pool of c workers each on a period of its own
// (hey's ten tickers): a worker's period is c·I, and a reply later than
// it held its worker past its next tick (which Go's time.Tick drops if it
// is missed again), so the windows quiet for the plan are those whose
// replies all came within it, as well as within their type's slow
// threshold. c is one more than the others in flight at a send, at the
// 90th percentile of the sends: the most ever counted runs over it where
// the tool's clocks lag (15 of hey's ten workers, on a busy machine). On
// a machine so busy that 29 to 45 % of hey's replies came after its 2 ms
// tick, windows that took them in read its 200 µs plan as 218 to 271 µs;
// without them, 192 to 214 µs. A worker whose reply came late sends at
// once on the tick Go kept, and again on its next: where no window of
// longWindowSends is quiet, the shorter windows must follow two periods'
// worth of quiet sends (2c), in which every worker sent on its tick, or
// those catch-up sends fall inside them: where 47 % of hey's replies came
// late, windows without that lead read 175 µs, with it 194 µs. It reads
// no pool where at least half the sends found the same c−1 others in
// flight, as a closed loop's do (each sends as its reply comes, and finds
// the others busy), or where the median reply took the whole period:
// there c·I is the loop's own latency, by Little's law, and windows of
// its quicker replies alone would read a plan faster than it ran. It returns the plan's interval,
// the window and the workers' period; 0 where it reads none, or finds no
// window.
func pacedPool(reqs []Request, slow slowness, intervalNs int64) (pooledNs int64, window int, periodNs int64) {
	replies, lat := make([]int64, len(reqs)), make([]int64, len(reqs))
	for i, r := range reqs {
		replies[i], lat[i] = r.ReplyNs(), r.LatencyNs
	}
	slices.Sort(replies)
	slices.Sort(lat)
	others := inFlightAtSends(reqs, replies)
	slices.Sort(others)
	most := poolOthers(others)
	periodNs = (most + 1) * intervalNs // no interval, no period: the median is at least it
	atMost := len(others) - sort.Search(len(others), func(i int) bool { return others[i] >= most })
	if 2*atMost >= len(others) || median(lat) >= periodNs {
		return 0, 0, 0
	}
	held := make(slowness, len(slow))
	for t, v := range slow {
		held[t] = min(v, periodNs)
	}
	if pooledNs, window = windowedRate(reqs, held, int(2*(most+1))); pooledNs == 0 {
		return 0, 0, 0
	}
	return pooledNs, window, pooledNs * (most + 1)
}

// heldSlots is how many slots of a plan a pool of workers each on a
// period of periodNs missed while replies held them: a reply later than
// its worker's period keeps it from the ticks that fall before it, and
// the worker sends its next request as it comes (Go's time.Tick keeps
// one tick), so the worker sent one request in the reply's time where
// its plan held latency over the period of them. On eight live hey logs
// of a machine so busy that hey sent 37 to 52 % of its plan, this
// accounts for the slots it did not send within 2 %.
func heldSlots(reqs []Request, periodNs int64) int64 {
	if periodNs <= 0 {
		return 0
	}
	var heldNs int64
	for _, r := range reqs {
		heldNs += max(0, r.LatencyNs-periodNs)
	}
	return heldNs / periodNs
}

// poolOthers is the others in flight at a send, sorted, at the 90th
// percentile of the sends: a pool's workers less one.
func poolOthers(sorted []int64) int64 {
	return sorted[levelRank(P90, int64(len(sorted)))-1]
}

// inFlightAtSends is, for each request of reqs, sorted by send, the others
// sent and not yet replied to when it was sent. A reply at the send's
// very instant has come; the replies counted so are those of requests
// sent before it, and of none sent at or after it, though such a request
// answered in 0 ns (a log's whole milliseconds) replied at that instant.
// replies are reqs' replies, sorted.
func inFlightAtSends(reqs []Request, replies []int64) []int64 {
	out := make([]int64, len(reqs))
	j, zeros := 0, 0 // zeros: the requests from i on sent at its instant and answered in it
	for i, r := range reqs {
		for j < len(replies) && replies[j] <= r.SendNs {
			j++
		}
		if i == 0 || reqs[i-1].SendNs != r.SendNs {
			zeros = 0
			for k := i; k < len(reqs) && reqs[k].SendNs == r.SendNs; k++ {
				if reqs[k].LatencyNs == 0 {
					zeros++
				}
			}
		}
		out[i] = int64(i - (j - zeros))
		if r.LatencyNs == 0 {
			zeros--
		}
	}
	return out
}

// windowRates returns, for every run of k+1 consecutive sends of reqs
// whose requests were all answered within their type's slow threshold,
// its span over k.
func windowRates(reqs []Request, slow slowness, k int) []int64 {
	out := quietSpans(reqs, slow, k, 0)
	for i := range out {
		out[i] /= int64(k)
	}
	return out
}

// quietSpans returns the span of every run of k+1 consecutive sends of
// reqs that follows lead more, all their requests answered within their
// type's slow threshold.
func quietSpans(reqs []Request, slow slowness, k, lead int) []int64 {
	var out []int64
	quiet := 0 // quiet requests in a row ending at i
	for i, r := range reqs {
		if r.LatencyNs > slow.of(r) {
			quiet = 0
			continue
		}
		if quiet++; quiet > k+lead {
			out = append(out, r.SendNs-reqs[i-k].SendNs)
		}
	}
	return out
}
