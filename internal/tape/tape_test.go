package tape

import (
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// records draws n records of fields fields: a first field that mostly
// grows, and others of every size, the extremes among them.
func records(n, fields int, seed uint64) [][]int64 {
	rng := rand.New(rand.NewPCG(seed, 1))
	out := make([][]int64, n)
	at := int64(0)
	for i := range out {
		rec := make([]int64, fields)
		at += rng.Int64N(1 << (rng.IntN(40) + 1))
		if rng.IntN(100) == 0 {
			at -= rng.Int64N(1 << 20) // the first field may fall back
		}
		rec[0] = at
		for j := 1; j < fields; j++ {
			switch rng.IntN(6) {
			case 0:
				rec[j] = math.MinInt64
			case 1:
				rec[j] = math.MaxInt64
			default:
				rec[j] = rng.Int64N(1<<(rng.IntN(62)+1)) - 1<<(rng.IntN(40))
			}
		}
		if i == n/2 {
			rec[0] = math.MinInt64 // a difference that wraps
		}
		out[i] = rec
	}
	return out
}

// read is every record of t, copied.
func read(t *testing.T, tp *Tape) [][]int64 {
	t.Helper()
	var out [][]int64
	if err := tp.Each(func(rec []int64) { out = append(out, slices.Clone(rec)) }); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		name      string
		n, fields int
		memBytes  int
		onFile    bool
		across    bool // more than one read buffer of records
	}{
		{"empty", 0, 3, 1 << 20, false, false},
		{"one field in memory", 1000, 1, 1 << 20, false, false},
		{"in memory", 5000, 5, 1 << 30, false, false},
		{"on file, records across the read buffer", 60_000, 5, 4096, true, true},
		{"on file from the first record", 3000, 2, 0, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			want := records(tc.n, tc.fields, uint64(tc.n))
			tp := New(tc.fields, dir, tc.memBytes)
			for _, rec := range want {
				tp.Put(rec)
			}
			if tp.Len() != int64(tc.n) || tp.OnFile() != tc.onFile {
				t.Fatalf("Len %d, OnFile %v; want %d, %v", tp.Len(), tp.OnFile(), tc.n, tc.onFile)
			}
			for pass := range 2 { // read as often as asked
				if got := read(t, tp); !slices.EqualFunc(got, want, slices.Equal) {
					t.Fatalf("pass %d: %d records read back, not the %d put", pass, len(got), len(want))
				}
			}
			if tc.across && tp.written < 3*readBytes {
				t.Fatalf("the case does not reach past one read buffer")
			}
			// the file is unlinked when made: nothing in the folder, and no
			// name kept to remove
			if es, err := os.ReadDir(dir); err != nil || len(es) != 0 || tp.name != "" {
				t.Fatalf("the folder holds %v (%v), the name %q kept; want nothing", es, err, tp.name)
			}
			if err := tp.Close(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestGoesToFileAtMemBytes: a tape goes to its file once it holds
// memBytes bytes, not before; at 0, with its first record.
func TestGoesToFileAtMemBytes(t *testing.T) {
	for _, c := range []struct{ memBytes, puts int }{{10, 10}, {1, 1}, {0, 1}} {
		tp := New(1, t.TempDir(), c.memBytes)
		for i := range c.puts {
			if tp.OnFile() {
				t.Fatalf("memBytes %d: on file after %d one-byte records", c.memBytes, i)
			}
			tp.Put([]int64{0}) // one byte each
		}
		if !tp.OnFile() {
			t.Errorf("memBytes %d: in memory after %d one-byte records", c.memBytes, c.puts)
		}
		tp.Close()
	}
}

// TestWideRecords: a record wider than the read buffer (30,000 fields of
// 10 bytes each, the int64 extremes) reads back from the file whole.
func TestWideRecords(t *testing.T) {
	const fields = 30_000
	want := records(3, fields, 11)
	for _, rec := range want {
		for j := range rec {
			rec[j] = math.MinInt64 + int64(j%2) // zigzagged, 2^64 − 1 and 2^64 − 3: 10 bytes
		}
	}
	tp := New(fields, t.TempDir(), 0)
	for _, rec := range want {
		tp.Put(rec)
	}
	if !tp.OnFile() || tp.written/3 <= readBytes+fields {
		t.Fatalf("on file %v, %d bytes: the case does not reach past the read buffer", tp.OnFile(), tp.written)
	}
	if got := read(t, tp); !slices.EqualFunc(got, want, slices.Equal) {
		t.Fatalf("%d records read back, not the %d put", len(got), len(want))
	}
}

// TestCloseRemovesAName: where the system kept the file's name (one that
// cannot unlink an open file), Close removes it.
func TestCloseRemovesAName(t *testing.T) {
	tp := New(1, t.TempDir(), 0)
	tp.Put([]int64{1})
	kept := filepath.Join(t.TempDir(), "kept")
	if err := os.WriteFile(kept, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	tp.name = kept // as such a system leaves it
	if err := tp.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(kept); !os.IsNotExist(err) {
		t.Errorf("the name kept is still there: %v", err)
	}
}

// TestReadError: a file that cannot be read is an error that names it.
func TestReadError(t *testing.T) {
	tp := New(2, t.TempDir(), 0)
	for _, rec := range records(100, 2, 6) {
		tp.Put(rec)
	}
	tp.Flush()
	tp.f.Close()
	err := tp.Each(func([]int64) {})
	if err == nil || !strings.HasPrefix(err.Error(), "tape: reading "+tp.f.Name()+": ") || !strings.Contains(err.Error(), "closed") {
		t.Errorf("a closed file: %v", err)
	}
}

// A tape put to after it was read goes on from where it was.
func TestPutAfterEach(t *testing.T) {
	for _, memBytes := range []int{1 << 20, 100} {
		want := records(2000, 3, 7)
		tp := New(3, t.TempDir(), memBytes)
		for _, rec := range want[:1000] {
			tp.Put(rec)
		}
		read(t, tp)
		for _, rec := range want[1000:] {
			tp.Put(rec)
		}
		if got := read(t, tp); !slices.EqualFunc(got, want, slices.Equal) {
			t.Fatalf("memBytes %d: %d records read back, not the %d put", memBytes, len(got), len(want))
		}
		tp.Close()
	}
}

// Where no file can be made, the tape stays in memory, whole, in chunks
// laid out once each.
func TestNoFolderStaysInMemory(t *testing.T) {
	want := records(3000, 4, 3)
	tp := New(4, t.TempDir()+"/none", 64)
	for _, rec := range want {
		tp.Put(rec)
	}
	if tp.OnFile() {
		t.Fatal("a tape in a folder that does not exist went to a file")
	}
	// in chunks of memBytes and a record, each laid out once: none grown
	if len(tp.chunks) < 100 {
		t.Fatalf("%d chunks, want one each 64 bytes", len(tp.chunks))
	}
	for i, c := range tp.chunks[1:] {
		if len(c) < 64 || cap(c) != 64+4*maxFieldBytes {
			t.Fatalf("chunk %d: %d bytes in %d, want at least 64 in %d", i+1, len(c), cap(c), 64+4*maxFieldBytes)
		}
	}
	if got := read(t, tp); !slices.EqualFunc(got, want, slices.Equal) {
		t.Fatalf("%d records read back, not the %d put", len(got), len(want))
	}
}

func TestWrongFieldsFail(t *testing.T) {
	tp := New(2, t.TempDir(), 1<<10)
	tp.Put([]int64{1, 2})
	tp.Put([]int64{1})
	tp.Put([]int64{1, 2})
	err := tp.Each(func([]int64) {})
	if err == nil || err.Error() != "tape: a record of 1 fields on a tape of 2" {
		t.Fatalf("got %v", err)
	}
	if tp.Flush() == nil {
		t.Fatal("a failed tape flushed without its error")
	}
}

// A file cut short, bytes that end mid-record, and a varint past 64
// bits are errors; a varint of 10 bytes reads back.
func TestCutShort(t *testing.T) {
	for _, memBytes := range []int{0, 1 << 20} {
		tp := New(2, t.TempDir(), memBytes)
		recs := records(100, 2, 5)
		recs[99][1] = -1 // a field of one byte, 64 ahead of it: two bytes, the first 0x80
		recs[98][1] = 64
		for _, rec := range recs {
			tp.Put(rec)
		}
		tp.Flush()
		// cut at a field's end: the last record's last field is one byte
		// (0 or 1 zigzagged)
		cut := 1
		if tp.OnFile() {
			tp.written -= int64(cut)
		} else {
			tp.mem = tp.mem[:len(tp.mem)-cut]
		}
		n := 0
		err := tp.Each(func([]int64) { n++ })
		want := "tape: a record cut short"
		if tp.OnFile() {
			want = "tape: reading " + tp.f.Name() + ": a record cut short"
		}
		if err == nil || n == 100 || err.Error() != want {
			t.Fatalf("memBytes %d: a tape cut short read %d records, error %v, want %q", memBytes, n, err, want)
		}
	}
	for _, c := range []struct {
		b    []byte
		want uint64
		pos  int
	}{
		{[]byte{0x05}, 5, 1},
		{[]byte{0x80, 0x01}, 128, 2},
		{[]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01}, 1<<64 - 1, 10},
		{[]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02}, 0, -1}, // 65 bits
		{[]byte{0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01}, 0, -1},
		{[]byte{0x80}, 0, -1},
		{nil, 0, -1},
	} {
		// a tape of one record of one field, those bytes: read whole, or
		// cut short
		tp := &Tape{fields: 1, n: 1, mem: c.b}
		var got []int64
		err := tp.Each(func(rec []int64) { got = append(got, rec[0]) })
		want := int64(c.want>>1) ^ -int64(c.want&1) // zigzagged
		if c.pos > 0 && (err != nil || !slices.Equal(got, []int64{want})) {
			t.Errorf("% x: %v (%v), want %d", c.b, got, err, want)
		}
		if c.pos < 0 && (err == nil || err.Error() != "tape: a record cut short" || got != nil) {
			t.Errorf("% x: %v (%v), want a record cut short", c.b, got, err)
		}
	}
}

// TestReaders: readers of one tape on file read it side by side, each
// at its own offset.
func TestReaders(t *testing.T) {
	want := records(50_000, 3, 9)
	tp := New(3, t.TempDir(), 0)
	for _, rec := range want {
		tp.Put(rec)
	}
	a, err := tp.Reader()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := tp.Reader()
	ra, rb := make([]int64, 3), make([]int64, 3)
	for i := range want {
		if !a.Next(ra) || !b.Next(rb) || !slices.Equal(ra, want[i]) || !slices.Equal(rb, want[i]) {
			t.Fatalf("record %d: %v and %v, want %v (%v, %v)", i, ra, rb, want[i], a.Err(), b.Err())
		}
	}
	if a.Next(ra) || a.Err() != nil {
		t.Errorf("past the last record: %v", a.Err())
	}
}
