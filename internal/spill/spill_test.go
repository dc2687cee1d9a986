package spill

import (
	"bytes"
	"cmp"
	"errors"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"coordinated-omission/internal/reqlog"
)

// requests draws n requests the way logs have them: sends a little out
// of order (a log written at the reply), latencies from microseconds to
// seconds, a few hundred connections, a few types; one in eight sent at
// the instant of the one before, half of those on its connection, half
// of its latency, half of its type; and, one in a thousand, a field at
// its extreme.
func requests(rng *rand.Rand, n int) []reqlog.Request {
	out := make([]reqlog.Request, n)
	var at int64 = 1_700_000_000_000_000_000
	for i := range out {
		at += rng.Int63n(2_000_000)
		out[i] = reqlog.Request{
			SendNs:    at - rng.Int63n(50_000_000),
			LatencyNs: rng.Int63n(1 << uint(10+rng.Intn(22))),
			Conn:      rng.Int31n(300) - 1, // NoConn among them
			Label:     int32(rng.Intn(6)),
		}
		if i > 0 && rng.Intn(8) == 0 { // sent at the instant of the one before: ties for the order to break
			out[i].SendNs = out[i-1].SendNs
			if rng.Intn(2) == 0 {
				out[i].Conn = out[i-1].Conn
			}
			if rng.Intn(2) == 0 {
				out[i].LatencyNs = out[i-1].LatencyNs
			}
			if rng.Intn(2) == 0 {
				out[i].Label = out[i-1].Label
			}
		}
		if rng.Intn(1000) == 0 {
			extremes := []int64{math.MinInt64, math.MaxInt64, 0, -1}
			out[i].SendNs = extremes[rng.Intn(4)]
			out[i].LatencyNs = extremes[rng.Intn(4)]
			out[i].Conn = int32(extremes[rng.Intn(4)] >> 32)
			out[i].Label = int32(extremes[rng.Intn(4)] >> 32)
		}
	}
	return out
}

// TestCodec writes requests and reads them back, through decoders'
// buffers of every small size, so that records fall across each buffer's
// end in every way.
func TestCodec(t *testing.T) {
	reqs := requests(rand.New(rand.NewSource(1)), 5000)
	var e encoder
	var file []byte
	for _, r := range reqs {
		file = e.put(file, r)
	}
	if perReq := float64(len(file)) / float64(len(reqs)); perReq > 16 {
		t.Errorf("%.1f bytes a request, where 32 are held in memory", perReq)
	}
	for _, size := range []int{1, maxRecord, 2*maxRecord + 1, 97, 4096} {
		d := newDecoder(bytes.NewReader(file), "f", size)
		for i, want := range reqs {
			got, ok, err := d.next()
			if err != nil || !ok || got != want {
				t.Fatalf("buffer %d: request %d read back as %+v (%v, %v), written as %+v", size, i, got, ok, err, want)
			}
		}
		if _, ok, err := d.next(); ok || err != nil {
			t.Fatalf("buffer %d: past the end, %v %v", size, ok, err)
		}
	}
	// a file cut in a record
	d := newDecoder(bytes.NewReader(file[:len(file)-1]), "cut", 64)
	var err error
	for ok := true; ok && err == nil; _, ok, err = d.next() {
	}
	if err == nil || !strings.Contains(err.Error(), "cut") {
		t.Errorf("a file cut short read with %v", err)
	}
}

// FuzzCodec: any request comes back as it went.
func FuzzCodec(f *testing.F) {
	f.Add(int64(0), int64(0), int32(-1), int32(0), int64(math.MaxInt64), int64(1), int32(math.MinInt32), int32(-5))
	f.Fuzz(func(t *testing.T, s1, l1 int64, c1, t1 int32, s2, l2 int64, c2, t2 int32) {
		reqs := []reqlog.Request{{SendNs: s1, LatencyNs: l1, Conn: c1, Label: t1}, {SendNs: s2, LatencyNs: l2, Conn: c2, Label: t2}}
		var e encoder
		var file []byte
		for _, r := range reqs {
			file = e.put(file, r)
		}
		d := newDecoder(bytes.NewReader(file), "f", 1)
		for _, want := range reqs {
			if got, ok, err := d.next(); !ok || err != nil || got != want {
				t.Fatalf("%+v read back as %+v", want, got)
			}
		}
	})
}

// oracle are the orders, written again the plain way (cmp.Or compares
// every key), so that a fault in an Order's own comparison is not its
// own reference.
var oracle = map[string]func(a, b reqlog.Request) int{
	"send": func(a, b reqlog.Request) int {
		return cmp.Or(cmp.Compare(a.SendNs, b.SendNs), cmp.Compare(a.LatencyNs, b.LatencyNs), cmp.Compare(a.Label, b.Label), cmp.Compare(a.Conn, b.Conn))
	},
	"connection": func(a, b reqlog.Request) int {
		return cmp.Or(cmp.Compare(a.Conn, b.Conn), cmp.Compare(a.SendNs, b.SendNs), cmp.Compare(a.LatencyNs, b.LatencyNs), cmp.Compare(a.Label, b.Label))
	},
}

// TestSpillSorts spills requests of many counts, about a run's length
// and past many rounds of merging, and reads them back in each order: as
// slices.SortFunc sorts them in memory, twice over.
func TestSpillSorts(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	set := Settings{RunLen: 7, Fan: 3, BufferBytes: 50}
	for _, n := range []int{0, 1, 6, 7, 8, 21, 22, 64, 1000} {
		for _, order := range []Order{BySend, ByConn} {
			reqs := requests(rng, n)
			s, err := New(t.TempDir(), order, set)
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range reqs {
				if err := s.Add(r); err != nil {
					t.Fatal(err)
				}
			}
			if err := s.Finish(); err != nil {
				t.Fatal(err)
			}
			want := slices.Clone(reqs)
			slices.SortFunc(want, oracle[order.Name])
			for pass := range 2 {
				var got []reqlog.Request
				if err := s.Each(func(r reqlog.Request) bool { got = append(got, r); return true }); err != nil {
					t.Fatal(err)
				}
				if !slices.Equal(got, want) || s.Len() != int64(n) {
					t.Fatalf("%d requests by %s, pass %d: read back %d (Len %d), not in order or not as added", n, order.Name, pass, len(got), s.Len())
				}
			}
			checkGroups(t, s, want)
			left, _ := os.ReadDir(s.Dir())
			if len(left) != 2 { // the lock and the file in order: every run merged away
				t.Errorf("%d requests: the folder holds %d files after Finish", n, len(left))
			}
			if n > 0 {
				seen := 0
				s.Each(func(reqlog.Request) bool { seen++; return seen < 3 })
				if seen != min(n, 3) {
					t.Errorf("%d requests: a pass asked to stop at 3 read %d", n, seen)
				}
			}
			dir := s.Dir()
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			if _, err := os.Stat(dir); !os.IsNotExist(err) {
				t.Errorf("the folder %s is still there after Close: %v", dir, err)
			}
			if err := s.Close(); err != nil {
				t.Errorf("a second Close: %v", err)
			}
		}
	}
}

// TestSpillMisuse: each misuse is an error that says what it was.
func TestSpillMisuse(t *testing.T) {
	for _, c := range []struct {
		set Settings
		ok  bool
	}{{Settings{1, 2, 1}, true}, {Settings{0, 2, 1}, false}, {Settings{1, 1, 1}, false}, {Settings{1, 2, 0}, false}} {
		s, err := New(t.TempDir(), BySend, c.set)
		if (err == nil) != c.ok || err != nil && !strings.Contains(err.Error(), "settings") {
			t.Errorf("settings %+v: %v", c.set, err)
		}
		if s != nil {
			s.Close()
		}
	}
	missing := filepath.Join(t.TempDir(), "missing")
	if _, err := New(missing, BySend, Default); err == nil || !strings.Contains(err.Error(), missing) {
		t.Errorf("a parent that is not there: %v", err)
	}
	s, err := New(t.TempDir(), BySend, Settings{RunLen: 2, Fan: 2, BufferBytes: 64})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Each(func(reqlog.Request) bool { return true }); err == nil || !strings.Contains(err.Error(), "before Finish") {
		t.Errorf("read before Finish: %v", err)
	}
	s.Add(reqlog.Request{})
	if _, err := s.Groups(); err == nil {
		t.Errorf("groups of a spill by send")
	}
	if err := s.Finish(); err != nil {
		t.Fatal(err)
	}
	if err := s.Add(reqlog.Request{}); err == nil || !strings.Contains(err.Error(), "after Finish") {
		t.Errorf("added after Finish: %v", err)
	}
	s.Close()
	if err := s.Each(func(reqlog.Request) bool { return true }); err == nil || !strings.Contains(err.Error(), "closed") {
		t.Errorf("read after Close: %v", err)
	}
	c, err := New(t.TempDir(), ByConn, Default)
	if err != nil {
		t.Fatal(err)
	}
	c.Add(reqlog.Request{Conn: 3})
	if _, err := c.Groups(); err == nil || !strings.Contains(err.Error(), "before Finish") {
		t.Errorf("groups before Finish: %v", err)
	}
	c.Finish()
	groups, _ := c.Groups()
	c.Close()
	if _, err := c.Cursor(groups[0], 64); err == nil || !strings.Contains(err.Error(), "closed") {
		t.Errorf("a cursor after Close: %v", err)
	}
}

// TestSpillWriteFails: a run that cannot be written fails the spill,
// naming the file, and every call after it fails the same way.
func TestSpillWriteFails(t *testing.T) {
	s, err := New(t.TempDir(), BySend, Settings{RunLen: 2, Fan: 2, BufferBytes: 64})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	os.RemoveAll(s.Dir()) // as a full or vanished disk does
	var first error
	for i := 0; i < 10 && first == nil; i++ {
		first = s.Add(reqlog.Request{SendNs: int64(i)})
	}
	if first == nil {
		first = s.Finish()
	}
	if first == nil || !strings.Contains(first.Error(), s.Dir()) {
		t.Fatalf("a run written to a folder gone: %v", first)
	}
	if err := s.Finish(); !errors.Is(err, first) && (err == nil || err.Error() != first.Error()) {
		t.Errorf("Finish after the failure: %v, not %v", err, first)
	}
}

// TestSpillCorrupt: a file in order cut short is an error, not a short read.
func TestSpillCorrupt(t *testing.T) {
	s, err := New(t.TempDir(), BySend, Default)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, r := range requests(rand.New(rand.NewSource(3)), 100) {
		s.Add(r)
	}
	if err := s.Finish(); err != nil {
		t.Fatal(err)
	}
	fi, _ := os.Stat(s.merged)
	os.Truncate(s.merged, fi.Size()-1)
	if err := s.Each(func(reqlog.Request) bool { return true }); err == nil || !strings.Contains(err.Error(), "cut short") {
		t.Errorf("a file cut short: %v", err)
	}
}

// TestSpillHoldsRunsOnly spills 2·10^6 requests through runs of 2^15:
// holding them all would take 64 MB, and the heap stays under a quarter
// of that (two runs are 2 MB, a merge's 64 readers 4 MB), whatever the
// count.
func TestSpillHoldsRunsOnly(t *testing.T) {
	if testing.Short() {
		t.Skip("2·10^6 requests")
	}
	const n = 2_000_000
	dir := t.TempDir()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	base, peak := m.HeapAlloc, uint64(0)
	s, err := New(dir, BySend, Settings{RunLen: 1 << 15, Fan: 64, BufferBytes: 64 << 10})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	sample := func() {
		runtime.ReadMemStats(&m)
		peak = max(peak, m.HeapAlloc-min(base, m.HeapAlloc))
	}
	rng := rand.New(rand.NewSource(4))
	var at int64
	for i := range n {
		at += rng.Int63n(1000)
		s.Add(reqlog.Request{SendNs: at, LatencyNs: rng.Int63n(1e8), Conn: rng.Int31n(200), Label: int32(i % 5)})
		if i%(1<<17) == 0 {
			sample()
		}
	}
	if err := s.Finish(); err != nil {
		t.Fatal(err)
	}
	sample()
	count := 0
	s.Each(func(reqlog.Request) bool {
		if count++; count%(1<<17) == 0 {
			sample()
		}
		return true
	})
	if count != n {
		t.Fatalf("read back %d of %d", count, n)
	}
	if held := uint64(n * 32); peak > held/4 {
		t.Errorf("the heap grew by %d MB spilling %d requests (%d MB held whole)", peak>>20, n, held>>20)
	}
}

// checkGroups: a spill by connection has a group for each connection of
// want (sorted by connection), in order, and the groups' cursors, read a
// request of each in turn, give each connection's requests in order; a
// spill by send has no groups.
func checkGroups(t *testing.T, s *Spill, want []reqlog.Request) {
	t.Helper()
	groups, err := s.Groups()
	if !s.order.grouped {
		if err == nil {
			t.Errorf("a spill by %s gave groups", s.order.Name)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	var byConn [][]reqlog.Request
	for i, r := range want {
		if i == 0 || r.Conn != want[i-1].Conn {
			byConn = append(byConn, nil)
		}
		byConn[len(byConn)-1] = append(byConn[len(byConn)-1], r)
	}
	if len(groups) != len(byConn) {
		t.Fatalf("%d groups for %d connections", len(groups), len(byConn))
	}
	cursors := make([]*Cursor, len(groups))
	for i, g := range groups {
		if g.Conn != byConn[i][0].Conn || g.Count != int64(len(byConn[i])) {
			t.Fatalf("group %d: connection %d of %d requests, want %d of %d", i, g.Conn, g.Count, byConn[i][0].Conn, len(byConn[i]))
		}
		if cursors[i], err = s.Cursor(g, 1+i%50); err != nil {
			t.Fatal(err)
		}
	}
	for k := 0; ; k++ {
		more := false
		for i, c := range cursors {
			r, ok, err := c.Next()
			if err != nil {
				t.Fatal(err)
			}
			if ok != (k < len(byConn[i])) || ok && r != byConn[i][k] {
				t.Fatalf("connection %d's request %d read as %+v (%v), want %d requests", groups[i].Conn, k, r, ok, len(byConn[i]))
			}
			more = more || ok
		}
		if !more {
			return
		}
	}
}

// TestSpillWriteFailsAtOnce: a run written in the background that fails
// fails the next Add that waits for it, not only Finish.
func TestSpillWriteFailsAtOnce(t *testing.T) {
	s, err := New(t.TempDir(), BySend, Settings{RunLen: 2, Fan: 2, BufferBytes: 64})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	os.RemoveAll(s.Dir())
	s.Add(reqlog.Request{SendNs: 1})
	s.Add(reqlog.Request{SendNs: 2}) // run 0, written in the background, fails
	s.Add(reqlog.Request{SendNs: 3})
	if err := s.Add(reqlog.Request{SendNs: 4}); err == nil || !strings.Contains(err.Error(), s.Dir()) {
		t.Errorf("the Add that waits for the failed run: %v", err)
	}
}

// TestSpillCorruptRun: a run cut short before it is merged fails the
// merge, naming it; a spill by connection cut short fails the cursor of
// the connection it cuts.
func TestSpillCorruptRun(t *testing.T) {
	s, err := New(t.TempDir(), BySend, Settings{RunLen: 50, Fan: 4, BufferBytes: 64})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, r := range requests(rand.New(rand.NewSource(7)), 120) {
		s.Add(r)
	}
	if err := s.wait(); err != nil {
		t.Fatal(err)
	}
	part := filepath.Join(s.Dir(), "part0")
	fi, err := os.Stat(part)
	if err != nil {
		t.Fatal(err)
	}
	os.Truncate(part, fi.Size()-1)
	if err := s.Finish(); err == nil || !strings.Contains(err.Error(), "part0") || !strings.Contains(err.Error(), "cut short") {
		t.Errorf("a run cut short: %v", err)
	}

	c, err := New(t.TempDir(), ByConn, Default)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for _, r := range requests(rand.New(rand.NewSource(8)), 500) {
		c.Add(r)
	}
	if err := c.Finish(); err != nil {
		t.Fatal(err)
	}
	groups, _ := c.Groups()
	last := groups[len(groups)-1]
	fi, _ = os.Stat(c.merged)
	os.Truncate(c.merged, fi.Size()-1)
	cur, err := c.Cursor(last, 64)
	if err != nil {
		t.Fatal(err)
	}
	for {
		_, ok, err := cur.Next()
		if err != nil {
			if !strings.Contains(err.Error(), "cut short") {
				t.Errorf("the last connection's cursor: %v", err)
			}
			break
		}
		if !ok {
			t.Errorf("the last connection's %d requests read whole from a file cut short", last.Count)
			break
		}
	}
	os.Truncate(c.merged, last.offset) // the last connection's requests gone
	cur, _ = c.Cursor(last, 64)
	if _, _, err := cur.Next(); err == nil || !strings.Contains(err.Error(), "requests cut short") {
		t.Errorf("a connection whose requests are gone: %v", err)
	}
	f := c.file
	c.Close()
	if _, err := f.Stat(); err == nil {
		t.Errorf("the file the cursors read is still open after Close")
	}
}
