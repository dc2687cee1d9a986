package audit

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"

	"coordinated-omission/internal/workers"
)

// seq is n requests of one label sent every stepNs from fromNs, each
// answered after latencyNs.
func seq(fromNs, stepNs, latencyNs int64, n int) []Request {
	out := make([]Request, n)
	for i := range out {
		out[i] = Request{SendNs: fromNs + int64(i)*stepNs, LatencyNs: latencyNs, Conn: NoConn}
	}
	return out
}

// TestInferWorkersLevels builds the in-flight counts by hand: quick
// requests take 10 ns and slow ones 50 ns, so that a request is quick
// within 2·10 ns (twice the 10th percentile) plus the resolution.
func TestInferWorkersLevels(t *testing.T) {
	const hold = 1_000_000 // a holder stays in flight to the end
	build := func(boundaryNs int64) []Request {
		reqs := seq(0, 100, 10, 10) // 10 alone, all quick: level 1
		// holder 1, then at level 2: four quick (one at the boundary),
		// three slow, and holder 2 (slow): 4 quick of 8, exactly half
		reqs = append(reqs, Request{SendNs: 10_000, LatencyNs: hold})
		for i, lat := range []int64{10, 10, 10, boundaryNs, 50, 50, 50} {
			reqs = append(reqs, Request{SendNs: 10_100 + int64(i)*100, LatencyNs: lat})
		}
		reqs = append(reqs, Request{SendNs: 11_000, LatencyNs: hold})
		// at level 3: four slow and holder 3, five entries, none quick
		reqs = append(reqs, seq(11_100, 100, 50, 4)...)
		reqs = append(reqs, Request{SendNs: 11_500, LatencyNs: hold})
		// at level 4: six quick
		reqs = append(reqs, seq(11_600, 100, 10, 6)...)
		return reqs
	}
	// level 1 passes, level 2 passes at exactly half, level 3 (five
	// entries) fails: two workers, whatever level 4 shows
	if got := inferWorkers(build(20), stats(build(20), 1), 0); got != 2 {
		t.Errorf("with the boundary request at 20 ns (quick): %d workers, want 2", got)
	}
	// at 21 ns it is slow: level 2 has 3 quick of 8 and fails
	if got := inferWorkers(build(21), stats(build(21), 1), 0); got != 1 {
		t.Errorf("with the boundary request at 21 ns (slow): %d workers, want 1", got)
	}
	// the resolution widens "quick": 23 ns is within 20 + 3
	if got := inferWorkers(build(23), stats(build(23), 1), 3); got != 2 {
		t.Errorf("23 ns within a 3 ns resolution: %d workers, want 2", got)
	}
	if got := inferWorkers(build(24), stats(build(24), 1), 3); got != 1 {
		t.Errorf("24 ns beyond a 3 ns resolution: %d workers, want 1", got)
	}
}

// TestInferWorkersBackToBack: a reply at the instant of the next send
// frees its place first, so ten back-to-back requests are each alone.
func TestInferWorkersBackToBack(t *testing.T) {
	reqs := seq(0, 100, 10, 10)                   // ten alone
	reqs = append(reqs, seq(2000, 10, 10, 10)...) // ten back to back
	// six slow pairs: level 2 fails. Were the back-to-back requests
	// counted beside the one before, level 2 would pass with 9 quick of 15
	for i := range int64(6) {
		reqs = append(reqs, Request{SendNs: 3000 + 200*i, LatencyNs: 50}, Request{SendNs: 3000 + 200*i, LatencyNs: 50})
	}
	if got := inferWorkers(reqs, stats(reqs, 1), 0); got != 1 {
		t.Errorf("back to back then slow pairs: %d workers, want 1", got)
	}
}

// TestInferWorkersInstantReplies: a request answered at the instant it
// was sent is in flight for that instant only; it neither leaks into the
// counts of the requests after it nor is missed in its own.
func TestInferWorkersInstantReplies(t *testing.T) {
	reqs := seq(0, 100, 0, 10) // 10 instant replies, alone: level 1
	reqs = append(reqs, Request{SendNs: 2000, LatencyNs: 1_000_000})
	reqs = append(reqs, seq(2100, 100, 0, 6)...) // beside the holder: level 2, quick
	// two sent together and answered at once: each is counted beside
	// the holder, and then gone
	reqs = append(reqs, Request{SendNs: 3000, LatencyNs: 0}, Request{SendNs: 3000, LatencyNs: 0})
	if got := inferWorkers(reqs, stats(reqs, 1), 0); got != 2 {
		t.Errorf("instant replies beside a holder: %d workers, want 2", got)
	}
	// after the holder, twelve requests alone are level 1 again (quick
	// within the 20 ns resolution, the 10th percentile being 0), then six
	// slow pairs: level 1 has 22 quick of 29, level 2 the 8 instant
	// replies and 6 slow. Were the instant replies kept in flight, the
	// levels would climb past 10, each too small to count.
	reqs = append(reqs, seq(2_000_000, 100, 10, 12)...)
	for i := range int64(6) {
		reqs = append(reqs, Request{SendNs: 4_000_000 + 200*i, LatencyNs: 50}, Request{SendNs: 4_000_000 + 200*i, LatencyNs: 50})
	}
	if got := inferWorkers(reqs, stats(reqs, 1), 20); got != 2 {
		t.Errorf("instant replies then slow pairs: %d workers, want 2", got)
	}
}

// TestInferWorkersByLabel: each label is quick within its own 10th
// percentile, not the log's.
// TestInferWorkersLastInstant: the last request answered at once.
func TestInferWorkersLastInstant(t *testing.T) {
	if got := inferWorkers(seq(0, 100, 0, 6), stats(seq(0, 100, 0, 6), 1), 0); got != 1 {
		t.Errorf("instant replies alone: %d workers, want 1", got)
	}
}

func TestInferWorkersByLabel(t *testing.T) {
	var reqs []Request
	for i := range int64(10) { // label 0 alone, quick at 10 ns
		reqs = append(reqs, Request{SendNs: 100 * i, LatencyNs: 10})
	}
	for i := range int64(6) { // label 1 in pairs at 100 ns: its own quick
		reqs = append(reqs, Request{SendNs: 2000 + 300*i, LatencyNs: 100, Label: 1}, Request{SendNs: 2000 + 300*i, LatencyNs: 100, Label: 1})
	}
	if got := inferWorkers(reqs, stats(reqs, 2), 0); got != 2 {
		t.Errorf("label 1 at its own pace: %d workers, want 2", got)
	}
}

// TestInvertWorkersPause: two workers, each request served in 10 ns, the
// round trip 0, and a pause over [1000, 1500). Every figure below is
// worked by hand from the queue's rule.
func TestInvertWorkersPause(t *testing.T) {
	reqs := seq(0, 100, 10, 10) // completions 10 … 910
	// sent at 995, in service when the pause began: done at 1505
	reqs = append(reqs, Request{SendNs: 995, LatencyNs: 510})
	// sent at 1200, in the pause, on the other worker: done at 1510
	reqs = append(reqs, Request{SendNs: 1200, LatencyNs: 310})
	reqs = append(reqs, seq(1600, 100, 10, 14)...) // completions 1610 … 2910
	// sent at 2995 and slow by itself for 305 ns, while the other worker
	// answers at 3010, 3110, 3210
	reqs = append(reqs, Request{SendNs: 2995, LatencyNs: 305})
	reqs = append(reqs, seq(3000, 100, 10, 5)...)
	floors := []int64{10}

	s := Server{}
	s.invertWorkers(reqs, 2, floors, 100)
	want := make([]int64, len(reqs))
	for i := range want {
		want[i] = 10
	}
	want[10], want[11], want[26] = 510, 310, 305
	if !slices.Equal(s.Services.All(), want) {
		t.Errorf("services %v, want %v", s.Services.All(), want)
	}
	// ceiling 10 (floor 10; 2·median − 1st percentile = 10): excesses 500
	// (freed at 1495) and 300 (freed at 1500), one group, so the pause
	// ended at 1500 and lasted 500: [1000, 1500). No request was in
	// service at 1000 as far as the log shows, so the start moves to the
	// middle of the idle time since the completion before (910): 955.
	// The 295 ns of request 26 meet answers at 3010, 3110 and 3210: its
	// longest silent part is 100 ns, not beyond the 100 ns tolerance.
	if wantW := []Window{{955, 1500}}; !slices.Equal(s.Windows, wantW) {
		t.Errorf("windows %v, want %v", s.Windows, wantW)
	}

	// a tolerance of 99 ns keeps request 26's silent part: the first of
	// the longest, [3010, 3110); its window began at 2995, moved to the
	// middle of [2910, 2995): 2953
	s = Server{}
	s.invertWorkers(reqs, 2, floors, 99)
	if wantW := []Window{{955, 1500}, {3010, 3110}}; !slices.Equal(s.Windows, wantW) {
		t.Errorf("tolerance 99: windows %v, want %v", s.Windows, wantW)
	}

	// at 499 ns only the 500 ns excess is a pause: freed at 1495, from
	// 995, moved to 995 − (995 − 910)/2 = 953
	s = Server{}
	s.invertWorkers(reqs, 2, floors, 499)
	if wantW := []Window{{953, 1495}}; !slices.Equal(s.Windows, wantW) {
		t.Errorf("tolerance 499: windows %v, want %v", s.Windows, wantW)
	}
	// at 500 ns nothing is
	s = Server{}
	s.invertWorkers(reqs, 2, floors, 500)
	if len(s.Windows) != 0 {
		t.Errorf("tolerance 500: windows %v, want none", s.Windows)
	}
}

// TestInvertWorkersRoundTrip: the round trip comes off every reply
// before the queue's rule, and off the floor for the ceiling.
func TestInvertWorkersRoundTrip(t *testing.T) {
	reqs := seq(0, 100, 15, 10) // 10 ns of service, 5 of round trip
	reqs = append(reqs, Request{SendNs: 995, LatencyNs: 515})
	reqs = append(reqs, seq(1600, 100, 15, 10)...)
	s := Server{RTTNs: 5}
	s.invertWorkers(reqs, 1, []int64{15}, 100)
	if s.Services.At(10) != 510 || s.Services.At(0) != 10 || s.Services.At(20) != 10 {
		t.Errorf("services %v: want 10 each but 510 for the 11th", s.Services.All())
	}
	// done at 1505, ceiling 15 − 5 = 10: freed 1495, excess 500, from
	// 995, moved to the middle of [910, 995): 953
	if wantW := []Window{{953, 1495}}; !slices.Equal(s.Windows, wantW) {
		t.Errorf("windows %v, want %v", s.Windows, wantW)
	}
}

// TestInvertWorkersMirror: a type's ceiling is its median plus its
// spread below the median, where that is above its floor.
func TestInvertWorkersMirror(t *testing.T) {
	// services 10, 20, …, 200 alone and one of 500 sent at 20 000: the
	// median (rank 11 of 21) is 110, the 1st percentile 10, so the
	// ceiling is 210, and the 500 is 290 over
	var reqs []Request
	for i := range int64(20) {
		reqs = append(reqs, Request{SendNs: 1000 * i, LatencyNs: 10 * (i + 1)})
	}
	reqs = append(reqs, Request{SendNs: 20_000, LatencyNs: 500})
	s := Server{}
	s.invertWorkers(reqs, 1, []int64{10}, 50)
	// done 20 500, freed 20 290, from 20 000, moved to the middle of
	// [19 200, 20 000): 19 600
	if wantW := []Window{{19_600, 20_290}}; !slices.Equal(s.Windows, wantW) {
		t.Errorf("windows %v, want %v", s.Windows, wantW)
	}
	// a floor above the mirror wins: ceiling 300, excess 200
	s = Server{}
	s.invertWorkers(reqs, 1, []int64{300}, 50)
	if wantW := []Window{{19_600, 20_200}}; !slices.Equal(s.Windows, wantW) {
		t.Errorf("floor 300: windows %v, want %v", s.Windows, wantW)
	}
}

// TestInvertWorkersGroups: excesses whose frees lie within the longest
// ceiling of each other are one pause; farther apart, two.
func TestInvertWorkersGroups(t *testing.T) {
	reqs := seq(0, 100, 10, 10)
	// two slow requests on two workers, freed 15 ns apart (ceiling 10):
	// two windows; then 5 ns apart: one
	reqs = append(reqs, Request{SendNs: 1000, LatencyNs: 300}, Request{SendNs: 1001, LatencyNs: 314})
	reqs = append(reqs, seq(2000, 100, 10, 10)...)
	reqs = append(reqs, Request{SendNs: 3000, LatencyNs: 300}, Request{SendNs: 3001, LatencyNs: 304})
	reqs = append(reqs, seq(4000, 100, 10, 10)...)
	// and exactly 10 ns apart: still one
	reqs = append(reqs, Request{SendNs: 5000, LatencyNs: 300}, Request{SendNs: 5001, LatencyNs: 309})
	reqs = append(reqs, seq(6000, 100, 10, 10)...)
	s := Server{}
	s.invertWorkers(reqs, 2, []int64{10}, 100)
	// first pair: done 1300 (freed 1290, excess 290) and 1315 (freed
	// 1305, excess 304): 15 > 10 apart, two groups. The first: from
	// 1000, moved to the middle of [910, 1000): 955, window [955, 1290).
	// The second: from 1001, moved to the middle of [910, 1001): 956; the
	// completion at 1300 cuts it into [956, 1300) and [1300, 1305), and
	// the longer merges with the first: [955, 1300).
	// second pair: done 3300 (freed 3290, excess 290) and 3305 (freed
	// 3295, excess 294): one group, freed 3295, from 3001, moved to the
	// middle of [2910, 3001): 2956, and silent throughout: [2956, 3295)
	// third pair: done 5300 (freed 5290, excess 290) and 5310 (freed
	// 5300, excess 299): 10 apart, one group: from 5001, moved to the
	// middle of [4910, 5001): 4956, silent to 5300
	want := []Window{{955, 1300}, {2956, 3295}, {4956, 5300}}
	if !slices.Equal(s.Windows, want) {
		t.Errorf("windows %v, want %v", s.Windows, want)
	}
}

func TestSilentPart(t *testing.T) {
	for _, c := range []struct {
		dones []int64
		w     Window
		want  Window
		ok    bool
	}{
		{[]int64{5, 12, 15, 30}, Window{10, 20}, Window{15, 20}, true},
		{[]int64{10, 14}, Window{10, 20}, Window{14, 20}, true},     // a completion at the start does not cut
		{[]int64{10, 16, 20}, Window{10, 20}, Window{10, 16}, true}, // nor one at the end
		{[]int64{5}, Window{0, 10}, Window{0, 5}, true},             // the first of two equal parts
		{nil, Window{3, 9}, Window{3, 9}, true},
		{[]int64{3, 4, 5}, Window{3, 3}, Window{}, false},
		{[]int64{1, 2, 3, 4}, Window{0, 4}, Window{0, 1}, true},
		{[]int64{1, 2, 4}, Window{0, 4}, Window{2, 4}, true},
		{[]int64{9}, Window{10, 20}, Window{10, 20}, true}, // a completion before the start

	} {
		// each completion a request answered as it was sent
		var reqs []Request
		for _, d := range c.dones {
			reqs = append(reqs, Request{SendNs: d})
		}
		got := silentParts(reqs, 0, []Window{c.w})[0]
		if ok := got.ToNs > got.FromNs; got != c.want || ok != c.ok {
			t.Errorf("silentParts(%v, %v) = %v %v, want %v %v", c.dones, c.w, got, ok, c.want, c.ok)
		}
		if ref, ok := silentPartOf(c.dones, c.w); ref != c.want || ok != c.ok {
			t.Errorf("the reference: silentPartOf(%v, %v) = %v %v, want %v %v", c.dones, c.w, ref, ok, c.want, c.ok)
		}
	}
}

func TestInsertWindow(t *testing.T) {
	for _, c := range []struct {
		ws   []Window
		w    Window
		want []Window
	}{
		{nil, Window{1, 2}, []Window{{1, 2}}},
		{[]Window{{1, 2}}, Window{3, 4}, []Window{{1, 2}, {3, 4}}},
		{[]Window{{1, 2}}, Window{2, 4}, []Window{{1, 4}}}, // touching merges
		{[]Window{{5, 6}}, Window{1, 2}, []Window{{1, 2}, {5, 6}}},
		{[]Window{{1, 2}, {5, 6}}, Window{3, 4}, []Window{{1, 2}, {3, 4}, {5, 6}}},
		{[]Window{{1, 2}, {5, 6}, {8, 9}}, Window{2, 8}, []Window{{1, 9}}},
		{[]Window{{1, 2}, {5, 6}, {8, 9}}, Window{4, 5}, []Window{{1, 2}, {4, 6}, {8, 9}}},
		{[]Window{{1, 3}, {5, 6}}, Window{0, 2}, []Window{{0, 3}, {5, 6}}},
		{[]Window{{1, 3}, {5, 6}}, Window{3, 5}, []Window{{1, 6}}},
		{[]Window{{1, 3}, {5, 9}}, Window{6, 7}, []Window{{1, 3}, {5, 9}}},
	} {
		in := slices.Clone(c.ws)
		if got := insertWindow(in, c.w); !slices.Equal(got, c.want) {
			t.Errorf("insertWindow(%v, %v) = %v, want %v", c.ws, c.w, got, c.want)
		}
	}
}

func TestOverlap(t *testing.T) {
	ws := []Window{{10, 20}, {30, 40}}
	for _, c := range []struct{ from, to, want int64 }{
		{0, 100, 20}, {15, 35, 10}, {20, 30, 0}, {40, 50, 0}, {19, 31, 2},
		{0, 10, 0}, {0, 11, 1}, {39, 45, 1}, {12, 18, 6}, {25, 26, 0},
	} {
		if got := overlap(ws, c.from, c.to); got != c.want {
			t.Errorf("overlap [%d, %d) = %d, want %d", c.from, c.to, got, c.want)
		}
	}
}

// TestTypeCeilings: the 99th percentile of the services within four
// times the median (and four steps), the rare types pooled.
func TestTypeCeilings(t *testing.T) {
	var reqs []Request
	var services []int64
	add := func(label int32, s ...int64) {
		for _, v := range s {
			reqs = append(reqs, Request{Label: label})
			services = append(services, v)
		}
	}
	// label 0: 100 services 1 … 100 and one of 1000: median 51, slow
	// from 204; of the 100 within it the 99th percentile is 99
	for v := range int64(100) {
		add(0, v+1)
	}
	add(0, 1000)
	// labels 1 and 2 have 10 each (fewer than 20): pooled, 20 services
	// 10 … 200, median 100, all within 400: 99th percentile is 200 (rank 20)
	for v := range int64(10) {
		add(1, 10*(v+1))
		add(2, 10*(v+11))
	}
	got := ceilingsOf(t, reqs, services, 4, 0)
	// label 3 has no requests (a label of another run): the pooled one
	if want := []int64{99, 200, 200, 200}; !slices.Equal(got, want) {
		t.Errorf("ceilings %v, want %v", got, want)
	}
	// a resolution of 100 ns makes slow begin at 51 + 400 = 451 for label
	// 0, no longer 204: still short of 1000
	got = ceilingsOf(t, reqs, services, 4, 100)
	if want := []int64{99, 200, 200, 200}; !slices.Equal(got, want) {
		t.Errorf("resolution 100: ceilings %v, want %v", got, want)
	}
	// with 1000 ns steps, slow begins at 4051: the 1000 is within, and
	// the 99th percentile of 101 services is rank 100: 100
	got = ceilingsOf(t, reqs, services, 4, 1000)
	if want := []int64{100, 200, 200, 200}; !slices.Equal(got, want) {
		t.Errorf("resolution 1000: ceilings %v, want %v", got, want)
	}
	// label 3 with exactly 20 services of 5: its own, not pooled (pooled,
	// they would bring the rare ones' median down to 5, and their ceiling
	// to 20);
	// label 4 with twenty of 10 and one of 40, at its slow threshold
	// (four times the median): within, so its 99th percentile (rank 21)
	for range 20 {
		add(3, 5)
		add(4, 10)
	}
	add(4, 40)
	got = ceilingsOf(t, reqs, services, 5, 0)
	if want := []int64{99, 200, 200, 5, 40}; !slices.Equal(got, want) {
		t.Errorf("with 20 of label 3: ceilings %v, want %v", got, want)
	}
}

// ceilingsOf is typeCeilings, whose passes over services in memory
// cannot fail.
func ceilingsOf(t *testing.T, reqs []Request, services []int64, labels int, resolutionNs int64) []int64 {
	t.Helper()
	out, err := typeCeilings(reqs, durationsOf(services), labels, resolutionNs)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// ceilingsBySort is typeCeilings as it was: each type's services copied
// out and sorted. The reference of TestCeilingsAsBySort.
func ceilingsBySort(reqs []Request, services []int64, labels int, resolutionNs int64) []int64 {
	by := byLabel(reqs, labels, func(i int) int64 { return services[i] })
	var pooled []int64
	for t := range by {
		if len(by[t]) < minTypeRequests {
			pooled = append(pooled, by[t]...)
		}
	}
	ceil := func(v []int64) int64 {
		slices.Sort(v)
		slow := slowThreshold(median(v), resolutionNs)
		n, _ := slices.BinarySearch(v, slow+1)
		return atLevel(v[:max(1, n)], P99)
	}
	out := make([]int64, labels)
	pooledCeil := int64(0)
	if len(pooled) > 0 {
		pooledCeil = ceil(pooled)
	}
	for t := range by {
		if len(by[t]) >= minTypeRequests {
			out[t] = ceil(by[t])
		} else {
			out[t] = pooledCeil
		}
	}
	return out
}

// TestCeilingsAsBySort: the types' ceilings from passes over the services
// are those of each type's services sorted, with types common and rare,
// of no request, and services slow and quick, at resolutions that move
// the slow threshold.
func TestCeilingsAsBySort(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 9))
	for range 200 {
		labels := 1 + rng.IntN(5)
		n := rng.IntN(400)
		reqs := make([]Request, n)
		services := make([]int64, n)
		for i := range reqs {
			l := rng.IntN(labels)
			if l == 1 && rng.IntN(10) > 0 {
				l = 0 // type 1 rare
			}
			reqs[i] = Request{Label: int32(l)}
			services[i] = 10 + rng.Int64N(50)
			if rng.IntN(20) == 0 {
				services[i] = 1000 + rng.Int64N(5000) // held
			}
		}
		res := rng.Int64N(40)
		if got, want := ceilingsOf(t, reqs, services, labels, res), ceilingsBySort(reqs, services, labels, res); !slices.Equal(got, want) {
			t.Fatalf("%d requests of %d types at %d: %v, want %v", n, labels, res, got, want)
		}
	}
}

// invertWorkersBySort is invertWorkers as it was: the completions laid
// out and sorted, and each type's services copied out and sorted. The
// reference of TestInvertWorkersAsBySort.
func (s *Server) invertWorkersBySort(reqs []Request, k int64, floors []int64, toleranceNs int64) {
	free := workers.New(int(k))
	s.Services = makeDurations(len(reqs))
	dones := make([]int64, len(reqs))
	for i, r := range reqs {
		done := r.ReplyNs() - s.RTTNs
		start := min(done, max(r.SendNs, free.Earliest()))
		free.Take(max(done, free.Earliest()))
		s.Services.set(i, done-start)
		dones[i] = done
	}
	byType := byLabel(reqs, len(floors), func(i int) int64 { return s.Services.At(i) })
	ceiling := make([]int64, len(floors))
	longest := int64(1)
	for t, v := range byType {
		if len(v) == 0 {
			continue
		}
		slices.Sort(v)
		// a pause only lengthens services: the lower half is the type's
		// own, and its spread below the median, mirrored, bounds the
		// upper half's
		ceiling[t] = max(floors[t]-s.RTTNs, 2*median(v)-atLevel(v, 100))
		longest = max(longest, ceiling[t])
	}
	type held struct{ freedNs, excessNs int64 }
	var hit []held
	for i, r := range reqs {
		// an excess under half its type's longest service is a service's
		// own spread beyond the mirror of its lower half, not a pause
		if excess := s.Services.At(i) - ceiling[r.Label]; excess > max(toleranceNs, ceiling[r.Label]/2) {
			hit = append(hit, held{dones[i] - ceiling[r.Label], excess})
		}
	}
	slices.Sort(dones)
	slices.SortFunc(hit, func(a, b held) int { return cmp.Compare(a.freedNs, b.freedNs) })
	for i := 0; i < len(hit); {
		g := hit[i]
		j := i + 1
		for ; j < len(hit) && hit[j].freedNs <= hit[j-1].freedNs+longest; j++ {
			g.freedNs = max(g.freedNs, hit[j].freedNs)
			g.excessNs = max(g.excessNs, hit[j].excessNs)
		}
		from := g.freedNs - g.excessNs
		if k, _ := slices.BinarySearch(dones, from); k > 0 {
			from -= (from - dones[k-1]) / 2 // it began in the idle time before, or at its end: the middle
		}
		if w, ok := silentPartOf(dones, Window{from, g.freedNs}); ok && w.ToNs-w.FromNs > toleranceNs {
			s.Windows = insertWindow(s.Windows, w)
		}
		i = j
	}
}

// silentPartOf is the longest part of w in which no completion of
// dones, sorted, fell, as invertWorkersBySort took it.
func silentPartOf(dones []int64, w Window) (Window, bool) {
	k, _ := slices.BinarySearch(dones, w.FromNs+1)
	best, from := Window{}, w.FromNs
	for ; k < len(dones) && dones[k] < w.ToNs; k++ {
		if dones[k]-from > best.ToNs-best.FromNs {
			best = Window{from, dones[k]}
		}
		from = dones[k]
	}
	if w.ToNs-from > best.ToNs-best.FromNs {
		best = Window{from, w.ToNs}
	}
	return best, best.ToNs > best.FromNs
}

// TestInvertWorkersAsBySort: invertWorkers, its completions from a heap
// in two passes and its services' order statistics from passes, finds
// the services and windows that laying out the completions and sorting
// them found, on drawn logs of several types with pauses, round trips,
// requests answered as they were sent and requests sent at once, and a
// type of no request.
func TestInvertWorkersAsBySort(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 11))
	windows := 0
	for range 400 {
		labels := 1 + rng.IntN(3)
		n := 1 + rng.IntN(400)
		reqs := make([]Request, n)
		at := int64(0)
		pauses := []Window{{FromNs: rng.Int64N(2000), ToNs: 0}, {FromNs: 2000 + rng.Int64N(3000), ToNs: 0}}
		for p := range pauses {
			pauses[p].ToNs = pauses[p].FromNs + rng.Int64N(600)
		}
		for i := range reqs {
			at += rng.Int64N(15)
			l := rng.IntN(labels)
			lat := int64(5+10*l) + rng.Int64N(8)
			if rng.IntN(30) == 0 {
				lat = 0
			}
			for _, p := range pauses {
				if at < p.ToNs && at+lat > p.FromNs {
					lat = p.ToNs - at + rng.Int64N(5)
				}
			}
			reqs[i] = Request{SendNs: at, LatencyNs: lat, Conn: int32(rng.IntN(8)), Label: int32(l)}
		}
		floors := make([]int64, labels)
		for l := range floors {
			floors[l] = int64(5 + 10*l)
		}
		if rng.IntN(2) == 0 {
			// a type of no request, its floor none (typeFloors' most)
			floors = append(floors, 1<<63-1)
		}
		rtt := rng.Int64N(4)
		k := int64(1 + rng.IntN(4))
		tol := rng.Int64N(20)
		got, want := Server{RTTNs: rtt}, Server{RTTNs: rtt}
		if err := got.invertWorkers(reqs, k, floors, tol); err != nil {
			t.Fatal(err)
		}
		want.invertWorkersBySort(reqs, k, floors, tol)
		if !slices.Equal(got.Services.All(), want.Services.All()) || !slices.Equal(got.Windows, want.Windows) {
			t.Fatalf("%d requests, %d workers: windows %v, want %v", n, k, got.Windows, want.Windows)
		}
		windows += len(got.Windows)
	}
	if windows < 200 {
		t.Errorf("only %d windows compared", windows)
	}
}

// TestCompletionsInOrder: the completions come in order, every one once,
// from requests sent at once, answered as sent, or long after.
func TestCompletionsInOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 12))
	for range 200 {
		reqs := make([]Request, rng.IntN(300))
		at := int64(0)
		for i := range reqs {
			at += rng.Int64N(3)
			reqs[i] = Request{SendNs: at, LatencyNs: rng.Int64N(1 + rng.Int64N(100))}
		}
		rtt := rng.Int64N(3)
		var want, got []int64
		for _, r := range reqs {
			want = append(want, r.ReplyNs()-rtt)
		}
		slices.Sort(want)
		completions(reqs, rtt, func(d int64) { got = append(got, d) })
		if !slices.Equal(got, want) {
			t.Fatalf("completions %v, want %v", got, want)
		}
	}
}

// TestLastBeforeAndSilentPartsPastTheEnd: windows that start after every
// completion, and one before any: the latest completion before each, and
// the whole of each silent but for the completions in it.
func TestLastBeforeAndSilentPartsPastTheEnd(t *testing.T) {
	reqs := []Request{{SendNs: 10}, {SendNs: 20}} // completions at 10 and 20
	ws := []Window{{FromNs: 50, ToNs: 60}, {FromNs: 0, ToNs: 5}, {FromNs: 30, ToNs: 40}, {FromNs: 15, ToNs: 25}}
	got := lastBefore(reqs, 0, ws)
	want := []completionBefore{{20, true}, {0, false}, {20, true}, {10, true}}
	if !slices.Equal(got, want) {
		t.Errorf("lastBefore %v, want %v", got, want)
	}
	parts := silentParts(reqs, 0, ws)
	wantParts := []Window{{50, 60}, {0, 5}, {30, 40}, {15, 20}}
	if !slices.Equal(parts, wantParts) {
		t.Errorf("silentParts %v, want %v", parts, wantParts)
	}
}
