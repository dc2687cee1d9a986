package audit

// inFlightAt is, for each request of reqs, sorted by send, the requests
// in flight as it was sent: itself, and those sent before it and not yet
// answered. A request answered at the instant it and others were sent
// counts itself, and leaves at once. A count is at most the log's
// requests (reqlog.MaxRequests), so it fits in 32 bits: half the memory.
// The replies still to come are kept on a heap, the earliest on top: as
// many as are in flight at once, where sorting every request by its
// reply took 4 bytes a request and 1.15 times as long (BenchmarkInFlight:
// 12.1 ms against 10.5 ms for 10^6 samples of 200 closed threads).
func inFlightAt(reqs []Request) []int32 {
	out := make([]int32, len(reqs))
	var due replyHeap
	for i, r := range reqs {
		for len(due) > 0 && due[0] <= r.SendNs {
			due.pop()
		}
		out[i] = int32(len(due) + 1)
		if r.LatencyNs > 0 {
			due.push(r.ReplyNs())
		}
	}
	return out
}

// mostInFlight is inFlightAt's most, 0 for no request, without its array:
// the requests in flight at a send, the one sent among them, in one pass
// over the replies in order from a heap.
func mostInFlight(reqs []Request) int {
	var due replyHeap
	most, answered := 0, 0
	for i, r := range reqs {
		for len(due) > 0 && due[0] <= r.SendNs {
			due.pop()
			answered++
		}
		most = max(most, i-answered+1)
		due.push(r.ReplyNs())
	}
	return most
}

// replyHeap is replies to come, the earliest at [0].
type replyHeap []int64

func (h *replyHeap) push(v int64) {
	*h = append(*h, v)
	s := *h
	j := len(s) - 1
	for j > 0 {
		p := (j - 1) / 2
		if s[p] <= v {
			break
		}
		s[j] = s[p]
		j = p
	}
	s[j] = v
}

func (h *replyHeap) pop() {
	s := *h
	last := s[len(s)-1]
	s = s[:len(s)-1]
	*h = s
	j := 0
	for {
		c := 2*j + 1
		if c >= len(s) {
			break
		}
		if c+1 < len(s) && s[c+1] < s[c] {
			c++
		}
		if last <= s[c] {
			break
		}
		s[j] = s[c]
		j = c
	}
	if len(s) > 0 {
		s[j] = last
	}
}

// queueElasticityPct is how far, at the least, the latency must rise
// with the requests in flight, as a share of their own rise, for the
// server to have queued them: a queue's latency rises as fast as its
// length; a server never short of workers does not rise at all.
const queueElasticityPct = 50

// queued reports whether the server behind reqs, sorted by send, queued
// them: whether their latency rose with the requests in flight. Each
// request's latency is taken over its type's median, those above slowNs
// (a pause met) left out; the requests are ranked by the count in flight
// as each was sent, and the mean latency and median count of the 60th to
// 90th percentiles of that rank held against those of the 10th to 40th
// (a mean, as a log's clock steps its latencies, and a median of such
// steps jumps by one whole step; the tails left out: a pause piles
// requests up in flight, and a ramp starts with few). A server never short of workers answers each in its own
// time however many are in flight, and has as many workers as requests
// in flight; one with too few queues them, and its latency rises as the
// count does. Where the counts rise by less than 10 %, it cannot tell,
// and says queued. Requests sent in one instant of the log's clock are
// taken at the count of the first of them.
func queued(reqs []Request, st typeStats, slowNs int64) bool {
	flight := inFlightAt(reqs)
	for i := 1; i < len(reqs); i++ {
		if reqs[i].SendNs == reqs[i-1].SendNs {
			// sent in one instant, to the log's clock: each the count of
			// the first, as their order (by latency) is the log's own
			flight[i] = flight[i-1]
		}
	}
	medians := make([]int64, len(st.median))
	for t, m := range st.median {
		if st.count[t] > 0 {
			medians[t] = max(1, m)
		}
	}
	order := byCount(flight, func(i int) bool { return reqs[i].LatencyNs <= slowNs })
	return elastic(order, func(i int32) int64 { return int64(flight[i]) }, func(i int32) float64 {
		return float64(reqs[i].LatencyNs) / float64(medians[reqs[i].Label])
	})
}

// byCount is the indices i of counts that keep takes, in the order of
// counts[i], those of one count in their own order: the order a stable
// sort gives, laid out by counting, four bytes a point (a point of its
// count and ratio took sixteen, and a stable sort of 10^7 of them two
// seconds).
func byCount(counts []int32, keep func(i int) bool) []int32 {
	var most int32
	kept := 0
	for i, c := range counts {
		if keep(i) {
			most = max(most, c)
			kept++
		}
	}
	at := make([]int, int(most)+2)
	for i, c := range counts {
		if keep(i) {
			at[c+1]++
		}
	}
	for c := 1; c < len(at); c++ {
		at[c] += at[c-1]
	}
	order := make([]int32, kept)
	for i, c := range counts {
		if keep(i) {
			order[at[c]] = int32(i)
			at[c]++
		}
	}
	return order
}

// elastic is queued's decision on its points, order, ranked by their
// counts in flight (byCount), each with its count and its latency's
// ratio to its type's median: whether the mean ratio of the 60th to 90th
// percentiles by count rose over that of the 10th to 40th by
// queueElasticityPct of their median counts' rise, or more; queued too
// where there are under 100 points, or the counts rose by under 10 %.
func elastic(order []int32, countOf func(i int32) int64, ratioOf func(i int32) float64) bool {
	if len(order) < 100 {
		return true
	}
	band := func(from, to int) (n, ratio float64) {
		ps := order[len(order)*from/10 : len(order)*to/10]
		for _, i := range ps {
			ratio += ratioOf(i)
		}
		return float64(countOf(ps[(len(ps)-1)/2])), ratio / float64(len(ps))
	}
	nLow, lLow := band(1, 4)
	nHigh, lHigh := band(6, 9)
	if nHigh*10 < nLow*11 {
		return true
	}
	return (lHigh/lLow-1)*100 >= (nHigh/nLow-1)*queueElasticityPct
}
