package audit

import (
	"cmp"
	"coordinated-omission/internal/reqlog"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestCanonicalWhateverTheOrder: drawn requests, with ties in all but
// the connection, put in canonical order from any shuffle of them, with
// their connections numbered 0 to n − 1, sparse (a map numbers them) or
// mixed with none, give the same order and the same numbers, each the
// order of its connection's first send, and name the old ones.
func TestCanonicalWhateverTheOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 4))
	for i := range 300 {
		reqs := make([]Request, 1+rng.IntN(40))
		for j := range reqs {
			reqs[j] = Request{SendNs: rng.Int64N(8), LatencyNs: rng.Int64N(3), Label: rng.Int32N(2), Conn: rng.Int32N(int32(len(reqs)))}
			switch {
			case i%3 == 1:
				reqs[j].Conn = reqs[j].Conn*1_000_003 - 7 // sparse, some below NoConn
			case i%3 == 2 && j%4 == 0:
				reqs[j].Conn = NoConn
			}
		}
		want := slices.Clone(reqs)
		wantOld := canonical(want)
		for range 3 {
			got := slices.Clone(reqs)
			rng.Shuffle(len(got), func(a, b int) { got[a], got[b] = got[b], got[a] })
			if old := canonical(got); !slices.Equal(got, want) || !slices.Equal(old, wantOld) {
				t.Fatalf("%v: %v, %v; want %v, %v", reqs, got, old, want, wantOld)
			}
		}
		seen := map[int32]bool{}
		for k, r := range want {
			if k > 0 && (r.SendNs < want[k-1].SendNs || r.SendNs == want[k-1].SendNs && r.LatencyNs < want[k-1].LatencyNs) {
				t.Fatalf("%v: not in order of sends and latencies", want)
			}
			if r.Conn == NoConn {
				continue
			}
			if !seen[r.Conn] && r.Conn != int32(len(seen)) {
				t.Fatalf("%v: connection %d first, after %d others", want, r.Conn, len(seen))
			}
			seen[r.Conn] = true
		}
		if len(wantOld) != len(seen) {
			t.Fatalf("%v: %d old connections named for %d", want, len(wantOld), len(seen))
		}
		// the old connections given back are the requests given
		back := slices.Clone(want)
		for k := range back {
			if back[k].Conn != NoConn {
				back[k].Conn = int32(wantOld[back[k].Conn])
			}
		}
		byAll := func(a, b Request) int {
			return cmp.Or(cmp.Compare(a.SendNs, b.SendNs), cmp.Compare(a.LatencyNs, b.LatencyNs), cmp.Compare(a.Label, b.Label), cmp.Compare(a.Conn, b.Conn))
		}
		given := slices.Clone(reqs)
		slices.SortFunc(given, byAll)
		slices.SortFunc(back, byAll)
		if !slices.Equal(back, given) {
			t.Fatalf("%v: given back as %v", reqs, back)
		}
	}
}

// TestConnIDs holds connIDs to numbering by a map in order of first
// appearance, on connections dense from 0, NoConn among them, at the
// slice's edge (n − 1 and n), and sparse or below NoConn.
func TestConnIDs(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 6))
	for i := range 300 {
		reqs := make([]Request, rng.IntN(30))
		for j := range reqs {
			switch c := rng.Int32N(int32(len(reqs)) + 2); i % 3 {
			case 0:
				reqs[j].Conn = c - 1 // NoConn to n
			case 1:
				reqs[j].Conn = c*1_000_003 - 2 // sparse, some below NoConn
			default:
				reqs[j].Conn = []int32{NoConn, int32(len(reqs)) - 1, int32(len(reqs)), -2}[c%4]
			}
		}
		ids, k := connIDs(reqs)
		seen := map[int32]int32{}
		for j, r := range reqs {
			id, ok := seen[r.Conn]
			if !ok {
				id = int32(len(seen))
				seen[r.Conn] = id
			}
			if ids[j] != id {
				t.Fatalf("%v: request %d numbered %d, want %d", reqs, j, ids[j], id)
			}
		}
		if k != len(seen) {
			t.Fatalf("%v: %d connections, want %d", reqs, k, len(seen))
		}
	}
}

// TestSortOnCores: sorted on several cores, split about pivots, requests
// are in the one order a sort on one gives, ties and all: drawn with many
// sends, latencies, types and connections alike, and some wholly alike.
func TestSortOnCores(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 4))
	for k := range 400 {
		n := rng.IntN(300)
		keys := 1 + rng.IntN(6)
		reqs := make([]Request, n)
		for i := range reqs {
			reqs[i] = Request{SendNs: rng.Int64N(int64(keys)), LatencyNs: rng.Int64N(3), Label: rng.Int32N(2), Conn: rng.Int32N(3)}
		}
		want := slices.Clone(reqs)
		slices.SortFunc(want, bySend)
		cores, least := 1+rng.IntN(4), rng.IntN(8)
		got := slices.Clone(reqs)
		sortOn(got, bySend, cores, least)
		if !slices.Equal(got, want) {
			t.Fatalf("draw %d on %d cores, apart from %d: %v, want %v", k, cores, least, got, want)
		}
	}
}

// TestSortLog: a log is sorted by send; where its users are named by
// that order (a Gatling log, text or binary, counting its users), those
// sent at once stay as the log wrote them, and elsewhere they take
// canonical's order (latency, type, connection), whatever the log's.
func TestSortLog(t *testing.T) {
	written := []Request{{SendNs: 5, LatencyNs: 1}, {SendNs: 1, LatencyNs: 9, Conn: 2}, {SendNs: 1, LatencyNs: 3, Conn: 1}, {SendNs: 1, LatencyNs: 3, Conn: 0}, {SendNs: 0, LatencyNs: 4}}
	live := []reqlog.LiveCount{{AtNs: 0, Threads: 2}}
	stable := []Request{written[4], written[1], written[2], written[3], written[0]}
	canon := []Request{written[4], written[3], written[2], written[1], written[0]}
	for _, c := range []struct {
		format string
		live   []reqlog.LiveCount
		want   []Request
	}{{reqlog.FormatGatling, live, stable}, {reqlog.FormatGatlingBin, live, stable}, {reqlog.FormatGatling, nil, canon}, {reqlog.FormatJTL, live, canon}, {reqlog.FormatK6CSV, nil, canon}} {
		log := &reqlog.Log{Format: c.format, Live: c.live, Requests: slices.Clone(written)}
		if sortLog(log); !slices.Equal(log.Requests, c.want) {
			t.Errorf("%s, live %v: %v, want %v", c.format, c.live, log.Requests, c.want)
		}
	}
}

// TestForEachPair: each thread's consecutive requests, in order, and
// no others, whether its connections are numbered as canonical numbers
// them (from NoConn to below the requests' count) or not: drawn against
// a map of each connection's last request.
func TestForEachPair(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 8))
	for k := range 300 {
		reqs := make([]Request, rng.IntN(60))
		spread := []int32{1, 3, int32(len(reqs)) + 1, 1 << 29}[rng.IntN(4)]
		for i := range reqs {
			reqs[i] = Request{SendNs: int64(i), Conn: NoConn + rng.Int32N(max(1, min(spread, int32(len(reqs))+1)))}
			if spread == 1<<29 && rng.IntN(2) == 0 {
				reqs[i].Conn = rng.Int32N(3) << 29
			}
		}
		type pair struct{ prev, r int64 }
		var want, got []pair
		last := map[int32]int64{}
		for _, r := range reqs {
			if p, ok := last[r.Conn]; ok {
				want = append(want, pair{p, r.SendNs})
			}
			last[r.Conn] = r.SendNs
		}
		forEachPair(reqs, func(prev, r Request) { got = append(got, pair{prev.SendNs, r.SendNs}) })
		if !slices.Equal(got, want) {
			t.Fatalf("draw %d (%v): pairs %v, want %v", k, reqs, got, want)
		}
	}
}

// TestPartition: a partition puts before lo only requests before the
// pivot, and from lo only those not before it, keeping every request;
// of distinct sends, evenly spread, it splits them near their middle
// (the pivot the median of 63 of them), and of sends all alike, puts
// them all on one side.
func TestPartition(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 10))
	for k := range 300 {
		n := 2 + rng.IntN(2000)
		keys := []int64{1, 3, int64(n)}[rng.IntN(3)]
		reqs := make([]Request, n)
		for i := range reqs {
			reqs[i] = Request{SendNs: rng.Int64N(keys), Conn: int32(int64(i) % keys)} // of one key, wholly alike
		}
		before := slices.Clone(reqs)
		lo := partition(reqs, bySend)
		for i := 1; i < lo; i++ {
			if bySend(reqs[i], reqs[lo]) >= 0 && lo < n {
				t.Fatalf("draw %d: request %d (%v) of the first %d is not before %v", k, i, reqs[i], lo, reqs[lo])
			}
		}
		if lo < n {
			least := slices.MinFunc(reqs[lo:], bySend)
			for _, r := range reqs[:lo] {
				if bySend(r, least) >= 0 {
					t.Fatalf("draw %d: %v before lo %d, not before %v after it", k, r, lo, least)
				}
			}
		}
		slices.SortFunc(before, bySend)
		if got := slices.SortedFunc(slices.Values(reqs), bySend); !slices.Equal(got, before) {
			t.Fatalf("draw %d: the requests changed", k)
		}
		if keys == int64(n) && n >= 200 && (lo < n/4 || lo > 3*n/4) {
			t.Errorf("draw %d: %d of %d distinct sends split at %d", k, n, n, lo)
		}
		if keys == 1 && lo != 0 {
			t.Errorf("draw %d: %d sends alike split at %d", k, n, lo)
		}
	}
}

// TestDenseConns: connections numbered as canonical numbers them, from
// NoConn to below the requests' count, are told so, with the most; any
// other numbering is not.
func TestDenseConns(t *testing.T) {
	for _, c := range []struct {
		conns []int64
		most  int64
		ok    bool
	}{
		{[]int64{0, 1, 2}, 2, true},
		{[]int64{NoConn, NoConn}, NoConn, true},
		{[]int64{NoConn, 1}, 1, true},
		{[]int64{0, 3, 1}, 0, false},       // 3 is the count
		{[]int64{0, NoConn - 1}, 0, false}, // below NoConn
		{[]int64{1 << 30}, 0, false},
	} {
		reqs := make([]Request, len(c.conns))
		for i, conn := range c.conns {
			reqs[i].Conn = int32(conn)
		}
		if most, ok := denseConns(reqs); most != c.most || ok != c.ok {
			t.Errorf("%v: %d, %v; want %d, %v", c.conns, most, ok, c.most, c.ok)
		}
	}
}
