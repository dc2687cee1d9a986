package sim

import "math"

// The loops of the random model: each design of the deterministic model,
// walked over drawn due and service times. They take requests as the
// deterministic loops do (see designs.go and loop.go), with the server's
// stall rule, and store every request in the order the server takes it.

// A Served is one request of a random run, as its design recorded it.
type Served struct {
	SendNs, DueNs, DoneNs int64 // DueNs is SendNs for a design with no plan
}

// LatencyNs returns the request's reply − send, its reply L after done.
func (s Served) LatencyNs(rttNs int64) int64 { return s.DoneNs + rttNs - s.SendNs }

// PlanNs returns its reply − due.
func (s Served) PlanNs(rttNs int64) int64 { return s.DoneNs + rttNs - s.DueNs }

// randomServer is the server of a random run: the stalls, and the service
// draws it takes in order.
type randomServer struct {
	srv         server
	service     *stream
	nextStallNs int64
	stalls      int64
	endNs       int64 // the last completion
	idle        bool  // whether the last request found the server idle
}

func (rs Random) newServer() *randomServer {
	srv := rs.server()
	return &randomServer{srv: srv, service: rs.stream(serviceStream, rs.ServiceDist, int64(rs.Service)), nextStallNs: srv.firstStallNs}
}

// serve takes the next request, which arrives at arriveNs, and returns its
// completion: it starts at the later of its arrival and the previous
// completion, is served in the next service draw, and meets the stalls by
// the deterministic model's rule, with its own service time.
func (s *randomServer) serve(arriveNs int64) int64 {
	serviceNs := s.service.next()
	s.idle = arriveNs >= s.endNs
	startNs := max(arriveNs, s.endNs)
	doneNs := startNs + serviceNs
	for s.nextStallNs < doneNs {
		if stallEndNs := s.nextStallNs + s.srv.stallNs; s.nextStallNs <= startNs {
			doneNs = max(doneNs, stallEndNs+serviceNs)
		} else {
			doneNs += s.srv.stallNs
		}
		s.stalls++
		s.nextStallNs += s.srv.periodNs
	}
	s.endNs = doneNs
	return doneNs
}

func (s *randomServer) loop() Loop { return Loop{Stalls: s.stalls, EndNs: s.endNs} }

// runRandomOpen is the open loop: every request sent when due, each
// recorded as its completion − due, 8 bytes a request (its send is its
// due time). It also returns the requests that found the server idle:
// each starts a busy period, a regeneration cycle of the queue.
func (rs Random) runRandomOpen(dueNs []int64) ([]int64, Loop, []int) {
	srv := rs.newServer()
	out := make([]int64, len(dueNs))
	var cycles []int
	for i, d := range dueNs {
		out[i] = srv.serve(d) - d
		if srv.idle {
			cycles = append(cycles, i)
		}
	}
	return out, srv.loop(), cycles
}

// runRandomClosed is the closed loop with N connections: request i goes
// out on connection i mod N when it is due and that connection's last
// reply has come, send_i = max(due_i, done_{i−N} + L). Sends come in
// request order, since due times and completions do, so the server takes
// the requests in order.
func (rs Random) runRandomClosed(dueNs []int64) ([]Served, Loop) {
	srv := rs.newServer()
	N, L := rs.Connections, int64(rs.RTT)
	out := make([]Served, len(dueNs))
	for i, d := range dueNs {
		send := d
		if i >= N {
			send = max(d, out[i-N].DoneNs+L)
		}
		out[i] = Served{SendNs: send, DueNs: d, DoneNs: srv.serve(send)}
	}
	return out, srv.loop()
}

// runRandomSkip is the design that drops the slots it missed: connection
// c owns the slots c, c+N, …, sends at its first, and each next time at
// the later of its first slot due strictly after its previous send and
// its previous reply; the server takes the sends in time order, ties to
// the lower connection.
func (rs Random) runRandomSkip(dueNs []int64) ([]Served, Loop) {
	srv := rs.newServer()
	N, L, n := rs.Connections, int64(rs.RTT), len(dueNs)
	next := newConnHeap()
	slot := make([]int, N) // each connection's slot to send
	for c := 0; c < min(N, n); c++ {
		slot[c] = c
		next.push(dueNs[c], c)
	}
	var out []Served
	for next.len() > 0 {
		send, c := next.pop()
		done := srv.serve(send)
		out = append(out, Served{SendNs: send, DueNs: dueNs[slot[c]], DoneNs: done})
		s := slot[c] + N
		for s < n && dueNs[s] <= send {
			s += N
		}
		if s < n {
			slot[c] = s
			next.push(max(dueNs[s], done+L), c)
		}
	}
	return out, srv.loop()
}

// runRandomUnpaced is the design with no plan: each connection sends at 0
// and again the instant its reply lands, while that is before T. With a
// think time, each user thinks after each reply before it sends again,
// for the think draw of the request it was replied to: the think design.
// Sends may then overtake one another, so the server takes them in time
// order, ties to the lower connection. It returns each request's latency
// from its send, reply − send, in the order served: an unpaced request's
// due time is its send, so that is all a recording of it needs, at 8
// bytes a request (2·10^7 of them at the random model's limit).
func (rs Random) runRandomUnpaced(think *stream) ([]int64, Loop) {
	srv := rs.newServer()
	N, L, T := rs.Connections, int64(rs.RTT), int64(rs.Duration)
	next := newConnHeap()
	for c := range N {
		next.push(0, c)
	}
	out := make([]int64, 0, rs.unpacedCap(think != nil))
	for next.len() > 0 {
		send, c := next.pop()
		done := srv.serve(send)
		out = append(out, done+L-send)
		again := done + L
		if think != nil {
			again += think.next()
		}
		if again < T {
			next.push(again, c)
		}
	}
	return out, srv.loop()
}

// unpacedCap is room for the requests runRandomUnpaced expects to serve,
// so that its buffer is not grown by doubling, up to twice the room it
// needs: T over the mean service time, or, where each connection also
// waits the round trip and a think time, N·T over their sum if fewer;
// and six standard deviations of a count of that many, and N, over it.
// A run that serves more grows it, as append does.
func (rs Random) unpacedCap(thinks bool) int {
	T, S := float64(rs.Duration), rs.MeanServiceNs()
	wait := float64(rs.RTT) + S
	if thinks {
		wait += float64(rs.Think)
	}
	n := min(T/S, float64(rs.Connections)*T/wait) // the second is no less with L = 0 and no think
	return int(n + 6*math.Sqrt(n) + float64(rs.Connections))
}

// A connHeap holds each connection's next send, the earliest on top, ties
// to the lower connection: a binary heap of its own, apart from the event
// reference's container/heap.
type connHeap struct {
	atNs []int64
	conn []int
}

func newConnHeap() *connHeap { return &connHeap{} }

func (h *connHeap) len() int { return len(h.atNs) }

func (h *connHeap) less(i, j int) bool {
	return h.atNs[i] < h.atNs[j] || h.atNs[i] == h.atNs[j] && h.conn[i] < h.conn[j]
}

func (h *connHeap) swap(i, j int) {
	h.atNs[i], h.atNs[j] = h.atNs[j], h.atNs[i]
	h.conn[i], h.conn[j] = h.conn[j], h.conn[i]
}

func (h *connHeap) push(atNs int64, conn int) {
	h.atNs, h.conn = append(h.atNs, atNs), append(h.conn, conn)
	for i := len(h.atNs) - 1; ; {
		parent := (i - 1) / 2
		if i == 0 || !h.less(i, parent) {
			break
		}
		h.swap(i, parent)
		i = parent
	}
}

func (h *connHeap) pop() (int64, int) {
	at, c := h.atNs[0], h.conn[0]
	last := len(h.atNs) - 1
	h.swap(0, last)
	h.atNs, h.conn = h.atNs[:last], h.conn[:last]
	for i := 0; ; {
		l, r, m := 2*i+1, 2*i+2, i
		if l < last && h.less(l, m) {
			m = l
		}
		if r < last && h.less(r, m) {
			m = r
		}
		if m == i {
			break
		}
		h.swap(i, m)
		i = m
	}
	return at, c
}
