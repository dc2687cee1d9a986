package sim

// The loops of the other generator designs. Each walks its own server
// timeline, with the server's one rule (server.stall), and stores for
// every request, in the order the server serves them, its latency and its
// completion. See doc.go for each design's definition.

// runDoneRTT walks the closed loop's server timeline when the network adds
// L to every round trip: request i goes out on connection i mod N at
// send_i = max(d_i, done_{i−N} + L), or at d_i for i < N, and the server
// starts it at max(send_i, done_{i−1}). It stores each completion. Sends
// come in request order, send_i ≤ send_{i+1}, because completions do: so
// the server serves the requests in order, and done_{i−N} is known when
// request i is sent. At L = 0 it is runDone's timeline.
//
//go:noinline
func runDoneRTT(srv server, intervalNs, rttNs int64, conns int, doneNs []int64) Loop {
	var dueNs, endNs, stalls int64
	nextStallNs := srv.firstStallNs
	for i := range doneNs {
		sendNs := dueNs
		if i >= conns {
			sendNs = max(dueNs, doneNs[i-conns]+rttNs)
		}
		startNs := max(sendNs, endNs)
		endNs = startNs + srv.serviceNs
		if nextStallNs < endNs {
			endNs, nextStallNs, stalls = srv.stall(startNs, endNs, nextStallNs, stalls)
		}
		doneNs[i] = endNs
		dueNs += intervalNs
	}
	return Loop{Stalls: stalls, EndNs: endNs}
}

// closedAndPlan turns runDoneRTT's completions into the two recordings of
// that timeline: the plan's, reply − due = done_i + L − d_i, into planNs,
// and the closed loop's, reply − send, in place. With the replies
// r_i = done_i + L in doneNs, send_i = max(d_i, r_{i−N}) and the closed
// latency is r_i − send_i: sendLate's pass over completions, run over
// replies.
func closedAndPlan(doneNs, planNs []int64, intervalNs, rttNs int64, conns int) {
	dueNs := int64(0)
	for i := range doneNs {
		doneNs[i] += rttNs
		planNs[i] = doneNs[i] - dueNs
		dueNs += intervalNs
	}
	sendLate(doneNs, intervalNs, conns)
}

// runSkip simulates the paced generator that drops the slots it missed,
// as a Go time.Ticker with its one buffered tick does. Connection c owns
// the slots c, c+N, c+2N, … below slots (slot j is due at j·I); it sends
// its first request at its first slot, and each next one at the later of
// its first slot strictly after its previous send and its previous reply;
// it stops when that slot is slots or more. The server takes the sends in
// time order, ties in connection order, from a heap of the connections'
// next sends. It returns how many requests were sent.
//
//go:noinline
func runSkip(srv server, intervalNs, rttNs, slots int64, conns int, latencyNs, doneNs []int64) (Loop, int) {
	h := newSendHeap(int(min(int64(conns), slots)), intervalNs)
	stride := int64(conns) * intervalNs
	var endNs, stalls int64
	nextStallNs := srv.firstStallNs
	sent := 0
	for h.len() > 0 {
		sendNs, c := h.top()
		startNs := max(sendNs, endNs)
		endNs = startNs + srv.serviceNs
		if nextStallNs < endNs {
			endNs, nextStallNs, stalls = srv.stall(startNs, endNs, nextStallNs, stalls)
		}
		replyNs := endNs + rttNs
		latencyNs[sent], doneNs[sent] = replyNs-sendNs, endNs
		sent++
		// The first of c's slots after sendNs ≥ c·I: c + m·N with
		// m = ⌊(send − c·I)/(N·I)⌋ + 1.
		slot := int64(c) + ((sendNs-int64(c)*intervalNs)/stride+1)*int64(conns)
		if slot >= slots {
			h.pop()
		} else {
			h.replaceTop(max(slot*intervalNs, replyNs))
		}
	}
	return Loop{Stalls: stalls, EndNs: endNs}, sent
}

// runUnpaced simulates the generator with no plan: each of N connections
// sends at 0, in connection order, and again the instant its reply lands,
// while the send time is before durationNs. Request j goes on connection
// j mod N at 0 for j < N and at done_{j−N} + L after, so sends come in
// request order, as in runDoneRTT, and the server serves them in order. It
// returns how many requests were sent: at most UnpacedBound of them.
//
//go:noinline
func runUnpaced(srv server, rttNs, durationNs int64, conns int, latencyNs, doneNs []int64) (Loop, int) {
	var endNs, stalls int64
	nextStallNs := srv.firstStallNs
	for j := range latencyNs {
		sendNs := int64(0)
		if j >= conns {
			sendNs = doneNs[j-conns] + rttNs
		}
		if sendNs >= durationNs {
			return Loop{Stalls: stalls, EndNs: endNs}, j
		}
		startNs := max(sendNs, endNs)
		endNs = startNs + srv.serviceNs
		if nextStallNs < endNs {
			endNs, nextStallNs, stalls = srv.stall(startNs, endNs, nextStallNs, stalls)
		}
		doneNs[j], latencyNs[j] = endNs, endNs+rttNs-sendNs
	}
	return Loop{Stalls: stalls, EndNs: endNs}, len(latencyNs)
}

// UnpacedBound returns a bound on the requests the unpaced design sends:
// N − 1 + ⌈T/S⌉. Request j ≥ N is sent at done_{j−N} + L ≥ (j−N+1)·S, since
// the server completes at most one request per S from time 0, and it is
// sent only before T, so j − N + 1 < T/S.
func (sc Scenario) UnpacedBound() int64 {
	S, T := int64(sc.Service), int64(sc.Duration)
	return int64(sc.Connections) - 1 + (T+S-1)/S
}

// A sendHeap holds each connection's next send, the earliest on top, ties
// to the lower connection.
type sendHeap struct {
	atNs []int64
	conn []int32
}

// newSendHeap returns the heap of connections 0 … n−1, connection c's
// first send at c·I: already in heap order.
func newSendHeap(n int, intervalNs int64) *sendHeap {
	h := &sendHeap{atNs: make([]int64, n), conn: make([]int32, n)}
	for c := range n {
		h.atNs[c], h.conn[c] = int64(c)*intervalNs, int32(c)
	}
	return h
}

func (h *sendHeap) len() int { return len(h.atNs) }

func (h *sendHeap) top() (int64, int) { return h.atNs[0], int(h.conn[0]) }

func (h *sendHeap) less(i, j int) bool {
	return h.atNs[i] < h.atNs[j] || h.atNs[i] == h.atNs[j] && h.conn[i] < h.conn[j]
}

// replaceTop gives the top connection its next send and restores the order.
func (h *sendHeap) replaceTop(atNs int64) {
	h.atNs[0] = atNs
	h.down(0)
}

// pop removes the top connection.
func (h *sendHeap) pop() {
	last := len(h.atNs) - 1
	h.atNs[0], h.conn[0] = h.atNs[last], h.conn[last]
	h.atNs, h.conn = h.atNs[:last], h.conn[:last]
	h.down(0) // on an empty heap it returns at once
}

func (h *sendHeap) down(i int) {
	for {
		l := 2*i + 1
		if l >= len(h.atNs) {
			return
		}
		m := l
		if r := l + 1; r < len(h.atNs) && h.less(r, l) {
			m = r
		}
		if !h.less(m, i) {
			return
		}
		h.atNs[i], h.atNs[m] = h.atNs[m], h.atNs[i]
		h.conn[i], h.conn[m] = h.conn[m], h.conn[i]
		i = m
	}
}

// WrkIntervalNs returns the expected interval wrk's stats_correct uses,
// E_w = ⌊T/⌊count/N⌋⌋, from the unpaced design's request count. It is at
// least 1: count ≤ N − 1 + T (UnpacedBound with S ≥ 1), so ⌊count/N⌋ ≤ T.
func (sc Scenario) WrkIntervalNs(count int64) int64 {
	return int64(sc.Duration) / (count / int64(sc.Connections))
}

// WrkAdds returns the samples wrk's stats_correct adds for each sample v
// of m beyond v itself, at expected interval E: for v ≥ 2E, v−E, v−2E, …
// while they are strictly above E, which is K = ⌈v/E⌉ − 2 of them.
func WrkAdds(m Multiset, intervalNs int64) Multiset {
	return addsOf(m, intervalNs, func(v int64) int64 { return (v+intervalNs-1)/intervalNs - 2 })
}
