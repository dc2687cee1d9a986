package reqlog

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unsafe"
)

// TestRequestSize: a Request is 24 bytes, as the audit's memory is
// reckoned (audit.Capacity); a field added or widened shows here.
func TestRequestSize(t *testing.T) {
	if n := unsafe.Sizeof(Request{}); n != 24 {
		t.Errorf("a Request is %d bytes, want 24", n)
	}
}

// TestConnNumbers: names, drawn dense, sparse, negative and past 32 bits,
// come back numbered from 0 in the order of their names, equal names
// alike, NoConn kept, and each number's name given back; however many
// requests name each, and in whatever order they come.
func TestConnNumbers(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 24))
	for k := range 400 {
		pool := []int64{NoConn}
		for range 1 + rng.IntN(20) {
			switch k % 4 {
			case 0:
				pool = append(pool, rng.Int64N(30)) // dense
			case 1:
				pool = append(pool, rng.Int64N(3)<<32|rng.Int64N(5)) // k6's vu<<32 | iteration
			case 2:
				pool = append(pool, denseConns-1+rng.Int64N(3)) // at the slice's edge
			default:
				pool = append(pool, []int64{math.MinInt64, math.MaxInt64, -2, 0, 1 << 40}[rng.IntN(5)])
			}
		}
		names := make([]int64, 1+rng.IntN(60))
		var c connNumbers
		reqs := make([]Request, len(names))
		most := int64(-1) // the highest name below denseConns
		for i := range names {
			names[i] = pool[rng.IntN(len(pool))]
			reqs[i] = Request{SendNs: int64(i), Conn: c.of(names[i])}
			if names[i] >= 0 && names[i] < denseConns {
				most = max(most, names[i])
			}
			if len(c.dense) != int(most+1) {
				t.Fatalf("%v: the slice holds %d names, want up to the highest, %d", names[:i+1], len(c.dense), most)
			}
		}
		given := c.inNameOrder(reqs)
		if !slices.IsSorted(given) || len(slices.Compact(slices.Clone(given))) != len(given) {
			t.Fatalf("%v: names given back %v, want them sorted, each once", names, given)
		}
		for i, r := range reqs {
			switch {
			case names[i] == NoConn && r.Conn != NoConn:
				t.Fatalf("%v: request %d of no connection numbered %d", names, i, r.Conn)
			case names[i] != NoConn && (r.Conn < 0 || int(r.Conn) >= len(given) || given[r.Conn] != names[i]):
				t.Fatalf("%v: request %d of %d numbered %d, whose name is %v", names, i, names[i], r.Conn, given)
			}
		}
	}
}

// TestConnNumbersOfLinesInAnyOrder: a k6 JSON log of sessions read with
// its lines in any order numbers its connections alike: by name, not by
// the line that names one first.
func TestConnNumbersOfLinesInAnyOrder(t *testing.T) {
	point := func(vu, iter, sec int) string {
		return `{"type":"Point","metric":"http_req_duration","data":{"time":"2026-12-03T08:28:` + string(rune('0'+sec/10)) + string(rune('0'+sec%10)) +
			`Z","value":1,"tags":{"status":"200"},"metadata":{"vu":"` + string(rune('0'+vu)) + `","iter":"` + string(rune('0'+iter)) + `"}}}`
	}
	var lines []string
	for vu := 1; vu <= 3; vu++ {
		for iter := range 3 {
			lines = append(lines, point(vu, iter, 10+3*iter+vu))
		}
	}
	want := read(t, strings.Join(lines, "\n")+"\n", "")
	if !want.Sessions || len(want.ConnIDs) != 9 {
		t.Fatalf("sessions %v, names %v: want 9 sessions", want.Sessions, want.ConnIDs)
	}
	rng := rand.New(rand.NewPCG(61, 25))
	for range 20 {
		rng.Shuffle(len(lines), func(a, b int) { lines[a], lines[b] = lines[b], lines[a] })
		got := read(t, strings.Join(lines, "\n")+"\n", "")
		slices.SortFunc(got.Requests, func(a, b Request) int { return int(a.SendNs - b.SendNs) })
		w := slices.Clone(want.Requests)
		slices.SortFunc(w, func(a, b Request) int { return int(a.SendNs - b.SendNs) })
		if !slices.Equal(got.Requests, w) || !slices.Equal(got.ConnIDs, want.ConnIDs) || !slices.Equal(got.SessionThreads(), want.SessionThreads()) {
			t.Fatalf("shuffled: %v %v, want %v %v", got.Requests, got.ConnIDs, w, want.ConnIDs)
		}
	}
	if th := want.SessionThreads(); !slices.Equal(th, []int64{1, 1, 1, 2, 2, 2, 3, 3, 3}) {
		t.Errorf("the sessions' threads %v, want each VU's three", th)
	}
}
