package reqlog

import (
	"fmt"
	"math"
	"time"
)

// MaxRequests bounds the requests one audit reads where the reading is
// told no other bound (Reading.MaxRequests), and in the page: the audit
// holds every one, at 55 to 75 bytes each at its resident peak, so that
// 2·10^7 fit in the 1.5 GB a small machine can give it.
const MaxRequests = 20_000_000

// MostRequests bounds Reading.MaxRequests: the audit numbers requests in
// 32 bits.
const MostRequests = math.MaxInt32

// limitWhy says why a reading stops at most requests.
func limitWhy(most int) string {
	switch {
	case most <= MaxRequests:
		return "the audit holds every request in memory"
	case most >= MostRequests:
		return "the audit numbers requests in 32 bits"
	}
	return "the audit holds every request in memory, and no more fit in the memory this machine has free"
}

// reserveAfter is the requests read before a log's count is foretold
// from its size: enough lines that their mean length is the file's.
const reserveAfter = 1 << 14

// expected is the requests a text of sizeBytes holds, foretold from the
// first n, read in readBytes: a thirty-second more, so that a log whose
// later lines are a little shorter still fits, and at most most.
func expected(sizeBytes, readBytes int64, n, most int) int {
	total := float64(sizeBytes) / float64(readBytes) * float64(n)
	return int(min(total+total/32, float64(most)))
}

// chunkRequests is the size of a chunk of requests as they are read.
const chunkRequests = 1 << 16

// chunked holds requests as they are read, and gives them in one slice
// at their exact count: a slice grown by append would hold up to twice
// its requests, and copy them at each growth. Where the log's count can
// be foretold (reserve), they are laid out once in one slice of about
// that count, given whole at the end; otherwise, and past it, in chunks
// of a fixed size, joined once: a copy that holds them twice.
type chunked struct {
	one    []Request   // reserved, filled before any chunk after it
	chunks [][]Request // before one was reserved, or past it
	n      int
	most   int // the most requests read (Reading.MaxRequests); 0 for MaxRequests
	conns  connNumbers
}

// limit is the most requests c holds.
func (c *chunked) limit() int {
	if c.most > 0 {
		return min(c.most, MostRequests)
	}
	return MaxRequests
}

func (c *chunked) add(s sample) error {
	if c.n == c.limit() {
		return fmt.Errorf("more than %d requests; an audit here reads at most that many (%s)", c.limit(), limitWhy(c.limit()))
	}
	if s.LatencyNs < 0 || s.SendNs > maxScaled-s.LatencyNs {
		return fmt.Errorf("a request whose reply, %v after its send, falls past the year 2255: not a time", time.Duration(s.LatencyNs))
	}
	r := Request{SendNs: s.SendNs, LatencyNs: s.LatencyNs, Conn: c.conns.of(s.Conn), Label: s.Label}
	if s.flags&noURL != 0 {
		r.Label = ^r.Label // below 0 until Log.finish sets it aside
	}
	c.n++
	if len(c.one) < cap(c.one) {
		c.one = append(c.one, r)
		return nil
	}
	if k := len(c.chunks); k == 0 || len(c.chunks[k-1]) == chunkRequests {
		c.chunks = append(c.chunks, make([]Request, 0, chunkRequests))
	}
	last := &c.chunks[len(c.chunks)-1]
	*last = append(*last, r)
	return nil
}

// foretell reserves room for the requests of a log of sizeBytes (0 if
// not known), once reserveAfter are read, in readBytes of it: the count
// they foretell.
func (c *chunked) foretell(sizeBytes, readBytes int64) {
	if c.n == reserveAfter && sizeBytes > readBytes {
		c.reserve(expected(sizeBytes, readBytes, reserveAfter, c.limit()))
	}
}

// reserve lays out the requests to come in one slice of room for n in
// all, with those read so far at its start. Once only, and only for
// more than a chunk holds.
func (c *chunked) reserve(n int) {
	if c.one != nil || n <= chunkRequests || n <= c.n {
		return
	}
	c.one = make([]Request, 0, n)
	for i, ch := range c.chunks {
		c.one = append(c.one, ch...)
		c.chunks[i] = nil
	}
	c.chunks = c.chunks[:0]
}

// give gives log every request, their connections numbered in the order
// of their names (connNumbers.inNameOrder), and those names.
func (c *chunked) give(log *Log) {
	log.Requests = c.join()
	log.ConnIDs = c.conns.inNameOrder(log.Requests)
}

// join returns every request in one slice, and lets go of the chunks:
// the reserved slice itself where every request fit in it and it is no
// more than an eighth too long, else a copy at their exact count.
func (c *chunked) join() []Request {
	if len(c.chunks) == 0 && cap(c.one)-len(c.one) <= len(c.one)/8 {
		one := c.one
		c.one = nil
		return one
	}
	out := make([]Request, 0, c.n)
	out = append(out, c.one...)
	c.one = nil
	for i, ch := range c.chunks {
		out = append(out, ch...)
		c.chunks[i] = nil
	}
	return out
}
