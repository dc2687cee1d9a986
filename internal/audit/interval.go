package audit

import "slices"

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
func inferInterval(reqs []Request, slow slowness) (intervalNs, connIntervalNs int64, window int) {
	if reqs[0].Conn == NoConn {
		intervalNs, window = windowedRate(reqs, slow)
		if pooled, k := pacedPool(reqs, slow, intervalNs); pooled > 0 {
			return pooled, 0, k
		}
		return intervalNs, 0, window
	}
	byConn := map[int64][]Request{}
	for _, r := range reqs {
		byConn[r.Conn] = append(byConn[r.Conn], r)
	}
	var w []int64
	for _, rs := range byConn {
		w = append(w, windowRates(rs, slow, windowConnSends)...)
	}
	if len(w) == 0 {
		return 0, 0, 0
	}
	slices.Sort(w)
	return median(w) / int64(len(byConn)), median(w), windowConnSends
}

// windowedRate is the median rate of the windows of longWindowSends
// quiet sends of reqs where the log has them, else of windowSends, and
// the window; 0 if it has neither.
func windowedRate(reqs []Request, slow slowness) (intervalNs int64, window int) {
	for _, k := range []int{longWindowSends, windowSends} {
		if spans := quietSpans(reqs, slow, k); len(spans) > 0 {
			slices.Sort(spans)
			return median(spans) / int64(k), k
		}
	}
	return 0, 0
}

// pacedPool reads again the plan of a log that names no connection, of
// interval intervalNs, as a pool of workers each on a period of its own
// (hey's ten tickers): with at most c requests ever in flight, a worker's
// period is at least c·I, and a reply later than it held its worker past
// its next tick (which Go's time.Tick drops if it is missed again), so
// the windows quiet for the plan are those whose replies all came within
// it, as well as within their type's slow threshold. On a busy machine
// 31 to 41 % of hey's replies came after its 2 ms tick, and windows that
// took them in read its 200 µs plan as 231 to 259 µs; without them, 201
// to 211 µs. It reads a pool only where the median reply took under half
// the period: a closed loop that sends at once after each reply keeps
// its workers busy (c·I is its latency, by Little's law), and windows of
// its quicker replies alone would read a plan faster than it ran. It
// returns 0 where it reads none, or finds no window.
func pacedPool(reqs []Request, slow slowness, intervalNs int64) (int64, int) {
	if intervalNs <= 0 {
		return 0, 0
	}
	replies := make([]int64, len(reqs))
	lat := make([]int64, len(reqs))
	for i, r := range reqs {
		replies[i], lat[i] = r.ReplyNs(), r.LatencyNs
	}
	slices.Sort(replies)
	slices.Sort(lat)
	periodNs := int64(max(1, mostInFlight(reqs, replies)+1)) * intervalNs
	if 2*median(lat) >= periodNs {
		return 0, 0
	}
	held := make(slowness, len(slow))
	for t, v := range slow {
		held[t] = min(v, periodNs)
	}
	return windowedRate(reqs, held)
}

// windowRates returns, for every run of k+1 consecutive sends of reqs
// whose requests were all answered within their type's slow threshold,
// its span over k.
func windowRates(reqs []Request, slow slowness, k int) []int64 {
	out := quietSpans(reqs, slow, k)
	for i := range out {
		out[i] /= int64(k)
	}
	return out
}

// quietSpans returns the span of every run of k+1 consecutive sends of
// reqs whose requests were all answered within their type's slow
// threshold.
func quietSpans(reqs []Request, slow slowness, k int) []int64 {
	var out []int64
	quiet := 0 // quiet requests in a row ending at i
	for i, r := range reqs {
		if r.LatencyNs > slow.of(r) {
			quiet = 0
			continue
		}
		if quiet++; quiet > k {
			out = append(out, r.SendNs-reqs[i-k].SendNs)
		}
	}
	return out
}
