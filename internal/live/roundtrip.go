package live

import (
	"net"
	"net/http"
	"slices"
	"time"
)

// A RoundTrip is what the kernel measured of one connection's round trip
// (TCP_INFO on Linux): its least sample, tcpi_min_rtt. Not its smoothed
// estimate, tcpi_rtt, which delayed acknowledgements inflate.
type RoundTrip struct {
	Min time.Duration
}

// connState reads a connection's round trip from the kernel when its
// first request begins (a connection that carries one request, as ab's
// do, has its handshake's sample by then) and each time it falls idle
// after a reply, off the reply's path.
func (s *Server) connState(c net.Conn, state http.ConnState) {
	key := c.RemoteAddr().String()
	s.mu.Lock()
	_, seen := s.rtts[key]
	s.mu.Unlock()
	if state != http.StateIdle && (state != http.StateActive || seen) {
		return
	}
	if rt, ok := kernelRoundTrip(c); ok {
		s.mu.Lock()
		s.rtts[key] = rt
		s.mu.Unlock()
	}
}

// RoundTrip is the median over the connections that carried a scheduled
// request of the kernel's least round trip, and how many connections it
// could be read on: the network's L for a tool on another machine, which
// the server cannot ping. 0, 0 where the kernel does not say.
func (s *Server) RoundTrip() (time.Duration, int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var mins []time.Duration
	for addr, rt := range s.rtts {
		if s.conns[addr] {
			mins = append(mins, rt.Min)
		}
	}
	if len(mins) == 0 {
		return 0, 0
	}
	slices.Sort(mins)
	return mins[(len(mins)-1)/2], len(mins)
}
