package reqlog

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestChunkedReserve: requests added to a chunked, reserved at any count
// at any moment (or never), come back in one slice in the order added;
// the reserved slice itself where they all fit in it and it is at most an
// eighth too long, else a slice at their exact count.
func TestChunkedReserve(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 3))
	for k := range 60 {
		n := rng.IntN(5 * chunkRequests)
		at := rng.IntN(n + 1)     // added before the reserve
		room := rng.IntN(2*n + 2) // the count foretold
		if k%3 == 0 {
			room = n + rng.IntN(n/8+1) // foretold well
		}
		var c chunked
		want := make([]Request, n)
		var reserved *Request
		for i := range n {
			if i == at {
				c.reserve(room)
				if cap(c.one) > 0 {
					reserved = &c.one[:1][0]
				}
			}
			want[i] = Request{SendNs: int64(i), LatencyNs: int64(k)}
			if err := c.add(sample{SendNs: want[i].SendNs, LatencyNs: want[i].LatencyNs}); err != nil {
				t.Fatal(err)
			}
		}
		got := c.join()
		if !slices.Equal(got, want) {
			t.Fatalf("n %d, reserved %d after %d: the requests come back changed", n, room, at)
		}
		fits := reserved != nil && n <= room && room-n <= n/8
		switch {
		case fits && (len(got) == 0 || &got[0] != reserved):
			t.Errorf("n %d, reserved %d after %d: a copy, not the reserved slice", n, room, at)
		case !fits && cap(got) != n:
			t.Errorf("n %d, reserved %d after %d: a slice of room for %d, not %d", n, room, at, cap(got), n)
		}
		if want := room > chunkRequests && room > at && at < n; (reserved != nil) != want {
			t.Errorf("n %d, reserved %d after %d: reserved %v, want %v", n, room, at, reserved != nil, want)
		}
	}
}

// TestExpected: the count foretold from the first requests' bytes is the
// file's at their rate, a thirty-second more, at most the reading's
// limit.
func TestExpected(t *testing.T) {
	for _, c := range []struct {
		size, read    int64
		n, most, want int
	}{
		{100_000, 1_000, 10, MaxRequests, 1031},
		{3_200, 100, 1, MaxRequests, 33},
		{1 << 40, 100, 1, MaxRequests, MaxRequests},
		{1 << 40, 100, 1, 3 * MaxRequests, 3 * MaxRequests},
		{3_200, 100, 1, 32, 32},
	} {
		if got := expected(c.size, c.read, c.n, c.most); got != c.want {
			t.Errorf("expected(%d, %d, %d, %d) = %d, want %d", c.size, c.read, c.n, c.most, got, c.want)
		}
	}
}

// TestSizedRead: a JTL read with its size given, right, too small, too
// large or not at all, in order or on lanes, is the same log; given its
// size, its requests are laid out once, not copied at their exact count
// (room to spare left), and without it, at their exact count.
func TestSizedRead(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 4))
	text := drawJTL(rng, 8*reserveAfter+rng.IntN(1000), false) // more requests than a chunk holds
	size := int64(len(text))
	read := func(ln lanes) *Log {
		log, err := readLaned(t, jtlFormat, text, ln)
		if err != nil {
			t.Fatal(err)
		}
		return log
	}
	want := read(lanes{})
	if cap(want.Requests) != len(want.Requests) {
		t.Fatalf("read without its size: room for %d requests, not %d", cap(want.Requests), len(want.Requests))
	}
	for _, sz := range []int64{size, size / 2, size * 2, size / 3 * 4} {
		for _, ln := range []lanes{{sizeBytes: sz}, {workers: 2, batch: 7, sizeBytes: sz}} {
			got := read(ln)
			if !slices.Equal(got.Requests, want.Requests) || !slices.Equal(got.Labels, want.Labels) {
				t.Fatalf("size %d of %d, %d workers: another log", sz, size, ln.workers)
			}
			if spare := cap(got.Requests) > len(got.Requests); spare != (sz == size) {
				t.Errorf("size %d of %d, %d workers: room for %d requests, %d read", sz, size, ln.workers, cap(got.Requests), len(got.Requests))
			}
		}
	}
}

// TestOpenText: a file's size is its text's, but a gzip file's is not:
// OpenText gives 0 for it, and the text read through.
func TestOpenText(t *testing.T) {
	var zipped bytes.Buffer
	zw := gzip.NewWriter(&zipped)
	zw.Write([]byte("a line\n"))
	zw.Close()
	for _, c := range []struct {
		in       []byte
		wantSize int64
	}{{[]byte("a line\n"), 7}, {zipped.Bytes(), 0}} {
		br, size, err := OpenText(bytes.NewReader(c.in), int64(len(c.in)))
		if err != nil {
			t.Fatal(err)
		}
		text, _ := io.ReadAll(br)
		if size != c.wantSize || string(text) != "a line\n" {
			t.Errorf("OpenText of %d bytes: size %d, text %q; want %d and the line", len(c.in), size, text, c.wantSize)
		}
	}
}

// TestChunkedReserveEdges: a reserve of a chunk's count or fewer, or of
// no more than those read so far, lays out nothing; a reserved slice an
// eighth too long exactly is given whole, one a request longer copied.
func TestChunkedReserveEdges(t *testing.T) {
	fill := func(c *chunked, n int) {
		for i := range n {
			if err := c.add(sample{SendNs: int64(i)}); err != nil {
				t.Fatal(err)
			}
		}
	}
	var c chunked
	if c.reserve(chunkRequests); c.one != nil {
		t.Errorf("a reserve of a chunk's count laid out %d", cap(c.one))
	}
	fill(&c, chunkRequests+10)
	if c.reserve(chunkRequests + 10); c.one != nil {
		t.Errorf("a reserve of the count already read laid out %d", cap(c.one))
	}
	if c.reserve(chunkRequests + 11); cap(c.one) != chunkRequests+11 || len(c.one) != chunkRequests+10 {
		t.Errorf("a reserve of one more: %d of %d, want %d of %d", len(c.one), cap(c.one), chunkRequests+10, chunkRequests+11)
	}
	for _, c := range []struct {
		n, room int
		whole   bool
	}{{8 * chunkRequests, 9 * chunkRequests, true}, {8 * chunkRequests, 9*chunkRequests + 1, false}} {
		var ch chunked
		ch.reserve(c.room)
		fill(&ch, c.n)
		reserved := &ch.one[:1][0]
		got := ch.join()
		if whole := &got[0] == reserved; whole != c.whole || len(got) != c.n {
			t.Errorf("%d requests in room for %d: given whole %v, want %v", c.n, c.room, whole, c.whole)
		}
	}
}

// TestSizedReadForetells: the count is foretold from the bytes of the
// lines read, each with its line end: on a JTL of lines of one length,
// the room laid out is exactly the file's lines less its header, a
// thirty-second more, in order and on lanes.
func TestSizedReadForetells(t *testing.T) {
	const header = "timeStamp,elapsed,label,responseCode,threadName,success\n"
	const rows = 5 * reserveAfter
	var b strings.Builder
	b.WriteString(header)
	for i := range rows {
		fmt.Fprintf(&b, "%d,%d,Home,200,Users 1-%d,true\n", 1_700_000_000_000+int64(i), 10+i%10, 1+i%9)
	}
	text := b.String()
	line := int64(len(text)-len(header)) / rows
	read := int64(len(header)) + reserveAfter*line
	want := expected(int64(len(text)), read, reserveAfter, MaxRequests)
	for _, ln := range []lanes{{sizeBytes: int64(len(text))}, {workers: 2, batch: 7, sizeBytes: int64(len(text))}} {
		log, err := readLaned(t, jtlFormat, text, ln)
		if err != nil {
			t.Fatal(err)
		}
		if len(log.Requests) != rows || cap(log.Requests) != want {
			t.Errorf("%d workers: %d requests in room for %d, want %d in %d", ln.workers, len(log.Requests), cap(log.Requests), rows, want)
		}
	}
}
