package reqlog

import (
	"bufio"
	"bytes"
	"compress/gzip"
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
			if err := c.add(want[i]); err != nil {
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
// file's at their rate, a thirty-second more, at most MaxRequests.
func TestExpected(t *testing.T) {
	for _, c := range []struct {
		size, read int64
		n, want    int
	}{
		{100_000, 1_000, 10, 1031},
		{3_200, 100, 1, 33},
		{1 << 40, 100, 1, MaxRequests},
	} {
		if got := expected(c.size, c.read, c.n); got != c.want {
			t.Errorf("expected(%d, %d, %d) = %d, want %d", c.size, c.read, c.n, got, c.want)
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
		lr, err := jtlFormat.lines(Reading{})
		if err != nil {
			t.Fatal(err)
		}
		log := &Log{Format: jtlFormat.name}
		if err := readLinesOn(bufio.NewReader(strings.NewReader(text)), lr, log, ln); err != nil {
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
