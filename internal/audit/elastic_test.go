package audit

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"
)

// A flightPoint is a request's count in flight as it was sent, and its
// latency over its type's median.
type flightPoint struct {
	n     int64
	ratio float64
}

// elasticOf is elastic of pts, ranked as queued ranks its points.
func elasticOf(pts []flightPoint) bool {
	counts := make([]int32, len(pts))
	for i, p := range pts {
		counts[i] = int32(p.n)
	}
	order := byCount(counts, func(int) bool { return true })
	return elastic(order, func(i int32) int64 { return pts[i].n }, func(i int32) float64 { return pts[i].ratio })
}

// points are n flight points: the first half at count lo, the rest at
// hi, each of ratio 1 but those set.
func points(n int, lo, hi int64) []flightPoint {
	pts := make([]flightPoint, n)
	for i := range pts {
		pts[i] = flightPoint{n: lo, ratio: 1}
		if i >= n/2 {
			pts[i].n = hi
		}
	}
	return pts
}

// TestElasticAtItsEdges: elastic's decisions at their edges, on points
// laid out by hand (bands of 30 of 100: the 10th to 40th and 60th to
// 90th, their medians the 25th and 75th points).
func TestElasticAtItsEdges(t *testing.T) {
	flat := points(100, 10, 20) // the counts doubled, the latency not
	risen := points(100, 10, 20)
	for i := range risen {
		risen[i].ratio = 2
		if i >= 50 {
			risen[i].ratio = 3 // a rise of 50 %, as the counts' 100 % times 50 %
		}
	}
	risen105 := points(105, 10, 20) // bands of 32 and 31: means, not sums
	for i := range risen105 {
		risen105[i].ratio = 2
		if i >= 52 {
			risen105[i].ratio = 3
		}
	}
	tenth := points(100, 10, 11) // the counts up by a tenth exactly
	median := points(100, 10, 20)
	for i := range median {
		switch {
		case i >= 25 && i < 50:
			median[i].n = 11 // the 26th: past the low band's median
		case i >= 50 && i < 80:
			median[i].n = 12 // the high band's median, and the next
		}
	}
	for _, c := range []struct {
		name string
		pts  []flightPoint
		want bool
	}{
		{"100 points, the counts doubled, the latency flat", flat, false},
		{"99 points", points(99, 10, 20), true},
		{"the latency up by the elasticity's share of the counts' rise, exactly", risen, true},
		{"the counts up by a tenth exactly, the latency flat", tenth, false},
		{"105 points, the latency up by the elasticity's share, exactly", risen105, true},
		{"the low band's median count 10, the next 11; the high band's 12", median, false},
	} {
		if got := elasticOf(c.pts); got != c.want {
			t.Errorf("%s: queued %v, want %v", c.name, got, c.want)
		}
	}
}

// TestQueuedOverTypes: each latency is taken over its type's median, so
// a type ten times slower sent when more are in flight is no queue; and
// a request at the slow latency exactly is counted in.
func TestQueuedOverTypes(t *testing.T) {
	var reqs []Request
	for i := range int64(100) { // one in flight at a time, 1 ms each
		reqs = append(reqs, Request{SendNs: i * 2e6, LatencyNs: 1e6, Conn: 0, Label: 0})
	}
	for i := range int64(100) { // ten in flight, 10 ms each
		reqs = append(reqs, Request{SendNs: 300e6 + i*1e6, LatencyNs: 10e6, Conn: int32(1 + i%10), Label: 1})
	}
	if queued(reqs, stats(reqs, 2), 10e6) {
		t.Error("a slower type sent with more in flight, each at its median: said to queue")
	}
}

// TestAuditOpenOfOneLabel: open arrivals audited for one label keep its
// requests alone: their sends are the plan's slots, at their mean
// interval, first to last.
func TestAuditOpenOfOneLabel(t *testing.T) {
	var reqs []Request
	for i := range int64(40) {
		reqs = append(reqs, Request{SendNs: 1000 + 10*i, LatencyNs: 3, Conn: int32(i), Label: int32(i % 2)})
	}
	reqs = append(reqs, Request{SendNs: 1500, LatencyNs: 3, Conn: 40, Label: 1})
	w := workload{users: true, u: Users{Arrivals: ArrivalsOpen, Count: 41}, slowNs: 1 << 40, slow: slowness{1 << 40, 1 << 40}}
	for label, want := range map[int32]Plan{
		0: {StartNs: 1000, Slots: 20, IntervalNs: 20}, // 1000 to 1380: 380 over 19
		1: {StartNs: 1010, Slots: 21, IntervalNs: 24}, // 1010 to 1500: 490 over 20
	} {
		res, d, _, err := auditOpen(reqs, Options{OneLabel: true, Label: label}, w, stats(reqs, 2), 1)
		if err != nil {
			t.Fatal(err)
		}
		if p := res.Plan; p.StartNs != want.StartNs || p.Slots != want.Slots || p.IntervalNs != want.IntervalNs || d.slots() != int(want.Slots) {
			t.Errorf("label %d: plan from %d, %d slots, every %d, %d slots laid out; want %+v", label, p.StartNs, p.Slots, p.IntervalNs, d.slots(), want)
		}
	}
}

// TestHalfRange: half the spread from the 10th percentile to the 90th,
// rounded half up.
func TestHalfRange(t *testing.T) {
	for _, c := range []struct {
		sorted []int64
		want   int64
	}{{[]int64{0, 10}, 5}, {[]int64{0, 9}, 5}, {[]int64{4, 4}, 0}, {[]int64{0, 1}, 1}} {
		if got := halfRange(c.sorted); got != c.want {
			t.Errorf("halfRange(%v) = %d, want %d", c.sorted, got, c.want)
		}
	}
}

// TestByCount: byCount ranks the points kept as a stable sort by count
// does, and leaves out the rest.
func TestByCount(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 5))
	for range 50 {
		n := rng.IntN(300)
		counts := make([]int32, n)
		keepIt := make([]bool, n)
		var want []int32
		for i := range counts {
			counts[i], keepIt[i] = 1+rng.Int32N(12), rng.IntN(4) > 0
			if keepIt[i] {
				want = append(want, int32(i))
			}
		}
		slices.SortStableFunc(want, func(a, b int32) int { return cmp.Compare(counts[a], counts[b]) })
		if got := byCount(counts, func(i int) bool { return keepIt[i] }); !slices.Equal(got, want) {
			t.Fatalf("byCount(%v) = %v, want %v", counts, got, want)
		}
	}
}

// TestStatsOf: each type's median and 10th percentile, and the median of
// every latency, are those of the latencies sorted, whatever their
// spread and ties, with types of no request among them; and each type's
// slow threshold is taken of its median.
func TestStatsOf(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 6))
	for range 200 {
		labels := 1 + rng.IntN(4)
		var reqs []Request
		byType := make([][]int64, labels)
		var all []int64
		for range rng.IntN(2000) {
			l := rng.IntN(labels)
			if l == 1 {
				continue // a type with no request
			}
			v := rng.Int64N([]int64{3, 1000, 1 << 62}[rng.IntN(3)])
			reqs = append(reqs, Request{LatencyNs: v, Label: int32(l)})
			byType[l] = append(byType[l], v)
			all = append(all, v)
		}
		st := stats(reqs, labels)
		slow := st.slowness(7)
		for l, v := range byType {
			slices.Sort(v)
			if st.count[l] != int64(len(v)) {
				t.Fatalf("type %d: %d requests counted, %d sent", l, st.count[l], len(v))
			}
			if len(v) == 0 {
				if st.median[l] != 0 || st.p10[l] != 0 || slow[l] != 0 {
					t.Fatalf("type %d, of no request: median %d, p10 %d, slow %d", l, st.median[l], st.p10[l], slow[l])
				}
				continue
			}
			if st.median[l] != median(v) || st.p10[l] != atLevel(v, 1000) || slow[l] != slowThreshold(median(v), 7) {
				t.Fatalf("type %d: median %d, p10 %d, slow %d; sorted: %d, %d", l, st.median[l], st.p10[l], slow[l], median(v), atLevel(v, 1000))
			}
		}
		if len(all) > 0 {
			slices.Sort(all)
			if st.all != median(all) {
				t.Fatalf("the median of all %d, sorted %d", st.all, median(all))
			}
		}
	}
}

// stats is statsOf for tests, whose requests are in memory: it cannot fail.
func stats(reqs []Request, labels int) typeStats {
	st, err := statsOf(reqs, labels)
	if err != nil {
		panic(err)
	}
	return st
}

// TestInFlightAt: each request's count in flight at its send is itself
// and those sent before it whose reply came after its send (a reply at
// the instant of the send has left), by the obvious count over every
// pair; on logs drawn with sends and replies at one instant, latencies of
// 0, and a few long ones.
func TestInFlightAt(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 7))
	for range 200 {
		reqs := flights(rng, rng.IntN(300), flightDraw{gapNs: 4, quickNs: 6, longOneIn: 20, longNs: 500, labels: 1})
		got := inFlightAt(reqs)
		for i, r := range reqs {
			want := int32(1)
			for _, p := range reqs[:i] {
				if p.ReplyNs() > r.SendNs {
					want++
				}
			}
			if got[i] != want {
				t.Fatalf("request %d of %v: %d in flight, want %d", i, reqs, got[i], want)
			}
		}
	}
}

// A flightDraw is the shape of a log drawn for the requests in flight:
// sends 0 to gapNs − 1 apart (several at one instant), latencies 0 to
// quickNs − 1 (some 0: answered as sent), one in longOneIn longNs more,
// over labels types.
type flightDraw struct {
	gapNs, quickNs, longOneIn, longNs int64
	labels                            int
}

// flights draws n requests of the shape d, in canonical order.
func flights(rng *rand.Rand, n int, d flightDraw) []Request {
	reqs := make([]Request, n)
	var at int64
	for i := range reqs {
		at += rng.Int64N(d.gapNs)
		lat := rng.Int64N(d.quickNs)
		if rng.Int64N(d.longOneIn) == 0 {
			lat += rng.Int64N(d.longNs)
		}
		reqs[i] = Request{SendNs: at, LatencyNs: lat, Label: int32(rng.IntN(d.labels))}
	}
	slices.SortFunc(reqs, bySend)
	return reqs
}
